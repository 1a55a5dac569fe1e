import { and, eq, or, sql } from 'drizzle-orm';
import { partnerLinks } from '../../db/schema.ts';
import { type Db, queryRows } from '../../platform/db/database.ts';
import { escapeLike } from '../../platform/db/search.ts';

export type StoredLinkType = 'PARENT_COMPANY' | 'BRANCH' | 'PAYER' | 'RELATED';

export interface LinkRow {
  link_id: number;
  link_type: StoredLinkType;
  /** The row was stored from this partner's side (so the type reads as stored, not inverted). */
  is_outgoing: boolean;
  id: number;
  code: string;
  name: string;
}

/**
 * The partners linked to `partnerId` (from either end), in name order; with a term only those
 * whose code starts with it or whose name contains it. A partner has a handful of links.
 */
export function listLinks(
  db: Db,
  firmId: number,
  partnerId: number,
  options: { term?: string; activeOnly?: boolean; limit?: number } = {},
) {
  const pattern = escapeLike(options.term ?? '');
  return queryRows<LinkRow>(
    db,
    sql`select l.id as link_id, l.link_type, l.partner_id = ${partnerId} as is_outgoing, p.id, p.code, p.name
      from partner_links l
      join partners p on p.firm_id = l.firm_id
        and p.id = case when l.partner_id = ${partnerId} then l.linked_partner_id else l.partner_id end
      where l.firm_id = ${firmId} and (l.partner_id = ${partnerId} or l.linked_partner_id = ${partnerId})
        ${options.activeOnly ? sql`and p.is_active` : sql``}
        ${
          pattern
            ? sql`and (lower(p.code) like lower(${pattern}) || '%'
                or f_search_key(p.name) like '%' || f_search_key(${pattern}) || '%')`
            : sql``
        }
      order by f_search_key(p.name) collate "C", l.id
      ${options.limit ? sql`limit ${options.limit}` : sql``}`,
  );
}

/** A link of the same kind between the two partners, stored from either end. */
export function findLinkBetween(
  db: Db,
  firmId: number,
  a: number,
  b: number,
  linkType: StoredLinkType,
) {
  return db
    .select({ id: partnerLinks.id })
    .from(partnerLinks)
    .where(
      and(
        eq(partnerLinks.firmId, firmId),
        eq(partnerLinks.linkType, linkType),
        or(
          and(eq(partnerLinks.partnerId, a), eq(partnerLinks.linkedPartnerId, b)),
          and(eq(partnerLinks.partnerId, b), eq(partnerLinks.linkedPartnerId, a)),
        ),
      ),
    )
    .then((rows) => rows[0]?.id ?? null);
}

export function insertLink(
  db: Db,
  values: { firmId: number; partnerId: number; linkedPartnerId: number; linkType: StoredLinkType },
) {
  return db
    .insert(partnerLinks)
    .values(values)
    .returning({ id: partnerLinks.id })
    .then((rows) => rows[0]!.id);
}

/** Deletes a link touching `partnerId`; answers the deleted row or null. */
export function deleteLink(db: Db, firmId: number, partnerId: number, id: number) {
  return db
    .delete(partnerLinks)
    .where(
      and(
        eq(partnerLinks.firmId, firmId),
        eq(partnerLinks.id, id),
        or(eq(partnerLinks.partnerId, partnerId), eq(partnerLinks.linkedPartnerId, partnerId)),
      ),
    )
    .returning()
    .then((rows) => rows[0] ?? null);
}

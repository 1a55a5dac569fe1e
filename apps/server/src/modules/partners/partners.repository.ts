import type { TPartnerFilters, TPartnerRole } from '@kontor/contract';
import { and, asc, eq, inArray, ne, notInArray, or, type SQL, sql } from 'drizzle-orm';
import { partnerAddresses, partnerLinks, partners } from '../../db/schema.ts';
import { type Db, queryRows } from '../../platform/db/database.ts';
import { escapeLike, matchesEveryWord } from '../../platform/db/search.ts';

/** A typed tax number fragment (`1234567812` or `12345678-1`) as the prefix of the stored form. */
export function taxNumberPrefix(term: string): string | null {
  if (!/^\d[\d-]*$/.test(term)) return null;
  const digits = term.replace(/-/g, '').slice(0, 11);
  return [digits.slice(0, 8), digits.slice(8, 9), digits.slice(9, 11)].filter(Boolean).join('-');
}

/**
 * The country of the partner aliased `alias` in a query: its billing address's (the default one
 * first), HU when it has none. A partner has no country of its own; its addresses do.
 */
export function partnerCountrySql(alias: string): SQL {
  const partner = sql.raw(alias);
  return sql`coalesce((select a.country_code from partner_addresses a
    where a.partner_id = ${partner}.id and a.kind = 'BILLING'
    order by a.is_default desc, a.id limit 1), 'HU')`;
}

export type PartnerValues = Omit<typeof partners.$inferInsert, 'id' | 'firmId' | 'code'>;
export type AddressValues = Omit<typeof partnerAddresses.$inferInsert, 'firmId' | 'partnerId'>;

export function findPartner(db: Db, firmId: number, id: number) {
  return db
    .select()
    .from(partners)
    .where(and(eq(partners.firmId, firmId), eq(partners.id, id)))
    .then((rows) => rows[0] ?? null);
}
export type PartnerRow = NonNullable<Awaited<ReturnType<typeof findPartner>>>;

/** Another partner of the firm holding the tax number (or the code), if any. */
export function findPartnerIdByTaxNumber(db: Db, firmId: number, taxNumber: string, exceptId = 0) {
  return db
    .select({ id: partners.id })
    .from(partners)
    .where(
      and(
        eq(partners.firmId, firmId),
        eq(partners.taxNumber, taxNumber),
        ne(partners.id, exceptId),
      ),
    )
    .then((rows) => rows[0]?.id ?? null);
}

export function findPartnerIdByCode(db: Db, firmId: number, code: string, exceptId = 0) {
  return db
    .select({ id: partners.id })
    .from(partners)
    .where(
      and(
        eq(partners.firmId, firmId),
        sql`lower(${partners.code}) collate "C" = lower(${code})`,
        ne(partners.id, exceptId),
      ),
    )
    .then((rows) => rows[0]?.id ?? null);
}

/**
 * Inserts a partner; without a code it gets `P` + its id padded to 6 digits, so the id is drawn
 * from the sequence first.
 */
export async function insertPartner(
  db: Db,
  firmId: number,
  code: string | undefined,
  values: PartnerValues,
): Promise<PartnerRow> {
  const [next] = await queryRows<{ id: number }>(
    db,
    sql`select nextval(pg_get_serial_sequence('partners', 'id'))::int as id`,
  );
  const id = next!.id;
  const [row] = await db
    .insert(partners)
    .values({ ...values, id, firmId, code: code ?? `P${String(id).padStart(6, '0')}` })
    .returning();
  return row!;
}

/** Applies the change only when `version` is still the stored one; answers null otherwise. */
export function updatePartner(
  db: Db,
  firmId: number,
  id: number,
  version: number,
  values: PartnerValues & { code: string },
) {
  return db
    .update(partners)
    .set({ ...values, version: sql`${partners.version} + 1`, updatedAt: new Date() })
    .where(and(eq(partners.firmId, firmId), eq(partners.id, id), eq(partners.version, version)))
    .returning()
    .then((rows) => rows[0] ?? null);
}

export function deletePartner(db: Db, firmId: number, id: number, version: number) {
  return db
    .delete(partners)
    .where(and(eq(partners.firmId, firmId), eq(partners.id, id), eq(partners.version, version)))
    .returning({ id: partners.id })
    .then((rows) => rows[0] ?? null);
}

/** Links to or from the partner: other partners refer to it through them. */
export function countLinks(db: Db, firmId: number, id: number) {
  return db
    .$count(
      partnerLinks,
      and(
        eq(partnerLinks.firmId, firmId),
        or(eq(partnerLinks.partnerId, id), eq(partnerLinks.linkedPartnerId, id)),
      ),
    )
    .then(Number);
}

export function listAddresses(db: Db, partnerId: number) {
  return db
    .select()
    .from(partnerAddresses)
    .where(eq(partnerAddresses.partnerId, partnerId))
    .orderBy(asc(partnerAddresses.id));
}
export type AddressRow = Awaited<ReturnType<typeof listAddresses>>[number];

/**
 * Makes the partner's addresses the given ones: rows whose id is kept are updated in place (orders
 * may refer to them later), the others are inserted, and stored shipping addresses left out are
 * removed. Defaults are cleared first, so the one-default index never sees two at a time.
 */
export async function saveAddresses(
  db: Db,
  firmId: number,
  partnerId: number,
  billing: Omit<AddressValues, 'kind' | 'id'>,
  shipping: (Omit<AddressValues, 'kind'> & { id?: number | undefined })[],
): Promise<void> {
  const keptIds = shipping.flatMap((a) => (a.id ? [a.id] : []));
  await db
    .delete(partnerAddresses)
    .where(
      and(
        eq(partnerAddresses.partnerId, partnerId),
        eq(partnerAddresses.kind, 'SHIPPING'),
        keptIds.length ? notInArray(partnerAddresses.id, keptIds) : undefined,
      ),
    );
  await db
    .update(partnerAddresses)
    .set({ isDefault: false })
    .where(and(eq(partnerAddresses.partnerId, partnerId), eq(partnerAddresses.kind, 'SHIPPING')));
  await db
    .insert(partnerAddresses)
    .values({ ...billing, firmId, partnerId, kind: 'BILLING', isDefault: true })
    .onConflictDoUpdate({
      target: partnerAddresses.partnerId,
      targetWhere: sql`kind = 'BILLING'`,
      set: billing,
    });
  for (const { id, ...address } of shipping) {
    if (id)
      await db
        .update(partnerAddresses)
        .set(address)
        .where(and(eq(partnerAddresses.id, id), eq(partnerAddresses.partnerId, partnerId)));
    else
      await db.insert(partnerAddresses).values({ ...address, firmId, partnerId, kind: 'SHIPPING' });
  }
}

/** The ids among `ids` that are shipping addresses of the partner. */
export function findShippingAddressIds(db: Db, partnerId: number, ids: number[]) {
  return db
    .select({ id: partnerAddresses.id })
    .from(partnerAddresses)
    .where(
      and(
        eq(partnerAddresses.partnerId, partnerId),
        eq(partnerAddresses.kind, 'SHIPPING'),
        inArray(partnerAddresses.id, ids),
      ),
    )
    .then((rows) => rows.map((r) => r.id));
}

export interface PartnerListRow {
  id: number;
  code: string;
  kind: 'COMPANY' | 'PERSON';
  name: string;
  short_name: string | null;
  roles: TPartnerRole[];
  tax_number: string | null;
  eu_vat_number: string | null;
  postal_code: string;
  city: string;
  street: string;
  contact_name: string | null;
  contact_email: string | null;
  contact_phone: string | null;
  payment_terms_days: number;
  credit_limit: string | null;
  is_active: boolean;
  created_at: Date | string;
}

function filtersOf(firmId: number, f: TPartnerFilters): SQL {
  // With a term, `firm_id + 0` keeps the planner from walking a firm-leading sort index and
  // filtering it (it hopes for a page of matches early, and reads the whole firm when they are
  // rare): the term's indexes find the matches, and only they are sorted.
  const conditions = [f.term ? sql`p.firm_id + 0 = ${firmId}` : sql`p.firm_id = ${firmId}`];
  if (f.term) conditions.push(matchesEveryWord(sql`p.search_doc`, f.term));
  if (f.role) conditions.push(sql`p.roles @> array[${f.role}]::text[]`);
  if (f.is_active !== null) conditions.push(sql`p.is_active = ${f.is_active}`);
  if (f.city)
    conditions.push(
      sql`f_search_key(a.city) collate "C" like f_search_key(${escapeLike(f.city)}) || '%'`,
    );
  return sql.join(conditions, sql` and `);
}

/**
 * Sort keys in byte order of the accent-free key: the same on every database, and indexed. The
 * aliases name the partner and its billing address (the page query sorts twice, inside and out).
 */
function orderOf(f: TPartnerFilters, partner = 'p', address = 'a'): SQL {
  const [p, a] = [sql.raw(partner), sql.raw(address)];
  const dir = f.direction === 'desc' ? sql`desc` : sql`asc`;
  const key = {
    name: sql`f_search_key(${p}.name) collate "C" ${dir}`,
    code: sql`lower(${p}.code) collate "C" ${dir}`,
    city: sql`f_search_key(${a}.city) collate "C" ${dir}, f_search_key(${p}.name) collate "C" ${dir}`,
    created: sql`${p}.created_at ${dir}`,
  }[f.sort];
  return sql`${key}, ${p}.id ${dir}`;
}

/**
 * One page of the partner list. Sorted by a key the indexes hold in order, the page is read by
 * walking an index and stopping after it; the primary contact is looked up only for the page's rows.
 */
export function searchPartners(
  db: Db,
  firmId: number,
  filters: TPartnerFilters,
  page: { limit: number; offset: number },
) {
  return queryRows<PartnerListRow>(
    db,
    sql`select m.*, c.name as contact_name, c.email as contact_email, c.phone as contact_phone
      from (
        select p.id, p.code, p.kind, p.name, p.short_name, p.roles, p.tax_number, p.eu_vat_number,
          a.postal_code, a.city, a.street, p.payment_terms_days, p.credit_limit::text as credit_limit,
          p.is_active, p.created_at
        from partners p
        join partner_addresses a on a.partner_id = p.id and a.kind = 'BILLING'
        where ${filtersOf(firmId, filters)}
        order by ${orderOf(filters)}
        limit ${page.limit} offset ${page.offset}
      ) m
      left join lateral (
        select name, email, phone from partner_contacts
        where partner_id = m.id order by is_primary desc, id limit 1
      ) c on true
      order by ${orderOf(filters, 'm', 'm')}`,
  );
}

export function countPartners(db: Db, firmId: number, filters: TPartnerFilters) {
  return queryRows<{ total: number | string }>(
    db,
    sql`select count(*) as total from partners p
      join partner_addresses a on a.partner_id = p.id and a.kind = 'BILLING'
      where ${filtersOf(firmId, filters)}`,
  ).then((rows) => Number(rows[0]?.total ?? 0));
}

/** Changes the given columns (an import's mapped ones) and bumps the version. */
export async function patchPartner(
  db: Db,
  firmId: number,
  id: number,
  values: Partial<PartnerValues>,
  billing: Partial<Pick<AddressValues, 'countryCode' | 'postalCode' | 'city' | 'street'>>,
): Promise<void> {
  await db
    .update(partners)
    .set({ ...values, version: sql`${partners.version} + 1`, updatedAt: new Date() })
    .where(and(eq(partners.firmId, firmId), eq(partners.id, id)));
  if (Object.keys(billing).length)
    await db
      .update(partnerAddresses)
      .set(billing)
      .where(
        and(
          eq(partnerAddresses.firmId, firmId),
          eq(partnerAddresses.partnerId, id),
          eq(partnerAddresses.kind, 'BILLING'),
        ),
      );
}

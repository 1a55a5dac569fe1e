import type { TPartnerLink, TPartnerLinkType } from '@kontor/contract';
import { type Ctx, runAction } from '../../platform/context.ts';
import type { Db } from '../../platform/db/database.ts';
import { AppError, fieldError } from '../../platform/errors.ts';
import * as repo from './links.repository.ts';
import { conflict, requirePartner } from './partners.service.ts';

/** A stored type read from the linked partner's end. */
const INVERSE: Record<repo.StoredLinkType, TPartnerLinkType> = {
  PARENT_COMPANY: 'SUBSIDIARY',
  BRANCH: 'HEAD_OFFICE',
  PAYER: 'PAYS_FOR',
  RELATED: 'RELATED',
};
/** An inverse type is stored from the other end: "B is A's SUBSIDIARY" = "A is B's PARENT_COMPANY". */
const STORED_AS: Partial<Record<TPartnerLinkType, repo.StoredLinkType>> = {
  SUBSIDIARY: 'PARENT_COMPANY',
  HEAD_OFFICE: 'BRANCH',
  PAYS_FOR: 'PAYER',
};

/** The link type as seen from the partner the rows were listed for. */
export function linkTypeSeenFrom(row: repo.LinkRow): TPartnerLinkType {
  return row.is_outgoing ? row.link_type : INVERSE[row.link_type];
}

const toLink = (row: repo.LinkRow): TPartnerLink => ({
  id: row.link_id,
  linkType: linkTypeSeenFrom(row),
  partner: { id: row.id, code: row.code, name: row.name },
});

export async function listLinksOf(db: Db, firmId: number, partnerId: number) {
  return (await repo.listLinks(db, firmId, partnerId)).map(toLink);
}

export async function listLinks(ctx: Ctx, partnerId: number): Promise<TPartnerLink[]> {
  await requirePartner(ctx.db, ctx.auth.firmId, partnerId);
  return listLinksOf(ctx.db, ctx.auth.firmId, partnerId);
}

export async function createLink(
  ctx: Ctx,
  partnerId: number,
  body: { linkedPartnerId: number; linkType: TPartnerLinkType },
): Promise<TPartnerLink> {
  const { firmId } = ctx.auth;
  await requirePartner(ctx.db, firmId, partnerId);
  if (body.linkedPartnerId === partnerId)
    throw fieldError('linkedPartnerId', 'A partner cannot be linked to itself');
  const linked = await requirePartner(ctx.db, firmId, body.linkedPartnerId).catch(() => {
    throw fieldError('linkedPartnerId', 'No such partner in the firm');
  });
  const inverse = STORED_AS[body.linkType];
  const stored = inverse
    ? { partnerId: linked.id, linkedPartnerId: partnerId, linkType: inverse }
    : { partnerId, linkedPartnerId: linked.id, linkType: body.linkType as repo.StoredLinkType };
  if (await repo.findLinkBetween(ctx.db, firmId, partnerId, linked.id, stored.linkType))
    throw conflict('linkType', 'The two partners are already linked this way');
  return runAction(ctx, async (tx) => {
    const id = await repo.insertLink(tx, { firmId, ...stored });
    const link: TPartnerLink = {
      id,
      linkType: body.linkType,
      partner: { id: linked.id, code: linked.code, name: linked.name },
    };
    return {
      result: link,
      audit: { entity: 'partner-link', entityId: id, action: 'create', after: stored },
    };
  });
}

export async function deleteLink(ctx: Ctx, partnerId: number, id: number): Promise<void> {
  await runAction(ctx, async (tx) => {
    const removed = await repo.deleteLink(tx, ctx.auth.firmId, partnerId, id);
    if (!removed) throw new AppError('NOT_FOUND', 'No such link');
    return {
      result: undefined,
      audit: { entity: 'partner-link', entityId: id, action: 'delete', before: removed },
    };
  });
}

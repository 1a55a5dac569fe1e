import type { TDesignProofCard, TDesignProofVersion } from '@kontor/contract';
import { type SQL, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../platform/db/database.ts';
import { partnerCountrySql } from '../partners/partners.repository.ts';

/** SENT past the current version's expiry reads as EXPIRED (README: states). */
const EFFECTIVE_STATE = sql`case when dp.state = 'SENT' and v.expires_at <= now() then 'EXPIRED'
  else dp.state end`;

const CARD_FROM = sql`from design_proofs dp
  join customer_orders o on o.id = dp.order_id
  join customer_order_lines l on l.id = dp.order_line_id
  join products p on p.id = l.product_id
  join partners pa on pa.id = o.customer_id
  left join lateral (select x.number, x.expires_at from design_proof_versions x
    where x.proof_id = dp.id order by x.number desc limit 1) v on true`;

function selectCards(firmId: number, where: SQL): SQL {
  return sql`select dp.id, dp.order_id as "orderId", o.number as "orderNumber",
      dp.order_line_id as "orderLineId", pa.name as "customerName", p.code as "productCode",
      p.name as "productName", ${EFFECTIVE_STATE} as state, coalesce(v.number, 0) as "proofNumber",
      v.expires_at as "expiresAt", dp.version, dp.updated_at as "updatedAt",
      trim_scale(dp.location_x)::text as x, trim_scale(dp.location_y)::text as y,
        trim_scale(dp.location_size)::text as size
    ${CARD_FROM}
    where dp.firm_id = ${firmId} and o.state <> 'CANCELLED' and ${where}
    order by dp.updated_at desc, dp.id`;
}

export type CardRow = Omit<TDesignProofCard, 'expiresAt' | 'updatedAt'> & {
  expiresAt: Date | string | null;
  updatedAt: Date | string;
  x: string | null;
  y: string | null;
  size: string | null;
};

export function listCards(db: Db, firmId: number): Promise<CardRow[]> {
  return queryRows(db, selectCards(firmId, sql`true`));
}

export function listCardsOfOrder(db: Db, firmId: number, orderId: number): Promise<CardRow[]> {
  return queryRows(db, selectCards(firmId, sql`dp.order_id = ${orderId}`));
}

export async function findCard(db: Db, firmId: number, proofId: number): Promise<CardRow | null> {
  const [row] = await queryRows<CardRow>(db, selectCards(firmId, sql`dp.id = ${proofId}`));
  return row ?? null;
}

export async function hasOrder(db: Db, firmId: number, orderId: number): Promise<boolean> {
  const rows = await queryRows(
    db,
    sql`select 1 from customer_orders where firm_id = ${firmId} and id = ${orderId}`,
  );
  return rows.length > 0;
}

/** The proof locked for a transition, with its effective state and current version. */
export interface LockedProof {
  id: number;
  firm_id: number;
  order_id: number;
  state: TDesignProofCard['state'];
  version: number;
  version_id: number | null;
  number: number;
}

export async function lockProof(tx: Db, firmId: number, proofId: number) {
  const [row] = await queryRows<LockedProof>(
    tx,
    sql`select dp.id, dp.firm_id, dp.order_id, ${EFFECTIVE_STATE} as state, dp.version,
        v.id as version_id, coalesce(v.number, 0) as number
      from design_proofs dp
      left join lateral (select x.id, x.number, x.expires_at from design_proof_versions x
        where x.proof_id = dp.id order by x.number desc limit 1) v on true
      where dp.firm_id = ${firmId} and dp.id = ${proofId}
      for update of dp`,
  );
  return row ?? null;
}

export async function setState(tx: Db, proofId: number, state: string): Promise<void> {
  await tx.execute(
    sql`update design_proofs set state = ${state}, version = version + 1, updated_at = now()
      where id = ${proofId}`,
  );
}

export async function setLocation(
  tx: Db,
  proofId: number,
  l: { x: string; y: string; size: string | null },
): Promise<void> {
  await tx.execute(
    sql`update design_proofs set location_x = ${l.x}, location_y = ${l.y},
        location_size = ${l.size}, version = version + 1, updated_at = now()
      where id = ${proofId}`,
  );
}

export interface NewVersion {
  proofId: number;
  number: number;
  fileId: number;
  filename: string;
  contentType: string;
  sizeBytes: number;
  tokenHash: string;
  expiresAt: Date;
  uploadedBy: number;
}

export async function insertVersion(tx: Db, firmId: number, v: NewVersion): Promise<number> {
  const [row] = await queryRows<{ id: number }>(
    tx,
    sql`insert into design_proof_versions (firm_id, proof_id, number, file_id, filename,
        content_type, size_bytes, token_hash, expires_at, uploaded_by)
      values (${firmId}, ${v.proofId}, ${v.number}, ${v.fileId}, ${v.filename}, ${v.contentType},
        ${v.sizeBytes}, ${v.tokenHash}, ${v.expiresAt}, ${v.uploadedBy})
      returning id`,
  );
  return row!.id;
}

export async function linkMessage(tx: Db, versionId: number, messageId: number): Promise<void> {
  await tx.execute(
    sql`update design_proof_versions set email_message_id = ${messageId} where id = ${versionId}`,
  );
}

export async function answerVersion(
  tx: Db,
  versionId: number,
  a: {
    answer: 'ACCEPTED' | 'REJECTED';
    stampName: string | null;
    comment: string | null;
    onBehalfBy: number | null;
  },
): Promise<void> {
  await tx.execute(
    sql`update design_proof_versions set answer = ${a.answer}, answered_at = now(),
        stamp_name = ${a.stampName}, comment = ${a.comment}, on_behalf_by = ${a.onBehalfBy}
      where id = ${versionId}`,
  );
}

export type VersionRow = Omit<TDesignProofVersion, 'uploadedAt' | 'expiresAt' | 'answeredAt'> & {
  proofId: number;
  uploadedAt: Date | string;
  expiresAt: Date | string;
  answeredAt: Date | string | null;
};

export function listVersions(db: Db, firmId: number, proofIds: number[]): Promise<VersionRow[]> {
  if (proofIds.length === 0) return Promise.resolve([]);
  return queryRows(
    db,
    sql`select v.proof_id as "proofId", v.number, v.filename, v.content_type as "contentType",
        v.size_bytes as "sizeBytes", v.uploaded_at as "uploadedAt", u.full_name as "uploadedBy",
        v.expires_at as "expiresAt", v.answer, v.answered_at as "answeredAt",
        v.stamp_name as "stampName", v.comment, b.full_name as "onBehalfBy"
      from design_proof_versions v
      left join users u on u.id = v.uploaded_by
      left join users b on b.id = v.on_behalf_by
      where v.firm_id = ${firmId}
        and v.proof_id in (select jsonb_array_elements_text(${JSON.stringify(proofIds)}::jsonb)::int)
      order by v.proof_id, v.number desc`,
  );
}

/** The stored file of a proof's current version. */
export async function findCurrentFile(db: Db, firmId: number, proofId: number) {
  const [row] = await queryRows<{ file_id: number; filename: string; content_type: string }>(
    db,
    sql`select file_id, filename, content_type from design_proof_versions
      where firm_id = ${firmId} and proof_id = ${proofId} order by number desc limit 1`,
  );
  return row ?? null;
}

/** A link's version: whatever the token names, with what decides whether it still works. */
export interface TokenRow {
  version_id: number;
  proof_id: number;
  firm_id: number;
  order_id: number;
  file_id: number;
  content_type: string;
  number: number;
  expires_at: Date | string;
  is_live: boolean;
  order_number: string;
  product_name: string;
  x: string | null;
  y: string | null;
  size: string | null;
}

/**
 * The version a token hash names, and whether its link is live: the proof's current version,
 * unanswered, not expired, the proof SENT, and the order not cancelled.
 */
export async function findByTokenHash(db: Db, tokenHash: string): Promise<TokenRow | null> {
  const [row] = await queryRows<TokenRow>(
    db,
    sql`select v.id as version_id, v.proof_id, v.firm_id, dp.order_id, v.file_id, v.content_type,
        v.number, v.expires_at, o.number as order_number, p.name as product_name,
        trim_scale(dp.location_x)::text as x, trim_scale(dp.location_y)::text as y,
        trim_scale(dp.location_size)::text as size,
        (dp.state = 'SENT' and v.answer is null and v.expires_at > now()
          and o.state <> 'CANCELLED'
          and v.number = (select max(x.number) from design_proof_versions x
            where x.proof_id = v.proof_id)) as is_live
      from design_proof_versions v
      join design_proofs dp on dp.id = v.proof_id
      join customer_orders o on o.id = dp.order_id
      join customer_order_lines l on l.id = dp.order_line_id
      join products p on p.id = l.product_id
      where v.token_hash = ${tokenHash}`,
  );
  return row ?? null;
}

/** Who the link goes to: the order's contact with an address, else the customer's primary. */
export async function findRecipient(db: Db, firmId: number, orderId: number) {
  const [row] = await queryRows<{
    customer_name: string;
    contact_name: string | null;
    email: string | null;
    language: 'hu' | 'en' | 'de' | null;
    country_code: string;
    order_number: string;
    firm_name: string;
  }>(
    db,
    sql`select pa.name as customer_name, c.name as contact_name, c.email, c.language,
        ${partnerCountrySql('pa')} as country_code, o.number as order_number, f.name as firm_name
      from customer_orders o
      join partners pa on pa.id = o.customer_id
      join firms f on f.id = o.firm_id
      left join lateral (select name, email, language from partner_contacts
        where firm_id = ${firmId} and partner_id = o.customer_id and email is not null
        order by id = coalesce(o.contact_id, 0) desc, is_primary desc, name, id limit 1) c on true
      where o.firm_id = ${firmId} and o.id = ${orderId}`,
  );
  return row ?? null;
}

/** Whether a customer-order line's proof is accepted (true when the line needs none). */
export async function isProofAccepted(tx: Db, firmId: number, orderLineId: number) {
  const [row] = await queryRows<{ state: string }>(
    tx,
    sql`select state from design_proofs where firm_id = ${firmId} and order_line_id = ${orderLineId}
      for share`,
  );
  return !row || row.state === 'ACCEPTED';
}

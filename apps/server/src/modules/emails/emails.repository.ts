import type { TDocumentRef, TEmailDocumentKind, TEmailState } from '@kontor/contract';
import { type SQL, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../platform/db/database.ts';
import { partnerCountrySql } from '../partners/partners.repository.ts';

export interface TypeRow {
  id: number;
  name: string;
  group_id: number;
  document_kind: TEmailDocumentKind | null;
  languages: string[];
}

const typeColumns = sql`t.id, t.name, t.group_id, t.document_kind,
  coalesce(array(select language from email_templates e where e.type_id = t.id
    order by array_position(array['hu', 'en', 'de'], e.language)), '{}') as languages`;

export function listTypes(db: Db, firmId: number): Promise<TypeRow[]> {
  return queryRows(
    db,
    sql`select ${typeColumns} from email_template_types t where t.firm_id = ${firmId}
      order by t.name, t.id`,
  );
}

export async function findType(db: Db, firmId: number, typeId: number, forUpdate = false) {
  const [row] = await queryRows<TypeRow>(
    db,
    sql`select ${typeColumns} from email_template_types t
      where t.firm_id = ${firmId} and t.id = ${typeId} ${forUpdate ? sql`for update` : sql``}`,
  );
  return row ?? null;
}

export async function findTypeOfKind(db: Db, firmId: number, kind: TEmailDocumentKind) {
  const [row] = await queryRows<TypeRow>(
    db,
    sql`select ${typeColumns} from email_template_types t
      where t.firm_id = ${firmId} and t.document_kind = ${kind}`,
  );
  return row ?? null;
}

export async function insertType(
  tx: Db,
  firmId: number,
  type: { name: string; groupId: number; documentKind: TEmailDocumentKind | null },
): Promise<number> {
  const [row] = await queryRows<{ id: number }>(
    tx,
    sql`insert into email_template_types (firm_id, name, group_id, document_kind)
      values (${firmId}, ${type.name}, ${type.groupId}, ${type.documentKind}) returning id`,
  );
  return row!.id;
}

export function deleteType(tx: Db, firmId: number, typeId: number) {
  return tx.execute(
    sql`delete from email_template_types where firm_id = ${firmId} and id = ${typeId}`,
  );
}

export interface TemplateRow {
  id: number;
  type_id: number;
  type_name: string;
  group_id: number;
  language: 'hu' | 'en' | 'de';
  subject: string;
  body: string;
  version: number;
  updated_at: Date | string;
}

const templateSelect = sql`select e.id, e.type_id, t.name as type_name, t.group_id, e.language,
  e.subject, e.body, e.version, e.updated_at
  from email_templates e join email_template_types t on t.id = e.type_id`;

export function listTemplates(db: Db, firmId: number): Promise<TemplateRow[]> {
  return queryRows(
    db,
    sql`${templateSelect} where e.firm_id = ${firmId}
      order by t.name, array_position(array['hu', 'en', 'de'], e.language)`,
  );
}

async function oneTemplate(db: Db, where: SQL): Promise<TemplateRow | null> {
  const [row] = await queryRows<TemplateRow>(db, sql`${templateSelect} where ${where}`);
  return row ?? null;
}

export function findTemplate(db: Db, firmId: number, templateId: number) {
  return oneTemplate(db, sql`e.firm_id = ${firmId} and e.id = ${templateId}`);
}

export function findTemplateOf(db: Db, firmId: number, typeId: number, language: string) {
  return oneTemplate(
    db,
    sql`e.firm_id = ${firmId} and e.type_id = ${typeId} and e.language = ${language}`,
  );
}

/** Writes one language of a type; answers its id, or null when `version` is no longer current. */
export async function saveTemplate(
  tx: Db,
  firmId: number,
  t: { typeId: number; language: string; subject: string; body: string; version: number | null },
): Promise<number | null> {
  const [row] = await queryRows<{ id: number }>(
    tx,
    t.version === null
      ? sql`insert into email_templates (firm_id, type_id, language, subject, body)
          values (${firmId}, ${t.typeId}, ${t.language}, ${t.subject}, ${t.body})
          on conflict (type_id, language) do nothing returning id`
      : sql`update email_templates set subject = ${t.subject}, body = ${t.body},
          version = version + 1, updated_at = now()
          where firm_id = ${firmId} and type_id = ${t.typeId} and language = ${t.language}
            and version = ${t.version} returning id`,
  );
  return row?.id ?? null;
}

/** What a message needs to know about its document and the partner it goes to. */
export interface DocumentFacts {
  number: string;
  date: string;
  due_date: string | null;
  gross_total: string;
  currency_code: string;
  partner_id: number;
  contact_id: number | null;
  partner_name: string;
  country_code: string;
  order_number: string | null;
}

const FACTS: Partial<Record<TEmailDocumentKind, (firmId: number, id: number) => SQL>> = {
  INVOICE: (firmId, id) => sql`select i.number, i.issue_date::text as date,
      i.due_date::text as due_date, i.gross_total::text, i.currency_code, i.customer_id as partner_id,
      null::int as contact_id, i.buyer_name as partner_name, i.buyer_country_code as country_code,
      o.number as order_number
    from invoices i left join customer_orders o on o.id = i.customer_order_id
    where i.firm_id = ${firmId} and i.id = ${id}`,
  QUOTE: (firmId, id) => sql`select q.number, q.quote_date::text as date,
      q.valid_until::text as due_date, q.gross_total::text, q.currency_code,
      q.customer_id as partner_id, q.contact_id, p.name as partner_name,
      ${partnerCountrySql('p')} as country_code,
      null as order_number
    from quotes q join partners p on p.id = q.customer_id
    where q.firm_id = ${firmId} and q.id = ${id}`,
  ORDER_CONFIRMATION: (firmId, id) => sql`select o.number, o.order_date::text as date,
      o.wanted_delivery_date::text as due_date, o.gross_total::text, o.currency_code,
      o.customer_id as partner_id, o.contact_id, p.name as partner_name,
      ${partnerCountrySql('p')} as country_code,
      o.number as order_number
    from customer_orders o join partners p on p.id = o.customer_id
    where o.firm_id = ${firmId} and o.id = ${id}`,
  SUPPLIER_ORDER: (firmId, id) => sql`select o.number, o.order_date::text as date,
      o.wanted_date::text as due_date,
      (select coalesce(sum(l.quantity * l.unit_price), 0) from supplier_order_lines l
        where l.supplier_order_id = o.id)::numeric(18, 2)::text as gross_total, o.currency_code,
      o.supplier_id as partner_id, null::int as contact_id, p.name as partner_name,
      ${partnerCountrySql('p')} as country_code,
      null as order_number
    from supplier_orders o join partners p on p.id = o.supplier_id
    where o.firm_id = ${firmId} and o.id = ${id}`,
  // A tender is priced net (its margin is an internal figure): grossTotal carries the sale net.
  TENDER_ORDER: (firmId, id) => sql`select t.number, t.tender_date::text as date,
      null as due_date,
      (select coalesce(sum(l.quantity * l.sale_price), 0) from tender_order_lines l
        where l.tender_order_id = t.id)::numeric(18, 2)::text as gross_total, t.currency_code,
      t.customer_id as partner_id, null::int as contact_id, p.name as partner_name,
      ${partnerCountrySql('p')} as country_code,
      null as order_number
    from tender_orders t join partners p on p.id = t.customer_id
    where t.firm_id = ${firmId} and t.id = ${id}`,
};

/** The kinds whose documents exist today (the others' areas are still to come). */
export const SENDABLE_KINDS = Object.keys(FACTS) as TEmailDocumentKind[];

export async function findDocumentFacts(
  db: Db,
  firmId: number,
  ref: TDocumentRef,
): Promise<DocumentFacts | null> {
  const query = FACTS[ref.documentKind];
  if (!query) return null;
  const [row] = await queryRows<DocumentFacts>(db, query(firmId, ref.documentId));
  return row ?? null;
}

export interface ContactRow {
  id: number;
  name: string;
  email: string;
  language: 'hu' | 'en' | 'de' | null;
}

/** The partner's contacts with an address: the document's own contact, the primary, then by name. */
export function listContactsWithEmail(
  db: Db,
  firmId: number,
  partnerId: number,
  contactId: number | null,
): Promise<ContactRow[]> {
  return queryRows(
    db,
    sql`select id, name, email, language from partner_contacts
      where firm_id = ${firmId} and partner_id = ${partnerId} and email is not null
      order by id = ${contactId ?? 0} desc, is_primary desc, name, id`,
  );
}

export interface MessageRow {
  id: number;
  firm_id: number;
  request_key: string;
  message_id: string;
  document_kind: TEmailDocumentKind;
  document_id: number;
  type_id: number | null;
  language: 'hu' | 'en' | 'de';
  from_address: string;
  to_addresses: string[];
  cc_addresses: string[];
  subject: string;
  body: string;
  attachment_name: string | null;
  attachment_size: number | null;
  state: TEmailState;
  attempts: number;
  server_answer: string | null;
  created_by_name: string;
  created_at: Date | string;
  sent_at: Date | string | null;
}

const messageSelect = sql`select m.id, m.firm_id, m.request_key, m.message_id, m.document_kind,
  m.document_id, m.type_id, m.language, m.from_address, m.to_addresses, m.cc_addresses, m.subject,
  m.body, m.attachment_name, octet_length(m.attachment) as attachment_size, m.state, m.attempts,
  m.server_answer, u.username as created_by_name, m.created_at, m.sent_at
  from email_messages m join users u on u.id = m.created_by`;

export async function findMessage(db: Db, firmId: number, id: number, forUpdate = false) {
  const [row] = await queryRows<MessageRow>(
    db,
    sql`${messageSelect} where m.firm_id = ${firmId} and m.id = ${id}
      ${forUpdate ? sql`for update of m` : sql``}`,
  );
  return row ?? null;
}

export async function findMessageByKey(db: Db, firmId: number, requestKey: string) {
  const [row] = await queryRows<MessageRow>(
    db,
    sql`${messageSelect} where m.firm_id = ${firmId} and m.request_key = ${requestKey}`,
  );
  return row ?? null;
}

export interface MessageFilters {
  documentKind?: TEmailDocumentKind | undefined;
  documentId?: number | undefined;
  state?: TEmailState | undefined;
  page_number: number;
  page_size: number;
}

export async function listMessages(db: Db, firmId: number, f: MessageFilters) {
  const where = sql.join(
    [
      sql`m.firm_id = ${firmId}`,
      ...(f.documentKind ? [sql`m.document_kind = ${f.documentKind}`] : []),
      ...(f.documentId ? [sql`m.document_id = ${f.documentId}`] : []),
      ...(f.state ? [sql`m.state = ${f.state}`] : []),
    ],
    sql` and `,
  );
  const [rows, [count]] = await Promise.all([
    queryRows<MessageRow>(
      db,
      sql`${messageSelect} where ${where} order by m.created_at desc, m.id desc
        limit ${f.page_size} offset ${f.page_number * f.page_size}`,
    ),
    queryRows<{ n: number }>(
      db,
      sql`select count(*)::int as n from email_messages m where ${where}`,
    ),
  ]);
  return { rows, total: count?.n ?? 0 };
}

export interface NewMessage {
  requestKey: string;
  messageId: string;
  documentKind: TEmailDocumentKind;
  documentId: number;
  typeId: number | null;
  language: string;
  from: string;
  to: string[];
  cc: string[];
  subject: string;
  body: string;
  attachmentName: string | null;
  attachment: Buffer | null;
  createdBy: number;
}

/** A text[] parameter (drizzle spreads a JS array into a list of parameters). */
const textArray = (items: string[]) =>
  sql`array(select jsonb_array_elements_text(${JSON.stringify(items)}::jsonb))`;

/**
 * Inserts a message; null when the firm already has one with this request key. Any conflict, not
 * only the request key's: the Message-ID is made of the key and the firm, and a parallel insert of
 * the same key that passed the key's check before the other's row was there then meets it in the
 * Message-ID's unique index (an error there answered one of three parallel sends 409).
 */
export async function insertMessage(tx: Db, firmId: number, m: NewMessage): Promise<number | null> {
  const [row] = await queryRows<{ id: number }>(
    tx,
    sql`insert into email_messages (firm_id, request_key, message_id, document_kind, document_id,
        type_id, language, from_address, to_addresses, cc_addresses, subject, body,
        attachment_name, attachment, created_by)
      values (${firmId}, ${m.requestKey}, ${m.messageId}, ${m.documentKind}, ${m.documentId},
        ${m.typeId}, ${m.language}, ${m.from}, ${textArray(m.to)}, ${textArray(m.cc)},
        ${m.subject}, ${m.body}, ${m.attachmentName}, ${m.attachment}, ${m.createdBy})
      on conflict do nothing returning id`,
  );
  return row?.id ?? null;
}

/** The parts the worker sends: the message row locked, with the attachment's bytes. */
export interface ClaimRow {
  id: number;
  firm_id: number;
  state: TEmailState;
  attempts: number;
  message_id: string;
  from_address: string;
  to_addresses: string[];
  cc_addresses: string[];
  subject: string;
  body: string;
  attachment_name: string | null;
  attachment: Uint8Array | null;
}

export async function lockForDelivery(tx: Db, id: number): Promise<ClaimRow | null> {
  const [row] = await queryRows<ClaimRow>(
    tx,
    sql`select id, firm_id, state, attempts, message_id, from_address, to_addresses, cc_addresses,
        subject, body, attachment_name, attachment
      from email_messages where id = ${id} for update`,
  );
  return row ?? null;
}

/** Messages of the firm whose SMTP conversation began within the last minute (the rate limit). */
export async function countRecentClaims(tx: Db, firmId: number): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    tx,
    sql`select count(*)::int as n from email_messages
      where firm_id = ${firmId} and claimed_at > now() - interval '1 minute'`,
  );
  return row?.n ?? 0;
}

/** Moves a message from `from` to `to`; false when it was no longer in `from`. */
export async function moveState(
  tx: Db,
  id: number,
  from: TEmailState,
  to: TEmailState,
  serverAnswer: string | null = null,
): Promise<boolean> {
  const rows = await queryRows<{ id: number }>(
    tx,
    sql`update email_messages set state = ${to},
        attempts = attempts + ${to === 'SENDING' ? 1 : 0},
        claimed_at = case when ${to} = 'SENDING' then now() else claimed_at end,
        sent_at = case when ${to} = 'SENT' then now() else sent_at end,
        server_answer = coalesce(${serverAnswer}, server_answer)
      where id = ${id} and state = ${from} returning id`,
  );
  return rows.length > 0;
}

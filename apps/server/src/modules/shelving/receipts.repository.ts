import type { TReceiptState } from '@kontor/contract';
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../platform/db/database.ts';
import { escapeLike } from '../../platform/db/search.ts';

export interface ReceiptRow {
  id: number;
  number: string;
  state: TReceiptState;
  supplier_id: number;
  supplier_code: string;
  supplier_name: string;
  delivery_note_number: string;
  receipt_date: string;
  storage_id: number;
  storage_code: string;
  storage_name: string;
  supplier_order_id: number | null;
  note: string;
  line_count: number;
  version: number;
  posted_at: string | null;
  total: number;
}

const HEADER = sql`r.id, r.number, r.state, r.supplier_id, p.code as supplier_code,
  p.name as supplier_name, r.delivery_note_number, r.receipt_date::text as receipt_date,
  r.storage_id, s.code as storage_code, s.name as storage_name, r.supplier_order_id, r.note,
  (select count(*)::int from receipt_lines l where l.receipt_id = r.id) as line_count, r.version,
  to_char(r.posted_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as posted_at`;
const FROM = sql`from receipts r join partners p on p.id = r.supplier_id
  join storages s on s.id = r.storage_id`;

export async function findReceipt(db: Db, firmId: number, id: number, lock = false) {
  if (lock) {
    await db.execute(
      sql`select 1 from receipts where id = ${id} and firm_id = ${firmId} for update`,
    );
  }
  const [row] = await queryRows<ReceiptRow>(
    db,
    sql`select ${HEADER}, 0 as total ${FROM} where r.id = ${id} and r.firm_id = ${firmId}`,
  );
  return row ?? null;
}

export function listReceipts(
  db: Db,
  firmId: number,
  filter: { state?: TReceiptState | undefined; term: string },
  page: { offset: number; limit: number },
) {
  const like = `%${escapeLike(filter.term)}%`;
  return queryRows<ReceiptRow>(
    db,
    sql`select ${HEADER}, count(*) over ()::int as total ${FROM}
        where r.firm_id = ${firmId}
          ${filter.state ? sql`and r.state = ${filter.state}` : sql``}
          ${filter.term ? sql`and (r.number ilike ${like} or r.delivery_note_number ilike ${like} or p.name ilike ${like})` : sql``}
        order by r.id desc offset ${page.offset} limit ${page.limit}`,
  );
}

export interface ReceiptLineRow {
  id: number;
  line_no: number;
  product_id: number;
  product_code: string;
  product_name: string;
  unit: string;
  quantity: string;
  storage_id: number;
  storage_code: string;
}

export function listLines(db: Db, receiptId: number) {
  return queryRows<ReceiptLineRow>(
    db,
    sql`select l.id, l.line_no, l.product_id, p.code as product_code, p.name as product_name,
          p.measure_unit_code as unit, l.quantity::text as quantity, l.storage_id,
          s.code as storage_code
        from receipt_lines l join products p on p.id = l.product_id
        join storages s on s.id = l.storage_id
        where l.receipt_id = ${receiptId} order by l.line_no`,
  );
}

/** A buffer of the firm (active or not), or null. */
export async function findBuffer(db: Db, firmId: number, id: number) {
  const [row] = await queryRows<{ id: number; branch_id: number; is_active: boolean }>(
    db,
    sql`select id, branch_id, is_active from storages
        where id = ${id} and firm_id = ${firmId} and type = 'BUFFER'`,
  );
  return row ?? null;
}

/**
 * The inbound buffer a receipt goes to when none is named: the active buffer of the firm's latest
 * receipt, else the first active buffer of its first branch in code order (`PUFFER-BE`).
 */
export async function findDefaultBuffer(db: Db, firmId: number) {
  const [row] = await queryRows<{ id: number; branch_id: number; is_active: boolean }>(
    db,
    sql`(select s.id, s.branch_id, s.is_active from receipts r join storages s on s.id = r.storage_id
         where r.firm_id = ${firmId} and s.is_active order by r.id desc limit 1)
        union all
        (select id, branch_id, is_active from storages
         where firm_id = ${firmId} and type = 'BUFFER' and is_active
         order by branch_id, lower(code) limit 1)
        limit 1`,
  );
  return row ?? null;
}

/** A partner the firm buys from: a supplier, or a subcontractor (purchasing's supplier orders). */
export async function isSupplier(db: Db, firmId: number, partnerId: number) {
  const rows = await queryRows(
    db,
    sql`select 1 from partners where id = ${partnerId} and firm_id = ${firmId}
          and roles && array['SUPPLIER', 'SUBCONTRACTOR']`,
  );
  return rows.length > 0;
}

/**
 * The buffer each product lands in at this receipt: its BUFFER storage of the branch (active),
 * else `bufferId`; products of another firm or services are missing from the answer.
 */
export function placeProducts(
  db: Db,
  firmId: number,
  productIds: readonly number[],
  buffer: { id: number; branch_id: number },
) {
  return queryRows<{ product_id: number; storage_id: number }>(
    db,
    sql`select p.id as product_id, coalesce((
          select ps.storage_id from product_storages ps join storages s on s.id = ps.storage_id
          where ps.product_id = p.id and ps.firm_id = ${firmId} and ps.kind = 'BUFFER'
            and ps.branch_id = ${buffer.branch_id} and s.is_active
          order by ps.storage_id limit 1), ${buffer.id}) as storage_id
        from products p
        where p.firm_id = ${firmId} and not p.is_service
          and p.id = any(${`{${productIds.join(',')}}`}::int[])`,
  );
}

export interface ReceiptValues {
  supplierId: number;
  deliveryNoteNumber: string;
  receiptDate: string;
  storageId: number;
  note: string;
  supplierOrderId: number | null;
}

export async function insertReceipt(
  db: Db,
  who: { firmId: number; userId: number },
  number: string,
  v: ReceiptValues,
) {
  const [row] = await queryRows<{ id: number }>(
    db,
    sql`insert into receipts (firm_id, number, supplier_id, delivery_note_number, receipt_date,
          storage_id, supplier_order_id, note, created_by)
        values (${who.firmId}, ${number}, ${v.supplierId}, ${v.deliveryNoteNumber}, ${v.receiptDate},
          ${v.storageId}, ${v.supplierOrderId}, ${v.note}, ${who.userId})
        returning id`,
  );
  return row!.id;
}

export async function updateReceipt(db: Db, id: number, v: Omit<ReceiptValues, 'supplierOrderId'>) {
  await db.execute(
    sql`update receipts set supplier_id = ${v.supplierId},
          delivery_note_number = ${v.deliveryNoteNumber}, receipt_date = ${v.receiptDate},
          storage_id = ${v.storageId}, note = ${v.note}, version = version + 1, updated_at = now()
        where id = ${id}`,
  );
}

export async function replaceLines(
  db: Db,
  firmId: number,
  receiptId: number,
  lines: readonly { productId: number; quantity: string; storageId: number }[],
) {
  await db.execute(sql`delete from receipt_lines where receipt_id = ${receiptId}`);
  const list = (values: readonly (string | number)[]) => `{${values.join(',')}}`;
  await db.execute(
    sql`insert into receipt_lines (firm_id, receipt_id, line_no, product_id, quantity, storage_id)
        select ${firmId}, ${receiptId}, n::int, p, q, s
        from unnest(${list(lines.map((l) => l.productId))}::int[],
                    ${list(lines.map((l) => l.quantity))}::numeric[],
                    ${list(lines.map((l) => l.storageId))}::int[]) with ordinality as u(p, q, s, n)`,
  );
}

export async function setState(
  db: Db,
  id: number,
  state: TReceiptState,
  postedBy: number | null = null,
) {
  await db.execute(
    sql`update receipts set state = ${state}, version = version + 1, updated_at = now(),
          posted_by = coalesce(${postedBy}, posted_by),
          posted_at = case when ${state}::text = 'POSTED' then now() else posted_at end
        where id = ${id}`,
  );
}

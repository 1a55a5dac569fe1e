import type { TSupplierInvoiceState } from '@kontor/contract';
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../platform/db/database.ts';
import { escapeLike } from '../../platform/db/search.ts';
import { arrayOf } from '../purchasing/supplier-orders.repository.ts';

export interface InvoiceRow {
  id: number;
  state: TSupplierInvoiceState;
  supplier_id: number;
  supplier_name: string;
  invoice_number: string;
  is_proforma: boolean;
  issue_date: string;
  fulfilment_date: string;
  due_date: string;
  currency_code: string;
  exchange_rate: string;
  scale: number;
  payment_method: 'TRANSFER' | 'CASH' | 'CARD';
  note: string;
  net: string;
  vat: string;
  gross: string;
  paid: string;
  remainder: string;
  is_overdue: boolean;
  version: number;
  total: number;
}

/** A live invoice counts: neither cancelled nor a proforma (README: never twice). */
export const COUNTS = sql`i.state <> 'CANCELLED' and not i.is_proforma`;
const REMAINDER = sql`(i.gross_total - i.paid_total)`;
const HEADER = sql`i.id, i.state, i.supplier_id, p.name as supplier_name, i.invoice_number,
  i.is_proforma, i.issue_date::text as issue_date, i.fulfilment_date::text as fulfilment_date,
  i.due_date::text as due_date, i.currency_code, trim_scale(i.exchange_rate)::text as exchange_rate,
  c.decimals as scale, i.payment_method, i.note,
  trim_scale(i.net_total)::text as net, trim_scale(i.vat_total)::text as vat,
  trim_scale(i.gross_total)::text as gross, trim_scale(i.paid_total)::text as paid,
  trim_scale(${REMAINDER})::text as remainder,
  (i.state in ('APPROVED', 'PARTLY_PAID') or (i.is_proforma and i.state = 'DRAFT'))
    and ${REMAINDER} > 0 and i.due_date < (now() at time zone 'Europe/Budapest')::date as is_overdue,
  i.version`;
const FROM = sql`from supplier_invoices i join partners p on p.id = i.supplier_id
  join currencies c on c.code = i.currency_code`;

/** The invoice of the firm, or null; `lock` holds its row until the transaction ends. */
export async function findInvoice(db: Db, firmId: number, id: number, lock = false) {
  if (lock)
    await db.execute(
      sql`select 1 from supplier_invoices where id = ${id} and firm_id = ${firmId} for update`,
    );
  const [row] = await queryRows<InvoiceRow>(
    db,
    sql`select ${HEADER}, 0 as total ${FROM} where i.id = ${id} and i.firm_id = ${firmId}`,
  );
  return row ?? null;
}

export interface InvoiceFilter {
  state?: TSupplierInvoiceState | undefined;
  supplierId?: number | undefined;
  unpaid: boolean;
  proforma?: boolean | undefined;
  term: string;
}

/** Oldest due first: what is to pay comes first. */
export function listInvoices(
  db: Db,
  firmId: number,
  f: InvoiceFilter,
  page: { offset: number; limit: number },
) {
  const like = `%${escapeLike(f.term)}%`;
  return queryRows<InvoiceRow>(
    db,
    sql`select ${HEADER}, count(*) over ()::int as total ${FROM}
        where i.firm_id = ${firmId}
          ${f.state ? sql`and i.state = ${f.state}` : sql``}
          ${f.supplierId ? sql`and i.supplier_id = ${f.supplierId}` : sql``}
          ${f.unpaid ? sql`and i.state <> 'CANCELLED' and ${REMAINDER} > 0` : sql``}
          ${f.proforma === undefined ? sql`` : sql`and i.is_proforma = ${f.proforma}`}
          ${f.term ? sql`and (i.invoice_number ilike ${like} or p.name ilike ${like})` : sql``}
        order by i.due_date, i.id
        offset ${page.offset} limit ${page.limit}`,
  );
}

export interface HeaderValues {
  supplierId: number;
  invoiceNumber: string;
  isProforma: boolean;
  issueDate: string;
  fulfilmentDate: string;
  dueDate: string;
  currencyCode: string;
  exchangeRate: string;
  paymentMethod: string;
  note: string;
}

/** Whether another live invoice of the supplier carries this number. */
export async function isNumberTaken(
  db: Db,
  firmId: number,
  v: { supplierId: number; invoiceNumber: string },
  exceptId: number,
) {
  const rows = await queryRows(
    db,
    sql`select 1 from supplier_invoices where firm_id = ${firmId} and supplier_id = ${v.supplierId}
          and invoice_number collate "C" = ${v.invoiceNumber} and state <> 'CANCELLED'
          and id <> ${exceptId}`,
  );
  return rows.length > 0;
}

export async function insertInvoice(db: Db, firmId: number, userId: number, v: HeaderValues) {
  const [row] = await queryRows<{ id: number }>(
    db,
    sql`insert into supplier_invoices (firm_id, supplier_id, invoice_number, is_proforma,
          issue_date, fulfilment_date, due_date, currency_code, exchange_rate, payment_method,
          note, created_by)
        values (${firmId}, ${v.supplierId}, ${v.invoiceNumber}, ${v.isProforma}, ${v.issueDate},
          ${v.fulfilmentDate}, ${v.dueDate}, ${v.currencyCode}, ${v.exchangeRate},
          ${v.paymentMethod}, ${v.note}, ${userId})
        returning id`,
  );
  return row!.id;
}

export async function updateHeader(db: Db, id: number, v: HeaderValues) {
  await db.execute(
    sql`update supplier_invoices set supplier_id = ${v.supplierId},
          invoice_number = ${v.invoiceNumber}, is_proforma = ${v.isProforma},
          issue_date = ${v.issueDate}, fulfilment_date = ${v.fulfilmentDate},
          due_date = ${v.dueDate}, currency_code = ${v.currencyCode},
          exchange_rate = ${v.exchangeRate}, payment_method = ${v.paymentMethod},
          note = ${v.note}, updated_at = now()
        where id = ${id}`,
  );
}

/**
 * The invoice's totals: the sum of its items, or, for a proforma (no items), the gross it asks
 * for; a new version.
 */
export async function refreshTotals(db: Db, id: number, proformaGross: string | null = null) {
  await db.execute(
    proformaGross === null
      ? sql`update supplier_invoices i set
              net_total = coalesce(s.net, 0), vat_total = coalesce(s.vat, 0),
              gross_total = coalesce(s.gross, 0), version = i.version + 1, updated_at = now()
            from (select sum(net) as net, sum(vat) as vat, sum(gross) as gross
                  from supplier_invoice_items where supplier_invoice_id = ${id}) s
            where i.id = ${id}`
      : sql`update supplier_invoices set net_total = 0, vat_total = 0,
              gross_total = ${proformaGross}, version = version + 1, updated_at = now()
            where id = ${id}`,
  );
}

export async function setState(
  db: Db,
  id: number,
  state: TSupplierInvoiceState,
  approvedBy: number | null = null,
) {
  await db.execute(
    sql`update supplier_invoices set state = ${state}, version = version + 1, updated_at = now()
          ${approvedBy === null ? sql`` : sql`, approved_by = ${approvedBy}, approved_at = now()`}
        where id = ${id}`,
  );
}

export interface ItemRow {
  id: number;
  supplier_order_line_id: number;
  supplier_order_id: number;
  supplier_order_number: string;
  product_id: number;
  product_code: string;
  product_name: string;
  unit: string;
  ordered_quantity: string;
  received_quantity: string;
  invoiced_quantity: string;
  order_unit_price: string;
  order_currency_code: string;
  order_exchange_rate: string;
  quantity: string;
  unit_price: string;
  vat_code: string;
  vat_rate: string;
  net: string;
  vat: string;
  gross: string;
  accepted_reason: string | null;
}

/** What a supplier-order line says: ordered (less cancelled), received, invoiced, its price. */
const LINE_FIELDS = sql`l.id as supplier_order_line_id, o.id as supplier_order_id,
  o.number as supplier_order_number, l.product_id, pr.code as product_code,
  pr.name as product_name, pr.measure_unit_code as unit,
  trim_scale(l.quantity - l.cancelled_quantity)::text as ordered_quantity,
  trim_scale(l.received_quantity)::text as received_quantity,
  trim_scale(coalesce((select sum(x.quantity) from supplier_invoice_items x
    join supplier_invoices i on i.id = x.supplier_invoice_id
    where x.supplier_order_line_id = l.id and ${COUNTS}), 0))::text as invoiced_quantity,
  trim_scale(l.unit_price)::text as order_unit_price, o.currency_code as order_currency_code,
  trim_scale(o.exchange_rate)::text as order_exchange_rate`;
const LINE_FROM = sql`supplier_order_lines l join supplier_orders o on o.id = l.supplier_order_id
  join products pr on pr.id = l.product_id`;

export function listItems(db: Db, invoiceId: number) {
  return queryRows<ItemRow>(
    db,
    sql`select it.id, ${LINE_FIELDS}, trim_scale(it.quantity)::text as quantity,
          trim_scale(it.unit_price)::text as unit_price, it.vat_code,
          trim_scale(it.vat_rate)::text as vat_rate, trim_scale(it.net)::text as net,
          trim_scale(it.vat)::text as vat, trim_scale(it.gross)::text as gross, it.accepted_reason
        from supplier_invoice_items it join ${LINE_FROM} on l.id = it.supplier_order_line_id
        where it.supplier_invoice_id = ${invoiceId}
        order by pr.code, o.id, l.position`,
  );
}

export interface AggregatedRow
  extends Omit<
    ItemRow,
    | 'id'
    | 'quantity'
    | 'unit_price'
    | 'vat_code'
    | 'vat_rate'
    | 'net'
    | 'vat'
    | 'gross'
    | 'accepted_reason'
  > {
  order_date: string;
  item_id: number | null;
}

/** States in which an order may have received goods. */
const RECEIVED_STATES = sql`o.state in ('PARTLY_RECEIVED', 'RECEIVED', 'CLOSED')`;

/**
 * The supplier's received lines that live invoices have not fully taken, and the lines this
 * invoice already holds (so they can be changed), in product and order order.
 */
export function listMatchable(db: Db, firmId: number, supplierId: number, invoiceId: number) {
  return queryRows<AggregatedRow>(
    db,
    sql`select * from (
          select ${LINE_FIELDS}, o.order_date::text as order_date,
            (select x.id from supplier_invoice_items x where x.supplier_invoice_id = ${invoiceId}
               and x.supplier_order_line_id = l.id) as item_id
          from ${LINE_FROM}
          where l.firm_id = ${firmId} and o.supplier_id = ${supplierId} and ${RECEIVED_STATES}
            and l.received_quantity > 0) m
        where m.received_quantity::numeric > m.invoiced_quantity::numeric or m.item_id is not null
        order by m.product_code, m.supplier_order_id, m.supplier_order_line_id`,
  );
}

export interface LockedLine {
  id: number;
  product_id: number;
  vat_code: string;
  supplier_id: number;
  state: string;
  received_quantity: string;
  /** On other live invoices (read after the lock: READ COMMITTED sees what committed before). */
  others: string;
}

/**
 * Locks the named supplier-order lines in id order (two matchers never deadlock) and then reads
 * what other live invoices hold of them: the lock makes a parallel matcher wait for this
 * transaction, and the second statement sees whatever was committed before the lock was granted.
 */
export async function lockLines(
  db: Db,
  firmId: number,
  lineIds: readonly number[],
  invoiceId: number,
) {
  await db.execute(
    sql`select 1 from supplier_order_lines where firm_id = ${firmId}
          and id = any(${arrayOf(lineIds)}::int[]) order by id for no key update`,
  );
  return queryRows<LockedLine>(
    db,
    sql`select l.id, l.product_id, pr.vat_code, o.supplier_id, o.state,
          trim_scale(l.received_quantity)::text as received_quantity,
          trim_scale(coalesce((select sum(x.quantity) from supplier_invoice_items x
            join supplier_invoices i on i.id = x.supplier_invoice_id
            where x.supplier_order_line_id = l.id and x.supplier_invoice_id <> ${invoiceId}
              and ${COUNTS}), 0))::text as others
        from ${LINE_FROM}
        where l.firm_id = ${firmId} and l.id = any(${arrayOf(lineIds)}::int[])`,
  );
}

export interface NewItem {
  lineId: number;
  quantity: string;
  unitPrice: string;
  vatCode: string;
  vatRate: string;
  net: string;
  vat: string;
  gross: string;
}

/**
 * Adds the items or changes the ones the invoice holds of those lines, in one statement; a
 * changed item loses its acceptance (its flags are judged again).
 */
export async function upsertItems(db: Db, firmId: number, invoiceId: number, items: NewItem[]) {
  const col = (f: (i: NewItem) => string | number) => arrayOf(items.map(f));
  await db.execute(
    sql`insert into supplier_invoice_items (firm_id, supplier_invoice_id, supplier_order_line_id,
          quantity, unit_price, vat_code, vat_rate, net, vat, gross)
        select ${firmId}, ${invoiceId}, u.line, u.q, u.p, u.code, u.rate, u.net, u.vat, u.gross
        from unnest(${col((i) => i.lineId)}::int[], ${col((i) => i.quantity)}::numeric[],
          ${col((i) => i.unitPrice)}::numeric[], ${col((i) => i.vatCode)}::text[],
          ${col((i) => i.vatRate)}::numeric[], ${col((i) => i.net)}::numeric[],
          ${col((i) => i.vat)}::numeric[], ${col((i) => i.gross)}::numeric[])
          as u(line, q, p, code, rate, net, vat, gross)
        on conflict (supplier_invoice_id, supplier_order_line_id) do update set
          quantity = excluded.quantity, unit_price = excluded.unit_price,
          vat_code = excluded.vat_code, vat_rate = excluded.vat_rate, net = excluded.net,
          vat = excluded.vat, gross = excluded.gross,
          accepted_reason = null, accepted_by = null, accepted_at = null`,
  );
}

export async function findItem(db: Db, firmId: number, itemId: number) {
  const [row] = await queryRows<{ supplier_invoice_id: number }>(
    db,
    sql`select supplier_invoice_id from supplier_invoice_items
        where id = ${itemId} and firm_id = ${firmId}`,
  );
  return row ?? null;
}

export async function deleteItem(db: Db, itemId: number) {
  await db.execute(sql`delete from supplier_invoice_items where id = ${itemId}`);
}

export async function acceptItems(
  db: Db,
  invoiceId: number,
  userId: number,
  acceptances: readonly { itemId: number; reason: string }[],
) {
  for (const a of acceptances)
    await db.execute(
      sql`update supplier_invoice_items set accepted_reason = ${a.reason},
            accepted_by = ${userId}, accepted_at = now()
          where id = ${a.itemId} and supplier_invoice_id = ${invoiceId}`,
    );
}

export interface PaymentRow {
  id: number;
  method: 'TRANSFER' | 'CASH' | 'CARD';
  paid_on: string;
  amount: string;
  note: string;
}

export function listPayments(db: Db, invoiceId: number) {
  return queryRows<PaymentRow>(
    db,
    sql`select id, method, paid_on::text as paid_on, trim_scale(amount)::text as amount, note
        from supplier_invoice_payments where supplier_invoice_id = ${invoiceId}
        order by paid_on, id`,
  );
}

export async function addPayment(
  db: Db,
  firmId: number,
  invoiceId: number,
  userId: number,
  p: { method: string; paidOn: string; amount: string; note: string },
) {
  await db.execute(
    sql`insert into supplier_invoice_payments (firm_id, supplier_invoice_id, method, paid_on,
          amount, note, created_by)
        values (${firmId}, ${invoiceId}, ${p.method}, ${p.paidOn}, ${p.amount}, ${p.note}, ${userId})`,
  );
  await db.execute(
    sql`update supplier_invoices set paid_total = paid_total + ${p.amount} where id = ${invoiceId}`,
  );
}

export async function findSupplier(db: Db, firmId: number, id: number) {
  const rows = await queryRows(
    db,
    sql`select 1 from partners where firm_id = ${firmId} and id = ${id}
          and roles && array['SUPPLIER', 'SUBCONTRACTOR']`,
  );
  return rows.length > 0;
}

export async function currencyScale(db: Db, code: string) {
  const [row] = await queryRows<{ decimals: number }>(
    db,
    sql`select decimals from currencies where code = ${code}`,
  );
  return row?.decimals ?? null;
}

/** A cancelled invoice gives its NAV invoice back to the inbox. */
export async function releaseNavInvoice(db: Db, invoiceId: number) {
  await db.execute(
    sql`update nav_inbound_invoices set supplier_invoice_id = null
        where supplier_invoice_id = ${invoiceId}`,
  );
}

import { Money } from '@kontor/contract';
import {
  and,
  asc,
  desc,
  eq,
  gt,
  gte,
  ilike,
  isNotNull,
  isNull,
  lte,
  ne,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import { invoiceLines, invoicePayments, invoices } from '../../db/schema.ts';
import { type Db, queryRows } from '../../platform/db/database.ts';
import { escapeLike } from '../../platform/db/search.ts';
import type { DraftLine } from './invoices.rules.ts';

export type InvoiceRow = typeof invoices.$inferSelect;
export type InvoiceValues = Omit<typeof invoices.$inferInsert, 'id' | 'firmId' | 'number'>;

export async function findCurrencyScale(db: Db, code: string): Promise<number | null> {
  const [row] = await queryRows<{ decimals: number }>(
    db,
    sql`select decimals from currencies where code = ${code}`,
  );
  return row?.decimals ?? null;
}

export async function findSeller(db: Db, firmId: number) {
  const [row] = await queryRows<{ name: string; address: string; tax_number: string }>(
    db,
    sql`select name, address, tax_number from firms where id = ${firmId}`,
  );
  return row!;
}

export interface OrderHead {
  id: number;
  number: string;
  state: string;
  customer_id: number;
  currency_code: string;
  price_basis: 'net' | 'gross';
  payment_method: string;
  payment_terms_days: number;
  billing_address: string;
  gross_total: string;
  buyer_name: string;
  buyer_kind: 'COMPANY' | 'PERSON';
  buyer_tax_number: string | null;
  buyer_eu_vat_number: string | null;
  buyer_country_code: string;
}

/** The order, locked for the rest of the transaction: its invoices are issued one at a time. */
export async function lockOrder(db: Db, firmId: number, orderId: number) {
  const [row] = await queryRows<OrderHead>(
    db,
    sql`select o.id, o.number, o.state, o.customer_id, o.currency_code, o.price_basis,
               o.payment_method, o.payment_terms_days, o.billing_address, o.gross_total::text,
               p.name as buyer_name, p.kind as buyer_kind, p.tax_number as buyer_tax_number,
               p.eu_vat_number as buyer_eu_vat_number,
               coalesce((select a.country_code from partner_addresses a
                         where a.partner_id = p.id and a.kind = 'BILLING'
                         order by a.is_default desc, a.id limit 1), 'HU') as buyer_country_code
        from customer_orders o join partners p on p.id = o.customer_id
        where o.firm_id = ${firmId} and o.id = ${orderId}
        for update of o`,
  );
  return row ?? null;
}

export interface OrderLineRow {
  id: number;
  product_id: number;
  product_name: string;
  description: string;
  quantity: string;
  dispatched: string;
  invoiced: string;
  unit: string;
  unit_price: string;
  discount_percent: string;
  vat_code: string;
  vat_rate: string;
  gross: string;
}

/** Order lines with what has been dispatched and what invoices (less credit notes) cover. */
export function listOrderLines(db: Db, orderId: number) {
  return queryRows<OrderLineRow>(
    db,
    sql`select l.id, l.product_id, pr.name as product_name, l.description, l.quantity::text,
               l.dispatched_quantity::text as dispatched,
               (select coalesce(sum(il.quantity), 0)::text from invoice_lines il
                join invoices i on i.id = il.invoice_id
                where il.order_line_id = l.id and i.kind in ('NORMAL', 'FINAL', 'CREDIT_NOTE')) as invoiced,
               l.unit, l.unit_price::text, l.discount_percent::text, l.vat_code, l.vat_rate::text,
               l.gross::text
        from customer_order_lines l join products pr on pr.id = l.product_id
        where l.order_id = ${orderId} order by l.position`,
  );
}

/** What of an advance line is still open: the line less its credit notes and deductions. */
const openPart = (column: 'net' | 'vat' | 'gross') =>
  sql<string>`(${sql.raw(`"invoice_lines"."${column}"`)}
    + (select coalesce(sum(c.${sql.raw(column)}), 0) from invoice_lines c
       where c.corrected_line_id = ${invoiceLines.id})
    + (select coalesce(sum(d.${sql.raw(column)}), 0) from invoice_lines d
       where d.advance_invoice_id = ${invoices.id} and d.vat_code = ${invoiceLines.vatCode}))::text`;

/**
 * The order's advance invoice lines with something still open: not yet deducted by a final
 * invoice (a storno of that final invoice gives its deduction back) nor taken back by a credit
 * note (a partial one lowers what is open). Advance lines are one per VAT code.
 */
export function listOpenAdvances(db: Db, firmId: number, orderId: number) {
  return db
    .select({
      invoice: invoices,
      line: invoiceLines,
      open: { net: openPart('net'), vat: openPart('vat'), gross: openPart('gross') },
    })
    .from(invoices)
    .innerJoin(invoiceLines, eq(invoiceLines.invoiceId, invoices.id))
    .where(
      and(
        eq(invoices.firmId, firmId),
        eq(invoices.customerOrderId, orderId),
        eq(invoices.kind, 'ADVANCE'),
        sql`${openPart('gross')}::numeric > 0`,
      ),
    )
    .orderBy(asc(invoices.id), asc(invoiceLines.position));
}

export async function insertInvoice(
  db: Db,
  firmId: number,
  number: string,
  values: InvoiceValues,
  lines: readonly DraftLine[],
): Promise<number> {
  const [row] = await db
    .insert(invoices)
    .values({ ...values, firmId, number })
    .returning({ id: invoices.id });
  const id = row!.id;
  if (lines.length)
    await db.insert(invoiceLines).values(
      lines.map((l, i) => ({
        firmId,
        invoiceId: id,
        position: i + 1,
        orderLineId: l.orderLineId,
        advanceInvoiceId: l.advanceInvoiceId,
        correctedLineId: l.correctedLineId,
        productId: l.productId,
        description: l.description,
        quantity: l.quantity,
        unit: l.unit,
        unitPrice: l.unitPrice,
        vatCode: l.vatCode,
        vatRate: l.vatRate,
        net: l.net,
        vat: l.vat,
        gross: l.gross,
      })),
    );
  return id;
}

export function findInvoice(db: Db, firmId: number, id: number, forUpdate = false) {
  const query = db
    .select()
    .from(invoices)
    .where(and(eq(invoices.firmId, firmId), eq(invoices.id, id)));
  return (forUpdate ? query.for('update') : query).then((rows) => rows[0] ?? null);
}

export function listLines(db: Db, invoiceId: number) {
  return db
    .select()
    .from(invoiceLines)
    .where(eq(invoiceLines.invoiceId, invoiceId))
    .orderBy(asc(invoiceLines.position));
}

/** An invoice's payments and refunds, or a credit note's refunds. */
export function listPayments(db: Db, invoiceId: number) {
  return db
    .select()
    .from(invoicePayments)
    .where(
      or(eq(invoicePayments.invoiceId, invoiceId), eq(invoicePayments.creditNoteId, invoiceId)),
    )
    .orderBy(asc(invoicePayments.paidOn), asc(invoicePayments.id));
}

export function listCreditNotes(db: Db, invoiceId: number) {
  return db
    .select({ id: invoices.id, number: invoices.number, gross: invoices.grossTotal })
    .from(invoices)
    .where(eq(invoices.correctedInvoiceId, invoiceId))
    .orderBy(asc(invoices.id));
}

export interface Credited {
  quantity: Money;
  net: Money;
  vat: Money;
  gross: Money;
}

/**
 * What the credit notes of an invoice have already taken back of each of its lines (quantity and
 * amounts with the corrected line's sign turned: positive for an ordinary line). An advance
 * line's money is also taken by the final invoices' deductions of its VAT code (less their
 * stornos); lines with nothing taken are left out.
 */
export async function creditedLines(db: Db, invoiceId: number): Promise<Map<number, Credited>> {
  const rows = await queryRows<{
    line_id: number;
    quantity: string;
    net: string;
    vat: string;
    gross: string;
  }>(
    db,
    sql`select line_id, (-sum(quantity))::text as quantity, (-sum(net))::text as net,
               (-sum(vat))::text as vat, (-sum(gross))::text as gross
        from (select c.corrected_line_id as line_id, c.quantity, c.net, c.vat, c.gross
              from invoice_lines c join invoices i on i.id = c.invoice_id
              where i.corrected_invoice_id = ${invoiceId} and c.corrected_line_id is not null
              union all
              select l.id, 0, d.net, d.vat, d.gross
              from invoice_lines l join invoice_lines d
                on d.advance_invoice_id = l.invoice_id and d.vat_code = l.vat_code
              where l.invoice_id = ${invoiceId}) taken
        group by line_id
        having sum(quantity) <> 0 or sum(net) <> 0 or sum(vat) <> 0 or sum(gross) <> 0`,
  );
  return new Map(
    rows.map((r) => [
      r.line_id,
      {
        quantity: new Money(r.quantity),
        net: new Money(r.net),
        vat: new Money(r.vat),
        gross: new Money(r.gross),
      },
    ]),
  );
}

export async function findNumber(db: Db, firmId: number, id: number | null) {
  if (id === null) return null;
  const [row] = await queryRows<{ number: string }>(
    db,
    sql`select number from invoices where firm_id = ${firmId} and id = ${id}
`,
  );
  return row?.number ?? null;
}

export async function findOrderNumber(db: Db, orderId: number | null) {
  if (orderId === null) return null;
  const [row] = await queryRows<{ number: string }>(
    db,
    sql`select number from customer_orders where id = ${orderId}`,
  );
  return row?.number ?? null;
}

export function addCredit(db: Db, invoiceId: number, amount: string) {
  return db
    .update(invoices)
    .set({
      creditedTotal: sql`${invoices.creditedTotal} + ${amount}`,
      version: sql`${invoices.version} + 1`,
    })
    .where(eq(invoices.id, invoiceId));
}

/** The refunds paid back on a credit note so far (positive). */
export async function refundedOn(db: Db, creditNoteId: number): Promise<string> {
  const [row] = await queryRows<{ n: string }>(
    db,
    sql`select coalesce(-sum(amount), 0)::text as n from invoice_payments where credit_note_id = ${creditNoteId}`,
  );
  return row?.n ?? '0';
}

/** A state change of its own: a cancelled proforma keeps its number, nothing is due on it. */
export function cancelProforma(db: Db, invoiceId: number, reason: string) {
  return db
    .update(invoices)
    .set({ cancelledAt: new Date(), cancelReason: reason, version: sql`${invoices.version} + 1` })
    .where(eq(invoices.id, invoiceId));
}

export function bumpVersion(db: Db, invoiceId: number) {
  return db
    .update(invoices)
    .set({ version: sql`${invoices.version} + 1` })
    .where(eq(invoices.id, invoiceId));
}

/** A payment, or a refund (negative amount naming its credit note), and the paid total. */
export async function insertPayment(
  db: Db,
  firmId: number,
  invoiceId: number,
  values: {
    method: 'TRANSFER' | 'CASH' | 'CARD';
    paidOn: string;
    amount: string;
    note: string;
    creditNoteId?: number;
  },
  userId: number,
) {
  await db.insert(invoicePayments).values({ ...values, firmId, invoiceId, createdBy: userId });
  await db
    .update(invoices)
    .set({
      paidTotal: sql`${invoices.paidTotal} + ${values.amount}`,
      version: sql`${invoices.version} + 1`,
    })
    .where(eq(invoices.id, invoiceId));
}

/** remainder = payable + credited − paid (credited is negative). */
const remainder = sql`(${invoices.payable} + ${invoices.creditedTotal} - ${invoices.paidTotal})`;

export interface SearchFilters {
  kind?: InvoiceRow['kind'] | undefined;
  paymentState?: 'UNPAID' | 'PARTIAL' | 'PAID' | 'CANCELLED' | undefined;
  navStatus?: string | undefined;
  customerId?: number | undefined;
  customerOrderId?: number | undefined;
  fromDate?: string | undefined;
  toDate?: string | undefined;
  unpaidOnly: boolean;
  term: string;
  sort: 'number' | 'issueDate' | 'dueDate' | 'buyerName' | 'gross';
  direction: 'asc' | 'desc';
}

const SORT_COLUMNS = {
  number: invoices.number,
  issueDate: invoices.issueDate,
  dueDate: invoices.dueDate,
  buyerName: invoices.buyerName,
  gross: invoices.grossTotal,
} as const;

export async function searchInvoices(
  db: Db,
  firmId: number,
  f: SearchFilters,
  page: { page_number: number; page_size: number },
) {
  const c: (SQL | undefined)[] = [eq(invoices.firmId, firmId)];
  if (f.kind) c.push(eq(invoices.kind, f.kind));
  if (f.navStatus) c.push(eq(invoices.navStatus, f.navStatus));
  if (f.customerId) c.push(eq(invoices.customerId, f.customerId));
  if (f.customerOrderId) c.push(eq(invoices.customerOrderId, f.customerOrderId));
  if (f.fromDate) c.push(gte(invoices.issueDate, f.fromDate));
  if (f.toDate) c.push(lte(invoices.issueDate, f.toDate));
  const payable = sql`(${invoices.payable} + ${invoices.creditedTotal})`;
  if (f.paymentState === 'CANCELLED') c.push(isNotNull(invoices.cancelledAt));
  else if (f.unpaidOnly || f.paymentState) c.push(isNull(invoices.cancelledAt));
  if (f.unpaidOnly || f.paymentState === 'UNPAID' || f.paymentState === 'PARTIAL')
    c.push(and(ne(invoices.kind, 'CREDIT_NOTE'), gt(remainder, 0)));
  if (f.paymentState === 'UNPAID') c.push(eq(invoices.paidTotal, '0'));
  if (f.paymentState === 'PARTIAL') c.push(gt(invoices.paidTotal, '0'));
  if (f.paymentState === 'PAID') c.push(sql`${remainder} <= 0 and ${payable} > 0`);
  if (f.term) {
    const like = `%${escapeLike(f.term)}%`;
    c.push(or(ilike(invoices.number, like), ilike(invoices.buyerName, like)));
  }
  const where = and(...c);
  const column = SORT_COLUMNS[f.sort];
  const [rows, count] = await Promise.all([
    db
      .select()
      .from(invoices)
      .where(where)
      .orderBy(f.direction === 'asc' ? asc(column) : desc(column), desc(invoices.id))
      .limit(page.page_size)
      .offset(page.page_number * page.page_size),
    db.select({ n: sql<number>`count(*)::int` }).from(invoices).where(where),
  ]);
  return { rows, total: count[0]?.n ?? 0 };
}

export async function hasInvoiceOfProforma(db: Db, proformaId: number): Promise<boolean> {
  const rows = await queryRows<{ id: number }>(
    db,
    sql`select id from invoices where proforma_id = ${proformaId} limit 1`,
  );
  return rows.length > 0;
}

/** Back to WAITING for a new report: a new transaction at NAV, new messages. */
export function resetNav(db: Db, invoiceId: number) {
  return db
    .update(invoices)
    .set({
      navStatus: 'WAITING',
      navTransactionId: null,
      navMessages: [],
      navUpdatedAt: new Date(),
      version: sql`${invoices.version} + 1`,
    })
    .where(eq(invoices.id, invoiceId));
}

/** Counts one more print; answers the print's number (1 = the original), null if no such invoice. */
export async function countPrint(db: Db, firmId: number, invoiceId: number) {
  const [row] = await db
    .update(invoices)
    .set({ printCount: sql`${invoices.printCount} + 1` })
    .where(and(eq(invoices.firmId, firmId), eq(invoices.id, invoiceId)))
    .returning({ printCount: invoices.printCount });
  return row?.printCount ?? null;
}

/** The firm's logo when it is stored inline (a data: URL of a PNG or JPEG); null otherwise. */
export async function findLogo(db: Db, firmId: number): Promise<Buffer | null> {
  const [row] = await queryRows<{ logo_url: string | null }>(
    db,
    sql`select logo_url from firms where id = ${firmId}`,
  );
  const m = /^data:image\/(?:png|jpeg);base64,(.+)$/.exec(row?.logo_url ?? '');
  return m ? Buffer.from(m[1]!, 'base64') : null;
}

/** The document a create request with this key already made (a repeated or parallel request). */
export async function findByIdempotencyKey(db: Db, firmId: number, key: string) {
  const [row] = await queryRows<{
    id: number;
    customer_order_id: number | null;
    dispatch_id: number | null;
  }>(
    db,
    sql`select id, customer_order_id, dispatch_id from invoices
        where firm_id = ${firmId} and idempotency_key = ${key}`,
  );
  return row ?? null;
}

/**
 * The gross of an order's documents of a kind that are still open: advances less what final
 * invoices deducted and credit notes took back (a storno of a final invoice gives its deduction
 * back); proformas neither cancelled nor turned into an advance invoice.
 */
export async function openGrossOf(db: Db, orderId: number, kind: 'ADVANCE' | 'PROFORMA') {
  const [row] = await queryRows<{ n: string }>(
    db,
    kind === 'ADVANCE'
      ? sql`select coalesce(sum(i.gross_total
                + (select coalesce(sum(c.gross_total), 0) from invoices c
                   where c.corrected_invoice_id = i.id)
                + (select coalesce(sum(d.gross), 0) from invoice_lines d
                   where d.advance_invoice_id = i.id)), 0)::text as n
            from invoices i where i.customer_order_id = ${orderId} and i.kind = 'ADVANCE'`
      : sql`select coalesce(sum(i.gross_total), 0)::text as n from invoices i
            where i.customer_order_id = ${orderId} and i.kind = 'PROFORMA'
              and i.cancelled_at is null
              and not exists (select 1 from invoices a where a.proforma_id = i.id)`,
  );
  return new Money(row?.n ?? 0);
}

/** The Hungarian day of the latest dispatch of any of these order lines (null: none). */
export async function latestDispatchDay(db: Db, orderLineIds: readonly number[]) {
  if (orderLineIds.length === 0) return null;
  const [row] = await queryRows<{ day: string | null }>(
    db,
    sql`select max((d.dispatched_at at time zone 'Europe/Budapest')::date)::text as day
        from dispatches d join dispatch_lines l on l.dispatch_id = d.id
        where l.customer_order_line_id in (${sql.join(
          orderLineIds.map((id) => sql`${id}`),
          sql`, `,
        )})`,
  );
  return row?.day ?? null;
}

/** The day a proforma's money arrived: its latest payment (null: nothing paid). */
export async function lastPaymentDay(db: Db, invoiceId: number) {
  const [row] = await queryRows<{ day: string | null }>(
    db,
    sql`select max(paid_on)::text as day from invoice_payments
        where invoice_id = ${invoiceId} and amount > 0`,
  );
  return row?.day ?? null;
}

/** The advance invoices the deduction lines of an invoice name: number, payment day, rate. */
export async function advancePaymentsOf(db: Db, invoiceId: number) {
  const rows = await queryRows<{
    id: number;
    number: string;
    fulfilment_date: string;
    exchange_rate: string | null;
  }>(
    db,
    sql`select a.id, a.number, a.fulfilment_date::text, a.exchange_rate::text from invoices a
        where a.id in (select l.advance_invoice_id from invoice_lines l
                       where l.invoice_id = ${invoiceId} and l.quantity < 0)`,
  );
  return new Map(
    rows.map((r) => [
      r.id,
      {
        originalInvoice: r.number,
        paymentDate: r.fulfilment_date,
        exchangeRate: r.exchange_rate ?? '1',
      },
    ]),
  );
}

/** The dispatch an invoice of dispatchAndInvoice was made with (its repeat answers both). */
export function setDispatchOf(db: Db, invoiceId: number, dispatchId: number) {
  return db.update(invoices).set({ dispatchId }).where(eq(invoices.id, invoiceId));
}

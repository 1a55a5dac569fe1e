import type { TTenderOrderState } from '@kontor/contract';
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../platform/db/database.ts';
import { escapeLike } from '../../platform/db/search.ts';

const arrayOf = (values: readonly (number | string | boolean)[]) => `{${values.join(',')}}`;

export interface TenderRow {
  total: number;
  id: number;
  number: string;
  state: TTenderOrderState;
  title: string;
  customer_id: number;
  customer_name: string;
  currency_code: string;
  tender_date: string;
  note: string;
  quote_id: number | null;
  quote_number: string | null;
  customer_order_id: number | null;
  customer_order_number: string | null;
  sale_net: string;
  version: number;
}

const TENDER_SELECT = sql`select count(*) over ()::int as total, t.id, t.number, t.state, t.title,
    t.customer_id, c.name as customer_name, t.currency_code, t.tender_date::text as tender_date,
    t.note, t.quote_id, q.number as quote_number, t.customer_order_id,
    o.number as customer_order_number,
    (select coalesce(sum(l.quantity * l.sale_price), 0) from tender_order_lines l
      where l.tender_order_id = t.id)::numeric(18, 4)::text as sale_net, t.version
  from tender_orders t join partners c on c.id = t.customer_id
  left join quotes q on q.id = t.quote_id
  left join customer_orders o on o.id = t.customer_order_id`;

export function listTenders(
  db: Db,
  firmId: number,
  filter: { state?: TTenderOrderState | undefined; term: string },
  page: { offset: number; limit: number },
) {
  const like = `%${escapeLike(filter.term)}%`;
  return queryRows<TenderRow>(
    db,
    sql`${TENDER_SELECT} where t.firm_id = ${firmId}
        ${filter.state ? sql`and t.state = ${filter.state}` : sql``}
        ${filter.term ? sql`and (t.number ilike ${like} or t.title ilike ${like} or c.name ilike ${like})` : sql``}
        order by t.id desc offset ${page.offset} limit ${page.limit}`,
  );
}

/** One of the firm's tender orders; with `lock`, its row is locked for the transaction. */
export async function findTender(db: Db, firmId: number, id: number, lock = false) {
  if (lock)
    await db.execute(
      sql`select id from tender_orders where firm_id = ${firmId} and id = ${id} for update`,
    );
  const [row] = await queryRows<TenderRow>(
    db,
    sql`${TENDER_SELECT} where t.firm_id = ${firmId} and t.id = ${id}`,
  );
  return row ?? null;
}

export interface LineRow {
  id: number;
  position: number;
  product_id: number;
  product_code: string;
  product_name: string;
  unit: string;
  quantity: string;
  sale_price: string;
}

export function listLines(db: Db, tenderId: number) {
  return queryRows<LineRow>(
    db,
    sql`select l.id, l.position, l.product_id, p.code as product_code, p.name as product_name,
          p.measure_unit_code as unit, l.quantity::text as quantity, l.sale_price::text as sale_price
        from tender_order_lines l join products p on p.id = l.product_id
        where l.tender_order_id = ${tenderId} order by l.position`,
  );
}

export interface OfferRow {
  tender_order_line_id: number;
  supplier_id: number;
  supplier_name: string;
  unit_price: string;
  lead_time_days: number;
  is_chosen: boolean;
}

export function listOffers(db: Db, tenderId: number) {
  return queryRows<OfferRow>(
    db,
    sql`select f.tender_order_line_id, f.supplier_id, s.name as supplier_name,
          f.unit_price::text as unit_price, f.lead_time_days, f.is_chosen
        from tender_order_offers f join tender_order_lines l on l.id = f.tender_order_line_id
        join partners s on s.id = f.supplier_id
        where l.tender_order_id = ${tenderId} order by s.name, f.supplier_id`,
  );
}

/** Of the named partners, the firm's suppliers and subcontractors. */
export async function findSuppliers(db: Db, firmId: number, ids: readonly number[]) {
  if (ids.length === 0) return new Set<number>();
  const rows = await queryRows<{ id: number }>(
    db,
    sql`select id from partners where firm_id = ${firmId} and id = any(${arrayOf(ids)}::int[])
          and roles && array['SUPPLIER', 'SUBCONTRACTOR']`,
  );
  return new Set(rows.map((r) => r.id));
}

/** Of the named products, the firm's: whether each is a service (bought from a subcontractor). */
export async function findProducts(db: Db, firmId: number, ids: readonly number[]) {
  if (ids.length === 0) return new Map<number, boolean>();
  const rows = await queryRows<{ id: number; is_service: boolean }>(
    db,
    sql`select id, is_service from products where firm_id = ${firmId}
          and id = any(${arrayOf(ids)}::int[])`,
  );
  return new Map(rows.map((r) => [r.id, r.is_service] as const));
}

/**
 * The suppliers' known offers for each item (product supplier info in the tender's currency): per
 * supplier the row of the largest minimum quantity not above the quantity, with its lead time.
 */
export function findSupplierOffers(
  db: Db,
  firmId: number,
  currencyCode: string,
  items: readonly { productId: number; quantity: string }[],
) {
  if (items.length === 0) return Promise.resolve([]);
  return queryRows<{ i: number; supplier_id: number; unit_price: string; lead_time_days: number }>(
    db,
    sql`select x.i::int as i, s.supplier_id, s.unit_price::text as unit_price, s.lead_time_days
        from unnest(${arrayOf(items.map((t) => t.productId))}::int[],
                    ${arrayOf(items.map((t) => t.quantity))}::numeric[])
             with ordinality as x(p, q, i)
        cross join lateral (
          select distinct on (s.supplier_id) s.supplier_id, s.unit_price, s.lead_time_days
          from product_suppliers s
          where s.firm_id = ${firmId} and s.product_id = x.p and s.currency_code = ${currencyCode}
            and s.min_quantity <= x.q
          order by s.supplier_id, s.min_quantity desc) s
        order by x.i, s.unit_price`,
  );
}

export async function hasCustomer(db: Db, firmId: number, id: number) {
  const rows = await queryRows(
    db,
    sql`select 1 from partners where firm_id = ${firmId} and id = ${id} and 'CUSTOMER' = any(roles)`,
  );
  return rows.length > 0;
}

export async function hasCurrency(db: Db, code: string) {
  const rows = await queryRows(db, sql`select 1 from currencies where code = ${code}`);
  return rows.length > 0;
}

export interface TenderValues {
  customerId: number;
  currencyCode: string;
  title: string;
  tenderDate: string;
  note: string;
}

export async function insertTender(
  tx: Db,
  who: { firmId: number; userId: number | null },
  number: string,
  v: TenderValues,
  quoteId: number | null,
) {
  const [row] = await queryRows<{ id: number }>(
    tx,
    sql`insert into tender_orders (firm_id, number, customer_id, currency_code, title, tender_date,
          note, quote_id, created_by)
        values (${who.firmId}, ${number}, ${v.customerId}, ${v.currencyCode}, ${v.title},
          ${v.tenderDate}, ${v.note}, ${quoteId}, ${who.userId})
        returning id`,
  );
  return row!.id;
}

/** A new version of the header; the state as given (a saved APPROVED tender is DRAFT again). */
export async function updateTender(
  tx: Db,
  id: number,
  v: Partial<TenderValues> & { state?: TTenderOrderState; customerOrderId?: number },
) {
  await tx.execute(
    sql`update tender_orders set version = version + 1, updated_at = now()
          ${v.customerId === undefined ? sql`` : sql`, customer_id = ${v.customerId}`}
          ${v.currencyCode === undefined ? sql`` : sql`, currency_code = ${v.currencyCode}`}
          ${v.title === undefined ? sql`` : sql`, title = ${v.title}`}
          ${v.tenderDate === undefined ? sql`` : sql`, tender_date = ${v.tenderDate}`}
          ${v.note === undefined ? sql`` : sql`, note = ${v.note}`}
          ${v.state === undefined ? sql`` : sql`, state = ${v.state}`}
          ${v.customerOrderId === undefined ? sql`` : sql`, customer_order_id = ${v.customerOrderId}`}
        where id = ${id}`,
  );
}

export interface NewLine {
  productId: number;
  quantity: string;
  salePrice: string;
  offers: readonly {
    supplierId: number;
    unitPrice: string;
    leadTimeDays: number;
    isChosen: boolean;
  }[];
}

/** Replaces the tender's lines and their offers: two statements whatever the line count. */
export async function replaceLines(
  tx: Db,
  firmId: number,
  tenderId: number,
  lines: readonly NewLine[],
) {
  await tx.execute(sql`delete from tender_order_lines where tender_order_id = ${tenderId}`);
  if (lines.length === 0) return;
  const inserted = await queryRows<{ id: number; position: number }>(
    tx,
    sql`insert into tender_order_lines (firm_id, tender_order_id, position, product_id, quantity,
          sale_price)
        select ${firmId}, ${tenderId}, n, p, q, s
        from unnest(${arrayOf(lines.map((l) => l.productId))}::int[],
                    ${arrayOf(lines.map((l) => l.quantity))}::numeric[],
                    ${arrayOf(lines.map((l) => l.salePrice))}::numeric[])
             with ordinality as u(p, q, s, n)
        returning id, position`,
  );
  const idAt = new Map(inserted.map((r) => [r.position, r.id] as const));
  const offers = lines.flatMap((l, i) => l.offers.map((o) => ({ ...o, lineId: idAt.get(i + 1)! })));
  if (offers.length === 0) return;
  await tx.execute(
    sql`insert into tender_order_offers (firm_id, tender_order_line_id, supplier_id, unit_price,
          lead_time_days, is_chosen)
        select ${firmId}, l, s, p, d, c
        from unnest(${arrayOf(offers.map((o) => o.lineId))}::int[],
                    ${arrayOf(offers.map((o) => o.supplierId))}::int[],
                    ${arrayOf(offers.map((o) => o.unitPrice))}::numeric[],
                    ${arrayOf(offers.map((o) => o.leadTimeDays))}::int[],
                    ${arrayOf(offers.map((o) => o.isChosen))}::boolean[]) as u(l, s, p, d, c)`,
  );
}

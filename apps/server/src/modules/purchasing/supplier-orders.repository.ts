import type { TSupplierOrderState } from '@kontor/contract';
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../platform/db/database.ts';
import { insertRowsSql } from '../../platform/db/insert-rows.ts';
import { escapeLike } from '../../platform/db/search.ts';
import { supplierOrders } from './purchasing.schema.ts';

/** A Postgres array literal of numbers or decimal strings (bound as one parameter). */
export const arrayOf = (values: readonly (string | number)[]) => `{${values.join(',')}}`;

export interface SupplierOrderRow {
  id: number;
  number: string;
  state: TSupplierOrderState;
  supplier_id: number;
  supplier_code: string;
  supplier_name: string;
  currency_code: string;
  exchange_rate: string;
  order_date: string;
  wanted_date: string | null;
  note: string;
  net: string;
  line_count: number;
  version: number;
  sent_at: string | null;
  total: number;
}

const HEADER = sql`o.id, o.number, o.state, o.supplier_id, p.code as supplier_code,
  p.name as supplier_name, o.currency_code, trim_scale(o.exchange_rate)::text as exchange_rate,
  o.order_date::text as order_date, o.wanted_date::text as wanted_date, o.note,
  (select coalesce(sum(l.quantity * l.unit_price), 0)::numeric(18, 4)::text
     from supplier_order_lines l where l.supplier_order_id = o.id) as net,
  (select count(*)::int from supplier_order_lines l where l.supplier_order_id = o.id) as line_count,
  o.version, to_char(o.sent_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as sent_at`;
const FROM = sql`from supplier_orders o join partners p on p.id = o.supplier_id`;

/** The order of the firm, or null; `lock` holds its row until the transaction ends. */
export async function findOrder(db: Db, firmId: number, id: number, lock = false) {
  if (lock) {
    await db.execute(
      sql`select 1 from supplier_orders where id = ${id} and firm_id = ${firmId} for update`,
    );
  }
  const [row] = await queryRows<SupplierOrderRow>(
    db,
    sql`select ${HEADER}, 0 as total ${FROM} where o.id = ${id} and o.firm_id = ${firmId}`,
  );
  return row ?? null;
}

export function findOrders(db: Db, firmId: number, ids: readonly number[]) {
  return queryRows<SupplierOrderRow>(
    db,
    sql`select ${HEADER}, 0 as total ${FROM}
        where o.firm_id = ${firmId} and o.id = any(${arrayOf(ids)}::int[]) order by o.id`,
  );
}

export interface OrderFilter {
  state?: TSupplierOrderState | undefined;
  supplierId?: number | undefined;
  fromDate?: string | undefined;
  toDate?: string | undefined;
  term: string;
}

export function listOrders(
  db: Db,
  firmId: number,
  f: OrderFilter,
  page: { offset: number; limit: number },
) {
  const like = `%${escapeLike(f.term)}%`;
  return queryRows<SupplierOrderRow>(
    db,
    sql`select ${HEADER}, count(*) over ()::int as total ${FROM}
        where o.firm_id = ${firmId}
          ${f.state ? sql`and o.state = ${f.state}` : sql``}
          ${f.supplierId ? sql`and o.supplier_id = ${f.supplierId}` : sql``}
          ${f.fromDate ? sql`and o.order_date >= ${f.fromDate}` : sql``}
          ${f.toDate ? sql`and o.order_date <= ${f.toDate}` : sql``}
          ${f.term ? sql`and (o.number ilike ${like} or p.name ilike ${like})` : sql``}
        order by o.id desc offset ${page.offset} limit ${page.limit}`,
  );
}

export interface LineRow {
  id: number;
  position: number;
  product_id: number;
  product_code: string;
  product_name: string;
  unit: string;
  quantity: string;
  unit_price: string;
  net: string;
  received_quantity: string;
  cancelled_quantity: string;
  open_quantity: string;
}

export function listLines(db: Db, orderId: number) {
  return queryRows<LineRow>(
    db,
    sql`select l.id, l.position, l.product_id, p.code as product_code, p.name as product_name,
          p.measure_unit_code as unit, l.quantity::text as quantity, l.unit_price::text as unit_price,
          (l.quantity * l.unit_price)::numeric(18, 4)::text as net,
          l.received_quantity::text as received_quantity,
          l.cancelled_quantity::text as cancelled_quantity,
          (l.quantity - l.received_quantity - l.cancelled_quantity)::text as open_quantity
        from supplier_order_lines l join products p on p.id = l.product_id
        where l.supplier_order_id = ${orderId} order by l.position`,
  );
}

export interface DemandLinkRow {
  supplier_order_line_id: number;
  customer_order_line_id: number;
  customer_order_id: number;
  customer_order_number: string;
  customer_name: string;
  quantity: string;
}

/** The customer-order lines the order's lines serve, oldest customer order first. */
export function listDemandLinks(db: Db, orderId: number) {
  return queryRows<DemandLinkRow>(
    db,
    sql`select d.supplier_order_line_id, d.customer_order_line_id, o.id as customer_order_id,
          o.number as customer_order_number, c.name as customer_name, d.quantity::text as quantity
        from supplier_order_line_demands d
        join supplier_order_lines l on l.id = d.supplier_order_line_id
        join customer_order_lines cl on cl.id = d.customer_order_line_id
        join customer_orders o on o.id = cl.order_id
        join partners c on c.id = o.customer_id
        where l.supplier_order_id = ${orderId}
        order by o.order_date, o.id, cl.position`,
  );
}

/** A partner of the firm that sells to it (SUPPLIER or SUBCONTRACTOR role), or null. */
/** Which of the ids are the firm's suppliers or subcontractors. */
export async function findSuppliers(db: Db, firmId: number, ids: readonly number[]) {
  const rows = await queryRows<{ id: number }>(
    db,
    sql`select id from partners where id = any(${arrayOf(ids)}::int[]) and firm_id = ${firmId}
          and roles && array['SUPPLIER', 'SUBCONTRACTOR']`,
  );
  return new Set(rows.map((r) => r.id));
}

export interface OrderValues {
  supplierId: number;
  currencyCode: string;
  exchangeRate: string;
  orderDate: string;
  wantedDate: string | null;
  note: string;
}

/** New orders in one statement; answers their ids in the order of `numbers`. */
export async function insertOrders(
  db: Db,
  who: { firmId: number; userId: number },
  numbers: readonly string[],
  values: readonly OrderValues[],
): Promise<number[]> {
  const rows = await queryRows<{ id: number; number: string }>(
    db,
    sql`${insertRowsSql(
      supplierOrders,
      values.map((v, i) => ({
        ...v,
        firmId: who.firmId,
        number: numbers[i]!,
        createdBy: who.userId,
      })),
    )} returning id, number`,
  );
  const idOf = new Map(rows.map((r) => [r.number, r.id]));
  return numbers.map((n) => idOf.get(n)!);
}

export async function updateOrder(db: Db, id: number, v: OrderValues) {
  await db.execute(
    sql`update supplier_orders set supplier_id = ${v.supplierId}, currency_code = ${v.currencyCode},
          exchange_rate = ${v.exchangeRate}, order_date = ${v.orderDate},
          wanted_date = ${v.wantedDate}, note = ${v.note}, version = version + 1, updated_at = now()
        where id = ${id}`,
  );
}

export async function setState(db: Db, id: number, state: TSupplierOrderState) {
  await db.execute(
    sql`update supplier_orders set state = ${state}, version = version + 1, updated_at = now(),
          sent_at = case when ${state}::text = 'SENT' then now() else sent_at end
        where id = ${id}`,
  );
}

export interface NewLine {
  productId: number;
  quantity: string;
  unitPrice: string;
  demands: readonly { customerOrderLineId: number; quantity: string }[];
}

/**
 * Appends lines after each order's last position, with the demand each covers: two statements
 * (lines, then their demand rows) whatever the number of orders and lines.
 */
export async function appendLines(
  db: Db,
  firmId: number,
  orders: readonly { orderId: number; lines: readonly NewLine[] }[],
) {
  const flat = orders.flatMap(({ orderId, lines }) =>
    lines.map((line, i) => ({ orderId, n: i + 1, line })),
  );
  if (flat.length === 0) return;
  const rows = await queryRows<{ id: number; supplier_order_id: number; position: number }>(
    db,
    sql`insert into supplier_order_lines (firm_id, supplier_order_id, position, product_id,
          quantity, unit_price)
        select ${firmId}, o,
          n::int + coalesce((select max(position) from supplier_order_lines
                             where supplier_order_id = o), 0),
          p, q, u
        from unnest(${arrayOf(flat.map((f) => f.orderId))}::int[],
                    ${arrayOf(flat.map((f) => f.n))}::int[],
                    ${arrayOf(flat.map((f) => f.line.productId))}::int[],
                    ${arrayOf(flat.map((f) => f.line.quantity))}::numeric[],
                    ${arrayOf(flat.map((f) => f.line.unitPrice))}::numeric[]) as x(o, n, p, q, u)
        order by o, n
        returning id, supplier_order_id, position`,
  );
  // Per order, the k-th new position is its k-th line.
  const idsOf = new Map<number, number[]>();
  for (const r of rows.sort((a, b) => a.position - b.position))
    idsOf.set(r.supplier_order_id, [...(idsOf.get(r.supplier_order_id) ?? []), r.id]);
  const links = flat.flatMap((f) =>
    f.line.demands.map((d) => ({ lineId: idsOf.get(f.orderId)![f.n - 1]!, ...d })),
  );
  if (links.length === 0) return;
  await db.execute(
    sql`insert into supplier_order_line_demands (firm_id, supplier_order_line_id,
          customer_order_line_id, quantity)
        select ${firmId}, s, c, q
        from unnest(${arrayOf(links.map((l) => l.lineId))}::int[],
                    ${arrayOf(links.map((l) => l.customerOrderLineId))}::int[],
                    ${arrayOf(links.map((l) => l.quantity))}::numeric[]) as x(s, c, q)`,
  );
}

export async function deleteLines(db: Db, orderId: number) {
  await db.execute(sql`delete from supplier_order_lines where supplier_order_id = ${orderId}`);
}

export interface LineState {
  id: number;
  supplier_order_id: number;
  quantity: string;
  received_quantity: string;
  cancelled_quantity: string;
}

/** A line of the firm's supplier orders with what it expects, or null. */
export async function findLine(db: Db, firmId: number, lineId: number) {
  const [row] = await queryRows<LineState>(
    db,
    sql`select id, supplier_order_id, quantity::text, received_quantity::text,
          cancelled_quantity::text
        from supplier_order_lines where id = ${lineId} and firm_id = ${firmId}`,
  );
  return row ?? null;
}

/**
 * Cancels what the lines (all of the order's when `lineIds` is null) still expect and trims their
 * demand rows to what each received, oldest customer order first keeping its share: the rest of
 * that demand is open again.
 */
export async function cancelOpenRest(db: Db, orderId: number, lineIds: readonly number[] | null) {
  const only = lineIds ? sql`and l.id = any(${arrayOf(lineIds)}::int[])` : sql``;
  await db.execute(
    sql`update supplier_order_lines l set cancelled_quantity = quantity - received_quantity
        where l.supplier_order_id = ${orderId} ${only}`,
  );
  await db.execute(
    sql`with ranked as (
          select d.supplier_order_line_id, d.customer_order_line_id, d.quantity,
            l.received_quantity - coalesce(sum(d.quantity) over (partition by d.supplier_order_line_id
              order by o.order_date, o.id, cl.position
              rows between unbounded preceding and 1 preceding), 0) as room
          from supplier_order_line_demands d
          join supplier_order_lines l on l.id = d.supplier_order_line_id
          join customer_order_lines cl on cl.id = d.customer_order_line_id
          join customer_orders o on o.id = cl.order_id
          where l.supplier_order_id = ${orderId} ${only}),
        gone as (delete from supplier_order_line_demands d using ranked r
          where r.room <= 0 and d.supplier_order_line_id = r.supplier_order_line_id
            and d.customer_order_line_id = r.customer_order_line_id)
        update supplier_order_line_demands d set quantity = r.room from ranked r
        where r.room > 0 and r.room < r.quantity
          and d.supplier_order_line_id = r.supplier_order_line_id
          and d.customer_order_line_id = r.customer_order_line_id`,
  );
}

export async function addReceived(
  db: Db,
  received: readonly { lineId: number; quantity: string }[],
) {
  await db.execute(
    sql`update supplier_order_lines l set received_quantity = received_quantity + x.q
        from unnest(${arrayOf(received.map((r) => r.lineId))}::int[],
                    ${arrayOf(received.map((r) => r.quantity))}::numeric[]) as x(id, q)
        where l.id = x.id`,
  );
}

/** Whether every line of the order has received all it still expected (nothing open). */
export async function isFullyReceived(db: Db, orderId: number) {
  const [row] = await queryRows<{ open: boolean }>(
    db,
    sql`select exists (select 1 from supplier_order_lines where supplier_order_id = ${orderId}
          and quantity > received_quantity + cancelled_quantity) as open`,
  );
  return !row!.open;
}

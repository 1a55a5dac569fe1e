import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../platform/db/database.ts';
import { escapeLike } from '../../platform/db/search.ts';
import { minimumStockNeeds } from './minimum-stock.repository.ts';
import { arrayOf } from './supplier-orders.repository.ts';

/** What a customer-order line still needs bought: its quantity minus what live lines cover. */
const OPEN = sql`l.quantity - coalesce((select sum(d.quantity) from supplier_order_line_demands d
  where d.customer_order_line_id = l.id), 0)`;

export interface DemandLineRow {
  id: number;
  product_id: number;
  order_state: string;
  fulfilment: string;
  fulfilment_partner_id: number | null;
  open: string;
}

/**
 * Locks the firm's customer-order lines (in id order, so two generators never deadlock) and
 * answers their open demand read under the lock: every writer of demand rows takes these locks
 * first, so two of them never cover the same quantity.
 */
export async function lockDemandLines(db: Db, firmId: number, ids: readonly number[]) {
  if (ids.length === 0) return [];
  await db.execute(
    sql`select id from customer_order_lines
        where firm_id = ${firmId} and id = any(${arrayOf(ids)}::int[])
        order by id for no key update`,
  );
  return queryRows<DemandLineRow>(
    db,
    sql`select l.id, l.product_id, o.state as order_state, l.fulfilment, l.fulfilment_partner_id,
          (${OPEN})::text as open
        from customer_order_lines l join customer_orders o on o.id = l.order_id
        where l.firm_id = ${firmId} and l.id = any(${arrayOf(ids)}::int[])`,
  );
}

/**
 * The purchase lines of one customer order (or the named ones among them) with their open
 * demand, locked as `lockDemandLines` does before it is read.
 */
export async function lockOrderDemand(
  db: Db,
  firmId: number,
  orderId: number,
  lineIds: readonly number[] | undefined,
) {
  await db.execute(
    sql`select id from customer_order_lines where firm_id = ${firmId} and order_id = ${orderId}
        order by id for no key update`,
  );
  return queryRows<{ id: number; product_id: number; supplier_id: number; open: string }>(
    db,
    sql`select l.id, l.product_id, l.fulfilment_partner_id as supplier_id, (${OPEN})::text as open
        from customer_order_lines l
        where l.firm_id = ${firmId} and l.order_id = ${orderId}
          and l.fulfilment in ('PURCHASE', 'SUBCONTRACT')
          ${lineIds ? sql`and l.id = any(${arrayOf(lineIds)}::int[])` : sql``}
        order by l.position`,
  );
}

export interface PriceRow {
  i: number;
  currency_code: string;
  unit_price: string;
}

/**
 * The supplier's price of each item (product supplier info): the row of the largest minimum
 * quantity not above the quantity, in the given currency, or (none given) preferred rows first,
 * HUF before others. Items without a price are missing from the answer.
 */
export function findPrices(
  db: Db,
  firmId: number,
  items: readonly {
    productId: number;
    supplierId: number;
    quantity: string;
    currencyCode?: string | undefined;
  }[],
) {
  if (items.length === 0) return Promise.resolve([]);
  return queryRows<PriceRow>(
    db,
    sql`select x.i::int as i, s.currency_code, s.unit_price::text as unit_price
        from unnest(${arrayOf(items.map((t) => t.productId))}::int[],
                    ${arrayOf(items.map((t) => t.supplierId))}::int[],
                    ${arrayOf(items.map((t) => t.quantity))}::numeric[],
                    ${arrayOf(items.map((t) => t.currencyCode ?? '-'))}::text[])
             with ordinality as x(p, s, q, c, i)
        cross join lateral (
          select currency_code, unit_price from product_suppliers s
          where s.firm_id = ${firmId} and s.product_id = x.p and s.supplier_id = x.s
            and s.min_quantity <= x.q and (x.c = '-' or s.currency_code = x.c)
          order by s.is_preferred desc, (s.currency_code = 'HUF') desc, s.min_quantity desc
          limit 1) s`,
  );
}

export interface GeneratorLineRow {
  total: number;
  supplier_id: number;
  supplier_code: string;
  supplier_name: string;
  currency_code: string;
  group_net: string;
  product_id: number;
  product_code: string;
  product_name: string;
  unit: string;
  quantity: string;
  unit_price: string | null;
  demand_count: number;
  line_ids: number[];
  /** Set on a minimum-stock line (serving no customer order), null on a customer-demand line. */
  minimum_stock: string | null;
  order_up_to_stock: string | null;
  available: string | null;
  incoming: string | null;
}

/** Open demand of CONFIRMED customer orders' PURCHASE and SUBCONTRACT lines (filtered). */
function openDemand(firmId: number, filter: { supplierId?: number | undefined; term: string }) {
  const like = `%${escapeLike(filter.term)}%`;
  return sql`select l.id as line_id, l.order_id, l.product_id,
      l.fulfilment_partner_id as supplier_id, l.quantity - coalesce(c.q, 0) as open
    from customer_order_lines l join customer_orders o on o.id = l.order_id
    left join lateral (select sum(d.quantity) as q from supplier_order_line_demands d
                       where d.customer_order_line_id = l.id) c on true
    ${filter.term ? sql`join products tp on tp.id = l.product_id join partners ts on ts.id = l.fulfilment_partner_id` : sql``}
    where l.firm_id = ${firmId} and l.fulfilment in ('PURCHASE', 'SUBCONTRACT')
      and o.state = 'CONFIRMED' and l.quantity > coalesce(c.q, 0)
      ${filter.supplierId ? sql`and l.fulfilment_partner_id = ${filter.supplierId}` : sql``}
      ${filter.term ? sql`and (ts.name ilike ${like} or tp.code ilike ${like} or tp.name ilike ${like})` : sql``}`;
}

/**
 * The generator's page of lines: open demand summed per (supplier, product), and the products
 * below their minimum stock at their preferred supplier (a line of its own), priced by the
 * supplier's info for the summed quantity, in supplier-name and product-code order, each with
 * its (supplier, currency) group's net over all its lines and how many demand lines it serves.
 */
export function generatorLines(
  db: Db,
  firmId: number,
  filter: { supplierId?: number | undefined; term: string },
  page: { offset: number; limit: number },
) {
  return queryRows<GeneratorLineRow>(
    db,
    sql`with lines as (
          select supplier_id, product_id, sum(open) as quantity, count(*)::int as demand_count,
            array_agg(line_id order by line_id) as line_ids,
            null::numeric as minimum_stock, null::numeric as order_up_to_stock,
            null::numeric as available, null::numeric as incoming
          from (${openDemand(firmId, filter)}) d group by 1, 2
          union all
          select supplier_id, product_id, quantity, 0, '{}'::int[], minimum_stock,
            order_up_to_stock, available, incoming
          from (${minimumStockNeeds(firmId, filter)}) n),
        priced as (
          select l.*, coalesce(pr.currency_code, 'HUF') as currency_code, pr.unit_price
          from lines l left join lateral (
            select currency_code, unit_price from product_suppliers s
            where s.firm_id = ${firmId} and s.product_id = l.product_id
              and s.supplier_id = l.supplier_id and s.min_quantity <= l.quantity
            order by s.is_preferred desc, (s.currency_code = 'HUF') desc, s.min_quantity desc
            limit 1) pr on true)
        select count(*) over ()::int as total, s.id as supplier_id, s.code as supplier_code,
          s.name as supplier_name, p.currency_code,
          sum(p.quantity * coalesce(p.unit_price, 0))
            over (partition by p.supplier_id, p.currency_code)::numeric(18, 4)::text as group_net,
          pr.id as product_id, pr.code as product_code, pr.name as product_name,
          pr.measure_unit_code as unit, p.quantity::text as quantity,
          p.unit_price::text as unit_price, p.demand_count, p.line_ids,
          p.minimum_stock::text as minimum_stock, p.order_up_to_stock::text as order_up_to_stock,
          p.available::text as available, p.incoming::text as incoming
        from priced p join partners s on s.id = p.supplier_id join products pr on pr.id = p.product_id
        order by s.name, s.id, p.currency_code, pr.code, pr.id, p.minimum_stock nulls first
        offset ${page.offset} limit ${page.limit}`,
  );
}

export interface GeneratorDemandRow {
  supplier_id: number;
  product_id: number;
  line_id: number;
  order_id: number;
  order_number: string;
  customer_name: string;
  open: string;
  wanted_delivery_date: string | null;
}

/** The oldest `each` open demand lines of each (supplier, product) pair, oldest order first. */
export function generatorDemands(
  db: Db,
  firmId: number,
  pairs: readonly { supplierId: number; productId: number }[],
  each: number,
) {
  if (pairs.length === 0) return Promise.resolve([]);
  return queryRows<GeneratorDemandRow>(
    db,
    sql`select x.supplier_id, x.product_id, x.line_id, x.order_id, o.number as order_number,
          c.name as customer_name, x.open::text as open,
          o.wanted_delivery_date::text as wanted_delivery_date
        from unnest(${arrayOf(pairs.map((p) => p.supplierId))}::int[],
                    ${arrayOf(pairs.map((p) => p.productId))}::int[]) as k(s, p)
        cross join lateral (
          select d.*, o.order_date from (${openDemand(firmId, { term: '' })}) d
          join customer_orders o on o.id = d.order_id
          where d.supplier_id = k.s and d.product_id = k.p
          order by o.order_date, o.id, d.line_id limit ${each}) x
        join customer_orders o on o.id = x.order_id
        join partners c on c.id = o.customer_id
        order by x.supplier_id, x.product_id, x.order_date, x.order_id, x.line_id`,
  );
}

/** The supplier-order lines serving the lines of a customer order of the firm. */
export function listSupplies(db: Db, firmId: number, customerOrderId: number) {
  return queryRows<{
    customer_order_line_id: number;
    supplier_order_id: number;
    supplier_order_number: string;
    state: string;
    supplier_name: string;
    product_code: string;
    quantity: string;
    received_quantity: string;
  }>(
    db,
    sql`select d.customer_order_line_id, so.id as supplier_order_id,
          so.number as supplier_order_number, so.state, s.name as supplier_name,
          p.code as product_code, d.quantity::text as quantity,
          l.received_quantity::text as received_quantity
        from customer_order_lines cl
        join supplier_order_line_demands d on d.customer_order_line_id = cl.id
        join supplier_order_lines l on l.id = d.supplier_order_line_id
        join supplier_orders so on so.id = l.supplier_order_id
        join partners s on s.id = so.supplier_id
        join products p on p.id = l.product_id
        where cl.firm_id = ${firmId} and cl.order_id = ${customerOrderId}
        order by cl.position, so.id`,
  );
}

/** Whether the customer order is the firm's. */
export async function hasCustomerOrder(db: Db, firmId: number, id: number) {
  const rows = await queryRows(
    db,
    sql`select 1 from customer_orders where id = ${id} and firm_id = ${firmId}`,
  );
  return rows.length > 0;
}

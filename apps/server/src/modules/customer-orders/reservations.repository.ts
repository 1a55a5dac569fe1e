import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../platform/db/database.ts';

export interface StockNeed {
  lineId: number;
  productId: number;
  quantity: string;
}

/**
 * The order's STOCK lines (or the named ones among them) that have a default storage for the
 * branch (product_storages kind DEFAULT), with that storage, in position order: one query.
 */
export function findStockNeeds(
  db: Db,
  firmId: number,
  order: { orderId: number; branchId: number; lineIds?: readonly number[] | undefined },
) {
  const named = order.lineIds
    ? sql`and l.id = any(${`{${order.lineIds.map(Number).join(',')}}`}::int[])`
    : sql``;
  return queryRows<StockNeed & { storageId: number }>(
    db,
    sql`select l.id as "lineId", l.product_id as "productId", l.quantity::text as quantity,
               s.storage_id as "storageId"
        from customer_order_lines l
        cross join lateral (select min(ps.storage_id) as storage_id from product_storages ps
                            where ps.firm_id = ${firmId} and ps.branch_id = ${order.branchId}
                              and ps.kind = 'DEFAULT' and ps.product_id = l.product_id) s
        where l.order_id = ${order.orderId} and l.fulfilment = 'STOCK'
          and s.storage_id is not null ${named}
        order by l.position`,
  );
}

/** Many reservations in one insert. */
export async function insertReservations(
  db: Db,
  firmId: number,
  rows: readonly (StockNeed & { storageId: number })[],
): Promise<void> {
  if (rows.length === 0) return;
  const col = (f: (r: StockNeed & { storageId: number }) => string | number) =>
    `{${rows.map(f).join(',')}}`;
  await db.execute(
    sql`insert into stock_reservations (firm_id, order_line_id, product_id, storage_id, quantity)
        select ${firmId}, l, p, s, q from unnest(${col((r) => r.lineId)}::int[],
          ${col((r) => r.productId)}::int[], ${col((r) => r.storageId)}::int[],
          ${col((r) => r.quantity)}::numeric[]) as u(l, p, s, q)`,
  );
}

export async function releaseOrder(db: Db, orderId: number): Promise<void> {
  await db.execute(
    sql`delete from stock_reservations where order_line_id in
          (select id from customer_order_lines where order_id = ${orderId})`,
  );
}

export function listReservations(db: Db, orderId: number) {
  return queryRows<{
    order_line_id: number;
    storage_id: number;
    storage_code: string;
    quantity: string;
  }>(
    db,
    sql`select r.order_line_id, r.storage_id, s.code as storage_code, sum(r.quantity)::text as quantity
        from stock_reservations r join storages s on s.id = r.storage_id
        join customer_order_lines l on l.id = r.order_line_id
        where l.order_id = ${orderId}
        group by r.order_line_id, r.storage_id, s.code order by r.order_line_id, s.code`,
  );
}

/**
 * What other orders of the order's firm hold of the order's products: per product and order, the
 * largest holdings first.
 */
export function listHeldByOthers(db: Db, orderId: number) {
  return queryRows<{
    product_id: number;
    order_id: number;
    order_number: string;
    quantity: string;
  }>(
    db,
    sql`select r.product_id, o.id as order_id, o.number as order_number,
               sum(r.quantity)::text as quantity
        from stock_reservations r join customer_order_lines l on l.id = r.order_line_id
        join customer_orders o on o.id = l.order_id
        where r.firm_id = (select firm_id from customer_orders where id = ${orderId})
          and o.id <> ${orderId}
          and r.product_id in (select product_id from customer_order_lines where order_id = ${orderId})
        group by r.product_id, o.id, o.number
        order by sum(r.quantity) desc, o.number`,
  );
}

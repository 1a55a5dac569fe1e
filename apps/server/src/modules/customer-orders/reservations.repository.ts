import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../platform/db/database.ts';

export interface StockNeed {
  lineId: number;
  productId: number;
  quantity: string;
}

/** The default storage of each product for the branch (product_storages kind DEFAULT). */
export function findDefaultStorages(
  db: Db,
  firmId: number,
  branchId: number,
  productIds: number[],
) {
  if (productIds.length === 0) return Promise.resolve([]);
  return queryRows<{ product_id: number; storage_id: number }>(
    db,
    sql`select product_id, min(storage_id) as storage_id from product_storages
        where firm_id = ${firmId} and branch_id = ${branchId} and kind = 'DEFAULT'
          and product_id = any(${`{${productIds.join(',')}}`}::int[])
        group by product_id`,
  );
}

/**
 * Serialises reservations of one product in one storage until the transaction ends: two
 * confirmations for the same stock queue here, so the second sees the first one's reservation.
 */
export async function lockStock(db: Db, storageId: number, productId: number): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(${storageId}::int, ${productId}::int)`);
}

/** On hand (the ledger's sum) minus what is reserved, for one product in one storage. */
export function findAvailable(db: Db, firmId: number, storageId: number, productId: number) {
  return queryRows<{ available: string }>(
    db,
    sql`select ((select coalesce(sum(quantity), 0) from stock_movements
                  where firm_id = ${firmId} and storage_id = ${storageId} and product_id = ${productId})
              - (select coalesce(sum(quantity), 0) from stock_reservations
                  where firm_id = ${firmId} and storage_id = ${storageId} and product_id = ${productId}))::text
            as available`,
  ).then((r) => r[0]!.available);
}

export async function insertReservation(
  db: Db,
  firmId: number,
  need: StockNeed & { storageId: number },
): Promise<void> {
  await db.execute(
    sql`insert into stock_reservations (firm_id, order_line_id, product_id, storage_id, quantity)
        values (${firmId}, ${need.lineId}, ${need.productId}, ${need.storageId}, ${need.quantity})`,
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

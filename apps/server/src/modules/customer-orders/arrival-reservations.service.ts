import { Money } from '@kontor/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { Ctx } from '../../platform/context.ts';
import { type Db, queryRows } from '../../platform/db/database.ts';
import type { StockPair } from '../stock/stock.service.ts';
import { insertReservations, type StockNeed } from './reservations.repository.ts';

const MISSING = sql`l.quantity - l.dispatched_quantity - coalesce((select sum(quantity)
  from stock_reservations sr where sr.order_line_id = l.id), 0)`;

/** Lines of the pair's product (and `which`) that still miss it, oldest order first. */
function findMissingLines(db: Db, firmId: number, pair: StockPair, which: SQL) {
  return queryRows<StockNeed>(
    db,
    sql`select l.id as "lineId", l.product_id as "productId", (${MISSING})::text as quantity
        from customer_order_lines l join customer_orders o on o.id = l.order_id
        where o.firm_id = ${firmId} and l.product_id = ${pair.productId} and ${which}
          and ${MISSING} > 0
        order by o.order_date, o.id, l.position`,
  );
}

/**
 * The STOCK lines of CONFIRMED orders that still miss the product (ordered − dispatched −
 * reserved > 0) and whose default storage for their order's branch is this storage: they take
 * stock arriving there before anyone else.
 */
const defaultPlaceLines = (pair: StockPair) =>
  sql`o.state = 'CONFIRMED' and l.fulfilment = 'STOCK' and exists (
        select 1 from product_storages ps where ps.firm_id = o.firm_id
          and ps.branch_id = o.branch_id and ps.kind = 'DEFAULT'
          and ps.product_id = l.product_id and ps.storage_id = ${pair.storageId})`;

/** Gives `available` to the lines in their order, each as much as it misses. */
async function reserveForLines(
  ctx: Ctx,
  tx: Db,
  pair: StockPair,
  available: Money,
  lines: readonly StockNeed[],
) {
  let left = available;
  const taken = lines.flatMap((line) => {
    const take = Money.min(left, line.quantity);
    left = left.minus(take);
    return take.gt(0) ? [{ ...line, storageId: pair.storageId, quantity: take.toFixed(4) }] : [];
  });
  await insertReservations(tx, ctx.auth.firmId, taken);
  return taken.map((t) => ({ lineId: t.lineId, quantity: t.quantity }));
}

/**
 * Reserves stock that has just arrived in a storage (shelving into a product's default place) for
 * the CONFIRMED orders missing it (README: "Reserving the missing rest…"). The caller holds the
 * pair's lock (`lockStock`) and passes what is available there under it; answers what was
 * reserved, per order line.
 */
export async function reserveArrivedStock(
  ctx: Ctx,
  tx: Db,
  pair: StockPair,
  available: Money,
): Promise<{ lineId: number; quantity: string }[]> {
  if (available.lte(0)) return [];
  const lines = await findMissingLines(tx, ctx.auth.firmId, pair, defaultPlaceLines(pair));
  return reserveForLines(ctx, tx, pair, available, lines);
}

/**
 * Reserves goods bought for the named order lines (a supplier order's receipt, purchasing
 * README) where they landed: the lines of orders still to be delivered (CONFIRMED, IN_PROGRESS,
 * READY) that miss the product, oldest order first. The caller holds the pair's lock.
 */
export async function reservePurchasedStock(
  ctx: Ctx,
  tx: Db,
  pair: StockPair,
  available: Money,
  lineIds: readonly number[],
): Promise<{ lineId: number; quantity: string }[]> {
  if (available.lte(0) || lineIds.length === 0) return [];
  const named = sql`o.state in ('CONFIRMED', 'IN_PROGRESS', 'READY')
    and l.id = any(${`{${lineIds.join(',')}}`}::int[])`;
  const lines = await findMissingLines(tx, ctx.auth.firmId, pair, named);
  return reserveForLines(ctx, tx, pair, available, lines);
}

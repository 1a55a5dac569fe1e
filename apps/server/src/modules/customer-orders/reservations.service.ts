import { Money, type TOrder } from '@kontor/contract';
import type { Ctx } from '../../platform/context.ts';
import type { Db } from '../../platform/db/database.ts';
import { lockStock, pairKey } from '../stock/stock.service.ts';
import * as repo from './reservations.repository.ts';

/**
 * Reserves what is available for the order's STOCK lines, each from its product's default storage
 * for the order's branch; what is not available stays missing on the line (README: reservation).
 * Locks are taken in (storage, product) order, so two confirmations never deadlock.
 */
export async function reserveOrder(
  ctx: Ctx,
  tx: Db,
  order: { orderId: number; branchId: number; lineIds?: readonly number[] },
): Promise<void> {
  const { firmId } = ctx.auth;
  const needs = await repo.findStockNeeds(tx, firmId, order);
  // One read of the lines with their storages, one lock statement and one availability query for
  // the whole order, one insert: confirming 10 000 lines stays a handful of round trips.
  const levels = await lockStock(tx, firmId, needs);
  const available = new Map([...levels].map(([key, level]) => [key, level.available]));
  const taken = needs.flatMap((need) => {
    const key = pairKey(need);
    const left = available.get(key) ?? new Money(0);
    const take = Money.min(left, need.quantity);
    available.set(key, left.minus(take));
    return take.gt(0) ? [{ ...need, quantity: take.toFixed(4) }] : [];
  });
  await repo.insertReservations(tx, firmId, taken);
}

export function releaseOrder(tx: Db, orderId: number): Promise<void> {
  return repo.releaseOrder(tx, orderId);
}

/** The other orders named on a line that misses stock; the rest are left out. */
const HELD_BY_SHOWN = 10;

export async function reserveList(db: Db, order: TOrder) {
  const [rows, held] = await Promise.all([
    repo.listReservations(db, order.id),
    repo.listHeldByOthers(db, order.id),
  ]);
  const heldBy = (productId: number) =>
    held
      .filter((h) => h.product_id === productId)
      .slice(0, HELD_BY_SHOWN)
      .map((h) => ({ orderId: h.order_id, orderNumber: h.order_number, quantity: h.quantity }));
  return order.lines.map((l) => ({
    lineId: l.id,
    position: l.position,
    productId: l.productId,
    productCode: l.productCode,
    productName: l.productName,
    quantity: l.quantity,
    reservedQuantity: l.reservedQuantity,
    missingQuantity: l.missingQuantity,
    reservations: rows
      .filter((r) => r.order_line_id === l.id)
      .map((r) => ({ storageId: r.storage_id, storageCode: r.storage_code, quantity: r.quantity })),
    heldBy: new Money(l.missingQuantity).gt(0) ? heldBy(l.productId) : [],
  }));
}

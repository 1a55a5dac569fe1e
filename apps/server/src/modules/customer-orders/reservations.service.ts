import { Money, type TOrder } from '@kontor/contract';
import type { Ctx } from '../../platform/context.ts';
import type { Db } from '../../platform/db/database.ts';
import * as repo from './reservations.repository.ts';

/**
 * Reserves what is available for the order's STOCK lines, each from its product's default storage
 * for the order's branch; what is not available stays missing on the line (README: reservation).
 * Locks are taken in (storage, product) order, so two confirmations never deadlock.
 */
export async function reserveOrder(
  ctx: Ctx,
  tx: Db,
  order: {
    branchId: number;
    lines: readonly Pick<TOrder['lines'][number], 'id' | 'productId' | 'quantity' | 'fulfilment'>[];
  },
): Promise<void> {
  const { firmId } = ctx.auth;
  const lines = order.lines.filter((l) => l.fulfilment === 'STOCK');
  const storages = new Map(
    (
      await repo.findDefaultStorages(tx, firmId, order.branchId, [
        ...new Set(lines.map((l) => l.productId)),
      ])
    ).map((r) => [r.product_id, r.storage_id]),
  );
  const needs = lines
    .flatMap((l) => {
      const storageId = storages.get(l.productId);
      return storageId === undefined
        ? []
        : [{ lineId: l.id, productId: l.productId, quantity: l.quantity, storageId }];
    })
    .sort((a, b) => a.storageId - b.storageId || a.productId - b.productId);
  for (const need of needs) {
    await repo.lockStock(tx, need.storageId, need.productId);
    const available = new Money(
      await repo.findAvailable(tx, firmId, need.storageId, need.productId),
    );
    const take = Money.min(available, need.quantity);
    if (take.gt(0))
      await repo.insertReservation(tx, firmId, { ...need, quantity: take.toFixed(4) });
  }
}

export function releaseOrder(tx: Db, orderId: number): Promise<void> {
  return repo.releaseOrder(tx, orderId);
}

export async function reserveList(db: Db, order: TOrder) {
  const rows = await repo.listReservations(db, order.id);
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
  }));
}

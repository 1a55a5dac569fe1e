import type { TOrderState, TPickingCycle } from '@kontor/contract';
import { type Ctx, runAction } from '../../platform/context.ts';
import type { Db } from '../../platform/db/database.ts';
import { advanceOrders } from '../customer-orders/orders.service.ts';
import { bookMovements, lockStock, type Movement } from '../stock/stock.service.ts';
import * as repo from './picking.repository.ts';
import { cycleAnswer, loadCycle, refusal, requireCycle } from './picking.view.ts';

/**
 * Moves the cycle's picked orders on in one statement through the orders' own transition rules
 * (`advanceOrders`, in this transaction): READY when every STOCK line of goods waits in the
 * packing location, else IN_PROGRESS once anything of it was picked.
 */
async function moveOrdersOn(ctx: Ctx, tx: Db, orderIds: number[], packingStorageId: number) {
  const moves = (await repo.orderCompleteness(tx, orderIds, packingStorageId)).flatMap((order) => {
    const from = order.state as TOrderState;
    if (from !== 'CONFIRMED' && from !== 'IN_PROGRESS') return [];
    const to = order.complete ? 'READY' : 'IN_PROGRESS';
    return to === from ? [] : [{ id: order.id, from, to } as const];
  });
  await advanceOrders(ctx, tx, moves);
  return moves.map((m) => ({ id: m.id, state: m.to }));
}

/**
 * Closes an IN_PROGRESS cycle in one transaction: locks the cycle, then its orders, then the
 * (shelf, product) and (packing, product) stock pairs (the one lock order), writes TRANSFER
 * movements shelf → packing location naming the cycle, moves the picked quantities'
 * reservations there (dispatch takes them from there), frees the lines and moves the orders on.
 * Unpicked and short quantities stay reserved on the shelf. A second close changes nothing.
 */
export function closeCycle(ctx: Ctx, id: number): Promise<TPickingCycle> {
  const { firmId, userId } = ctx.auth;
  return runAction(ctx, async (tx) => {
    const cycle = await requireCycle(tx, firmId, id, true);
    if (cycle.state === 'CLOSED')
      return {
        result: await loadCycle(tx, firmId, id),
        audit: { entity: 'picking_cycle', entityId: id, action: 'repeated_request' },
      };
    if (cycle.state !== 'IN_PROGRESS')
      throw refusal(
        cycle.state === 'OPEN' ? 'nothing_picked' : 'wrong_state',
        `The picking cycle is ${cycle.state}`,
      );
    await repo.lockCycleOrders(tx, firmId, id);
    const takes = await repo.listTakes(tx, id);
    const packing = cycle.packing_storage_id;
    const movements: Movement[] = takes.flatMap((t) => [
      {
        storageId: t.storageId,
        productId: t.productId,
        quantity: `-${t.quantity}`,
        reason: 'TRANSFER',
      },
      { storageId: packing, productId: t.productId, quantity: t.quantity, reason: 'TRANSFER' },
    ]);
    const levels = await lockStock(tx, firmId, movements);
    await bookMovements(
      tx,
      { firmId, userId },
      { kind: 'PICKING_CYCLE', id, reference: cycle.number },
      movements,
      levels,
    );
    await repo.moveReservations(tx, firmId, packing, takes);
    await repo.releaseLines(tx, id);
    await repo.updateCycle(tx, id, { state: 'CLOSED', closedBy: userId });
    const pickedOrders = [...new Set(takes.map((t) => t.orderId))];
    const orders = await moveOrdersOn(ctx, tx, pickedOrders, packing);
    return cycleAnswer(tx, firmId, id, 'close', {
      before: { state: cycle.state },
      after: { state: 'CLOSED', moved: takes.length, orders },
    });
  });
}

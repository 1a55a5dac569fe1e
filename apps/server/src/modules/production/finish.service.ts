import type { TFinishWorkshopOrderBody } from '@kontor/contract';
import { sql } from 'drizzle-orm';
import { type AuditEntry, type Ctx, runAction } from '../../platform/context.ts';
import { type Db, queryRows } from '../../platform/db/database.ts';
import { fieldError } from '../../platform/errors.ts';
import { insertReservations } from '../customer-orders/reservations.repository.ts';
import { bookMovements } from '../stock/stock.service.ts';
import { consumeMaterials } from './materials.ts';
import * as repo from './workshop-orders.repository.ts';
import {
  loadWorkshopOrder,
  lockWorkshopOrder,
  publishChanges,
  WORKSHOP_ENTITY,
} from './workshop-orders.service.ts';

/** Where the product goes: the named storage, else its default storage in the order's branch. */
async function outputStorage(tx: Db, firmId: number, customerOrderId: number, productId: number) {
  const [row] = await queryRows<{ storage_id: number }>(
    tx,
    sql`select ps.storage_id from product_storages ps join customer_orders o
          on o.branch_id = ps.branch_id and o.id = ${customerOrderId}
        where ps.firm_id = ${firmId} and ps.product_id = ${productId} and ps.kind = 'DEFAULT'`,
  );
  if (!row) throw fieldError('storageId', 'The product has no default storage: name one');
  return row.storage_id;
}

/**
 * Finishes an IN_PRODUCTION workshop order (README "Finishing"), exactly once: under the order's
 * row lock and version, the materials still to consume leave stock (PRODUCTION_USE, their
 * reservations released), the product comes in (PRODUCTION_OUTPUT) and is reserved for its
 * customer-order line, all naming the workshop order; then it is DONE. A second finish finds it
 * DONE (409) and books nothing.
 */
export async function finishInTransaction(
  tx: Db,
  ctx: Ctx,
  id: number,
  body: { version: number | null; storageId: number | null },
): Promise<AuditEntry> {
  const firmId = ctx.auth.firmId;
  const row = await lockWorkshopOrder(tx, firmId, id, body.version, ['IN_PRODUCTION']);
  const storageId =
    body.storageId ?? (await outputStorage(tx, firmId, row.customer_order_id, row.product_id));
  const output = { storageId, productId: row.product_id };
  const { movements, levels } = await consumeMaterials(tx, firmId, id, output);
  await bookMovements(
    tx,
    { firmId, userId: ctx.auth.userId },
    { kind: 'WORKSHOP_ORDER', id, reference: row.number },
    [...movements, { ...output, quantity: row.quantity, reason: 'PRODUCTION_OUTPUT' }],
    levels,
  );
  await repo.setConsumed(tx, id);
  await insertReservations(tx, firmId, [
    { lineId: row.customer_order_line_id, ...output, quantity: row.quantity },
  ]);
  await repo.updateWorkshopOrder(tx, id, { state: 'DONE', finished: { storageId } });
  await publishChanges(tx, firmId);
  return {
    entity: WORKSHOP_ENTITY,
    entityId: id,
    action: 'finish',
    before: { state: row.state },
    after: { state: 'DONE', storageId, consumed: movements, produced: row.quantity },
  };
}

export function finishWorkshopOrder(
  ctx: Ctx,
  id: number,
  body: Omit<TFinishWorkshopOrderBody, 'storageId'> & { storageId: number | null },
) {
  return runAction(ctx, async (tx) => {
    const audit = await finishInTransaction(tx, ctx, id, body);
    return { result: await loadWorkshopOrder(tx, ctx.auth.firmId, id), audit };
  });
}

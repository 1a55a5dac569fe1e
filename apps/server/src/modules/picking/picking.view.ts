import type {
  TPickingCycle,
  TPickingCycleState,
  TPickingCycleSummary,
  TPickingLine,
} from '@kontor/contract';
import type { Db } from '../../platform/db/database.ts';
import { AppError, staleVersion } from '../../platform/errors.ts';
import { publishChange } from '../../platform/events.ts';
import * as repo from './picking.repository.ts';

const iso = (value: string | Date | null) =>
  value === null ? null : new Date(value).toISOString();

export function toSummary(r: repo.CycleRow): TPickingCycleSummary {
  return {
    id: r.id,
    number: r.number,
    state: r.state,
    zoneId: r.zone_id,
    zoneCode: r.zone_code,
    zoneName: r.zone_name,
    packingStorageId: r.packing_storage_id,
    packingStorageCode: r.packing_storage_code,
    assignedUserId: r.assigned_user_id,
    assignedUserName: r.assigned_user_name,
    note: r.note,
    createdAt: iso(r.created_at)!,
    closedAt: iso(r.closed_at),
    due: r.due,
    lineCount: r.line_count,
    confirmedCount: r.confirmed_count,
    orderCount: r.order_count,
    version: r.version,
  };
}

export function toLine(l: repo.LineRow): TPickingLine {
  return {
    id: l.id,
    orderId: l.order_id,
    orderNumber: l.order_number,
    orderLineId: l.order_line_id,
    productId: l.product_id,
    productCode: l.product_code,
    productName: l.product_name,
    productBarcodes: [l.product_code, ...(l.barcode ? [l.barcode] : [])],
    unit: l.unit,
    storageId: l.storage_id,
    storageCode: l.storage_code,
    storagePath: l.storage_path,
    quantity: l.quantity,
    pickedQuantity: l.picked_quantity,
    shortReason: l.short_reason,
    confirmedAt: iso(l.confirmed_at),
  };
}

export const notFound = () => new AppError('NOT_FOUND', 'No such picking cycle');

/** The cycle's head, locked for a change when `forUpdate`; another firm's id is 404. */
export async function requireCycle(db: Db, firmId: number, id: number, forUpdate = false) {
  const row = await repo.findCycle(db, firmId, id, forUpdate);
  if (!row) throw notFound();
  return row;
}

/**
 * Locks the cycle's head for a change, then refuses a stale `version` (when given; whatever the
 * state) and a state not among `states` (409 `wrong_state`): the checks run under the lock,
 * inside the caller's transaction.
 */
export async function lockCycle(
  tx: Db,
  firmId: number,
  id: number,
  states: readonly TPickingCycleState[],
  version?: number,
) {
  const cycle = await requireCycle(tx, firmId, id, true);
  if (version !== undefined && cycle.version !== version) throw staleVersion('picking cycle');
  if (!states.includes(cycle.state))
    throw refusal('wrong_state', `The picking cycle is ${cycle.state}`);
  return cycle;
}

export async function loadCycle(db: Db, firmId: number, id: number): Promise<TPickingCycle> {
  const head = await requireCycle(db, firmId, id);
  // One after the other: `db` may be a transaction's single connection.
  const lines = await repo.listLines(db, id);
  const orders = await repo.listCycleOrders(db, id);
  return {
    ...toSummary(head),
    orders: orders.map((o) => ({
      id: o.id,
      number: o.number,
      customerName: o.customer_name,
      state: o.state,
      wantedDeliveryDate: o.wanted_delivery_date,
    })),
    lines: lines.map(toLine),
  };
}

/**
 * A refusal of the cycle's rules: 409 with a machine code in `errors` (the page shows
 * `PICKING.ERROR.<CODE>` from the dictionary, never this English detail).
 */
export function refusal(code: string, detail: string, path = 'state') {
  return new AppError('INVALID_STATE', detail, { errors: [{ path, message: detail, code }] });
}

/**
 * The answer of a change to a cycle, inside its transaction: the floor's dashboards are told, and
 * the cycle as it now stands comes back with its audit row.
 */
export async function cycleAnswer(
  tx: Db,
  firmId: number,
  id: number,
  action: string,
  change: { before?: unknown; after?: unknown },
) {
  await publishChange(tx, firmId, 'warehouse');
  return {
    result: await loadCycle(tx, firmId, id),
    audit: { entity: 'picking_cycle', entityId: id, action, ...change },
  };
}

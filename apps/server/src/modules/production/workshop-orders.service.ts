import {
  Money,
  type TCreateWorkshopOrdersBody,
  type TWorkshopOrder,
  type TWorkshopOrderHeader,
  type TWorkshopOrderState,
  type TWorkshopOrderTarget,
} from '@kontor/contract';
import { todayInHungary } from '../../platform/business-day.ts';
import { type AuditEntry, type Ctx, runAction } from '../../platform/context.ts';
import type { Db } from '../../platform/db/database.ts';
import { AppError, fieldError } from '../../platform/errors.ts';
import { publishChange } from '../../platform/events.ts';
import { nextDocumentNumber } from '../../platform/number-series.ts';
import { requireAcceptedProof } from '../design-proofs/design-proofs.service.ts';
import { pageAnswer, rowWindow } from '../shelving/paging.ts';
import { releaseMaterials, reserveMaterials } from './materials.ts';
import * as repo from './workshop-orders.repository.ts';

/** The number series of workshop orders: `MH-2026-000123` (műhelyrendelés). */
export const WORKSHOP_ORDER_SERIES = 'MH';
export const WORKSHOP_ENTITY = 'workshop-order';

export const toHeader = (r: repo.WorkshopOrderRow): TWorkshopOrderHeader => ({
  id: r.id,
  number: r.number,
  state: r.state,
  customerOrderId: r.customer_order_id,
  customerOrderNumber: r.customer_order_number,
  customerOrderLineId: r.customer_order_line_id,
  customerId: r.customer_id,
  customerName: r.customer_name,
  productId: r.product_id,
  productCode: r.product_code,
  productName: r.product_name,
  unit: r.unit,
  quantity: r.quantity,
  wantedDate: r.wanted_date,
  teamId: r.team_id,
  teamName: r.team_name,
  scheduledDate: r.scheduled_date,
  cannotProduceReason: r.cannot_produce_reason,
  materialsReserved: r.materials_reserved,
  startedAt: r.started_at,
  finishedAt: r.finished_at,
  version: r.version,
});

/** One of the firm's workshop orders with its materials (else 404). */
export async function loadWorkshopOrder(db: Db, firmId: number, id: number) {
  const row = await repo.findWorkshopOrder(db, firmId, id);
  if (!row) throw new AppError('NOT_FOUND', 'No such workshop order');
  return withMaterials(db, row);
}

async function withMaterials(db: Db, row: repo.WorkshopOrderRow): Promise<TWorkshopOrder> {
  const materials = await repo.listMaterials(db, row.id);
  return {
    ...toHeader(row),
    note: row.note,
    outputStorageId: row.output_storage_id,
    materials: materials.map((m) => ({
      componentId: m.component_id,
      code: m.code,
      name: m.name,
      unit: m.unit,
      quantityPerUnit: m.quantity_per_unit,
      quantity: m.quantity,
      reservedQuantity: m.reserved_quantity,
      consumedQuantity: m.consumed_quantity,
    })),
  };
}

export function getWorkshopOrder(ctx: Ctx, id: number) {
  return loadWorkshopOrder(ctx.db, ctx.auth.firmId, id);
}

export async function listWorkshopOrders(
  ctx: Ctx,
  query: {
    state?: TWorkshopOrderState | undefined;
    from_date?: string | undefined;
    to_date?: string | undefined;
    team_id?: number | undefined;
    customer_id?: number | undefined;
    term: string;
    page_number: number;
    page_size: number;
  },
) {
  const filter = {
    state: query.state,
    fromDate: query.from_date,
    toDate: query.to_date,
    teamId: query.team_id,
    customerId: query.customer_id,
    term: query.term,
  };
  const rows = await repo.listWorkshopOrders(ctx.db, ctx.auth.firmId, filter, rowWindow(query));
  return pageAnswer(query, rows, toHeader);
}

/** The workshop's output list (`GET /delivery/workshop-order/`): booked from `from`, or done since. */
export async function listWorkshopOutput(ctx: Ctx, from: string | undefined) {
  const rows = await repo.listWorkshopOrders(ctx.db, ctx.auth.firmId, {
    term: '',
    outputFrom: from ?? todayInHungary(),
  });
  return rows.map(toHeader);
}

/** The customer orders whose lines the workshop makes: confirmed, not yet delivered. */
const OPEN_ORDER_STATES = ['CONFIRMED', 'IN_PROGRESS', 'READY'];

/** The lines to make: the named ones (each a PRODUCTION line of the order) or every PRODUCTION line. */
async function linesToMake(tx: Db, orderId: number, lineIds: readonly number[] | undefined) {
  const lines = await repo.listOrderLines(tx, orderId, lineIds);
  for (const [i, id] of (lineIds ?? []).entries()) {
    const line = lines.find((l) => l.id === id);
    if (!line) throw fieldError(`lineIds.${i}`, 'Not a line of this order');
    if (line.fulfilment !== 'PRODUCTION')
      throw fieldError(`lineIds.${i}`, 'The line is not fulfilled by the workshop (PRODUCTION)');
  }
  const production = lines.filter((l) => l.fulfilment === 'PRODUCTION');
  if (production.length === 0)
    throw new AppError('INVALID_STATE', 'The order has no line fulfilled by the workshop');
  return production.filter((l) => !l.has_workshop_order);
}

/**
 * Makes a PLANNED workshop order of each PRODUCTION line that has none (README "Never twice"):
 * the customer order's row lock serialises two such calls, so the second sees the first one's
 * orders and makes none (the partial unique index on the line is the backstop).
 */
export function createWorkshopOrders(ctx: Ctx, orderId: number, body: TCreateWorkshopOrdersBody) {
  return runAction(ctx, async (tx) => {
    const firmId = ctx.auth.firmId;
    const order = await repo.lockCustomerOrder(tx, firmId, orderId);
    if (!order) throw new AppError('NOT_FOUND', 'No such customer order');
    if (!OPEN_ORDER_STATES.includes(order.state))
      throw new AppError('INVALID_STATE', `The customer order ${order.number} is ${order.state}`);
    const ids: number[] = [];
    for (const line of await linesToMake(tx, orderId, body.lineIds)) {
      const number = await nextDocumentNumber(tx, firmId, WORKSHOP_ORDER_SERIES, todayInHungary());
      const id = await repo.insertWorkshopOrder(tx, ctx.auth, {
        number,
        customerOrderId: orderId,
        lineId: line.id,
        productId: line.product_id,
        quantity: line.quantity,
        wantedDate: body.wantedDate === undefined ? order.wanted_delivery_date : body.wantedDate,
        note: body.note ?? '',
      });
      const components = await repo.listComponents(tx, firmId, line.product_id);
      await repo.insertMaterials(
        tx,
        firmId,
        id,
        components.map((c) => ({
          componentId: c.component_id,
          perUnit: c.quantity_per_unit,
          quantity: new Money(c.quantity_per_unit).times(line.quantity).toFixed(4),
        })),
      );
      await reserveMaterials(tx, firmId, id);
      ids.push(id);
    }
    await publishChanges(tx, firmId);
    const created = [];
    for (const id of ids) created.push(await loadWorkshopOrder(tx, firmId, id));
    const all = await repo.listWorkshopOrders(tx, firmId, { term: '', customerOrderId: orderId });
    return {
      result: { created, all: all.map(toHeader) },
      audit: {
        entity: 'customer-order',
        entityId: orderId,
        action: 'create-workshop-orders',
        after: { workshopOrders: created.map((w) => ({ id: w.id, number: w.number })) },
      },
    };
  });
}

/** A workshop change shows on the schedule and on the floor's dashboard badges. */
export async function publishChanges(tx: Db, firmId: number) {
  await publishChange(tx, firmId, 'schedule');
  await publishChange(tx, firmId, 'warehouse');
}

/** The workshop order locked for this transaction, at the version and in a state the caller expects. */
export async function lockWorkshopOrder(
  tx: Db,
  firmId: number,
  id: number,
  version: number | null,
  states: readonly TWorkshopOrderState[],
) {
  const row = await repo.findWorkshopOrder(tx, firmId, id, true);
  if (!row) throw new AppError('NOT_FOUND', 'No such workshop order');
  if (version !== null && row.version !== version)
    throw new AppError('STALE_VERSION', 'The workshop order was changed by someone else', {
      errors: [{ path: 'version', message: 'Stale version', code: 'stale' }],
    });
  if (!states.includes(row.state))
    throw new AppError('INVALID_STATE', `The workshop order ${row.number} is ${row.state}`);
  return row;
}

/** Where each state the state call moves into may be reached from (README "States"). */
export const FROM: Record<TWorkshopOrderTarget, TWorkshopOrderState[]> = {
  PLANNED: ['CANNOT_PRODUCE'],
  IN_PRODUCTION: ['SCHEDULED'],
  CANNOT_PRODUCE: ['PLANNED', 'SCHEDULED', 'IN_PRODUCTION'],
  CANCELLED: ['PLANNED', 'SCHEDULED', 'IN_PRODUCTION', 'CANNOT_PRODUCE'],
};

/**
 * Starts production of a SCHEDULED workshop order (→ IN_PRODUCTION) inside the caller's
 * transaction: the row is locked and its state and version checked here. Every gate on starting
 * (a design proof to be accepted first, …) belongs in this function, so every way of starting
 * passes it.
 */
export async function startWorkshopOrder(
  tx: Db,
  firmId: number,
  id: number,
  version: number | null,
): Promise<AuditEntry> {
  const row = await lockWorkshopOrder(tx, firmId, id, version, FROM.IN_PRODUCTION);
  await requireAcceptedProof(tx, firmId, row.customer_order_line_id);
  await repo.updateWorkshopOrder(tx, id, { state: 'IN_PRODUCTION', started: true });
  return auditOf(row, 'start', 'IN_PRODUCTION');
}

const auditOf = (row: repo.WorkshopOrderRow, action: string, state: TWorkshopOrderState) => ({
  entity: WORKSHOP_ENTITY,
  entityId: row.id,
  action,
  before: { state: row.state },
  after: { state },
});

/**
 * Marks a workshop order as one that cannot be made, with the reason (the workshop page and the
 * dashboard's cannot-produce action). Its materials stay reserved: the reason is often passing.
 */
export async function markCannotProduce(
  tx: Db,
  firmId: number,
  id: number,
  version: number | null,
  reason: string,
): Promise<AuditEntry> {
  const row = await lockWorkshopOrder(tx, firmId, id, version, FROM.CANNOT_PRODUCE);
  await repo.updateWorkshopOrder(tx, id, { state: 'CANNOT_PRODUCE', reason });
  return {
    ...auditOf(row, 'cannot-produce', 'CANNOT_PRODUCE'),
    after: { state: 'CANNOT_PRODUCE', reason },
  };
}

export async function planAgain(tx: Db, firmId: number, id: number, version: number | null) {
  const row = await lockWorkshopOrder(tx, firmId, id, version, FROM.PLANNED);
  await repo.updateWorkshopOrder(tx, id, {
    state: 'PLANNED',
    team: { teamId: null, day: null },
  });
  await reserveMaterials(tx, firmId, id);
  return auditOf(row, 'plan-again', 'PLANNED');
}

async function cancel(tx: Db, firmId: number, id: number, version: number) {
  const row = await lockWorkshopOrder(tx, firmId, id, version, FROM.CANCELLED);
  await repo.updateWorkshopOrder(tx, id, { state: 'CANCELLED' });
  await releaseMaterials(tx, id);
  return auditOf(row, 'cancel', 'CANCELLED');
}

export function changeWorkshopOrderState(
  ctx: Ctx,
  id: number,
  body: { state: TWorkshopOrderTarget; version: number; reason: string },
) {
  return runAction(ctx, async (tx) => {
    const firmId = ctx.auth.firmId;
    const audit =
      body.state === 'IN_PRODUCTION'
        ? await startWorkshopOrder(tx, firmId, id, body.version)
        : body.state === 'CANNOT_PRODUCE'
          ? await markCannotProduce(tx, firmId, id, body.version, body.reason)
          : body.state === 'PLANNED'
            ? await planAgain(tx, firmId, id, body.version)
            : await cancel(tx, firmId, id, body.version);
    await publishChanges(tx, firmId);
    return { result: await loadWorkshopOrder(tx, firmId, id), audit };
  });
}

import {
  Money,
  type TPickingCycle,
  type TPickingCycleState,
  type ZConfirmPickingLineBody,
  type ZCreatePickingCycleBody,
  type ZUpdatePickingCycleBody,
} from '@kontor/contract';
import type { z } from 'zod';
import { todayInHungary } from '../../platform/business-day.ts';
import { type Ctx, runAction } from '../../platform/context.ts';
import type { Db } from '../../platform/db/database.ts';
import { AppError, fieldError } from '../../platform/errors.ts';
import { publishChange } from '../../platform/events.ts';
import { nextDocumentNumber } from '../../platform/number-series.ts';
import { readSetting } from '../settings/settings.service.ts';
import * as repo from './picking.repository.ts';
import { cycleAnswer, loadCycle, lockCycle, refusal, toSummary } from './picking.view.ts';

/** Picking cycles take their numbers from this series: `KGY-2026-000001`. */
export const PICKING_SERIES = 'KGY';

/** States in which the cycle is open: its lines hold their reservations against other cycles. */
const OPEN_STATES: readonly TPickingCycleState[] = ['OPEN', 'IN_PROGRESS'];

export function getCycle(ctx: Ctx, id: number): Promise<TPickingCycle> {
  return loadCycle(ctx.db, ctx.auth.firmId, id);
}

export async function listCycles(
  ctx: Ctx,
  query: {
    state?: TPickingCycleState | undefined;
    zone_id?: number | undefined;
    assigned_user_id?: number | undefined;
    term: string;
    page_number: number;
    page_size: number;
  },
) {
  const rows = await repo.listCycles(
    ctx.db,
    ctx.auth.firmId,
    {
      state: query.state,
      zoneId: query.zone_id,
      assignedUserId: query.assigned_user_id,
      term: query.term,
    },
    { offset: query.page_number * query.page_size, limit: query.page_size },
  );
  return {
    items: rows.map(toSummary),
    page_number: query.page_number,
    page_size: query.page_size,
    total: rows[0]?.total ?? 0,
  };
}

export async function findNonStartedCycle(ctx: Ctx) {
  const row = await repo.findNonStarted(ctx.db, ctx.auth.firmId, ctx.auth.userId);
  return { cycle: row ? toSummary(row) : null };
}

export async function listWorkers(ctx: Ctx) {
  const rows = await repo.listWorkers(ctx.db, ctx.auth.firmId);
  return rows.map((r) => ({ ...r, isMe: r.id === ctx.auth.userId }));
}

async function requireZone(db: Db, firmId: number, zoneId: number) {
  const zone = await repo.findStorage(db, firmId, zoneId);
  if (zone?.type !== 'ZONE') throw fieldError('zoneId', 'No such storage zone');
  return zone;
}

export async function listCandidates(ctx: Ctx, query: { zone_id: number; limit: number }) {
  await requireZone(ctx.db, ctx.auth.firmId, query.zone_id);
  const rows = await repo.listCandidates(ctx.db, ctx.auth.firmId, query.zone_id, query.limit);
  return rows.map((r) => ({
    orderId: r.order_id,
    number: r.number,
    customerName: r.customer_name,
    orderDate: r.order_date,
    wantedDeliveryDate: r.wanted_delivery_date,
    lineCount: r.line_count,
  }));
}

/** The packing location of the zone's branch (setting `warehouse.packingStoragePerBranch`). */
async function packingStorageOf(tx: Db, firmId: number, branchId: number): Promise<number> {
  const perBranch = await readSetting(tx, firmId, 'warehouse.packingStoragePerBranch');
  const storageId = perBranch[String(branchId)];
  if (!storageId)
    throw refusal('no_packing_storage', 'No packing location is set for the branch', 'zoneId');
  return storageId;
}

async function checkWorker(tx: Db, firmId: number, userId: number | null | undefined) {
  if (userId && !(await repo.isActiveUserOfFirm(tx, firmId, userId)))
    throw fieldError('assignedUserId', 'No such user in the firm');
}

/** The due orders of the zone, whole, while their lines fit in `maxLines` (at least one). */
async function proposeOrders(tx: Db, firmId: number, zoneId: number, maxLines: number) {
  const candidates = await repo.listCandidates(tx, firmId, zoneId, 200);
  const chosen: number[] = [];
  let lines = 0;
  for (const c of candidates) {
    if (chosen.length > 0 && lines + c.line_count > maxLines) break;
    chosen.push(c.order_id);
    lines += c.line_count;
  }
  return chosen;
}

/**
 * Takes the orders' pickable lines of the zone into the cycle; an order that brings none (not
 * the firm's, not waiting to be picked, nothing reserved in the zone, or every line already in an
 * open cycle) refuses the whole call, naming it.
 */
async function takeOrders(
  tx: Db,
  firmId: number,
  cycle: { id: number; zoneId: number },
  orderIds: readonly number[],
  path: string,
) {
  await repo.insertLines(tx, firmId, cycle.id, cycle.zoneId, orderIds);
  const taken = new Set((await repo.listCycleOrders(tx, cycle.id)).map((o) => o.id));
  const index = orderIds.findIndex((id) => !taken.has(id));
  if (index >= 0)
    throw refusal(
      'order_not_pickable',
      `Order ${orderIds[index]} has nothing to pick in the zone`,
      `${path}.${index}`,
    );
}

export function createCycle(
  ctx: Ctx,
  body: z.output<typeof ZCreatePickingCycleBody>,
): Promise<TPickingCycle> {
  const { firmId, userId } = ctx.auth;
  return runAction(ctx, async (tx) => {
    const zoneId = body.zoneId ?? (await repo.findFirstDueZone(tx, firmId));
    if (zoneId === null) throw refusal('nothing_to_pick', 'No order waits to be picked');
    const zone = await requireZone(tx, firmId, zoneId);
    const packingStorageId = await packingStorageOf(tx, firmId, zone.branch_id);
    await checkWorker(tx, firmId, body.assignedUserId);
    const orderIds = body.orderIds ?? (await proposeOrders(tx, firmId, zoneId, body.maxLines));
    if (orderIds.length === 0) throw refusal('nothing_to_pick', 'No order waits in the zone');
    const number = await nextDocumentNumber(tx, firmId, PICKING_SERIES, todayInHungary());
    const id = await repo.insertCycle(tx, firmId, {
      number,
      zoneId,
      packingStorageId,
      assignedUserId: body.assignedUserId,
      note: body.note,
      userId,
    });
    if (body.orderIds) await takeOrders(tx, firmId, { id, zoneId }, orderIds, 'orderIds');
    // A proposal takes what is still free when it writes (a parallel one may have won some).
    else if ((await repo.insertLines(tx, firmId, id, zoneId, orderIds)) === 0)
      throw refusal('nothing_to_pick', 'No order waits in the zone');
    await publishChange(tx, firmId, 'warehouse');
    const created = await loadCycle(tx, firmId, id);
    return {
      result: created,
      audit: {
        entity: 'picking_cycle',
        entityId: id,
        action: 'create',
        after: { number, zoneId, orderIds, lines: created.lines.length },
      },
    };
  });
}

export function updateCycle(
  ctx: Ctx,
  id: number,
  body: z.output<typeof ZUpdatePickingCycleBody>,
): Promise<TPickingCycle> {
  const { firmId } = ctx.auth;
  return runAction(ctx, async (tx) => {
    const changesOrders = Boolean(body.addOrderIds || body.removeOrderIds);
    const states = changesOrders ? ['OPEN' as const] : OPEN_STATES;
    const before = await lockCycle(tx, firmId, id, states, body.version);
    await checkWorker(tx, firmId, body.assignedUserId);
    if (body.removeOrderIds) await repo.deleteOrderLines(tx, id, body.removeOrderIds);
    if (body.addOrderIds)
      await takeOrders(tx, firmId, { id, zoneId: before.zone_id }, body.addOrderIds, 'addOrderIds');
    if (changesOrders && (await repo.listCycleOrders(tx, id)).length === 0)
      throw refusal('last_order', 'A picking cycle keeps at least one order', 'removeOrderIds');
    await repo.updateCycle(tx, id, { assignedUserId: body.assignedUserId, note: body.note });
    return cycleAnswer(tx, firmId, id, 'update', {
      before: { assignedUserId: before.assigned_user_id, note: before.note },
      after: body,
    });
  });
}

const sameCode = (a: string, b: string) => a.toLocaleUpperCase('hu') === b.toLocaleUpperCase('hu');

/**
 * Confirms one line with its total picked quantity (a resend sets the same value again). The
 * first confirmation starts the cycle (OPEN → IN_PROGRESS).
 */
export function confirmLine(
  ctx: Ctx,
  id: number,
  lineId: number,
  body: z.output<typeof ZConfirmPickingLineBody>,
): Promise<TPickingCycle> {
  const { firmId, userId } = ctx.auth;
  return runAction(ctx, async (tx) => {
    const cycle = await lockCycle(tx, firmId, id, OPEN_STATES);
    const line = (await repo.listLines(tx, id)).find((l) => l.id === lineId);
    if (!line) throw new AppError('NOT_FOUND', 'No such line in the picking cycle');
    if (body.locationCode !== undefined && !sameCode(body.locationCode, line.storage_code))
      throw fieldError('locationCode', `Not the line's location (${line.storage_code})`);
    const codes = [line.product_code, ...(line.barcode ? [line.barcode] : [])];
    if (body.productCode !== undefined && !codes.some((c) => sameCode(c, body.productCode!)))
      throw fieldError('productCode', `Not the line's product (${line.product_code})`);
    const picked = new Money(body.pickedQuantity);
    if (picked.gt(line.quantity))
      throw fieldError('pickedQuantity', `At most ${line.quantity} may be picked`);
    const short = picked.lt(line.quantity);
    if (short && !body.shortReason)
      throw fieldError('shortReason', 'A short pick needs its reason');
    await repo.confirmLine(tx, lineId, {
      pickedQuantity: picked.toFixed(4),
      shortReason: short ? body.shortReason : null,
      userId,
    });
    // Confirmations leave the version alone (it guards the office's edits of the head), except
    // the first, which starts the cycle.
    if (cycle.state === 'OPEN')
      await repo.updateCycle(tx, id, { state: 'IN_PROGRESS', started: true });
    return cycleAnswer(tx, firmId, id, 'confirm_line', {
      before: { lineId, pickedQuantity: line.picked_quantity, state: cycle.state },
      after: {
        lineId,
        pickedQuantity: picked.toFixed(4),
        shortReason: short ? body.shortReason : null,
      },
    });
  });
}

/** Cancels an OPEN cycle: nothing was picked, its lines are free for another cycle. */
export function cancelCycle(ctx: Ctx, id: number): Promise<TPickingCycle> {
  const { firmId } = ctx.auth;
  return runAction(ctx, async (tx) => {
    const cycle = await lockCycle(tx, firmId, id, ['OPEN']);
    await repo.releaseLines(tx, id);
    await repo.updateCycle(tx, id, { state: 'CANCELLED', closedBy: ctx.auth.userId });
    return cycleAnswer(tx, firmId, id, 'cancel', {
      before: { state: cycle.state },
      after: { state: 'CANCELLED' },
    });
  });
}

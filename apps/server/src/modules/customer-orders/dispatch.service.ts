import {
  Money,
  type TDispatch,
  type TDispatchBody,
  type TDispatchValidation,
  type TFieldError,
  type TLanguage,
} from '@kontor/contract';
import { todayInHungary } from '../../platform/business-day.ts';
import { type Ctx, writeAudit } from '../../platform/context.ts';
import type { Db } from '../../platform/db/database.ts';
import { AppError, staleVersion } from '../../platform/errors.ts';
import { nextDocumentNumber } from '../../platform/number-series.ts';
import { lockStock } from '../stock/stock.service.ts';
import { getProfile } from '../users/users.service.ts';
import * as repo from './dispatch.repository.ts';
import { blocksAnyDispatch, dispatchReasons, type Reason, remainingOf } from './dispatch.rules.ts';
import { setPortalStatus } from './orders.repository.ts';
import { huDecimal, salesText } from './texts.ts';

/** Delivery notes (szállítólevél) take their numbers from this series. */
export const DISPATCH_SERIES = 'SZL';

function reasonText(language: TLanguage, r: Reason): string {
  const params = { ...r.params };
  if (params.state) params.state = salesText(language, `DISPATCH.ORDER_STATE.${params.state}`);
  return salesText(language, `DISPATCH.REASON.${r.code}`, params);
}

async function languageOf(ctx: Ctx, db: Db): Promise<TLanguage> {
  return (await getProfile({ ...ctx, db })).language;
}

async function readOrder(ctx: Ctx, db: Db, orderId: number, forUpdate: boolean) {
  const order = await repo.findOrderForDispatch(db, ctx.auth.firmId, orderId, forUpdate);
  if (!order) throw new AppError('NOT_FOUND', 'No such customer order');
  return { order, lines: await repo.listDispatchLines(db, orderId) };
}

export async function validateBeforeDispatch(
  ctx: Ctx,
  orderId: number,
): Promise<TDispatchValidation> {
  const { order, lines } = await readOrder(ctx, ctx.db, orderId, false);
  const reasons = dispatchReasons(order, lines);
  const language = await languageOf(ctx, ctx.db);
  return {
    orderId,
    canDispatch: reasons.length === 0,
    canDispatchPartly:
      !reasons.some(blocksAnyDispatch) &&
      lines.some((l) => remainingOf(l).gt(0) && new Money(l.reserved).gt(0)),
    reasons: reasons.map((r) => ({
      code: r.code,
      lineId: r.lineId,
      message: reasonText(language, r),
    })),
  };
}

const PATH_OF: Record<Reason['code'], string> = {
  WRONG_STATE: 'state',
  CANCELLED: 'state',
  ALREADY_DISPATCHED: 'state',
  CUSTOMER_BLOCKED: 'customerId',
  MISSING_DELIVERY_ADDRESS: 'deliveryAddress',
  NO_LINES: 'lines',
  UNRESERVED_LINE: 'lines',
};

function refused(language: TLanguage, reasons: Reason[], lines: repo.DispatchLineRow[]) {
  const errors: TFieldError[] = reasons.map((r) => ({
    path:
      r.lineId === null ? PATH_OF[r.code] : `lines.${lines.findIndex((l) => l.id === r.lineId)}`,
    message: reasonText(language, r),
    code: r.code.toLowerCase(),
  }));
  return new AppError('INVALID_STATE', 'The order cannot be dispatched', { errors });
}

/** The quantities to send per line: the body's, or everything not yet dispatched. */
function wanted(
  body: TDispatchBody,
  lines: repo.DispatchLineRow[],
  language: TLanguage,
  reasons: Reason[],
) {
  if (!body.lines) {
    if (reasons.length) throw refused(language, reasons, lines);
    return lines
      .filter((l) => remainingOf(l).gt(0))
      .map((l) => ({ line: l, quantity: remainingOf(l) }));
  }
  const byId = new Map(lines.map((l) => [l.id, l]));
  const seen = new Set<number>();
  const errors: TFieldError[] = [];
  const picked = body.lines.flatMap((want, i) => {
    const line = byId.get(want.orderLineId);
    if (!line || seen.has(want.orderLineId)) {
      errors.push({
        path: `lines.${i}.orderLineId`,
        message: line ? 'The line is listed twice' : 'Not a line of the order',
        code: 'invalid',
      });
      return [];
    }
    seen.add(line.id);
    const quantity = new Money(want.quantity);
    const reserved = Money.min(line.reserved, remainingOf(line));
    if (quantity.gt(reserved)) {
      const missing = quantity.minus(reserved).toFixed(4);
      errors.push({
        path: `lines.${i}.quantity`,
        message: reasonText(language, {
          code: 'UNRESERVED_LINE',
          lineId: line.id,
          params: {
            position: String(line.position),
            code: line.product_code,
            missing: huDecimal(missing),
            unit: line.unit,
          },
        }),
        code: 'unreserved_line',
      });
      return [];
    }
    return [{ line, quantity }];
  });
  if (errors.length) throw new AppError('VALIDATION_FAILED', 'A line cannot leave', { errors });
  return picked;
}

/**
 * Dispatches in the caller's transaction (the invoices area's dispatchAndInvoice composes it):
 * locks the order, checks version and every reason, takes the quantities out of the lines'
 * reservations (stock movements out of the reserved storages, reservations released by as much),
 * writes the delivery note (SZL) and its audit row, and moves the order to DISPATCHED once every
 * line has fully left. A partly dispatched order keeps its state (README: dispatch).
 */
export async function dispatchOrderIn(
  tx: Db,
  ctx: Ctx,
  orderId: number,
  body: TDispatchBody,
): Promise<TDispatch> {
  const { firmId, userId } = ctx.auth;
  const { order, lines } = await readOrder(ctx, tx, orderId, true);
  if (order.version !== body.version) throw staleVersion('customer order');
  const language = await languageOf(ctx, tx);
  const reasons = dispatchReasons(order, lines);
  const blocking = reasons.filter(blocksAnyDispatch);
  if (blocking.length) throw refused(language, blocking, lines);
  const picked = wanted(body, lines, language, reasons);

  const number = await nextDocumentNumber(tx, firmId, DISPATCH_SERIES, todayInHungary());
  const dispatchId = await repo.insertDispatch(tx, firmId, { orderId, number, userId });
  const reservations = await repo.listLineReservations(
    tx,
    picked.map((p) => p.line.id),
  );
  await lockStock(
    tx,
    firmId,
    reservations.map((r) => ({ storageId: r.storage_id, productId: r.product_id })),
  );

  const movements: TDispatch['movements'] = [];
  for (const { line, quantity } of picked) {
    if (line.is_service) {
      await repo.deliverService(tx, {
        dispatchId,
        orderLineId: line.id,
        quantity: quantity.toFixed(4),
      });
      continue;
    }
    let left = quantity;
    for (const r of reservations.filter((x) => x.order_line_id === line.id)) {
      if (left.lte(0)) break;
      const take = Money.min(left, r.quantity);
      await repo.takeFromReservation(tx, firmId, {
        dispatchId,
        reference: number,
        userId,
        reservationId: r.id,
        orderLineId: line.id,
        productId: r.product_id,
        storageId: r.storage_id,
        quantity: take.toFixed(4),
        usesUp: take.gte(r.quantity),
      });
      movements.push({ orderLineId: line.id, storageId: r.storage_id, quantity: take.toFixed(4) });
      left = left.minus(take);
    }
  }
  const complete = lines.every((l) => {
    const sent = picked.find((p) => p.line.id === l.id)?.quantity ?? new Money(0);
    return remainingOf(l).minus(sent).lte(0);
  });
  const orderState = complete ? 'DISPATCHED' : order.state;
  const orderVersion = await repo.bumpOrder(tx, orderId, {
    userId,
    ...(complete && { state: 'DISPATCHED' }),
  });
  if (complete) await setPortalStatus(tx, firmId, order.number, 'DISPATCHED');
  const result: TDispatch = {
    dispatchId,
    number,
    orderId,
    orderState,
    orderVersion,
    lines: picked.map((p) => ({ orderLineId: p.line.id, quantity: p.quantity.toFixed(4) })),
    movements,
  };
  await writeAudit(
    tx,
    { userId, firmId, requestId: ctx.requestId },
    {
      entity: 'customer_order',
      entityId: orderId,
      action: 'dispatch',
      before: { state: order.state },
      after: result,
    },
  );
  return result;
}

/** A dispatch already made, answered as when it was made (the order's state as it is now). */
export async function dispatchAnswer(db: Db, dispatchId: number): Promise<TDispatch> {
  const found = await repo.findDispatch(db, dispatchId);
  if (!found) throw new AppError('NOT_FOUND', 'No such dispatch');
  const { head, lines } = found;
  const perLine = new Map<number, Money>();
  for (const l of lines)
    perLine.set(l.order_line_id, (perLine.get(l.order_line_id) ?? new Money(0)).plus(l.quantity));
  return {
    dispatchId: head.id,
    number: head.number,
    orderId: head.order_id,
    orderState: head.state,
    orderVersion: head.version,
    lines: [...perLine].map(([orderLineId, q]) => ({ orderLineId, quantity: q.toFixed(4) })),
    movements: lines.flatMap((l) =>
      l.storage_id === null
        ? []
        : [{ orderLineId: l.order_line_id, storageId: l.storage_id, quantity: l.quantity }],
    ),
  };
}

export function dispatchOrder(ctx: Ctx, orderId: number, body: TDispatchBody): Promise<TDispatch> {
  return ctx.db.transaction((tx) => dispatchOrderIn(tx, ctx, orderId, body));
}

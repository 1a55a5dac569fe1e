import {
  Money,
  roundMoney,
  type TOrder,
  type ZConvertPriceQuery,
  type ZOrderEmployeeBody,
} from '@kontor/contract';
import type { z } from 'zod';
import { type Ctx, runAction } from '../../platform/context.ts';
import { fieldError } from '../../platform/errors.ts';
import { findActiveEmployee } from '../employees/employees.service.ts';
import { getSafeRate } from '../reference-data/currencies.service.ts';
import * as docs from './documents.repository.ts';
import * as repo from './orders.repository.ts';
import { getOrder, ORDER, requireOrder } from './orders.service.ts';
import { lockDocument } from './sales-document/document.service.ts';

/**
 * Sets the employee who took the order (`createdByEmployeeId`) or last changed it
 * (`modifiedByEmployeeId`): the person on the phone, not the user who typed it. Any state but
 * CANCELLED; versioned like every edit.
 */
export function setOrderEmployee(
  ctx: Ctx,
  which: 'created' | 'modified',
  body: z.output<typeof ZOrderEmployeeBody>,
): Promise<TOrder> {
  return runAction(ctx, async (tx) => {
    const row = await lockDocument(tx, ctx, ORDER, body.orderId, {
      version: body.version,
      verb: 'changed',
    });
    if (body.employeeId && !(await findActiveEmployee({ ...ctx, db: tx }, body.employeeId)))
      throw fieldError('employeeId', 'Not an active employee of the firm');
    const column = which === 'created' ? 'createdByEmployeeId' : 'modifiedByEmployeeId';
    await repo.updateOrder(
      tx,
      ctx.auth.firmId,
      body.orderId,
      { states: [row.order.state] },
      { [column]: body.employeeId, modifiedBy: ctx.auth.userId },
    );
    return {
      result: await getOrder(ctx, body.orderId, tx),
      audit: {
        entity: 'customer_order',
        entityId: body.orderId,
        action: which === 'created' ? 'set_created_by' : 'set_modified_by',
        before: { employeeId: row.order[column] },
        after: { employeeId: body.employeeId },
      },
    };
  });
}

export async function getOrderItems(ctx: Ctx, orderId: number): Promise<TOrder['lines']> {
  return (await getOrder(ctx, orderId)).lines;
}

/**
 * A price in the order's currency at the order's own MNB rate (fixed on the order date), rounded
 * to the order currency's scale (HUF 0, EUR 2; half away from zero): HUF → EUR divides by the
 * order's rate; another currency goes through HUF with its MNB rate of the order date.
 */
export async function convertPrice(ctx: Ctx, query: z.output<typeof ZConvertPriceQuery>) {
  const row = await requireOrder(ctx.db, ctx.auth.firmId, query.order_id);
  const o = row.order;
  if ((await docs.findCurrencyScale(ctx.db, query.currency)) === null)
    throw fieldError('currency', `Unknown currency ${query.currency}`);
  const scale = (await docs.findCurrencyScale(ctx.db, o.currencyCode)) ?? 2;
  const toHuf =
    query.currency === 'HUF'
      ? new Money(1)
      : query.currency === o.currencyCode && o.exchangeRate
        ? new Money(o.exchangeRate)
        : new Money(
            (await getSafeRate(ctx, { from: query.currency, to: 'HUF', date: o.orderDate })).rate,
          );
  const huf = new Money(query.price).times(toHuf);
  const rate = o.currencyCode === 'HUF' ? null : o.exchangeRate;
  const price = rate === null ? huf : huf.div(rate);
  return {
    price: roundMoney(price, scale),
    currencyCode: o.currencyCode,
    scale,
    rate,
  };
}

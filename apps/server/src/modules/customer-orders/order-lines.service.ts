import type {
  TOrder,
  TOrderLinesChanged,
  TOrderState,
  ZChangeProductBody,
  ZUpdateOrderLinesBody,
} from '@kontor/contract';
import type { z } from 'zod';
import { type Ctx, runAction } from '../../platform/context.ts';
import type { Db } from '../../platform/db/database.ts';
import { AppError, fieldError } from '../../platform/errors.ts';
import * as docs from './documents.repository.ts';
import { priceDocumentLines, resolveHeader } from './documents.service.ts';
import * as repo from './order-lines.repository.ts';
import type { OrderLineValues, OrderRow } from './orders.repository.ts';
import * as orders from './orders.repository.ts';
import { getOrder, loadOrderPart, ORDER, requireEditable, requireOrder } from './orders.service.ts';
import { reserveOrder } from './reservations.service.ts';
import { lockDocument } from './sales-document/document.service.ts';

type LinesBody = z.output<typeof ZUpdateOrderLinesBody>;
type LineChange = LinesBody['lines'][number];

/**
 * The single-line path (POST /customer-order/{id}/update-order): prices, stores and (on a
 * CONFIRMED order) re-reserves only the named lines; the others are neither read nor written. The
 * totals are re-summed in SQL and the portal's item list rewritten in the same transaction.
 */
async function changeLinesIn(
  ctx: Ctx,
  tx: Db,
  row: OrderRow,
  changes: readonly LineChange[],
  deleteIds: readonly number[],
) {
  const { firmId, userId } = ctx.auth;
  const orderId = row.order.id;
  const named = changes.flatMap((c) => (c.id ? [c.id] : []));
  const stored = new Map(
    (await repo.findLines(tx, orderId, [...named, ...deleteIds])).map((l) => [l.id, l]),
  );
  changes.forEach((c, i) => {
    if (c.id && !stored.has(c.id)) throw fieldError(`lines.${i}.id`, 'Not a line of the order');
  });
  deleteIds.forEach((id, i) => {
    if (!stored.has(id)) throw fieldError(`deleteLineIds.${i}`, 'Not a line of the order');
    if (named.includes(id)) throw fieldError(`deleteLineIds.${i}`, 'The line is also changed');
  });
  for (const [i, c] of changes.entries())
    if (c.fulfilmentPartnerId && !(await docs.isPartnerOf(tx, firmId, c.fulfilmentPartnerId)))
      throw fieldError(`lines.${i}.fulfilmentPartnerId`, 'No such partner');
  const o = row.order;
  const header = await resolveHeader(ctx, tx, {
    customerId: o.customerId,
    contactId: null,
    currencyCode: o.currencyCode,
    priceType: o.priceType,
    salesRepEmployeeId: null,
  });
  const kept = changes.map((c) => (c.id ? stored.get(c.id) : undefined));
  const priced = await priceDocumentLines(ctx, tx, header, o.orderDate, changes, {
    kept: {
      currencyCode: o.currencyCode,
      line: (i) => {
        const k = kept[i];
        return k
          ? {
              productId: k.product_id,
              unitPrice: k.unit_price,
              discountPercent: k.discount_percent,
              priceExplanation: k.price_explanation,
              priceSource: k.price_source,
            }
          : undefined;
      },
    },
  });
  const confirmed = (o.state as TOrderState) === 'CONFIRMED';
  if (confirmed) await repo.releaseLines(tx, [...named, ...deleteIds]);
  await repo.deleteLines(tx, deleteIds);
  let next = changes.every((c) => c.id) ? 0 : await repo.maxPosition(tx, orderId);
  const written: Pick<TOrder['lines'][number], 'id' | 'productId' | 'quantity' | 'fulfilment'>[] =
    [];
  for (const [i, c] of changes.entries()) {
    const values: OrderLineValues = {
      ...priced.lines[i]!,
      position: kept[i]?.position ?? ++next,
      fulfilment: c.fulfilment,
      fulfilmentPartnerId: c.fulfilmentPartnerId,
    };
    const id = c.id ?? (await repo.insertLine(tx, firmId, orderId, values));
    if (c.id) await repo.updateLine(tx, c.id, values);
    written.push({
      id,
      productId: values.productId,
      quantity: values.quantity,
      fulfilment: c.fulfilment,
    });
  }
  if (confirmed)
    await reserveOrder(ctx, tx, {
      orderId,
      branchId: o.branchId,
      lineIds: written.map((l) => l.id),
    });
  const inPlace = deleteIds.length === 0 && changes.every((c) => c.id);
  await repo.retotal(tx, firmId, orderId, userId, inPlace ? named : null);
  return {
    before: [...stored.values()],
    after: priced.lines.map((l, i) => ({ id: written[i]!.id, ...l })),
  };
}

/** Locks the order for a change of `lineIds` (the lines changed or deleted; new ones need none). */
export async function lockForEdit(
  ctx: Ctx,
  tx: Db,
  orderId: number,
  version: number,
  lineIds: readonly number[],
) {
  const row = await lockDocument(tx, ctx, ORDER, orderId, { version, verb: 'changed' });
  await requireEditable(tx, row, lineIds);
  return row;
}

export function updateOrderLines(
  ctx: Ctx,
  orderId: number,
  body: LinesBody,
): Promise<TOrderLinesChanged> {
  return runAction(ctx, async (tx) => {
    const touched = [...body.lines.flatMap((l) => (l.id ? [l.id] : [])), ...body.deleteLineIds];
    const row = await lockForEdit(ctx, tx, orderId, body.version, touched);
    const { before, after } = await changeLinesIn(ctx, tx, row, body.lines, body.deleteLineIds);
    const now = await requireOrder(tx, ctx.auth.firmId, orderId);
    return {
      result: {
        ...(await loadOrderPart(
          tx,
          now,
          after.map((l) => l.id),
        )),
        deletedLineIds: body.deleteLineIds,
      },
      audit: {
        entity: 'customer_order',
        entityId: orderId,
        action: 'update_lines',
        before: { lines: before },
        after: { lines: after, deleted: body.deleteLineIds },
      },
    };
  });
}

/** A substitute product on the line: the quantity stays, the price comes from the engine. */
export function changeProduct(
  ctx: Ctx,
  lineId: number,
  body: z.output<typeof ZChangeProductBody>,
): Promise<TOrder> {
  return runAction(ctx, async (tx) => {
    const line = await orders.findLine(tx, ctx.auth.firmId, lineId);
    if (!line) throw new AppError('NOT_FOUND', 'No such order line');
    const row = await lockForEdit(ctx, tx, line.orderId, body.version, [lineId]);
    const [stored] = await repo.findLines(tx, line.orderId, [lineId]);
    const { before, after } = await changeLinesIn(
      ctx,
      tx,
      row,
      [
        {
          id: lineId,
          productId: body.productId,
          quantity: stored!.quantity,
          description: stored!.description,
          fulfilment: stored!.fulfilment,
          fulfilmentPartnerId: stored!.fulfilment_partner_id,
        },
      ],
      [],
    ).catch((error: unknown) => {
      // The line's fields are the body's productId here.
      if (error instanceof AppError && error.errors?.[0]?.path.startsWith('lines.0.'))
        throw fieldError('productId', error.errors[0].message);
      throw error;
    });
    return {
      result: await getOrder(ctx, line.orderId, tx),
      audit: {
        entity: 'customer_order',
        entityId: line.orderId,
        action: 'change_product',
        before: before[0],
        after: after[0],
      },
    };
  });
}

/**
 * The hook other areas bill their services through (delivery README 'Fees on the order'): one
 * service line at a net unit price the area computed, written in the caller's transaction on an
 * order locked by `lockForEdit`. It replaces `lineId` (null: a new line); no product or a price of
 * 0 removes the line. Answers the line's id, or null when there is none.
 */
export async function putServiceLine(
  ctx: Ctx,
  tx: Db,
  row: OrderRow,
  line: { lineId: number | null; productId: number | null; unitPrice: string; description: string },
): Promise<number | null> {
  const orderId = row.order.id;
  const stored = line.lineId === null ? [] : await repo.findLines(tx, orderId, [line.lineId]);
  if (line.productId === null || Number(line.unitPrice) === 0) {
    await repo.deleteLines(
      tx,
      stored.map((l) => l.id),
    );
    await repo.retotal(tx, ctx.auth.firmId, orderId, ctx.auth.userId, null);
    return null;
  }
  const o = row.order;
  const header = await resolveHeader(ctx, tx, {
    customerId: o.customerId,
    contactId: null,
    currencyCode: o.currencyCode,
    priceType: o.priceType,
    salesRepEmployeeId: null,
  });
  const change = {
    productId: line.productId,
    quantity: '1',
    unitPrice: line.unitPrice,
    discountPercent: '0',
    description: line.description,
  };
  const priced = await priceDocumentLines(ctx, tx, header, o.orderDate, [change], {
    trusted: true,
  });
  const values: OrderLineValues = {
    ...priced.lines[0]!,
    position: stored[0]?.position ?? (await repo.maxPosition(tx, orderId)) + 1,
    fulfilment: 'STOCK',
    fulfilmentPartnerId: null,
  };
  const id = stored[0]?.id ?? (await repo.insertLine(tx, ctx.auth.firmId, orderId, values));
  if (stored[0]) await repo.updateLine(tx, id, values);
  await repo.retotal(tx, ctx.auth.firmId, orderId, ctx.auth.userId, null);
  return id;
}

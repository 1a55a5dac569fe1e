import { Money, type TReceiveSupplierOrderBody } from '@kontor/contract';
import { type Ctx, runAction } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import { publishChange } from '../../platform/events.ts';
import { reservePurchasedStock } from '../customer-orders/arrival-reservations.service.ts';
import { createReceipt, postReceipt } from '../shelving/receipts.service.ts';
import { lockStock, pairKey } from '../stock/stock.service.ts';
import * as repo from './supplier-orders.repository.ts';
import { getSupplierOrder, lockOrder } from './supplier-orders.service.ts';

type Body = Omit<TReceiveSupplierOrderBody, 'storageId'> & { storageId: number | null };

/** What came, per line: as named (each at most what the line still expects), else all that is open. */
function receivedLines(order: Awaited<ReturnType<typeof getSupplierOrder>>, body: Body) {
  if (!body.lines) {
    const all = order.lines.filter((l) => new Money(l.openQuantity).gt(0));
    if (all.length === 0) throw new AppError('INVALID_STATE', 'Nothing is expected any more');
    return all.map((line) => ({ line, quantity: line.openQuantity }));
  }
  const taken = new Map<number, Money>();
  return body.lines.map((wanted, i) => {
    const line = order.lines.find((l) => l.id === wanted.supplierOrderLineId);
    if (!line)
      throw new AppError('VALIDATION_FAILED', 'Not a line of this order', {
        errors: [
          { path: `lines.${i}.supplierOrderLineId`, message: 'Not a line', code: 'invalid' },
        ],
      });
    const total = (taken.get(line.id) ?? new Money(0)).plus(wanted.quantity);
    if (total.gt(line.openQuantity))
      throw new AppError('INVALID_STATE', `Only ${line.openQuantity} is still expected`, {
        errors: [{ path: `lines.${i}.quantity`, message: 'More than expected', code: 'too_much' }],
      });
    taken.set(line.id, total);
    return { line, quantity: wanted.quantity };
  });
}

/**
 * Receives a SENT, CONFIRMED or PARTLY_RECEIVED supplier order (all, or what came line by line):
 * a posted receipt naming it (RECEIPT movements into the buffer, shelving module), the lines'
 * received quantities, the state PARTLY_RECEIVED or RECEIVED, and the goods reserved where they
 * landed for the customer-order lines they were bought for. The order's row lock, its version
 * and the expected quantities make a repeat (or a parallel one) a 409 that books nothing.
 */
export function receiveSupplierOrder(ctx: Ctx, id: number, body: Body) {
  return runAction(ctx, async (tx) => {
    const row = await lockOrder(tx, ctx, id, body.version, [
      'SENT',
      'CONFIRMED',
      'PARTLY_RECEIVED',
    ]);
    const before = await getSupplierOrder(ctx, id, tx);
    const received = receivedLines(before, body);
    const inner = { ...ctx, db: tx };
    const draft = await createReceipt(
      inner,
      {
        supplierId: row.supplier_id,
        deliveryNoteNumber: body.deliveryNoteNumber,
        receiptDate: body.receiptDate,
        storageId: body.storageId,
        note: row.number,
        lines: received.map((r) => ({ productId: r.line.productId, quantity: r.quantity })),
      },
      id,
    );
    const receipt = await postReceipt(inner, draft.id, draft.version);
    await repo.addReceived(
      tx,
      received.map((r) => ({ lineId: r.line.id, quantity: r.quantity })),
    );
    const state = (await repo.isFullyReceived(tx, id)) ? 'RECEIVED' : 'PARTLY_RECEIVED';
    await repo.setState(tx, id, state);
    const pairs = receipt.lines.map((l) => ({ storageId: l.storageId, productId: l.productId }));
    const levels = await lockStock(tx, ctx.auth.firmId, pairs);
    const reservations = [];
    for (const [i, r] of received.entries()) {
      const pair = pairs[i]!;
      const level = levels.get(pairKey(pair))!;
      const lineIds = r.line.demands.map((d) => d.customerOrderLineId);
      const available = Money.min(level.available, r.quantity);
      const reserved = await reservePurchasedStock(ctx, tx, pair, available, lineIds);
      for (const x of reserved) level.available = level.available.minus(x.quantity);
      reservations.push(
        ...reserved.map((x) => ({ customerOrderLineId: x.lineId, quantity: x.quantity })),
      );
    }
    await publishChange(tx, ctx.auth.firmId, 'purchasing');
    const order = await getSupplierOrder(ctx, id, tx);
    const result = { order, receiptId: receipt.id, receiptNumber: receipt.number, reservations };
    return {
      result,
      audit: {
        entity: 'supplier-order',
        entityId: id,
        action: 'receive',
        before: { state: row.state },
        after: {
          state,
          receiptId: receipt.id,
          received: received.map((r) => ({ lineId: r.line.id, quantity: r.quantity })),
          reservations,
        },
      },
    };
  });
}

/**
 * The order's delivery (README 'Fees on the order'): the chosen method and unpacking, billed as
 * service lines through customer-orders' `putServiceLine`, and the earliest own-delivery date.
 */
import {
  Money,
  type TOrderDelivery,
  type TOrderDeliveryBody,
  type TOrderDeliverySaved,
} from '@kontor/contract';
import { type Ctx, runAction } from '../../platform/context.ts';
import type { Db } from '../../platform/db/database.ts';
import { fieldError } from '../../platform/errors.ts';
import { lockForEdit, putServiceLine } from '../customer-orders/order-lines.service.ts';
import { loadOrderPart, requireOrder } from '../customer-orders/orders.service.ts';
import { deliveryFee, sizeClassOf } from './delivery.rules.ts';
import { getMethod } from './methods.service.ts';
import * as repo from './order-delivery.repository.ts';
import { earliestDate } from './plans.service.ts';
import { listFees } from './unpacking.repository.ts';

const NONE: repo.OrderDeliveryRow = {
  delivery_method_id: null,
  wants_unpacking: false,
  delivery_line_id: null,
  unpacking_line_id: null,
  delivery_fee: '0',
  unpacking_fee: '0',
};

export async function getOrderDelivery(
  ctx: Ctx,
  orderId: number,
  db: Db = ctx.db,
): Promise<TOrderDelivery> {
  const order = await requireOrder(db, ctx.auth.firmId, orderId);
  const saved = (await repo.findOrderDelivery(db, orderId)) ?? NONE;
  const method =
    saved.delivery_method_id === null ? null : await getMethod(ctx, saved.delivery_method_id, db);
  const place = await repo.orderPostcode(db, ctx.auth.firmId, orderId);
  const earliest =
    method?.kind === 'OWN_VEHICLE' && place?.postcode
      ? (await earliestDate(db, ctx.auth.firmId, place.postcode, new Date(place.created_ms))).date
      : null;
  return {
    orderId,
    orderVersion: order.order.version,
    deliveryMethodId: method?.id ?? null,
    deliveryMethodName: method?.name ?? null,
    kind: method?.kind ?? null,
    wantsUnpacking: saved.wants_unpacking,
    deliveryFee: saved.delivery_fee,
    unpackingFee: saved.unpacking_fee,
    earliestDeliveryDate: earliest,
  };
}

/** A HUF fee in the order's currency at the order's MNB rate (2 decimals). */
const inOrderCurrency = (huf: string, currency: string, rate: string | null) =>
  currency === 'HUF' || rate === null ? huf : new Money(huf).div(rate).toFixed(2);

export function setOrderDelivery(
  ctx: Ctx,
  orderId: number,
  body: TOrderDeliveryBody,
): Promise<TOrderDeliverySaved> {
  return runAction(ctx, async (tx) => {
    const firmId = ctx.auth.firmId;
    const stored = (await repo.findOrderDelivery(tx, orderId)) ?? NONE;
    // The fee lines as they are now: the order's own save writes its lines with new ids (the
    // version check of the lock below refuses a save in between).
    const previous =
      stored.delivery_method_id === null
        ? null
        : await getMethod(ctx, stored.delivery_method_id, tx);
    const unpackingProduct =
      (await listFees(tx, firmId)).find((f) => f.service_product_id !== null)?.service_product_id ??
      null;
    const saved = {
      ...stored,
      delivery_line_id: await repo.currentFeeLine(tx, orderId, {
        lineId: stored.delivery_line_id,
        amount: stored.delivery_fee,
        productId: previous?.serviceProductId ?? null,
      }),
      unpacking_line_id: await repo.currentFeeLine(tx, orderId, {
        lineId: stored.unpacking_line_id,
        amount: stored.unpacking_fee,
        productId: unpackingProduct,
      }),
    };
    const feeLines = [saved.delivery_line_id, saved.unpacking_line_id].filter((id) => id !== null);
    const row = await lockForEdit(ctx, tx, orderId, body.version, feeLines);
    const before = await getOrderDelivery(ctx, orderId, tx);
    const method =
      body.deliveryMethodId === null ? null : await getMethod(ctx, body.deliveryMethodId, tx);
    if (method && !method.isActive)
      throw fieldError('deliveryMethodId', 'The delivery method is inactive');
    const basis = await repo.feeBasisOf(tx, orderId, feeLines);
    const netGoods = basis.lines.reduce((sum, l) => sum.plus(l.net), new Money(0)).toFixed(2);
    const deliveryHuf = method ? deliveryFee(method, basis.weightKg, netGoods) : '0';
    const size = sizeClassOf(basis.longestCm);
    const fees = (await listFees(tx, firmId)).filter((f) => f.is_active && f.size_class === size);
    const feeOf = (groupId: number | null) =>
      fees.find((f) => f.product_group_id === groupId) ??
      fees.find((f) => f.product_group_id === null);
    const unpackingHuf = body.wantsUnpacking
      ? basis.lines
          .reduce(
            (sum, l) => sum.plus(new Money(feeOf(l.group_id)?.amount ?? 0).mul(l.quantity)),
            new Money(0),
          )
          .toFixed(2)
      : '0';
    const { currencyCode, exchangeRate } = row.order;
    const deliveryLine = await putServiceLine(ctx, tx, row, {
      lineId: saved.delivery_line_id,
      productId: method?.serviceProductId ?? null,
      unitPrice: inOrderCurrency(deliveryHuf, currencyCode, exchangeRate),
      description: method?.name ?? '',
    });
    const unpackingLine = await putServiceLine(ctx, tx, row, {
      lineId: saved.unpacking_line_id,
      productId: fees.find((f) => f.service_product_id !== null)?.service_product_id ?? null,
      unitPrice: inOrderCurrency(unpackingHuf, currencyCode, exchangeRate),
      description: `Kicsomagolás (${size})`,
    });
    await repo.saveOrderDelivery(tx, firmId, orderId, {
      delivery_method_id: method?.id ?? null,
      wants_unpacking: body.wantsUnpacking ?? false,
      delivery_line_id: deliveryLine,
      unpacking_line_id: unpackingLine,
      delivery_fee: deliveryHuf,
      unpacking_fee: unpackingHuf,
    });
    const after = await getOrderDelivery(ctx, orderId, tx);
    // What the order form takes in: the header (totals, version) and the fee lines written.
    const written = [deliveryLine, unpackingLine].filter((id) => id !== null);
    const order = await loadOrderPart(tx, await requireOrder(tx, firmId, orderId), written);
    return {
      result: {
        ...after,
        order: { ...order, deletedLineIds: feeLines.filter((id) => !written.includes(id)) },
      },
      audit: { entity: 'order_delivery', entityId: orderId, action: 'update', before, after },
    };
  });
}

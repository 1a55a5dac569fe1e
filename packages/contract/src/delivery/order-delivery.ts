import { z } from 'zod';
import { ZDecimal, ZId } from '../common.ts';
import { ZOrderLinesChanged } from '../customer-orders/orders.ts';
import { defineEndpoint } from '../endpoint.ts';
import { ZIsoDate } from '../reference-data/currencies.ts';
import { ZDeliveryMethodKind } from './methods.ts';

/**
 * How an order is delivered: the method and whether the customer asks for unpacking. Saving it
 * (re)writes the order's delivery and unpacking service lines (README 'Fees on the order').
 */
export const ZOrderDeliveryBody = z.object({
  /** The order's version (the service lines change the order). */
  version: z.int().min(1),
  deliveryMethodId: ZId.nullable(),
  wantsUnpacking: z.boolean().default(false),
});
export type TOrderDeliveryBody = z.input<typeof ZOrderDeliveryBody>;

export const ZOrderDelivery = z
  .object({
    orderId: z.int(),
    orderVersion: z.int(),
    deliveryMethodId: z.int().nullable(),
    deliveryMethodName: z.string().nullable(),
    kind: ZDeliveryMethodKind.nullable(),
    wantsUnpacking: z.boolean(),
    /** Net HUF fees as they stand on the order's service lines. */
    deliveryFee: ZDecimal,
    unpackingFee: ZDecimal,
    /** Own delivery: the earliest date from the plan conditions (null: not covered). */
    earliestDeliveryDate: ZIsoDate.nullable(),
  })
  .meta({ id: 'OrderDelivery' });
export type TOrderDelivery = z.infer<typeof ZOrderDelivery>;

/**
 * The answer of saving the delivery: the delivery as it now stands and what it did to the order
 * (its header with totals and version, the fee lines written, the fee lines gone), so the order
 * form takes them in without reading the order again and keeps what is typed elsewhere.
 */
export const ZOrderDeliverySaved = ZOrderDelivery.extend({
  order: ZOrderLinesChanged,
}).meta({ id: 'OrderDeliverySaved' });
export type TOrderDeliverySaved = z.infer<typeof ZOrderDeliverySaved>;

const ZOrderParams = z.object({ orderId: ZId });

export const orderDeliveryEndpoints = {
  get: defineEndpoint({
    method: 'GET',
    path: '/delivery/orders/:orderId',
    tag: 'delivery',
    summary: "The order's delivery method, unpacking, fees and earliest delivery date",
    params: ZOrderParams,
    response: ZOrderDelivery,
  }),
  set: defineEndpoint({
    method: 'PUT',
    path: '/delivery/orders/:orderId',
    tag: 'delivery',
    summary:
      "Set the order's delivery method and unpacking; its fee lines are priced again (DRAFT or CONFIRMED order)",
    params: ZOrderParams,
    body: ZOrderDeliveryBody,
    response: ZOrderDeliverySaved,
  }),
} as const;

import { z } from 'zod';
import { pageOf, ZDecimal, ZId, ZPaging } from '../common.ts';
import { ZQuantity, ZUnitPrice } from '../customer-orders/documents.ts';
import { defineEndpoint } from '../endpoint.ts';
import { ZIsoDate } from '../reference-data/currencies.ts';
import {
  PRODUCT_LINE_FIELDS,
  SUPPLIER_ORDER_LINE_MAX,
  ZServedDemand,
  ZSupplierOrderHeader,
  ZSupplierOrderState,
} from './supplier-orders.ts';

/** An open demand line: a CONFIRMED customer-order line no live supplier-order line covers yet. */
export const ZGeneratorDemand = ZServedDemand.extend({
  wantedDeliveryDate: ZIsoDate.nullable(),
}).meta({ id: 'GeneratorDemand' });

/** Why a product is bought for stock (purchasing README: minimum-stock demand). */
export const ZMinimumStockNeed = z
  .object({
    minimumStock: ZDecimal,
    orderUpToStock: ZDecimal.nullable(),
    /** On hand minus reserved. */
    available: ZDecimal,
    /** What live supplier orders still bring that no customer order waits for. */
    incoming: ZDecimal,
  })
  .meta({ id: 'MinimumStockNeed' });

/** What the generator proposes to buy of one product from one supplier. */
export const ZGeneratorLine = z
  .object({
    /**
     * `quantity`: the open demand of the product at this supplier; `unitPrice`: the supplier's
     * price for it in the group's currency, 0 when none is known.
     */
    ...PRODUCT_LINE_FIELDS,
    isPriceKnown: z.boolean(),
    net: ZDecimal,
    /** How many open demand lines the line serves; `demands` lists the oldest 20 of them. */
    demandCount: z.int(),
    demands: z.array(ZGeneratorDemand),
    /** Every open demand line the line serves (what a generate call names to cover them all). */
    customerOrderLineIds: z.array(z.int()),
    /**
     * Set on a line that buys the product for stock (it serves no customer order: `demands`
     * empty): its available + incoming stock is below its minimum, and `quantity` brings it up
     * to the order-up-to level (else the minimum). Null on a customer-demand line.
     */
    minimumStock: ZMinimumStockNeed.nullable(),
  })
  .meta({ id: 'GeneratorLine' });

/**
 * One proposed supplier order: a supplier and the currency of its prices, with its net over all
 * its lines; a page holds the group's lines of that page (a group may go on over the next).
 */
export const ZGeneratorGroup = z
  .object({
    supplierId: z.int(),
    supplierCode: z.string(),
    supplierName: z.string(),
    currencyCode: z.string(),
    net: ZDecimal,
    lines: z.array(ZGeneratorLine),
  })
  .meta({ id: 'GeneratorGroup' });
export type TGeneratorGroup = z.infer<typeof ZGeneratorGroup>;

export const ZGenerateLine = z.object({
  supplierId: ZId,
  productId: ZId,
  quantity: ZQuantity,
  unitPrice: ZUnitPrice.optional().meta({ description: "Default: the supplier's price" }),
  currencyCode: z
    .string()
    .trim()
    .length(3)
    .optional()
    .meta({ description: "Default: the currency of the supplier's price, else HUF" }),
  customerOrderLineIds: z.array(ZId).max(1000).default([]),
  isMinimumStock: z.boolean().default(false).meta({
    description:
      'A minimum-stock line (no customer-order lines): 409 when the product is no longer below its minimum',
  }),
});
export type TGenerateLine = z.input<typeof ZGenerateLine>;

export const ZGenerateBody = z.object({
  orderDate: ZIsoDate.optional(),
  wantedDate: ZIsoDate.nullable().default(null),
  lines: z
    .array(ZGenerateLine)
    .min(1)
    .max(10 * SUPPLIER_ORDER_LINE_MAX),
});
export type TGenerateBody = z.input<typeof ZGenerateBody>;

export const ZGeneratedOrders = z
  .object({ orders: z.array(ZSupplierOrderHeader) })
  .meta({ id: 'GeneratedOrders' });

export const ZCreateFromCustomerOrderBody = z.object({
  lineIds: z
    .array(ZId)
    .max(SUPPLIER_ORDER_LINE_MAX)
    .optional()
    .meta({ description: 'Default: every open PURCHASE / SUBCONTRACT line of the order' }),
  supplierOrderId: ZId.nullable()
    .default(null)
    .meta({ description: 'Add the lines to this DRAFT supplier order instead of new ones' }),
});

/** A supplier-order line serving a line of the customer order, as the order form shows it. */
export const ZCustomerOrderSupply = z
  .object({
    customerOrderLineId: z.int(),
    supplierOrderId: z.int(),
    supplierOrderNumber: z.string(),
    state: ZSupplierOrderState,
    supplierName: z.string(),
    productCode: z.string(),
    quantity: ZDecimal,
    receivedQuantity: ZDecimal,
  })
  .meta({ id: 'CustomerOrderSupply' });
export type TCustomerOrderSupply = z.infer<typeof ZCustomerOrderSupply>;

export const supplierOrderGeneratorEndpoints = {
  view: defineEndpoint({
    method: 'GET',
    path: '/supplier-order/supplier-order-generator-view',
    tag: 'purchasing',
    summary:
      'The open purchase demand per supplier and product (a page of lines), grouped per supplier',
    query: ZPaging.extend({
      supplier_id: ZId.optional(),
      term: z
        .string()
        .trim()
        .max(200)
        .default('')
        .meta({ description: 'Supplier name, product code or name' }),
    }),
    response: pageOf(ZGeneratorGroup),
  }),
  generate: defineEndpoint({
    method: 'PUT',
    path: '/supplier-order/generate-supplier-orders',
    tag: 'purchasing',
    summary:
      "The buyer's choice as DRAFT supplier orders, one per supplier and currency; never twice",
    body: ZGenerateBody,
    response: ZGeneratedOrders,
  }),
  generatedFromCustomer: defineEndpoint({
    method: 'GET',
    path: '/supplier-order/generated-from-customer',
    tag: 'purchasing',
    summary: "The supplier-order lines serving a customer order's lines",
    query: z.object({ customer_order_id: ZId }),
    response: z.array(ZCustomerOrderSupply),
  }),
  createFromCustomerOrder: defineEndpoint({
    method: 'POST',
    path: '/customer-order/:customerOrderId/create-supplier-order',
    tag: 'purchasing',
    summary: 'Order the open purchase lines of one customer order (new drafts or an existing one)',
    params: z.object({ customerOrderId: ZId }),
    body: ZCreateFromCustomerOrderBody,
    response: ZGeneratedOrders,
  }),
};

import { z } from 'zod';
import { ZDecimal, ZId } from '../common.ts';
import { ZUnitPrice } from '../customer-orders/documents.ts';
import { defineEndpoint } from '../endpoint.ts';

/** A stock level: a non-negative quantity with at most 4 decimals. */
const ZStockLevel = ZUnitPrice;

export const ZMinimumStockBody = z
  .object({
    minimumStock: ZStockLevel.nullable().meta({ description: 'None: never bought for stock' }),
    orderUpToStock: ZStockLevel.nullable().meta({
      description: 'Bought up to this level; none: up to the minimum',
    }),
  })
  .refine(
    (v) =>
      v.orderUpToStock === null ||
      (v.minimumStock !== null && Number(v.orderUpToStock) >= Number(v.minimumStock)),
    { path: ['orderUpToStock'], message: 'At least the minimum stock, which must be given' },
  );
export type TMinimumStockBody = z.infer<typeof ZMinimumStockBody>;

/** The product's stock levels with what it has now (purchasing README: minimum-stock demand). */
export const ZMinimumStock = z
  .object({
    productId: z.int(),
    minimumStock: ZDecimal.nullable(),
    orderUpToStock: ZDecimal.nullable(),
    /** On hand minus reserved, over the firm's storages. */
    available: ZDecimal,
    /** What live supplier orders still bring that no customer order waits for. */
    incoming: ZDecimal,
  })
  .meta({ id: 'MinimumStock' });
export type TMinimumStock = z.infer<typeof ZMinimumStock>;

const params = z.object({ productId: ZId });

export const minimumStockEndpoints = {
  get: defineEndpoint({
    method: 'GET',
    path: '/products/:productId/minimum-stock',
    tag: 'products',
    summary: "The product's minimum and order-up-to stock, its available and incoming stock",
    params,
    response: ZMinimumStock,
  }),
  set: defineEndpoint({
    method: 'PUT',
    path: '/products/:productId/minimum-stock',
    tag: 'products',
    summary: "Sets the product's minimum and order-up-to stock (the generator buys below it)",
    params,
    body: ZMinimumStockBody,
    response: ZMinimumStock,
  }),
};

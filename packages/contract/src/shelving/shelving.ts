import { z } from 'zod';
import { pageOf, ZDecimal, ZId, ZPaging } from '../common.ts';
import { ZQuantity } from '../customer-orders/documents.ts';
import { defineEndpoint } from '../endpoint.ts';
import { ZStorageType } from '../storages/index.ts';

/** Why a target is suggested: the product's DEFAULT storage, or a place where it already lies. */
export const SHELVING_TARGET_REASONS = ['DEFAULT', 'STOCK'] as const;

const ZPlace = z.object({ id: z.int(), code: z.string(), name: z.string() });

/** Goods waiting in an inbound buffer (one product in one buffer). */
export const ZShelvingItem = z
  .object({
    productId: z.int(),
    productCode: z.string(),
    productName: z.string(),
    unit: z.string(),
    storageId: z.int(),
    storageCode: z.string(),
    storageName: z.string(),
    onHand: ZDecimal,
    reserved: ZDecimal,
    /** What may be shelved: on hand − reserved. */
    available: ZDecimal,
    target: ZPlace.nullable(),
    targetReason: z.enum(SHELVING_TARGET_REASONS).nullable(),
  })
  .meta({ id: 'ShelvingItem' });
export type TShelvingItem = z.infer<typeof ZShelvingItem>;

export const ZShelvingMoveLine = z.object({
  productId: ZId,
  fromStorageId: ZId,
  toStorageId: ZId,
  quantity: ZQuantity,
});
export type TShelvingMoveLine = z.infer<typeof ZShelvingMoveLine>;

export const ZShelvingMove = ZShelvingMoveLine.extend({ id: z.int() }).meta({
  id: 'ShelvingMove',
});
export type TShelvingMove = z.infer<typeof ZShelvingMove>;

/** How many moves one request may carry. */
export const SHELVING_MOVE_MAX = 100;

/** What a scanned code is: a product, a storage location, or nothing of the firm. */
export const SCAN_KINDS = ['PRODUCT', 'STORAGE', 'UNKNOWN'] as const;

export const ZShelvingScan = z
  .object({
    kind: z.enum(SCAN_KINDS),
    product: z.object({ id: z.int(), code: z.string(), name: z.string() }).nullable(),
    storage: ZPlace.extend({ type: ZStorageType, isActive: z.boolean() }).nullable(),
  })
  .meta({ id: 'ShelvingScan' });
export type TShelvingScan = z.infer<typeof ZShelvingScan>;

export const shelvingEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/shelving/',
    tag: 'shelving',
    summary:
      'What waits in inbound buffers (available > 0), with the suggested target place; oldest buffer stock first',
    query: ZPaging.extend({
      term: z.string().trim().max(200).default(''),
      storage_id: ZId.optional(),
    }),
    response: pageOf(ZShelvingItem),
  }),
  move: defineEndpoint({
    method: 'POST',
    path: '/shelving/moves',
    tag: 'shelving',
    summary:
      'Shelve goods: from a buffer to a shelf or bin, never more than on hand − reserved there (two TRANSFER movements each)',
    body: z.object({ lines: z.array(ZShelvingMoveLine).min(1).max(SHELVING_MOVE_MAX) }),
    response: z.object({
      moves: z.array(ZShelvingMove),
      /** Reserved at once for CONFIRMED orders missing the product at its default place. */
      reservations: z.array(z.object({ lineId: z.int(), quantity: ZDecimal })),
    }),
  }),
  scan: defineEndpoint({
    method: 'GET',
    path: '/shelving/scan',
    tag: 'shelving',
    summary:
      'What a scanned code names: a product (code or label barcode) or a storage location (code), case-free',
    query: z.object({ code: z.string().trim().min(1).max(200) }),
    response: ZShelvingScan,
  }),
};

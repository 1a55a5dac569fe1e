import { z } from 'zod';
import { pageOf, ZDecimal, ZId, ZPaging } from '../common.ts';
import { defineEndpoint } from '../endpoint.ts';

/**
 * Stock counts (leltár, modules/stock-counts/README.md): a count of a storage subtree freezes the
 * expected quantities, workers count line by line by scanning, the office reviews the differences
 * and posts them as ADJUSTMENT movements against the on hand seen when each line was counted.
 */
export const STOCK_COUNT_STATES = ['OPEN', 'COUNTING', 'POSTED', 'CANCELLED'] as const;
export const ZStockCountState = z.enum(STOCK_COUNT_STATES);
export type TStockCountState = z.infer<typeof ZStockCountState>;

/** States in which lines may still be counted (and the count posted or cancelled). */
export const STOCK_COUNT_OPEN_STATES: readonly TStockCountState[] = ['OPEN', 'COUNTING'];

/** What posting does with lines nobody counted: leave the ledger as it is, or count them as zero. */
export const STOCK_COUNT_UNCOUNTED = ['KEEP', 'ZERO'] as const;
export const ZStockCountUncounted = z.enum(STOCK_COUNT_UNCOUNTED);
export type TStockCountUncounted = z.infer<typeof ZStockCountUncounted>;

/** Documents of this series: `LT-2026-000001`. */
export const STOCK_COUNT_SERIES = 'LT';

/** How many lines one counting request may carry. */
export const STOCK_COUNT_BATCH_MAX = 500;

/** A counted quantity: zero or more, at most 4 decimals. */
export const ZCountedQuantity = ZDecimal.refine(
  (v) => !v.startsWith('-') && /^\d{1,12}(\.\d{1,4})?$/.test(v),
  { message: 'A quantity of zero or more with at most 4 decimals is expected' },
);

export const ZStockCountHeader = z
  .object({
    id: z.int(),
    number: z.string(),
    state: ZStockCountState,
    storageId: z.int(),
    storageCode: z.string(),
    storageName: z.string(),
    note: z.string(),
    lineCount: z.int(),
    countedCount: z.int(),
    createdAt: z.string(),
    createdBy: z.string().nullable(),
    postedAt: z.string().nullable(),
    postedBy: z.string().nullable(),
    uncounted: ZStockCountUncounted.nullable(),
  })
  .meta({ id: 'StockCountHeader' });
export type TStockCountHeader = z.infer<typeof ZStockCountHeader>;

export const ZStockCountLine = z
  .object({
    id: z.int(),
    storageId: z.int(),
    storageCode: z.string(),
    productId: z.int(),
    productCode: z.string(),
    productName: z.string(),
    unit: z.string(),
    /** The ledger's on hand when the count was created (frozen). */
    expected: z.string(),
    counted: z.string().nullable(),
    /** The ledger's on hand when the line was (last) counted, read under the stock lock. */
    onHandAtCount: z.string().nullable(),
    /** counted − on hand at count; null while not counted. */
    difference: z.string().nullable(),
    /** The ledger's on hand and reserved now (posting must not hide a shortfall). */
    onHandNow: z.string(),
    reservedNow: z.string(),
    countedAt: z.string().nullable(),
    countedBy: z.string().nullable(),
    /** Written at posting: the ADJUSTMENT booked (null before, or for a kept uncounted line). */
    adjustment: z.string().nullable(),
  })
  .meta({ id: 'StockCountLine' });
export type TStockCountLine = z.infer<typeof ZStockCountLine>;

export const ZStockCount = ZStockCountHeader.extend({ lines: z.array(ZStockCountLine) }).meta({
  id: 'StockCount',
});
export type TStockCount = z.infer<typeof ZStockCount>;

export const ZCreateStockCountBody = z.object({
  storageId: ZId,
  note: z.string().trim().max(500).default(''),
});
export type TCreateStockCountBody = z.input<typeof ZCreateStockCountBody>;

export const ZCountLineInput = z.object({
  storageId: ZId,
  productId: ZId,
  quantity: ZCountedQuantity,
});
export type TCountLineInput = z.infer<typeof ZCountLineInput>;

export const ZCountLinesBody = z.object({
  lines: z.array(ZCountLineInput).min(1).max(STOCK_COUNT_BATCH_MAX),
});
export type TCountLinesBody = z.input<typeof ZCountLinesBody>;

export const ZPostStockCountBody = z.object({
  /** Required when some lines were not counted (400 on `uncounted` otherwise). */
  uncounted: ZStockCountUncounted.optional(),
  /** Posting that leaves on hand below the reserved quantity is refused (409) unless confirmed. */
  confirmBelowReserved: z.boolean().default(false),
});
export type TPostStockCountBody = z.input<typeof ZPostStockCountBody>;

/** What a scanned code is within a count: a location of its subtree, a product, or nothing. */
export const ZStockCountScan = z
  .discriminatedUnion('kind', [
    z.object({ kind: z.literal('STORAGE'), id: z.int(), code: z.string(), name: z.string() }),
    z.object({
      kind: z.literal('PRODUCT'),
      id: z.int(),
      code: z.string(),
      name: z.string(),
      unit: z.string(),
    }),
    z.object({ kind: z.literal('UNKNOWN'), code: z.string() }),
  ])
  .meta({ id: 'StockCountScan' });
export type TStockCountScan = z.infer<typeof ZStockCountScan>;

const ZIdParams = z.object({ id: ZId });

export const stockCountEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/stock-counts/',
    tag: 'stock-counts',
    summary: 'Stock counts, newest first; `open` lists only those still counting',
    query: ZPaging.extend({ open: z.enum(['true', 'false']).optional() }),
    response: pageOf(ZStockCountHeader),
  }),
  create: defineEndpoint({
    method: 'POST',
    path: '/stock-counts/',
    tag: 'stock-counts',
    summary: 'Opens a count of a storage subtree, freezing its on hand per storage and product',
    body: ZCreateStockCountBody,
    response: ZStockCountHeader,
  }),
  get: defineEndpoint({
    method: 'GET',
    path: '/stock-counts/:id',
    tag: 'stock-counts',
    summary: 'One count with every line: expected, on hand at count, counted, difference',
    params: ZIdParams,
    response: ZStockCount,
  }),
  scan: defineEndpoint({
    method: 'GET',
    path: '/stock-counts/:id/scan',
    tag: 'stock-counts',
    summary: "A scanned code: a location of the count's subtree, else a product (code or barcode)",
    params: ZIdParams,
    query: z.object({ code: z.string().trim().min(1).max(200) }),
    response: ZStockCountScan,
  }),
  count: defineEndpoint({
    method: 'POST',
    path: '/stock-counts/:id/lines',
    tag: 'stock-counts',
    summary:
      'Records counted quantities (the last count of a line wins) with the on hand of that moment',
    params: ZIdParams,
    body: ZCountLinesBody,
    response: z.array(ZStockCountLine),
  }),
  post: defineEndpoint({
    method: 'POST',
    path: '/stock-counts/:id/post',
    tag: 'stock-counts',
    summary: 'Books the differences as ADJUSTMENT movements (once)',
    params: ZIdParams,
    body: ZPostStockCountBody,
    response: ZStockCountHeader,
  }),
  cancel: defineEndpoint({
    method: 'POST',
    path: '/stock-counts/:id/cancel',
    tag: 'stock-counts',
    summary: 'Cancels an open count; nothing is booked',
    params: ZIdParams,
    response: ZStockCountHeader,
  }),
};

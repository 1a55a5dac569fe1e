import { z } from 'zod';

/**
 * The kinds of document a stock movement comes from (modules/stock/README.md). The ledger row
 * carries the kind and the document's id; `reference` is its readable number.
 */
export const STOCK_SOURCE_KINDS = [
  'OPENING',
  'RECEIPT',
  'SHELVING',
  'PICKING_CYCLE',
  'STOCK_COUNT',
  'DISPATCH',
  'WORKSHOP_ORDER',
] as const;
export const ZStockSourceKind = z.enum(STOCK_SOURCE_KINDS);
export type TStockSourceKind = z.infer<typeof ZStockSourceKind>;

/** Why the quantity changed (the ledger's `reason`). */
export const STOCK_REASONS = [
  'OPENING',
  'RECEIPT',
  'PICKING',
  'ADJUSTMENT',
  'TRANSFER',
  'RETURN',
  /** Materials a workshop order consumed, and what it made (production README). */
  'PRODUCTION_USE',
  'PRODUCTION_OUTPUT',
] as const;
export type TStockReason = (typeof STOCK_REASONS)[number];

import { z } from 'zod';
import { ZDecimal, ZId } from '../common.ts';
import { defineEndpoint } from '../endpoint.ts';
import { ZIsoDate } from '../reference-data/currencies.ts';
import { ZDocumentHeaderBody, ZLine, ZLineBody, ZPercent, ZTotals, ZVersion } from './documents.ts';

/**
 * What the sales desk's forms ask before saving: the price the server would give a line (the one
 * pricing function, the same rounding) and the audit history of a document.
 */
export const ZPricePreviewBody = ZDocumentHeaderBody.extend({
  /** The quote or order date; omitted: today (Budapest). */
  date: ZIsoDate.optional(),
  lines: z.array(ZLineBody).min(1).max(1000),
});
export type TPricePreviewBody = z.input<typeof ZPricePreviewBody>;

export const ZPricePreviewLine = ZLine.omit({ id: true }).extend({
  /** The price list's unit price, before any discount; null when the product has none. */
  listPrice: ZDecimal.nullable(),
  /** Why the line has its price: 'Árlista', or the approved discount's name. */
  priceSource: z.enum(['LIST', 'DISCOUNT', 'NONE', 'TYPED']),
  discountName: z.string().nullable(),
});
export type TPricePreviewLine = z.infer<typeof ZPricePreviewLine>;

export const ZPricePreview = z
  .object({
    priceBasis: z.enum(['net', 'gross']),
    scale: z.int(),
    lines: z.array(ZPricePreviewLine),
    totals: ZTotals,
  })
  .meta({ id: 'PricePreview' });
export type TPricePreview = z.infer<typeof ZPricePreview>;

export const HISTORY_ENTITIES = [
  'customer_order',
  'quote',
  'quote_request',
  'supplier-order',
] as const;

/** One audited change: who, when, which action, and each changed field before → after. */
export const ZHistoryEntry = z
  .object({
    id: z.int(),
    at: z.string(),
    userName: z.string().nullable(),
    action: z.string(),
    changes: z.array(
      z.object({ field: z.string(), before: z.string().nullable(), after: z.string().nullable() }),
    ),
  })
  .meta({ id: 'HistoryEntry' });
export type THistoryEntry = z.infer<typeof ZHistoryEntry>;

/** One quote line beside what it costs: the quote pricing assistant's row. */
export const ZQuotePricingItem = z.object({
  lineId: z.int(),
  position: z.int(),
  productCode: z.string(),
  productName: z.string(),
  quantity: ZDecimal,
  vatRate: ZDecimal,
  /** The line's unit price before its discount (the list price it was priced at, or typed). */
  unitPrice: ZDecimal,
  discountPercent: ZDecimal,
  /** The price list's price today for the quote's price type and currency; null when none. */
  listPrice: ZDecimal.nullable(),
  /** The preferred supplier's price for the quantity (product supplier info), in HUF; null when none. */
  purchaseCost: ZDecimal.nullable(),
  net: ZDecimal,
});
export const ZQuotePricing = z
  .object({
    quoteId: z.int(),
    number: z.string(),
    state: z.string(),
    currencyCode: z.string(),
    priceBasis: z.enum(['net', 'gross']),
    version: z.int(),
    items: z.array(ZQuotePricingItem),
  })
  .meta({ id: 'QuotePricing' });
export type TQuotePricing = z.infer<typeof ZQuotePricing>;

/** New discounts of some lines; the others keep theirs (the quote's version guards the change). */
export const ZQuotePricingBody = z.object({
  version: ZVersion,
  items: z
    .array(z.object({ lineId: ZId, discountPercent: ZPercent }))
    .min(1)
    .max(1000),
});

export const salesDeskEndpoints = {
  quotePricing: defineEndpoint({
    method: 'GET',
    path: '/quote-pricing-assistant/quote-items',
    tag: 'customer-orders',
    summary:
      "A quote's lines with purchase cost, list price, margin base and discount side by side",
    query: z.object({ quote_id: ZId }),
    response: ZQuotePricing,
  }),
  saveQuotePricing: defineEndpoint({
    method: 'PUT',
    path: '/quote-pricing-assistant/quote-items',
    tag: 'customer-orders',
    summary: 'Set the discounts of quote lines (DRAFT or SENT; stale version: 409)',
    query: z.object({ quote_id: ZId }),
    body: ZQuotePricingBody,
    response: ZQuotePricing,
  }),
  pricePreview: defineEndpoint({
    method: 'POST',
    path: '/customer-order/price-preview',
    tag: 'customer-orders',
    summary:
      'The lines priced as a save would price them (pricing function, money.ts), nothing stored',
    body: ZPricePreviewBody,
    response: ZPricePreview,
  }),
  history: defineEndpoint({
    method: 'GET',
    path: '/customer-order/history',
    tag: 'customer-orders',
    summary: 'The audit history of an order, quote or quote request, newest first (OrderHistory)',
    query: z.object({ entity: z.enum(HISTORY_ENTITIES), id: ZId }),
    response: z.array(ZHistoryEntry),
  }),
};

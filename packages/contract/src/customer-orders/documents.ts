import { z } from 'zod';
import { INT_MAX, ZDecimal, ZId } from '../common.ts';
import { ZPriceType } from '../partners/partner.ts';

/** Quantities are positive decimals with at most 4 decimals (numeric(16,4)). */
export const ZQuantity = ZDecimal.refine(
  (v) => !v.startsWith('-') && /^\d{1,12}(\.\d{1,4})?$/.test(v) && Number(v) > 0,
  {
    message: 'A positive quantity with at most 4 decimals is expected',
  },
);
export const ZUnitPrice = ZDecimal.refine((v) => /^\d{1,12}(\.\d{1,4})?$/.test(v), {
  message: 'A non-negative price with at most 4 decimals is expected',
});
export const ZPercent = ZDecimal.refine(
  (v) => /^\d{1,3}(\.\d{1,2})?$/.test(v) && Number(v) <= 100,
  {
    message: 'A percent between 0 and 100 is expected',
  },
);
export const ZVersion = z.int().min(1).max(INT_MAX);

/** A priced line of a quote or an order, as the client sends it. */
export const ZLineBody = z.object({
  productId: ZId,
  quantity: ZQuantity,
  /** Omitted: the price list's price for the document's price type, currency and date. */
  unitPrice: ZUnitPrice.optional(),
  /** Omitted: the pricing function's discount (0 until approved discounts apply). */
  discountPercent: ZPercent.optional(),
  description: z.string().trim().max(500).default(''),
});
export type TLineBody = z.input<typeof ZLineBody>;

/** A priced line as stored: amounts rounded to the currency's scale (money.ts). */
/**
 * Why a line has its price, as data (the lines grid words it): the price list (price type) the
 * engine priced on, the approved discount list and its approver, or a price typed by hand.
 */
export const ZPriceSource = z.object({
  kind: z.enum(['LIST', 'DISCOUNT', 'MANUAL']),
  /** The price type whose price list gave the price: 'RETAIL'. */
  priceList: z.string().nullable(),
  discountId: z.int().nullable(),
  discountName: z.string().nullable(),
  approvedBy: z.string().nullable(),
});
export type TPriceSource = z.infer<typeof ZPriceSource>;

export const ZLine = z.object({
  id: z.int(),
  position: z.int(),
  productId: z.int(),
  productCode: z.string(),
  productName: z.string(),
  description: z.string(),
  quantity: ZDecimal,
  unit: z.string(),
  unitPrice: ZDecimal,
  discountPercent: ZDecimal,
  vatCode: z.string(),
  vatRate: ZDecimal,
  net: ZDecimal,
  vat: ZDecimal,
  gross: ZDecimal,
  /** Why the line has its price (the pricing engine's discount: name, percent, approver); null
   * when it is the list price or a typed one. */
  priceExplanation: z.string().nullable(),
  /** Where the price came from, kept with the line and copied with it; null on older lines. */
  priceSource: ZPriceSource.nullable(),
});
export type TLine = z.infer<typeof ZLine>;

export const ZTotals = z.object({ net: ZDecimal, vat: ZDecimal, gross: ZDecimal });

/** The header fields quotes and orders share. */
export const ZDocumentHeaderBody = z.object({
  customerId: ZId,
  contactId: ZId.nullable().default(null),
  currencyCode: z
    .string()
    .trim()
    .regex(/^[A-Z]{3}$/, 'A currency code is expected')
    .default('HUF'),
  /** Omitted: the customer's price type (RETAIL when it has none). */
  priceType: ZPriceType.optional(),
  salesRepEmployeeId: ZId.nullable().default(null),
});

export const ZDocumentSearchBody = z.object({
  page_number: z.int().min(0).max(INT_MAX).default(0),
  page_size: z.int().min(1).max(200).default(25),
  customerId: ZId.optional(),
  term: z
    .string()
    .trim()
    .max(200)
    .default('')
    .meta({ description: 'Number or customer name fragment' }),
});

/**
 * A sales list's sort: one of its columns (omitted: newest first), ties by id in the direction.
 * The order list gives `sort` a default of its own.
 */
export const listSortOf = <const S extends readonly [string, ...string[]]>(sorts: S) => ({
  sort: z.enum(sorts).optional(),
  direction: z.enum(['asc', 'desc']).default('desc'),
});

/** A list's xlsx export takes its filters and sort as query parameters (no paging). */
export const exportQueryOf = <const T extends z.ZodRawShape>(filters: T) =>
  ZDocumentSearchBody.pick({ customerId: true, term: true }).extend(filters);

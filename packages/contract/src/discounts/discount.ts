import { z } from 'zod';
import { INT_MAX, pageOf, ZDecimal, ZId, ZNonEmpty, ZPaging } from '../common.ts';
import { ZProductFilters } from '../products/product.ts';

/** Stored states; ACTIVE and EXPIRED are APPROVED lists seen on today's date (never stored). */
export const DISCOUNT_STATES = ['DRAFT', 'APPROVED', 'CANCELLED'] as const;
export const DISCOUNT_SHOWN_STATES = [
  'DRAFT',
  'APPROVED',
  'ACTIVE',
  'EXPIRED',
  'CANCELLED',
] as const;
export const ZDiscountState = z.enum(DISCOUNT_SHOWN_STATES);
export type TDiscountState = z.infer<typeof ZDiscountState>;
/** Who a list applies to: one customer, a set of customers, a price type, or everybody. */
export const DISCOUNT_SCOPES = ['CUSTOMER', 'CUSTOMER_SET', 'PRICE_TYPE', 'EVERYBODY'] as const;
export const ZDiscountScope = z.enum(DISCOUNT_SCOPES);
export type TDiscountScope = z.infer<typeof ZDiscountScope>;
/** What an item applies to, most specific first. */
export const DISCOUNT_TARGETS = ['PRODUCT', 'GROUP', 'CATALOGUE'] as const;
export const ZDiscountTarget = z.enum(DISCOUNT_TARGETS);
export type TDiscountTarget = z.infer<typeof ZDiscountTarget>;

const ZIsoDate = z.iso.date();
const ZCurrencyCode = z
  .string()
  .trim()
  .regex(/^[A-Z]{3}$/, 'Three-letter currency code expected');
/** An amount of at most 12 integer and 4 decimal digits, not negative (numeric(16, 4)). */
const ZAmount = z
  .string()
  .regex(/^\d{1,12}(\.\d{1,4})?$/, 'Non-negative decimal, 4 decimals at most');
const ZPercent = z
  .string()
  .regex(/^(100(\.0{1,4})?|\d{1,2}(\.\d{1,4})?)$/, 'Percent between 0 and 100, 4 decimals at most');
const ZVersion = z.int().min(1).max(INT_MAX);

export const ZDiscountBody = z
  .object({
    name: ZNonEmpty.max(200),
    scope: ZDiscountScope,
    customerIds: z.array(ZId).max(1000).default([]),
    priceType: z.string().trim().min(1).max(50).nullable().default(null),
    currency: ZCurrencyCode.nullable().default(null).meta({ description: 'null: every currency' }),
    validFrom: ZIsoDate,
    validTo: ZIsoDate.nullable().default(null),
    priority: z.int().min(0).max(1000).default(0),
    note: z.string().trim().max(2000).default(''),
  })
  .superRefine((b, ctx) => {
    const need = (ok: boolean, path: string, message: string) => {
      if (!ok) ctx.addIssue({ code: 'custom', path: [path], message });
    };
    need(
      b.scope !== 'CUSTOMER' || b.customerIds.length === 1,
      'customerIds',
      'Exactly one customer',
    );
    need(
      b.scope !== 'CUSTOMER_SET' || b.customerIds.length > 0,
      'customerIds',
      'At least one customer',
    );
    need(
      b.scope.startsWith('CUSTOMER') || b.customerIds.length === 0,
      'customerIds',
      'Customers only for a customer scope',
    );
    need(
      (b.scope === 'PRICE_TYPE') === (b.priceType !== null),
      'priceType',
      'A price type exactly for the price type scope',
    );
    need(b.validTo === null || b.validTo >= b.validFrom, 'validTo', 'Must not be before validFrom');
  });
export type TDiscountBody = z.output<typeof ZDiscountBody>;
export const ZUpdateDiscountBody = z
  .object({ version: ZVersion, discount: ZDiscountBody })
  .meta({ id: 'UpdateDiscountBody' });

export const ZDiscount = z
  .object({
    id: z.int(),
    name: z.string(),
    scope: ZDiscountScope,
    customerIds: z.array(z.int()),
    priceType: z.string().nullable(),
    currency: z.string().nullable(),
    validFrom: z.string(),
    validTo: z.string().nullable(),
    priority: z.int(),
    note: z.string(),
    state: ZDiscountState,
    ownerUserId: z.int(),
    ownerName: z.string(),
    changedByUserId: z.int(),
    approvedByName: z.string().nullable(),
    approvedAt: z.string().nullable(),
    itemCount: z.int(),
    version: z.int(),
  })
  .meta({ id: 'Discount' });
export type TDiscount = z.infer<typeof ZDiscount>;

export const DISCOUNT_SORTS = ['name', 'validFrom', 'validTo', 'priority'] as const;
export const ZDiscountListQuery = ZPaging.extend({
  sort: z.enum(DISCOUNT_SORTS).default('validFrom'),
  direction: z.enum(['asc', 'desc']).default('desc'),
  term: z.string().trim().max(200).default(''),
  state: ZDiscountState.optional(),
  scope: ZDiscountScope.optional(),
  validOn: ZIsoDate.optional().meta({ description: 'Lists whose validity covers the day' }),
  productId: ZId.optional().meta({ description: 'Lists with an item for the product' }),
  customerId: ZId.optional(),
});
export type TDiscountListQuery = z.output<typeof ZDiscountListQuery>;
export const ZDiscountPage = pageOf(ZDiscount);

export const ZIdsBody = z.object({ ids: z.array(ZId).min(1).max(500) });
export const ZDeleteOutcome = z
  .object({
    id: z.int(),
    outcome: z.enum(['DELETED', 'NOT_FOUND', 'REFUSED']),
    reason: z.string().nullable(),
  })
  .meta({ id: 'DeleteOutcome' });
export const ZDeleteOutcomes = z.object({ results: z.array(ZDeleteOutcome) });
export const ZVersionBody = z.object({ version: ZVersion });
export const ZChangeEndDateBody = z.object({ version: ZVersion, validTo: ZIsoDate.nullable() });

export const ZDiscountItemBody = z
  .object({
    target: ZDiscountTarget,
    targetId: ZId.meta({ description: 'The product, product group or catalogue' }),
    minQuantity: ZAmount.default('0').meta({
      description: 'Quantity break: applies from this quantity',
    }),
    discountPercent: ZPercent.nullable().default(null),
    fixedPrice: ZAmount.nullable()
      .default(null)
      .meta({ description: 'Net unit price, taken as is' }),
  })
  .refine((b) => (b.discountPercent === null) !== (b.fixedPrice === null), {
    path: ['discountPercent'],
    message: 'Either a discount percent or a fixed price',
  });
export type TDiscountItemBody = z.output<typeof ZDiscountItemBody>;

export const ZDiscountItem = z
  .object({
    id: z.int(),
    discountId: z.int(),
    target: ZDiscountTarget,
    targetId: z.int(),
    targetCode: z.string(),
    targetName: z.string(),
    minQuantity: ZDecimal,
    discountPercent: ZDecimal.nullable(),
    fixedPrice: ZDecimal.nullable(),
    listPrice: ZDecimal.nullable().meta({
      description: 'Shown list price at the last (re)calculation',
    }),
    purchaseCost: ZDecimal.nullable(),
    netPrice: ZDecimal.nullable().meta({ description: 'Resulting net unit price' }),
    marginPercent: ZDecimal.nullable(),
    isCancelled: z.boolean(),
  })
  .meta({ id: 'DiscountItem' });
export type TDiscountItem = z.infer<typeof ZDiscountItem>;

export const ZAddProductsBody = z.object({
  filters: ZProductFilters,
  discountPercent: ZPercent,
  minQuantity: ZAmount.default('0'),
  preview: z
    .boolean()
    .default(false)
    .meta({ description: 'Only count what would be added and skipped; nothing changes' }),
});
export const ZAddProductsResult = z.object({ added: z.int(), skipped: z.int() });
export const ZRecalculation = z
  .object({
    itemId: z.int(),
    field: z.enum(['listPrice', 'purchaseCost', 'netPrice', 'marginPercent']),
    before: ZDecimal.nullable(),
    after: ZDecimal.nullable(),
  })
  .meta({ id: 'DiscountRecalculation' });
export type TRecalculation = z.infer<typeof ZRecalculation>;
export const ZRecalculationResult = z.object({ changes: z.array(ZRecalculation) });

/** One changed field of an audited action, values as shown text (null: empty). */
export const ZDiscountEventChange = z.object({
  field: z.string(),
  before: z.string().nullable(),
  after: z.string().nullable(),
});
/** One row of a list's audit history: who did what, and what it changed (before → after). */
export const ZDiscountEvent = z
  .object({
    id: z.int(),
    at: z.string(),
    userName: z.string().nullable(),
    entity: z.enum(['discount', 'discount-item']),
    action: z.string(),
    /** The item the action was about (its product, group or catalogue code), if one */
    subject: z.string().nullable(),
    changes: z.array(ZDiscountEventChange),
  })
  .meta({ id: 'DiscountEvent' });
export type TDiscountEvent = z.infer<typeof ZDiscountEvent>;

import { z } from 'zod';
import { pageOf, ZCodeEntry, ZDecimal, ZId, ZPaging } from '../common.ts';

/**
 * VAT codes of a product: the Hungarian rates (27, 18, 5, 0 %) and the exemptions of the NAV
 * invoice schema: TAM exempt, EU / KBAET intra-community supply of goods, EUK services taxed in
 * another member state, MAA exempt export. Whether the exemption applies depends on the buyer
 * (invoices/vat-status.ts). AAM is no product code: it is the seller firm's status (setting
 * `invoicing.sellerVatStatus`).
 */
export const ZProductBase = z
  .object({ id: z.int(), code: z.string(), name: z.string(), imageUrl: z.string().nullable() })
  .meta({ id: 'ProductBase' });
export type TProductBase = z.infer<typeof ZProductBase>;

export const VAT_CODES = ['27', '18', '5', '0', 'TAM', 'EU', 'EUK', 'MAA', 'KBAET'] as const;
export const ZVatCode = z.enum(VAT_CODES);
export type TVatCode = z.infer<typeof ZVatCode>;

export const ZVatRate = z
  .object({ code: ZVatCode, rate: ZDecimal, isExempt: z.boolean() })
  .meta({ id: 'VatRate' });
export type TVatRate = z.infer<typeof ZVatRate>;

const ZCode = z
  .string()
  .trim()
  .min(1)
  .max(40)
  .regex(/^[^\s%_\\]+$/, 'No spaces, %, _ or \\ in a product code');
const ZName = z.string().trim().min(1).max(200);
const ZAliases = z.array(z.string().trim().min(1).max(200)).max(20);

export const ZProductBody = z.object({
  code: ZCode,
  name: ZName,
  description: z.string().trim().max(4000).default(''),
  isService: z.boolean().default(false),
  /** Lines of this product get a design proof the customer must accept (design-proofs README). */
  needsDesignProof: z.boolean().default(false),
  groupId: ZId.nullable().default(null),
  catalogueId: ZId.nullable().default(null),
  measureUnitCode: z.string().trim().min(1).max(20).default('db'),
  vatCode: ZVatCode.default('27'),
  isActive: z.boolean().default(true),
  aliases: ZAliases.default([]),
});
export type TProductBody = z.input<typeof ZProductBody>;
export const ZUpdateProductBody = ZProductBody.extend({ version: z.int().positive() });

export const ZProduct = z
  .object({
    id: z.int(),
    code: z.string(),
    name: z.string(),
    description: z.string(),
    isService: z.boolean(),
    needsDesignProof: z.boolean(),
    group: ZCodeEntry.nullable(),
    catalogue: ZCodeEntry.nullable(),
    measureUnitCode: z.string(),
    vatCode: ZVatCode,
    isActive: z.boolean(),
    aliases: z.array(z.string()),
    imageUrl: z.string().nullable(),
    version: z.int(),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .meta({ id: 'Product' });
export type TProduct = z.infer<typeof ZProduct>;

/** Names and descriptions per language; HU is the product's own name and description. */
export const ZTranslation = z.object({
  language: z
    .string()
    .trim()
    .regex(/^[A-Z]{2}$/, 'Two-letter language code expected'),
  name: ZName,
  description: z.string().trim().max(4000).default(''),
});
export const ZMultilingualData = z
  .object({ productId: z.int(), translations: z.array(ZTranslation), version: z.int() })
  .meta({ id: 'ProductMultilingualData' });
export type TMultilingualData = z.infer<typeof ZMultilingualData>;
export const ZMultilingualBody = z.object({
  translations: z
    .array(ZTranslation)
    .max(50)
    .refine(
      (items) => new Set(items.map((t) => t.language)).size === items.length,
      'One entry per language',
    ),
  version: z.int().positive(),
});

export const PRODUCT_TABS = [
  'attributes',
  'storage',
  'variants',
  'composition',
  'media',
  'supplier',
  'substitute',
  'inventory',
  'package',
  'container',
  'vignette',
  'event',
] as const;
export const ZProductTab = z
  .object({ key: z.enum(PRODUCT_TABS), labelKey: z.string(), shouldShow: z.boolean() })
  .meta({ id: 'ProductTab' });
export type TProductTab = z.infer<typeof ZProductTab>;

export const PRODUCT_SORTS = ['code', 'name', 'created'] as const;
const ZOptionalFlag = z.boolean().nullable().default(null);
export const ZProductFilters = ZPaging.extend({
  term: z.string().trim().max(200).default(''),
  groupId: ZId.nullable().default(null),
  catalogueId: ZId.nullable().default(null),
  supplierId: ZId.nullable().default(null),
  is_active: ZOptionalFlag,
  is_service: ZOptionalFlag,
  sort: z.enum(PRODUCT_SORTS).default('code'),
  direction: z.enum(['asc', 'desc']).default('asc'),
});
export type TProductFilters = z.output<typeof ZProductFilters>;

export const ZProductListItem = z
  .object({
    id: z.int(),
    code: z.string(),
    name: z.string(),
    groupName: z.string().nullable(),
    measureUnitCode: z.string(),
    vatCode: ZVatCode,
    isService: z.boolean(),
    isActive: z.boolean(),
    createdAt: z.string(),
  })
  .meta({ id: 'ProductListItem' });
export type TProductListItem = z.infer<typeof ZProductListItem>;
export const ZProductPage = pageOf(ZProductListItem);

export const ZAliasMatch = z
  .object({ id: z.int(), code: z.string(), name: z.string(), alias: z.string() })
  .meta({ id: 'ProductAliasMatch' });
export type TAliasMatch = z.infer<typeof ZAliasMatch>;

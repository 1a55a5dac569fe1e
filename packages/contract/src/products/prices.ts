import { z } from 'zod';
import { ZDecimal, ZId } from '../common.ts';
import { ZProductBase } from './product.ts';

const ZCurrencyCode = z
  .string()
  .trim()
  .regex(/^[A-Z]{3}$/, 'Three-letter currency code expected');
const ZIsoDate = z.iso.date();
const ZPositiveDecimal = ZDecimal.refine((v) => !v.startsWith('-'), 'Must not be negative');

export const ZProductPrice = z
  .object({
    id: z.int(),
    priceType: z.string(),
    currency: z.string(),
    unitPrice: ZDecimal,
    validFrom: z.string(),
    validTo: z.string().nullable(),
  })
  .meta({ id: 'ProductPrice' });
export type TProductPrice = z.infer<typeof ZProductPrice>;
export const ZProductPriceBody = z
  .object({
    priceType: z.string().trim().min(1).max(40),
    currency: ZCurrencyCode,
    unitPrice: ZPositiveDecimal,
    validFrom: ZIsoDate,
    validTo: ZIsoDate.nullable().default(null),
  })
  .refine((p) => p.validTo === null || p.validTo >= p.validFrom, {
    path: ['validTo'],
    message: 'Must not be before validFrom',
  });
export const ZUnitPriceQuery = z.object({
  priceType: z.string().trim().min(1).max(40),
  currency: ZCurrencyCode,
});

export const ZSupplierInfo = z
  .object({
    id: z.int(),
    supplierId: z.int(),
    supplierName: z.string(),
    supplierProductCode: z.string().nullable(),
    currency: z.string(),
    unitPrice: ZDecimal,
    minQuantity: ZDecimal,
    leadTimeDays: z.int(),
    isPreferred: z.boolean(),
  })
  .meta({ id: 'ProductSupplierInfo' });
export type TSupplierInfo = z.infer<typeof ZSupplierInfo>;
export const ZSupplierInfoBody = z.object({
  supplierId: ZId,
  supplierProductCode: z.string().trim().min(1).max(60).nullable().default(null),
  currency: ZCurrencyCode,
  unitPrice: ZPositiveDecimal,
  minQuantity: ZPositiveDecimal.refine((v) => Number(v) > 0, 'Must be positive').default('1'),
  leadTimeDays: z.int().min(0).max(365).default(0),
  isPreferred: z.boolean().default(false),
});
/** `currencyId` is the currency's code (HUF, EUR): the spec's name of the parameter is kept. */
export const ZSupplierInfoQuery = z.object({
  supplierId: ZId,
  currencyId: ZCurrencyCode,
  quantity: ZPositiveDecimal.default('1'),
});

export const ZSubstitutionsBody = z.object({ productIds: z.array(ZId).min(1).max(200) });
export const ZSubstitutions = z.array(
  z
    .object({ productId: z.int(), substitutes: z.array(ZProductBase) })
    .meta({ id: 'ProductSubstitutions' }),
);
export const ZSetSubstitutesBody = z.object({ substituteIds: z.array(ZId).max(50) });

export const ZProductStorage = z
  .object({
    id: z.int(),
    kind: z.enum(['DEFAULT', 'BUFFER']),
    storageId: z.int(),
    storageCode: z.string(),
    storageName: z.string(),
    branchId: z.int(),
  })
  .meta({ id: 'ProductStorage' });
export type TProductStorage = z.infer<typeof ZProductStorage>;
export const ZAddStorageBody = z.object({ productId: ZId, storageId: ZId });
export const ZRemoveBufferStoragesBody = z.object({
  productId: ZId,
  ids: z.array(ZId).min(1).max(100),
});

export const ZStockLine = z
  .object({
    storageId: z.int(),
    storageCode: z.string(),
    storageName: z.string(),
    quantity: ZDecimal,
  })
  .meta({ id: 'ProductStockLine' });
export type TStockLine = z.infer<typeof ZStockLine>;

import { type TCodeEntry, ZSupplierInfoBody } from '@kontor/contract';
import { toDecimalString } from '../../../../lib/forms/decimal-input';
import { type FieldErrors, fieldMessages } from '../../../../lib/forms/field-errors';
import type { PartnerRef } from '../../../partners/components/partner-lookup';
import type { TSupplierInfoBody } from './supplier-api';

/** The supplier condition form as typed: amounts the Hungarian way (`12 500,50`). */
export interface SupplierValues {
  supplier: PartnerRef | null;
  supplierProductCode: string;
  currency: TCodeEntry | null;
  unitPrice: string;
  minQuantity: string;
  leadTimeDays: string;
  isPreferred: boolean;
}

export const HUF: TCodeEntry = { id: 0, code: 'HUF', name: 'HUF' };

export function emptySupplierValues(): SupplierValues {
  return {
    supplier: null,
    supplierProductCode: '',
    currency: HUF,
    unitPrice: '',
    minQuantity: '1',
    leadTimeDays: '0',
    isPreferred: false,
  };
}

/** A whole number of days; anything else goes as NaN, which the contract's check refuses. */
function daysOf(typed: string): number {
  const compact = typed.replace(/\s/g, '');
  return compact === '' ? 0 : /^\d+$/.test(compact) ? Number(compact) : Number.NaN;
}

export function supplierBodyOf(values: SupplierValues): TSupplierInfoBody {
  const code = values.supplierProductCode.trim();
  return {
    supplierId: values.supplier?.id ?? 0,
    supplierProductCode: code === '' ? null : code,
    currency: values.currency?.code ?? '',
    unitPrice: toDecimalString(values.unitPrice) ?? '',
    minQuantity: toDecimalString(values.minQuantity) ?? '',
    leadTimeDays: daysOf(values.leadTimeDays),
    isPreferred: values.isPreferred,
  };
}

export const supplierMessages = fieldMessages(
  [
    { path: /^supplierId$/, code: 'invalid', key: 'PRODUCTS.SUPPLIER.ERROR_NOT_SUPPLIER' },
    { path: /^supplierId$/, key: 'VALIDATION.REQUIRED' },
    { path: /^currency(Id)?$/, key: 'PRODUCTS.SUPPLIER.ERROR_CURRENCY' },
    { path: /^unitPrice$/, key: 'PRODUCTS.SUPPLIER.ERROR_PRICE' },
    { path: /^minQuantity$/, code: 'duplicate', key: 'PRODUCTS.SUPPLIER.ERROR_SAME_QUANTITY' },
    { path: /^(minQuantity|quantity)$/, key: 'PRODUCTS.SUPPLIER.ERROR_QUANTITY' },
    { path: /^leadTimeDays$/, key: 'PRODUCTS.SUPPLIER.ERROR_LEAD_TIME' },
    { path: /^supplierProductCode$/, key: 'PRODUCTS.SUPPLIER.ERROR_CODE' },
  ],
  'PRODUCTS.SUPPLIER.ERROR_INVALID',
);

export function supplierClientErrors(values: SupplierValues): FieldErrors {
  return supplierMessages.zodFieldErrors(ZSupplierInfoBody.safeParse(supplierBodyOf(values)).error);
}

import type { TDiscount, TDiscountBody, TDiscountScope } from '@kontor/contract';
import type { FieldErrors } from '../../../lib/forms/field-errors';
import { todayIsoDate } from '../../../ui/date-input';

/** The list's terms as the form edits them (texts as typed; the body is built on save). */
export interface DiscountFormValues {
  name: string;
  scope: TDiscountScope;
  customerIds: number[];
  priceType: string | null;
  currency: string | null;
  validFrom: string | null;
  validTo: string | null;
  priority: string;
  note: string;
}

export function emptyDiscountForm(today = todayIsoDate()): DiscountFormValues {
  return {
    name: '',
    scope: 'CUSTOMER',
    customerIds: [],
    priceType: null,
    currency: 'HUF',
    validFrom: today,
    validTo: null,
    priority: '0',
    note: '',
  };
}

export function discountFormOf(d: TDiscount): DiscountFormValues {
  return {
    name: d.name,
    scope: d.scope,
    customerIds: d.customerIds,
    priceType: d.priceType,
    currency: d.currency,
    validFrom: d.validFrom,
    validTo: d.validTo,
    priority: String(d.priority),
    note: d.note,
  };
}

const isCustomerScope = (scope: TDiscountScope) => scope === 'CUSTOMER' || scope === 'CUSTOMER_SET';

/** The call's body: customers only for a customer scope, a price type only for its scope. */
export function discountBodyOf(v: DiscountFormValues): TDiscountBody {
  return {
    name: v.name.trim(),
    scope: v.scope,
    customerIds: isCustomerScope(v.scope) ? v.customerIds : [],
    priceType: v.scope === 'PRICE_TYPE' ? v.priceType : null,
    currency: v.currency,
    validFrom: v.validFrom ?? '',
    validTo: v.validTo,
    priority: Number(v.priority),
    note: v.note.trim(),
  };
}

/** The same rules as the contract, as dictionary keys per field. */
export function validateDiscountForm(v: DiscountFormValues): FieldErrors {
  const errors: Record<string, string> = {};
  if (!v.name.trim()) errors.name = 'VALIDATION.REQUIRED';
  if (!v.validFrom) errors.validFrom = 'VALIDATION.REQUIRED';
  if (v.scope === 'CUSTOMER' && v.customerIds.length !== 1)
    errors.customerIds = 'DISCOUNTS.ERROR.ONE_CUSTOMER';
  if (v.scope === 'CUSTOMER_SET' && v.customerIds.length === 0)
    errors.customerIds = 'DISCOUNTS.ERROR.CUSTOMERS';
  if (v.scope === 'PRICE_TYPE' && !v.priceType) errors.priceType = 'DISCOUNTS.ERROR.PRICE_TYPE';
  if (v.validFrom && v.validTo && v.validTo < v.validFrom)
    errors.validTo = 'DISCOUNTS.ERROR.VALID_TO';
  if (!/^\d{1,4}$/.test(v.priority) || Number(v.priority) > 1000)
    errors.priority = 'DISCOUNTS.ERROR.PRIORITY';
  return errors;
}

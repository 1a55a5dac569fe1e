import type { TFunction } from 'i18next';
import { ApiError } from '../../../lib/api/api-error';
import { type FieldRule, fieldMessages, isStaleVersion } from '../../../lib/forms/field-errors';

/** The sales documents' field messages, first match wins (the server's texts are English). */
const FIELD_RULES: readonly FieldRule[] = [
  { path: /^version$/, key: 'SALES.ERROR.STALE' },
  { path: /^state$/, code: 'IN_PICKING_CYCLE', key: 'SALES.ERROR.IN_PICKING_CYCLE' },
  { path: /^state$/, key: 'SALES.ERROR.STATE' },
  { path: /^customerId$/, key: 'SALES.ERROR.CUSTOMER' },
  { path: /^prospectName$/, key: 'SALES.ERROR.CUSTOMER_OR_PROSPECT' },
  { path: /^currencyCode$/, key: 'SALES.ERROR.CURRENCY' },
  { path: /^salesRepEmployeeId$/, key: 'SALES.ERROR.SALES_REP' },
  { path: /^lines\.\d+\.productId$/, key: 'SALES.ERROR.PRODUCT' },
  { path: /^lines\.\d+\.quantity$/, key: 'SALES.ERROR.QUANTITY' },
  { path: /^lines\.\d+\.unitPrice$/, code: 'required', key: 'SALES.ERROR.NO_PRICE' },
  { path: /^lines\.\d+\.unitPrice$/, key: 'SALES.ERROR.PRICE' },
  { path: /^lines\.\d+\.discountPercent$/, key: 'SALES.ERROR.DISCOUNT' },
  { path: /^lines\.\d+\.description$/, key: 'SALES.ERROR.PRODUCT_OR_TEXT' },
  { path: /^lines\.\d+\.fulfilmentPartnerId$/, key: 'SALES.ERROR.FULFILMENT_PARTNER' },
  { path: /^lines$/, key: 'SALES.ERROR.LINES' },
  { path: /^(validUntil|wantedDeliveryDate|orderDate|quoteDate)$/, key: 'SALES.ERROR.DATE' },
  { path: /./, code: 'too_small', key: 'VALIDATION.REQUIRED' },
  { path: /./, code: 'too_big', key: 'SALES.ERROR.TOO_LONG' },
];

export const { problemFieldErrors: salesProblemErrors } = fieldMessages(
  FIELD_RULES,
  'SALES.ERROR.INVALID',
);

/**
 * Why a state call (confirm, cancel…) was refused, in the user's language (the server's details
 * are English developer texts): a stale version, lines in an open picking cycle (naming it), any
 * other wrong state, or a failure.
 */
export function stateRefusalOf(t: TFunction, error: unknown): string {
  if (isStaleVersion(error)) return t('SALES.ERROR.STALE');
  if (!(error instanceof ApiError)) return t('SALES.ACTION_FAILED');
  const picking = error.problem?.errors?.find((e) => e.code === 'IN_PICKING_CYCLE');
  if (picking) return t('SALES.ERROR.IN_PICKING_CYCLE_NAMED', { cycle: picking.params?.cycle });
  return error.status === 409 ? t('SALES.ERROR.STATE') : t('SALES.ACTION_FAILED');
}

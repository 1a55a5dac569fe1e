import { type FieldRule, fieldMessages } from '../../../lib/forms/field-errors';

/** The sales documents' field messages, first match wins (the server's texts are English). */
const FIELD_RULES: readonly FieldRule[] = [
  { path: /^version$/, key: 'SALES.ERROR.STALE' },
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

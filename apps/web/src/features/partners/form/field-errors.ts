import { type FieldRule, fieldMessages } from '../../../lib/forms/field-errors';

export type { FieldErrors } from '../../../lib/forms/field-errors';

/**
 * The messages of the partner area's fields, first match wins. The contract's and the server's
 * messages are English developer texts; the user reads these.
 */
export const FIELD_RULES: readonly FieldRule[] = [
  { path: /^taxNumber$/, code: 'duplicate', key: 'PARTNERS.ERROR.TAX_NUMBER_TAKEN' },
  { path: /^code$/, code: 'duplicate', key: 'PARTNERS.ERROR.CODE_TAKEN' },
  { path: /^accountNumber$/, code: 'duplicate', key: 'PARTNERS.ERROR.ACCOUNT_TAKEN' },
  { path: /^linkType$/, code: 'duplicate', key: 'PARTNERS.ERROR.LINK_TAKEN' },
  { path: /^links$/, code: 'referenced', key: 'PARTNERS.ERROR.DELETE_LINKED' },
  { path: /^version$/, key: 'PARTNERS.ERROR.STALE' },
  { path: /^roles$/, key: 'PARTNERS.ERROR.ROLES' },
  { path: /(^|\.)(taxNumber|groupTaxNumber)$/, key: 'PARTNERS.ERROR.TAX_NUMBER' },
  { path: /^euVatNumber$/, key: 'PARTNERS.ERROR.EU_VAT_NUMBER' },
  { path: /^registrationNumber$/, key: 'PARTNERS.ERROR.REGISTRATION_NUMBER' },
  { path: /^creditLimit$/, key: 'PARTNERS.ERROR.CREDIT_LIMIT' },
  { path: /^paymentTermsDays$/, key: 'PARTNERS.ERROR.PAYMENT_TERMS' },
  { path: /^shippingAddresses$/, key: 'PARTNERS.ERROR.ONE_DEFAULT_ADDRESS' },
  { path: /^linkedPartnerId$/, key: 'PARTNERS.ERROR.LINK_PARTNER' },
  { path: /^salesRepEmployeeId$/, key: 'PARTNERS.ERROR.SALES_REP' },
  { path: /(^|\.)postalCode$/, code: 'too_small', key: 'VALIDATION.REQUIRED' },
  { path: /(^|\.)postalCode$/, key: 'PARTNERS.ERROR.POSTAL_CODE' },
  { path: /(^|\.)countryCode$/, key: 'PARTNERS.ERROR.COUNTRY_CODE' },
  { path: /^currencyCode$/, key: 'PARTNERS.ERROR.CURRENCY' },
  { path: /^accountNumber$/, key: 'PARTNERS.ERROR.ACCOUNT_NUMBER' },
  { path: /^email$/, key: 'VALIDATION.EMAIL' },
  { path: /^phone$/, key: 'PARTNERS.ERROR.PHONE' },
  { path: /^code$/, key: 'PARTNERS.ERROR.CODE' },
  { path: /./, code: 'too_small', key: 'VALIDATION.REQUIRED' },
  { path: /./, code: 'too_big', key: 'PARTNERS.ERROR.TOO_LONG' },
];

export const { messageKeyOf, zodFieldErrors, problemFieldErrors } = fieldMessages(
  FIELD_RULES,
  'PARTNERS.ERROR.INVALID',
);

import { type FieldRule, fieldMessages } from '../../../lib/forms/field-errors';

export type { FieldErrors } from '../../../lib/forms/field-errors';

/**
 * The messages of the product area's fields, first match wins. The contract's and the server's
 * messages are English developer texts; the user reads these.
 */
export const FIELD_RULES: readonly FieldRule[] = [
  { path: /^code$/, code: 'duplicate', key: 'PRODUCTS.ERROR.CODE_TAKEN' },
  { path: /^code$/, code: 'invalid_format', key: 'PRODUCTS.ERROR.CODE_CHARACTERS' },
  { path: /^version$/, key: 'PRODUCTS.ERROR.STALE' },
  { path: /^stock$/, key: 'PRODUCTS.ERROR.DELETE_STOCK' },
  { path: /^substitutes$/, key: 'PRODUCTS.ERROR.DELETE_SUBSTITUTE' },
  { path: /^composition$/, key: 'PRODUCTS.ERROR.DELETE_COMPONENT' },
  { path: /^containers$/, key: 'PRODUCTS.ERROR.DELETE_CONTAINER' },
  { path: /^suppliers$/, key: 'PRODUCTS.ERROR.DELETE_SUPPLIERS' },
  { path: /^groupId$/, key: 'PRODUCTS.ERROR.GROUP' },
  { path: /^catalogueId$/, key: 'PRODUCTS.ERROR.CATALOGUE' },
  { path: /^measureUnitCode$/, key: 'PRODUCTS.ERROR.MEASURE_UNIT' },
  { path: /^currency$/, key: 'PRODUCTS.ERROR.CURRENCY' },
  { path: /^priceType$/, key: 'PRODUCTS.ERROR.PRICE_TYPE' },
  { path: /^unitPrice$/, key: 'PRODUCTS.ERROR.UNIT_PRICE' },
  { path: /^validFrom$/, key: 'PRODUCTS.ERROR.VALID_FROM' },
  { path: /^validTo$/, key: 'PRODUCTS.ERROR.VALID_TO' },
  { path: /^translations/, code: 'too_small', key: 'PRODUCTS.ERROR.NAME_REQUIRED' },
  { path: /./, code: 'too_small', key: 'VALIDATION.REQUIRED' },
  { path: /./, code: 'too_big', key: 'PRODUCTS.ERROR.TOO_LONG' },
];

export const { messageKeyOf, zodFieldErrors, problemFieldErrors } = fieldMessages(
  FIELD_RULES,
  'PRODUCTS.ERROR.INVALID',
);

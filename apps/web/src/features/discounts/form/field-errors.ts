import { type FieldErrors, type FieldRule, fieldMessages } from '../../../lib/forms/field-errors';

/**
 * The messages of the discount fields, first match wins. The contract's and the server's messages
 * are English developer texts; the user reads these.
 */
const FIELD_RULES: readonly FieldRule[] = [
  { path: /^version$/, key: 'DISCOUNTS.ERROR.STALE' },
  { path: /^customerIds/, key: 'DISCOUNTS.ERROR.CUSTOMERS' },
  { path: /^priceType$/, key: 'DISCOUNTS.ERROR.PRICE_TYPE' },
  { path: /^validTo$/, key: 'DISCOUNTS.ERROR.VALID_TO' },
  { path: /^priority$/, key: 'DISCOUNTS.ERROR.PRIORITY' },
  { path: /^currency$/, key: 'DISCOUNTS.ERROR.CURRENCY' },
  { path: /./, code: 'too_small', key: 'VALIDATION.REQUIRED' },
  { path: /./, code: 'too_big', key: 'DISCOUNTS.ERROR.TOO_LONG' },
];

const messages = fieldMessages(FIELD_RULES, 'DISCOUNTS.ERROR.INVALID');

/** The update call nests the terms under `discount`: its errors belong to the same fields. */
export function problemFieldErrors(error: unknown): FieldErrors {
  const errors = messages.problemFieldErrors(error);
  return Object.fromEntries(
    Object.entries(errors).map(([path, key]) => [path.replace(/^discount\./, ''), key]),
  );
}

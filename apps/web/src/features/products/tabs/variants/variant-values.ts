import { type TCodeEntry, ZVariantsBody } from '@kontor/contract';
import { type FieldErrors, fieldMessages } from '../../../../lib/forms/field-errors';
import type { TVariantsBody } from './variants-api';

/** One editable attribute row; `key` keeps React's row identity while rows come and go. */
export interface ValueRow {
  key: number;
  attribute: string;
  value: string;
}

let lastKey = 0;
export function newValueRow(attribute = '', value = ''): ValueRow {
  lastKey += 1;
  return { key: lastKey, attribute, value };
}

export function rowsOf(values: readonly { attribute: string; value: string }[]): ValueRow[] {
  return values.map(({ attribute, value }) => newValueRow(attribute, value));
}

export function variantsBodyOf(group: TCodeEntry | null, rows: readonly ValueRow[]): TVariantsBody {
  return {
    groupId: group?.id ?? null,
    // Outside a group a product has no attribute values: the server would drop them anyway.
    values: group ? rows.map(({ attribute, value }) => ({ attribute, value })) : [],
  };
}

/** 'szín: fehér, átmérő: 40 cm' */
export function formatValues(values: readonly { attribute: string; value: string }[]): string {
  return values.map(({ attribute, value }) => `${attribute}: ${value}`).join(', ');
}

export const variantMessages = fieldMessages(
  [
    { path: /^values$/, code: 'duplicate', key: 'PRODUCTS.VARIANTS.ERROR_SAME_VALUES' },
    { path: /^values$/, code: 'too_big', key: 'PRODUCTS.VARIANTS.ERROR_TOO_MANY' },
    { path: /^groupId$/, key: 'PRODUCTS.VARIANTS.ERROR_GROUP' },
    { path: /^code$/, code: 'duplicate', key: 'PRODUCTS.VARIANTS.ERROR_GROUP_CODE_TAKEN' },
    { path: /^code$/, code: 'invalid_format', key: 'PRODUCTS.VARIANTS.ERROR_GROUP_CODE' },
    { path: /./, code: 'too_small', key: 'VALIDATION.REQUIRED' },
    { path: /./, code: 'too_big', key: 'PRODUCTS.VARIANTS.ERROR_TOO_LONG' },
  ],
  'PRODUCTS.VARIANTS.ERROR_INVALID',
);

/**
 * The client check of the tab: the contract's, with the two rules on the whole list told apart
 * (the contract reports both as one custom issue on `values`).
 */
export function variantClientErrors(
  group: TCodeEntry | null,
  rows: readonly ValueRow[],
): FieldErrors {
  const errors: Record<string, string> = {
    ...variantMessages.zodFieldErrors(ZVariantsBody.safeParse(variantsBodyOf(group, rows)).error),
  };
  if (!group) return errors;
  const attributes = rows.map((row) => row.attribute.trim().toLowerCase());
  if (rows.length === 0) errors.values = 'PRODUCTS.VARIANTS.ERROR_VALUES_REQUIRED';
  else if (new Set(attributes).size !== attributes.length)
    errors.values = 'PRODUCTS.VARIANTS.ERROR_ATTRIBUTE_TWICE';
  return errors;
}

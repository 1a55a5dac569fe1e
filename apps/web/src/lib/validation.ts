import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/** A field is valid (`true`) or carries the message to show (spec 000 §5). */
export type Validity = true | string;

export type Translate = (key: string, options?: Record<string, unknown>) => string;

/** Numbers arrive as numbers or as decimal strings (money and quantities never travel as floats). */
export type NumericInput = number | string | null | undefined;

export const VALIDATION_KEYS = {
  required: 'VALIDATION.REQUIRED',
  notANumber: 'VALIDATION.NOT_A_NUMBER',
  nonNegative: 'VALIDATION.NON_NEGATIVE',
  greaterThan: 'VALIDATION.GREATER_THAN',
  atLeast: 'VALIDATION.AT_LEAST',
  nonEmptyList: 'VALIDATION.NON_EMPTY_LIST',
  email: 'VALIDATION.EMAIL',
} as const;

const numberFormat = new Intl.NumberFormat('hu-HU');

// No whitespace anywhere, one @, a non-empty local part and a dotted domain without empty labels.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

function isBlank(value: NumericInput): boolean {
  return value === null || value === undefined || String(value).trim() === '';
}

/** Reads a number typed the Hungarian way ("1 234,5") or as a decimal string ("1234.5"). */
export function parseNumber(value: number | string): number {
  if (typeof value === 'number') return value;
  const normalized = value.replace(/\s/g, '').replace(',', '.');
  return normalized === '' ? Number.NaN : Number(normalized);
}

/**
 * Joins the messages of several checks: the first message, plus ' (+N)' when N more failed.
 */
export function combineValidity(results: readonly Validity[]): Validity {
  const messages = results.filter((result): result is string => result !== true);
  const [first] = messages;
  if (first === undefined) return true;
  return messages.length === 1 ? first : `${first} (+${messages.length - 1})`;
}

/**
 * The generic checks. Each number check passes on an empty value, so an optional field stays
 * optional; combine with `required` when the field must be filled.
 */
export function createValidators(t: Translate) {
  function checkNumber(value: NumericInput, isAccepted: (parsed: number) => Validity): Validity {
    if (isBlank(value)) return true;
    const parsed = parseNumber(value as number | string);
    return Number.isFinite(parsed) ? isAccepted(parsed) : t(VALIDATION_KEYS.notANumber);
  }

  return {
    required: (value: NumericInput): Validity =>
      isBlank(value) ? t(VALIDATION_KEYS.required) : true,
    nonNegative: (value: NumericInput): Validity =>
      checkNumber(value, (parsed) => parsed >= 0 || t(VALIDATION_KEYS.nonNegative)),
    greaterThan: (value: NumericInput, limit: number): Validity =>
      checkNumber(
        value,
        (parsed) =>
          parsed > limit || t(VALIDATION_KEYS.greaterThan, { limit: numberFormat.format(limit) }),
      ),
    atLeast: (value: NumericInput, minimum: number): Validity =>
      checkNumber(
        value,
        (parsed) =>
          parsed >= minimum ||
          t(VALIDATION_KEYS.atLeast, { minimum: numberFormat.format(minimum) }),
      ),
    nonEmptyList: (list: readonly unknown[] | null | undefined): Validity =>
      list && list.length > 0 ? true : t(VALIDATION_KEYS.nonEmptyList),
    email: (value: string | null | undefined): Validity =>
      isBlank(value) || EMAIL_PATTERN.test(value as string) ? true : t(VALIDATION_KEYS.email),
  };
}

export type Validators = ReturnType<typeof createValidators>;

/** The generic checks with messages from the current dictionary. */
export function useValidators(): Validators {
  const { t } = useTranslation();
  return useMemo(() => createValidators((key, options) => t(key, options ?? {})), [t]);
}

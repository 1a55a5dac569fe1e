/** The default number locale (000 §1, §9). */
export const NUMBER_LOCALE = 'hu-HU';

const integerFormat = new Intl.NumberFormat(NUMBER_LOCALE);
const dateFormat = new Intl.DateTimeFormat(NUMBER_LOCALE, { dateStyle: 'medium', timeZone: 'UTC' });
const dateTimeFormat = new Intl.DateTimeFormat(NUMBER_LOCALE, {
  dateStyle: 'medium',
  timeStyle: 'short',
});

export function formatInteger(value: number): string {
  return integerFormat.format(value);
}

/**
 * Money travels as decimal strings (ARCHITECTURE.md, convention 5). Intl formats the string
 * exactly, without a detour through a float, so large sums keep every digit.
 */
export function formatMoney(amount: string, currency: string | null): string {
  const format = new Intl.NumberFormat(NUMBER_LOCALE, {
    ...(currency ? { style: 'currency', currency } : {}),
    maximumFractionDigits: 2,
  });
  return format.format(amount as Intl.StringNumericLiteral);
}

/** A calendar date (`2026-03-01`, or the date part of a timestamp), the same in every time zone. */
export function formatDate(isoDate: string): string {
  return dateFormat.format(new Date(`${isoDate.slice(0, 10)}T00:00:00Z`));
}

/**
 * A date followed by a Hungarian suffix: the date's closing dot gives way to the hyphen
 * (`2026. nov. 23-i árfolyam`, not `23.-i`). The dictionary text carries the suffix.
 */
export function formatDateBeforeSuffix(isoDate: string): string {
  return formatDate(isoDate).replace(/\.$/, '');
}

export function formatDateTime(iso: string): string {
  return dateTimeFormat.format(new Date(iso));
}

const quantityFormat = new Intl.NumberFormat(NUMBER_LOCALE, { maximumFractionDigits: 4 });

/** A quantity (decimal string, up to 4 decimals): `1234.5000` → `1 234,5`, exactly. */
export function formatQuantity(quantity: string): string {
  return quantityFormat.format(quantity as Intl.StringNumericLiteral);
}

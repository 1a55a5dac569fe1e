import { NUMBER_LOCALE } from '../format';

/**
 * An amount typed the Hungarian way (`1 500 000,50`: spaces between thousands, decimal comma) as
 * the decimal string the server takes (`1500000.50`); null when blank. Text
 * that is no number comes back unchanged (cleared of spaces), so the contract's check rejects it
 * and the field shows why.
 */
export function toDecimalString(typed: string): string | null {
  const compact = typed.replace(/\s/g, '');
  if (compact === '') return null;
  return /^-?\d+(,\d+)?$/.test(compact) ? compact.replace(',', '.') : compact;
}

/** A decimal string as a Hungarian amount for an input: `1500000.5` → `1 500 000,50`. */
export function formatDecimalInput(decimal: string | null): string {
  if (decimal === null || !/^-?\d+(\.\d+)?$/.test(decimal)) return decimal ?? '';
  const hasFraction = /\.\d*[1-9]/.test(decimal);
  return new Intl.NumberFormat(NUMBER_LOCALE, {
    minimumFractionDigits: hasFraction ? 2 : 0,
    maximumFractionDigits: 2,
  }).format(decimal as Intl.StringNumericLiteral);
}

/**
 * What an amount field shows once left: the Hungarian way when it reads as an amount of up to
 * four decimals (`12500.5` → `12 500,50`), otherwise as typed (the check then says why).
 */
export function tidyDecimalInput(typed: string): string {
  const decimal = toDecimalString(typed);
  return decimal !== null && /^\d+(\.\d{1,4})?$/.test(decimal)
    ? formatDecimalInput(decimal)
    : typed;
}

const WEIGHTS = [9, 7, 3, 1, 9, 7, 3] as const;

/** The check digit (8th digit) of a Hungarian tax number's 7-digit base. */
export function taxNumberCheckDigit(first7: string): number {
  const sum = [...first7].reduce((acc, digit, i) => acc + Number(digit) * WEIGHTS[i]!, 0);
  return (10 - (sum % 10)) % 10;
}

/** County codes (the last two digits) that the tax authority issues. */
const COUNTY_CODES = new Set([
  ...Array.from({ length: 19 }, (_, i) => String(i + 2).padStart(2, '0')),
  '22',
  '41',
  '42',
  '43',
  '44',
  '51',
]);

/**
 * A Hungarian tax number `xxxxxxxx-y-zz`: 8-digit base whose last digit is the check digit, VAT
 * code 1–5, county code. Hyphens are optional on input.
 */
export function isValidHungarianTaxNumber(value: string): boolean {
  const match = /^(\d{7})(\d)-?([1-5])-?(\d{2})$/.exec(value.trim());
  if (!match) return false;
  const [, first7, check, , county] = match;
  return taxNumberCheckDigit(first7!) === Number(check) && COUNTY_CODES.has(county!);
}

export function formatHungarianTaxNumber(value: string): string {
  const digits = value.replace(/\D/g, '');
  return `${digits.slice(0, 8)}-${digits.slice(8, 9)}-${digits.slice(9, 11)}`;
}

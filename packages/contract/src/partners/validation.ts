import { taxNumberCheckDigit } from '../tax-number.ts';

/**
 * EU VAT numbers (VIES formats) after the country prefix. Greece uses `EL`, Northern Ireland `XI`.
 * A Hungarian one is `HU` + the 8-digit taxpayer id of the tax number, so its check digit is checked too.
 */
export const EU_VAT_PATTERNS: Readonly<Record<string, RegExp>> = {
  AT: /^U\d{8}$/,
  BE: /^[01]\d{9}$/,
  BG: /^\d{9,10}$/,
  CY: /^\d{8}[A-Z]$/,
  CZ: /^\d{8,10}$/,
  DE: /^\d{9}$/,
  DK: /^\d{8}$/,
  EE: /^\d{9}$/,
  EL: /^\d{9}$/,
  ES: /^[A-Z0-9]\d{7}[A-Z0-9]$/,
  FI: /^\d{8}$/,
  FR: /^[A-HJ-NP-Z0-9]{2}\d{9}$/,
  HR: /^\d{11}$/,
  HU: /^\d{8}$/,
  IE: /^(\d{7}[A-W][A-I]?|\d[A-Z+*]\d{5}[A-W])$/,
  IT: /^\d{11}$/,
  LT: /^(\d{9}|\d{12})$/,
  LU: /^\d{8}$/,
  LV: /^\d{11}$/,
  MT: /^\d{8}$/,
  NL: /^\d{9}B\d{2}$/,
  PL: /^\d{10}$/,
  PT: /^\d{9}$/,
  RO: /^[1-9]\d{1,9}$/,
  SE: /^\d{10}01$/,
  SI: /^\d{8}$/,
  SK: /^\d{10}$/,
  XI: /^(\d{9}|\d{12}|GD\d{3}|HA\d{3})$/,
};

/** `hu 1234 5678` → `HU12345678`: upper case, without spaces, dots and hyphens. */
export function normalizeEuVatNumber(value: string): string {
  return value.replace(/[\s.-]/g, '').toUpperCase();
}

export function isValidEuVatNumber(value: string): boolean {
  const normalized = normalizeEuVatNumber(value);
  const pattern = EU_VAT_PATTERNS[normalized.slice(0, 2)];
  if (!pattern?.test(normalized.slice(2))) return false;
  if (normalized.startsWith('HU'))
    return taxNumberCheckDigit(normalized.slice(2, 9)) === Number(normalized[9]);
  return true;
}

const GIRO_WEIGHTS = [9, 7, 3, 1] as const;

/** Weighted sum (9, 7, 3, 1 repeated) of a digit string, modulo 10: zero when its check digit fits. */
function giroRemainder(digits: string): number {
  return [...digits].reduce((sum, d, i) => sum + Number(d) * GIRO_WEIGHTS[i % 4]!, 0) % 10;
}

/** The check digit to append to a block of 7 (or 15) digits of a Hungarian account number. */
export function giroCheckDigit(digits: string): number {
  return (10 - giroRemainder(`${digits}0`)) % 10;
}

/**
 * A Hungarian bank account number (pénzforgalmi jelzőszám), 2×8 or 3×8 digits, separators optional.
 * MNB rule: the first 8 digits (bank and branch) end in a check digit, and so do the remaining
 * 8 or 16 digits (the account), both by the weights 9, 7, 3, 1.
 */
export function isValidHungarianBankAccount(value: string): boolean {
  const compact = value.replace(/[\s-]/g, '');
  if (!/^(\d{16}|\d{24})$/.test(compact)) return false;
  return giroRemainder(compact.slice(0, 8)) === 0 && giroRemainder(compact.slice(8)) === 0;
}

/** IBAN: 2-letter country, 2 check digits, up to 30 letters or digits; mod 97 of the rearranged number is 1. */
export function isValidIban(value: string): boolean {
  const iban = value.replace(/\s/g, '').toUpperCase();
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/.test(iban)) return false;
  if (iban.startsWith('HU') && (iban.length !== 28 || !isValidHungarianBankAccount(iban.slice(4))))
    return false;
  const rearranged = iban.slice(4) + iban.slice(0, 4);
  let remainder = 0;
  for (const char of rearranged) {
    const digits = /\d/.test(char) ? char : String(char.charCodeAt(0) - 55);
    for (const d of digits) remainder = (remainder * 10 + Number(d)) % 97;
  }
  return remainder === 1;
}

export type BankAccountFormat = 'HU' | 'IBAN';

/** The stored form: `12345678-12345678[-12345678]`, or the IBAN in upper case without spaces. */
export function normalizeBankAccount(
  value: string,
): { accountNumber: string; format: BankAccountFormat } | null {
  if (isValidHungarianBankAccount(value)) {
    const digits = value.replace(/[\s-]/g, '');
    return { accountNumber: digits.match(/\d{8}/g)!.join('-'), format: 'HU' };
  }
  if (isValidIban(value))
    return { accountNumber: value.replace(/\s/g, '').toUpperCase(), format: 'IBAN' };
  return null;
}

/** Spec 001 §5: no spaces, `local@domain` (the domain has at least one dot). */
export function isValidEmail(value: string): boolean {
  return value.length <= 254 && /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/.test(value);
}

/**
 * Postal code formats (Universal Postal Union) of the EU member states and the usual trading
 * partners; other countries: 3–10 letters, digits, spaces or hyphens, as NAV's PostalCodeType
 * accepts (an invoice's buyer address must pass it, README invoices "Nothing is issued…").
 */
export const POSTAL_CODE_PATTERNS: Readonly<Record<string, RegExp>> = {
  HU: /^[1-9]\d{3}$/,
  AT: /^\d{4}$/,
  BE: /^\d{4}$/,
  BG: /^\d{4}$/,
  CH: /^\d{4}$/,
  CY: /^\d{4}$/,
  DK: /^\d{4}$/,
  LU: /^\d{4}$/,
  SI: /^\d{4}$/,
  NO: /^\d{4}$/,
  DE: /^\d{5}$/,
  HR: /^\d{5}$/,
  RS: /^\d{5}$/,
  UA: /^\d{5}$/,
  IT: /^\d{5}$/,
  FR: /^\d{5}$/,
  ES: /^\d{5}$/,
  FI: /^\d{5}$/,
  EE: /^\d{5}$/,
  GR: /^\d{3} ?\d{2}$/,
  SE: /^\d{3} ?\d{2}$/,
  SK: /^\d{3} ?\d{2}$/,
  CZ: /^\d{3} ?\d{2}$/,
  RO: /^\d{6}$/,
  PL: /^\d{2}-\d{3}$/,
  PT: /^\d{4}-\d{3}$/,
  LT: /^(LT-)?\d{5}$/,
  LV: /^(LV-)?\d{4}$/,
  MT: /^[A-Z]{3} ?\d{4}$/,
  NL: /^\d{4} ?[A-Z]{2}$/,
  IE: /^[A-Z]\d[\dW] ?[A-Z\d]{4}$/,
  GB: /^[A-Z]{1,2}\d[A-Z\d]? ?\d[A-Z]{2}$/,
  US: /^\d{5}(-\d{4})?$/,
};

/** One postal code of each country with a known format: the partner form shows it as the example. */
// biome-ignore format: a compact table
export const POSTAL_CODE_EXAMPLES: Readonly<Record<string, string>> = {
  HU: '1138', AT: '1010', BE: '1000', BG: '1000', CH: '8001', CY: '1010', DK: '1050', LU: '1009',
  SI: '1000', NO: '0150', DE: '10115', HR: '10000', RS: '11000', UA: '01001', IT: '00184',
  FR: '75008', ES: '28001', FI: '00100', EE: '10111', GR: '105 57', SE: '111 22', SK: '811 01',
  CZ: '110 00', RO: '400001', PL: '00-950', PT: '1100-148', LT: 'LT-01100', LV: 'LV-1050',
  MT: 'VLT 1117', NL: '1012 JS', IE: 'D02 X285', GB: 'SW1A 1AA', US: '10001',
};

export function isValidPostalCode(countryCode: string, postalCode: string): boolean {
  const pattern = POSTAL_CODE_PATTERNS[countryCode] ?? /^[A-Z0-9][A-Z0-9 -]{1,8}[A-Z0-9]$/i;
  return pattern.test(postalCode);
}

/** Phone numbers as people type them: digits with `+`, spaces, `-`, `/`, `(`, `)`. */
export function isValidPhone(value: string): boolean {
  return /^\+?[\d\s\-/()]{6,30}$/.test(value) && (value.match(/\d/g)?.length ?? 0) >= 6;
}

/** A Hungarian company registration number (`01-09-123456`) or a sole trader's 8-digit number. */
export function isValidRegistrationNumber(value: string): boolean {
  return /^(\d{2}-\d{2}-\d{6}|\d{8})$/.test(value);
}

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  formatHungarianTaxNumber,
  isValidHungarianTaxNumber,
  taxNumberCheckDigit,
} from './tax-number.ts';

describe('Hungarian tax number', () => {
  it('accepts real tax numbers', () => {
    // MOL Nyrt. and Magyar Telekom Nyrt., as published.
    expect(isValidHungarianTaxNumber('10625790-4-44')).toBe(true);
    expect(isValidHungarianTaxNumber('10773381-2-44')).toBe(true);
    expect(isValidHungarianTaxNumber('1062579044 4'.replace(' ', ''))).toBe(true);
  });

  it('refuses a wrong check digit, VAT code or county code', () => {
    expect(isValidHungarianTaxNumber('10625791-4-44')).toBe(false);
    expect(isValidHungarianTaxNumber('10625790-6-44')).toBe(false);
    expect(isValidHungarianTaxNumber('10625790-4-21')).toBe(false);
    expect(isValidHungarianTaxNumber('1062579-4-44')).toBe(false);
  });

  it('detects every single-digit change of the base', () => {
    fc.assert(
      fc.property(
        fc.stringMatching(/^\d{7}$/),
        fc.integer({ min: 0, max: 6 }),
        fc.integer({ min: 1, max: 9 }),
        (base, pos, delta) => {
          const valid = `${base}${taxNumberCheckDigit(base)}-2-13`;
          expect(isValidHungarianTaxNumber(valid)).toBe(true);
          const changed = `${base.slice(0, pos)}${(Number(base[pos]) + delta) % 10}${base.slice(pos + 1)}`;
          expect(isValidHungarianTaxNumber(`${changed}${taxNumberCheckDigit(base)}-2-13`)).toBe(
            false,
          );
        },
      ),
    );
  });

  it('formats digits as xxxxxxxx-y-zz', () => {
    expect(formatHungarianTaxNumber('10625790444')).toBe('10625790-4-44');
  });
});

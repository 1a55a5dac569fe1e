import { describe, expect, it } from 'vitest';
import { formatsOf } from './formats.ts';
import { bilingualTextsOf, textsOf } from './texts.ts';

const spaced = (s: string) => s.replace(/\u00a0|\u202f/g, ' ');

describe('document formats and words per language', () => {
  it('writes numbers, money and dates the way each language reads them, from decimal strings', () => {
    const hu = formatsOf('hu');
    const en = formatsOf('en');
    const de = formatsOf('de');
    expect(spaced(hu.money('1234567.30', 'HUF'))).toBe('1 234 567,30 Ft');
    expect(en.money('1234567.30', 'EUR')).toBe('1,234,567.30 EUR');
    expect(de.money('1234567.30', 'EUR')).toBe('1.234.567,30 EUR');
    // Beyond a float's precision: the string's digits, not a double's.
    expect(en.number('12345678901234.5678')).toBe('12,345,678,901,234.5678');
    expect(hu.plain('2.5000')).toBe('2,5');
    expect(hu.date('2026-11-27')).toBe('2026. 11. 27.');
    expect(en.date('2026-11-27')).toBe('27/11/2026');
    expect(de.date('2026-11-27')).toBe('27.11.2026');
  });

  it('fills the words in; an invoice keeps the Hungarian before the translation', () => {
    expect(textsOf('de')('DAYS', { n: 8 })).toBe('8 Tage');
    expect(textsOf('en')('QUOTE')).toBe('QUOTATION');
    expect(bilingualTextsOf('de')('ISSUE_DATE')).toBe('Kelte / Rechnungsdatum');
    expect(bilingualTextsOf('hu')('ISSUE_DATE')).toBe('Kelte');
  });
});

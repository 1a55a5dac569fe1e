/**
 * Numbers, money and dates of a printed document in its language: formatted from the decimal
 * strings (never through a float's arithmetic) with the language's separators.
 */
import { Money } from '@kontor/contract';

export type DocumentLanguage = 'hu' | 'en' | 'de';
export const DOCUMENT_LANGUAGES: readonly DocumentLanguage[] = ['hu', 'en', 'de'];

const LOCALES: Record<DocumentLanguage, string> = { hu: 'hu-HU', en: 'en-GB', de: 'de-DE' };

export interface Formats {
  /** A decimal string with exactly its own decimals (`33.30` EUR prints `33,30` in Hungarian). */
  number(value: string): string;
  /** A quantity or unit price: its significant decimals only. */
  plain(value: string): string;
  money(value: string, currency: string): string;
  /** `2026-11-27` → `2026. 11. 27.` (hu), `27/11/2026` (en), `27.11.2026` (de). */
  date(iso: string): string;
}

export function formatsOf(language: DocumentLanguage): Formats {
  const locale = LOCALES[language];
  const number = (value: string) => {
    const decimals = (value.split('.')[1] ?? '').length;
    return new Intl.NumberFormat(locale, {
      minimumFractionDigits: decimals,
      maximumFractionDigits: decimals,
    }).format(value as `${number}`);
  };
  const dates = new Intl.DateTimeFormat(locale, {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    timeZone: 'UTC',
  });
  return {
    number,
    plain: (value) => number(new Money(value).toString()),
    money: (value, currency) => `${number(value)} ${currency === 'HUF' ? 'Ft' : currency}`,
    date: (iso) => dates.format(new Date(`${iso.slice(0, 10)}T00:00:00Z`)),
  };
}

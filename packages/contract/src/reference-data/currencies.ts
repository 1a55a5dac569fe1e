import { z } from 'zod';
import { pageOf, ZCodeEntry, ZDecimal, ZLookupQuery, ZPaging } from '../common.ts';
import { defineEndpoint } from '../endpoint.ts';

/** The base currency: rates are HUF per unit of the other currency. */
export const BASE_CURRENCY = 'HUF';

export const ZCurrencyCode = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{3}$/, 'Three-letter ISO 4217 currency code expected');
export const ZIsoDate = z.iso.date();

export const ZCurrencyRate = z
  .object({
    currency: z.string(),
    date: z.string().meta({ description: 'ISO date the rate is valid from' }),
    rate: ZDecimal.meta({ description: 'HUF for `unit` units of the currency' }),
    unit: z.int(),
    source: z.enum(['MNB', 'MANUAL']),
  })
  .meta({ id: 'CurrencyRate' });
export type TCurrencyRate = z.infer<typeof ZCurrencyRate>;

export const ZCurrency = z
  .object({
    id: z.int(),
    code: z.string(),
    name: z.string(),
    decimals: z.int(),
    latestRate: ZCurrencyRate.nullable().meta({
      description:
        'The latest stored rate on or before today; null for HUF and unquoted currencies',
    }),
  })
  .meta({ id: 'Currency' });
export type TCurrency = z.infer<typeof ZCurrency>;

export const ZSafeRate = z
  .object({
    from: z.string(),
    to: z.string(),
    rate: ZDecimal.meta({ description: 'Units of `to` for 1 unit of `from`' }),
    date: z.string().meta({
      description:
        'The date of the older of the rates used (the asked date when no rate was needed)',
    }),
  })
  .meta({ id: 'SafeRate' });
export type TSafeRate = z.infer<typeof ZSafeRate>;

export const ZImportRatesBody = z
  .object({
    date: ZIsoDate.optional().meta({
      description: "The day to import; without it the MNB's current rates",
    }),
  })
  .nullish()
  .meta({ description: 'May be left out: the body of a bodiless POST arrives as null' });

export const ZRateImport = z
  .object({
    rateDate: z.string().nullable().meta({
      description: 'The day MNB answered rates for; null when it has none (weekend, holiday)',
    }),
    imported: z.int().meta({ description: 'Rates added or changed' }),
    unchanged: z.int(),
    skipped: z.array(z.string()).meta({ description: 'Currencies MNB quotes that Kontor lacks' }),
  })
  .meta({ id: 'RateImport' });
export type TRateImport = z.infer<typeof ZRateImport>;

export const currencyEndpoints = {
  lookup: defineEndpoint({
    method: 'GET',
    path: '/currencies/mac',
    tag: 'reference-data',
    summary: 'Currencies whose code starts with, or name contains, the term',
    query: ZLookupQuery,
    response: z.array(ZCodeEntry),
  }),
  list: defineEndpoint({
    method: 'GET',
    path: '/currencies/',
    tag: 'reference-data',
    summary: 'Every currency with its latest rate on or before today',
    response: z.array(ZCurrency),
  }),
  safeRate: defineEndpoint({
    method: 'GET',
    path: '/currencies/getSafeRate',
    tag: 'reference-data',
    summary:
      'Exchange rate between two currencies from the latest stored rates on or before the date (default today); cross rates through HUF',
    query: z.object({ from: ZCurrencyCode, to: ZCurrencyCode, date: ZIsoDate.optional() }),
    response: ZSafeRate,
  }),
  rates: defineEndpoint({
    method: 'GET',
    path: '/currencies/rates',
    tag: 'reference-data',
    summary: 'Stored daily rates, newest first (the rate list page)',
    query: ZPaging.extend({
      currency: ZCurrencyCode.optional(),
      from_date: ZIsoDate.optional(),
      to_date: ZIsoDate.optional(),
    }),
    response: pageOf(ZCurrencyRate),
  }),
  importRates: defineEndpoint({
    method: 'POST',
    path: '/currencies/import-rates',
    tag: 'reference-data',
    summary:
      "Import a day's official rates from the MNB web service (repeating it changes nothing)",
    body: ZImportRatesBody,
    response: ZRateImport,
  }),
};

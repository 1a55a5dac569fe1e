import { BASE_CURRENCY } from '@kontor/contract';
import { inArray, ne, sql } from 'drizzle-orm';
import { currencies, currencyRates } from '../../db/schema.ts';
import { type Db, queryRows } from '../../platform/db/database.ts';
import type { MnbRate } from './mnb.adapter.ts';

export interface CurrencyRow {
  id: number;
  code: string;
  name_hu: string;
  name_en: string;
  decimals: number;
  rate_date: string | null;
  rate: string | null;
  unit: number | null;
  source: 'MNB' | 'MANUAL' | null;
}

/** Every currency with its latest rate on or before `date` (one index probe per currency). */
export function listCurrencies(db: Db, date: string) {
  return queryRows<CurrencyRow>(
    db,
    sql`select c.id, c.code, c.name_hu, c.name_en, c.decimals,
               r.rate_date::text as rate_date, trim_scale(r.rate)::text as rate, r.unit, r.source
        from currencies c
        left join lateral (
          select rate_date, rate, unit, source from currency_rates
          where currency_code = c.code and rate_date <= ${date}
          order by rate_date desc limit 1) r on true
        order by c.sort_order, c.code`,
  );
}

/** HUF per one unit of `code` on the latest day on or before `date`; HUF itself is 1. */
function perUnit(code: string, date: string) {
  return code === BASE_CURRENCY
    ? sql`select 1::numeric as per_unit, null::date as rate_date`
    : sql`select rate / unit as per_unit, rate_date from currency_rates
          where currency_code = ${code} and rate_date <= ${date}
          order by rate_date desc limit 1`;
}

export interface CrossRateRow {
  from_known: boolean;
  to_known: boolean;
  has_from: boolean;
  has_to: boolean;
  from_date: string | null;
  to_date: string | null;
  rate: string | null;
}

/**
 * Units of `to` for one unit of `from`, computed in numeric (never floats) through HUF and rounded
 * to 10 decimals, so HUF → EUR keeps its significant digits. Also tells which side is unknown or
 * has no rate, for the caller's error.
 */
export async function findCrossRate(db: Db, from: string, to: string, date: string) {
  const [row] = await queryRows<CrossRateRow>(
    db,
    sql`select exists (select 1 from currencies where code = ${from}) as from_known,
               exists (select 1 from currencies where code = ${to}) as to_known,
               f.per_unit is not null as has_from, t.per_unit is not null as has_to,
               f.rate_date::text as from_date, t.rate_date::text as to_date,
               trim_scale(round(f.per_unit / t.per_unit, 10))::text as rate
        from (select 1) one
        left join lateral (${perUnit(from, date)}) f on true
        left join lateral (${perUnit(to, date)}) t on true`,
  );
  return row!;
}

export interface RateRow {
  currency: string;
  date: string;
  rate: string;
  unit: number;
  source: 'MNB' | 'MANUAL';
  total: number;
}

export function listRates(
  db: Db,
  filter: {
    currency?: string | undefined;
    fromDate?: string | undefined;
    toDate?: string | undefined;
  },
  page: { offset: number; limit: number },
) {
  return queryRows<RateRow>(
    db,
    sql`select r.currency_code as currency, r.rate_date::text as date, trim_scale(r.rate)::text as rate,
               r.unit, r.source, (count(*) over ())::int as total
        from currency_rates r join currencies c on c.code = r.currency_code
        where true
          ${filter.currency ? sql`and r.currency_code = ${filter.currency}` : sql``}
          ${filter.fromDate ? sql`and r.rate_date >= ${filter.fromDate}` : sql``}
          ${filter.toDate ? sql`and r.rate_date <= ${filter.toDate}` : sql``}
        order by r.rate_date desc, c.sort_order, c.code
        offset ${page.offset} limit ${page.limit}`,
  );
}

export async function listForeignCurrencyCodes(db: Db): Promise<string[]> {
  const rows = await db
    .select({ code: currencies.code })
    .from(currencies)
    .where(ne(currencies.code, BASE_CURRENCY));
  return rows.map((r) => r.code);
}

/** Stores a day's rates; a rate already stored with the same value is left as it is. */
export async function upsertRates(db: Db, date: string, rates: MnbRate[]): Promise<string[]> {
  if (rates.length === 0) return [];
  const changed = await db
    .insert(currencyRates)
    .values(
      rates.map((r) => ({
        currencyCode: r.currency,
        rateDate: date,
        rate: r.rate,
        unit: r.unit,
        source: 'MNB' as const,
      })),
    )
    .onConflictDoUpdate({
      target: [currencyRates.currencyCode, currencyRates.rateDate],
      set: {
        rate: sql`excluded.rate`,
        unit: sql`excluded.unit`,
        source: sql`excluded.source`,
        importedAt: sql`now()`,
      },
      setWhere: sql`(${currencyRates.rate}, ${currencyRates.unit}, ${currencyRates.source}) is distinct from (excluded.rate, excluded.unit, excluded.source)`,
    })
    .returning({ code: currencyRates.currencyCode });
  return changed.map((r) => r.code);
}

export async function filterKnownCurrencies(db: Db, codes: string[]): Promise<Set<string>> {
  if (codes.length === 0) return new Set();
  const rows = await db
    .select({ code: currencies.code })
    .from(currencies)
    .where(inArray(currencies.code, codes));
  return new Set(rows.map((r) => r.code));
}

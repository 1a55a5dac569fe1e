import {
  BASE_CURRENCY,
  type TCurrency,
  type TCurrencyRate,
  type TRateImport,
  type TSafeRate,
} from '@kontor/contract';
import { todayInHungary } from '../../platform/business-day.ts';
import { type Ctx, runAction } from '../../platform/context.ts';
import { AppError, fieldError } from '../../platform/errors.ts';
import * as repo from './currencies.repository.ts';
import { fetchCurrentRates, fetchRatesOfDay, MnbError } from './mnb.adapter.ts';
import { userLanguage } from './reference-data.service.ts';

function toRate(row: {
  currency: string;
  date: string;
  rate: string;
  unit: number;
  source: 'MNB' | 'MANUAL';
}): TCurrencyRate {
  return {
    currency: row.currency,
    date: row.date,
    rate: row.rate,
    unit: row.unit,
    source: row.source,
  };
}

export async function listCurrencies(ctx: Ctx): Promise<TCurrency[]> {
  const [language, rows] = await Promise.all([
    userLanguage(ctx),
    repo.listCurrencies(ctx.db, todayInHungary()),
  ]);
  return rows.map((r) => ({
    id: r.id,
    code: r.code,
    name: language === 'EN' ? r.name_en : r.name_hu,
    decimals: r.decimals,
    latestRate:
      r.rate_date && r.rate && r.unit && r.source
        ? toRate({
            currency: r.code,
            date: r.rate_date,
            rate: r.rate,
            unit: r.unit,
            source: r.source,
          })
        : null,
  }));
}

/**
 * The rate between two currencies from the latest stored rates on or before `date` (default:
 * today). An unknown currency is the caller's mistake (400); a known one without any rate yet is
 * 404, naming the field, so the form can say which currency lacks a rate.
 */
export async function getSafeRate(
  ctx: Ctx,
  query: { from: string; to: string; date?: string | undefined },
): Promise<TSafeRate> {
  const date = query.date ?? todayInHungary();
  const row = await repo.findCrossRate(ctx.db, query.from, query.to, date);
  if (!row.from_known) throw fieldError('from', `Unknown currency ${query.from}`);
  if (!row.to_known) throw fieldError('to', `Unknown currency ${query.to}`);
  if (query.from === query.to) return { from: query.from, to: query.to, rate: '1', date };
  for (const side of ['from', 'to'] as const) {
    if (!row[side === 'from' ? 'has_from' : 'has_to']) {
      const message = `No ${query[side]} exchange rate on or before ${date}`;
      throw new AppError('NOT_FOUND', message, {
        errors: [{ path: side, message, code: 'no_rate' }],
      });
    }
  }
  const dates = [row.from_date, row.to_date].filter((d): d is string => d !== null).sort();
  return { from: query.from, to: query.to, rate: row.rate!, date: dates[0] ?? date };
}

export async function listRates(
  ctx: Ctx,
  query: {
    currency?: string | undefined;
    from_date?: string | undefined;
    to_date?: string | undefined;
    page_number: number;
    page_size: number;
  },
) {
  const rows = await repo.listRates(
    ctx.db,
    { currency: query.currency, fromDate: query.from_date, toDate: query.to_date },
    { offset: query.page_number * query.page_size, limit: query.page_size },
  );
  return {
    items: rows.map(toRate),
    page_number: query.page_number,
    page_size: query.page_size,
    total: rows[0]?.total ?? 0,
  };
}

/**
 * Imports the official MNB rates of a day (its current rates without a date). Idempotent: a rate
 * already stored with the same value stays untouched and counts as unchanged. Currencies MNB
 * quotes but Kontor does not list are reported, not stored.
 */
export async function importRates(
  ctx: Ctx,
  mnbUrl: string,
  date: string | undefined,
): Promise<TRateImport> {
  if (date && date > todayInHungary()) throw fieldError('date', 'The date is in the future');
  const foreign = await repo.listForeignCurrencyCodes(ctx.db);
  let day: Awaited<ReturnType<typeof fetchCurrentRates>>;
  try {
    day = date ? await fetchRatesOfDay(mnbUrl, date, foreign) : await fetchCurrentRates(mnbUrl);
  } catch (error) {
    if (!(error instanceof MnbError)) throw error;
    ctx.log.warn({ err: error }, 'MNB exchange-rate import failed');
    throw new AppError('UNAVAILABLE', `The MNB exchange-rate service failed: ${error.message}`);
  }
  return runAction(ctx, async (tx) => {
    const rates = day?.rates ?? [];
    const known = await repo.filterKnownCurrencies(
      tx,
      rates.map((r) => r.currency),
    );
    const storable = rates.filter((r) => known.has(r.currency) && r.currency !== BASE_CURRENCY);
    const changed = day ? await repo.upsertRates(tx, day.date, storable) : [];
    const result: TRateImport = {
      rateDate: day?.date ?? null,
      imported: changed.length,
      unchanged: storable.length - changed.length,
      skipped: rates.filter((r) => !known.has(r.currency)).map((r) => r.currency),
    };
    return {
      result,
      audit: {
        entity: 'currency_rates',
        entityId: result.rateDate,
        action: 'import',
        after: { ...result, requestedDate: date ?? null, changed },
      },
    };
  });
}

import { sql } from 'drizzle-orm';
import { type Db, queryRows } from './db/database.ts';

/**
 * Document number series, per firm, series code and year: `AJ-2026-000123`. Every business
 * document (quote request, quote, customer order, delivery note, invoice, …) takes its number here,
 * inside the transaction that creates it.
 *
 * One upsert both creates the year's counter and moves it on. The counter row stays locked until
 * the creating transaction ends, so concurrent creations queue on it: numbers are unique and never
 * reused, and a rolled-back creation gives its number back (gapless for committed documents).
 * The price is that creations of one series serialise for the rest of their transaction; keep the
 * call late in it.
 */
export async function nextDocumentNumber(
  tx: Db,
  firmId: number,
  series: string,
  date: string | Date = new Date(),
): Promise<string> {
  const [row] = await queryRows<{ number: string }>(tx, nextNumberSql(firmId, series, date));
  return row!.number;
}

/**
 * The statement of `nextDocumentNumber`, answering one row with `number`: a creation may run it
 * as a CTE of the one statement that writes the document, so the counter row is locked only for
 * that statement and its commit (customer-orders README: number series).
 */
export function nextNumberSql(firmId: number, series: string, date: string | Date = new Date()) {
  const year = typeof date === 'string' ? Number(date.slice(0, 4)) : date.getFullYear();
  // Formatted as formatDocumentNumber does (number-series.test.ts checks both agree).
  return sql`insert into number_series (firm_id, series, year, last_value)
      values (${firmId}, ${series}, ${year}, 1)
      on conflict (firm_id, series, year) do update set last_value = number_series.last_value + 1
      returning series || '-' || year || '-'
        || lpad(last_value::text, greatest(6, length(last_value::text)), '0') as number`;
}

export function formatDocumentNumber(series: string, year: number, value: number): string {
  return `${series}-${year}-${String(value).padStart(6, '0')}`;
}

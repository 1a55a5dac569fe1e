import { type SQL, sql } from 'drizzle-orm';
import { PgTransaction } from 'drizzle-orm/pg-core';
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
  const year = yearOf(date);
  // Formatted as formatDocumentNumber does (number-series.test.ts checks both agree).
  return sql`insert into number_series (firm_id, series, year, last_value)
      values (${firmId}, ${series}, ${year}, 1)
      on conflict (firm_id, series, year) do update set last_value = number_series.last_value + 1
      returning series || '-' || year || '-'
        || lpad(last_value::text, greatest(6, length(last_value::text)), '0') as number`;
}

/**
 * `count` consecutive numbers of a series in one statement (a batch of documents made in one
 * transaction, e.g. generated supplier orders): gapless like `nextDocumentNumber`.
 */
export async function nextDocumentNumbers(
  tx: Db,
  firmId: number,
  series: string,
  date: string | Date,
  count: number,
): Promise<string[]> {
  const year = yearOf(date);
  const [row] = await queryRows<{ last: number }>(
    tx,
    sql`insert into number_series (firm_id, series, year, last_value)
        values (${firmId}, ${series}, ${year}, ${count})
        on conflict (firm_id, series, year)
          do update set last_value = number_series.last_value + ${count}
        returning last_value::int as last`,
  );
  const first = row!.last - count + 1;
  return Array.from({ length: count }, (_, i) => formatDocumentNumber(series, year, first + i));
}

const yearOf = (date: string | Date) =>
  typeof date === 'string' ? Number(date.slice(0, 4)) : date.getFullYear();

export function formatDocumentNumber(series: string, year: number, value: number): string {
  return `${series}-${year}-${String(value).padStart(6, '0')}`;
}

/**
 * The next number of a series whose documents the law does not require gapless (customer orders
 * created from the order form): it may skip, it never repeats. Taken by a statement of its own
 * that commits at once, asynchronously (`synchronous_commit` off for that statement alone), before
 * the document is written: the counter row is locked for that statement only, not, as with
 * `nextDocumentNumber`, until the document's writes have committed and their WAL has been flushed
 * (which let 20 saving clients through one per flush, bench/orders.ts).
 *
 * Safe across a crash: WAL is flushed in order, so the document's own synchronous commit makes
 * the counter's durable first; a counter step lost in a crash had only handed out numbers that
 * no durable document carries (and `(firm_id, number)` is unique besides). A document whose write
 * fails after this leaves its number unused. Never inside a transaction: the setting would make
 * that transaction's commit asynchronous too.
 */
export async function takeDocumentNumber(
  db: Db,
  firmId: number,
  series: string,
  date: string | Date = new Date(),
): Promise<string> {
  if (db instanceof PgTransaction) throw new Error('takeDocumentNumber runs outside transactions');
  const [row] = await queryRows<{ number: string }>(
    db,
    sql`with n as (${nextNumberSql(firmId, series, date)})
        select number, ${counterCommit(db)} from n`,
  );
  return row!.number;
}

/**
 * The number statement (`with n as (…)`) of a document that one statement on `db` writes: outside
 * a transaction taken ahead by `takeDocumentNumber` (it may skip, never repeats), inside one
 * `nextNumberSql` in the statement itself (gapless, the counter locked until that transaction ends).
 */
export async function documentNumberSql(
  db: Db,
  firmId: number,
  series: string,
  date: string | Date,
): Promise<SQL> {
  if (db instanceof PgTransaction) return nextNumberSql(firmId, series, date);
  return sql`select ${await takeDocumentNumber(db, firmId, series, date)}::text as number`;
}

/**
 * A select-list item for a statement outside a transaction whose only writes are counters
 * (a number series, sequences' `nextval`) that a document's later synchronous commit makes durable
 * first (see `takeDocumentNumber`): its commit does not wait for a WAL flush. Inside a
 * transaction it is `null`, as that transaction's commit must stay synchronous.
 */
export function counterCommit(db: Db) {
  return db instanceof PgTransaction
    ? sql`null`
    : sql`set_config('synchronous_commit', 'off', true)`;
}

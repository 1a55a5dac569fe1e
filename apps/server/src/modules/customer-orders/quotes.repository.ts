import { and, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import { partners, products, quoteLines, quotes } from '../../db/schema.ts';
import type { Db } from '../../platform/db/database.ts';
import { escapeLike } from '../../platform/db/search.ts';
import {
  type DocumentFilters,
  listOrder,
  type Paging,
  ROW_COUNT,
  readPage,
} from './documents.repository.ts';
import type { PricedLine } from './documents.service.ts';

export type QuoteValues = Omit<
  typeof quotes.$inferInsert,
  'id' | 'firmId' | 'number' | 'state' | 'version'
>;

const columns = { quote: quotes, customerName: partners.name };

export function findQuote(db: Db, firmId: number, id: number, forUpdate = false) {
  const query = db
    .select(columns)
    .from(quotes)
    .innerJoin(partners, eq(partners.id, quotes.customerId))
    .where(and(eq(quotes.firmId, firmId), eq(quotes.id, id)));
  return (forUpdate ? query.for('update', { of: quotes }) : query).then((rows) => rows[0] ?? null);
}
export type QuoteRow = NonNullable<Awaited<ReturnType<typeof findQuote>>>;

export function listLines(db: Db, quoteId: number) {
  return db
    .select({ line: quoteLines, productCode: products.code, productName: products.name })
    .from(quoteLines)
    .innerJoin(products, eq(products.id, quoteLines.productId))
    .where(eq(quoteLines.quoteId, quoteId))
    .orderBy(quoteLines.position);
}

export async function insertQuote(db: Db, firmId: number, number: string, values: QuoteValues) {
  const [row] = await db
    .insert(quotes)
    .values({ ...values, firmId, number })
    .returning({ id: quotes.id });
  return row!.id;
}

export async function replaceLines(
  db: Db,
  firmId: number,
  quoteId: number,
  lines: readonly PricedLine[],
): Promise<void> {
  await db.delete(quoteLines).where(eq(quoteLines.quoteId, quoteId));
  if (lines.length === 0) return;
  await db
    .insert(quoteLines)
    .values(lines.map(({ productCode, productName, ...line }) => ({ ...line, firmId, quoteId })));
}

/**
 * Applies the change only while the quote is in one of `states` (and at `version` when given);
 * answers null otherwise, so a stale edit or a repeated transition changes nothing.
 */
export function updateQuote(
  db: Db,
  firmId: number,
  id: number,
  guard: { states: readonly string[]; version?: number },
  values: Partial<typeof quotes.$inferInsert>,
) {
  return db
    .update(quotes)
    .set({ ...values, version: sql`${quotes.version} + 1`, updatedAt: new Date() })
    .where(
      and(
        eq(quotes.firmId, firmId),
        eq(quotes.id, id),
        inArray(quotes.state, guard.states as (typeof quotes.$inferSelect.state)[]),
        guard.version === undefined ? undefined : eq(quotes.version, guard.version),
      ),
    )
    .returning({ id: quotes.id })
    .then((rows) => rows[0] ?? null);
}

/** EXPIRED is not stored: it is DRAFT or SENT past its validity (the README's rule). */
const expired = (today: string) =>
  and(inArray(quotes.state, ['DRAFT', 'SENT']), sql`${quotes.validUntil} < ${today}::date`);

const QUOTE_SORT_COLUMNS = {
  number: quotes.number,
  date: quotes.quoteDate,
  customer: partners.name,
  state: quotes.state,
  total: quotes.grossTotal,
} as const;

export async function searchQuotes(
  db: Db,
  firmId: number,
  today: string,
  filters: DocumentFilters<keyof typeof QUOTE_SORT_COLUMNS>,
  page: Paging,
  withTotal = true,
) {
  const conditions: (SQL | undefined)[] = [eq(quotes.firmId, firmId)];
  if (filters.state === 'EXPIRED') conditions.push(expired(today));
  else if (filters.state === 'DRAFT' || filters.state === 'SENT')
    conditions.push(eq(quotes.state, filters.state), sql`not (${expired(today)})`);
  else if (filters.state) conditions.push(eq(quotes.state, filters.state as 'DRAFT'));
  if (filters.customerId) conditions.push(eq(quotes.customerId, filters.customerId));
  if (filters.term) {
    const like = `%${escapeLike(filters.term)}%`;
    conditions.push(or(ilike(quotes.number, like), ilike(partners.name, like)));
  }
  const where = and(...conditions);
  const sort = filters.sort && QUOTE_SORT_COLUMNS[filters.sort];
  const order = listOrder(sort, quotes.id, filters.direction ?? 'desc');
  const join = eq(partners.id, quotes.customerId);
  return readPage(
    page,
    (limit, offset) =>
      db
        .select(columns)
        .from(quotes)
        .innerJoin(partners, join)
        .where(where)
        .orderBy(...order)
        .limit(limit)
        .offset(offset),
    withTotal && (() => db.select(ROW_COUNT).from(quotes).innerJoin(partners, join).where(where)),
  );
}

export function findOrderIdOfQuote(db: Db, quoteId: number) {
  return db
    .execute(sql`select id from customer_orders where quote_id = ${quoteId} limit 1`)
    .then(
      (r) => ((r as unknown as { rows: { id: number }[] }).rows[0]?.id ?? null) as number | null,
    );
}

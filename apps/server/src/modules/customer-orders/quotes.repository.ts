import { and, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import { partners, quoteLines, quotes } from '../../db/schema.ts';
import type { Db } from '../../platform/db/database.ts';
import { escapeLike } from '../../platform/db/search.ts';
import type { DocumentFilters, Paging } from './documents.repository.ts';
import { salesDocumentTables } from './sales-document/document.repository.ts';

export type QuoteValues = Omit<
  typeof quotes.$inferInsert,
  'id' | 'firmId' | 'number' | 'state' | 'version'
>;

const tables = salesDocumentTables({
  header: quotes,
  key: 'quote',
  lines: quoteLines,
  lineKey: 'quoteId',
  join: 'inner',
});
export const {
  find: findQuote,
  insert: insertQuote,
  listLines,
  replaceLines,
  update: updateQuote,
} = tables;
export type QuoteRow = NonNullable<Awaited<ReturnType<typeof findQuote>>>;

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
  return tables.readList(db, {
    where: and(...conditions),
    sort: filters.sort && QUOTE_SORT_COLUMNS[filters.sort],
    direction: filters.direction ?? 'desc',
    page,
    withTotal,
  });
}

export function findOrderIdOfQuote(db: Db, quoteId: number) {
  return db
    .execute(sql`select id from customer_orders where quote_id = ${quoteId} limit 1`)
    .then(
      (r) => ((r as unknown as { rows: { id: number }[] }).rows[0]?.id ?? null) as number | null,
    );
}

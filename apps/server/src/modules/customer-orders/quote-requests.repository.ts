import { and, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import { partners, quoteRequestLines, quoteRequests } from '../../db/schema.ts';
import type { Db } from '../../platform/db/database.ts';
import { escapeLike } from '../../platform/db/search.ts';
import type { DocumentFilters, Paging } from './documents.repository.ts';
import { salesDocumentTables } from './sales-document/document.repository.ts';

export type RequestValues = Omit<
  typeof quoteRequests.$inferInsert,
  'id' | 'firmId' | 'number' | 'state' | 'version' | 'quoteId'
>;
export type RequestLineValues = {
  productId: number | null;
  description: string;
  quantity: string;
  wantedDate: string | null;
};

const tables = salesDocumentTables({
  header: quoteRequests,
  key: 'request',
  lines: quoteRequestLines,
  lineKey: 'quoteRequestId',
  join: 'left',
});
export const {
  find: findRequest,
  insert: insertRequest,
  listLines,
  replaceLines,
  update: updateRequest,
} = tables;
export type RequestRow = NonNullable<Awaited<ReturnType<typeof findRequest>>>;

const REQUEST_SORT_COLUMNS = {
  number: quoteRequests.number,
  date: quoteRequests.createdAt,
  // A prospect's request sorts by the prospect's name among the customers'.
  customer: sql`coalesce(${partners.name}, ${quoteRequests.prospectName})`,
  subject: quoteRequests.subject,
  state: quoteRequests.state,
} as const;

export async function searchRequests(
  db: Db,
  firmId: number,
  filters: DocumentFilters<keyof typeof REQUEST_SORT_COLUMNS>,
  page: Paging,
  withTotal = true,
) {
  const conditions: (SQL | undefined)[] = [eq(quoteRequests.firmId, firmId)];
  if (filters.state) conditions.push(eq(quoteRequests.state, filters.state as 'OPEN'));
  if (filters.customerId) conditions.push(eq(quoteRequests.customerId, filters.customerId));
  if (filters.term) {
    const like = `%${escapeLike(filters.term)}%`;
    conditions.push(
      or(
        ilike(quoteRequests.number, like),
        ilike(quoteRequests.subject, like),
        ilike(quoteRequests.prospectName, like),
        ilike(partners.name, like),
      ),
    );
  }
  return tables.readList(db, {
    where: and(...conditions),
    sort: filters.sort && REQUEST_SORT_COLUMNS[filters.sort],
    direction: filters.direction ?? 'desc',
    page,
    withTotal,
  });
}

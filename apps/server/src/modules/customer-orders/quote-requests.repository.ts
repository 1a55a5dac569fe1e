import { and, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import { partners, products, quoteRequestLines, quoteRequests } from '../../db/schema.ts';
import type { Db } from '../../platform/db/database.ts';
import { escapeLike } from '../../platform/db/search.ts';
import {
  type DocumentFilters,
  listOrder,
  type Paging,
  ROW_COUNT,
  readPage,
} from './documents.repository.ts';

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

const columns = { request: quoteRequests, customerName: partners.name };

export function findRequest(db: Db, firmId: number, id: number, forUpdate = false) {
  const query = db
    .select(columns)
    .from(quoteRequests)
    .leftJoin(partners, eq(partners.id, quoteRequests.customerId))
    .where(and(eq(quoteRequests.firmId, firmId), eq(quoteRequests.id, id)));
  return (forUpdate ? query.for('update', { of: quoteRequests }) : query).then(
    (rows) => rows[0] ?? null,
  );
}
export type RequestRow = NonNullable<Awaited<ReturnType<typeof findRequest>>>;

/** The request's lines with the product's code and name (null for free text). */
export function listLines(db: Db, requestId: number) {
  return db
    .select({ line: quoteRequestLines, productCode: products.code, productName: products.name })
    .from(quoteRequestLines)
    .leftJoin(products, eq(products.id, quoteRequestLines.productId))
    .where(eq(quoteRequestLines.quoteRequestId, requestId))
    .orderBy(quoteRequestLines.position);
}

export async function insertRequest(
  db: Db,
  firmId: number,
  number: string,
  values: RequestValues,
): Promise<number> {
  const [row] = await db
    .insert(quoteRequests)
    .values({ ...values, firmId, number })
    .returning({ id: quoteRequests.id });
  return row!.id;
}

export async function replaceLines(
  db: Db,
  firmId: number,
  requestId: number,
  lines: readonly RequestLineValues[],
): Promise<void> {
  await db.delete(quoteRequestLines).where(eq(quoteRequestLines.quoteRequestId, requestId));
  if (lines.length === 0) return;
  await db
    .insert(quoteRequestLines)
    .values(lines.map((l, i) => ({ ...l, firmId, quoteRequestId: requestId, position: i + 1 })));
}

/** Applies the change only while the request is OPEN at `version`; answers null otherwise. */
export function updateRequest(
  db: Db,
  firmId: number,
  id: number,
  version: number,
  values: Partial<typeof quoteRequests.$inferInsert>,
) {
  return db
    .update(quoteRequests)
    .set({ ...values, version: sql`${quoteRequests.version} + 1`, updatedAt: new Date() })
    .where(
      and(
        eq(quoteRequests.firmId, firmId),
        eq(quoteRequests.id, id),
        eq(quoteRequests.version, version),
        eq(quoteRequests.state, 'OPEN'),
      ),
    )
    .returning({ id: quoteRequests.id })
    .then((rows) => rows[0] ?? null);
}

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
  const where = and(...conditions);
  const sort = filters.sort && REQUEST_SORT_COLUMNS[filters.sort];
  const order = listOrder(sort, quoteRequests.id, filters.direction ?? 'desc');
  const join = eq(partners.id, quoteRequests.customerId);
  return readPage(
    page,
    (limit, offset) =>
      db
        .select(columns)
        .from(quoteRequests)
        .leftJoin(partners, join)
        .where(where)
        .orderBy(...order)
        .limit(limit)
        .offset(offset),
    withTotal &&
      (() => db.select(ROW_COUNT).from(quoteRequests).leftJoin(partners, join).where(where)),
  );
}

import { type AnyColumn, and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { partners, products } from '../../../db/schema.ts';
import type { Db } from '../../../platform/db/database.ts';
import { listOrder, type Paging, ROW_COUNT, readPage } from '../documents.repository.ts';

/**
 * The SQL the three sales documents (quote request, quote, customer order) share: the header read
 * with the customer's name (locked for a change), the guarded header update that raises the
 * version, the header insert and the replacement of all lines. Each document's repository binds
 * it to its tables (`salesDocumentTables`) and keeps only its own queries.
 */

type HeaderTable = PgTable & {
  id: PgColumn;
  firmId: PgColumn;
  customerId: PgColumn;
  state: PgColumn;
  version: PgColumn;
  updatedAt: PgColumn;
};

type Insert<T extends PgTable> = T['$inferInsert'];
type Select<T extends PgTable> = T['$inferSelect'];

/** A line as a save writes it: without its document, firm and (when in order) position. */
export type LineInsert<L extends PgTable, Fk extends string> = Omit<
  Insert<L>,
  'id' | 'firmId' | Fk | 'position'
> & { position?: number; productCode?: string | null; productName?: string | null };

export interface SalesDocumentTables<
  H extends HeaderTable,
  K extends string,
  L extends PgTable,
  Fk extends string,
  Customer,
> {
  /** The header under `key` and the customer's name; null when not the firm's. */
  find(
    db: Db,
    firmId: number,
    id: number,
    forUpdate?: boolean,
  ): Promise<({ [P in K]: Select<H> } & { customerName: Customer }) | null>;
  insert(
    db: Db,
    firmId: number,
    number: string,
    values: Omit<Insert<H>, 'firmId' | 'number'>,
  ): Promise<number>;
  /**
   * Applies the change only while the document is in one of `states` (and at `version` when
   * given), raising the version; answers the changed row, or null (a stale edit or a repeated
   * transition changes nothing).
   */
  update(
    db: Db,
    firmId: number,
    id: number,
    guard: { states: readonly Select<H>['state'][]; version?: number | undefined },
    values: Partial<Insert<H>>,
  ): Promise<Select<H> | null>;
  /**
   * A list's page of rows like `find`'s, matching `where`, sorted by `sort` in the direction (then
   * the id; no sort: newest first), with the count of all matches when `withTotal`.
   */
  readList(
    db: Db,
    list: {
      where: SQL | undefined;
      sort: AnyColumn | SQL | undefined;
      direction: 'asc' | 'desc';
      page: Paging;
      withTotal: boolean;
    },
  ): Promise<{ rows: ({ [P in K]: Select<H> } & { customerName: Customer })[]; total: number }>;
  /** The document's lines in their order with the product's code and name. */
  listLines(
    db: Db,
    documentId: number,
  ): Promise<{ line: Select<L>; productCode: Customer; productName: Customer }[]>;
  /** Deletes the document's lines and writes `lines` in their order. */
  replaceLines(
    db: Db,
    firmId: number,
    documentId: number,
    lines: readonly LineInsert<L, Fk>[],
  ): Promise<void>;
}

export function salesDocumentTables<
  H extends HeaderTable,
  K extends string,
  L extends PgTable,
  Fk extends string & keyof L,
  Join extends 'inner' | 'left',
>(spec: {
  header: H;
  /** The header's name in a read row (`row.quote`, `row.order`, `row.request`). */
  key: K;
  lines: L;
  /** The lines' column naming their document (`quoteId`). */
  lineKey: Fk;
  /**
   * A quote request may name a prospect instead of a customer and free text instead of a
   * product: left joins (the names may be null).
   */
  join: Join;
}): SalesDocumentTables<H, K, L, Fk, Join extends 'inner' ? string : string | null> {
  const { header, lines } = spec;
  const lineDocument = lines[spec.lineKey] as unknown as PgColumn;
  /** The header joined to its customer (a left join where the customer may be missing). */
  const withCustomer = (db: Db, columns: Record<string, unknown>) => {
    const select = db.select(columns as never).from(header as never);
    const on = eq(partners.id, header.customerId);
    return spec.join === 'inner' ? select.innerJoin(partners, on) : select.leftJoin(partners, on);
  };
  return {
    find(db, firmId, id, forUpdate = false) {
      const query = withCustomer(db, { [spec.key]: header, customerName: partners.name }).where(
        and(eq(header.firmId, firmId), eq(header.id, id)),
      );
      return (forUpdate ? query.for('update', { of: header }) : query).then(
        (rows) => (rows[0] ?? null) as never,
      );
    },
    readList(db, { where, sort, direction, page, withTotal }) {
      const order = listOrder(sort, header.id, direction);
      return readPage(
        page,
        (limit, offset) =>
          withCustomer(db, { [spec.key]: header, customerName: partners.name })
            .where(where)
            .orderBy(...order)
            .limit(limit)
            .offset(offset) as never,
        withTotal && (() => withCustomer(db, ROW_COUNT).where(where) as never),
      );
    },
    async insert(db, firmId, number, values) {
      const [row] = await db
        .insert(header)
        .values({ ...values, firmId, number } as never)
        .returning({ id: header.id });
      return row!.id as number;
    },
    update(db, firmId, id, guard, values) {
      return db
        .update(header)
        .set({ ...values, version: sql`${header.version} + 1`, updatedAt: new Date() } as never)
        .where(
          and(
            eq(header.firmId, firmId),
            eq(header.id, id),
            inArray(header.state, [...guard.states]),
            guard.version === undefined ? undefined : eq(header.version, guard.version),
          ),
        )
        .returning()
        .then((rows) => ((rows as Select<H>[])[0] ?? null) as Select<H> | null);
    },
    listLines(db, documentId) {
      const select = db
        .select({ line: lines, productCode: products.code, productName: products.name } as never)
        .from(lines as never);
      const on = eq(products.id, (lines as unknown as { productId: PgColumn }).productId);
      const joined =
        spec.join === 'inner' ? select.innerJoin(products, on) : select.leftJoin(products, on);
      return joined
        .where(eq(lineDocument, documentId))
        .orderBy((lines as unknown as { position: PgColumn }).position) as never;
    },
    async replaceLines(db, firmId, documentId, rows) {
      await db.delete(lines).where(eq(lineDocument, documentId));
      if (rows.length === 0) return;
      await db.insert(lines).values(
        rows.map(({ productCode: _code, productName: _name, ...line }, i) => ({
          position: i + 1,
          ...line,
          firmId,
          [spec.lineKey]: documentId,
        })) as never,
      );
    },
  };
}

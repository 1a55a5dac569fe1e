import { type AnyColumn, asc, desc, type SQL, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../platform/db/database.ts';
import { counterCommit } from '../../platform/number-series.ts';

/**
 * A quote or quote request list's order: the sort column in the direction, then the id in the
 * same direction; no sort column: newest first.
 */
export function listOrder(
  sortColumn: AnyColumn | SQL | undefined,
  id: AnyColumn,
  direction: 'asc' | 'desc',
): SQL[] {
  const dir = direction === 'asc' ? asc : desc;
  return sortColumn ? [dir(sortColumn), dir(id)] : [desc(id)];
}

/** The filters the quote and quote request lists take. */
export interface DocumentFilters<Sort extends string> {
  term: string;
  state?: string | undefined;
  customerId?: number | undefined;
  sort?: Sort | undefined;
  direction?: 'asc' | 'desc' | undefined;
}

export interface Paging {
  page_number: number;
  page_size: number;
}

/** The select of a list's count. */
export const ROW_COUNT = { n: sql<number>`count(*)::int` };

/**
 * A list's page and, when asked (`count` given), the count of all its matches, read together.
 * `rows` reads the page at the limit and offset.
 */
export async function readPage<Row>(
  page: Paging,
  rows: (limit: number, offset: number) => PromiseLike<Row[]>,
  count: false | (() => PromiseLike<{ n: number }[]>),
): Promise<{ rows: Row[]; total: number }> {
  const [found, counted] = await Promise.all([
    rows(page.page_size, page.page_number * page.page_size),
    count ? count() : [],
  ]);
  return { rows: found, total: counted[0]?.n ?? 0 };
}

export interface CustomerRow {
  id: number;
  name: string;
  kind: 'COMPANY' | 'PERSON';
  price_type: string | null;
  payment_method: string;
  payment_terms_days: number;
  sales_rep_employee_id: number | null;
  is_active: boolean;
  billing_address: string;
  /** The buyer's VAT facts (vat-status.ts): tax number, EU VAT number, billing country. */
  tax_number: string | null;
  eu_vat_number: string | null;
  country_code: string;
}

const customerSql = (firmId: number, id: number) =>
  sql`select p.id, p.name, p.kind, p.price_type, p.payment_method, p.payment_terms_days,
             p.sales_rep_employee_id, p.is_active, p.tax_number, p.eu_vat_number,
             coalesce((select a.country_code from partner_addresses a
                       where a.partner_id = p.id and a.kind = 'BILLING' limit 1), 'HU') as country_code,
             coalesce((select a.postal_code || ' ' || a.city || ', ' || a.street
                         || case when a.country_code = 'HU' then '' else ', ' || a.country_code end
                       from partner_addresses a
                       where a.partner_id = p.id and a.kind = 'BILLING' limit 1), '') as billing_address
      from partners p where p.firm_id = ${firmId} and p.id = ${id}`;

/** The customer with its billing address as one line (`1111 Budapest, Fő utca 1.`). */
export function findCustomer(db: Db, firmId: number, id: number) {
  return queryRows<CustomerRow>(db, customerSql(firmId, id)).then((rows) => rows[0] ?? null);
}

/**
 * What a document header needs, in one round trip: the customer (as `findCustomer`), the
 * currency's scale (null: unknown) and whether the contact is the customer's (true without one).
 * `extra` adds columns of the caller's to the same statement (an order's branch, ids, products).
 */
export function findHeaderRows<Extra extends object = object>(
  db: Db,
  firmId: number,
  input: { customerId: number; currencyCode: string; contactId: number | null },
  extra?: SQL,
) {
  const contact = input.contactId
    ? sql`exists (select 1 from partner_contacts where firm_id = ${firmId}
                  and partner_id = ${input.customerId} and id = ${input.contactId})`
    : sql`true`;
  return queryRows<
    { customer: CustomerRow | null; scale: number | null; is_contact: boolean } & Extra
  >(
    db,
    sql`select (select row_to_json(c) from (${customerSql(firmId, input.customerId)}) c) as customer,
               (select decimals from currencies where code = ${input.currencyCode}) as scale,
               ${contact} as is_contact${extra ? sql`, ${extra}` : sql``}`,
  ).then((rows) => rows[0]!);
}

/** A shipping address of the customer as one line, or null when it is not the customer's. */
export function findShippingAddress(db: Db, firmId: number, customerId: number, id: number) {
  return queryRows<{ line: string }>(
    db,
    sql`select a.postal_code || ' ' || a.city || ', ' || a.street
                 || case when a.country_code = 'HU' then '' else ', ' || a.country_code end as line
        from partner_addresses a
        where a.firm_id = ${firmId} and a.partner_id = ${customerId} and a.id = ${id} and a.kind = 'SHIPPING'`,
  ).then((rows) => rows[0]?.line ?? null);
}

export function findCurrencyScale(db: Db, code: string) {
  return queryRows<{ decimals: number }>(
    db,
    sql`select decimals from currencies where code = ${code}`,
  ).then((rows) => rows[0]?.decimals ?? null);
}

export interface ProductRow {
  id: number;
  code: string;
  name: string;
  measure_unit_code: string;
  vat_code: string;
  is_active: boolean;
}

const productsSql = (firmId: number, ids: readonly number[]) =>
  sql`select id, code, name, measure_unit_code, vat_code, is_active from products
      where firm_id = ${firmId} and id = any(${sql.raw(`array[${ids.map(Number).join(',')}]`)}::int[])`;

export function findProducts(db: Db, firmId: number, ids: readonly number[]) {
  if (ids.length === 0) return Promise.resolve([] as ProductRow[]);
  return queryRows<ProductRow>(db, productsSql(firmId, ids));
}

/** `findProducts` as a column (`products`, a JSON array) of another statement. */
export function productsColumn(firmId: number, ids: readonly number[]): SQL {
  return ids.length === 0
    ? sql`'[]'::json as products`
    : sql`(select coalesce(json_agg(p), '[]'::json) from (${productsSql(firmId, ids)}) p) as products`;
}

/**
 * The columns (for `findHeaderRows`' `extra`) of the order's branch — the named one if it is the
 * firm's, else the firm's first active one (null: none) — and for a new order (`newLines` given)
 * ids for it and its lines from their sequences, so the order is written in one statement
 * (orders.repository `insertNumberedOrder`).
 */
export function branchAndNewIdsColumns(
  db: Db,
  firmId: number,
  branchId: number | undefined,
  newLines: number | null,
): SQL {
  const which = branchId === undefined ? sql`is_active` : sql`id = ${branchId}`;
  // Outside a transaction, taking ids does not wait for a WAL flush (`counterCommit`).
  const ids =
    newLines === null
      ? sql`null::int as order_id, '{}'::int[] as line_ids`
      : sql`nextval('customer_orders_id_seq')::int as order_id,
            array(select nextval('customer_order_lines_id_seq')::int
                  from generate_series(1, ${newLines}) order by 1) as line_ids,
            ${counterCommit(db)} as commit_mode`;
  return sql`(select id from branches where firm_id = ${firmId} and ${which}
              order by id limit 1) as branch_id, ${ids}`;
}

/** What `branchAndNewIdsColumns` answers. */
export interface BranchAndNewIds {
  branch_id: number | null;
  order_id: number | null;
  line_ids: number[];
}

/** The names of the firm's partners among `ids` (a missing id is not the firm's). */
export function findPartnerNames(db: Db, firmId: number, ids: readonly number[]) {
  if (ids.length === 0) return Promise.resolve(new Map<number, string>());
  return queryRows<{ id: number; name: string }>(
    db,
    sql`select id, name from partners
        where firm_id = ${firmId} and id = any(${sql.raw(`array[${ids.map(Number).join(',')}]`)}::int[])`,
  ).then((rows) => new Map(rows.map((r) => [r.id, r.name])));
}

export function isPartnerOf(db: Db, firmId: number, id: number) {
  return queryRows<{ id: number }>(
    db,
    sql`select id from partners where firm_id = ${firmId} and id = ${id}`,
  ).then((rows) => rows.length > 0);
}

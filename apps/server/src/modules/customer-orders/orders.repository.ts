import { and, asc, desc, eq, gte, inArray, lte, type SQL, sql } from 'drizzle-orm';
import {
  auditLog,
  customerOrderAccess,
  customerOrderLines,
  customerOrders,
  partners,
  products,
} from '../../db/schema.ts';
import { type Db, queryRows } from '../../platform/db/database.ts';
import { insertRowsSql } from '../../platform/db/insert-rows.ts';
import { escapeLike } from '../../platform/db/search.ts';
import type { PricedLine } from './documents.service.ts';
import { salesDocumentTables } from './sales-document/document.repository.ts';

/** What a save sets of the order; the rest is the order's identity, state and bookkeeping. */
export type OrderValues = Omit<
  typeof customerOrders.$inferSelect,
  | 'id'
  | 'firmId'
  | 'number'
  | 'state'
  | 'version'
  | 'quoteId'
  | 'createdBy'
  | 'createdAt'
  | 'updatedAt'
  | 'searchDoc'
  | 'customerSort'
  | 'createdByEmployeeId'
  | 'modifiedByEmployeeId'
>;
export type OrderLineValues = PricedLine & {
  fulfilment: 'STOCK' | 'PURCHASE' | 'PRODUCTION' | 'SUBCONTRACT';
  fulfilmentPartnerId: number | null;
};
export type OrderState = typeof customerOrders.$inferSelect.state;

const columns = { order: customerOrders, customerName: partners.name };

const tables = salesDocumentTables({
  header: customerOrders,
  key: 'order',
  lines: customerOrderLines,
  lineKey: 'orderId',
  join: 'inner',
});
export const { find: findOrder, update: updateOrder } = tables;
export type OrderRow = NonNullable<Awaited<ReturnType<typeof findOrder>>>;

/** Replaces the lines (their reservations go with them: release before, reserve after). */
export const replaceLines: (
  db: Db,
  firmId: number,
  orderId: number,
  lines: readonly OrderLineValues[],
) => Promise<void> = tables.replaceLines;

/** The order's lines with the quantity reserved for each. */
export function listLines(db: Db, orderId: number, ids?: readonly number[]) {
  return db
    .select({
      line: customerOrderLines,
      productCode: products.code,
      productName: products.name,
      partnerName: sql<string | null>`(select p.name from partners p
                                       where p.id = ${customerOrderLines.fulfilmentPartnerId})`,
      reserved: sql<string>`(select coalesce(sum(r.quantity), 0)::text from stock_reservations r
                             where r.order_line_id = ${customerOrderLines.id})`,
    })
    .from(customerOrderLines)
    .innerJoin(products, eq(products.id, customerOrderLines.productId))
    .where(
      and(
        eq(customerOrderLines.orderId, orderId),
        ids ? inArray(customerOrderLines.id, [...ids]) : undefined,
      ),
    )
    .orderBy(customerOrderLines.position);
}

/**
 * A new order in one statement: its number (`number`: the number series' statement, which locks
 * the counter row until commit), the order and its lines with the ids taken before
 * (documents.repository `findBranchAndNewIds`), the portal row and, when given, the audit row,
 * whose `after` gets the number and the creation time. Answers both (the time as the answers
 * write it: ISO, milliseconds, UTC).
 */
export async function insertNumberedOrder(
  db: Db,
  write: {
    order: Omit<typeof customerOrders.$inferInsert, 'createdAt' | 'updatedAt'>;
    lines: (typeof customerOrderLines.$inferInsert & {
      productCode: string;
      productName: string;
    })[];
    number: SQL;
    portal: {
      firmId: number;
      accessCodeHash: string;
      customerName: string;
      status: string;
      items: { code: string; name: string; quantity: string; unit: string }[];
    };
    audit: (typeof auditLog.$inferInsert & { after: unknown }) | undefined;
  },
): Promise<{ number: string; createdAt: string }> {
  const number = sql`(select number from n)`;
  // The transaction's time, as the column defaults store it (the demo seed moves it as one).
  const createdAt = sql`to_char(now() at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
  // One JSON parameter per row set (`insertRowsSql`), not a parameter per cell.
  const parts = [
    sql`o as (${insertRowsSql(customerOrders, [write.order], { number })})`,
    sql`p as (${insertRowsSql(customerOrderAccess, [write.portal], { orderNumber: number })})`,
  ];
  if (write.lines.length)
    parts.push(
      sql`l as (${insertRowsSql(
        customerOrderLines,
        write.lines.map(({ productCode, productName, ...line }) => line),
      )})`,
    );
  if (write.audit)
    parts.push(
      sql`a as (${insertRowsSql(auditLog, [write.audit], {
        after: sql`jsonb_set(jsonb_set(${JSON.stringify(write.audit.after)}::jsonb,
          '{number}', to_jsonb(${number})), '{createdAt}', to_jsonb(${createdAt}))`,
      })})`,
    );
  const [row] = await queryRows<{ number: string; created_at: string }>(
    db,
    sql`with n as (${write.number}), ${sql.join(parts, sql`, `)}
        select number, ${createdAt} as created_at from n`,
  );
  return { number: row!.number, createdAt: row!.created_at };
}

export function setLineFulfilment(
  db: Db,
  lineId: number,
  fulfilment: OrderLineValues['fulfilment'],
  partnerId: number | null,
) {
  return db
    .update(customerOrderLines)
    .set({ fulfilment, fulfilmentPartnerId: partnerId })
    .where(eq(customerOrderLines.id, lineId));
}

export function findLine(db: Db, firmId: number, lineId: number) {
  return db
    .select({ id: customerOrderLines.id, orderId: customerOrderLines.orderId })
    .from(customerOrderLines)
    .where(and(eq(customerOrderLines.firmId, firmId), eq(customerOrderLines.id, lineId)))
    .then((rows) => rows[0] ?? null);
}

export type OrderSort = 'number' | 'date' | 'customer' | 'state' | 'total';
const SORT_COLUMNS = {
  number: customerOrders.number,
  // The customer's name kept on the order (0016), so its index serves the whole list.
  customer: customerOrders.customerSort,
  state: customerOrders.state,
  total: customerOrders.grossTotal,
} as const;

/**
 * The list's order: by date, date and id in the direction; by another column, that column in the
 * direction and then the newest first, as the indexes hold them (0011, 0014_sales_speed.sql).
 */
function orderBy(sort: OrderSort, direction: 'asc' | 'desc'): SQL[] {
  const dir = direction === 'asc' ? asc : desc;
  if (sort === 'date') return [dir(customerOrders.orderDate), dir(customerOrders.id)];
  return [dir(SORT_COLUMNS[sort]), desc(customerOrders.orderDate), desc(customerOrders.id)];
}

/**
 * The beginning of an order number (`VR-2026-00`): two or more letters (a whole series: the
 * order series are two letters), a dash and a digit. Such a term can only match at the start of a
 * number, never inside a name.
 */
const NUMBER_START = /^[a-z]{2,}-\d[\d-]*$/i;

/**
 * A number's beginning is matched as a prefix of the number through its btree index (0016): its
 * trigrams are in every order. Any other term goes to the order's own search document (number
 * and customer name, accent- and case-free, kept by triggers: 0014_sales_speed.sql) with its
 * trigram index; for a fragment shared by thousands of customers the planner walks the date index
 * instead and stops at the page.
 */
function termCondition(term: string): SQL {
  if (NUMBER_START.test(term))
    return sql`${customerOrders.number} like ${`${escapeLike(term.toUpperCase())}%`}`;
  return sql`${customerOrders.searchDoc} like f_search_key(${`%${escapeLike(term)}%`})`;
}

export async function searchOrders(
  db: Db,
  firmId: number,
  filters: {
    term: string;
    state?: OrderState | undefined;
    customerId?: number | undefined;
    dateFrom?: string | undefined;
    dateTo?: string | undefined;
    salesRepEmployeeId?: number | undefined;
    productId?: number | undefined;
    sort?: OrderSort | undefined;
    direction?: 'asc' | 'desc' | undefined;
  },
  page: { page_number: number; page_size: number },
  withTotal = true,
  countCap = 1_000,
) {
  const conditions: (SQL | undefined)[] = [eq(customerOrders.firmId, firmId)];
  if (filters.state) conditions.push(eq(customerOrders.state, filters.state));
  if (filters.customerId) conditions.push(eq(customerOrders.customerId, filters.customerId));
  if (filters.dateFrom) conditions.push(gte(customerOrders.orderDate, filters.dateFrom));
  if (filters.dateTo) conditions.push(lte(customerOrders.orderDate, filters.dateTo));
  if (filters.salesRepEmployeeId)
    conditions.push(eq(customerOrders.salesRepEmployeeId, filters.salesRepEmployeeId));
  if (filters.productId)
    conditions.push(
      sql`exists (select 1 from customer_order_lines l where l.order_id = ${customerOrders.id}
                  and l.firm_id = ${firmId} and l.product_id = ${filters.productId})`,
    );
  if (filters.term) conditions.push(termCondition(filters.term));
  const where = and(...conditions);
  const [rows, total] = await Promise.all([
    db
      .select(columns)
      .from(customerOrders)
      .innerJoin(partners, eq(partners.id, customerOrders.customerId))
      .where(where)
      .orderBy(...orderBy(filters.sort ?? 'date', filters.direction ?? 'desc'))
      .limit(page.page_size)
      .offset(page.page_number * page.page_size),
    // Counts at most `countCap + 1` rows: enough to say "more than the cap". Every filter is on
    // the order itself, so the count needs no customer row (a join cost 1 001 index probes).
    withTotal
      ? db
          .select({ n: sql<number>`count(*)::int` })
          .from(
            db
              .select({ one: sql`1` })
              .from(customerOrders)
              .where(where)
              .limit(countCap + 1)
              .as('capped'),
          )
          .then((r) => r[0]!.n)
      : Promise.resolve(0),
  ]);
  return { rows, total };
}

/** The customer portal's read model (migration 0005), rewritten in the order's transaction. */
export async function upsertPortalAccess(
  db: Db,
  rest: {
    firmId: number;
    orderNumber: string;
    customerName: string;
    status: string;
    items: { code: string; name: string; quantity: string; unit: string }[];
  },
): Promise<void> {
  await db
    .update(customerOrderAccess)
    .set({
      customerName: rest.customerName,
      items: rest.items,
      updatedAt: new Date(),
      status: rest.status,
      statusChangedAt: sql`case when ${customerOrderAccess.status} = ${rest.status}
        then ${customerOrderAccess.statusChangedAt} else now() end`,
    })
    .where(
      and(
        eq(customerOrderAccess.firmId, rest.firmId),
        eq(customerOrderAccess.orderNumber, rest.orderNumber),
      ),
    );
}

export function countOrdersOfCustomer(db: Db, firmId: number, customerId: number) {
  return queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from customer_orders where firm_id = ${firmId} and customer_id = ${customerId}`,
  ).then((r) => r[0]!.n);
}

export function hasDispatchedLines(db: Db, orderId: number) {
  return queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from customer_order_lines
        where order_id = ${orderId} and dispatched_quantity > 0`,
  ).then((r) => r[0]!.n > 0);
}

/** The portal's status alone (a state change leaves the items as they are). */
export async function setPortalStatus(
  db: Db,
  firmId: number,
  orderNumber: string,
  status: string,
): Promise<void> {
  await db
    .update(customerOrderAccess)
    .set({
      status,
      updatedAt: new Date(),
      statusChangedAt: sql`case when ${customerOrderAccess.status} = ${status}
        then ${customerOrderAccess.statusChangedAt} else now() end`,
    })
    .where(
      and(eq(customerOrderAccess.firmId, firmId), eq(customerOrderAccess.orderNumber, orderNumber)),
    );
}

/** One order's move in `advanceStates`: from the state read under its row lock to `to`. */
export interface StateAdvance {
  id: number;
  from: OrderState;
  to: OrderState;
  /** The audit's action ('ready', 'start'). */
  action: string;
  /** The portal's status for `to`. */
  portal: string;
}

/**
 * Moves several locked orders on in one statement, each only while still in its `from` state:
 * the version rises, the portal's status follows, and each gets the audit row a single state
 * call writes (before and after state, the lines' reserved quantities).
 */
export async function advanceStates(
  tx: Db,
  who: { firmId: number; userId: number; requestId: string },
  moves: readonly StateAdvance[],
): Promise<void> {
  await tx.execute(sql`
    with m as (select * from jsonb_to_recordset(${JSON.stringify(moves)}::jsonb)
                 as m(id int, "from" text, "to" text, action text, portal text)),
    changed as (
      update customer_orders o set state = m."to", modified_by = ${who.userId},
             version = o.version + 1, updated_at = now()
      from m where o.id = m.id and o.firm_id = ${who.firmId} and o.state = m."from"
      returning o.id, o.number, m."from", m."to", m.action, m.portal),
    portal as (
      update customer_order_access a set status = c.portal, updated_at = now(),
             status_changed_at = case when a.status = c.portal then a.status_changed_at else now() end
      from changed c where a.firm_id = ${who.firmId} and a.order_number = c.number)
    insert into audit_log (firm_id, user_id, request_id, entity, entity_id, action, before, after)
    select ${who.firmId}, ${who.userId}, ${who.requestId}, 'customer_order', c.id::text, c.action,
           jsonb_build_object('state', c."from"),
           jsonb_build_object('state', c."to", 'lines', coalesce((
             select jsonb_agg(jsonb_build_object('id', l.id, 'reserved',
                      (select coalesce(sum(r.quantity), 0) from stock_reservations r
                       where r.order_line_id = l.id)::numeric(18, 4)::text) order by l.position)
             from customer_order_lines l where l.order_id = c.id), '[]'::jsonb))
    from changed c order by c.id`);
}

import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../platform/db/database.ts';
import { matchesEveryWord } from '../platform/db/search.ts';

/**
 * The classic pages' own read queries. They read the same tables the REST API writes (products,
 * partners, sessions, audit log) and never write business data; firm scope is a parameter of each.
 */

export interface ListPage<T> {
  items: T[];
  total: number;
}

export interface ProductRow {
  id: number;
  code: string;
  name: string;
  isActive: boolean;
  hasImage: boolean;
}

export interface PartnerRow {
  id: number;
  code: string;
  name: string;
  taxNumber: string | null;
  roles: string[];
  isActive: boolean;
}

export async function listProducts(
  db: Db,
  firmId: number,
  term: string,
  offset: number,
  limit: number,
): Promise<ListPage<ProductRow>> {
  const where = sql`firm_id = ${firmId} and ${matchesEveryWord(sql`search_doc`, term)}`;
  const [items, [counted]] = await Promise.all([
    queryRows<ProductRow>(
      db,
      sql`select id, code, name, is_active as "isActive", image_path is not null as "hasImage"
          from products where ${where} order by lower(code) collate "C", id limit ${limit} offset ${offset}`,
    ),
    queryRows<{ total: number }>(
      db,
      sql`select count(*)::int as total from products where ${where}`,
    ),
  ]);
  return { items, total: counted?.total ?? 0 };
}

export async function listPartners(
  db: Db,
  firmId: number,
  term: string,
  offset: number,
  limit: number,
): Promise<ListPage<PartnerRow>> {
  const where = sql`firm_id = ${firmId} and ${matchesEveryWord(sql`search_doc`, term)}`;
  const [items, [counted]] = await Promise.all([
    queryRows<PartnerRow>(
      db,
      sql`select id, code, name, tax_number as "taxNumber", roles, is_active as "isActive"
          from partners where ${where} order by f_search_key(name), id limit ${limit} offset ${offset}`,
    ),
    queryRows<{ total: number }>(
      db,
      sql`select count(*)::int as total from partners where ${where}`,
    ),
  ]);
  return { items, total: counted?.total ?? 0 };
}

export interface SessionListRow {
  id: string;
  username: string;
  fullName: string;
  createdAt: Date;
  lastSeenAt: Date;
  ip: string | null;
}

/** The live sessions opened in a firm, newest activity first. */
export async function listSessions(db: Db, firmId: number): Promise<SessionListRow[]> {
  return queryRows<SessionListRow>(
    db,
    sql`select s.id, u.username, u.full_name as "fullName", s.created_at as "createdAt",
               s.last_seen_at as "lastSeenAt", s.ip
        from sessions s join users u on u.id = s.user_id
        where s.firm_id = ${firmId} and s.expires_at > now()
        order by s.last_seen_at desc limit 200`,
  );
}

export async function findSessionOfFirm(
  db: Db,
  firmId: number,
  sessionId: string,
): Promise<{ userId: number } | undefined> {
  const [row] = await queryRows<{ userId: number }>(
    db,
    sql`select user_id as "userId" from sessions where id = ${sessionId} and firm_id = ${firmId}`,
  );
  return row;
}

export interface AuditRow {
  id: number;
  at: Date;
  username: string | null;
  entity: string;
  entityId: string | null;
  action: string;
  requestId: string | null;
}

/**
 * The firm's audit log, newest first; `entity` narrows it to one kind of record. Page visits that
 * older versions audited (navigation_history) are not data changes and are left out.
 */
export async function listAudit(
  db: Db,
  firmId: number,
  entity: string,
  offset: number,
  limit: number,
): Promise<ListPage<AuditRow>> {
  const where = sql`a.firm_id = ${firmId} and a.entity <> 'navigation_history'
                    and (${entity} = '' or a.entity = ${entity})`;
  const [items, [counted]] = await Promise.all([
    queryRows<AuditRow>(
      db,
      sql`select a.id::int as id, a.at, u.username, a.entity, a.entity_id as "entityId", a.action,
                 a.request_id as "requestId"
          from audit_log a left join users u on u.id = a.user_id
          where ${where} order by a.id desc limit ${limit} offset ${offset}`,
    ),
    queryRows<{ total: number }>(
      db,
      sql`select count(*)::int as total from audit_log a where ${where}`,
    ),
  ]);
  return { items, total: counted?.total ?? 0 };
}

export interface CustomerOrderView {
  orderNumber: string;
  accessCodeHash: string;
  customerName: string;
  status: string;
  statusChangedAt: Date;
  items: { code: string; name: string; quantity: string; unit: string }[];
}

/** The portal rows of an order number: one per firm that has an order of that number. */
export function findCustomerOrders(db: Db, orderNumber: string): Promise<CustomerOrderView[]> {
  return queryRows<CustomerOrderView>(
    db,
    sql`select order_number as "orderNumber", access_code_hash as "accessCodeHash",
               customer_name as "customerName", status, status_changed_at as "statusChangedAt", items
        from customer_order_access where order_number = ${orderNumber}`,
  );
}

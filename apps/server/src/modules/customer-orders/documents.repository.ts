import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../platform/db/database.ts';

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
}

/** The customer with its billing address as one line (`1111 Budapest, Fő utca 1.`). */
export function findCustomer(db: Db, firmId: number, id: number) {
  return queryRows<CustomerRow>(
    db,
    sql`select p.id, p.name, p.kind, p.price_type, p.payment_method, p.payment_terms_days,
               p.sales_rep_employee_id, p.is_active,
               coalesce((select a.postal_code || ' ' || a.city || ', ' || a.street
                           || case when a.country_code = 'HU' then '' else ', ' || a.country_code end
                         from partner_addresses a
                         where a.partner_id = p.id and a.kind = 'BILLING' limit 1), '') as billing_address
        from partners p where p.firm_id = ${firmId} and p.id = ${id}`,
  ).then((rows) => rows[0] ?? null);
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

export function isContactOf(db: Db, firmId: number, customerId: number, contactId: number) {
  return queryRows<{ id: number }>(
    db,
    sql`select id from partner_contacts where firm_id = ${firmId} and partner_id = ${customerId} and id = ${contactId}`,
  ).then((rows) => rows.length > 0);
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

export function findProducts(db: Db, firmId: number, ids: readonly number[]) {
  if (ids.length === 0) return Promise.resolve([] as ProductRow[]);
  return queryRows<ProductRow>(
    db,
    sql`select id, code, name, measure_unit_code, vat_code, is_active from products
        where firm_id = ${firmId} and id = any(${sql.raw(`array[${ids.map(Number).join(',')}]`)}::int[])`,
  );
}

export function findFirstBranch(db: Db, firmId: number) {
  return queryRows<{ id: number }>(
    db,
    sql`select id from branches where firm_id = ${firmId} and is_active order by id limit 1`,
  ).then((rows) => rows[0]?.id ?? null);
}

export function isBranchOf(db: Db, firmId: number, id: number) {
  return queryRows<{ id: number }>(
    db,
    sql`select id from branches where firm_id = ${firmId} and id = ${id}`,
  ).then((rows) => rows.length > 0);
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

import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../platform/db/database.ts';
import { REST, type Session, type TestApp } from '../../test/harness.ts';

/** A discount list body for firm 1's tests: everybody, from 2026-01-01, no end. */
export const listBody = (over: Record<string, unknown> = {}) => ({
  name: 'Ősz 2026 kampány',
  scope: 'EVERYBODY',
  validFrom: '2026-01-01',
  ...over,
});

/** The first `n` goods of firm 1 with a RETAIL HUF price valid on 2026-06-15. */
export function pricedProducts(db: Db, n: number) {
  return queryRows<{
    id: number;
    group_id: number | null;
    catalogue_id: number | null;
    price: string;
  }>(
    db,
    sql`select p.id, p.group_id, p.catalogue_id, pp.unit_price::text as price from products p
      join product_prices pp on pp.product_id = p.id and pp.price_type = 'RETAIL' and pp.currency_code = 'HUF'
        and pp.valid_from <= date '2026-06-15' and (pp.valid_to is null or pp.valid_to >= date '2026-06-15')
      where p.firm_id = 1 and not p.is_service order by p.id limit ${n}`,
  );
}

/** Customers of firm 1 after the first (the demo seed gives the first one its own prices). */
export function customersOfFirm1(db: Db, n: number) {
  return queryRows<{ id: number }>(
    db,
    sql`select id from partners where firm_id = 1 and 'CUSTOMER' = any(roles) order by id offset 1 limit ${n}`,
  ).then((rows) => rows.map((r) => r.id));
}

/** `as(user)` answers a REST caller logged in as the demo user (one session per user). */
export function callersOf(t: () => TestApp) {
  const sessions: Record<string, Session> = {};
  return async (user: string) => {
    sessions[user] ??= await t().login(user);
    return (method: string, path: string, body?: unknown) =>
      t().call(method, `${REST}${path}`, {
        session: sessions[user]!,
        ...(body !== undefined && { body }),
      });
  };
}

import { sql } from 'drizzle-orm';
import { queryRows } from '../../platform/db/database.ts';
import { REST, type Session, type TestApp } from '../../test/harness.ts';
import { createCustomer } from '../customer-orders/customer-orders.test-data.ts';

/**
 * Helpers of the purchasing tests: suppliers, fresh products with a supplier's price, confirmed
 * customer orders whose lines are bought (the demand), and what covers them.
 */
export function purchasingCalls(t: () => TestApp, session: () => Session) {
  const db = () => t().database.db;
  const call = (method: string, path: string, body?: unknown, as = session()) =>
    t().call(method, `${REST}${path}`, { session: as, ...(body !== undefined && { body }) });
  /** The firm's n-th supplier (by id). */
  const supplier = async (n = 0, firmId = 1) => {
    const rows = await queryRows<{ id: number }>(
      db(),
      sql`select id from partners where firm_id = ${firmId} and 'SUPPLIER' = any(roles)
          order by id limit ${n + 1}`,
    );
    return rows[n]!.id;
  };
  /** A fresh product with a DEFAULT bin, a RETAIL price and, when given, a supplier's price. */
  const product = async (
    code: string,
    price?: { supplierId: number; unitPrice: string; currency?: string },
  ) => {
    const [row] = await queryRows<{ id: number }>(
      db(),
      sql`with p as (insert into products (firm_id, code, name) values (1, ${code}, ${`Teszt ${code}`})
                     returning id),
               r as (insert into product_prices (firm_id, product_id, price_type, currency_code, unit_price, valid_from)
                     select 1, p.id, 'RETAIL', 'HUF', 1000, date '2020-01-01' from p),
               d as (insert into product_storages (firm_id, product_id, storage_id, branch_id, kind)
                     select 1, p.id, s.id, s.branch_id, 'DEFAULT' from p, storages s
                     where s.firm_id = 1 and s.code = 'B-03-04')
          select id from p`,
    );
    if (price)
      await db().execute(
        sql`insert into product_suppliers (firm_id, product_id, supplier_id, currency_code, unit_price, is_preferred)
            values (1, ${row!.id}, ${price.supplierId}, ${price.currency ?? 'HUF'}, ${price.unitPrice}, true)`,
      );
    return row!.id;
  };
  let customers = 0;
  /** A CONFIRMED customer order (made by the back office) whose lines are bought. */
  const demandOrder = async (
    lines: { productId: number; quantity: string; supplierId: number }[],
    fulfilment: 'PURCHASE' | 'SUBCONTRACT' = 'PURCHASE',
  ) => {
    const office = await t().login('irodai');
    customers += 1;
    const customerId = await createCustomer(db(), `Vevő ${customers} ${Date.now() % 100000}`);
    const created = await call(
      'POST',
      '/customer-order/',
      {
        customerId,
        lines: lines.map((l) => ({
          productId: l.productId,
          quantity: l.quantity,
          fulfilment,
          fulfilmentPartnerId: l.supplierId,
        })),
      },
      office,
    );
    if (created.statusCode !== 200) throw new Error(created.body);
    const order = created.json();
    const confirmed = await call(
      'POST',
      `/customer-order/${order.id}/state`,
      { state: 'CONFIRMED', version: order.version },
      office,
    );
    if (confirmed.statusCode !== 200) throw new Error(confirmed.body);
    return order as { id: number; number: string; lines: { id: number; productId: number }[] };
  };
  /** How much of a customer-order line supplier-order lines cover. */
  const covered = async (customerOrderLineId: number) => {
    const [row] = await queryRows<{ q: string }>(
      db(),
      sql`select trim_scale(coalesce(sum(quantity), 0))::text as q
          from supplier_order_line_demands where customer_order_line_id = ${customerOrderLineId}`,
    );
    return row!.q;
  };
  const reserved = async (customerOrderLineId: number) => {
    const [row] = await queryRows<{ q: string }>(
      db(),
      sql`select trim_scale(coalesce(sum(quantity), 0))::text as q
          from stock_reservations where order_line_id = ${customerOrderLineId}`,
    );
    return row!.q;
  };
  const audits = (id: number) =>
    queryRows<{ action: string }>(
      db(),
      sql`select action from audit_log where entity = 'supplier-order'
            and entity_id = ${String(id)} order by id`,
    ).then((rows) => rows.map((r) => r.action));
  return { db, call, supplier, product, demandOrder, covered, reserved, audits };
}

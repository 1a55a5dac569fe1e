import { sql } from 'drizzle-orm';
import { queryRows } from '../../platform/db/database.ts';
import { REST, type Session, type TestApp } from '../../test/harness.ts';
import {
  createCustomer,
  createStockedProduct,
} from '../customer-orders/customer-orders.test-data.ts';

/** A working Wednesday far from the demo's bookings (no holiday, nobody absent). */
export const WORKDAY = '2027-02-03';

/**
 * Helpers of the production tests (firm 1): furniture made of components in stock, confirmed
 * customer orders with a line made in the workshop, a team of the workshop tab of one's own.
 */
export function productionCalls(t: () => TestApp, session: () => Session) {
  const db = () => t().database.db;
  const call = (method: string, path: string, body?: unknown, as = session()) =>
    t().call(method, `${REST}${path}`, { session: as, ...(body !== undefined && { body }) });
  let n = 0;
  /** A product made of two components (2 boards and 8 screws a piece), each with `stock` on hand. */
  const furniture = async (stock = 100) => {
    n += 1;
    const code = `PRD-${n}-${Date.now() % 100_000}`;
    const product = await createStockedProduct(db(), code, { stock: 0, price: '50000' });
    const board = await createStockedProduct(db(), `${code}-B`, { stock });
    const screw = await createStockedProduct(db(), `${code}-S`, { stock: stock * 4 });
    await db().execute(sql`insert into product_components (firm_id, product_id, component_id, quantity)
      values (1, ${product.id}, ${board.id}, 2), (1, ${product.id}, ${screw.id}, 8)`);
    return { ...product, board: board.id, screw: screw.id };
  };
  /** A CONFIRMED customer order (by the back office): `quantity` of the product made in the workshop. */
  const productionOrder = async (productId: number, quantity = '1', extraStockLine?: number) => {
    const office = await t().login('irodai');
    const [partner] = await queryRows<{ id: number }>(
      db(),
      sql`select min(id) as id from partners where firm_id = 1 and 'SUPPLIER' = any(roles)`,
    );
    n += 1;
    const customerId = await createCustomer(db(), `${n}-${Date.now() % 100_000} Gyártó vevő`);
    const lines = [
      { productId, quantity, fulfilment: 'PRODUCTION', fulfilmentPartnerId: partner!.id },
      ...(extraStockLine ? [{ productId: extraStockLine, quantity: '1' }] : []),
    ];
    const created = await call('POST', '/customer-order/', { customerId, lines }, office);
    if (created.statusCode !== 200) throw new Error(created.body);
    const order = created.json();
    const confirmed = await call(
      'POST',
      `/customer-order/${order.id}/state`,
      { state: 'CONFIRMED', version: order.version },
      office,
    );
    if (confirmed.statusCode !== 200) throw new Error(confirmed.body);
    return { ...order, customerId } as {
      id: number;
      customerId: number;
      lines: { id: number; productId: number }[];
    };
  };
  /** A team of the workshop tab with `members` new employees, `perMember` pieces each a day. */
  const team = async (members: number, perMember: string) => {
    n += 1;
    const [row] = await queryRows<{ id: number }>(
      db(),
      sql`insert into schedule_teams (firm_id, code, name, tab_code, capacity_per_member)
          values (1, ${`T${n}-${Date.now() % 100_000}`}, ${`Tesztcsapat ${n}`}, 'WORKSHOP', ${perMember})
          returning id`,
    );
    const employees = await queryRows<{ id: number }>(
      db(),
      sql`insert into employees (firm_id, name, job_title, job_type)
          select 1, 'Teszt dolgozó ' || g, 'Asztalos', 'WORKSHOP_WORKER' from generate_series(1, ${members}) g
          returning id`,
    );
    for (const e of employees)
      await db().execute(sql`insert into schedule_team_members (firm_id, team_id, employee_id)
        values (1, ${row!.id}, ${e.id})`);
    return { id: row!.id, employeeIds: employees.map((e) => e.id) };
  };
  /** Makes the order's workshop orders (as the scheduler); answers the first. */
  const workshopOrder = async (orderId: number, as?: Session) => {
    const r = await call('POST', `/customer-order/${orderId}/workshop/schedule`, {}, as);
    if (r.statusCode !== 200) throw new Error(r.body);
    return r.json().all[0] as { id: number; version: number; state: string };
  };
  /** Sum of the ledger rows of a product written by a workshop order, by reason. */
  const movements = async (workshopOrderId: number) =>
    queryRows<{ product_id: number; reason: string; quantity: string }>(
      db(),
      sql`select product_id, reason, sum(quantity)::text as quantity from stock_movements
          where source_kind = 'WORKSHOP_ORDER' and source_id = ${workshopOrderId}
          group by product_id, reason order by product_id`,
    );
  const audits = async (entity: string, entityId: number | string) =>
    queryRows<{ action: string; after: Record<string, unknown> }>(
      db(),
      sql`select action, after from audit_log where entity = ${entity}
          and entity_id = ${String(entityId)} order by id`,
    );
  return { db, call, furniture, productionOrder, team, workshopOrder, movements, audits };
}

import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../platform/db/database.ts';
import { seedContext } from '../../seed/context.ts';
import type { Session, TestApp } from '../../test/harness.ts';
import * as orders from '../customer-orders/orders.service.ts';

let made = 0;

/**
 * Products kept in the firm's bins (`binCodes`, one product per bin in turn), each with `stock`
 * on hand there and its default storage there: an order of them is reserved in those bins.
 */
export async function stockedProducts(
  db: Db,
  firmId: number,
  binCodes: readonly string[],
  count: number,
  stock = 50,
): Promise<{ id: number; branchId: number }[]> {
  const prefix = `PK${++made}-${Date.now() % 100_000}`;
  return queryRows(
    db,
    sql`with bins as (
          select id, branch_id, row_number() over (order by code) - 1 as n, count(*) over () as total
          from storages where firm_id = ${firmId} and code = any(${`{${binCodes.join(',')}}`}::text[])),
        p as (
          insert into products (firm_id, code, name)
          select ${firmId}, ${prefix} || '-' || lpad(g::text, 4, '0'), 'Kigyűjtési teszt ' || g
          from generate_series(1, ${count}) g returning id, code),
        placed as (
          select p.id, bins.id as storage_id, bins.branch_id from p
          join bins on bins.n = (right(p.code, 4)::int - 1) % bins.total),
        pr as (insert into product_prices (firm_id, product_id, price_type, currency_code, unit_price, valid_from)
               select ${firmId}, id, t, 'HUF', 1000, date '2020-01-01' from placed
               cross join unnest(array['RETAIL', 'WHOLESALE']) t),
        d as (insert into product_storages (firm_id, product_id, storage_id, branch_id, kind)
              select ${firmId}, id, storage_id, branch_id, 'DEFAULT' from placed),
        m as (insert into stock_movements (firm_id, product_id, storage_id, quantity, reason, reference)
              select ${firmId}, id, storage_id, ${stock}, 'OPENING', 'teszt' from placed)
        select id, branch_id as "branchId" from placed order by id`,
  );
}

/** A CONFIRMED order of the firm (made by its admin through the orders service): reserved. */
export async function confirmedOrder(
  db: Db,
  firmId: number,
  lines: readonly { productId: number; quantity: string }[],
  branchId: number,
  wantedDeliveryDate: string | null = null,
): Promise<number> {
  const [who] = await queryRows<{ user_id: number; customer_id: number }>(
    db,
    sql`select (select id from users where username = 'admin') as user_id,
          (select p.id from partners p where p.firm_id = ${firmId} and 'CUSTOMER' = any(p.roles)
             and p.is_active and coalesce(p.price_type, 'RETAIL') in ('RETAIL', 'WHOLESALE')
             and exists (select 1 from partner_addresses a
                                         where a.partner_id = p.id and a.kind = 'BILLING')
           order by p.id limit 1) as customer_id`,
  );
  const ctx = seedContext(db, firmId, who!.user_id);
  const order = await orders.createOrder(ctx, {
    customerId: who!.customer_id,
    contactId: null,
    currencyCode: 'HUF',
    salesRepEmployeeId: null,
    branchId,
    orderDate: '2026-11-20',
    wantedDeliveryDate,
    deliveryAddressId: null,
    internalNote: '',
    customerNote: '',
    lines: lines.map((l) => ({
      ...l,
      discountPercent: '0',
      description: '',
      fulfilment: 'STOCK' as const,
      fulfilmentPartnerId: null,
    })),
  });
  await orders.changeOrderState(ctx, order.id, { state: 'CONFIRMED', version: order.version });
  return order.id;
}

export async function zoneId(t: TestApp, session: Session, code = 'A'): Promise<number> {
  const page = await t.call('GET', `/kontor/rest/storages/?term=${code}&type=ZONE`, { session });
  return page.json().items.find((s: { code: string }) => s.code === code).id;
}

/** The movements a cycle booked (source PICKING_CYCLE). */
export function movementsOf(db: Db, cycleId: number) {
  return queryRows<{ storage_code: string; product_id: number; quantity: string; reason: string }>(
    db,
    sql`select s.code as storage_code, m.product_id, m.quantity::text, m.reason
        from stock_movements m join storages s on s.id = m.storage_id
        where m.source_kind = 'PICKING_CYCLE' and m.source_id = ${cycleId}
        order by m.product_id, m.quantity`,
  );
}

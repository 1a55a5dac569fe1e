import { sql } from 'drizzle-orm';
import * as dispatch from '../modules/customer-orders/dispatch.service.ts';
import * as orders from '../modules/customer-orders/orders.service.ts';
import * as parcels from '../modules/customer-orders/parcels.service.ts';
import { setOrderDelivery } from '../modules/delivery/order-delivery.service.ts';
import { type Db, queryRows } from '../platform/db/database.ts';
import { seedContext } from './context.ts';

/** Parcels of the demo deliveries: a sofa's, two cabinets', a box of small goods. */
const PARCELS = [
  { count: 1, weightKg: '48.5', lengthCm: 210, widthCm: 95, heightCm: 60 },
  { count: 2, weightKg: '22', lengthCm: 120, widthCm: 60, heightCm: 40 },
  { count: 1, weightKg: '6.4', lengthCm: 60, widthCm: 40, heightCm: 40 },
];

/**
 * Six more own deliveries of the first firm to Budapest customers, dispatched (delivery notes
 * made) and on no route yet: what the routes page proposes to plan (seed/delivery.ts makes the
 * methods and today's route first). Their goods come from the end of the product list with an
 * opening stock of their own, so the other areas' demo orders and stock stay as they were.
 */
export async function seedDeliveryCandidates(db: Db, firmId: number, userId: number) {
  const ctx = seedContext(db, firmId, userId);
  const [own] = await queryRows<{ id: number }>(
    db,
    sql`select id from delivery_methods where firm_id = ${firmId} and code = 'SAJAT'`,
  );
  const customers = await queryRows<{ id: number }>(
    db,
    sql`select p.id from partners p
        join partner_addresses a on a.partner_id = p.id and a.kind = 'BILLING'
        where p.firm_id = ${firmId} and p.is_active and 'CUSTOMER' = any(p.roles)
          and coalesce(p.price_type, 'RETAIL') in ('RETAIL', 'WHOLESALE')
          and a.postal_code between '1011' and '1239'
        order by p.kind desc, p.id limit 6`,
  );
  const priced = await queryRows<{ id: number; branch_id: number; storage_id: number }>(
    db,
    sql`select p.id, s.branch_id, min(s.storage_id) as storage_id from products p
        join product_storages s on s.product_id = p.id and s.kind = 'DEFAULT'
        where p.firm_id = ${firmId} and not p.is_service and p.is_active
          and (select count(distinct r.price_type) from product_prices r where r.product_id = p.id
                 and r.price_type in ('RETAIL', 'WHOLESALE') and r.currency_code = 'HUF') = 2
        group by p.id, s.branch_id order by p.id desc offset 5 limit 40`,
  );
  const goods = priced.filter((g) => g.branch_id === priced[0]?.branch_id).slice(0, 6);
  if (!own || customers.length < 6 || goods.length < 6) return;
  for (const g of goods)
    await db.execute(
      sql`insert into stock_movements (firm_id, product_id, storage_id, quantity, reason, reference)
          values (${firmId}, ${g.id}, ${g.storage_id}, 10, 'OPENING', 'Nyitókészlet 2026 – szállítás')`,
    );
  for (const [i, customer] of customers.entries()) {
    const order = await orders.createOrder(ctx, {
      customerId: customer.id,
      contactId: null,
      currencyCode: 'HUF',
      salesRepEmployeeId: null,
      branchId: goods[0]!.branch_id,
      orderDate: '2026-11-23',
      wantedDeliveryDate: null,
      deliveryAddressId: null,
      internalNote: '',
      customerNote: i === 2 ? 'Kapucsengő nem működik, hívja a megadott számot.' : '',
      lines: [goods[i]!, goods[(i + 3) % 6]!].map((g) => ({
        productId: g.id,
        quantity: '1',
        description: '',
        fulfilment: 'STOCK' as const,
        fulfilmentPartnerId: null,
      })),
    });
    await parcels.saveParcels(ctx, order.id, { parcels: [PARCELS[i % PARCELS.length]!] });
    const priced = await setOrderDelivery(ctx, order.id, {
      version: (await orders.getOrder(ctx, order.id)).version,
      deliveryMethodId: own.id,
      wantsUnpacking: i % 3 === 0,
    });
    let version = priced.orderVersion;
    for (const state of ['CONFIRMED', 'READY'] as const)
      version = (await orders.changeOrderState(ctx, order.id, { state, version })).version;
    await dispatch.dispatchOrder(ctx, order.id, { version });
  }
}

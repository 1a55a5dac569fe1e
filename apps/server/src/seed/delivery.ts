import {
  ZDeliveryMethodBody,
  ZFleetVehicleBody,
  ZPlanConditionBody,
  ZUnpackingFeeBody,
} from '@kontor/contract';
import { sql } from 'drizzle-orm';
import * as dispatch from '../modules/customer-orders/dispatch.service.ts';
import * as orders from '../modules/customer-orders/orders.service.ts';
import * as parcels from '../modules/customer-orders/parcels.service.ts';
import * as fleet from '../modules/delivery/fleet.service.ts';
import * as methods from '../modules/delivery/methods.service.ts';
import * as orderDelivery from '../modules/delivery/order-delivery.service.ts';
import * as plans from '../modules/delivery/plans.service.ts';
import * as unpacking from '../modules/delivery/unpacking.service.ts';
import { type Db, queryRows } from '../platform/db/database.ts';
import { seedContext } from './context.ts';

/** Parcels of the demo deliveries: a sofa's, a cabinet's, a box of small goods. */
const PARCELS = [
  { count: 1, weightKg: '48.5', lengthCm: 210, widthCm: 95, heightCm: 60 },
  { count: 2, weightKg: '22', lengthCm: 120, widthCm: 60, heightCm: 40 },
  { count: 1, weightKg: '6.4', lengthCm: 60, widthCm: 40, heightCm: 40 },
];

/**
 * Demo delivery of the first firm (made last, from the last priced products, so the other areas'
 * demo orders, numbers and stock stay as they were): two vans, the delivery methods (own van by weight bands, GLS,
 * pickup), two plan conditions (Budapest and its region every day, the rest of the country on
 * Tuesdays and Thursdays), unpacking fees, and orders dispatched with their parcels: six by own
 * van to Budapest-region customers (the routes page proposes them) and one by GLS. Made through
 * the services, so fee lines, delivery notes, stock and audit rows are real.
 */
export async function seedDelivery(db: Db, firmId: number, userId: number): Promise<void> {
  const ctx = seedContext(db, firmId, userId);
  for (const [plateNumber, name, capacityKg, capacityM3] of [
    ['AAXT-471', 'Ford Transit furgon', '1200', '11.5'],
    ['PLR-318', 'Iveco Daily dobozos', '2800', '20'],
  ] as const)
    await fleet.createVehicle(
      ctx,
      ZFleetVehicleBody.parse({ plateNumber, name, capacityKg, capacityM3 }),
    );
  const own = await methods.createMethod(
    ctx,
    ZDeliveryMethodBody.parse({
      code: 'SAJAT',
      name: 'Saját kiszállítás',
      kind: 'OWN_VEHICLE',
      feeRule: 'WEIGHT_BANDS',
      weightBands: [
        { upToKg: '30', amount: '4990' },
        { upToKg: '100', amount: '8990' },
        { upToKg: '500', amount: '14990' },
      ],
      freeAboveNet: '500000',
    }),
  );
  const gls = await methods.createMethod(
    ctx,
    ZDeliveryMethodBody.parse({
      code: 'GLS',
      name: 'GLS futárszolgálat',
      kind: 'COURIER',
      courier: 'GLS',
      fixedFee: '2490',
      freeAboveNet: '100000',
    }),
  );
  await methods.createMethod(
    ctx,
    ZDeliveryMethodBody.parse({ code: 'SZEMELYES', name: 'Személyes átvétel', kind: 'PICKUP' }),
  );
  await plans.createCondition(
    ctx,
    ZPlanConditionBody.parse({
      name: 'Budapest és agglomeráció',
      postcodeFrom: '1000',
      postcodeTo: '2999',
      weekdays: [1, 2, 3, 4, 5, 6, 7],
      cutoffTime: '14:00',
      leadDays: 1,
      deliveryMethodId: own.id,
    }),
  );
  await plans.createCondition(
    ctx,
    ZPlanConditionBody.parse({
      name: 'Vidék – kedd, csütörtök',
      postcodeFrom: '3000',
      postcodeTo: '9999',
      weekdays: [2, 4],
      cutoffTime: '12:00',
      leadDays: 2,
      deliveryMethodId: own.id,
    }),
  );
  for (const [sizeClass, amount] of [
    ['M', '2500'],
    ['L', '6000'],
    ['XL', '9500'],
  ] as const)
    await unpacking.createFee(ctx, ZUnpackingFeeBody.parse({ sizeClass, amount }));

  const customers = await queryRows<{ id: number }>(
    db,
    sql`select p.id from partners p
        join partner_addresses a on a.partner_id = p.id and a.kind = 'BILLING'
        where p.firm_id = ${firmId} and p.is_active and 'CUSTOMER' = any(p.roles)
          and coalesce(p.price_type, 'RETAIL') in ('RETAIL', 'WHOLESALE')
          and a.postal_code between '1000' and '2999'
        order by p.kind desc, p.id limit 7`,
  );
  // Priced goods from the end of the list, kept in one branch (the orders'), with an opening
  // stock of their own for these deliveries.
  const priced = await queryRows<{ id: number; branch_id: number; storage_id: number }>(
    db,
    sql`select p.id, s.branch_id, min(s.storage_id) as storage_id from products p
        join product_storages s on s.product_id = p.id and s.kind = 'DEFAULT'
        where p.firm_id = ${firmId} and not p.is_service and p.is_active
          and (select count(distinct r.price_type) from product_prices r where r.product_id = p.id
                 and r.price_type in ('RETAIL', 'WHOLESALE') and r.currency_code = 'HUF') = 2
        group by p.id, s.branch_id order by p.id desc limit 40`,
  );
  const goods = priced.filter((g) => g.branch_id === priced[0]?.branch_id).slice(0, 6);
  for (const g of goods)
    await db.execute(
      sql`insert into stock_movements (firm_id, product_id, storage_id, quantity, reason, reference)
          values (${firmId}, ${g.id}, ${g.storage_id}, 10, 'OPENING', 'Nyitókészlet 2026 – szállítás')`,
    );
  if (customers.length < 7 || goods.length < 6) return;
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
      lines: [goods[i % 6]!, goods[(i + 3) % 6]!].map((g) => ({
        productId: g.id,
        quantity: '1',
        discountPercent: '0',
        description: '',
        fulfilment: 'STOCK' as const,
        fulfilmentPartnerId: null,
      })),
    });
    await parcels.saveParcels(ctx, order.id, { parcels: [PARCELS[i % PARCELS.length]!] });
    const withMethod = await orderDelivery.setOrderDelivery(ctx, order.id, {
      version: (await orders.getOrder(ctx, order.id)).version,
      deliveryMethodId: i === 6 ? gls.id : own.id,
      wantsUnpacking: i % 3 === 0,
    });
    let version = withMethod.orderVersion;
    for (const state of ['CONFIRMED', 'READY'] as const)
      version = (await orders.changeOrderState(ctx, order.id, { state, version })).version;
    await dispatch.dispatchOrder(ctx, order.id, { version });
  }
}

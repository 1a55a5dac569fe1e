import { sql } from 'drizzle-orm';
import * as dispatch from '../modules/customer-orders/dispatch.service.ts';
import * as orders from '../modules/customer-orders/orders.service.ts';
import * as parcels from '../modules/customer-orders/parcels.service.ts';
import { createVehicle } from '../modules/delivery/fleet.service.ts';
import { createMethod } from '../modules/delivery/methods.service.ts';
import { setOrderDelivery } from '../modules/delivery/order-delivery.service.ts';
import { createCondition } from '../modules/delivery/plans.service.ts';
import { createRoute } from '../modules/delivery/routes.service.ts';
import { createFee } from '../modules/delivery/unpacking.service.ts';
import { todayInHungary } from '../platform/business-day.ts';
import { type Db, queryRows } from '../platform/db/database.ts';
import { seedContext } from './context.ts';

const WORKDAYS = [1, 2, 3, 4, 5];

/**
 * Demo delivery of the first firm (modules/delivery/README.md): own vans, GLS and pickup with
 * their fees, the regions own delivery serves, unpacking fees, and today's route of the driver
 * `sofor` with four dispatched orders (made through the services: real delivery notes), plus a
 * packed GLS order waiting for its label.
 */
export async function seedDelivery(db: Db, firmId: number, userId: number, now: Date) {
  const ctx = seedContext(db, firmId, userId);
  const [refs] = await queryRows<{
    service: number;
    assembly: number;
    furniture: number;
    driver: number;
  }>(
    db,
    sql`select (select id from products where firm_id = ${firmId} and code = 'SZO-9001') as service,
          (select id from products where firm_id = ${firmId} and code = 'SZO-9003') as assembly,
          (select id from product_groups where firm_id = ${firmId} and code = 'BUT') as furniture,
          (select id from users where username = 'sofor') as driver`,
  );
  if (!refs?.service || !refs.driver) return;
  const own = await createMethod(ctx, {
    code: 'SAJAT',
    name: 'Saját kiszállítás',
    kind: 'OWN_VEHICLE',
    courier: null,
    feeRule: 'WEIGHT_BANDS',
    fixedFee: '0',
    weightBands: [
      { upToKg: '30', amount: '4990' },
      { upToKg: '200', amount: '9990' },
      { upToKg: '1000', amount: '19990' },
    ],
    freeAboveNet: '300000',
    serviceProductId: refs.service,
    isActive: true,
  });
  const gls = await createMethod(ctx, {
    code: 'GLS',
    name: 'GLS futárszolgálat',
    kind: 'COURIER',
    courier: 'GLS',
    feeRule: 'FIXED',
    fixedFee: '2490',
    weightBands: [],
    freeAboveNet: '50000',
    serviceProductId: refs.service,
    isActive: true,
  });
  await createMethod(ctx, {
    code: 'SZEMELYES',
    name: 'Személyes átvétel a telephelyen',
    kind: 'PICKUP',
    courier: null,
    feeRule: 'FIXED',
    fixedFee: '0',
    weightBands: [],
    freeAboveNet: null,
    serviceProductId: null,
    isActive: true,
  });
  const regions: [string, string, string, number[], string, number][] = [
    ['Budapest', '1011', '1239', WORKDAYS, '14:00', 1],
    ['Pest megye', '2000', '2999', [2, 4], '12:00', 1],
    ['Észak- és Kelet-Magyarország', '3000', '5999', [3], '10:00', 2],
    ['Dél-Alföld és Dél-Dunántúl', '6000', '7999', [2, 5], '10:00', 2],
    ['Nyugat-Dunántúl', '8000', '9999', WORKDAYS, '10:00', 2],
  ];
  for (const [name, postcodeFrom, postcodeTo, weekdays, cutoffTime, leadDays] of regions)
    await createCondition(ctx, {
      name,
      postcodeFrom,
      postcodeTo,
      weekdays,
      cutoffTime,
      leadDays,
      deliveryMethodId: own.id,
      isActive: true,
    });
  const van = await createVehicle(ctx, {
    plateNumber: 'AAKL-123',
    name: 'Ford Transit (kék)',
    capacityKg: '1200',
    capacityM3: '12',
    isActive: true,
  });
  await createVehicle(ctx, {
    plateNumber: 'RKT-456',
    name: 'Iveco Daily 3,5 t',
    capacityKg: '1400',
    capacityM3: '16',
    isActive: true,
  });
  for (const [sizeClass, group, other] of [
    ['S', '3000', '1000'],
    ['M', '6000', '2000'],
    ['L', '9000', '3500'],
    ['XL', '15000', '5000'],
  ] as const) {
    if (refs.furniture)
      await createFee(ctx, {
        productGroupId: refs.furniture,
        sizeClass,
        amount: group,
        serviceProductId: refs.assembly,
        isActive: true,
      });
    await createFee(ctx, {
      productGroupId: null,
      sizeClass,
      amount: other,
      serviceProductId: refs.assembly,
      isActive: true,
    });
  }
  await seedTodaysRoute(
    db,
    firmId,
    userId,
    { own: own.id, gls: gls.id, van: van.id, driver: refs.driver },
    now,
  );
}

async function seedTodaysRoute(
  db: Db,
  firmId: number,
  userId: number,
  ids: { own: number; gls: number; van: number; driver: number },
  now: Date,
) {
  const ctx = seedContext(db, firmId, userId);
  const customers = await queryRows<{ id: number }>(
    db,
    sql`select p.id from partners p where p.firm_id = ${firmId} and p.is_active and 'CUSTOMER' = any(p.roles)
          and coalesce(p.price_type, 'RETAIL') in ('RETAIL', 'WHOLESALE')
          and exists (select 1 from partner_addresses a where a.partner_id = p.id and a.kind = 'BILLING')
        order by p.id desc limit 5`,
  );
  const goods = await queryRows<{ id: number; branch_id: number }>(
    db,
    sql`select p.id, s.branch_id from products p
        join product_storages s on s.product_id = p.id and s.kind = 'DEFAULT'
        where p.firm_id = ${firmId} and not p.is_service and p.is_active
          and (select count(distinct r.price_type) from product_prices r where r.product_id = p.id
                 and r.price_type in ('RETAIL', 'WHOLESALE') and r.currency_code = 'HUF') = 2
          and (select coalesce(sum(m.quantity), 0) from stock_movements m where m.product_id = p.id)
            - (select coalesce(sum(r.quantity), 0) from stock_reservations r where r.product_id = p.id) >= 2
        order by p.id desc limit 5`,
  );
  if (customers.length < 5 || goods.length < 5) return;
  const made: number[] = [];
  for (const [i, customer] of customers.entries()) {
    const order = await orders.createOrder(ctx, {
      customerId: customer.id,
      contactId: null,
      currencyCode: 'HUF',
      salesRepEmployeeId: null,
      branchId: goods[0]!.branch_id,
      orderDate: todayInHungary(now),
      wantedDeliveryDate: null,
      deliveryAddressId: null,
      internalNote: '',
      customerNote: '',
      lines: [
        {
          productId: goods[i]!.id,
          quantity: '1',
          description: '',
          fulfilment: 'STOCK',
          fulfilmentPartnerId: null,
        },
      ],
    });
    const courier = i === customers.length - 1;
    const priced = await setOrderDelivery(ctx, order.id, {
      version: order.version,
      deliveryMethodId: courier ? ids.gls : ids.own,
      wantsUnpacking: i === 0,
    });
    let version = priced.orderVersion;
    for (const state of ['CONFIRMED', 'READY'] as const)
      version = (await orders.changeOrderState(ctx, order.id, { state, version })).version;
    await parcels.saveParcels(ctx, order.id, {
      parcels: [
        {
          count: 1 + (i % 2),
          weightKg: `${12 + i * 7}.5`,
          lengthCm: 80 + i * 10,
          widthCm: 60,
          heightCm: 40,
        },
      ],
    });
    if (courier) continue;
    await dispatch.dispatchOrder(ctx, order.id, { version });
    made.push(order.id);
  }
  await createRoute(ctx, {
    date: todayInHungary(now),
    vehicleId: ids.van,
    driverUserId: ids.driver,
    orderIds: made,
    note: 'Rakodás 7:30-kor a B kapunál',
  });
}

import { sql } from 'drizzle-orm';
import * as orders from '../modules/customer-orders/orders.service.ts';
import { scheduleOrder } from '../modules/production/booking.service.ts';
import { calendarDays, datesOf } from '../modules/production/calendar.ts';
import {
  changeWorkshopOrderState,
  createWorkshopOrders,
} from '../modules/production/workshop-orders.service.ts';
import { todayInHungary } from '../platform/business-day.ts';
import { type Db, queryRows } from '../platform/db/database.ts';
import { seedContext } from './context.ts';

/** The schedule's tabs: the workshop in pieces, installation and delivery in hours. */
const TABS = [
  ['WORKSHOP', 'WORKSHOP', 'PIECES', '1', 1],
  ['INSTALLATION', 'ORDERS', 'HOURS', '4', 2],
  ['DELIVERY', 'ORDERS', 'HOURS', '1', 3],
] as const;

/** Teams: code, name, tab, workstation code, capacity per member, members (name, job title). */
const TEAMS = [
  [
    'ASZTALOS',
    'Asztalosműhely',
    'WORKSHOP',
    'ASSEMBLY-1',
    '2',
    [
      ['Takács Márton', 'Asztalos'],
      ['Fekete Gergő', 'Asztalos'],
      ['Borsos Imre', 'Asztalos'],
    ],
  ],
  [
    'FELULET',
    'Felületkezelő (pácolás, lakkozás)',
    'WORKSHOP',
    'CUT-1',
    '4',
    [['Simon Lilla', 'Felületkezelő']],
  ],
  [
    'SZERELO',
    'Szerelőbrigád',
    'INSTALLATION',
    null,
    '8',
    [
      ['Vörös Tamás', 'Bútorszerelő'],
      ['Pintér Ákos', 'Bútorszerelő'],
    ],
  ],
  ['TURA', 'Kiszállítás', 'DELIVERY', null, '8', [['Papp Dávid', 'Gépkocsivezető']]],
] as const;

/** Bills of materials of the furniture the workshop makes (product code → component, quantity). */
const COMPOSITIONS = [
  ['BUT-2001', 'KON-7002', '1'],
  ['BUT-2001', 'VAS-6002', '8'],
  ['BUT-2001', 'FES-5002', '0.5'],
  ['BUT-2003', 'KON-7002', '2'],
  ['BUT-2003', 'VAS-6002', '12'],
  ['BUT-2004', 'KON-7003', '4'],
  ['BUT-2004', 'VAS-6003', '6'],
  ['BUT-2004', 'VAS-6002', '10'],
] as const;

async function seedConfiguration(db: Db, firmId: number) {
  for (const [code, source, unit, load, position] of TABS)
    await db.execute(sql`insert into schedule_tabs (firm_id, code, source, unit, default_load, position)
      values (${firmId}, ${code}, ${source}, ${unit}, ${load}, ${position})`);
  for (const [position, [code, name, tab, station, perMember, members]] of TEAMS.entries()) {
    const [team] = await queryRows<{ id: number }>(
      db,
      sql`insert into schedule_teams (firm_id, code, name, tab_code, work_station_id, capacity_per_member, position)
          values (${firmId}, ${code}, ${name}, ${tab},
            (select id from warehouse_work_stations where firm_id = ${firmId} and code = ${station}),
            ${perMember}, ${position}) returning id`,
    );
    for (const [employee, jobTitle] of members)
      await db.execute(sql`
        with existing as (select id from employees where firm_id = ${firmId} and name = ${employee}),
          added as (insert into employees (firm_id, name, job_title, job_type)
            select ${firmId}, ${employee}, ${jobTitle},
              case when ${jobTitle} = 'Gépkocsivezető' then 'DRIVER' else 'WORKSHOP_WORKER' end
            where not exists (select 1 from existing) returning id)
        insert into schedule_team_members (firm_id, team_id, employee_id)
        select ${firmId}, ${team!.id}, id from (select id from existing union all select id from added) e`);
  }
  for (const [product, component, quantity] of COMPOSITIONS)
    await db.execute(sql`insert into product_components (firm_id, product_id, component_id, quantity)
      select ${firmId}, p.id, c.id, ${quantity} from products p join products c
        on c.firm_id = p.firm_id and c.code = ${component}
      where p.firm_id = ${firmId} and p.code = ${product}`);
}

/** The next `n` working days after today (Hungarian calendar). */
async function nextWorkdays(db: Db, now: Date, n: number) {
  const start = new Date(`${todayInHungary(now)}T00:00:00Z`);
  const to = new Date(start.getTime() + 30 * 86_400_000).toISOString().slice(0, 10);
  const days = await calendarDays(db, datesOf(todayInHungary(now), to));
  return days
    .filter((d) => d.isWorkday)
    .slice(1, n + 1)
    .map((d) => d.date);
}

/**
 * Demo production (production README) of the first two firms (the scheduler works in the first,
 * the workshop manager in the second): tabs, teams with members, furniture compositions, and
 * four confirmed orders with a line made in the workshop — one waiting to be scheduled, two
 * booked on the next working days (one of them started), one on the installation tab too.
 */
export async function seedProduction(db: Db, firmIds: number[], userId: number, now: Date) {
  for (const firmId of firmIds.slice(0, 2)) {
    await seedConfiguration(db, firmId);
    const ctx = seedContext(db, firmId, userId);
    const [goods] = await queryRows<{ partner_id: number; branch_id: number }>(
      db,
      sql`select (select min(id) from partners where firm_id = ${firmId}
                    and roles @> array['SUPPLIER']::text[]) as partner_id,
                 (select min(branch_id) from product_storages where firm_id = ${firmId}) as branch_id`,
    );
    const customers = await queryRows<{ id: number }>(
      db,
      sql`select p.id from partners p where p.firm_id = ${firmId} and p.is_active
            and 'CUSTOMER' = any(p.roles) and coalesce(p.price_type, 'RETAIL') = 'RETAIL'
            and exists (select 1 from partner_addresses a where a.partner_id = p.id and a.kind = 'BILLING')
          order by p.id desc offset 1 limit 4`,
    );
    const products = await queryRows<{ id: number; code: string }>(
      db,
      sql`select id, code from products where firm_id = ${firmId}
            and code in ('BUT-2001', 'BUT-2003', 'BUT-2004') order by code`,
    );
    if (!goods?.partner_id || customers.length === 0 || products.length < 3) continue;
    const days = await nextWorkdays(db, now, 3);
    const made = [];
    for (let i = 0; i < 4; i += 1) {
      const customer = customers[i % customers.length]!;
      const product = products[i % products.length]!;
      const order = await orders.createOrder(ctx, {
        customerId: customer.id,
        contactId: null,
        currencyCode: 'HUF',
        salesRepEmployeeId: null,
        branchId: goods.branch_id,
        orderDate: todayInHungary(now),
        wantedDeliveryDate: days[2] ?? null,
        deliveryAddressId: null,
        internalNote: 'Egyedi gyártás',
        customerNote: '',
        lines: [
          {
            productId: product.id,
            quantity: i === 0 ? '2' : '1',
            discountPercent: '0',
            description: '',
            fulfilment: 'PRODUCTION',
            fulfilmentPartnerId: goods.partner_id,
          },
        ],
      });
      await orders.changeOrderState(ctx, order.id, { state: 'CONFIRMED', version: order.version });
      const result = await createWorkshopOrders(ctx, order.id, { note: '' });
      made.push({ orderId: order.id, workshopOrder: result.created[0]! });
    }
    const [team] = await queryRows<{ id: number }>(
      db,
      sql`select id from schedule_teams where firm_id = ${firmId} and code = 'ASZTALOS'`,
    );
    const [installers] = await queryRows<{ id: number }>(
      db,
      sql`select id from schedule_teams where firm_id = ${firmId} and code = 'SZERELO'`,
    );
    const book = (orderId: number, tab: string, teamId: number, day: string) =>
      scheduleOrder(ctx, orderId, { tab, teamId, day, override: false, overrideReason: '' });
    await book(made[1]!.orderId, 'WORKSHOP', team!.id, days[0]!);
    await book(made[2]!.orderId, 'WORKSHOP', team!.id, days[1]!);
    await book(made[2]!.orderId, 'INSTALLATION', installers!.id, days[2]!);
    const started = made[1]!.workshopOrder;
    await changeWorkshopOrderState(ctx, started.id, {
      state: 'IN_PRODUCTION',
      version: started.version + 1,
      reason: '',
    });
  }
}

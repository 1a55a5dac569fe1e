import { sql } from 'drizzle-orm';
import { hashAccessCode } from '../classic/pages/customer-portal.ts';
import * as dispatch from '../modules/customer-orders/dispatch.service.ts';
import * as orders from '../modules/customer-orders/orders.service.ts';
import * as parcels from '../modules/customer-orders/parcels.service.ts';
import * as requests from '../modules/customer-orders/quote-requests.service.ts';
import * as quotes from '../modules/customer-orders/quotes.service.ts';
import { type Db, queryRows } from '../platform/db/database.ts';
import { seedContext } from './context.ts';

/**
 * Demo sales of the first firm: quote requests, quotes and customer orders in every state, made
 * through the services (so numbers, prices, totals, reservations and audit rows are real). Dates
 * are fixed; each demo order's portal access code is `DEMO` + the order's sequence number
 * (`DEMO1`, `DEMO2`, …), so the seed is the same on every run.
 */
export async function seedSales(db: Db, firmId: number, userId: number): Promise<void> {
  const ctx = seedContext(db, firmId, userId);
  const customers = await queryRows<{ id: number }>(
    db,
    sql`select p.id from partners p where p.firm_id = ${firmId} and p.is_active
          and 'CUSTOMER' = any(p.roles) and coalesce(p.price_type, 'RETAIL') in ('RETAIL', 'WHOLESALE')
          and exists (select 1 from partner_addresses a where a.partner_id = p.id and a.kind = 'BILLING')
        order by p.kind, p.id limit 4`,
  );
  const goods = await queryRows<{ id: number; branch_id: number }>(
    db,
    sql`select p.id, s.branch_id from products p
        join product_storages s on s.product_id = p.id and s.kind = 'DEFAULT'
        where p.firm_id = ${firmId} and not p.is_service and p.is_active
          and (select count(distinct r.price_type) from product_prices r where r.product_id = p.id
                 and r.price_type in ('RETAIL', 'WHOLESALE') and r.currency_code = 'HUF') = 2
        order by p.id limit 6`,
  );
  if (customers.length < 4 || goods.length < 6) return;
  const customer = (i: number) => customers[i % customers.length]!.id;
  const line = (i: number, quantity: string, discountPercent = '0') => ({
    productId: goods[i % goods.length]!.id,
    quantity,
    discountPercent,
    description: '',
  });
  const branchId = goods[0]!.branch_id;

  await requests.createQuoteRequest(ctx, {
    customerId: null,
    prospectName: 'Dunakanyar Vendégház Kft.',
    contactName: 'Fehér Ildikó',
    contactEmail: 'ildiko@dunakanyar-vendeghaz.hu',
    contactPhone: '+36 30 555 1234',
    subject: 'Berendezés 6 vendégszobához',
    salesRepEmployeeId: null,
    lines: [
      { productId: goods[0]!.id, description: '', quantity: '6', wantedDate: '2027-02-01' },
      { productId: null, description: 'Egyedi recepciós pult', quantity: '1', wantedDate: null },
    ],
  });
  const declined = await requests.createQuoteRequest(ctx, {
    customerId: customer(1),
    prospectName: '',
    contactName: '',
    contactEmail: '',
    contactPhone: '',
    subject: 'Sürgős szállítás hétvégére',
    salesRepEmployeeId: null,
    lines: [{ productId: goods[1]!.id, description: '', quantity: '2', wantedDate: '2026-11-07' }],
  });
  await requests.declineQuoteRequest(ctx, declined.id);
  const toQuote = await requests.createQuoteRequest(ctx, {
    customerId: customer(0),
    prospectName: '',
    contactName: 'Szűcs Bálint',
    contactEmail: '',
    contactPhone: '+36 1 555 0101',
    subject: 'Irodabútor csere',
    salesRepEmployeeId: null,
    lines: [{ productId: goods[2]!.id, description: '', quantity: '4', wantedDate: null }],
  });
  await requests.createQuoteFromRequest(ctx, toQuote.id, { validUntil: '2026-12-31' });

  const quote = (i: number, quoteDate: string, validUntil: string) =>
    quotes.createQuote(ctx, {
      quoteRequestId: null,
      customerId: customer(i),
      contactId: null,
      currencyCode: 'HUF',
      salesRepEmployeeId: null,
      quoteDate,
      validUntil,
      note: '',
      lines: [line(i, '2'), line(i + 1, '5', '5')],
    });
  const moveQuote = async (
    q: { id: number; version: number },
    states: ('SENT' | 'APPROVED' | 'REJECTED')[],
  ) => {
    let current = q;
    for (const state of states)
      current = await quotes.changeQuoteState(ctx, q.id, { state, version: current.version });
    return current;
  };
  await quote(0, '2026-11-16', '2026-12-31');
  await moveQuote(await quote(1, '2026-11-12', '2026-12-31'), ['SENT']);
  await moveQuote(await quote(2, '2026-11-10', '2026-12-31'), ['SENT', 'APPROVED']);
  await moveQuote(await quote(3, '2026-11-03', '2026-12-31'), ['SENT', 'REJECTED']);
  await quote(0, '2026-10-01', '2026-10-31'); // reads EXPIRED
  const ordered = await moveQuote(await quote(1, '2026-11-05', '2026-12-31'), ['SENT', 'APPROVED']);
  await orders.createOrderFromQuote(ctx, ordered.id);

  const order = (i: number, orderDate: string, quantity = '1') =>
    orders.createOrder(ctx, {
      customerId: customer(i),
      contactId: null,
      currencyCode: 'HUF',
      salesRepEmployeeId: null,
      branchId,
      orderDate,
      wantedDeliveryDate: null,
      deliveryAddressId: null,
      internalNote: '',
      customerNote: '',
      lines: [0, 1, 2].map((k) => ({
        ...line(i + k, k === 0 ? quantity : '1'),
        fulfilment: 'STOCK' as const,
        fulfilmentPartnerId: null,
      })),
    });
  type Target = 'CONFIRMED' | 'IN_PROGRESS' | 'READY' | 'CANCELLED';
  const moveOrder = async (o: { id: number; version: number }, states: Target[]) => {
    let current = o;
    for (const state of states)
      current = await orders.changeOrderState(ctx, o.id, { state, version: current.version });
  };
  await order(0, '2026-11-20');
  await moveOrder(await order(1, '2026-11-18'), ['CONFIRMED']);
  await moveOrder(await order(2, '2026-11-17', '999'), ['CONFIRMED']); // a missing quantity
  await moveOrder(await order(3, '2026-11-16'), ['CONFIRMED', 'IN_PROGRESS']);
  await moveOrder(await order(0, '2026-11-13'), ['CONFIRMED', 'READY']);
  await moveOrder(await order(1, '2026-11-11'), ['CONFIRMED', 'CANCELLED']);
  // Dispatched and closed orders go through the real dispatch (stock out, delivery note): one
  // partly dispatched (first line only), one dispatched, one dispatched and closed.
  const ready = async (i: number, date: string) => {
    const o = await order(i, date);
    await moveOrder(o, ['CONFIRMED', 'READY']);
    return orders.getOrder(ctx, o.id);
  };
  const partly = await ready(3, '2026-11-12');
  await dispatch.dispatchOrder(ctx, partly.id, {
    version: partly.version,
    lines: [{ orderLineId: partly.lines[0]!.id, quantity: partly.lines[0]!.quantity }],
  });
  const sent = await ready(4, '2026-11-09');
  await parcels.saveParcels(ctx, sent.id, {
    parcels: [{ count: 2, weightKg: '14.5', lengthCm: 120, widthCm: 80, heightCm: 40 }],
  });
  await dispatch.dispatchOrder(ctx, sent.id, { version: sent.version });
  const closed = await ready(5, '2026-10-28');
  const done = await dispatch.dispatchOrder(ctx, closed.id, { version: closed.version });
  await orders.changeOrderState(ctx, closed.id, { state: 'CLOSED', version: done.orderVersion });
  const numbers = await queryRows<{ number: string }>(
    db,
    sql`select number from customer_orders where firm_id = ${firmId} order by id`,
  );
  for (const [i, { number }] of numbers.entries())
    await db.execute(
      sql`update customer_order_access set access_code_hash = ${hashAccessCode(`DEMO${i + 1}`)}
          where firm_id = ${firmId} and order_number = ${number}`,
    );
}

/** Orders a chunk of the large seed writes in one statement (and its lines in another). */
const LARGE_CHUNK = 100_000;
const LARGE_STATES = ['DRAFT', 'CONFIRMED', 'IN_PROGRESS', 'READY', 'DISPATCHED'];

/**
 * `count` generated customer orders of a firm with `linesPerOrder` lines each for benchmarks
 * (`npm run seed -- --scale=large`), set-based (generate_series, chunks of 100 000 orders): spread
 * over the firm's customers, sales reps, products and four years of order dates; orders older than
 * 60 days are CLOSED (one in ten CANCELLED), newer ones in every open state. Numbers `VX-year-n`
 * stay clear of the live series (VR). Line amounts follow money.ts (HUF, net basis, 27 % VAT
 * rounded per line); header totals are the sums of the lines. No reservations or dispatches.
 */
export async function generateLargeOrders(
  db: Db,
  firmId: number,
  count: number,
  linesPerOrder: number,
  first = 1,
): Promise<void> {
  const [refs] = await queryRows<{
    customers: number[];
    products: number;
    reps: number[];
    branch: number;
  }>(
    db,
    sql`select
      (select array_agg(id order by id) from partners where firm_id = ${firmId} and 'CUSTOMER' = any(roles)) as customers,
      (select count(*)::int from (select 1 from products where firm_id = ${firmId} and is_active
         and not is_service limit 200000) p) as products,
      (select coalesce(array_agg(id order by id), '{}') from employees where firm_id = ${firmId} and is_active) as reps,
      (select min(id) from branches where firm_id = ${firmId} and is_active) as branch`,
  );
  const customers = sql.raw(`'{${refs!.customers.join(',')}}'::int[]`);
  const reps = sql.raw(`'{${refs!.reps.join(',')}}'::int[]`);
  const states = sql.raw(`array[${LARGE_STATES.map((s) => `'${s}'`).join(',')}]`);
  // The k-th line of order `id`: quantity 1–5, unit price 100–9 999 Ft, product from the list.
  const qty = (id: string, k: string) => sql.raw(`(1 + (${id} * 7 + ${k}) % 5)`);
  const price = (id: string, k: string) => sql.raw(`(100 + (${id} * 31 + ${k} * 977) % 9900)`);
  for (let from = first; from <= count; from += LARGE_CHUNK) {
    const to = Math.min(count, from + LARGE_CHUNK - 1);
    const [before] = await queryRows<{ id: number }>(
      db,
      sql`select coalesce(max(id), 0)::int as id from customer_orders`,
    );
    await db.execute(sql`
      insert into customer_orders (id, firm_id, number, state, customer_id, branch_id, currency_code,
        price_type, price_basis, payment_method, payment_terms_days, order_date, billing_address,
        delivery_address, sales_rep_employee_id, net_total, vat_total, gross_total, created_at)
      select s.id, ${firmId}, 'VX-' || extract(year from s.day) || '-' || lpad(s.g::text, 7, '0'),
        case when s.day < date '2026-11-20' - 60 then (case when s.g % 10 = 0 then 'CANCELLED' else 'CLOSED' end)
             else (${states})[1 + s.g % ${LARGE_STATES.length}] end,
        (${customers})[1 + (s.g::bigint * 7919) % ${refs!.customers.length}], ${refs!.branch}, 'HUF', 'RETAIL', 'net',
        'TRANSFER', 8, s.day, '1111 Budapest, Fő utca 1.', '1111 Budapest, Fő utca 1.',
        ${refs!.reps.length ? sql`(${reps})[1 + s.g % ${refs!.reps.length}]` : sql`null`},
        t.net, t.vat, t.net + t.vat, s.day::timestamptz
      from (select nextval('customer_orders_id_seq')::int as id, g,
                   date '2026-11-20' - (g::bigint * 1461 / ${count})::int as day
            from generate_series(${from}::int, ${to}::int) g) s,
      lateral (select sum(${qty('s.id', 'k')} * ${price('s.id', 'k')}) as net,
                      sum(round(${qty('s.id', 'k')} * ${price('s.id', 'k')} * 0.27)) as vat
               from generate_series(1, ${linesPerOrder}) k) t`);
    // Without fresh statistics the planner takes the new orders for a handful and joins the
    // product list per line: the lines' insert ran for most of an hour under load.
    await db.execute(sql`analyze customer_orders`);
    await db.execute(sql`
      insert into customer_order_lines (firm_id, order_id, position, product_id, quantity, unit,
        unit_price, vat_code, vat_rate, net, vat, gross)
      select ${firmId}, o.id, k, p.id,
        ${qty('o.id', 'k')}, 'db', ${price('o.id', 'k')}, '27', 27,
        ${qty('o.id', 'k')} * ${price('o.id', 'k')},
        round(${qty('o.id', 'k')} * ${price('o.id', 'k')} * 0.27),
        ${qty('o.id', 'k')} * ${price('o.id', 'k')} + round(${qty('o.id', 'k')} * ${price('o.id', 'k')} * 0.27)
      from customer_orders o cross join generate_series(1, ${linesPerOrder}) k
      -- The product by its place in the list: a hash join (subscripting a 200 000-element array
      -- literal per line took the statement from seconds to most of an hour).
      join (select id, (row_number() over (order by id))::int - 1 as n from products
            where firm_id = ${firmId} and is_active and not is_service order by id limit ${refs!.products}) p
        on p.n = (o.id::bigint * 13 + k * 104729) % ${refs!.products}
      where o.id > ${before!.id}`);
  }
  await db.execute(sql`analyze customer_orders`);
  await db.execute(sql`analyze customer_order_lines`);
}

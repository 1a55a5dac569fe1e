import { sql } from 'drizzle-orm';
import { hashAccessCode } from '../classic/pages/customer-portal.ts';
import * as orders from '../modules/customer-orders/orders.service.ts';
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
  // Dispatch arrives with its own issue; until then the demo's dispatched and closed orders are
  // set directly (without reservations, as a dispatch would leave them).
  for (const [state, portal, date] of [
    ['DISPATCHED', 'DISPATCHED', '2026-11-09'],
    ['CLOSED', 'DELIVERED', '2026-10-28'],
  ] as const) {
    const o = await order(2, date);
    await db.execute(sql`update customer_orders set state = ${state} where id = ${o.id}`);
    await db.execute(
      sql`update customer_order_access set status = ${portal} where firm_id = ${firmId} and order_number = ${o.number}`,
    );
  }
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

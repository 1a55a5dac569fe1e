import { sql } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { hashAccessCode } from '../../classic/pages/customer-portal.ts';
import { queryRows } from '../../platform/db/database.ts';
import { describeApp, REST, type Session } from '../../test/harness.ts';
import { createCustomer, createStockedProduct } from './customer-orders.test-data.ts';

describeApp('customer orders', (t) => {
  let session: Session;
  let office: Session;
  let customer: number;
  let branchId: number;
  const call = (method: string, path: string, body?: unknown, as = session) =>
    t().call(method, `${REST}${path}`, { session: as, body });
  const createOrder = async (lines: object[], extra: object = {}, as = session) => {
    const r = await call(
      'POST',
      '/customer-order/',
      { customerId: customer, branchId, lines, ...extra },
      as,
    );
    expect(r.statusCode, r.body).toBe(200);
    return r.json();
  };
  const setState = (order: { id: number; version: number }, state: string) =>
    call('POST', `/customer-order/${order.id}/state`, { state, version: order.version });

  beforeAll(async () => {
    session = await t().login('ertekesito');
    office = await t().login('irodai');
    customer = await createCustomer(t().database.db, 'Rendelő Kft.');
    branchId = (await createStockedProduct(t().database.db, 'O-BRANCH')).branch_id;
  });

  it('the demo seed shows quote requests, quotes and orders in every state', async () => {
    const states = async (path: string) =>
      new Set(
        (await call('POST', path, { page_size: 200 }))
          .json()
          .items.map((i: { state: string }) => i.state),
      );
    expect([...(await states('/customer-order/quote-request/search'))].sort()).toEqual([
      'DECLINED',
      'OPEN',
      'QUOTED',
    ]);
    expect([...(await states('/customer-order/quote/search'))].sort()).toEqual([
      'APPROVED',
      'DRAFT',
      'EXPIRED',
      'ORDERED',
      'REJECTED',
      'SENT',
    ]);
    expect([...(await states('/customer-order/search'))].sort()).toEqual([
      'CANCELLED',
      'CLOSED',
      'CONFIRMED',
      'DISPATCHED',
      'DRAFT',
      'IN_PROGRESS',
      'READY',
    ]);
  });

  it('creates a DRAFT order with a VR number, priced lines and the portal read model', async () => {
    const { id: productId } = await createStockedProduct(t().database.db, 'O-NEW', {
      price: '500',
    });
    const order = await createOrder([{ productId, quantity: '3' }], { customerNote: 'Hétfőn' });
    expect(order).toMatchObject({
      state: 'DRAFT',
      customerName: 'Rendelő Kft.',
      billingAddress: '1111 Budapest, Fő utca 1.',
      deliveryAddress: '1111 Budapest, Fő utca 1.',
      totals: { net: '1500', vat: '405', gross: '1905' },
      lines: [{ fulfilment: 'STOCK', reservedQuantity: '0.0000', missingQuantity: '0.0000' }],
    });
    expect(order.accessCode).toMatch(/^[A-Z2-9]{10}$/);
    const [portal] = await queryRows<{ status: string; access_code_hash: string; items: unknown }>(
      t().database.db,
      sql`select status, access_code_hash, items from customer_order_access where order_number = ${order.number}`,
    );
    expect(portal).toMatchObject({
      status: 'RECEIVED',
      access_code_hash: hashAccessCode(order.accessCode),
      items: [{ code: 'O-NEW', quantity: '3.0000' }],
    });
    // Another firm's order of the same number: the access code tells them apart in the portal.
    await t().database.db.execute(sql`
      insert into customer_order_access (firm_id, order_number, access_code_hash, customer_name, status)
      values (2, ${order.number}, ${hashAccessCode('MASIKCEG')}, 'Másik cég vevője', 'READY')`);
    const portalPage = (accessCode: string) =>
      t().call('POST', '/kontor/appf/customer-portal/lookup', {
        body: { orderNumber: order.number, accessCode },
        remoteAddress: '10.9.9.9',
      });
    const ours = await portalPage(order.accessCode);
    expect(ours.statusCode).toBe(200);
    expect(ours.body).toContain('Rendelő Kft.');
    expect((await portalPage('MASIKCEG')).body).toContain('Másik cég vevője');
    const read = (await call('GET', `/customer-order/${order.id}`)).json();
    expect(read.accessCode).toBeNull();

    const last = await call('POST', `/customers/${customer}/last-orders`, {});
    expect(last.json().items[0]).toMatchObject({
      id: order.id,
      orderNumber: order.number,
      grossTotal: '1905',
    });
  });

  it('updates with version (stale: 409) and re-prices the lines', async () => {
    const { id: productId } = await createStockedProduct(t().database.db, 'O-UPD', {
      price: '100',
    });
    const order = await createOrder([{ productId, quantity: '1' }]);
    const update = (version: number, as = office) =>
      call(
        'PUT',
        '/customer-order/',
        {
          id: order.id,
          version,
          customerId: customer,
          branchId,
          lines: [{ productId, quantity: '2', discountPercent: '50' }],
        },
        as,
      );
    // A discount the pricing engine does not give is the back office's decision (sales.price).
    const refused = await update(order.version, session);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().errors[0].path).toBe('lines.0.discountPercent');
    const ok = await update(order.version);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().totals).toEqual({ net: '100', vat: '27', gross: '127' });
    expect((await update(order.version)).json().code).toBe('STALE_VERSION');
  });

  it('confirming reserves what is available; the rest stays missing; cancelling releases', async () => {
    const { id: productId, storage_id } = await createStockedProduct(t().database.db, 'O-RES', {
      stock: 4,
    });
    const order = await createOrder([
      { productId, quantity: '3' },
      { productId, quantity: '2' },
    ]);
    const confirmed = await setState(order, 'CONFIRMED');
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(
      confirmed
        .json()
        .lines.map((l: { reservedQuantity: string; missingQuantity: string }) => [
          l.reservedQuantity,
          l.missingQuantity,
        ]),
    ).toEqual([
      ['3.0000', '0.0000'],
      ['1.0000', '1.0000'],
    ]);
    const list = (await call('GET', `/customer-order/${order.id}/reserve-list`)).json();
    expect(list[1]).toMatchObject({
      missingQuantity: '1.0000',
      reservations: [{ storageId: storage_id, quantity: '1.0000' }],
    });
    expect((await setState(order, 'CONFIRMED')).statusCode).toBe(409);
    const [portal] = await queryRows<{ status: string }>(
      t().database.db,
      sql`select status from customer_order_access where order_number = ${order.number}`,
    );
    expect(portal!.status).toBe('CONFIRMED');

    const cancelled = await setState(confirmed.json(), 'CANCELLED');
    expect(cancelled.json().state).toBe('CANCELLED');
    const [left] = await queryRows<{ n: number }>(
      t().database.db,
      sql`select count(*)::int as n from stock_reservations where product_id = ${productId}`,
    );
    expect(left!.n).toBe(0);
    expect((await setState(cancelled.json(), 'CONFIRMED')).statusCode).toBe(409);
  });

  it('walks CONFIRMED → IN_PROGRESS → READY and refuses CLOSED before dispatch', async () => {
    const { id: productId } = await createStockedProduct(t().database.db, 'O-FLOW');
    let order = await createOrder([{ productId, quantity: '1' }]);
    for (const state of ['CONFIRMED', 'IN_PROGRESS', 'READY']) {
      const r = await setState(order, state);
      expect(r.statusCode, `${state}: ${r.body}`).toBe(200);
      order = r.json();
    }
    expect((await setState(order, 'CLOSED')).statusCode).toBe(409);
    expect((await setState(order, 'CANCELLED')).statusCode).toBe(409);
    const actions = await queryRows<{ action: string }>(
      t().database.db,
      sql`select action from audit_log where entity = 'customer_order' and entity_id = ${String(order.id)} order by id`,
    );
    expect(actions.map((a) => a.action)).toEqual(['create', 'confirm', 'start', 'ready']);
  });

  it('sets how a line is fulfilled; a supplier line is not reserved', async () => {
    const { id: productId } = await createStockedProduct(t().database.db, 'O-CPI', { stock: 5 });
    const [supplier] = await queryRows<{ id: number }>(
      t().database.db,
      sql`select id from partners where firm_id = 1 and 'SUPPLIER' = any(roles) order by id limit 1`,
    );
    const order = await createOrder([{ productId, quantity: '2' }]);
    const path = `/customer-order/commercial-process-item?order_item_id=${order.lines[0].id}`;
    const bad = await call('PUT', path, { fulfilment: 'PURCHASE', version: order.version });
    expect(bad.statusCode).toBe(400);
    const set = await call('PUT', path, {
      fulfilment: 'PURCHASE',
      partnerId: supplier!.id,
      version: order.version,
    });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json().lines[0]).toMatchObject({
      fulfilment: 'PURCHASE',
      fulfilmentPartnerId: supplier!.id,
    });
    const confirmed = (await setState(set.json(), 'CONFIRMED')).json();
    expect(confirmed.lines[0]).toMatchObject({
      reservedQuantity: '0.0000',
      missingQuantity: '0.0000',
    });
  });

  it('keeps the MNB rate of the order date and the sales rep (read inside the transaction)', async () => {
    const { id: productId } = await createStockedProduct(t().database.db, 'O-EUR');
    const [rep] = await queryRows<{ id: number }>(
      t().database.db,
      sql`select id from employees where firm_id = 1 and is_active order by id limit 1`,
    );
    const [rate] = await queryRows<{ rate: string }>(
      t().database.db,
      sql`select rate::text from currency_rates where currency_code = 'EUR' order by rate_date desc limit 1`,
    );
    // No EUR price on the list: a typed price is the back office's (sales.price, README).
    const order = await createOrder(
      [{ productId, quantity: '2', unitPrice: '10.555' }],
      { currencyCode: 'EUR', salesRepEmployeeId: rep!.id },
      office,
    );
    expect(order).toMatchObject({
      salesRepEmployeeId: rep!.id,
      exchangeRate: rate!.rate,
      totals: { net: '21.11', vat: '5.70', gross: '26.81' },
    });
  });

  it('refuses unknown products and foreign customers naming the field', async () => {
    const r = await call('POST', '/customer-order/', {
      customerId: customer,
      lines: [{ productId: 2_000_000_000, quantity: '1' }],
    });
    expect(r.statusCode).toBe(400);
    expect(r.json().errors[0].path).toBe('lines.0.productId');
    const [foreign] = await queryRows<{ id: number }>(
      t().database.db,
      sql`select id from partners where firm_id = 2 order by id limit 1`,
    );
    const f = await call('POST', '/customer-order/', { customerId: foreign!.id });
    expect(f.statusCode).toBe(400);
    expect(f.json().errors[0].path).toBe('customerId');
  });

  it('parallel confirmations never reserve more than is on hand', async () => {
    const { id: productId, storage_id } = await createStockedProduct(t().database.db, 'O-LAST', {
      stock: 3,
    });
    const orders = [];
    for (let i = 0; i < 8; i++) orders.push(await createOrder([{ productId, quantity: '1' }]));
    const answers = await Promise.all(orders.map((o) => setState(o, 'CONFIRMED')));
    expect(answers.map((a) => a.statusCode)).toEqual(orders.map(() => 200));
    const reserved = answers.map((a) => a.json().lines[0].reservedQuantity);
    expect(reserved.filter((q) => q === '1.0000')).toHaveLength(3);
    expect(reserved.filter((q) => q === '0.0000')).toHaveLength(5);
    const [totals] = await queryRows<{ on_hand: string; reserved: string }>(
      t().database.db,
      sql`select (select sum(quantity) from stock_movements where product_id = ${productId} and storage_id = ${storage_id})::text as on_hand,
                 (select sum(quantity) from stock_reservations where product_id = ${productId} and storage_id = ${storage_id})::text as reserved`,
    );
    expect(Number(totals!.reserved)).toBeLessThanOrEqual(Number(totals!.on_hand));
    expect(totals!.reserved).toBe('3.0000');
  });

  it('the warehouse reads orders but may not confirm them', async () => {
    const warehouse = await t().login('raktaros');
    const { id: productId } = await createStockedProduct(t().database.db, 'O-WH');
    const order = await createOrder([{ productId, quantity: '1' }]);
    expect(
      (await call('GET', `/customer-order/${order.id}`, undefined, warehouse)).statusCode,
    ).toBe(200);
    const r = await call(
      'POST',
      `/customer-order/${order.id}/state`,
      { state: 'CONFIRMED', version: order.version },
      warehouse,
    );
    expect(r.statusCode).toBe(403);
  });
});

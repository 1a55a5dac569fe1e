import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { beforeAll, expect, it } from 'vitest';
import { queryRows } from '../../platform/db/database.ts';
import { describeApp, REST, type Session } from '../../test/harness.ts';
import { createCustomer, createStockedProduct } from './customer-orders.test-data.ts';

describeApp('customer orders: addresses, names, sorting, export, parcels', (t) => {
  let session: Session;
  let customer: number;
  let shipping: number;
  let productId: number;
  const call = (method: string, path: string, body?: unknown, as = session) =>
    t().call(method, `${REST}${path}`, { session: as, body });
  const createOrder = async (extra: object = {}) => {
    const r = await call('POST', '/customer-order/', {
      customerId: customer,
      lines: [{ productId, quantity: '2' }],
      ...extra,
    });
    expect(r.statusCode, r.body).toBe(200);
    return r.json();
  };

  beforeAll(async () => {
    session = await t().login('ertekesito');
    const db = t().database.db;
    customer = await createCustomer(db, 'Címzett Kft.');
    [{ id: shipping }] = (await queryRows<{ id: number }>(
      db,
      sql`insert into partner_addresses (firm_id, partner_id, kind, postal_code, city, street)
          values (1, ${customer}, 'SHIPPING', '6720', 'Szeged', 'Kárász utca 5.') returning id`,
    )) as [{ id: number }];
    productId = (await createStockedProduct(db, 'X-ADDR', { price: '100' })).id;
  });

  it('keeps the delivery address when an update leaves deliveryAddressId out', async () => {
    const order = await createOrder({ deliveryAddressId: shipping });
    expect(order).toMatchObject({
      deliveryAddressId: shipping,
      deliveryAddress: '6720 Szeged, Kárász utca 5.',
    });
    // The form reads the customer's shipping addresses from the partner call.
    const partner = (await call('GET', `/partners/${customer}`)).json();
    expect(partner.shippingAddresses.map((a: { id: number }) => a.id)).toEqual([shipping]);
    const { deliveryAddressId: _, ...rest } = {
      id: order.id,
      version: order.version,
      customerId: customer,
      customerNote: 'Új megjegyzés',
      lines: [{ productId, quantity: '3' }],
      deliveryAddressId: undefined,
    };
    const kept = await call('PUT', '/customer-order/', rest);
    expect(kept.statusCode, kept.body).toBe(200);
    expect(kept.json()).toMatchObject({
      deliveryAddressId: shipping,
      deliveryAddress: '6720 Szeged, Kárász utca 5.',
      customerNote: 'Új megjegyzés',
    });
    const billing = await call('PUT', '/customer-order/', {
      ...rest,
      version: kept.json().version,
      deliveryAddressId: null,
    });
    expect(billing.json()).toMatchObject({
      deliveryAddressId: null,
      deliveryAddress: '1111 Budapest, Fő utca 1.',
    });
    const got = (await call('GET', `/customer-order/${order.id}`)).json();
    expect(got.deliveryAddressId).toBeNull();
  });

  it('answers the fulfilment partner name and the request lines product code and name', async () => {
    const [supplier] = await queryRows<{ id: number }>(
      t().database.db,
      sql`insert into partners (firm_id, code, kind, name, roles)
          values (1, 'T-SZALLITO', 'COMPANY', 'Beszállító Bt.', array['SUPPLIER']) returning id`,
    );
    const order = await createOrder({
      lines: [
        { productId, quantity: '1', fulfilment: 'PURCHASE', fulfilmentPartnerId: supplier!.id },
        { productId, quantity: '1' },
      ],
    });
    expect(
      order.lines.map((l: { fulfilmentPartnerName: string | null }) => l.fulfilmentPartnerName),
    ).toEqual(['Beszállító Bt.', null]);
    // The creating call builds its answer without reading the order back: it equals a read.
    const { accessCode, ...created } = order;
    expect(accessCode).toMatch(/^[A-Z2-9]{10}$/);
    expect((await call('GET', `/customer-order/${order.id}`)).json()).toEqual({
      ...created,
      accessCode: null,
    });
    const request = await call('POST', '/customer-order/quote-request', {
      customerId: customer,
      subject: 'Ajánlatot kérünk',
      lines: [
        { productId, quantity: '5' },
        { description: 'Egyedi polc', quantity: '1' },
      ],
    });
    expect(request.statusCode, request.body).toBe(200);
    expect(request.json().lines).toMatchObject([
      { productId, productCode: 'X-ADDR', productName: 'Teszt X-ADDR' },
      { productId: null, productCode: null, productName: null, description: 'Egyedi polc' },
    ]);
  });

  it('sorts the order list by number, date, customer, state and total in both directions', async () => {
    const list = async (sort: string, direction: string) =>
      (await call('POST', '/customer-order/search', { sort, direction, page_size: 200 })).json()
        .items as {
        id: number;
        number: string;
        orderDate: string;
        customerName: string;
        state: string;
        totals: { gross: string };
      }[];
    const keys: Record<string, (o: Awaited<ReturnType<typeof list>>[number]) => string | number> = {
      number: (o) => o.number,
      date: (o) => o.orderDate,
      customer: (o) => o.customerName,
      state: (o) => o.state,
      total: (o) => Number(o.totals.gross),
    };
    for (const [sort, key] of Object.entries(keys))
      for (const direction of ['asc', 'desc']) {
        const items = await list(sort, direction);
        expect(items.length).toBeGreaterThan(5);
        const values = items.map(key);
        const sorted = [...values].sort((a, b) =>
          typeof a === 'number' ? a - (b as number) : a < b ? -1 : a > b ? 1 : 0,
        );
        if (direction === 'desc') sorted.reverse();
        if (sort !== 'customer') expect(values, `${sort} ${direction}`).toEqual(sorted);
        else expect(new Set(values).size).toBeGreaterThan(1);
      }
    expect((await call('POST', '/customer-order/search', { sort: 'price' })).statusCode).toBe(400);
  });

  it('exports the filtered, sorted order list as xlsx with Hungarian headings', async () => {
    const mine = await createOrder({ customerNote: '=HYPERLINK("x")' });
    const r = await call(
      'GET',
      `/customer-order/export.xlsx?term=${encodeURIComponent('címzett')}&sort=number&direction=asc`,
    );
    expect(r.statusCode, r.body).toBe(200);
    expect(r.headers['content-type']).toContain('spreadsheetml');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(r.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    expect(sheet.getRow(1).getCell(1).value).toBe('Szám');
    const numbers = sheet.getColumn(1).values.slice(2) as string[];
    expect(numbers).toContain(mine.number);
    expect(numbers).toEqual([...numbers].sort());
    const row = sheet.getRow(numbers.indexOf(mine.number) + 2);
    expect(row.getCell(3).value).toBe('Címzett Kft.');
    expect(row.getCell(4).value).toBe('Piszkozat');
    expect(row.getCell(9).value).toBe(Number(mine.totals.gross));
    const bad = await call('GET', '/customer-order/export.xlsx?customerId=1x');
    expect(bad.statusCode).toBe(400);
  });

  it('changes and removes one parcel (audited), not once the order is CANCELLED', async () => {
    const office = await t().login('irodai');
    const order = await createOrder();
    const base = `/orders/${order.id}/parcels`;
    const parcel = (count: number, weightKg: string) => ({
      count,
      weightKg,
      lengthCm: 40,
      widthCm: 30,
      heightCm: 20,
    });
    const saved = await call('POST', base, { parcels: [parcel(1, '2.5'), parcel(2, '1')] }, office);
    expect(saved.statusCode, saved.body).toBe(200);
    const [first, second] = saved.json().parcels;
    const changed = await call('PUT', `${base}/${second.id}`, parcel(3, '1.25'), office);
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({
      totalCount: 4,
      totalWeightKg: '6.250',
      parcels: [{ id: first.id }, { id: second.id, count: 3, weightKg: '1.250' }],
    });
    const removed = await call('DELETE', `${base}/${first.id}`, undefined, office);
    expect(removed.json()).toMatchObject({
      totalCount: 3,
      parcels: [{ id: second.id, position: 1 }],
    });
    expect((await call('DELETE', `${base}/${first.id}`, undefined, office)).statusCode).toBe(404);
    // The sales desk reads parcels but does not pack.
    expect((await call('DELETE', `${base}/${second.id}`)).statusCode).toBe(403);
    const audit = await queryRows<{ action: string }>(
      t().database.db,
      sql`select action from audit_log where entity = 'customer_order' and entity_id = ${String(order.id)}
          and action like '%parcel%' order by id`,
    );
    expect(audit.map((a) => a.action)).toEqual(['save_parcels', 'update_parcel', 'delete_parcel']);
    const cancelled = await call('POST', `/customer-order/${order.id}/state`, {
      state: 'CANCELLED',
      version: order.version,
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect((await call('PUT', `${base}/${second.id}`, parcel(1, '1'), office)).statusCode).toBe(
      409,
    );
    expect((await call('DELETE', `${base}/${second.id}`, undefined, office)).statusCode).toBe(409);
  });

  it('sorts the quote list and exports it as xlsx', async () => {
    const quotes = async (sort: string, direction: string) =>
      (await call('POST', '/customer-order/quote/search', { sort, direction, page_size: 200 }))
        .json()
        .items.map((q: { number: string; totals: { gross: string } }) => q);
    const byTotal = (await quotes('total', 'desc')).map((q: { totals: { gross: string } }) =>
      Number(q.totals.gross),
    );
    expect(byTotal.length).toBeGreaterThan(3);
    expect(byTotal).toEqual([...byTotal].sort((a, b) => b - a));
    const byNumber = (await quotes('number', 'asc')).map((q: { number: string }) => q.number);
    expect(byNumber).toEqual([...byNumber].sort());
    const r = await call('GET', '/customer-order/quote/export.xlsx?sort=number&direction=asc');
    expect(r.statusCode, r.body).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(r.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    expect(sheet.name).toBe('Árajánlatok');
    expect(sheet.getColumn(1).values.slice(2)).toEqual(byNumber);
  });
});

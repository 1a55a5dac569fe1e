import { sql } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { queryRows } from '../../platform/db/database.ts';
import { describeApp, REST, type Session } from '../../test/harness.ts';
import { createCustomer, createStockedProduct } from './customer-orders.test-data.ts';

/**
 * README "Prices by role": the list price is the engine's on the customer's own price type in the
 * document's currency; anything else needs sales.price, on orders, quotes and quote-to-order.
 */
describeApp('prices by role: the list price is the customer’s own', (t) => {
  let sales: Session;
  let office: Session;
  let customer: number;
  let product: number;
  const call = (method: string, path: string, body: unknown, as: Session) =>
    t().call(method, `${REST}${path}`, { session: as, body });
  const refusedOn = (
    r: { statusCode: number; body: string; json: () => unknown },
    path: string,
  ) => {
    expect(r.statusCode, r.body).toBe(403);
    expect((r.json() as { errors: { path: string }[] }).errors.map((e) => e.path)).toEqual([path]);
  };

  beforeAll(async () => {
    sales = await t().login('ertekesito');
    office = await t().login('irodai');
    const db = t().database.db;
    customer = await createCustomer(db, 'Árjogos Kft.');
    product = (await createStockedProduct(db, 'PP-1', { price: '1000' })).id;
    // A 1 Ft PROJECT price: cheap on another price type than the customer's own (RETAIL).
    await queryRows(
      db,
      sql`insert into product_prices (firm_id, product_id, price_type, currency_code, unit_price, valid_from)
          values (1, ${product}, 'PROJECT', 'HUF', 1, date '2020-01-01')`,
    );
  });

  it('another price type than the customer’s own needs sales.price on orders and quotes', async () => {
    const body = {
      customerId: customer,
      priceType: 'PROJECT',
      lines: [{ productId: product, quantity: '1' }],
    };
    refusedOn(await call('POST', '/customer-order/', body, sales), 'lines.0.unitPrice');
    refusedOn(await call('POST', '/customer-order/quote', body, sales), 'lines.0.unitPrice');
    const order = await call('POST', '/customer-order/', body, office);
    expect(order.statusCode, order.body).toBe(200);
    expect(order.json().lines[0].unitPrice).toBe('1.0000');
    // The customer's own price type stays the sales desk's.
    const own = await call('POST', '/customer-order/', { ...body, priceType: 'RETAIL' }, sales);
    expect(own.statusCode, own.body).toBe(200);
    expect(own.json().lines[0].unitPrice).toBe('1000.0000');
  });

  it('a price typed in a currency the product has no list price in needs sales.price', async () => {
    const body = {
      customerId: customer,
      currencyCode: 'EUR',
      lines: [{ productId: product, quantity: '1', unitPrice: '1' }],
    };
    refusedOn(await call('POST', '/customer-order/quote', body, sales), 'lines.0.unitPrice');
    refusedOn(await call('POST', '/customer-order/', body, sales), 'lines.0.unitPrice');
    const quote = await call('POST', '/customer-order/quote', body, office);
    expect(quote.statusCode, quote.body).toBe(200);
    // Switching a stored order's currency does not keep its HUF price as a price in EUR.
    const order = (
      await call(
        'POST',
        '/customer-order/',
        { customerId: customer, lines: [{ productId: product, quantity: '1' }] },
        sales,
      )
    ).json();
    const switched = await call(
      'PUT',
      '/customer-order/',
      {
        id: order.id,
        version: order.version,
        customerId: customer,
        currencyCode: 'EUR',
        lines: [{ productId: product, quantity: '1', unitPrice: '1000' }],
      },
      sales,
    );
    refusedOn(switched, 'lines.0.unitPrice');
  });

  it('quote-to-order does not carry over a price its user could not set', async () => {
    const approvedQuote = async (priceType: string) => {
      const created = await call(
        'POST',
        '/customer-order/quote',
        { customerId: customer, priceType, lines: [{ productId: product, quantity: '2' }] },
        office,
      );
      expect(created.statusCode, created.body).toBe(200);
      const { id, version } = created.json();
      const sent = await call(
        'POST',
        `/customer-order/quote/${id}/state`,
        { state: 'SENT', version },
        office,
      );
      const approved = await call(
        'POST',
        `/customer-order/quote/${id}/state`,
        { state: 'APPROVED', version: sent.json().version },
        office,
      );
      expect(approved.statusCode, approved.body).toBe(200);
      return id as number;
    };
    const cheap = await approvedQuote('PROJECT');
    refusedOn(
      await call('POST', `/customer-order/quote/${cheap}/create-order`, undefined, sales),
      'lines.0.unitPrice',
    );
    const byOffice = await call(
      'POST',
      `/customer-order/quote/${cheap}/create-order`,
      undefined,
      office,
    );
    expect(byOffice.statusCode, byOffice.body).toBe(200);
    expect(byOffice.json().lines[0].unitPrice).toBe('1.0000');

    // A list discount of 4 decimals is stored on the line with 2: still the list's price.
    const admin = await t().login('admin');
    const list = (
      await call(
        'POST',
        '/discounts/',
        {
          name: 'Négy tizedes',
          scope: 'CUSTOMER',
          customerIds: [customer],
          validFrom: '2020-01-01',
        },
        office,
      )
    ).json();
    await call(
      'POST',
      `/discounts/${list.id}/discount-items`,
      { target: 'PRODUCT', targetId: product, discountPercent: '12.3456' },
      office,
    );
    const approvedList = await call('POST', `/discounts/${list.id}/approve`, { version: 2 }, admin);
    expect(approvedList.statusCode, approvedList.body).toBe(200);
    const listed = await approvedQuote('RETAIL');
    const bySales = await call(
      'POST',
      `/customer-order/quote/${listed}/create-order`,
      undefined,
      sales,
    );
    expect(bySales.statusCode, bySales.body).toBe(200);
    expect(bySales.json().lines[0]).toMatchObject({
      unitPrice: '1000.0000',
      discountPercent: '12.35',
    });
  });
});

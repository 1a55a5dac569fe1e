import { beforeAll, expect, it } from 'vitest';
import { describeApp, REST, type Session } from '../../test/harness.ts';
import {
  createApprovedDiscount,
  createCustomer,
  createStockedProduct,
} from './customer-orders.test-data.ts';

/** Issue 21: the price source is kept with the line, after reload and along the copies. */
describeApp('line price source', (t) => {
  let session: Session;
  let customer: number;
  let listed: number;
  let discounted: number;
  const call = (method: string, path: string, body?: unknown) =>
    t().call(method, `${REST}${path}`, { session, body });
  const LIST = {
    kind: 'LIST',
    priceList: 'RETAIL',
    discountId: null,
    discountName: null,
    approvedBy: null,
  };

  beforeAll(async () => {
    session = await t().login('irodai');
    const db = t().database.db;
    customer = await createCustomer(db, 'Forrás Kft.');
    listed = (await createStockedProduct(db, 'PS-LIST', { price: '1000' })).id;
    discounted = (await createStockedProduct(db, 'PS-DISC', { price: '2000' })).id;
    await createApprovedDiscount(db, 'Tavaszi akció', discounted, 10);
  });

  const discountSource = {
    kind: 'DISCOUNT',
    priceList: 'RETAIL',
    discountId: expect.any(Number),
    discountName: 'Tavaszi akció',
    approvedBy: 'Nagy Katalin',
  };

  it('an order line keeps its list, discount or typed source after save and reload', async () => {
    const saved = await call('POST', '/customer-order/', {
      customerId: customer,
      lines: [
        { productId: listed, quantity: '2' },
        { productId: discounted, quantity: '1' },
        { productId: listed, quantity: '1', unitPrice: '950' },
      ],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const sources = [LIST, discountSource, { ...LIST, kind: 'MANUAL', priceList: null }];
    expect(saved.json().lines.map((l: { priceSource: unknown }) => l.priceSource)).toEqual(sources);
    const reloaded = await call('GET', `/customer-order/${saved.json().id}`);
    expect(reloaded.json().lines.map((l: { priceSource: unknown }) => l.priceSource)).toEqual(
      sources,
    );
    // Saving the unchanged lines again keeps their sources (the typed price stays MANUAL).
    const order = reloaded.json();
    const again = await call('PUT', '/customer-order/', {
      id: order.id,
      version: order.version,
      customerId: customer,
      lines: order.lines.map((l: { productId: number; quantity: string; unitPrice: string }) => ({
        productId: l.productId,
        quantity: l.quantity,
        unitPrice: l.unitPrice,
      })),
    });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().lines.map((l: { priceSource: unknown }) => l.priceSource)).toEqual(sources);
  });

  it('the single-line path stores the source of the line it prices', async () => {
    const order = (
      await call('POST', '/customer-order/', {
        customerId: customer,
        lines: [{ productId: listed, quantity: '1' }],
      })
    ).json();
    const changed = await call('POST', `/customer-order/${order.id}/update-order`, {
      version: order.version,
      lines: [{ productId: discounted, quantity: '3' }],
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const reloaded = (await call('GET', `/customer-order/${order.id}`)).json();
    expect(reloaded.lines.map((l: { priceSource: unknown }) => l.priceSource)).toEqual([
      LIST,
      discountSource,
    ]);
  });

  it('the source goes with the lines from request to quote to order', async () => {
    const request = (
      await call('POST', '/customer-order/quote-request', {
        customerId: customer,
        subject: 'Forrás próbája',
        lines: [
          { productId: listed, quantity: '1' },
          { productId: discounted, quantity: '2' },
        ],
      })
    ).json();
    const quoted = await call(
      'POST',
      `/customer-order/quote-request/${request.id}/create-quote`,
      {},
    );
    expect(quoted.statusCode, quoted.body).toBe(200);
    let quote = quoted.json();
    expect(quote.lines.map((l: { priceSource: unknown }) => l.priceSource)).toEqual([
      LIST,
      discountSource,
    ]);
    for (const state of ['SENT', 'APPROVED'])
      quote = (
        await call('POST', `/customer-order/quote/${quote.id}/state`, {
          state,
          version: quote.version,
        })
      ).json();
    const made = await call('POST', `/customer-order/quote/${quote.id}/create-order`);
    expect(made.statusCode, made.body).toBe(200);
    const order = (await call('GET', `/customer-order/${made.json().id}`)).json();
    expect(order.lines.map((l: { priceSource: unknown }) => l.priceSource)).toEqual([
      LIST,
      discountSource,
    ]);
  });
});

import { beforeAll, expect, it } from 'vitest';
import { describeApp, REST, type Session } from '../../test/harness.ts';
import { createCustomer, createStockedProduct } from './customer-orders.test-data.ts';

describeApp('sales desk helpers: price preview, history, welcome widgets', (t) => {
  let session: Session;
  let customer: number;
  let person: number;
  let product: number;
  const call = (method: string, path: string, body?: unknown, as = session) =>
    t().call(method, `${REST}${path}`, { session: as, body });

  beforeAll(async () => {
    session = await t().login('irodai');
    const db = t().database.db;
    customer = await createCustomer(db, 'Előnézet Kft.');
    person = await createCustomer(db, 'Előnézet Pál', 'PERSON');
    product = (await createStockedProduct(db, 'PV-1', { price: '1000.5', stock: 3 })).id;
  });

  it('previews exactly the prices and totals a save stores, and stores nothing', async () => {
    for (const customerId of [customer, person]) {
      const lines = [{ productId: product, quantity: '3' }];
      const preview = await call('POST', '/customer-order/price-preview', { customerId, lines });
      expect(preview.statusCode, preview.body).toBe(200);
      const order = await call('POST', '/customer-order/', { customerId, lines });
      // The priced part of the stored line (reservation and fulfilment are the order's own).
      const {
        id: _,
        fulfilment,
        fulfilmentPartnerId,
        fulfilmentPartnerName,
        reservedQuantity,
        missingQuantity,
        dispatchedQuantity,
        ...stored
      } = order.json().lines[0];
      expect(preview.json().lines[0]).toMatchObject({ ...stored, priceSource: 'LIST' });
      expect(preview.json().totals).toEqual(order.json().totals);
    }
    const typed = await call('POST', '/customer-order/price-preview', {
      customerId: customer,
      lines: [{ productId: product, quantity: '1', unitPrice: '10' }],
    });
    expect(typed.json().lines[0]).toMatchObject({ unitPrice: '10.0000', priceSource: 'TYPED' });
  });

  it('answers a line the price list cannot price on its unit price', async () => {
    const unknown = await call('POST', '/customer-order/price-preview', {
      customerId: customer,
      lines: [{ productId: 999999, quantity: '1' }],
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors[0].path).toBe('lines.0.productId');
  });

  it('the history names who changed what, before → after, newest first', async () => {
    const created = await call('POST', '/customer-order/', {
      customerId: customer,
      lines: [{ productId: product, quantity: '1' }],
    });
    const order = created.json();
    await call('POST', `/customer-order/${order.id}/state`, {
      state: 'CONFIRMED',
      version: order.version,
    });
    const history = await call(
      'GET',
      `/customer-order/history?entity=customer_order&id=${order.id}`,
    );
    expect(history.statusCode).toBe(200);
    const [confirm, create] = history.json();
    expect(confirm.action).toBe('confirm');
    expect(confirm.userName).toBeTruthy();
    expect(confirm.changes).toContainEqual({ field: 'state', before: 'DRAFT', after: 'CONFIRMED' });
    expect(create.action).toBe('create');
    expect(create.changes).toContainEqual({ field: 'PV-1', before: null, after: '1 × 1000.5' });
    // Ids are no reading matter: the names beside them are shown.
    expect(create.changes.some((c: { field: string }) => c.field.endsWith('Id'))).toBe(false);

    // Another firm's order or quote is not found, not an empty history.
    const other = await t().login('irodai');
    await t().call('PUT', `${REST}/user/firm`, { session: other, body: { firmId: 2 } });
    const quote = (
      await call('POST', '/customer-order/quote', {
        customerId: customer,
        lines: [{ productId: product, quantity: '1' }],
      })
    ).json();
    for (const [entity, id] of [
      ['customer_order', order.id],
      ['quote', quote.id],
    ]) {
      const path = `/customer-order/history?entity=${entity}&id=${id}`;
      expect((await call('GET', path)).statusCode).toBe(200);
      const foreign = await call('GET', path, undefined, other);
      expect(foreign.statusCode, foreign.body).toBe(404);
    }
  });

  it('the welcome widgets count confirmed orders with their creation shortcuts', async () => {
    const welcome = (await call('GET', '/welcome-page')).json();
    const orders = welcome.widgets.find(
      (w: { widgetType: string }) => w.widgetType === 'ApprovedCustomerOrderWidget',
    );
    expect(orders.count).toBeGreaterThanOrEqual(1);
    expect(orders.primaryButtonURL).toBe('/app/CustomerOrderForm?new=true');
    const quotes = welcome.widgets.find(
      (w: { widgetType: string }) => w.widgetType === 'ApprovedQuoteWidget',
    );
    expect(quotes.primaryButtonURL).toBe('/app/QuoteForm?new=true');
  });

  it('the quote pricing assistant shows cost beside price and saves discounts once per version', async () => {
    const quote = (
      await call('POST', '/customer-order/quote', {
        customerId: customer,
        lines: [{ productId: product, quantity: '2' }],
      })
    ).json();
    const read = await call('GET', `/quote-pricing-assistant/quote-items?quote_id=${quote.id}`);
    expect(read.statusCode, read.body).toBe(200);
    const [item] = read.json().items;
    expect(item).toMatchObject({ unitPrice: '1000.5000', listPrice: '1000.5000', net: '2001' });
    const body = {
      version: quote.version,
      items: [{ lineId: item.lineId, discountPercent: '10' }],
    };
    const saved = await call(
      'PUT',
      `/quote-pricing-assistant/quote-items?quote_id=${quote.id}`,
      body,
    );
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().items[0]).toMatchObject({ discountPercent: '10.00', net: '1801' });
    const stale = await call(
      'PUT',
      `/quote-pricing-assistant/quote-items?quote_id=${quote.id}`,
      body,
    );
    expect(stale.statusCode).toBe(409);
  });
});

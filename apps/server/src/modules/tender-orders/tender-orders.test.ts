import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { queryRows } from '../../platform/db/database.ts';
import { describeApp, REST, type Session } from '../../test/harness.ts';
import {
  createCustomer,
  createStockedProduct,
} from '../customer-orders/customer-orders.test-data.ts';
import { purchasingCalls } from '../purchasing/purchasing.test-data.ts';

const KEY = '6f1c7a52-3d2e-4c1b-9a77-5d8e2f0b4a11';

describeApp('tender orders', (t) => {
  let session: Session;
  const { db, call, supplier } = purchasingCalls(t, () => session);
  const offerOf = (productId: number, supplierId: number, price: string, days: number) =>
    db().execute(
      sql`insert into product_suppliers (firm_id, product_id, supplier_id, currency_code, unit_price, lead_time_days)
          values (1, ${productId}, ${supplierId}, 'HUF', ${price}, ${days})`,
    );
  /** A customer, a product two suppliers know, and a DRAFT quote of 3 at 1000 less 10 %. */
  const quoted = async (code: string) => {
    const customerId = await createCustomer(db(), `Tender ${code}`);
    const { id: productId } = await createStockedProduct(db(), code, { price: '1000' });
    const [s1, s2] = [await supplier(0), await supplier(1)];
    await offerOf(productId, s1, '700', 5);
    await offerOf(productId, s2, '650', 10);
    const quote = await call('POST', '/customer-order/quote', {
      customerId,
      lines: [{ productId, quantity: '3', discountPercent: '10' }],
    });
    expect(quote.statusCode, quote.body).toBe(200);
    return { customerId, productId, s1, s2, quote: quote.json() };
  };
  const chosen = (
    tender: {
      lines: {
        productId: number;
        quantity: string;
        salePrice: string;
        offers: { supplierId: number; unitPrice: string; leadTimeDays: number }[];
      }[];
    },
    supplierId: number,
  ) =>
    tender.lines.map((l) => ({
      productId: l.productId,
      quantity: l.quantity,
      salePrice: l.salePrice,
      offers: l.offers.map((o) => ({ ...o, isChosen: o.supplierId === supplierId })),
    }));

  it('prices a quote from suppliers, approves, mails and orders it once', async () => {
    session = await t().login('irodai');
    const { customerId, productId, s1, s2, quote } = await quoted('TND-A');
    const made = await call('POST', `/tender-orders/from-quote/${quote.id}`);
    expect(made.statusCode, made.body).toBe(200);
    let tender = made.json();
    expect(tender).toMatchObject({
      state: 'DRAFT',
      customerId,
      quoteId: quote.id,
      quoteNumber: quote.number,
      totals: { saleNet: '2700.0000', costNet: null },
    });
    expect(tender.number).toMatch(/^TD-\d{4}-\d{6}$/);
    expect(tender.lines[0]).toMatchObject({ productId, quantity: '3.0000', salePrice: '900.0000' });
    expect(tender.lines[0].offers.map((o: { supplierId: number }) => o.supplierId).sort()).toEqual(
      [s1, s2].sort(),
    );
    expect(
      tender.lines[0].offers.find((o: { supplierId: number }) => o.supplierId === s2),
    ).toMatchObject({ unitPrice: '650.0000', leadTimeDays: 10, isChosen: false });

    const early = await call('PUT', `/tender-orders/${tender.id}/approve`, {
      version: tender.version,
    });
    expect(early.statusCode).toBe(409);
    expect(early.json().errors[0]).toMatchObject({ path: 'lines.0.offers', code: 'not_chosen' });
    expect(
      (await call('POST', `/tender-orders/${tender.id}/create-order`, { version: tender.version }))
        .statusCode,
    ).toBe(409);

    const body = {
      customerId,
      currencyCode: 'HUF',
      title: 'Irodaház',
      note: '',
      lines: chosen(tender, s2),
    };
    const saved = await call('PUT', `/tender-orders/${tender.id}`, {
      ...body,
      version: tender.version,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    tender = saved.json();
    expect(tender.lines[0]).toMatchObject({
      costNet: '1950.0000',
      margin: '750.0000',
      marginPercent: '27.78',
    });
    expect(tender.totals).toMatchObject({
      saleNet: '2700.0000',
      costNet: '1950.0000',
      margin: '750.0000',
    });
    const stale = await call('PUT', `/tender-orders/${tender.id}`, {
      ...body,
      version: tender.version - 1,
    });
    expect(stale.json().code).toBe('STALE_VERSION');

    const sales = await t().login('ertekesito');
    expect(
      (await call('PUT', `/tender-orders/${tender.id}/approve`, { version: tender.version }, sales))
        .statusCode,
    ).toBe(403);
    const approved = await call('PUT', `/tender-orders/${tender.id}/approve`, {
      version: tender.version,
    });
    expect(approved.statusCode, approved.body).toBe(200);
    tender = approved.json();
    expect(tender.state).toBe('APPROVED');

    // modify-quote: the quote gets the tender's net sale price, its version checked.
    const staleQuote = await call('POST', `/tender-orders/${tender.id}/modify-quote`, {
      quoteVersion: quote.version + 5,
    });
    expect(staleQuote.json().code).toBe('STALE_VERSION');
    const modified = await call('POST', `/tender-orders/${tender.id}/modify-quote`, {
      quoteVersion: quote.version,
    });
    expect(modified.statusCode, modified.body).toBe(200);
    const requote = (await call('GET', `/customer-order/quote/${quote.id}`)).json();
    expect(requote.lines[0]).toMatchObject({ unitPrice: '900.0000', discountPercent: '0.00' });

    // The default e-mail: the tender template in the contact's language, once per key.
    const send = () =>
      call('GET', `/tender-orders/${tender.id}/sendDefaultEmail?requestKey=${KEY}`);
    expect((await send()).json().errors[0].code).toBe('no_recipient');
    await db().execute(
      sql`insert into partner_contacts (firm_id, partner_id, name, email, language)
          values (1, ${customerId}, 'Klara Weber', 'klara@example.de', 'de')`,
    );
    const mails = await Promise.all([send(), send(), send()]);
    expect(mails.map((m) => m.statusCode)).toEqual([200, 200, 200]);
    const message = mails[0]!.json();
    expect(new Set(mails.map((m) => m.json().id)).size).toBe(1);
    expect(message).toMatchObject({
      language: 'de',
      to: ['klara@example.de'],
      subject: `Unser Angebot – ${tender.number}`,
    });
    expect(message.body).toContain('Klara Weber');
    const stored = await queryRows(
      db(),
      sql`select 1 from email_messages where document_kind = 'TENDER_ORDER' and document_id = ${tender.id}`,
    );
    expect(stored).toHaveLength(1);

    // create-order: six at once, one order.
    const orders = await Promise.all(
      Array.from({ length: 6 }, () =>
        call('POST', `/tender-orders/${tender.id}/create-order`, { version: tender.version }),
      ),
    );
    expect(orders.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(orders.filter((r) => r.statusCode === 409)).toHaveLength(5);
    const ordered = orders.find((r) => r.statusCode === 200)!.json();
    expect(ordered).toMatchObject({
      state: 'ORDERED',
      customerOrderNumber: expect.stringMatching(/^VR-/),
    });
    const order = (await call('GET', `/customer-order/${ordered.customerOrderId}`)).json();
    expect(order).toMatchObject({ state: 'DRAFT', customerId, quoteId: quote.id });
    expect(order.lines).toMatchObject([
      {
        productId,
        quantity: '3.0000',
        unitPrice: '900.0000',
        fulfilment: 'PURCHASE',
        fulfilmentPartnerId: s2,
      },
    ]);
    const count = await queryRows(
      db(),
      sql`select 1 from customer_orders where quote_id = ${quote.id}`,
    );
    expect(count).toHaveLength(1);
    expect(
      (
        await call('PUT', `/tender-orders/${tender.id}`, { ...body, version: ordered.version })
      ).json().code,
    ).toBe('INVALID_STATE');
    const audit = await queryRows<{ action: string }>(
      db(),
      sql`select action from audit_log where entity = 'tender-order' and entity_id = ${String(tender.id)} order by id`,
    );
    expect(audit.map((a) => a.action)).toEqual([
      'create-from-quote',
      'update',
      'approve',
      'create-order',
    ]);
  });

  it('refuses bad input by field, lists and cancels, and keeps to its roles', async () => {
    session = await t().login('irodai');
    const { customerId, productId, s1 } = await quoted('TND-B');
    const line = {
      productId,
      quantity: '2',
      salePrice: '100',
      offers: [{ supplierId: s1, unitPrice: '80', isChosen: true }],
    };
    const bad = async (body: object, path: string) => {
      const r = await call('POST', '/tender-orders/', { customerId, ...body });
      expect(r.statusCode, r.body).toBe(400);
      expect(r.json().errors[0].path).toBe(path);
    };
    await bad({ customerId: s1 + 100000 }, 'customerId');
    await bad({ currencyCode: 'XXX' }, 'currencyCode');
    await bad({ lines: [{ ...line, quantity: '-1' }] }, 'lines.0.quantity');
    await bad(
      { lines: [{ ...line, offers: [{ supplierId: customerId, unitPrice: '1' }] }] },
      'lines.0.offers.0.supplierId',
    );
    await bad(
      { lines: [{ ...line, offers: [line.offers[0], line.offers[0]] }] },
      'lines.0.offers.1.supplierId',
    );
    await bad(
      {
        lines: [
          {
            ...line,
            offers: [
              line.offers[0],
              { supplierId: await supplier(2), unitPrice: '1', isChosen: true },
            ],
          },
        ],
      },
      'lines.0.offers',
    );

    const created = await call('POST', '/tender-orders/', {
      customerId,
      title: 'Raktárcsarnok',
      lines: [line],
    });
    expect(created.statusCode, created.body).toBe(200);
    const tender = created.json();
    expect(tender.totals).toMatchObject({
      saleNet: '200.0000',
      costNet: '160.0000',
      marginPercent: '20.00',
    });
    const list = (await call('GET', '/tender-orders/?term=Raktárcsarnok')).json();
    expect(list.items.map((i: { id: number }) => i.id)).toContain(tender.id);
    expect(
      (await call('POST', `/tender-orders/${tender.id}/modify-quote`, { quoteVersion: 1 })).json()
        .errors[0].code,
    ).toBe('no_quote');
    expect(
      (await call('GET', `/tender-orders/${tender.id}/sendDefaultEmail?requestKey=${KEY}`))
        .statusCode,
    ).toBe(409);
    const cancelled = await call('PUT', `/tender-orders/${tender.id}/cancel`, {
      version: tender.version,
    });
    expect(cancelled.json().state).toBe('CANCELLED');
    expect(
      (
        await call('PUT', `/tender-orders/${tender.id}/cancel`, {
          version: cancelled.json().version,
        })
      ).statusCode,
    ).toBe(409);

    const warehouse = await t().login('raktaros');
    expect(
      (await call('GET', `/tender-orders/${tender.id}`, undefined, warehouse)).statusCode,
    ).toBe(403);
    const sales = await t().login('ertekesito');
    expect((await call('GET', `/tender-orders/${tender.id}`, undefined, sales)).statusCode).toBe(
      200,
    );
    expect(
      (await t().call('GET', `${REST}/tender-orders/${tender.id + 100000}`, { session }))
        .statusCode,
    ).toBe(404);
  });
});

import { sql } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { queryRows } from '../../platform/db/database.ts';
import { describeApp, REST, type Session } from '../../test/harness.ts';
import { createCustomer, createStockedProduct } from './customer-orders.test-data.ts';

describeApp('quote requests and quotes', (t) => {
  let session: Session;
  let company: number;
  let person: number;
  let product: number;
  let unpriced: number;
  const call = (method: string, path: string, body?: unknown, as = session) =>
    t().call(method, `${REST}${path}`, { session: as, body });
  const year = new Date().getFullYear();

  beforeAll(async () => {
    // The back office may type prices (sales.price); orders.test.ts checks the sales desk may not.
    session = await t().login('irodai');
    const db = t().database.db;
    company = await createCustomer(db, 'Ajánlat Kft.');
    person = await createCustomer(db, 'Magán Mária', 'PERSON');
    product = (await createStockedProduct(db, 'Q-PRICED', { price: '1234.5' })).id;
    const [row] = await queryRows<{ id: number }>(
      db,
      sql`insert into products (firm_id, code, name) values (1, 'Q-NOPRICE', 'Ár nélkül') returning id`,
    );
    unpriced = row!.id;
  });

  it('a quote request gets its AK number, comments, and becomes a priced quote in one call', async () => {
    const created = await call('POST', '/customer-order/quote-request', {
      prospectName: 'Új Érdeklődő Bt.',
      contactName: 'Kiss Ágnes',
      subject: 'Polcrendszer a raktárba',
      lines: [
        { productId: product, quantity: '3', wantedDate: '2026-12-01' },
        { description: 'Egyedi méretű polc', quantity: '1' },
      ],
    });
    expect(created.statusCode, created.body).toBe(200);
    const request = created.json();
    expect(request).toMatchObject({ state: 'OPEN', customerId: null });
    expect(request.number).toMatch(new RegExp(`^AK-${year}-\\d{6}$`));
    expect(request.lines).toHaveLength(2);

    const comment = await call('POST', `/comments?quote_request_id=${request.id}`, {
      text: 'Visszahívást kért',
    });
    expect(comment.statusCode).toBe(200);
    const comments = await call('GET', `/comments?quote_request_id=${request.id}`);
    expect(comments.json().map((c: { text: string }) => c.text)).toEqual(['Visszahívást kért']);

    const noCustomer = await call(
      'POST',
      `/customer-order/quote-request/${request.id}/create-quote`,
      {},
    );
    expect(noCustomer.statusCode).toBe(400);
    expect(noCustomer.json().errors[0].path).toBe('customerId');

    const quoted = await call('POST', `/customer-order/quote-request/${request.id}/create-quote`, {
      customerId: company,
    });
    expect(quoted.statusCode, quoted.body).toBe(200);
    const quote = quoted.json();
    expect(quote).toMatchObject({
      state: 'DRAFT',
      quoteRequestId: request.id,
      customerId: company,
    });
    expect(quote.number).toMatch(new RegExp(`^AJ-${year}-\\d{6}$`));
    expect(quote.lines).toMatchObject([
      {
        productId: product,
        quantity: '3.0000',
        unitPrice: '1234.5000',
        net: '3704',
        vat: '1000',
        gross: '4704',
      },
    ]);
    const after = (await call('GET', `/customer-order/quote-request/${request.id}`)).json();
    expect(after).toMatchObject({ state: 'QUOTED', quoteId: quote.id, customerId: company });

    const again = await call(
      'POST',
      `/customer-order/quote-request/${request.id}/create-quote`,
      {},
    );
    expect(again.statusCode).toBe(409);
    const decline = await call('POST', `/customer-order/quote-request/${request.id}/decline`);
    expect(decline.statusCode).toBe(409);
  });

  it('a request without customer or prospect is refused, naming the field', async () => {
    const r = await call('POST', '/customer-order/quote-request', { subject: 'x' });
    expect(r.statusCode).toBe(400);
    expect(r.json().errors.map((e: { path: string }) => e.path)).toContain('prospectName');
  });

  it('prices lines from the price list (net for companies, gross for persons) and totals them', async () => {
    const net = await call('POST', '/customer-order/quote', {
      customerId: company,
      lines: [
        { productId: product, quantity: '2', discountPercent: '10' },
        { productId: unpriced, quantity: '1', unitPrice: '99.5' },
      ],
    });
    expect(net.statusCode, net.body).toBe(200);
    // 2 × 1234.5 × 0.9 = 2222.1 → 2222 Ft net, VAT 600; 99.5 → 100 net (half away from zero), VAT 27.
    expect(net.json().lines.map((l: { net: string; vat: string }) => [l.net, l.vat])).toEqual([
      ['2222', '600'],
      ['100', '27'],
    ]);
    expect(net.json().totals).toEqual({ net: '2322', vat: '627', gross: '2949' });
    expect(net.json().priceBasis).toBe('net');

    const gross = await call('POST', '/customer-order/quote', {
      customerId: person,
      lines: [{ productId: product, quantity: '1' }],
    });
    // Gross unit price 1234.5 × 1.27 = 1567.815; gross 1568, net round(1568 / 1.27) = 1235.
    expect(gross.json()).toMatchObject({
      priceBasis: 'gross',
      lines: [{ unitPrice: '1567.8150', gross: '1568', net: '1235', vat: '333' }],
      totals: { net: '1235', vat: '333', gross: '1568' },
    });
  });

  it('refuses a validity before the quote date and amounts beyond numeric(18,4), naming the field', async () => {
    const early = await call('POST', '/customer-order/quote', {
      customerId: company,
      quoteDate: '2026-05-10',
      validUntil: '2026-05-09',
    });
    expect(early.json().errors[0].path).toBe('validUntil');
    const huge = await call('POST', '/customer-order/quote', {
      customerId: company,
      lines: [{ productId: product, quantity: '999999999999', unitPrice: '999999999999' }],
    });
    expect(huge.statusCode).toBe(400);
    expect(huge.json().errors[0].path).toBe('lines.0.quantity');
  });

  it('a line without a list price and without a typed price is refused on that line', async () => {
    const r = await call('POST', '/customer-order/quote', {
      customerId: company,
      lines: [
        { productId: product, quantity: '1' },
        { productId: unpriced, quantity: '1' },
      ],
    });
    expect(r.statusCode).toBe(400);
    expect(r.json().errors[0].path).toBe('lines.1.unitPrice');
  });

  it('DRAFT → SENT → APPROVED → ORDERED, refusing wrong states, stale versions and repeats', async () => {
    const quote = (
      await call('POST', '/customer-order/quote', {
        customerId: company,
        lines: [{ productId: product, quantity: '4' }],
      })
    ).json();
    const state = (state: string, version: number) =>
      call('POST', `/customer-order/quote/${quote.id}/state`, { state, version });
    expect((await state('APPROVED', quote.version)).statusCode).toBe(409);
    const sent = await state('SENT', quote.version);
    expect(sent.json().state).toBe('SENT');
    expect((await state('SENT', quote.version)).statusCode).toBe(409);

    const edit = (version: number) =>
      call('PUT', `/customer-order/quote/${quote.id}`, {
        customerId: company,
        version,
        lines: [{ productId: product, quantity: '5' }],
      });
    expect((await edit(quote.version)).json().code).toBe('STALE_VERSION');
    // The version is compared before the lines are priced: a stale edit is stale whatever its lines.
    const staleUnpriced = await call('PUT', `/customer-order/quote/${quote.id}`, {
      customerId: company,
      version: quote.version,
      lines: [{ productId: unpriced, quantity: '1' }],
    });
    expect(staleUnpriced.statusCode, staleUnpriced.body).toBe(409);
    expect(staleUnpriced.json().code).toBe('STALE_VERSION');
    const edited = await edit(sent.json().version);
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().lines[0].quantity).toBe('5.0000');

    const early = await call('POST', `/customer-order/quote/${quote.id}/create-order`);
    expect(early.statusCode).toBe(409);
    const approved = await state('APPROVED', edited.json().version);
    expect(approved.json().state).toBe('APPROVED');
    expect(
      (
        await call('PUT', `/customer-order/quote/${quote.id}`, {
          customerId: company,
          version: approved.json().version,
        })
      ).statusCode,
    ).toBe(409);

    const [first, second] = await Promise.all([
      call('POST', `/customer-order/quote/${quote.id}/create-order`),
      call('POST', `/customer-order/quote/${quote.id}/create-order`),
    ]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([200, 409]);
    const order = (first.statusCode === 200 ? first : second).json();
    expect(order).toMatchObject({
      state: 'DRAFT',
      quoteId: quote.id,
      totals: approved.json().totals,
    });
    expect(order.number).toMatch(new RegExp(`^VR-${year}-\\d{6}$`));
    expect(
      order.lines.map((l: { quantity: string; unitPrice: string }) => [l.quantity, l.unitPrice]),
    ).toEqual([['5.0000', '1234.5000']]);
    const ordered = (await call('GET', `/customer-order/quote/${quote.id}`)).json();
    expect(ordered).toMatchObject({ state: 'ORDERED', orderId: order.id });
    const audit = await queryRows<{ action: string }>(
      t().database.db,
      sql`select action from audit_log where entity = 'quote' and entity_id = ${String(quote.id)} order by id`,
    );
    expect(audit.map((a) => a.action)).toEqual([
      'create',
      'send',
      'update',
      'approve',
      'create_order',
    ]);
  });

  it('a quote past its validity reads EXPIRED, is listed so and cannot be approved', async () => {
    const quote = (
      await call('POST', '/customer-order/quote', {
        customerId: company,
        quoteDate: '2026-01-05',
        validUntil: '2026-01-10',
        lines: [{ productId: product, quantity: '1' }],
      })
    ).json();
    expect(quote.state).toBe('EXPIRED');
    const list = await call('POST', '/customer-order/quote/search', {
      state: 'EXPIRED',
      customerId: company,
    });
    expect(list.json().items.map((q: { id: number }) => q.id)).toContain(quote.id);
    const drafts = await call('POST', '/customer-order/quote/search', {
      state: 'DRAFT',
      customerId: company,
    });
    expect(drafts.json().items.map((q: { id: number }) => q.id)).not.toContain(quote.id);
    const sent = await call('POST', `/customer-order/quote/${quote.id}/state`, {
      state: 'SENT',
      version: 1,
    });
    expect(sent.statusCode).toBe(409);
  });

  it('the warehouse reads quotes but may not write them', async () => {
    const warehouse = await t().login('raktaros');
    expect((await call('POST', '/customer-order/quote/search', {}, warehouse)).statusCode).toBe(
      200,
    );
    const r = await call('POST', '/customer-order/quote', { customerId: company }, warehouse);
    expect(r.statusCode).toBe(403);
  });
});

import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { expect, it } from 'vitest';
import { queryRows } from '../../platform/db/database.ts';
import { describeApp, type Session } from '../../test/harness.ts';
import { purchasingCalls } from './purchasing.test-data.ts';

describeApp('supplier orders', (t) => {
  let session: Session;
  const { db, call, supplier, product, demandOrder, covered, reserved, audits } = purchasingCalls(
    t,
    () => session,
  );

  it('creates a draft priced from the supplier info, edits it by version, sends, confirms, cancels', async () => {
    session = await t().login('irodai');
    const supplierId = await supplier();
    const p = await product('SR-T1', { supplierId, unitPrice: '250.5' });
    const created = await call('POST', '/supplier-order/', {
      supplierId,
      orderDate: '2026-03-02',
      wantedDate: '2026-03-10',
      lines: [{ productId: p, quantity: '4' }],
    });
    expect(created.statusCode, created.body).toBe(200);
    const draft = created.json();
    expect(draft).toMatchObject({
      state: 'DRAFT',
      supplierId,
      currencyCode: 'HUF',
      exchangeRate: '1',
      orderDate: '2026-03-02',
      wantedDate: '2026-03-10',
      net: '1002.0000',
      lines: [
        { position: 1, productId: p, quantity: '4.0000', unitPrice: '250.5000', demands: [] },
      ],
    });
    expect(draft.number).toMatch(/^SR-2026-\d{6}$/);

    const update = (version: number) =>
      call('PUT', `/supplier-order/${draft.id}`, {
        supplierId,
        orderDate: '2026-03-02',
        lines: [
          { productId: p, quantity: '2', unitPrice: '200' },
          { productId: p, quantity: '1' },
        ],
        version,
      });
    const changed = await update(draft.version);
    expect(changed.json()).toMatchObject({
      version: draft.version + 1,
      lineCount: 2,
      net: '650.5000',
    });
    expect((await update(draft.version)).json()).toMatchObject({
      status: 409,
      code: 'STALE_VERSION',
    });

    const state = (s: string, version: number) =>
      call('PUT', `/supplier-order/${draft.id}/state`, { state: s, version });
    expect((await state('CONFIRMED', changed.json().version)).json()).toMatchObject({
      status: 409,
      code: 'INVALID_STATE',
    });
    const sent = (await state('SENT', changed.json().version)).json();
    expect(sent).toMatchObject({ state: 'SENT' });
    expect(sent.sentAt).toBeTruthy();
    expect((await update(sent.version)).json()).toMatchObject({
      status: 409,
      code: 'INVALID_STATE',
    });
    const confirmed = (await state('CONFIRMED', sent.version)).json();
    expect((await state('CLOSED', confirmed.version)).json()).toMatchObject({ status: 409 });
    const cancelled = (await state('CANCELLED', confirmed.version)).json();
    expect(cancelled).toMatchObject({ state: 'CANCELLED' });
    expect((await state('SENT', cancelled.version)).json()).toMatchObject({ status: 409 });
    expect(await audits(draft.id)).toEqual(['create', 'update', 'sent', 'confirmed', 'cancelled']);

    const list = await call('GET', `/supplier-order/?state=CANCELLED&term=${draft.number}`);
    expect(list.json()).toMatchObject({ total: 1, items: [{ id: draft.id, lineCount: 2 }] });

    // The list's export: the same filters, the state in the user's language.
    const file = await call(
      'GET',
      `/supplier-order/export.xlsx?state=CANCELLED&term=${draft.number}`,
    );
    expect(file.statusCode, file.body).toBe(200);
    expect(file.headers['content-type']).toContain('spreadsheetml');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(file.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    expect(sheet.name).toBe('Szállítói rendelések');
    expect(sheet.getRow(2).values).toMatchObject({ 1: draft.number, 5: 'Sztornózva', 7: 650.5 });
    expect(sheet.rowCount).toBe(2);
    expect((await call('GET', '/supplier-order/export.xlsx?state=NOPE')).statusCode).toBe(400);
  });

  it('shows its history (created, sent: the state before and after); not another firm’s', async () => {
    session = await t().login('irodai');
    const supplierId = await supplier();
    const p = await product('SR-T-HIST');
    const draft = (
      await call('POST', '/supplier-order/', {
        supplierId,
        lines: [{ productId: p, quantity: '1' }],
      })
    ).json();
    await call('PUT', `/supplier-order/${draft.id}/state`, {
      state: 'SENT',
      version: draft.version,
    });
    const history = await call(
      'GET',
      `/customer-order/history?entity=supplier-order&id=${draft.id}`,
    );
    expect(history.statusCode, history.body).toBe(200);
    expect(history.json().map((h: { action: string }) => h.action)).toEqual(['sent', 'create']);
    expect(history.json()[0].changes).toContainEqual({
      field: 'state',
      before: 'DRAFT',
      after: 'SENT',
    });
    const [foreign] = await queryRows<{ id: number }>(
      db(),
      sql`insert into supplier_orders (firm_id, number, supplier_id, currency_code, exchange_rate, order_date)
          select 2, 'SR-2026-999998', id, 'HUF', 1, '2026-01-01' from partners
          where firm_id = 2 limit 1 returning id`,
    );
    const theirs = await call(
      'GET',
      `/customer-order/history?entity=supplier-order&id=${foreign!.id}`,
    );
    expect(theirs.statusCode).toBe(404);
  });

  it('keeps the MNB rate of the order date for a foreign currency; no rate is a 400', async () => {
    session = await t().login('irodai');
    const supplierId = await supplier(1);
    const p = await product('SR-T2', { supplierId, unitPrice: '3.5', currency: 'EUR' });
    const [rate] = await queryRows<{ rate: string; day: string }>(
      db(),
      sql`select trim_scale(rate)::text as rate, rate_date::text as day from currency_rates
          where currency_code = 'EUR' order by rate_date desc limit 1`,
    );
    const eur = await call('POST', '/supplier-order/', {
      supplierId,
      currencyCode: 'EUR',
      orderDate: rate!.day,
      lines: [{ productId: p, quantity: '10' }],
    });
    expect(eur.json()).toMatchObject({
      currencyCode: 'EUR',
      exchangeRate: rate!.rate,
      lines: [{ unitPrice: '3.5000', net: '35.0000' }],
    });
    const early = await call('POST', '/supplier-order/', {
      supplierId,
      currencyCode: 'EUR',
      orderDate: '1990-01-01',
      lines: [{ productId: p, quantity: '10' }],
    });
    expect(early.json()).toMatchObject({ status: 400, errors: [{ path: 'currencyCode' }] });
  });

  it('answers 400 naming the field', async () => {
    session = await t().login('irodai');
    const supplierId = await supplier();
    const p = await product('SR-T3');
    const good = { supplierId, lines: [{ productId: p, quantity: '1' }] };
    const [customer] = await queryRows<{ id: number }>(
      db(),
      sql`select id from partners where firm_id = 1 and roles = array['CUSTOMER'] limit 1`,
    );
    const [foreign] = await queryRows<{ id: number }>(
      db(),
      sql`select id from products where firm_id = 2 limit 1`,
    );
    const cases: [object, string][] = [
      [{ ...good, supplierId: customer!.id }, 'supplierId'],
      [{ ...good, lines: [] }, 'lines'],
      [{ ...good, lines: [{ productId: p, quantity: '0' }] }, 'lines.0.quantity'],
      [{ ...good, lines: [{ productId: foreign!.id, quantity: '1' }] }, 'lines.0.productId'],
      [{ ...good, lines: [{ productId: p, quantity: '1', unitPrice: '-1' }] }, 'lines.0.unitPrice'],
      [{ ...good, currencyCode: 'XYZ' }, 'currencyCode'],
      [{ ...good, wantedDate: '2026-02-30' }, 'wantedDate'],
      [
        { ...good, lines: [{ productId: p, quantity: '1', customerOrderLineIds: [2147483000] }] },
        'lines.0.customerOrderLineIds.0',
      ],
    ];
    for (const [sent, path] of cases) {
      const r = await call('POST', '/supplier-order/', sent);
      expect(r.statusCode, path).toBe(400);
      expect(r.json().errors[0].path, path).toBe(path);
    }
  });

  it('lets the back office and admin in, sales and the warehouse not; another firm’s order is 404', async () => {
    for (const user of ['ertekesito', 'raktaros']) {
      session = await t().login(user);
      expect((await call('GET', '/supplier-order/')).statusCode, user).toBe(403);
      expect((await call('POST', '/supplier-order/', {})).statusCode, user).toBe(403);
      expect((await call('GET', '/supplier-order/export.xlsx')).statusCode, user).toBe(403);
      expect((await call('GET', '/supplier-order/supplier-order-generator-view')).statusCode).toBe(
        403,
      );
    }
    session = await t().login('admin');
    expect((await call('GET', '/supplier-order/')).statusCode).toBe(200);
    const [other] = await queryRows<{ id: number }>(
      db(),
      sql`insert into supplier_orders (firm_id, number, supplier_id, currency_code, exchange_rate, order_date)
          select 2, 'SR-2026-999999', id, 'HUF', 1, '2026-01-01' from partners
          where firm_id = 2 limit 1 returning id`,
    );
    session = await t().login('irodai');
    expect((await call('GET', `/supplier-order/${other!.id}`)).statusCode).toBe(404);
    const state = await call('PUT', `/supplier-order/${other!.id}/state`, {
      state: 'SENT',
      version: 1,
    });
    expect(state.statusCode).toBe(404);
  });

  it('receives part, then the rest: posted receipts into the buffer, reserved for the customer order', async () => {
    session = await t().login('irodai');
    const supplierId = await supplier();
    const p = await product('SR-T4', { supplierId, unitPrice: '100' });
    const order = await demandOrder([{ productId: p, quantity: '6', supplierId }]);
    const lineId = order.lines[0]!.id;
    const made = await call(`POST`, `/customer-order/${order.id}/create-supplier-order`, {});
    expect(made.statusCode, made.body).toBe(200);
    const [header] = made.json().orders;
    const sent = (
      await call('PUT', `/supplier-order/${header.id}/state`, {
        state: 'SENT',
        version: header.version,
      })
    ).json();
    const soLine = sent.lines[0];
    expect(soLine).toMatchObject({
      quantity: '6.0000',
      demands: [{ customerOrderLineId: lineId }],
    });

    const part = await call('POST', `/supplier-order/${header.id}/receive`, {
      version: sent.version,
      deliveryNoteNumber: 'SZL-77/1',
      lines: [{ supplierOrderLineId: soLine.id, quantity: '4' }],
    });
    expect(part.statusCode, part.body).toBe(200);
    expect(part.json()).toMatchObject({
      order: {
        state: 'PARTLY_RECEIVED',
        lines: [{ receivedQuantity: '4.0000', openQuantity: '2.0000' }],
      },
      reservations: [{ customerOrderLineId: lineId, quantity: '4.0000' }],
    });
    expect(await reserved(lineId)).toBe('4');
    const [receipt] = await queryRows<{ state: string; supplier_order_id: number; code: string }>(
      db(),
      sql`select r.state, r.supplier_order_id, s.code from receipts r join storages s on s.id = r.storage_id
          where r.id = ${part.json().receiptId}`,
    );
    expect(receipt).toEqual({ state: 'POSTED', supplier_order_id: header.id, code: 'PUFFER-BE' });

    const tooMuch = await call('POST', `/supplier-order/${header.id}/receive`, {
      version: part.json().order.version,
      deliveryNoteNumber: 'SZL-77/2',
      lines: [
        { supplierOrderLineId: soLine.id, quantity: '1.5' },
        { supplierOrderLineId: soLine.id, quantity: '1' },
      ],
    });
    expect(tooMuch.json()).toMatchObject({ status: 409, errors: [{ path: 'lines.1.quantity' }] });
    const rest = await call('POST', `/supplier-order/${header.id}/receive`, {
      version: part.json().order.version,
      deliveryNoteNumber: 'SZL-77/2',
    });
    expect(rest.json()).toMatchObject({ order: { state: 'RECEIVED' } });
    expect(await reserved(lineId)).toBe('6');
    const again = await call('POST', `/supplier-order/${header.id}/receive`, {
      version: rest.json().order.version,
      deliveryNoteNumber: 'SZL-77/3',
    });
    expect(again.json()).toMatchObject({ status: 409, code: 'INVALID_STATE' });
    const closed = await call('PUT', `/supplier-order/${header.id}/state`, {
      state: 'CLOSED',
      version: rest.json().order.version,
    });
    expect(closed.json()).toMatchObject({ state: 'CLOSED' });
    expect(await audits(header.id)).toEqual([
      'create-from-customer-order',
      'sent',
      'receive',
      'receive',
      'closed',
    ]);
  });

  it('storno of a line: the rest will not come, its demand is open again', async () => {
    session = await t().login('irodai');
    const supplierId = await supplier();
    const p = await product('SR-T5', { supplierId, unitPrice: '10' });
    const order = await demandOrder([{ productId: p, quantity: '5', supplierId }]);
    const lineId = order.lines[0]!.id;
    const [header] = (
      await call('POST', `/customer-order/${order.id}/create-supplier-order`, {})
    ).json().orders;
    expect(await covered(lineId)).toBe('5');
    const sent = (
      await call('PUT', `/supplier-order/${header.id}/state`, {
        state: 'SENT',
        version: header.version,
      })
    ).json();
    const part = (
      await call('POST', `/supplier-order/${header.id}/receive`, {
        version: sent.version,
        deliveryNoteNumber: 'SZL-78',
        lines: [{ supplierOrderLineId: sent.lines[0].id, quantity: '2' }],
      })
    ).json();
    const storno = await call('PUT', `/supplier-order/${sent.lines[0].id}/storno-order-item`);
    expect(storno.json()).toMatchObject({
      state: 'RECEIVED',
      lines: [{ receivedQuantity: '2.0000', cancelledQuantity: '3.0000', openQuantity: '0.0000' }],
    });
    expect(storno.json().version).toBeGreaterThan(part.order.version);
    expect(await covered(lineId)).toBe('2');
    const twice = await call('PUT', `/supplier-order/${sent.lines[0].id}/storno-order-item`);
    expect(twice.json()).toMatchObject({ status: 409, code: 'INVALID_STATE' });
    const view = await call(
      'GET',
      `/supplier-order/supplier-order-generator-view?supplier_id=${supplierId}&term=SR-T5`,
    );
    expect(view.json().items[0].lines[0]).toMatchObject({
      productId: p,
      quantity: '3.0000',
      demands: [{ customerOrderLineId: lineId, quantity: '3.0000' }],
    });
  });

  it('receives once when ten requests receive the same order at once', async () => {
    session = await t().login('irodai');
    const supplierId = await supplier();
    const p = await product('SR-T6');
    const draft = (
      await call('POST', '/supplier-order/', {
        supplierId,
        lines: [{ productId: p, quantity: '3' }],
      })
    ).json();
    const sent = (
      await call('PUT', `/supplier-order/${draft.id}/state`, {
        state: 'SENT',
        version: draft.version,
      })
    ).json();
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        call('POST', `/supplier-order/${draft.id}/receive`, {
          version: sent.version,
          deliveryNoteNumber: `SZL-P${i}`,
        }),
      ),
    );
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.statusCode === 409)).toHaveLength(9);
    const [stock] = await queryRows<{ q: string; receipts: number }>(
      db(),
      sql`select trim_scale(sum(quantity))::text as q, count(distinct source_id)::int as receipts
          from stock_movements where firm_id = 1 and product_id = ${p}`,
    );
    expect(stock).toEqual({ q: '3', receipts: 1 });
  });
});

import { Money } from '@kontor/contract';
import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { todayInHungary } from '../../platform/business-day.ts';
import { queryRows } from '../../platform/db/database.ts';
import { describeApp } from '../../test/harness.ts';
import { invoiceTestSetup, setStoredVat } from './invoices.test-data.ts';

describeApp('invoices of dispatched orders', (t) => {
  const { call, ok, confirmedOrder, invoice, dispatch, f } = invoiceTestSetup(t, 'D');
  const gross = (invoices: { gross: string }[]) =>
    invoices.reduce((s, i) => s.plus(i.gross), new Money(0)).toFixed(0);

  it('a normal invoice covers what was dispatched and not yet invoiced, once', async () => {
    const order = await confirmedOrder(f.company, [
      { productId: f.p27, quantity: '5' },
      { productId: f.p5, quantity: '2' },
    ]);
    expect((await invoice(order.id, { kind: 'NORMAL' })).statusCode).toBe(409);
    await dispatch(order, [{ orderLineId: order.lines[0].id, quantity: '3' }]);
    const first = (await invoice(order.id, { kind: 'NORMAL' })).json();
    expect(first).toMatchObject({ kind: 'NORMAL', net: '3000', vat: '810', gross: '3810' });
    expect(first.lines).toMatchObject([{ orderLineId: order.lines[0].id, quantity: '3.0000' }]);
    expect((await invoice(order.id, { kind: 'NORMAL' })).statusCode).toBe(409);
    await dispatch(order);
    const rest = (await invoice(order.id, { kind: 'NORMAL' })).json();
    expect(rest.lines.map((l: { quantity: string }) => l.quantity)).toEqual(['2.0000', '2.0000']);
    expect(gross([first, rest])).toBe(order.totals.gross);
  });

  it('a final invoice deducts the advances: final + advances = the order total', async () => {
    const order = await confirmedOrder(f.company, [
      { productId: f.p27, quantity: '3' },
      { productId: f.p5, quantity: '7' },
    ]);
    const a1 = (
      await invoice(order.id, { kind: 'ADVANCE', fulfilmentDate: todayInHungary(), percent: '20' })
    ).json();
    const a2 = (
      await invoice(order.id, { kind: 'ADVANCE', fulfilmentDate: todayInHungary(), amount: '1000' })
    ).json();
    await dispatch(order);
    const normal = await invoice(order.id, { kind: 'NORMAL' });
    expect(normal.json().errors[0].path).toBe('kind');
    const final = (await invoice(order.id, { kind: 'FINAL' })).json();
    expect(final.kind).toBe('FINAL');
    const deductions = final.lines.filter(
      (l: { advanceInvoiceId: number | null }) => l.advanceInvoiceId,
    );
    expect(
      new Set(deductions.map((l: { advanceInvoiceId: number }) => l.advanceInvoiceId)),
    ).toEqual(new Set([a1.id, a2.id]));
    expect(new Money(final.gross).plus(a1.gross).plus(a2.gross).toFixed(0)).toBe(
      order.totals.gross,
    );
    for (const group of final.vatSummary) {
      const lines = final.lines.filter((l: { vatCode: string }) => l.vatCode === group.vatCode);
      expect(gross(lines)).toBe(group.gross);
    }
  });

  it('dispatchAndInvoice dispatches and invoices in one step', async () => {
    const order = await confirmedOrder(f.company, [{ productId: f.p27, quantity: '2' }]);
    const current = await ok('GET', `/customer-order/${order.id}`);
    const r = await ok('POST', `/orders/dispatchAndInvoice/${order.id}`, {
      version: current.version,
      paymentMethod: 'CASH',
    });
    expect(r.dispatch.number).toMatch(/^SZL-/);
    expect(r.invoice).toMatchObject({
      kind: 'NORMAL',
      gross: '2540',
      payable: '2540',
      paymentMethod: 'CASH',
    });
    expect((await ok('GET', `/customer-order/${order.id}`)).state).toBe('DISPATCHED');
  });

  it('dispatchAndInvoice is all or nothing: a refused invoice leaves no dispatch, no stock out', async () => {
    const order = await confirmedOrder(f.company, [{ productId: f.p27, quantity: '1' }]);
    await setStoredVat(t, order.lines[0].id, '0');
    const current = await ok('GET', `/customer-order/${order.id}`);
    const stock = () =>
      queryRows<{ n: string }>(
        t().database.db,
        sql`select coalesce(sum(quantity), 0)::text as n from stock_movements where product_id = ${f.p27}`,
      );
    const before = await stock();
    const r = await call('POST', `/orders/dispatchAndInvoice/${order.id}`, {
      version: current.version,
    });
    expect(r.statusCode).toBe(400);
    expect(r.json().errors[0].path).toBe('lines.0.vatCode');
    expect(await stock()).toEqual(before);
    const after = await ok('GET', `/customer-order/${order.id}`);
    expect(after).toMatchObject({ state: 'CONFIRMED', version: current.version });
    const dispatches = await queryRows(
      t().database.db,
      sql`select id from dispatches where customer_order_id = ${order.id}`,
    );
    expect(dispatches).toEqual([]);
  });

  it('a credit note for part of one line makes that quantity invoiceable again', async () => {
    const order = await confirmedOrder(f.company, [
      { productId: f.p27, quantity: '4' },
      { productId: f.p5, quantity: '1' },
    ]);
    await dispatch(order);
    const inv = (await invoice(order.id, { kind: 'NORMAL' })).json();
    const credit = await ok('POST', `/invoices/${inv.id}/credit-note`, {
      lines: [{ invoiceLineId: inv.lines[0].id, quantity: '1' }],
      reason: 'Egy darab sérült',
      version: inv.version,
    });
    expect(credit).toMatchObject({
      kind: 'CREDIT_NOTE',
      net: '-1000',
      vat: '-270',
      gross: '-1270',
    });
    expect(credit.lines).toMatchObject([{ correctedLineId: inv.lines[0].id, quantity: '-1.0000' }]);
    const read = await ok('GET', `/invoices/${inv.id}`);
    expect(read).toMatchObject({
      credited: '-1270',
      remainder: new Money(inv.payable).minus(1270).toFixed(0),
    });
    const tooMuch = await call('POST', `/invoices/${inv.id}/credit-note`, {
      lines: [{ invoiceLineId: inv.lines[0].id, quantity: '4' }],
      reason: 'x',
      version: read.version,
    });
    expect(tooMuch.json().errors[0].path).toBe('lines.0.quantity');
    await setStoredVat(t, order.lines[0].id, '27', '27');
    const again = (await invoice(order.id, { kind: 'NORMAL' })).json();
    expect(again.lines).toMatchObject([{ orderLineId: order.lines[0].id, quantity: '1.0000' }]);
  });

  it('prints every kind as a PDF: the original first, then numbered copies', async () => {
    const order = await confirmedOrder(f.company, [
      { productId: f.p27, quantity: '2' },
      { productId: f.pTam, quantity: '1' },
    ]);
    const proforma = (await invoice(order.id, { kind: 'PROFORMA', percent: '10' })).json();
    const advance = (
      await invoice(order.id, { kind: 'ADVANCE', fulfilmentDate: todayInHungary(), percent: '10' })
    ).json();
    await dispatch(order);
    const final = (await invoice(order.id, { kind: 'FINAL' })).json();
    const credit = await ok('POST', `/invoices/${final.id}/credit-note`, {
      lines: [{ invoiceLineId: final.lines[0].id, quantity: '1' }],
      reason: 'Sérült',
      version: final.version,
    });
    const print = async (id: number) => {
      const r = await call('POST', `/invoices/${id}/pdf`, {});
      expect(r.statusCode, r.body).toBe(200);
      expect(r.headers['content-type']).toBe('application/pdf');
      expect(r.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
      return r.rawPayload.toString('latin1');
    };
    for (const doc of [proforma, advance, final, credit]) {
      const first = await print(doc.id);
      expect(first).toContain(`(${doc.kind} ${doc.number} original)`);
    }
    expect(await print(final.id)).toContain(`(FINAL ${final.number} copy 2)`);
    expect(await print(final.id)).toContain('copy 3)');
    expect((await ok('GET', `/invoices/${final.id}`)).printCount).toBe(3);
  });
});

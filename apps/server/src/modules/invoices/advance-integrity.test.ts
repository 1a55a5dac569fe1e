import { randomUUID } from 'node:crypto';
import { Money } from '@kontor/contract';
import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { todayInHungary } from '../../platform/business-day.ts';
import { queryRows } from '../../platform/db/database.ts';
import { describeApp } from '../../test/harness.ts';
import { invoiceTestSetup } from './invoices.test-data.ts';

const daysFrom = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

describeApp('advances, proformas and dates', (t) => {
  const { call, ok, confirmedOrder, invoice, dispatch, f } = invoiceTestSetup(t, 'ADV');
  const today = todayInHungary();
  const documents = (orderId: number, kind: string) =>
    queryRows<{ id: number }>(
      t().database.db,
      sql`select id from invoices where customer_order_id = ${orderId} and kind = ${kind}`,
    );

  for (const kind of ['ADVANCE', 'PROFORMA'] as const)
    it(`parallel and repeated ${kind} requests never ask for more than the order's gross`, async () => {
      const order = await confirmedOrder(f.company, [{ productId: f.p27, quantity: '2' }]);
      const body = { kind, percent: '100', fulfilmentDate: today };
      const parallel = await Promise.all(Array.from({ length: 10 }, () => invoice(order.id, body)));
      expect(parallel.filter((r) => r.statusCode === 200)).toHaveLength(1);
      const refused = parallel.find((r) => r.statusCode !== 200)!;
      expect(refused.statusCode).toBe(400);
      expect(refused.json().errors[0].path).toBe('percent');
      for (let i = 0; i < 3; i++)
        expect((await invoice(order.id, { ...body, percent: '1' })).statusCode).toBe(400);
      expect(await documents(order.id, kind)).toHaveLength(1);
    });

  it('a double click makes one document: the same key answers the same invoice', async () => {
    const order = await confirmedOrder(f.company, [{ productId: f.p27, quantity: '2' }]);
    const body = {
      kind: 'ADVANCE',
      amount: '100',
      fulfilmentDate: today,
      idempotencyKey: randomUUID(),
    };
    const parallel = await Promise.all(Array.from({ length: 5 }, () => invoice(order.id, body)));
    expect(parallel.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200]);
    const ids = new Set(parallel.map((r) => r.json().id));
    expect(ids.size).toBe(1);
    const repeated = await invoice(order.id, body);
    expect(repeated.json().id).toBe([...ids][0]);
    expect(await documents(order.id, 'ADVANCE')).toHaveLength(1);
    const other = await confirmedOrder(f.company, [{ productId: f.p27, quantity: '1' }]);
    const misused = await invoice(other.id, body);
    expect(misused.statusCode).toBe(400);
    expect(misused.json().errors[0].path).toBe('idempotencyKey');
  });

  it("an advance's fulfilment date is the day the money arrived, never silently today", async () => {
    const order = await confirmedOrder(f.company, [{ productId: f.p27, quantity: '2' }]);
    const none = await invoice(order.id, { kind: 'ADVANCE', amount: '100' });
    expect(none.statusCode).toBe(400);
    expect(none.json().errors[0].path).toBe('fulfilmentDate');
    const future = await invoice(order.id, {
      kind: 'ADVANCE',
      amount: '100',
      fulfilmentDate: daysFrom(today, 1),
    });
    expect(future.json().errors[0].path).toBe('fulfilmentDate');
    const proforma = (await invoice(order.id, { kind: 'PROFORMA', amount: '1000' })).json();
    const paidOn = daysFrom(today, -3);
    await ok('POST', `/invoices/${proforma.id}/payments`, {
      method: 'TRANSFER',
      paidOn,
      amount: '1000',
      version: proforma.version,
    });
    const advance = (await invoice(order.id, { kind: 'ADVANCE', proformaId: proforma.id })).json();
    expect(advance).toMatchObject({ fulfilmentDate: paidOn, gross: '1000' });
  });

  it('a normal invoice is fulfilled on the day of the delivery; implausible dates are refused', async () => {
    const order = await confirmedOrder(f.company, [{ productId: f.p27, quantity: '2' }]);
    await dispatch(order);
    const delivered = daysFrom(today, -5);
    await t().database.db.execute(
      sql`update dispatches set dispatched_at = ${`${delivered}T10:00:00Z`}::timestamptz
          where customer_order_id = ${order.id}`,
    );
    for (const date of [daysFrom(today, 31), `${Number(today.slice(0, 4)) - 2}-12-31`]) {
      const r = await invoice(order.id, { kind: 'NORMAL', fulfilmentDate: date });
      expect(r.statusCode).toBe(400);
      expect(r.json().errors[0].path).toBe('fulfilmentDate');
    }
    const inv = (await invoice(order.id, { kind: 'NORMAL' })).json();
    expect(inv).toMatchObject({ issueDate: today, fulfilmentDate: delivered });
  });

  it('a storno of a final invoice reopens its advance; a partial credit of an advance lowers what is deducted', async () => {
    const order = await confirmedOrder(f.company, [{ productId: f.p27, quantity: '2' }]);
    const advance = (
      await invoice(order.id, { kind: 'ADVANCE', amount: '1000', fulfilmentDate: today })
    ).json();
    await dispatch(order);
    const final = (await invoice(order.id, { kind: 'FINAL' })).json();
    expect(final.gross).toBe('1540');
    await ok('POST', `/invoices/${final.id}/credit-note`, {
      reason: 'Téves',
      version: final.version,
    });
    const again = (await invoice(order.id, { kind: 'FINAL' })).json();
    expect(again.gross).toBe('1540');
    await ok('POST', `/invoices/${again.id}/credit-note`, {
      reason: 'Téves',
      version: again.version,
    });
    const current = await ok('GET', `/invoices/${advance.id}`);
    await ok('POST', `/invoices/${advance.id}/credit-note`, {
      lines: [{ invoiceLineId: advance.lines[0].id, quantity: '0.4' }],
      reason: 'Részben visszajár',
      version: current.version,
    });
    const third = (await invoice(order.id, { kind: 'FINAL' })).json();
    const deducted = third.lines
      .filter((l: { advanceInvoiceId: number | null }) => l.advanceInvoiceId === advance.id)
      .reduce((s: Money, l: { gross: string }) => s.plus(l.gross), new Money(0));
    expect(deducted.toFixed(0)).toBe('-600');
  });

  it('a final invoice deducts at most what it invoices; the excess advance is credited on the advance', async () => {
    const order = await confirmedOrder(f.company, [
      { productId: f.p27, quantity: '1' },
      { productId: f.p5, quantity: '1' },
    ]);
    const advance = (
      await invoice(order.id, { kind: 'ADVANCE', percent: '100', fulfilmentDate: today })
    ).json();
    expect(advance.gross).toBe('1620');
    const paid = await ok('POST', `/invoices/${advance.id}/payments`, {
      method: 'TRANSFER',
      paidOn: today,
      amount: advance.payable,
      version: advance.version,
    });
    const current = await ok('GET', `/customer-order/${order.id}`);
    await ok('POST', `/customer-order/${order.id}/update-order`, {
      version: current.version,
      deleteLineIds: [order.lines[1].id],
    });
    await dispatch(order);
    const final = (await invoice(order.id, { kind: 'FINAL' })).json();
    expect(final).toMatchObject({ net: '0', vat: '0', gross: '0' });
    const read = await ok('GET', `/invoices/${advance.id}`);
    expect(read.creditNotes).toHaveLength(1);
    expect(read.creditNotes[0].gross).toBe('-350');
    expect(read.remainder).toBe('-350');
    const note = await ok('GET', `/invoices/${read.creditNotes[0].id}`);
    expect(note).toMatchObject({ refundable: '350' });
    expect(paid.paid).toBe('1620');
  });

  it('a credit note taking back a deduction line reopens the advance for the next final invoice', async () => {
    const order = await confirmedOrder(f.company, [{ productId: f.p27, quantity: '2' }]);
    const advance = (
      await invoice(order.id, { kind: 'ADVANCE', amount: '500', fulfilmentDate: today })
    ).json();
    await dispatch(order);
    const final = (await invoice(order.id, { kind: 'FINAL' })).json();
    const [goods, deduction] = final.lines;
    expect(deduction.advanceInvoiceId).toBe(advance.id);
    const half = await call('POST', `/invoices/${final.id}/credit-note`, {
      lines: [{ invoiceLineId: deduction.id, quantity: '0.5' }],
      reason: 'x',
      version: final.version,
    });
    expect(half.json().errors[0].path).toBe('lines.0.quantity');
    const note = await ok('POST', `/invoices/${final.id}/credit-note`, {
      lines: [
        { invoiceLineId: goods.id, quantity: '1' },
        { invoiceLineId: deduction.id, quantity: '1' },
      ],
      reason: 'Egy darab vissza, az előleg a következő számlán',
      version: final.version,
    });
    expect(note.gross).toBe('-770');
    const next = (await invoice(order.id, { kind: 'FINAL' })).json();
    expect(next.lines[1]).toMatchObject({ advanceInvoiceId: advance.id, gross: '-500' });
    expect(next.gross).toBe('770');
  });

  it('dispatchAndInvoice clicked twice, in parallel or again, makes one dispatch and one invoice', async () => {
    const order = await confirmedOrder(f.company, [{ productId: f.p27, quantity: '1' }]);
    const current = await ok('GET', `/customer-order/${order.id}`);
    const body = { version: current.version, idempotencyKey: randomUUID() };
    const send = () => call('POST', `/orders/dispatchAndInvoice/${order.id}`, body);
    const answers = [...(await Promise.all([send(), send(), send()])), await send()];
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200, 200, 200]);
    const first = answers[0]!.json();
    for (const r of answers) {
      expect(r.json().invoice.id).toBe(first.invoice.id);
      expect(r.json().dispatch).toMatchObject({
        dispatchId: first.dispatch.dispatchId,
        lines: first.dispatch.lines,
        movements: first.dispatch.movements,
      });
    }
    expect(await documents(order.id, 'NORMAL')).toHaveLength(1);
    const dispatches = await queryRows(
      t().database.db,
      sql`select id from dispatches where customer_order_id = ${order.id}`,
    );
    expect(dispatches).toHaveLength(1);
  });

  it('an invoice whose every amount is zero is refused before it takes a number', async () => {
    const order = await confirmedOrder(f.company, [{ productId: f.p27, quantity: '0.0001' }]);
    await dispatch(order);
    const numbers = () =>
      queryRows(t().database.db, sql`select id from invoices where kind <> 'PROFORMA'`);
    const before = (await numbers()).length;
    const r = await invoice(order.id, { kind: 'NORMAL' });
    expect(r.statusCode).toBe(400);
    expect(r.json().errors[0].path).toBe('lines');
    expect(await numbers()).toHaveLength(before);
  });
});

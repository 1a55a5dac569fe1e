import { Money } from '@kontor/contract';
import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { queryRows } from '../../platform/db/database.ts';
import { describeApp } from '../../test/harness.ts';
import { invoiceTestSetup } from './invoices.test-data.ts';

describeApp('credit notes never take back more than was invoiced', (t) => {
  const { call, ok, confirmedOrder, invoice, dispatch, f } = invoiceTestSetup(t, 'CN');
  const invoiced = async (quantity = '2') => {
    const order = await confirmedOrder(f.company, [{ productId: f.p27, quantity }]);
    await dispatch(order);
    return { order, inv: (await invoice(order.id, { kind: 'NORMAL' })).json() };
  };
  const credit = (inv: { id: number }, version: number, lines?: object[]) =>
    call('POST', `/invoices/${inv.id}/credit-note`, { lines, reason: 'Vissza', version });
  const seriesNumbers = () =>
    queryRows<{ n: string }>(
      t().database.db,
      sql`select count(*)::text as n from invoices where kind <> 'PROFORMA'`,
    );

  it('a line named twice in one request is refused, nothing is credited', async () => {
    const { inv } = await invoiced();
    const lineId = inv.lines[0].id;
    const r = await credit(inv, inv.version, [
      { invoiceLineId: lineId, quantity: '2' },
      { invoiceLineId: lineId, quantity: '2' },
      { invoiceLineId: lineId, quantity: '2' },
    ]);
    expect(r.statusCode).toBe(400);
    expect(r.json().errors[0].path).toBe('lines.1.invoiceLineId');
    expect((await ok('GET', `/invoices/${inv.id}`)).credited).toBe('0');
  });

  it('a quantity finer than the unit allows, or worth nothing, is refused before a number is taken', async () => {
    const { inv } = await invoiced();
    const before = await seriesNumbers();
    const lineId = inv.lines[0].id;
    const fine = await credit(inv, inv.version, [
      { invoiceLineId: lineId, quantity: '0.0000000001' },
    ]);
    expect(fine.statusCode).toBe(400);
    expect(fine.json().errors[0].path).toBe('lines.0.quantity');
    const worthless = await credit(inv, inv.version, [
      { invoiceLineId: lineId, quantity: '0.0001' },
    ]);
    expect(worthless.statusCode).toBe(400);
    expect(worthless.json().errors[0].path).toBe('lines.0.quantity');
    expect(await seriesNumbers()).toEqual(before);
  });

  it('parallel and repeated credit notes of one line stop at what was invoiced, in quantity and money', async () => {
    const { order, inv } = await invoiced('3');
    const lineId = inv.lines[0].id;
    const parallel = await Promise.all(
      Array.from({ length: 6 }, () =>
        credit(inv, inv.version, [{ invoiceLineId: lineId, quantity: '3' }]),
      ),
    );
    expect(parallel.map((r) => r.statusCode).sort()).toEqual([200, 409, 409, 409, 409, 409]);
    const repeated = [];
    for (let i = 0; i < 3; i++) {
      const current = await ok('GET', `/invoices/${inv.id}`);
      repeated.push(await credit(inv, current.version, [{ invoiceLineId: lineId, quantity: '1' }]));
    }
    expect(repeated.map((r) => r.statusCode)).toEqual([400, 400, 400]);
    expect(repeated[0]!.json().errors[0].path).toBe('lines.0.quantity');
    const read = await ok('GET', `/invoices/${inv.id}`);
    expect(read.credited).toBe(new Money(inv.gross).negated().toFixed(0));
    const again = (await invoice(order.id, { kind: 'NORMAL' })).json();
    expect(again.lines).toMatchObject([{ orderLineId: order.lines[0].id, quantity: '3.0000' }]);
  });

  it('partial credit notes add up to the line exactly; the last takes the rest of the money', async () => {
    // 3 × 333 at 5 %: 999 net; thirds rounded would leave cents, the last credit takes the rest.
    const order = await confirmedOrder(f.company, [{ productId: f.p5, quantity: '3' }]);
    await dispatch(order);
    const inv = (await invoice(order.id, { kind: 'NORMAL' })).json();
    const lineId = inv.lines[0].id;
    for (const quantity of ['1.3333', '1.3333', '0.3334']) {
      const current = await ok('GET', `/invoices/${inv.id}`);
      const r = await credit(inv, current.version, [{ invoiceLineId: lineId, quantity }]);
      expect(r.statusCode, r.body).toBe(200);
    }
    const read = await ok('GET', `/invoices/${inv.id}`);
    expect(read.credited).toBe(new Money(inv.gross).negated().toFixed(0));
    expect(
      (await credit(inv, read.version, [{ invoiceLineId: lineId, quantity: '0.0001' }])).statusCode,
    ).toBe(400);
  });

  it('refunds never exceed the money received, also when asked for in parallel', async () => {
    const { inv } = await invoiced('1');
    const paid = await ok('POST', `/invoices/${inv.id}/payments`, {
      method: 'TRANSFER',
      paidOn: inv.issueDate,
      amount: inv.payable,
      version: inv.version,
    });
    const note = await ok('POST', `/invoices/${inv.id}/credit-note`, {
      reason: 'Storno',
      version: paid.version,
    });
    const refund = (amount: string) =>
      call('POST', `/invoices/${note.id}/refunds`, {
        method: 'TRANSFER',
        paidOn: inv.issueDate,
        amount,
        version: note.version,
      });
    expect((await refund(new Money(inv.payable).plus(1).toFixed(0))).statusCode).toBe(400);
    const parallel = await Promise.all(Array.from({ length: 4 }, () => refund(inv.payable)));
    expect(parallel.filter((r) => r.statusCode === 200)).toHaveLength(1);
    const read = await ok('GET', `/invoices/${inv.id}`);
    expect(read).toMatchObject({ paid: '0', remainder: '0' });
  });
});

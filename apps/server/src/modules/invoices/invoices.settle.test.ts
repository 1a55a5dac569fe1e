import { Money } from '@kontor/contract';
import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { queryRows } from '../../platform/db/database.ts';
import { describeApp } from '../../test/harness.ts';
import { invoiceTestSetup } from './invoices.test-data.ts';

describeApp('cancelling proformas and refunding credit notes', (t) => {
  const { call, ok, confirmedOrder, invoice, dispatch, f } = invoiceTestSetup(t, 'S');
  const widgetSum = async (type: string) => {
    const page = await ok('GET', '/welcome-page');
    return page.widgets.find((w: { widgetType: string }) => w.widgetType === type).sum as string;
  };
  const money = (inv: { id: number; version: number }, path: string, amount: string) =>
    call('POST', `/invoices/${inv.id}/${path}`, {
      method: 'TRANSFER',
      paidOn: '2026-01-05',
      amount,
      version: inv.version,
    });
  const cancel = (inv: { id: number; version: number }) =>
    call('POST', `/invoices/${inv.id}/cancel`, {
      reason: 'A vevő visszalépett',
      version: inv.version,
    });
  const errorOf = (r: { statusCode: number; json: () => { errors: { path: string }[] } }) => [
    r.statusCode,
    r.json().errors[0]!.path,
  ];

  it('an unpaid proforma is cancelled by a state change: nothing remains, audited, no more payments', async () => {
    const order = await confirmedOrder(f.company, [{ productId: f.p27, quantity: '10' }]);
    const before = await widgetSum('RemainderOfProformaInvoicesWidget');
    const proforma = (await invoice(order.id, { kind: 'PROFORMA', amount: '3000' })).json();
    expect(await widgetSum('RemainderOfProformaInvoicesWidget')).not.toBe(before);
    expect(errorOf(await cancel({ ...proforma, version: proforma.version + 1 }))).toEqual([
      409,
      'version',
    ]);
    const cancelled = (await cancel(proforma)).json();
    expect(cancelled).toMatchObject({
      paymentState: 'CANCELLED',
      remainder: '0',
      cancelReason: 'A vevő visszalépett',
    });
    expect(cancelled.cancelledAt).not.toBeNull();
    expect(await widgetSum('RemainderOfProformaInvoicesWidget')).toBe(before);
    expect(errorOf(await cancel(cancelled))).toEqual([409, 'state']);
    expect(errorOf(await money(cancelled, 'payments', '100'))).toEqual([409, 'state']);
    const listed = await ok('POST', '/invoices/search', {
      paymentState: 'CANCELLED',
      page_size: 200,
    });
    expect(listed.items.map((i: { id: number }) => i.id)).toContain(proforma.id);
    const unpaid = await ok('POST', '/invoices/search', { unpaidOnly: true, page_size: 200 });
    expect(unpaid.items.map((i: { id: number }) => i.id)).not.toContain(proforma.id);
    const audit = await queryRows<{ action: string }>(
      t().database.db,
      sql`select action from audit_log where entity = 'invoices' and entity_id = ${String(proforma.id)}`,
    );
    expect(audit.map((a) => a.action)).toContain('cancel');
  });

  it('a paid proforma and an invoice cannot be cancelled', async () => {
    const order = await confirmedOrder(f.company, [{ productId: f.p27, quantity: '2' }]);
    const proforma = (await invoice(order.id, { kind: 'PROFORMA', amount: '1000' })).json();
    const paid = (await money(proforma, 'payments', '1000')).json();
    expect(errorOf(await cancel(paid))).toEqual([409, 'paid']);
    await dispatch(order);
    const normal = (await invoice(order.id, { kind: 'NORMAL' })).json();
    expect(errorOf(await cancel(normal))).toEqual([409, 'kind']);
  });

  it('a credit note of a paid invoice records a refund; the remainder goes back to zero, not below', async () => {
    const order = await confirmedOrder(f.company, [{ productId: f.p27, quantity: '2' }]);
    await dispatch(order);
    const normal = (await invoice(order.id, { kind: 'NORMAL' })).json();
    expect(errorOf(await money(normal, 'refunds', '1'))).toEqual([409, 'kind']);
    const paid = (await money(normal, 'payments', normal.gross)).json();
    const widgetBefore = await widgetSum('RemainderOfNonProformaCustomerInvoicesWidget');
    const note = await ok('POST', `/invoices/${paid.id}/credit-note`, {
      lines: [{ invoiceLineId: paid.lines[0].id, quantity: '1' }],
      reason: 'Egy darab visszajött',
      version: paid.version,
    });
    expect(note.refundable).toBe('1270');
    expect((await ok('GET', `/invoices/${paid.id}`)).remainder).toBe('-1270');
    expect(errorOf(await money(note, 'refunds', '1271'))).toEqual([400, 'amount']);
    const refunded = (await money(note, 'refunds', '1000')).json();
    expect(refunded.refundable).toBe('270');
    expect(refunded.payments).toMatchObject([{ amount: '-1000', creditNoteId: note.id }]);
    const last = (await money(refunded, 'refunds', '270')).json();
    expect(last.refundable).toBe('0');
    const original = await ok('GET', `/invoices/${paid.id}`);
    expect(original).toMatchObject({ paid: '1270', remainder: '0', paymentState: 'PAID' });
    expect(original.payments.map((p: { amount: string }) => p.amount)).toEqual([
      '2540',
      '-1000',
      '-270',
    ]);
    expect(errorOf(await money(last, 'refunds', '1'))).toEqual([400, 'amount']);
    expect(await widgetSum('RemainderOfNonProformaCustomerInvoicesWidget')).toBe(widgetBefore);
  });

  it('a credit note of an unpaid invoice has nothing to refund: it lowers the remainder', async () => {
    const order = await confirmedOrder(f.company, [{ productId: f.p27, quantity: '2' }]);
    await dispatch(order);
    const normal = (await invoice(order.id, { kind: 'NORMAL' })).json();
    const note = await ok('POST', `/invoices/${normal.id}/credit-note`, {
      reason: 'Téves',
      version: normal.version,
    });
    expect(note.refundable).toBe('0');
    expect(errorOf(await money(note, 'refunds', '1'))).toEqual([400, 'amount']);
    expect(new Money((await ok('GET', `/invoices/${normal.id}`)).remainder).isZero()).toBe(true);
  });
});

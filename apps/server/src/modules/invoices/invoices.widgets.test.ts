import { Money } from '@kontor/contract';
import { expect, it } from 'vitest';
import { todayInHungary } from '../../platform/business-day.ts';
import { describeApp } from '../../test/harness.ts';
import { invoiceTestSetup } from './invoices.test-data.ts';

describeApp('invoice widgets of the welcome page', (t) => {
  const { ok, confirmedOrder, invoice, dispatch, f } = invoiceTestSetup(t, 'W');
  const widgets = async () => {
    const page = await ok('GET', '/welcome-page');
    return new Map<
      string,
      { count: number; sum: string; currency: string; URLList: { URL: string; key: string }[] }
    >(page.widgets.map((w: { widgetType: string }) => [w.widgetType, w]));
  };
  const pay = (inv: { id: number; version: number }, amount: string) =>
    ok('POST', `/invoices/${inv.id}/payments`, {
      method: 'TRANSFER',
      paidOn: '2026-01-05',
      amount,
      version: inv.version,
    });

  it('the four invoice widgets follow proformas, payments, advances and final invoices', async () => {
    const before = await widgets();
    const order = await confirmedOrder(f.company, [{ productId: f.p27, quantity: '10' }]);
    const proforma = (await invoice(order.id, { kind: 'PROFORMA', amount: '5000' })).json();
    let w = await widgets();
    const delta = (type: string) =>
      new Money(w.get(type)!.sum).minus(before.get(type)!.sum).toFixed(0);
    expect(delta('RemainderOfProformaInvoicesWidget')).toBe('5000');
    expect(w.get('RemainderOfProformaInvoicesWidget')!.URLList.length).toBeGreaterThan(0);

    await pay(proforma, '5000');
    w = await widgets();
    expect(delta('RemainderOfProformaInvoicesWidget')).toBe('0');
    expect(delta('PaidNonInvoicedCustomerProformaInvoiceWidget')).toBe('5000');

    const advance = (
      await invoice(order.id, {
        kind: 'ADVANCE',
        fulfilmentDate: todayInHungary(),
        proformaId: proforma.id,
      })
    ).json();
    w = await widgets();
    expect(delta('PaidNonInvoicedCustomerProformaInvoiceWidget')).toBe('0');
    expect(delta('CustomerAdvanceInvoiceWithNoFinalInvoiceWidget')).toBe('5000');
    expect(delta('RemainderOfNonProformaCustomerInvoicesWidget')).toBe('5000');
    await pay(advance, '5000');

    // A first final invoice of 2 pieces (gross 2 540) deducts that much: 2 460 stays open.
    await dispatch(order, [{ orderLineId: order.lines[0].id, quantity: '2' }]);
    const first = (await invoice(order.id, { kind: 'FINAL' })).json();
    expect(first.gross).toBe('0');
    w = await widgets();
    expect(delta('CustomerAdvanceInvoiceWithNoFinalInvoiceWidget')).toBe('2460');

    await dispatch(order);
    const final = (await invoice(order.id, { kind: 'FINAL' })).json();
    w = await widgets();
    expect(delta('CustomerAdvanceInvoiceWithNoFinalInvoiceWidget')).toBe('0');
    expect(delta('RemainderOfNonProformaCustomerInvoicesWidget')).toBe(final.remainder);
    expect(final.remainder).toBe('7700');
    expect(w.get('RemainderOfNonProformaCustomerInvoicesWidget')!.currency).toBe('HUF');
  });
});

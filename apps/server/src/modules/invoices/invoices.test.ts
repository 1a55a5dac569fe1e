import { Money } from '@kontor/contract';
import { expect, it } from 'vitest';
import { todayInHungary } from '../../platform/business-day.ts';
import { describeApp } from '../../test/harness.ts';
import { invoiceTestSetup, setStoredVat } from './invoices.test-data.ts';

describeApp('customer invoices', (t) => {
  const { call, ok, confirmedOrder, invoice, f, sessions } = invoiceTestSetup(t, 'A');

  it('a proforma asks for a percentage, split over the VAT rates, in its own series, not for NAV', async () => {
    const order = await confirmedOrder(f.company, [
      { productId: f.p27, quantity: '2' },
      { productId: f.p5, quantity: '3' },
    ]);
    expect(order.totals).toEqual({ net: '2999', vat: '590', gross: '3589' });
    const r = await invoice(order.id, { kind: 'PROFORMA', percent: '30' });
    expect(r.statusCode, r.body).toBe(200);
    const proforma = r.json();
    expect(proforma).toMatchObject({
      kind: 'PROFORMA',
      navStatus: 'NOT_REQUIRED',
      gross: '1077',
      payable: '1077',
      remainder: '1077',
      paymentState: 'UNPAID',
      orderNumber: order.number,
      buyer: { name: 'Számlás A Kft.', kind: 'COMPANY', address: '1111 Budapest, Fő utca 1.' },
    });
    expect(proforma.number).toMatch(/^DB-\d{4}-\d{6}$/);
    expect(proforma.lines.map((l: { vatCode: string }) => l.vatCode)).toEqual(['27', '5']);
    // 2540 / 3589 of 1077 = 762 (27 %), the rest 315 (5 %); VAT taken out of each gross part.
    expect(proforma.vatSummary).toEqual([
      { vatCode: '27', vatRate: '27.00', net: '600', vat: '162', gross: '762', vatHuf: '162' },
      { vatCode: '5', vatRate: '5.00', net: '300', vat: '15', gross: '315', vatHuf: '15' },
    ]);
  });

  it('an advance invoice without a NAV user says so; a storno credit note clears what remains', async () => {
    const order = await confirmedOrder(f.company, [{ productId: f.p27, quantity: '10' }]);
    const advance = (
      await invoice(order.id, { kind: 'ADVANCE', fulfilmentDate: todayInHungary(), amount: '5000' })
    ).json();
    expect(advance).toMatchObject({
      kind: 'ADVANCE',
      navStatus: 'NOT_CONFIGURED',
      net: '3937',
      vat: '1063',
      gross: '5000',
      remainder: '5000',
      paymentMethod: 'TRANSFER',
    });
    expect(advance.number).toMatch(/^SZ-\d{4}-\d{6}$/);
    const storno = await ok('POST', `/invoices/${advance.id}/credit-note`, {
      reason: 'Téves előleg',
      version: advance.version,
    });
    expect(storno).toMatchObject({
      kind: 'CREDIT_NOTE',
      correctedInvoiceId: advance.id,
      correctedInvoiceNumber: advance.number,
      gross: '-5000',
      note: 'Téves előleg',
      lines: [
        { quantity: '-1.0000', net: '-3937', vat: '-1063', correctedLineId: advance.lines[0].id },
      ],
    });
    const after = await ok('GET', `/invoices/${advance.id}`);
    expect(after).toMatchObject({ credited: '-5000', remainder: '0', paymentState: 'PAID' });
    expect(after.creditNotes).toEqual([{ id: storno.id, number: storno.number, gross: '-5000' }]);
    const again = await call('POST', `/invoices/${advance.id}/credit-note`, {
      reason: 'Még egyszer',
      version: after.version,
    });
    expect(again.statusCode).toBe(400);
    const stale = await call('POST', `/invoices/${advance.id}/credit-note`, {
      reason: 'Régi',
      version: advance.version,
    });
    expect(stale.json().code).toBe('STALE_VERSION');
  });

  it('a private person paying cash: gross-based lines in whole forints, payable rounded to 5 Ft', async () => {
    const order = await confirmedOrder(f.person, [
      { productId: f.p27, quantity: '1', unitPrice: '1273' },
    ]);
    const advance = (
      await invoice(order.id, {
        kind: 'ADVANCE',
        fulfilmentDate: todayInHungary(),
        percent: '100',
        paymentMethod: 'CASH',
      })
    ).json();
    expect(advance).toMatchObject({
      priceBasis: 'gross',
      buyer: { kind: 'PERSON', taxNumber: null },
      gross: '1273',
      net: '1002',
      vat: '271',
      cashRounding: '2',
      payable: '1275',
    });
    for (const [gross, payable] of [
      ['1271', '1270'],
      ['1272', '1270'],
      ['1273', '1275'],
      ['1274', '1275'],
      ['1276', '1275'],
      ['1277', '1275'],
      ['1278', '1280'],
      ['1279', '1280'],
    ]) {
      const o = await confirmedOrder(f.person, [
        { productId: f.p27, quantity: '1', unitPrice: gross },
      ]);
      const inv = (
        await invoice(o.id, { kind: 'PROFORMA', percent: '100', paymentMethod: 'CASH' })
      ).json();
      expect(inv.payable, gross).toBe(payable);
    }
  });

  it('payments: partial, then full; more than the remainder and stale versions are refused', async () => {
    const order = await confirmedOrder(f.company, [{ productId: f.p27, quantity: '1' }]);
    let inv = (await invoice(order.id, { kind: 'PROFORMA', percent: '100' })).json();
    expect(inv.remainder).toBe('1270');
    const pay = (amount: string, version: number, method = 'TRANSFER') =>
      call('POST', `/invoices/${inv.id}/payments`, {
        method,
        paidOn: '2026-01-05',
        amount,
        version,
      });
    inv = (await pay('1000', inv.version)).json();
    expect(inv).toMatchObject({ paid: '1000', remainder: '270', paymentState: 'PARTIAL' });
    expect((await pay('271', inv.version)).json().errors[0].path).toBe('amount');
    expect((await pay('10', inv.version - 1)).json().code).toBe('STALE_VERSION');
    expect((await pay('0.5', inv.version)).json().errors[0].path).toBe('amount');
    inv = (await pay('270', inv.version, 'CARD')).json();
    expect(inv).toMatchObject({ paid: '1270', remainder: '0', paymentState: 'PAID' });
    expect(inv.payments.map((p: { method: string }) => p.method)).toEqual(['TRANSFER', 'CARD']);
    const unpaid = await ok('POST', '/invoices/search', { unpaidOnly: true, page_size: 200 });
    expect(unpaid.items.some((i: { id: number }) => i.id === inv.id)).toBe(false);
    const paid = await ok('POST', '/invoices/search', { paymentState: 'PAID', page_size: 200 });
    expect(paid.items.some((i: { id: number }) => i.id === inv.id)).toBe(true);
  });

  it('a foreign-currency invoice carries the MNB rate of the fulfilment date and its VAT in HUF', async () => {
    const order = await confirmedOrder(
      f.company,
      [{ productId: f.p27, quantity: '3', unitPrice: '12.35' }],
      { currencyCode: 'EUR' },
    );
    const inv = (
      await invoice(order.id, { kind: 'ADVANCE', fulfilmentDate: todayInHungary(), percent: '100' })
    ).json();
    expect(inv).toMatchObject({ currencyCode: 'EUR', net: '37.05', vat: '10.00', gross: '47.05' });
    expect(inv.exchangeRate).toMatch(/^\d+\.\d{4}$/);
    expect(inv.vatHuf).toBe(new Money('10.00').times(inv.exchangeRate).toFixed(0));
    expect(inv.vatSummary[0].vatHuf).toBe(inv.vatHuf);
    const noRate = await invoice(order.id, {
      kind: 'PROFORMA',
      percent: '10',
      fulfilmentDate: '1999-01-04',
    });
    expect(noRate.statusCode).toBe(400);
    expect(noRate.json().errors[0].path).toBe('fulfilmentDate');
  });

  it('exemption codes carry NAV case and reason; a plain 0 % is refused on the order and at issue', async () => {
    const order = await confirmedOrder(f.company, [{ productId: f.pTam, quantity: '2' }]);
    const inv = (
      await invoice(order.id, { kind: 'ADVANCE', fulfilmentDate: todayInHungary(), percent: '50' })
    ).json();
    expect(inv.lines[0]).toMatchObject({
      vatCode: 'TAM',
      vatRate: '0.00',
      vatCase: 'TAM',
      vat: '0',
    });
    expect(inv.lines[0].vatReason).toContain('Tárgyi adómentes');
    const zeroOrder = await call('POST', '/customer-order/', {
      customerId: f.company,
      lines: [{ productId: f.pZero, quantity: '1' }],
    });
    expect(zeroOrder.statusCode).toBe(400);
    expect(zeroOrder.json().errors[0].path).toBe('lines.0.productId');
    const stale = await confirmedOrder(f.company, [{ productId: f.p27, quantity: '1' }]);
    await setStoredVat(t, stale.lines[0].id, '0');
    const refused = await invoice(stale.id, {
      kind: 'ADVANCE',
      fulfilmentDate: todayInHungary(),
      percent: '50',
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors[0].path).toBe('lines.0.vatCode');
  });

  it('refuses what cannot be invoiced, naming the field', async () => {
    const draft = await ok(
      'POST',
      '/customer-order/',
      { customerId: f.company, lines: [{ productId: f.p27, quantity: '1' }] },
      sessions.sales,
    );
    expect((await invoice(draft.id, { kind: 'PROFORMA', percent: '10' })).statusCode).toBe(409);
    const order = await confirmedOrder(f.company, [{ productId: f.p27, quantity: '1' }]);
    const both = await invoice(order.id, {
      kind: 'ADVANCE',
      fulfilmentDate: todayInHungary(),
      percent: '10',
      amount: '100',
    });
    expect(both.json().errors[0].path).toBe('amount');
    const none = await invoice(order.id, { kind: 'ADVANCE' });
    expect(none.json().errors[0].path).toBe('amount');
    const tooMuch = await invoice(order.id, {
      kind: 'ADVANCE',
      fulfilmentDate: todayInHungary(),
      amount: '1271',
    });
    expect(tooMuch.json().errors[0].path).toBe('amount');
    const nothing = await invoice(order.id, { kind: 'NORMAL' });
    expect(nothing.statusCode).toBe(409);
    expect((await invoice(999_999, { kind: 'NORMAL' })).statusCode).toBe(404);
    const forbidden = await t().call(
      'POST',
      `/kontor/rest/customer-order/${order.id}/create-invoice`,
      {
        session: sessions.sales,
        body: { kind: 'PROFORMA', percent: '10' },
      },
    );
    expect(forbidden.statusCode).toBe(403);
    const proforma = (await invoice(order.id, { kind: 'PROFORMA', percent: '10' })).json();
    const credit = await call('POST', `/invoices/${proforma.id}/credit-note`, {
      reason: 'x',
      version: 1,
    });
    expect(credit.statusCode).toBe(409);
  });

  it('an advance invoice follows a paid proforma for the paid amount, once', async () => {
    const order = await confirmedOrder(f.company, [{ productId: f.p27, quantity: '4' }]);
    const proforma = (await invoice(order.id, { kind: 'PROFORMA', percent: '50' })).json();
    await ok('POST', `/invoices/${proforma.id}/payments`, {
      method: 'TRANSFER',
      paidOn: '2026-01-05',
      amount: '2000',
      version: proforma.version,
    });
    const advance = (
      await invoice(order.id, {
        kind: 'ADVANCE',
        fulfilmentDate: todayInHungary(),
        proformaId: proforma.id,
      })
    ).json();
    expect(advance).toMatchObject({
      kind: 'ADVANCE',
      fulfilmentDate: todayInHungary(),
      proformaId: proforma.id,
      gross: '2000',
    });
    const twice = await invoice(order.id, {
      kind: 'ADVANCE',
      fulfilmentDate: todayInHungary(),
      proformaId: proforma.id,
    });
    expect(twice.statusCode).toBe(409);
  });
});

import { expect, it } from 'vitest';
import { todayInHungary } from '../../platform/business-day.ts';
import { describeApp } from '../../test/harness.ts';
import { partnerOf, setSetting } from './invoice-vat.test-data.ts';
import { invoiceTestSetup, taxNumberOf } from './invoices.test-data.ts';
import { pdfText } from './pdf-text.test-data.ts';

/** The invoice PDF carries every mandatory content item of Áfa tv. 169. § (README "Content"). */
describeApp('invoice PDF content', (t) => {
  const { call, confirmedOrder, invoice, dispatch, f } = invoiceTestSetup(t, 'P');
  /** The PDF's text lines, with the non-breaking spaces of Hungarian number groups as spaces. */
  const textOf = async (id: number) => {
    const r = await call('POST', `/invoices/${id}/pdf`, {});
    expect(r.statusCode, r.body).toBe(200);
    return pdfText(r.rawPayload).map((s) => s.replace(/\u00a0/g, ' '));
  };
  const HU_DATE = /^\d{4}\. \d{2}\. \d{2}\.$/;

  it('a private person’s invoice shows the net unit price; dates are Hungarian', async () => {
    const order = await confirmedOrder(f.person, [
      { productId: f.p27, quantity: '2', unitPrice: '1270' },
    ]);
    await dispatch(order);
    const inv = (await invoice(order.id, { kind: 'NORMAL' })).json();
    const text = await textOf(inv.id);
    expect(text.join(' ')).toMatch(/Nettó +egységár/);
    expect(text.join(' ')).not.toMatch(/Br\. +egységár/);
    const line = text.indexOf(inv.lines[0].description);
    expect(text.slice(line, line + 8)).toEqual([
      inv.lines[0].description,
      '2',
      'db',
      '1000',
      '27%',
      '2000',
      '540',
      '2540',
    ]);
    expect(text.filter((s) => HU_DATE.test(s)).length).toBeGreaterThanOrEqual(3);
  });

  it('a proforma has no fulfilment date', async () => {
    const order = await confirmedOrder(f.company, [{ productId: f.p27, quantity: '1' }]);
    const proforma = (await invoice(order.id, { kind: 'PROFORMA', percent: '50' })).json();
    const advance = (
      await invoice(order.id, { kind: 'ADVANCE', fulfilmentDate: todayInHungary(), percent: '10' })
    ).json();
    expect(await textOf(proforma.id)).not.toContain('Teljesítés');
    expect(await textOf(advance.id)).toContain('Teljesítés');
  });

  it('intra-community supply in EUR: full-scale amounts, split foreign address, both EU VAT numbers, KBAET with its text', async () => {
    const buyer = await partnerOf(t, {
      name: 'Wiener Handel GmbH',
      countryCode: 'AT',
      postalCode: '1010',
      city: 'Wien',
      street: 'Stephansplatz 1',
      euVatNumber: 'ATU12345678',
    });
    const order = await confirmedOrder(
      buyer,
      [{ productId: f.pEu, quantity: '1', unitPrice: '33.3' }],
      { currencyCode: 'EUR' },
    );
    const inv = (
      await invoice(order.id, { kind: 'ADVANCE', fulfilmentDate: todayInHungary(), percent: '100' })
    ).json();
    const text = await textOf(inv.id);
    expect(text).toContain('Bruttó összesen: 33,30 EUR');
    expect(text).toEqual(expect.arrayContaining(['Stephansplatz 1', '1010 Wien', 'Ország: AT']));
    expect(text).toContain(`Közösségi adószám: HU${inv.seller.taxNumber.slice(0, 8)}`);
    expect(text).toContain('Közösségi adószám: ATU12345678');
    expect(text).toContain('KBAET: Közösségen belüli adómentes termékértékesítés (Áfa tv. 89. §)');
    expect(text.some((s) => s.startsWith('KBAET: nettó 33,30 EUR'))).toBe(true);
  });

  it('a sole trader’s tax number is on the invoice', async () => {
    const taxNumber = taxNumberOf('7654329');
    const soleTrader = await partnerOf(t, { name: 'Szabó Éva e.v.', kind: 'PERSON', taxNumber });
    const order = await confirmedOrder(soleTrader, [{ productId: f.p27, quantity: '1' }]);
    const inv = (
      await invoice(order.id, { kind: 'ADVANCE', fulfilmentDate: todayInHungary(), percent: '100' })
    ).json();
    expect(await textOf(inv.id)).toContain(`Adószám: ${taxNumber}`);
  });

  it('a bank-transfer invoice carries the seller’s bank account frozen at issue, a cash one none', async () => {
    await setSetting(t, 'invoicing.bankAccount', '11773016 11111018');
    try {
      const order = await confirmedOrder(f.company, [{ productId: f.p27, quantity: '1' }]);
      const transfer = (
        await invoice(order.id, {
          kind: 'ADVANCE',
          fulfilmentDate: todayInHungary(),
          percent: '10',
        })
      ).json();
      const cash = (
        await invoice(order.id, {
          kind: 'ADVANCE',
          fulfilmentDate: todayInHungary(),
          percent: '10',
          paymentMethod: 'CASH',
        })
      ).json();
      expect(transfer.seller.bankAccount).toBe('11773016-11111018');
      expect(await textOf(transfer.id)).toContain('Bankszámla: 11773016-11111018');
      expect((await textOf(cash.id)).some((s) => s.startsWith('Bankszámla'))).toBe(false);
    } finally {
      await setSetting(t, 'invoicing.bankAccount', '');
    }
  });
});

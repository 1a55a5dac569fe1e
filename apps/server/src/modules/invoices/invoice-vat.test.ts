import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { invoices } from '../../db/schema.ts';
import { todayInHungary } from '../../platform/business-day.ts';
import { describeApp } from '../../test/harness.ts';
import { partnerOf, setSetting } from './invoice-vat.test-data.ts';
import { invoiceTestSetup, setStoredVat, taxNumberOf } from './invoices.test-data.ts';
import { buildInvoiceData } from './nav-report.ts';
import { validateInvoiceData } from './nav-schema/validate.ts';

/** The buyer's VAT status decides the exemptions (README "Zero VAT and the buyer's VAT status"). */
describeApp('buyer VAT status on orders and invoices', (t) => {
  const { call, ok, confirmedOrder, invoice, dispatch, f } = invoiceTestSetup(t, 'V');
  const xmlOf = async (id: number) => {
    const [row] = await t().database.db.select().from(invoices).where(eq(invoices.id, id));
    const { xml } = await buildInvoiceData(t().database.db, row!);
    expect((await validateInvoiceData(xml)).errors).toEqual([]);
    return xml;
  };
  const austrian = () =>
    partnerOf(t, {
      name: 'Wiener Handel GmbH',
      countryCode: 'AT',
      postalCode: '1010',
      city: 'Wien',
      street: 'Stephansplatz 1',
      euVatNumber: 'ATU12345678',
    });

  it('KBAET only to an EU buyer with an EU VAT number, in one summary; a Hungarian company pays 27 %', async () => {
    const buyer = await austrian();
    const order = await confirmedOrder(buyer, [
      { productId: f.pEu, quantity: '1' },
      { productId: f.pKbaet, quantity: '2' },
    ]);
    expect(order.lines.map((l: { vatCode: string }) => l.vatCode)).toEqual(['KBAET', 'KBAET']);
    await dispatch(order);
    const inv = (await invoice(order.id, { kind: 'NORMAL' })).json();
    expect(inv.vatSummary.map((g: { vatCode: string }) => g.vatCode)).toEqual(['KBAET']);
    const xml = await xmlOf(inv.id);
    expect(xml.match(/<summaryByVatRate>/g)).toHaveLength(1);
    expect(xml).toContain('<customerVatStatus>OTHER</customerVatStatus>');
    expect(xml).toContain('<communityVatNumber>ATU12345678</communityVatNumber>');
    expect(xml).toContain(
      '<base:countryCode>AT</base:countryCode><base:postalCode>1010</base:postalCode><base:city>Wien</base:city><base:additionalAddressDetail>Stephansplatz 1</base:additionalAddressDetail>',
    );
    const domestic = await confirmedOrder(f.company, [{ productId: f.pEu, quantity: '1' }]);
    expect(domestic.lines[0]).toMatchObject({ vatCode: '27', vatRate: '27.00' });
  });

  it('an EU company without an EU VAT number: the line is refused by name, or charged 27 % as the firm set', async () => {
    const buyer = await partnerOf(t, {
      name: 'Ohne USt GmbH',
      countryCode: 'DE',
      postalCode: '10115',
      city: 'Berlin',
      street: 'Invalidenstraße 117',
    });
    const refused = await call('POST', '/customer-order/', {
      customerId: buyer,
      lines: [
        { productId: f.p27, quantity: '1' },
        { productId: f.pEu, quantity: '1' },
      ],
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toMatchObject([{ path: 'lines.1.productId' }]);
    expect(refused.json().errors[0].message).toMatch(/EU VAT number/);
    await setSetting(t, 'invoicing.euBuyerWithoutVatNumber', 'CHARGE_VAT');
    try {
      const order = await confirmedOrder(buyer, [{ productId: f.pEu, quantity: '1' }]);
      expect(order.lines[0]).toMatchObject({ vatCode: '27', vatRate: '27.00' });
    } finally {
      await setSetting(t, 'invoicing.euBuyerWithoutVatNumber', 'REFUSE');
    }
  });

  it('an order whose stored VAT no longer fits the buyer is refused at issue, the line named, no number used', async () => {
    const order = await confirmedOrder(f.company, [
      { productId: f.p27, quantity: '1' },
      { productId: f.p27, quantity: '1' },
    ]);
    const first = (
      await invoice(order.id, { kind: 'ADVANCE', fulfilmentDate: todayInHungary(), percent: '10' })
    ).json();
    await setStoredVat(t, order.lines[1].id, 'KBAET');
    const refused = await invoice(order.id, {
      kind: 'ADVANCE',
      fulfilmentDate: todayInHungary(),
      percent: '10',
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors[0]).toMatchObject({ path: 'lines.1.vatCode' });
    expect(refused.json().errors[0].message).toMatch(/Line 2 .*KBAET/);
    await setStoredVat(t, order.lines[1].id, '27', '27');
    const next = (
      await invoice(order.id, { kind: 'ADVANCE', fulfilmentDate: todayInHungary(), percent: '10' })
    ).json();
    const serial = (n: string) => Number(n.slice(-6));
    expect(serial(next.number)).toBe(serial(first.number) + 1);
  });

  it('a sole trader is a DOMESTIC buyer with the tax number frozen and reported with name and address', async () => {
    const taxNumber = taxNumberOf('7654321');
    const soleTrader = await partnerOf(t, { name: 'Kovács János e.v.', kind: 'PERSON', taxNumber });
    const order = await confirmedOrder(soleTrader, [{ productId: f.p27, quantity: '1' }]);
    const inv = (
      await invoice(order.id, { kind: 'ADVANCE', fulfilmentDate: todayInHungary(), percent: '100' })
    ).json();
    expect(inv.buyer).toMatchObject({ taxNumber, postalCode: '1111', city: 'Budapest' });
    const xml = await xmlOf(inv.id);
    expect(xml).toContain('<customerVatStatus>DOMESTIC</customerVatStatus>');
    expect(xml).toContain(`<base:taxpayerId>${taxNumber.slice(0, 8)}</base:taxpayerId>`);
    expect(xml).toContain('<customerName>Kovács János e.v.</customerName>');
  });

  it('AAM is the firm’s status: every line AAM, never a product code', async () => {
    const product = await call('POST', '/products/create', {
      code: `AAM-${Date.now()}`,
      name: 'Alanyi',
      vatCode: 'AAM',
    });
    expect(product.statusCode).toBe(400);
    await setSetting(t, 'invoicing.sellerVatStatus', 'AAM');
    try {
      const order = await confirmedOrder(f.company, [
        { productId: f.p27, quantity: '1' },
        { productId: f.p5, quantity: '1' },
      ]);
      expect(order.lines.map((l: { vatCode: string }) => l.vatCode)).toEqual(['AAM', 'AAM']);
      const inv = (
        await invoice(order.id, {
          kind: 'ADVANCE',
          fulfilmentDate: todayInHungary(),
          percent: '50',
        })
      ).json();
      expect(await xmlOf(inv.id)).toContain('<vatExemption><case>AAM</case>');
    } finally {
      await setSetting(t, 'invoicing.sellerVatStatus', 'VAT_REGISTERED');
    }
    const registered = await confirmedOrder(f.company, [{ productId: f.p27, quantity: '1' }]);
    await setStoredVat(t, registered.lines[0].id, 'AAM');
    const refused = await invoice(registered.id, {
      kind: 'ADVANCE',
      fulfilmentDate: todayInHungary(),
      percent: '50',
    });
    expect(refused.json().errors[0]).toMatchObject({ path: 'lines.0.vatCode' });
  });

  it('EAM only to a buyer outside the EU', async () => {
    const swiss = await partnerOf(t, {
      name: 'Zürcher AG',
      countryCode: 'CH',
      postalCode: '8001',
      city: 'Zürich',
      street: 'Bahnhofstrasse 1',
    });
    const pMaa = (
      await ok('POST', '/products/create', {
        code: `MAA-${Date.now()}`,
        name: 'Export',
        vatCode: 'MAA',
      })
    ).id;
    const order = await call('POST', '/customer-order/', {
      customerId: swiss,
      lines: [{ productId: pMaa, quantity: '1', unitPrice: '100' }],
    });
    expect(order.json().lines[0].vatCode, order.body).toBe('MAA');
    const domestic = await call('POST', '/customer-order/', {
      customerId: f.company,
      lines: [{ productId: pMaa, quantity: '1', unitPrice: '100' }],
    });
    expect(domestic.json().lines[0].vatCode, domestic.body).toBe('27');
  });
});

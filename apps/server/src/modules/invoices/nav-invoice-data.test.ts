import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { invoices } from '../../db/schema.ts';
import { todayInHungary } from '../../platform/business-day.ts';
import { describeApp } from '../../test/harness.ts';
import { FOREIGN_ADDRESSES, partnerOf } from './invoice-vat.test-data.ts';
import { invoiceTestSetup } from './invoices.test-data.ts';
import { buildInvoiceData } from './nav-report.ts';
import { validateInvoiceData } from './nav-schema/validate.ts';

/** Every document kind's InvoiceData XML against the v3 schema subset in nav-schema/. */
describeApp('NAV InvoiceData XML', (t) => {
  const { ok, confirmedOrder, invoice, dispatch, f } = invoiceTestSetup(t, 'X');
  const xmlOf = async (id: number) => {
    const [row] = await t().database.db.select().from(invoices).where(eq(invoices.id, id));
    return buildInvoiceData(t().database.db, row!);
  };
  const expectValid = async (id: number) => {
    const built = await xmlOf(id);
    const check = await validateInvoiceData(built.xml);
    expect(check.errors, built.xml).toEqual([]);
    expect(check.valid).toBe(true);
    return built;
  };

  it('advance, final, normal (company and private person) and both credit notes validate', async () => {
    const order = await confirmedOrder(f.company, [
      { productId: f.p27, quantity: '3' },
      { productId: f.p5, quantity: '2' },
      { productId: f.pTam, quantity: '1' },
    ]);
    const advance = (
      await invoice(order.id, { kind: 'ADVANCE', fulfilmentDate: todayInHungary(), percent: '30' })
    ).json();
    await dispatch(order);
    const final = (await invoice(order.id, { kind: 'FINAL' })).json();
    const person = await confirmedOrder(f.person, [{ productId: f.p27, quantity: '2' }]);
    await dispatch(person);
    const normal = (await invoice(person.id, { kind: 'NORMAL', paymentMethod: 'CASH' })).json();
    const partial = await ok('POST', `/invoices/${final.id}/credit-note`, {
      lines: [{ invoiceLineId: final.lines[0].id, quantity: '1' }],
      reason: 'Egy darab hibás',
      version: final.version,
    });
    const storno = await ok('POST', `/invoices/${normal.id}/credit-note`, {
      reason: 'Téves számla',
      version: normal.version,
    });
    for (const doc of [advance, final, normal])
      expect((await expectValid(doc.id)).operation).toBe('CREATE');
    expect((await expectValid(partial.id)).operation).toBe('MODIFY');
    expect((await expectValid(storno.id)).operation).toBe('STORNO');
    const finalXml = (await xmlOf(final.id)).xml;
    expect(finalXml).toContain('<vatExemption><case>TAM</case>');
    expect(finalXml).toContain('<advanceData><advanceIndicator>true</advanceIndicator>');
    expect((await xmlOf(normal.id)).xml).toContain(
      '<customerInfo><customerVatStatus>PRIVATE_PERSON</customerVatStatus></customerInfo>',
    );
    expect(finalXml).toContain('<invoiceAppearance>PAPER</invoiceAppearance>');
    await t()
      .database.db.update(invoices)
      .set({ appearance: 'ELECTRONIC' })
      .where(eq(invoices.id, final.id));
    expect((await expectValid(final.id)).xml).toContain(
      '<invoiceAppearance>ELECTRONIC</invoiceAppearance>',
    );
  });

  it('a foreign-currency invoice validates with its rate and HUF amounts', async () => {
    const order = await confirmedOrder(
      f.company,
      [{ productId: f.p27, quantity: '3', unitPrice: '12.35' }],
      { currencyCode: 'EUR' },
    );
    const advance = (
      await invoice(order.id, { kind: 'ADVANCE', fulfilmentDate: todayInHungary(), percent: '100' })
    ).json();
    const { xml } = await expectValid(advance.id);
    expect(xml).toContain(`<exchangeRate>${advance.exchangeRate}</exchangeRate>`);
  });

  it('a broken document is refused with the element named', async () => {
    const order = await confirmedOrder(f.company, [{ productId: f.p27, quantity: '1' }]);
    await dispatch(order);
    const normal = (await invoice(order.id, { kind: 'NORMAL' })).json();
    const { xml } = await xmlOf(normal.id);
    const swapped = xml.replace(
      /(<invoiceIssueDate>[^<]*<\/invoiceIssueDate>)(<completenessIndicator>[^<]*<\/completenessIndicator>)/,
      '$2$1',
    );
    const noSummary = xml.replace(/<invoiceSummary>.*<\/invoiceSummary>/, '');
    const plainZero = xml.replace(
      /<vatPercentage>0\.27<\/vatPercentage>/,
      '<vatPercentage>27</vatPercentage>',
    );
    const checks = await Promise.all([swapped, noSummary, plainZero].map(validateInvoiceData));
    expect(checks.map((c) => c.valid)).toEqual([false, false, false]);
    expect(checks[0]!.errors.join('\n')).toMatch(/completenessIndicator.*not expected/);
    expect(checks[1]!.errors.join('\n')).toMatch(/Missing child element.*invoiceSummary/);
    expect(checks[2]!.errors.join('\n')).toMatch(/vatPercentage.*27/);
  });

  it('hostile but legal input: multi-line texts, long names, 10 countries, 0.0001 quantities validate in every kind', async () => {
    const longName = `${'Nagyon Hosszú Nevű Kereskedelmi és Szolgáltató '.repeat(14)}\nKft.`;
    for (const a of FOREIGN_ADDRESSES) {
      const buyer = await partnerOf(t, { ...a, name: `${a.countryCode} ${longName}` });
      const order = await confirmedOrder(buyer, [
        { productId: f.p27, quantity: '0.0001', description: 'Első sor\nMásodik\tsor   vége  ' },
        { productId: f.pEu, quantity: '1.5' },
      ]);
      const advanceOf = async () =>
        (
          await invoice(order.id, {
            kind: 'ADVANCE',
            fulfilmentDate: todayInHungary(),
            percent: '10',
          })
        ).json();
      // A deducted advance is settled by its final invoice: the storno is of an earlier advance.
      const cancelled = await advanceOf();
      const storno = await ok('POST', `/invoices/${cancelled.id}/credit-note`, {
        reason: 'Téves',
        version: cancelled.version,
      });
      const advance = await advanceOf();
      await dispatch(order);
      const final = (await invoice(order.id, { kind: 'FINAL' })).json();
      const partial = await ok('POST', `/invoices/${final.id}/credit-note`, {
        lines: [{ invoiceLineId: final.lines[1].id, quantity: '0.5' }],
        reason: 'Sérült\náru',
        version: final.version,
      });
      for (const doc of [advance, final, partial, storno]) {
        const { xml } = await expectValid(doc.id);
        expect(xml).toContain(`<base:countryCode>${a.countryCode}</base:countryCode>`);
        expect(xml).toContain(`<base:city>${a.city}</base:city>`);
      }
      const finalXml = (await xmlOf(final.id)).xml;
      expect(finalXml).toContain('<lineDescription>Első sor Második sor vége</lineDescription>');
      expect(finalXml).toContain(`<base:postalCode>${a.postalCode}</base:postalCode>`);
      expect(finalXml).toMatch(/<customerName>[^<\n]{500,512}<\/customerName>/);
    }
  });

  it('what cannot be normalised is refused before the number is taken, the buyer field named', async () => {
    const shortPostal = await partnerOf(t, {
      name: 'Kurze PLZ GmbH',
      countryCode: 'DE',
      postalCode: '1',
      city: 'Berlin',
      street: 'Unter den Linden 1',
      euVatNumber: 'DE123456789',
    });
    const noCity = await partnerOf(t, { name: 'Városnélküli Kft.', city: ' ', street: '' });
    for (const [buyer, paths] of [
      [shortPostal, ['buyer.postalCode']],
      [noCity, ['buyer.city', 'buyer.street', 'buyer.taxNumber']],
    ] as const) {
      const order = await confirmedOrder(buyer, [{ productId: f.p27, quantity: '1' }]);
      const r = await invoice(order.id, {
        kind: 'ADVANCE',
        fulfilmentDate: todayInHungary(),
        percent: '10',
      });
      expect(r.statusCode, r.body).toBe(400);
      expect(r.json().errors.map((e: { path: string }) => e.path)).toEqual(paths);
    }
  });
});

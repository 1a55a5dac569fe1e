import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { queryRows } from '../../platform/db/database.ts';
import { describeApp, type Session } from '../../test/harness.ts';
import { expectSigned, type InboundFake } from '../invoices/nav-fake.test-data.ts';
import { startNavForTests } from '../invoices/nav-suite.test-data.ts';
import { textOf } from '../reference-data/nav.adapter.ts';
import { parseInvoiceData } from './nav-inbound.adapter.ts';
import { supplierInvoiceCalls } from './supplier-invoices.test-data.ts';

const { nav, config: CONFIG } = await startNavForTests();

/**
 * An InvoiceData v3 document as a supplier's invoicing program reports it (the shape of NAV's
 * own sample "invoiceData NORMAL" of the Online-Invoice repository, amounts of our case).
 */
const invoiceData = (
  number: string,
  taxpayerId: string,
  name: string,
) => `<?xml version="1.0" encoding="UTF-8"?>
<InvoiceData xmlns="http://schemas.nav.gov.hu/OSA/3.0/data" xmlns:base="http://schemas.nav.gov.hu/OSA/3.0/base">
  <invoiceNumber>${number}</invoiceNumber>
  <invoiceIssueDate>2026-11-20</invoiceIssueDate>
  <completenessIndicator>false</completenessIndicator>
  <invoiceMain><invoice>
    <invoiceHead>
      <supplierInfo>
        <supplierTaxNumber><base:taxpayerId>${taxpayerId}</base:taxpayerId><base:vatCode>2</base:vatCode><base:countyCode>13</base:countyCode></supplierTaxNumber>
        <supplierName>${name}</supplierName>
        <supplierAddress><base:simpleAddress><base:countryCode>HU</base:countryCode><base:postalCode>2040</base:postalCode><base:city>Budaörs</base:city><base:additionalAddressDetail>Ipari út 4.</base:additionalAddressDetail></base:simpleAddress></supplierAddress>
      </supplierInfo>
      <customerInfo><customerVatStatus>DOMESTIC</customerVatStatus><customerVatData><customerTaxNumber><base:taxpayerId>24567811</base:taxpayerId></customerTaxNumber></customerVatData><customerName>Kontor Kft.</customerName></customerInfo>
      <invoiceDetail>
        <invoiceCategory>NORMAL</invoiceCategory>
        <invoiceDeliveryDate>2026-11-18</invoiceDeliveryDate>
        <currencyCode>HUF</currencyCode>
        <exchangeRate>1</exchangeRate>
        <paymentMethod>TRANSFER</paymentMethod>
        <paymentDate>2026-12-05</paymentDate>
        <invoiceAppearance>ELECTRONIC</invoiceAppearance>
      </invoiceDetail>
    </invoiceHead>
    <invoiceSummary>
      <summaryNormal>
        <summaryByVatRate><vatRate><vatPercentage>0.27</vatPercentage></vatRate><vatRateNetData><vatRateNetAmount>120000</vatRateNetAmount><vatRateNetAmountHUF>120000</vatRateNetAmountHUF></vatRateNetData><vatRateVatData><vatRateVatAmount>32400</vatRateVatAmount><vatRateVatAmountHUF>32400</vatRateVatAmountHUF></vatRateVatData></summaryByVatRate>
        <invoiceNetAmount>120000</invoiceNetAmount><invoiceNetAmountHUF>120000</invoiceNetAmountHUF>
        <invoiceVatAmount>32400</invoiceVatAmount><invoiceVatAmountHUF>32400</invoiceVatAmountHUF>
      </summaryNormal>
      <summaryGrossData><invoiceGrossAmount>152400</invoiceGrossAmount><invoiceGrossAmountHUF>152400</invoiceGrossAmountHUF></summaryGrossData>
    </invoiceSummary>
  </invoice></invoiceMain>
</InvoiceData>`;

const inbound = (
  number: string,
  taxpayerId: string,
  name: string,
  over: Partial<InboundFake> = {},
) => ({
  supplierTaxpayerId: taxpayerId,
  supplierName: name,
  invoiceNumber: number,
  issueDate: '2026-11-20',
  operation: 'CREATE' as const,
  invoiceDataXml: invoiceData(number, taxpayerId, name),
  ...over,
});

it('reads an InvoiceData document: supplier tax number, dates, currency, amounts', () => {
  expect(parseInvoiceData(invoiceData('BE-1', '13579246', 'Csavar Kft.'))).toEqual({
    invoiceNumber: 'BE-1',
    supplierTaxNumber: '13579246-2-13',
    supplierName: 'Csavar Kft.',
    issueDate: '2026-11-20',
    fulfilmentDate: '2026-11-18',
    dueDate: '2026-12-05',
    currencyCode: 'HUF',
    paymentMethod: 'TRANSFER',
    net: '120000',
    vat: '32400',
    gross: '152400',
  });
});

describeApp(
  'NAV inbound invoices',
  (t) => {
    let session: Session;
    const c = supplierInvoiceCalls(t, () => session);
    const pull = () =>
      c.call('POST', '/supplier-invoice/nav-inbox/pull', {
        fromDate: '2026-11-01',
        toDate: '2026-11-30',
      });

    it('pulls INBOUND invoices page by page, once; a draft is made once, supplier by tax number', async () => {
      session = await t().login('irodai');
      const supplierId = await c.newSupplier('Csavar Kft.', '13579246-2-13');
      nav.state.inbound = [
        inbound('CSV-2026-0101', '13579246', 'Csavar Kft.'),
        inbound('CSV-2026-0102', '13579246', 'Csavar Kft.'),
        inbound('ISM-77', '11223344', 'Ismeretlen Bt.'),
        inbound('CSV-2026-0101', '13579246', 'Csavar Kft.', { operation: 'MODIFY' }),
        inbound('CSV-2026-0001', '13579246', 'Csavar Kft.', { issueDate: '2026-10-30' }),
      ];
      nav.state.digestPageSize = 2;
      const first = nav.requests.length;
      const answer = await pull();
      expect(answer.json()).toEqual({ listed: 3, added: 3 });
      const sent = nav.requests.slice(first);
      for (const r of sent) expectSigned(r, CONFIG);
      const digests = sent.filter((r) => r.url.endsWith('/queryInvoiceDigest'));
      expect(digests.map((r) => textOf(r.body, 'page'))).toEqual(['1', '2']);
      expect(textOf(digests[0]!.body, 'invoiceDirection')).toBe('INBOUND');
      expect(sent.filter((r) => r.url.endsWith('/queryInvoiceData'))).toHaveLength(3);

      // Pulling the same window again (also two at once) stores nothing twice.
      const again = await Promise.all([pull(), pull()]);
      for (const a of again) expect(a.json()).toMatchObject({ listed: 3, added: 0 });
      const box = (await c.ok('GET', '/supplier-invoice/nav-inbox')).filter(
        (b: { invoiceNumber: string }) => /^(CSV|ISM)-/.test(b.invoiceNumber),
      );
      expect(box.map((b: { invoiceNumber: string }) => b.invoiceNumber).sort()).toEqual([
        'CSV-2026-0101',
        'CSV-2026-0102',
        'ISM-77',
      ]);
      const csv = box.find((b: { invoiceNumber: string }) => b.invoiceNumber === 'CSV-2026-0101');
      expect(csv).toMatchObject({
        supplierId,
        supplierTaxNumber: '13579246-2-13',
        gross: '152400',
        supplierInvoiceId: null,
      });
      const unknown = box.find((b: { invoiceNumber: string }) => b.invoiceNumber === 'ISM-77');
      expect(unknown.supplierId).toBeNull();
      const noSupplier = await c.call(
        'POST',
        `/supplier-invoice/nav-inbox/${unknown.id}/create-draft`,
        {},
      );
      expect(noSupplier.json()).toMatchObject({ status: 409, code: 'INVALID_STATE' });

      const makes = await Promise.all(
        [1, 2, 3].map(() =>
          c.call('POST', `/supplier-invoice/nav-inbox/${csv.id}/create-draft`, {}),
        ),
      );
      expect(makes.filter((m) => m.statusCode === 200)).toHaveLength(1);
      const draft = makes.find((m) => m.statusCode === 200)!.json();
      expect(draft).toMatchObject({
        state: 'DRAFT',
        supplierId,
        invoiceNumber: 'CSV-2026-0101',
        issueDate: '2026-11-20',
        fulfilmentDate: '2026-11-18',
        dueDate: '2026-12-05',
      });
      const [count] = await queryRows<{ n: number }>(
        c.db(),
        sql`select count(*)::int as n from supplier_invoices where invoice_number = 'CSV-2026-0101'`,
      );
      expect(count!.n).toBe(1);
      // Cancelling the draft offers the NAV invoice again.
      await c.ok('PUT', `/supplier-invoice/${draft.id}/cancel`, { version: draft.version });
      const offered = await c.ok('GET', '/supplier-invoice/nav-inbox');
      expect(offered.find((b: { id: number }) => b.id === csv.id).supplierInvoiceId).toBeNull();
    });

    it('a NAV refusal is said with NAV’s code (503), not a 500', async () => {
      session = await t().login('irodai');
      nav.state.authError = 1;
      const r = await pull();
      expect(r.json()).toMatchObject({ status: 503, code: 'UNAVAILABLE' });
      expect(r.json().detail).toMatch(/^NAV: INVALID_SECURITY_USER/);
    });
  },
  { nav: CONFIG },
);

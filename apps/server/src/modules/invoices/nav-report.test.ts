import { sql } from 'drizzle-orm';
import { afterAll, beforeEach, expect, it } from 'vitest';
import { todayInHungary } from '../../platform/business-day.ts';
import { createJobQueue } from '../../platform/queue.ts';
import { describeApp } from '../../test/harness.ts';
import { JOBS } from '../jobs.ts';
import type { NavConfig } from '../reference-data/nav.adapter.ts';
import { textOf } from '../reference-data/nav.adapter.ts';
import { invoiceTestSetup } from './invoices.test-data.ts';
import { expectSigned, lastInvoiceData, startFakeNav } from './nav-fake.test-data.ts';
import { NavPendingError, reportInvoice } from './nav-report.ts';

const EXCHANGE_KEY = 'C4J5N8P2R7T1W3Z6';
const nav = await startFakeNav(EXCHANGE_KEY);
afterAll(() => nav.close());

const CONFIG: NavConfig = {
  url: `${nav.url}/invoiceService/v3`,
  login: 'kontortech01',
  password: 'Titkos-Jelszo-2026',
  signingKey: 'ce-8f5e-215119fa7dd621DLMRHRLH2S',
  taxNumber: '24567811',
  exchangeKey: EXCHANGE_KEY,
};

describeApp(
  'NAV invoice reporting',
  (t) => {
    const { ok, confirmedOrder, invoice, f } = invoiceTestSetup(t, 'NAV');
    const report = (invoiceId: number) =>
      reportInvoice(t().database.db, t().app.log, CONFIG, { firmId: 1, invoiceId });
    const issue = async (customer = f.company) => {
      const order = await confirmedOrder(customer, [
        { productId: f.p27, quantity: '2' },
        { productId: f.pTam, quantity: '1' },
      ]);
      const r = await invoice(order.id, {
        kind: 'ADVANCE',
        fulfilmentDate: todayInHungary(),
        percent: '50',
      });
      expect(r.statusCode, r.body).toBe(200);
      return r.json();
    };
    beforeEach(() => {
      nav.state.outcome = 'DONE';
      nav.state.down = 0;
      nav.state.failStatus = 0;
    });

    it('accepted: a signed InvoiceData v3 with the VAT summary, exemption case and advance flag', async () => {
      const inv = await issue();
      expect(inv.navStatus).toBe('WAITING');
      // The issuing transaction enqueued the report; the queue runs it.
      expect(await t().app.jobs.runUntilIdle()).toBe(1);
      const after = await ok('GET', `/invoices/${inv.id}`);
      expect(after).toMatchObject({ navStatus: 'ACCEPTED', navMessages: [] });
      expect(after.navTransactionId).toMatch(/^4QPKJFIFQ2UAAB\d+$/);
      for (const r of nav.requests.slice(-3)) expectSigned(r, CONFIG);
      const { operation, xml } = lastInvoiceData(nav.requests);
      expect(operation).toBe('CREATE');
      expect(xml).toContain('<InvoiceData xmlns="http://schemas.nav.gov.hu/OSA/3.0/data"');
      expect(textOf(xml, 'invoiceNumber')).toBe(inv.number);
      expect(textOf(xml, 'customerVatStatus')).toBe('DOMESTIC');
      expect(xml).toContain('<vatPercentage>0.27</vatPercentage>');
      expect(xml).toMatch(/<vatExemption><case>TAM<\/case><reason>Tárgyi adómentes/);
      expect(xml).toContain('<advanceData><advanceIndicator>true</advanceIndicator></advanceData>');
      expect(textOf(xml, 'invoiceGrossAmount')).toBe(inv.gross);
      expect(xml.indexOf('<invoiceHead>')).toBeLessThan(xml.indexOf('<invoiceLines>'));
      expect(xml.indexOf('<invoiceLines>')).toBeLessThan(xml.indexOf('<invoiceSummary>'));
    });

    it('accepted with warnings, and refused with NAV’s messages', async () => {
      nav.state.outcome = 'WARN';
      const warned = await issue();
      await report(warned.id);
      expect(await ok('GET', `/invoices/${warned.id}`)).toMatchObject({
        navStatus: 'ACCEPTED_WITH_WARNINGS',
        navMessages: [{ code: 'INCORRECT_COUNTY_CODE', severity: 'WARN' }],
      });
      nav.state.outcome = 'ABORTED';
      const refused = await issue();
      await report(refused.id);
      expect(await ok('GET', `/invoices/${refused.id}`)).toMatchObject({
        navStatus: 'REFUSED',
        navMessages: [
          { code: 'SCHEMA_VIOLATION', message: 'Az invoiceData nem felel meg a sémának' },
        ],
      });
    });

    it('NAV down: the run fails and leaves the invoice waiting; a later run succeeds', async () => {
      const inv = await issue();
      nav.state.down = 2;
      await expect(report(inv.id)).rejects.toThrow(/HTTP 503/);
      expect(await ok('GET', `/invoices/${inv.id}`)).toMatchObject({
        navStatus: 'WAITING',
        navMessages: [{ code: 'NAV_UNAVAILABLE' }],
      });
      await expect(report(inv.id)).rejects.toThrow(/HTTP 503/);
      await report(inv.id);
      expect((await ok('GET', `/invoices/${inv.id}`)).navStatus).toBe('ACCEPTED');
    });

    it('a restart mid-way: another process picks the job up and only asks for the status', async () => {
      const inv = await issue();
      const sentBefore = nav.state.transactions;
      nav.state.failStatus = 1;
      await t().app.jobs.runUntilIdle();
      expect((await ok('GET', `/invoices/${inv.id}`)).navStatus).toBe('SENT');
      // The first process is gone; a new one (its own queue on the same database) resumes once
      // the retry is due.
      const other = createJobQueue({
        database: t().database,
        config: t().config,
        log: t().app.log,
        jobs: JOBS,
        workers: false,
      });
      await t().database.db.execute(
        sql`update pgboss.job set start_after = now() where name = 'invoices.nav-report' and state = 'retry'`,
      );
      expect(await other.runUntilIdle()).toBeGreaterThanOrEqual(1);
      await other.stop();
      expect((await ok('GET', `/invoices/${inv.id}`)).navStatus).toBe('ACCEPTED');
      expect(nav.state.transactions).toBe(sentBefore + 1);
    });

    it('resend to NAV after a refusal reports anew', async () => {
      nav.state.outcome = 'ABORTED';
      const inv = await issue();
      await t().app.jobs.runUntilIdle();
      const refused = await ok('GET', `/invoices/${inv.id}`);
      expect(refused.navStatus).toBe('REFUSED');
      nav.state.outcome = 'DONE';
      const resent = await ok('POST', `/invoices/${inv.id}/nav-resend`, {
        version: refused.version,
      });
      expect(resent).toMatchObject({ navStatus: 'WAITING', navTransactionId: null });
      await t().app.jobs.runUntilIdle();
      expect((await ok('GET', `/invoices/${inv.id}`)).navStatus).toBe('ACCEPTED');
    });

    it('stopped after sending: the next run only asks for the status, never sends twice', async () => {
      const inv = await issue();
      nav.state.outcome = 'PROCESSING';
      const sentBefore = nav.state.transactions;
      await expect(report(inv.id)).rejects.toBeInstanceOf(NavPendingError);
      expect((await ok('GET', `/invoices/${inv.id}`)).navStatus).toBe('SENT');
      nav.state.outcome = 'DONE';
      await report(inv.id);
      expect((await ok('GET', `/invoices/${inv.id}`)).navStatus).toBe('ACCEPTED');
      expect(nav.state.transactions).toBe(sentBefore + 1);
    });

    it('a storno credit note is reported as STORNO referring to the original; a private person stays anonymous', async () => {
      const inv = await issue(f.person);
      await report(inv.id);
      expect(textOf(lastInvoiceData(nav.requests).xml, 'customerVatStatus')).toBe('PRIVATE_PERSON');
      expect(lastInvoiceData(nav.requests).xml).not.toContain('customerName');
      const current = await ok('GET', `/invoices/${inv.id}`);
      const storno = await ok('POST', `/invoices/${inv.id}/credit-note`, {
        reason: 'Visszamondva',
        version: current.version,
      });
      await report(storno.id);
      const { operation, xml } = lastInvoiceData(nav.requests);
      expect(operation).toBe('STORNO');
      expect(textOf(xml, 'originalInvoiceNumber')).toBe(inv.number);
      expect(textOf(xml, 'modificationIndex')).toBe('1');
      expect(textOf(xml, 'lineNumberReference')).toBe(String(inv.lines.length + 1));
      expect((await ok('GET', `/invoices/${storno.id}`)).navStatus).toBe('ACCEPTED');
    });
  },
  { nav: CONFIG },
);

import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { createJobQueue } from '../../platform/queue.ts';
import { describeApp } from '../../test/harness.ts';
import { JOBS } from '../jobs.ts';
import { queryTaxpayer, textOf } from '../reference-data/nav.adapter.ts';
import { expectSigned, lastInvoiceData, REFUSAL } from './nav-fake.test-data.ts';
import { NAV_RETRY, navRetryDelaySeconds, navRetryScheduleSeconds } from './nav-report.ts';
import { navSuite, startNavForTests } from './nav-suite.test-data.ts';

const { nav, config: CONFIG } = await startNavForTests();

describeApp(
  'NAV invoice reporting',
  (t) => {
    const { ok, call, f, issue, report, runDue, get, delays } = navSuite(t, 'NAV', nav, CONFIG);

    it('accepted: a signed InvoiceData v3 with the VAT summary, exemption case and advance flag', async () => {
      const inv = await issue();
      expect(inv.navStatus).toBe('WAITING');
      // The issuing transaction enqueued the report; the queue runs it.
      expect(await t().app.jobs.runUntilIdle()).toBe(1);
      const after = await get(inv.id);
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

    it('the software block names Kontor, the same for every firm and user', async () => {
      const other = { ...CONFIG, login: 'masiktech', taxNumber: '13579246' };
      await queryTaxpayer(CONFIG, '25819465').catch(() => null);
      await queryTaxpayer(other, '25819465').catch(() => null);
      const [a, b] = nav.requests.slice(-2).map((r) => r.body);
      for (const xml of [a!, b!]) {
        expect(textOf(xml, 'softwareId')).toMatch(/^[0-9A-Z-]{18}$/);
        expect(textOf(xml, 'softwareName')).toBe('Kontor');
        expect(textOf(xml, 'softwareOperation')).toBe('ONLINE_SERVICE');
        expect(textOf(xml, 'softwareDevCountryCode')).toBe('HU');
      }
      expect(textOf(a!, 'softwareId')).toBe(textOf(b!, 'softwareId'));
      expect(textOf(a!, 'softwareId')).not.toContain(CONFIG.taxNumber);
    });

    it('accepted with warnings, and refused with NAV’s validation codes', async () => {
      nav.state.outcome = 'WARN';
      const warned = await issue();
      await report(warned.id);
      expect(await get(warned.id)).toMatchObject({
        navStatus: 'ACCEPTED_WITH_WARNINGS',
        navMessages: [{ code: 'INCORRECT_COUNTY_CODE', severity: 'WARN' }],
      });
      nav.state.outcome = 'ABORTED';
      const refused = await issue();
      await report(refused.id);
      expect(await get(refused.id)).toMatchObject({
        navStatus: 'REFUSED',
        navMessages: [{ code: REFUSAL.code, message: REFUSAL.message, severity: 'ERROR' }],
      });
      expect(delays).toEqual([]);
    });

    it('NAV down (503): the job schedules its next run; it succeeds once NAV is back', async () => {
      const inv = await issue();
      nav.state.down = 2;
      await t().app.jobs.runUntilIdle();
      expect(await get(inv.id)).toMatchObject({
        navStatus: 'WAITING',
        navMessages: [{ code: 'NAV_UNAVAILABLE', message: 'HTTP 503' }],
      });
      await runDue();
      expect((await get(inv.id)).navStatus).toBe('WAITING');
      await runDue();
      expect((await get(inv.id)).navStatus).toBe('ACCEPTED');
    });

    it('an outage retries on the capped schedule, then FAILED; resend reports it', async () => {
      const inv = await issue();
      nav.state.down = 1_000;
      for (let run = 0; run < NAV_RETRY.attempts; run++) await report(inv.id);
      const expected = Array.from({ length: NAV_RETRY.attempts - 1 }, (_, i) =>
        navRetryDelaySeconds(i + 1),
      );
      expect(delays).toEqual(expected);
      expect(delays.slice(0, 7)).toEqual([60, 120, 240, 480, 960, 1920, 3600]);
      expect(Math.max(...delays)).toBe(3600);
      // The README's figure: 1 day 0 h 3 min from the first run to the last.
      expect(navRetryScheduleSeconds()).toBe(86_580);
      expect(delays.reduce((a, b) => a + b, 0)).toBe(86_580);
      const failed = await get(inv.id);
      expect(failed).toMatchObject({
        navStatus: 'FAILED',
        navMessages: [{ code: 'NAV_RETRIES_EXHAUSTED' }],
      });
      await report(inv.id); // a run after the end changes nothing
      expect(delays).toHaveLength(NAV_RETRY.attempts - 1);
      nav.state.down = 0;
      const resent = await ok('POST', `/invoices/${inv.id}/nav-resend`, {
        version: failed.version,
      });
      expect(resent.navStatus).toBe('WAITING');
      await t().app.jobs.runUntilIdle();
      expect((await get(inv.id)).navStatus).toBe('ACCEPTED');
    });

    it('an authentication error stops at once with NAV’s message; resend after it is fixed', async () => {
      const inv = await issue();
      nav.state.authError = 1;
      expect(await t().app.jobs.runUntilIdle()).toBe(1);
      const failed = await get(inv.id);
      expect(failed).toMatchObject({
        navStatus: 'FAILED',
        navMessages: [
          { code: 'INVALID_SECURITY_USER', message: expect.stringContaining('Helytelen') },
        ],
      });
      // Nothing left to retry: the job completed.
      expect(await runDue()).toBe(0);
      await ok('POST', `/invoices/${inv.id}/nav-resend`, { version: failed.version });
      await t().app.jobs.runUntilIdle();
      expect((await get(inv.id)).navStatus).toBe('ACCEPTED');
    });

    it('a wrong signing key is permanent too (NAV: INVALID_REQUEST_SIGNATURE)', async () => {
      const inv = await issue();
      await report(inv.id, { ...CONFIG, signingKey: 'not-the-key' });
      expect(await get(inv.id)).toMatchObject({
        navStatus: 'FAILED',
        navMessages: [{ code: 'INVALID_REQUEST_SIGNATURE' }],
      });
      expect(delays).toEqual([]);
    });

    it('a restart mid-way: another process picks the job up and only asks for the status', async () => {
      const inv = await issue();
      const sentBefore = nav.state.transactions;
      nav.state.failStatus = 1;
      await t().app.jobs.runUntilIdle();
      expect((await get(inv.id)).navStatus).toBe('SENT');
      // The first process is gone; a new one (its own queue on the same database) resumes once
      // the next run is due.
      const other = createJobQueue({
        database: t().database,
        config: t().config,
        log: t().app.log,
        jobs: JOBS,
        workers: false,
      });
      await t().database.db.execute(
        sql`update pgboss.job set start_after = now() where name = 'invoices.nav-report' and state in ('created', 'retry')`,
      );
      expect(await other.runUntilIdle()).toBeGreaterThanOrEqual(1);
      await other.stop();
      expect((await get(inv.id)).navStatus).toBe('ACCEPTED');
      expect(nav.state.transactions).toBe(sentBefore + 1);
    });

    it('the answer to manageInvoice is lost: the next run finds NAV’s transaction, never a second CREATE', async () => {
      const inv = await issue();
      nav.state.loseAnswer = 1;
      const before = nav.state.transactions;
      await t().app.jobs.runUntilIdle();
      expect(await get(inv.id)).toMatchObject({
        navStatus: 'WAITING',
        navTransactionId: null,
        navMessages: [{ code: 'NAV_UNAVAILABLE' }],
      });
      await runDue();
      const after = await get(inv.id);
      expect(after.navStatus).toBe('ACCEPTED');
      expect(after.navTransactionId).toBe(`4QPKJFIFQ2UAAB${before + 1}`);
      expect(nav.state.transactions).toBe(before + 1);
      expect(nav.requests.some((r) => r.url.endsWith('/queryInvoiceData'))).toBe(true);
    });

    it('still processing (SENT): resend is refused; the next run only asks, never sends twice', async () => {
      const inv = await issue();
      nav.state.outcome = 'PROCESSING';
      const sentBefore = nav.state.transactions;
      await t().app.jobs.runUntilIdle();
      const sent = await get(inv.id);
      expect(sent.navStatus).toBe('SENT');
      const r = await call('POST', `/invoices/${inv.id}/nav-resend`, { version: sent.version });
      expect(r.statusCode).toBe(409);
      expect(r.json()).toMatchObject({
        code: 'INVALID_STATE',
        detail: expect.stringContaining('still processing'),
      });
      nav.state.outcome = 'DONE';
      await runDue();
      expect((await get(inv.id)).navStatus).toBe('ACCEPTED');
      expect(nav.state.transactions).toBe(sentBefore + 1);
    });

    it('a storno of an accepted invoice: STORNO, modifyWithoutMaster=false; a private person stays anonymous', async () => {
      const inv = await issue(f.person);
      await report(inv.id);
      expect(textOf(lastInvoiceData(nav.requests).xml, 'customerVatStatus')).toBe('PRIVATE_PERSON');
      expect(lastInvoiceData(nav.requests).xml).not.toContain('customerName');
      const current = await get(inv.id);
      const storno = await ok('POST', `/invoices/${inv.id}/credit-note`, {
        reason: 'Visszamondva',
        version: current.version,
      });
      await report(storno.id);
      const { operation, xml } = lastInvoiceData(nav.requests);
      expect(operation).toBe('STORNO');
      expect(textOf(xml, 'originalInvoiceNumber')).toBe(inv.number);
      expect(textOf(xml, 'modifyWithoutMaster')).toBe('false');
      expect(textOf(xml, 'modificationIndex')).toBe('1');
      expect(textOf(xml, 'lineNumberReference')).toBe(String(inv.lines.length + 1));
      expect((await get(storno.id)).navStatus).toBe('ACCEPTED');
    });

    it('a credit note of an invoice NAV refused or never got: modifyWithoutMaster=true', async () => {
      nav.state.outcome = 'ABORTED';
      const refused = await issue();
      await report(refused.id);
      nav.state.outcome = 'DONE';
      const never = await issue();
      await t().database.db.execute(
        sql`update invoices set nav_status = 'NOT_CONFIGURED' where id = ${never.id}`,
      );
      for (const original of [refused, never]) {
        const current = await get(original.id);
        const storno = await ok('POST', `/invoices/${original.id}/credit-note`, {
          reason: 'Hibás számla',
          version: current.version,
        });
        await report(storno.id);
        const { xml } = lastInvoiceData(nav.requests);
        expect(textOf(xml, 'originalInvoiceNumber')).toBe(original.number);
        expect(textOf(xml, 'modifyWithoutMaster')).toBe('true');
      }
    });

    it('a credit note waits while NAV has not decided on its original', async () => {
      nav.state.outcome = 'PROCESSING';
      const inv = await issue();
      await report(inv.id);
      const storno = await ok('POST', `/invoices/${inv.id}/credit-note`, {
        reason: 'Visszamondva',
        version: (await get(inv.id)).version,
      });
      const sent = nav.state.transactions;
      await report(storno.id);
      expect(nav.state.transactions).toBe(sent);
      expect((await get(storno.id)).navStatus).toBe('WAITING');
      nav.state.outcome = 'DONE';
      await report(inv.id);
      await report(storno.id);
      expect(textOf(lastInvoiceData(nav.requests).xml, 'modifyWithoutMaster')).toBe('false');
    });
  },
  { nav: CONFIG },
);

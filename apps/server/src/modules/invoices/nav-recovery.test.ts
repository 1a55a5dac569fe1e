import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { queryRows } from '../../platform/db/database.ts';
import { describeApp } from '../../test/harness.ts';
import { textOf } from '../reference-data/nav.adapter.ts';
import { expectSigned, lastInvoiceData } from './nav-fake.test-data.ts';
import { navSuite, startNavForTests } from './nav-suite.test-data.ts';

const { nav, config: CONFIG } = await startNavForTests();

describeApp(
  'NAV recovery: correct a refused report, annul an accepted one',
  (t) => {
    const { ok, call, f, issue, get } = navSuite(t, 'NAVR', nav, CONFIG);
    const db = () => t().database.db;
    const refusedInvoice = async () => {
      nav.state.outcome = 'ABORTED';
      const inv = await issue();
      await t().app.jobs.runUntilIdle();
      nav.state.outcome = 'DONE';
      const refused = await get(inv.id);
      expect(refused.navStatus).toBe('REFUSED');
      return refused;
    };
    const auditOf = async (id: number, action: string) =>
      queryRows<{ before: Record<string, unknown>; after: Record<string, unknown> }>(
        db(),
        sql`select before, after from audit_log
            where entity = 'invoices' and entity_id = ${String(id)} and action = ${action}`,
      );
    const sends = () => nav.requests.filter((r) => r.url.endsWith('/manageInvoice')).length;

    it('refused: the same bytes are never sent again; corrected from the partner, reported under its number', async () => {
      const refused = await refusedInvoice();
      const firstXml = lastInvoiceData(nav.requests).xml;
      // Nothing corrected: resend and an empty correction are refused (409, nothing sent).
      const resend = await call('POST', `/invoices/${refused.id}/nav-resend`, {
        version: refused.version,
      });
      expect(resend.statusCode).toBe(409);
      expect(resend.json().detail).toMatch(/NOTHING_CORRECTED/);
      const empty = await call('POST', `/invoices/${refused.id}/nav-correct`, {
        version: refused.version,
        refreshBuyer: true,
      });
      expect(empty.statusCode).toBe(409);
      expect(empty.json().detail).toMatch(/NOTHING_CORRECTED/);
      // The partner's address is fixed in the partner record, then taken onto the invoice.
      await db().execute(
        sql`update partner_addresses set postal_code = '1052', street = 'Váci utca 2.'
            where partner_id = ${f.company} and kind = 'BILLING'`,
      );
      const line = refused.lines[0];
      const corrected = await ok('POST', `/invoices/${refused.id}/nav-correct`, {
        version: refused.version,
        refreshBuyer: true,
        lines: [{ invoiceLineId: line.id, description: 'Előleg a 2026/11. rendelésre' }],
      });
      expect(corrected).toMatchObject({
        navStatus: 'WAITING',
        number: refused.number,
        gross: refused.gross,
        buyer: { address: '1052 Budapest, Váci utca 2.' },
      });
      expect(corrected.lines[0].description).toBe('Előleg a 2026/11. rendelésre');
      await t().app.jobs.runUntilIdle();
      expect((await get(refused.id)).navStatus).toBe('ACCEPTED');
      const { operation, xml } = lastInvoiceData(nav.requests);
      expect(operation).toBe('CREATE');
      expect(textOf(xml, 'invoiceNumber')).toBe(refused.number);
      expect(firstXml).toContain('<base:postalCode>1111</base:postalCode>');
      expect(xml).toContain('<base:postalCode>1052</base:postalCode>');
      expect(xml).not.toBe(firstXml);
      const [audit] = await auditOf(refused.id, 'nav_correct');
      expect(audit!.before).toMatchObject({
        buyerAddress: '1111 Budapest, Fő utca 1.',
        navStatus: 'REFUSED',
      });
      expect(audit!.after).toMatchObject({
        buyerAddress: '1052 Budapest, Váci utca 2.',
        navStatus: 'WAITING',
      });
    });

    it('nav-correct only for REFUSED; only texts; a line of another invoice is a 400 naming it', async () => {
      const accepted = await issue();
      await t().app.jobs.runUntilIdle();
      const current = await get(accepted.id);
      const r = await call('POST', `/invoices/${accepted.id}/nav-correct`, {
        version: current.version,
        refreshBuyer: true,
      });
      expect(r.statusCode).toBe(409);
      expect(r.json().code).toBe('INVALID_STATE');
      const refused = await refusedInvoice();
      const bad = await call('POST', `/invoices/${refused.id}/nav-correct`, {
        version: refused.version,
        refreshBuyer: false,
        lines: [{ invoiceLineId: current.lines[0].id, description: 'Más számla sora' }],
      });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().errors[0].path).toBe('lines.0.invoiceLineId');
      expect((await get(refused.id)).navStatus).toBe('REFUSED');
    });

    it('never twice: parallel and repeated corrections and resends make one report', async () => {
      const refused = await refusedInvoice();
      const before = sends();
      const body = (i: number) => ({
        version: refused.version,
        refreshBuyer: false,
        lines: [{ invoiceLineId: refused.lines[0].id, description: `Javított szöveg ${i}` }],
      });
      const answers = await Promise.all(
        Array.from({ length: 6 }, (_, i) =>
          call('POST', `/invoices/${refused.id}/nav-correct`, body(i)),
        ),
      );
      expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
      expect(answers.filter((a) => a.statusCode === 409)).toHaveLength(5);
      // Repeated with the new version: NAV has the report under way, a resend is refused.
      const waiting = await get(refused.id);
      const again = await Promise.all(
        Array.from({ length: 4 }, () =>
          call('POST', `/invoices/${refused.id}/nav-resend`, { version: waiting.version }),
        ),
      );
      expect(again.map((a) => a.statusCode)).toEqual([409, 409, 409, 409]);
      await t().app.jobs.runUntilIdle();
      expect(sends()).toBe(before + 1);
      expect((await get(refused.id)).navStatus).toBe('ACCEPTED');
    });

    it('annulment: signed manageAnnulment, pending approval, ANNULLED, then reported again', async () => {
      const inv = await issue();
      await t().app.jobs.runUntilIdle();
      const accepted = await get(inv.id);
      nav.state.annulment = 'PENDING';
      const asked = await ok('POST', `/invoices/${inv.id}/nav-annulment`, {
        version: accepted.version,
        code: 'ERRATIC_DATA',
        reason: 'Hibás vevőadatokkal küldtük be',
      });
      expect(asked.navStatus).toBe('ANNULMENT_WAITING');
      const early = await call('POST', `/invoices/${inv.id}/nav-resend`, {
        version: asked.version,
      });
      expect(early.statusCode).toBe(409);
      await t().app.jobs.runUntilIdle();
      const pending = await get(inv.id);
      expect(pending.navStatus).toBe('ANNULMENT_PENDING');
      const annulRequests = () => nav.requests.filter((r) => r.url.endsWith('/manageAnnulment'));
      const request = annulRequests().at(-1)!;
      expectSigned(request, CONFIG);
      const { operation, xml } = lastInvoiceData(nav.requests, 'Annulment');
      expect(operation).toBe('ANNUL');
      expect(xml).toContain('<InvoiceAnnulment xmlns="http://schemas.nav.gov.hu/OSA/3.0/annul">');
      expect(textOf(xml, 'annulmentReference')).toBe(inv.number);
      expect(textOf(xml, 'annulmentCode')).toBe('ERRATIC_DATA');
      expect(textOf(xml, 'annulmentReason')).toBe('Hibás vevőadatokkal küldtük be');
      // The taxpayer approves it on the NAV portal; asking NAV again only queries, never resends.
      nav.state.annulment = 'APPROVED';
      const sentAnnulments = annulRequests().length;
      const again = await ok('POST', `/invoices/${inv.id}/nav-resend`, {
        version: pending.version,
      });
      expect(again.navStatus).toBe('ANNULMENT_PENDING');
      await t().app.jobs.runUntilIdle();
      expect(annulRequests()).toHaveLength(sentAnnulments);
      const annulled = await get(inv.id);
      expect(annulled.navStatus).toBe('ANNULLED');
      const [audit] = await auditOf(inv.id, 'nav_annulment');
      expect(audit!.after).toMatchObject({ code: 'ERRATIC_DATA', navStatus: 'ANNULMENT_WAITING' });
      // Annulled: the number is free at NAV again, the invoice is reported anew (CREATE).
      await ok('POST', `/invoices/${inv.id}/nav-resend`, { version: annulled.version });
      await t().app.jobs.runUntilIdle();
      expect((await get(inv.id)).navStatus).toBe('ACCEPTED');
      expect(lastInvoiceData(nav.requests).operation).toBe('CREATE');
    });

    it('annulment only of an accepted report; rejected on the portal it can be asked again', async () => {
      const refused = await refusedInvoice();
      const body = { version: refused.version, code: 'ERRATIC_DATA', reason: 'Tévedés' };
      const r = await call('POST', `/invoices/${refused.id}/nav-annulment`, body);
      expect(r.statusCode).toBe(409);
      expect(r.json().code).toBe('INVALID_STATE');
      const inv = await issue();
      await t().app.jobs.runUntilIdle();
      const accepted = await get(inv.id);
      const badCode = await call('POST', `/invoices/${inv.id}/nav-annulment`, {
        ...body,
        version: accepted.version,
        code: 'STORNO',
      });
      expect(badCode.statusCode).toBe(400);
      expect(badCode.json().errors[0].path).toBe('code');
      nav.state.annulment = 'REJECTED';
      await ok('POST', `/invoices/${inv.id}/nav-annulment`, { ...body, version: accepted.version });
      await t().app.jobs.runUntilIdle();
      const rejected = await get(inv.id);
      expect(rejected.navStatus).toBe('ANNULMENT_REJECTED');
      // A duplicate CREATE would be refused: the report stands, resend is not offered.
      const resend = await call('POST', `/invoices/${inv.id}/nav-resend`, {
        version: rejected.version,
      });
      expect(resend.statusCode).toBe(409);
      nav.state.annulment = 'APPROVED';
      await ok('POST', `/invoices/${inv.id}/nav-annulment`, { ...body, version: rejected.version });
      await t().app.jobs.runUntilIdle();
      expect((await get(inv.id)).navStatus).toBe('ANNULLED');
    });

    it('never twice: parallel annulment requests send one annulment', async () => {
      const inv = await issue();
      await t().app.jobs.runUntilIdle();
      const accepted = await get(inv.id);
      const annulments = () =>
        nav.requests.filter((r) => r.url.endsWith('/manageAnnulment')).length;
      const before = annulments();
      const body = {
        version: accepted.version,
        code: 'ERRATIC_INVOICE_NUMBER',
        reason: 'Rossz sorszám',
      };
      const answers = await Promise.all(
        Array.from({ length: 5 }, () => call('POST', `/invoices/${inv.id}/nav-annulment`, body)),
      );
      expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
      const current = await get(inv.id);
      const repeated = await call('POST', `/invoices/${inv.id}/nav-annulment`, {
        ...body,
        version: current.version,
      });
      expect(repeated.statusCode).toBe(409);
      await t().app.jobs.runUntilIdle();
      expect(annulments()).toBe(before + 1);
      expect((await get(inv.id)).navStatus).toBe('ANNULLED');
    });
  },
  { nav: CONFIG },
);

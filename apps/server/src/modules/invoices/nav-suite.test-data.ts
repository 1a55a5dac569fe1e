import { sql } from 'drizzle-orm';
import { afterAll, beforeEach, expect } from 'vitest';
import { todayInHungary } from '../../platform/business-day.ts';
import type { TestApp } from '../../test/harness.ts';
import type { NavConfig } from '../reference-data/nav.adapter.ts';
import { invoiceTestSetup } from './invoices.test-data.ts';
import { startFakeNav } from './nav-fake.test-data.ts';
import { reportInvoice } from './nav-report.ts';

const CREDENTIALS = {
  password: 'Titkos-Jelszo-2026',
  signingKey: 'ce-8f5e-215119fa7dd621DLMRHRLH2S',
  exchangeKey: 'C4J5N8P2R7T1W3Z6',
};

/** A fake NAV on loopback and the technical user configured for it (start once per file). */
export async function startNavForTests() {
  const nav = await startFakeNav(CREDENTIALS);
  afterAll(() => nav.close());
  const config: NavConfig = {
    url: `${nav.url}/invoiceService/v3`,
    login: 'kontortech01',
    taxNumber: '24567811',
    ...CREDENTIALS,
  };
  return { nav, config };
}

type FakeNav = Awaited<ReturnType<typeof startNavForTests>>['nav'];

/**
 * What the NAV tests share: the invoice calls, a reported advance invoice (`issue`), one run of
 * the report (`report`, recording the retry delays it asks for) and `runDue`, which makes every
 * scheduled NAV job due now and runs the queue (time passing, without waiting).
 */
export function navSuite(t: () => TestApp, tag: string, nav: FakeNav, config: NavConfig) {
  const calls = invoiceTestSetup(t, tag);
  const { ok, confirmedOrder, invoice, f } = calls;
  const delays: number[] = [];
  beforeEach(async () => {
    // Every test starts with an empty NAV queue (tests that run `report` leave the issue's job).
    await t().database.db.execute(
      sql`delete from pgboss.job where name like 'invoices.nav-%' and state in ('created', 'retry')`,
    );
    // Both database kinds number from 1: NAV's register of numbers starts empty for each test.
    nav.state.held.clear();
    Object.assign(nav.state, {
      outcome: 'DONE',
      annulment: 'APPROVED',
      down: 0,
      failStatus: 0,
      authError: 0,
    });
    delays.length = 0;
  });
  const report = (invoiceId: number, withConfig: NavConfig | null = config) =>
    reportInvoice(
      t().database.db,
      t().app.log,
      withConfig,
      { firmId: 1, invoiceId },
      async (_tx, s) => {
        delays.push(s);
      },
    );
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
  const runDue = async () => {
    await t().database.db.execute(
      sql`update pgboss.job set start_after = now()
          where name like 'invoices.nav-%' and state in ('created', 'retry')`,
    );
    return t().app.jobs.runUntilIdle();
  };
  const get = (id: number) => ok('GET', `/invoices/${id}`);
  return { ...calls, delays, report, issue, runDue, get };
}

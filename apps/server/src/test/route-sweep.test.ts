/**
 * Sweeps every registered route (new routes are covered the moment they exist):
 * - without a session, every route outside the public allow-list answers 401;
 * - a user of firm A, sending firm B's ids everywhere, never reads firm B's rows and never
 *   changes them; the session stays in firm A;
 * - every successful state-changing call wrote an audit row in its request.
 */
import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import type { RegisteredRoute } from '../app.ts';
import { queryRows } from '../platform/db/database.ts';
import { describeApp, REST, type TestApp } from './harness.ts';
import { sampleOf, sampleQuery } from './sample.ts';
import { SWEEP_FIXTURES } from './sweep-fixtures.ts';

const PUBLIC_ROUTES = [
  'GET /*',
  'GET /healthz',
  'GET /readyz',
  `POST ${REST}/auth/login`,
  `POST ${REST}/auth/logout`,
  `GET ${REST}/system/info`,
  `POST ${REST}/dictionary/`,
  // Classic pages (classic/README.md): their script and stylesheet, the login servlet (it only
  // redirects to the SPA's login), and the customer portal, which customers use without an account
  // (order number + access code, throttled).
  'GET /kontor/classic-assets/:file',
  'GET /kontor/LoginServlet',
  'GET /kontor/appf/customer-portal',
  'POST /kontor/appf/customer-portal/lookup',
  // The customer's answer to a design proof (design-proofs README): the link's token is the key,
  // every call throttled per order and address; a wrong token shows nothing.
  `GET ${REST}/orders/:orderId/visual-design/check-expiration`,
  `GET ${REST}/orders/:orderId/visual-design`,
  `GET ${REST}/orders/:orderId/visual-design/file`,
  `POST ${REST}/orders/:orderId/visual-design/accept`,
  `POST ${REST}/orders/:orderId/visual-design/reject`,
];
/** POST used as a query (changes nothing), or a write that is no data change: no audit row. */
const READ_ONLY = new Set([
  // A page visit (the navigation history) is not an audited change: the audit log shows data.
  `POST ${REST}/navigation/history`,
  `POST ${REST}/dictionary/`,
  `POST ${REST}/phoneParser/formatPhoneNumberJSON`,
  `POST ${REST}/partners/search`,
  `POST ${REST}/products/search`,
  `POST ${REST}/products/substitutions`,
  `POST ${REST}/v2/vehicles/validate`,
  `POST ${REST}/customers/:customerId/last-orders`,
  `POST ${REST}/customer-order/quote-request/search`,
  `POST ${REST}/customer-order/quote/search`,
  `POST ${REST}/customer-order/search`,
  // Prices lines as a save would, stores nothing (customer-orders/pricing-assistant.service.ts).
  `POST ${REST}/customer-order/price-preview`,
  `POST ${REST}/invoices/search`,
  `POST ${REST}/external-accounting/validate-month/:year/:month`,
  // The spec's POST that reads a supplier's matchable lines (supplier-invoices README).
  `POST ${REST}/supplier-invoice/:id/get-aggregated-supplier-order-items`,
]);
/** Not swept as the firm-A user: it would end the sweep's own session (auth.test.ts covers it). */
const SKIPPED = new Set([`POST ${REST}/auth/logout`]);

const FIRM_A = 1;
const FIRM_B = 2;
const key = (r: RegisteredRoute) => `${r.method} ${r.url}`;
const apiRoutes = (t: TestApp) => t.app.kontorRoutes.filter((r) => r.url.startsWith(REST));

function urlOf(route: RegisteredRoute, id: number): string {
  const path = route.url.replace(/:([A-Za-z0-9_]+)/g, String(id));
  const query = sampleQuery(route.schema?.querystring, id);
  return query ? `${path}?${query}` : path;
}

/** Creates a user of firm A only, with every role, and rows of theirs in both firms. */
async function seedSweep(t: TestApp) {
  const db = t.database.db;
  const [user] = await queryRows<{ id: number }>(
    db,
    sql`
    insert into users (username, full_name, nick_name, password_hash, roles, default_firm_id)
    select 'sweeper', 'Söprő Sára', 'Sára', password_hash, array['admin','sales','back_office','warehouse','driver','scheduler','workshop'], ${FIRM_A}
    from users where username = 'admin' returning id`,
  );
  const userId = user!.id;
  await db.execute(sql`insert into user_firms (user_id, firm_id) values (${userId}, ${FIRM_A})`);
  const ids: Record<number, number[]> = {};
  for (const firmId of [FIRM_A, FIRM_B]) {
    const marker = `FIRM-${firmId === FIRM_A ? 'A' : 'B'}-MARKER`;
    ids[firmId] = (
      await Promise.all(SWEEP_FIXTURES.map((fixture) => fixture(db, firmId, userId, marker)))
    ).flat();
  }
  return { firmAIds: ids[FIRM_A]!, firmBIds: ids[FIRM_B]! };
}

/** Every row of firm B in every table that has a firm_id. */
async function snapshotFirmB(t: TestApp): Promise<string> {
  const tables = await queryRows<{ table_name: string }>(
    t.database.db,
    sql`
    select table_name from information_schema.columns
    where column_name = 'firm_id' and table_schema = 'public' order by table_name`,
  );
  const parts: string[] = [];
  for (const { table_name } of tables) {
    const rows = await queryRows(
      t.database.db,
      sql`select * from ${sql.identifier(table_name)} where firm_id = ${FIRM_B} order by 1`,
    );
    parts.push(`${table_name}:${JSON.stringify(rows)}`);
  }
  return parts.join('\n');
}

describeApp('route sweep', (t) => {
  it('has exactly the public allow-list, and every other API route declares a permission', () => {
    const publicRoutes = t()
      .app.kontorRoutes.filter((r) => 'public' in r.access)
      .map(key)
      .sort();
    expect(publicRoutes).toEqual([...PUBLIC_ROUTES].sort());
    expect(apiRoutes(t()).length).toBeGreaterThan(15);
  });

  it('answers 401 on every non-public route without a session', async () => {
    for (const route of t().app.kontorRoutes.filter((r) => 'permission' in r.access)) {
      const body = sampleOf(route.schema?.body, 1);
      const r = await t().call(route.method, urlOf(route, 1), {
        ...(body !== undefined && { body }),
      });
      expect(r.statusCode, key(route)).toBe(401);
      expect(r.json().code, key(route)).toBe('UNAUTHENTICATED');
    }
  });

  it('keeps a user of firm A out of firm B, and audits every change', async () => {
    const { firmAIds, firmBIds } = await seedSweep(t());
    const session = await t().login('sweeper');
    const before = await snapshotFirmB(t());
    const swept = apiRoutes(t()).filter((r) => !SKIPPED.has(key(r)));
    const calls: { route: RegisteredRoute; id: number }[] = [];
    for (const route of swept) {
      const ids = route.url.includes(':') ? [...firmBIds, ...firmAIds] : [FIRM_B, FIRM_A];
      for (const id of ids) calls.push({ route, id });
    }
    for (const { route, id } of calls) {
      const body = sampleOf(route.schema?.body, id);
      const r = await t().call(route.method, urlOf(route, id), {
        session,
        ...(body !== undefined && { body }),
      });
      const what = `${key(route)} with id ${id}`;
      expect(r.statusCode, what).toBeLessThan(500);
      expect(r.body, what).not.toContain('FIRM-B-MARKER');
      if (route.method !== 'GET' && r.statusCode < 300 && !READ_ONLY.has(key(route))) {
        const audit = await queryRows(
          t().database.db,
          sql`select 1 from audit_log where request_id = ${String(r.headers['x-request-id'])}`,
        );
        expect(audit.length, `${what} wrote no audit row`).toBeGreaterThan(0);
      }
    }
    expect(await snapshotFirmB(t())).toBe(before);
    const info = await t().call('GET', `${REST}/user/info`, { session });
    expect(info.json().currentFirmId).toBe(FIRM_A);
    // The firm-A pass really exercised the writes: the sweeper's own firm-A task got completed.
    const [task] = await queryRows<{ done: boolean }>(
      t().database.db,
      sql`select completed_at is not null as done from tasks where id = ${firmAIds[0]!}`,
    );
    expect(task!.done).toBe(true);
  }, 420_000); // hundreds of calls; slow on a loaded 2-core machine
});

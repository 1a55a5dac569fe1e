import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { queryRows } from '../../platform/db/database.ts';
import { describeApp, REST, type Session, type TestApp } from '../../test/harness.ts';
import { addTestItems, createTestItemTable, testTab } from './dashboard.test-tab.ts';
import { registerDashboardTab, unregisterDashboardTab } from './dashboard-tabs.ts';

const BASE = `${REST}/dashboards/warehouse`;
const suffix = randomBytes(3).toString('hex').toUpperCase();
/** Unique codes: the registry is one per process, other files may register their own. */
const TAB = `T_OPEN_${suffix}`;
const WORKSHOP_TAB = `T_SHOP_${suffix}`;
const JOB = `T_JOB_${suffix}`;
const FIRM_1 = 1;
const FIRM_2 = 2;

beforeAll(() => {
  registerDashboardTab(testTab(TAB));
  registerDashboardTab(testTab(WORKSHOP_TAB, 'production.use'));
});
afterAll(() => {
  unregisterDashboardTab(TAB);
  unregisterDashboardTab(WORKSHOP_TAB);
});

async function setUp(t: TestApp) {
  const db = t.database.db;
  await createTestItemTable(db);
  for (const firmId of [FIRM_1, FIRM_2])
    await db.execute(sql`insert into warehouse_job_titles (firm_id, code, name, tab_codes, position)
      values (${firmId}, ${JOB}, 'Teszt', ${`{${TAB},${WORKSHOP_TAB},NOT_INSTALLED}`}, 99)`);
  const [station] = await queryRows<{ id: number }>(
    db,
    sql`select id from warehouse_work_stations where firm_id = ${FIRM_2} limit 1`,
  );
  return { firm2Station: station!.id };
}

const post = (t: TestApp, session: Session, path: string, body: object) =>
  t.call('POST', `${BASE}/${path}`, { session, body });

describeApp('warehouse dashboard', (t) => {
  let raktaros: Session;
  let firm2Station: number;
  beforeAll(async () => {
    ({ firm2Station } = await setUp(t()));
    raktaros = await t().login('raktaros');
  });

  it("lists the firm's job titles in order, each with the workstations that serve it", async () => {
    const titles = (await t().call('GET', `${BASE}/job-titles`, { session: raktaros })).json();
    expect(titles.slice(0, 3).map((j: { name: string }) => j.name)).toEqual([
      'Raktárvezető',
      'Komissiózó',
      'Csomagoló',
    ]);
    const packer = titles.find((j: { code: string }) => j.code === 'PACKER');
    expect(packer.tabCodes).toEqual(['TO_PACK']);
    expect(packer.workStations.map((s: { name: string }) => s.name)).toEqual([
      'Csomagolóasztal 1',
      'Csomagolóasztal 2',
    ]);
  });

  it("answers the job title's installed tabs the caller may see, with their actions", async () => {
    const tabs = await t().call('GET', `${BASE}/tabs?selected_job_title=${JOB}`, {
      session: raktaros,
    });
    expect(tabs.json()).toEqual([{ code: TAB, actions: ['change-state', 'update-location'] }]);
    const muhely = await t().login('muhely');
    const shop = await t().call('GET', `${BASE}/tabs?selected_job_title=${JOB}`, {
      session: muhely,
    });
    expect(shop.json().map((tab: { code: string }) => tab.code)).toEqual([WORKSHOP_TAB]);
    const unknown = await t().call('GET', `${BASE}/tabs?selected_job_title=NOPE`, {
      session: raktaros,
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors[0].path).toBe('selected_job_title');
  });

  it('counts every tab in one call and pages a tab due first', async () => {
    await addTestItems(t().database.db, FIRM_1, 3);
    await addTestItems(t().database.db, FIRM_2, 5);
    const counts = await post(t(), raktaros, 'badge-count', { selected_job_title: JOB });
    expect(counts.json()).toEqual({ counts: [{ tab: TAB, count: 3 }] });
    const page = await post(t(), raktaros, 'query', { tab: TAB, page_number: 1, page_size: 2 });
    expect(page.json()).toMatchObject({ total: 3, page_number: 1, page_size: 2 });
    expect(page.json().items.map((i: { title: string }) => i.title)).toEqual(['Teszt 3']);
  });

  it("refuses another firm's workstation, an unknown tab and a tab the caller may not see", async () => {
    const foreign = await post(t(), raktaros, 'badge-count', {
      selected_job_title: JOB,
      work_station_id: firm2Station,
    });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().errors[0].path).toBe('work_station_id');
    const unknown = await post(t(), raktaros, 'query', { tab: 'NOT_INSTALLED' });
    expect(unknown.statusCode).toBe(400);
    expect((await post(t(), raktaros, 'query', { tab: WORKSHOP_TAB })).statusCode).toBe(403);
  });

  it('lets only the floor and the office in', async () => {
    for (const [user, status] of [
      ['ertekesito', 403],
      ['sofor', 403],
      ['irodai', 200],
      ['muhely', 200],
    ] as const) {
      const session = await t().login(user);
      const r = await t().call('GET', `${BASE}/job-titles`, { session });
      expect(r.statusCode, user).toBe(status);
    }
  });

  it('runs an action through the tab in one transaction with an audit row; a second time is 409', async () => {
    const [id] = await addTestItems(t().database.db, FIRM_1, 1);
    const body = { tab: TAB, itemId: String(id), state: 'DONE' };
    const done = await post(t(), raktaros, 'execute-action/change-state', body);
    expect(done.statusCode).toBe(204);
    const audit = await queryRows<{ entity_id: string; action: string }>(
      t().database.db,
      sql`select entity_id, action from audit_log where request_id = ${String(done.headers['x-request-id'])}`,
    );
    expect(audit).toEqual([{ entity_id: `${TAB}:${id}`, action: 'change_state' }]);
    const again = await post(t(), raktaros, 'execute-action/change-state', body);
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('INVALID_STATE');
  });

  it('does one of several parallel actions on the same item; the others are 409', async () => {
    const [id] = await addTestItems(t().database.db, FIRM_1, 1);
    const body = { tab: TAB, itemId: String(id), state: 'DONE' };
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => post(t(), raktaros, 'execute-action/change-state', body)),
    );
    expect(answers.map((r) => r.statusCode).sort()).toEqual([204, 409, 409, 409, 409, 409]);
    const audit = await queryRows(
      t().database.db,
      sql`select 1 from audit_log where entity = 'dashboard_item' and entity_id = ${`${TAB}:${id}`}`,
    );
    expect(audit).toHaveLength(1);
  });

  it("never acts on another firm's item, and says which tab lacks an action", async () => {
    const [foreign] = await addTestItems(t().database.db, FIRM_2, 1);
    const body = { tab: TAB, itemId: String(foreign), storageId: 1 };
    const r = await post(t(), raktaros, 'execute-action/update-location', body);
    expect(r.statusCode).toBe(404);
    const none = await post(t(), raktaros, 'execute-action/cannot-produce', {
      tab: TAB,
      itemId: '1',
      reason: 'Nincs anyag',
    });
    expect(none.statusCode).toBe(400);
    expect(none.json().errors[0].path).toBe('tab');
  });

  it("shows the warehouse worker's tab counts on the welcome page", async () => {
    const page = (await t().call('GET', `${REST}/welcome-page`, { session: raktaros })).json();
    const widget = page.widgets.find(
      (w: { widgetType: string }) => w.widgetType === 'WarehouseDashboardWidget',
    );
    expect(widget.title).toBe('Raktári teendők');
    expect(widget.URLList).toContainEqual({
      URL: `/app/dashboards/warehouse?tab=${TAB}`,
      key: expect.stringMatching(/: \d+$/),
    });
  });
});

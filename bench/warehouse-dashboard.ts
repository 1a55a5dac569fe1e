/**
 * The warehouse dashboard (modules/warehouse-dashboard/README.md) on PostgreSQL: all badge counts
 * in one call and one tab page through the app (routing, session, permissions, the tab registry,
 * serialisation), each next to its bare SQL measured in the same run; and live updates, the time
 * from a committed change to its event arriving on a connected SSE stream over real HTTP.
 * The tabs are the dashboard's test tab (one table, `--items` open items per firm, 4 tabs of one
 * job title), since the areas' own tabs bring their own benchmarks. Timings are printed, never
 * asserted.
 *
 * Then the real tabs of the warehouse lead (`WAREHOUSE_LEAD`: every area's own count and list
 * queries) on what the database holds, through the app against the same tabs' queries called
 * directly (no routing, session or serialisation) in the same run.
 *
 *   npm run bench:warehouse-dashboard          # BENCH_DASHBOARD_URL: a server where we may create a database
 *   npm run bench:warehouse-dashboard -- --items=20000 --rounds=300
 *   npm run bench:warehouse-dashboard -- --database-url=postgres://postgres@127.0.0.1:5432/kontor_warehouse_large
 *
 * The run creates `kontor_bench_dashboard` fresh (migrated, demo data) and drops it at the end,
 * or works inside the database named by `--database-url=` (bench/database.ts): the test items
 * are replaced there on each run, the rest of its data is kept.
 */
import type { AddressInfo } from 'node:net';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { buildApp } from '../apps/server/src/app.ts';
import {
  addTestItems,
  createTestItemTable,
  testTab,
} from '../apps/server/src/modules/warehouse-dashboard/dashboard.test-tab.ts';
import {
  dashboardTab,
  registerDashboardTab,
} from '../apps/server/src/modules/warehouse-dashboard/dashboard-tabs.ts';
import { testConfig } from '../apps/server/src/platform/config.ts';
import { queryRows } from '../apps/server/src/platform/db/database.ts';
import { publishChange } from '../apps/server/src/platform/events.ts';
import { DEMO_PASSWORD } from '../apps/server/src/seed/demo.ts';
import { benchDatabase } from './database.ts';
import { plantWarehouseWork } from './warehouse-data.ts';

const { values: args } = parseArgs({
  options: {
    items: { type: 'string', default: '20000' },
    rounds: { type: 'string', default: '300' },
    'database-url': { type: 'string' },
  },
});
const ITEMS = Number(args.items);
const ROUNDS = Number(args.rounds);
const SERVER = process.env.BENCH_DASHBOARD_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const TABS = ['BENCH_A', 'BENCH_B', 'BENCH_C', 'BENCH_D'];
const HOST = 'kontor.test';
const REST = '/kontor/rest';

const percentile = (times: number[], p: number) =>
  [...times].sort((a, b) => a - b)[Math.min(times.length - 1, Math.floor(times.length * p))]!;
const figures = (times: number[]) =>
  `p50 ${percentile(times, 0.5).toFixed(2)} ms · p95 ${percentile(times, 0.95).toFixed(2)} ms`;

async function timed(rounds: number, run: () => Promise<unknown>): Promise<number[]> {
  for (let i = 0; i < 20; i += 1) await run();
  const times: number[] = [];
  for (let i = 0; i < rounds; i += 1) {
    const start = performance.now();
    await run();
    times.push(performance.now() - start);
  }
  return times;
}

const bench = await benchDatabase('kontor_bench_dashboard', SERVER, {
  existingUrl: args['database-url'],
  poolSize: 10,
});
const { database } = bench;
const db = database.db;
await createTestItemTable(db);
await db.execute(sql`truncate dashboard_test_items`);
for (const firmId of [1, 2]) await addTestItems(db, firmId, ITEMS);
await db.execute(sql`insert into warehouse_job_titles (firm_id, code, name, tab_codes)
  values (1, 'BENCH', 'Bench', ${`{${TABS.join(',')}}`})
  on conflict (firm_id, code) do update set tab_codes = excluded.tab_codes`);
// On the large data set, the real tabs get real volumes (bench/warehouse-data.ts).
const planted = bench.fresh ? null : await plantWarehouseWork(db, 1);
await db.execute(sql`analyze`);
for (const code of TABS) registerDashboardTab(testTab(code));

const app = await buildApp({ config: testConfig({ logLevel: 'silent' }), database });
await app.listen({ port: 0, host: '127.0.0.1' });
const login = await app.inject({
  method: 'POST',
  url: `${REST}/auth/login`,
  headers: { host: HOST, origin: `http://${HOST}` },
  payload: { username: 'raktaros', password: DEMO_PASSWORD, rememberMe: false },
});
const cookie = login.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
const post = async (path: string, payload: object) => {
  const r = await app.inject({
    method: 'POST',
    url: `${REST}/dashboards/warehouse/${path}`,
    headers: { host: HOST, origin: `http://${HOST}`, cookie },
    payload,
  });
  if (r.statusCode !== 200) throw new Error(`${path}: ${r.statusCode} ${r.body}`);
};
const pool = database.pool!;
const countSql = `select count(*)::int as n from dashboard_test_items where firm_id = 1 and state = 'OPEN'`;
const listSql = `select id, title, state, storage_id, due, count(*) over ()::int as total
  from dashboard_test_items where firm_id = 1 and state = 'OPEN' order by due, id limit 25 offset 0`;

const badges = await timed(ROUNDS, () => post('badge-count', { selected_job_title: 'BENCH' }));
const badgesSql = await timed(ROUNDS, () => Promise.all(TABS.map(() => pool.query(countSql))));
const page = await timed(ROUNDS, () => post('query', { tab: 'BENCH_A', page_size: 25 }));
const pageSql = await timed(ROUNDS, () => pool.query(listSql));

// The real tabs of the warehouse lead, through the app and as the tabs' own queries.
const [lead] = await queryRows<{ tab_codes: string[] }>(
  db,
  sql`select tab_codes from warehouse_job_titles where firm_id = 1 and code = 'WAREHOUSE_LEAD'`,
);
const realTabs = (lead?.tab_codes ?? []).flatMap((code) => dashboardTab(code) ?? []);
const scope = { firmId: 1, workStationId: null };
const realBadges = await timed(ROUNDS, () =>
  post('badge-count', { selected_job_title: 'WAREHOUSE_LEAD' }),
);
const realBadgesDirect = await timed(ROUNDS, () =>
  Promise.all(realTabs.map((tab) => tab.count(db, scope))),
);
const realPages = [];
for (const tab of realTabs) {
  const total = await tab.count(db, scope);
  const viaApp = await timed(ROUNDS, () => post('query', { tab: tab.code, page_size: 25 }));
  const direct = await timed(ROUNDS, () => tab.list(db, scope, { pageNumber: 0, pageSize: 25 }));
  realPages.push({ code: tab.code, total, viaApp, direct });
}

// Live: one connected stream; each round commits a change and waits for its event.
const { port } = app.server.address() as AddressInfo;
const stream = await fetch(`http://127.0.0.1:${port}${REST}/events`, {
  headers: { cookie, host: HOST },
});
const reader = stream.body!.pipeThrough(new TextDecoderStream()).getReader();
let buffer = '';
async function nextChange(): Promise<void> {
  while (!buffer.includes('event: change')) {
    const { value, done } = await reader.read();
    if (done) throw new Error('The stream ended');
    buffer += value;
  }
  buffer = buffer.slice(buffer.indexOf('event: change') + 13);
}
const live: number[] = [];
for (let i = 0; i < ROUNDS; i += 1) {
  const start = performance.now();
  await db.transaction((tx) => publishChange(tx, 1, 'warehouse'));
  await nextChange();
  live.push(performance.now() - start);
}
await reader.cancel();

const [size] = await queryRows<{ orders: number; lines: number }>(
  db,
  sql`select (select count(*) from customer_orders)::int as orders,
             (select count(*) from customer_order_lines)::int as lines`,
);
console.info(
  `\nWarehouse dashboard on PostgreSQL ${bench.label} (${size!.orders} orders, ${size!.lines} order lines), ${ITEMS} open test items per firm, ${ROUNDS} rounds\n`,
);
if (planted)
  console.info(`Bench picking cycles in firm 1: ${planted.cycles}, with ${planted.lines} lines\n`);
console.info('| measure | through the app | bare SQL, same run |');
console.info('| --- | --- | --- |');
console.info(
  `| badge counts, ${TABS.length} tabs in one call | ${figures(badges)} | ${figures(badgesSql)} |`,
);
console.info(`| tab query, page of 25 | ${figures(page)} | ${figures(pageSql)} |`);
console.info(
  `| real badge counts (WAREHOUSE_LEAD: ${realTabs.map((t) => t.code).join(', ')}) in one call | ${figures(realBadges)} | ${figures(realBadgesDirect)} (the tabs' own queries, no app) |`,
);
for (const p of realPages)
  console.info(
    `| real tab ${p.code} (${p.total} items), page of 25 | ${figures(p.viaApp)} | ${figures(p.direct)} (the tab's own query, no app) |`,
  );
console.info(
  `| committed change → event on a connected stream | ${figures(live)} · max ${Math.max(...live).toFixed(2)} ms | |`,
);

await app.close();
await bench.dispose();

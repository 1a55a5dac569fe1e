/**
 * `npm run bench:warehouse`: the warehouse's figures of issue 24 in one run, each benchmark
 * printing its own figures next to its bare-SQL baseline: the dashboard (all badge counts in one
 * call, a tab page, commit → SSE event), closing a 300-line picking cycle, posting a 5 000-line
 * stock count. Each creates and drops its own PostgreSQL database, or, with
 * `--database-url=`, all run inside that existing database
 * (the large data set `kontor_warehouse_large`), adding their warehouse data there
 * (bench/database.ts). The load average is printed before each, for the figures' context.
 *
 *   npm run bench:warehouse
 *   npm run bench:warehouse -- --database-url=postgres://postgres@127.0.0.1:5432/kontor_warehouse_large
 */
import { spawnSync } from 'node:child_process';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';

const { values: args } = parseArgs({ options: { 'database-url': { type: 'string' } } });
const forwarded = args['database-url'] ? [`--database-url=${args['database-url']}`] : [];

for (const bench of ['warehouse-dashboard.ts', 'picking.ts', 'stock-counts.ts']) {
  const load = loadavg().map((l) => l.toFixed(2));
  console.log(`\n=== ${bench} (load average ${load.join(' ')})`);
  const run = spawnSync(process.execPath, [join(import.meta.dirname, bench), ...forwarded], {
    stdio: 'inherit',
  });
  if (run.status !== 0) process.exit(run.status ?? 1);
}

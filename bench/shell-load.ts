/**
 * Shell load benchmark. autocannon drives an authenticated read endpoint of the real app
 * (GET /kontor/rest/navigation/history: session cookie, hooks, zod serialization) and a bare
 * Fastify route that runs the same SQL with the same parameters on the same database client, in
 * one run, so the ratio holds on a noisy machine. Timings are printed, never asserted.
 *
 *   npm run bench -- --duration=10 --db=postgres|pglite|both --connections=10 --rounds=2
 *
 * PostgreSQL: BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test) must let us
 * create and drop the database `kontor_bench`.
 */
import { execFile } from 'node:child_process';
import { createRequire } from 'node:module';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { parseArgs, promisify } from 'node:util';
import { sql } from 'drizzle-orm';
import Fastify, { type FastifyInstance } from 'fastify';
import { buildApp } from '../apps/server/src/app.ts';
import { HISTORY_SHOWN } from '../apps/server/src/modules/navigation/navigation.service.ts';
import { testConfig } from '../apps/server/src/platform/config.ts';
import { type Database, openDatabase, queryRows } from '../apps/server/src/platform/db/database.ts';
import { migrate } from '../apps/server/src/platform/db/migrate.ts';
import { startPgliteThread } from '../apps/server/src/platform/db/pglite-thread.ts';
import { DEMO_PASSWORD, seedDemo } from '../apps/server/src/seed/demo.ts';
import { onServer } from './database.ts';
import { startProfiler } from './profiler.ts';

type DbKind = 'postgres' | 'pglite';

const TARGET_RATIO = 0.8;
const WARMUP_SECONDS = 2;
const BENCH_DB = 'kontor_bench';
const SERVER_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const AUTOCANNON = createRequire(import.meta.url).resolve('autocannon');
const HISTORY_PATH = '/kontor/rest/navigation/history';

const { values: args } = parseArgs({
  options: {
    duration: { type: 'string', default: '10' },
    db: { type: 'string', default: 'both' },
    connections: { type: 'string', default: '10' },
    rounds: { type: 'string', default: '2' },
    /** Writes a CPU profile of this process per target's last run (`<dir>/<db>-<target>.cpuprofile`). */
    profile: { type: 'string' },
  },
});
const duration = Number(args.duration);
const connections = Number(args.connections);
const rounds = Number(args.rounds);
const kinds: DbKind[] = args.db === 'both' ? ['postgres', 'pglite'] : [args.db as DbKind];
if (![duration, connections, rounds].every((n) => Number.isInteger(n) && n > 0))
  throw new Error('--duration, --connections and --rounds take positive integers');
if (!kinds.every((k) => k === 'postgres' || k === 'pglite'))
  throw new Error('--db takes postgres, pglite or both');

interface Target {
  name: string;
  profileName: string;
  url: string;
  headers: Record<string, string>;
}

interface Sample {
  rps: number;
  p50: number;
  p99: number;
  /**
   * CPU time of this process per answered request: both servers (and PGlite) run here, the load
   * generator and the PostgreSQL server do not. Steadier than req/s on a shared machine.
   */
  cpuUs: number;
}

/** One autocannon run in its own process, so the load generator never shares our event loop. */
async function load(target: Target, seconds: number): Promise<Sample> {
  const headers = Object.entries(target.headers).flatMap(([k, v]) => ['-H', `${k}=${v}`]);
  const argv = [AUTOCANNON, '-j', '-c', String(connections), '-d', String(seconds), ...headers];
  const profiler = args.profile ? await startProfiler() : null;
  const cpuBefore = process.cpuUsage();
  const { stdout } = await promisify(execFile)(process.execPath, [...argv, target.url], {
    maxBuffer: 16 * 1024 * 1024,
  });
  const cpu = process.cpuUsage(cpuBefore);
  if (profiler) await profiler.stopInto(join(args.profile!, `${target.profileName}.cpuprofile`));
  const result = JSON.parse(stdout);
  if (result.non2xx > 0 || result.errors > 0 || result.timeouts > 0)
    throw new Error(`${target.name}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    cpuUs: (cpu.user + cpu.system) / result.requests.total,
  };
}

/** Warms both targets up, then measures them `rounds` times, alternating which goes first. */
async function compare(endpoint: Target, bare: Target): Promise<[Sample, Sample]> {
  for (const target of [endpoint, bare]) await load(target, WARMUP_SECONDS);
  const samples = new Map<Target, Sample[]>([
    [endpoint, []],
    [bare, []],
  ]);
  for (let round = 0; round < rounds; round++) {
    for (const target of round % 2 === 0 ? [endpoint, bare] : [bare, endpoint])
      samples.get(target)!.push(await load(target, duration));
  }
  const mean = (list: Sample[], key: keyof Sample) =>
    list.reduce((sum, s) => sum + s[key], 0) / list.length;
  const summarize = (list: Sample[]): Sample => ({
    rps: mean(list, 'rps'),
    p50: mean(list, 'p50'),
    p99: mean(list, 'p99'),
    cpuUs: mean(list, 'cpuUs'),
  });
  return [summarize(samples.get(endpoint)!), summarize(samples.get(bare)!)];
}

async function openBenchDatabase(kind: DbKind): Promise<Database> {
  // As the server runs it: on its own thread (platform/db/pglite-thread.ts).
  if (kind === 'pglite')
    return openDatabase({ pgliteThread: startPgliteThread({ dir: 'memory://' }) });
  await onServer(SERVER_URL, `drop database if exists ${BENCH_DB} with (force)`);
  await onServer(SERVER_URL, `create database ${BENCH_DB}`);
  const url = new URL(SERVER_URL);
  url.pathname = `/${BENCH_DB}`;
  return openDatabase({ databaseUrl: url.toString() });
}

async function call(url: string, init: RequestInit): Promise<Response> {
  const response = await fetch(url, init);
  if (!response.ok) throw new Error(`${init.method ?? 'GET'} ${url}: ${response.status}`);
  return response;
}

/** Logs in as the demo admin and records visits, so the endpoint answers a full page of rows. */
async function prepareSession(appUrl: string): Promise<string> {
  const headers = { origin: appUrl, 'content-type': 'application/json' };
  const login = await call(`${appUrl}/kontor/rest/auth/login`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ username: 'admin', password: DEMO_PASSWORD, rememberMe: false }),
  });
  const cookie = login.headers
    .getSetCookie()
    .map((c) => c.split(';')[0]!)
    .find((c) => c.startsWith('JSESSIONID='));
  if (!cookie) throw new Error('Login set no JSESSIONID cookie');
  for (let i = 1; i <= HISTORY_SHOWN; i++) {
    await call(`${appUrl}${HISTORY_PATH}`, {
      method: 'POST',
      headers: { ...headers, cookie },
      body: JSON.stringify({ label: `Oldal ${i}`, url: `/app/x?i=${i}` }),
    });
  }
  return cookie;
}

/** No plugins, hooks or schemas: the app's own SQL and parameters, straight on the driver. */
async function startBareApp(database: Database): Promise<FastifyInstance> {
  const [owner] = await queryRows<{ firmId: number; userId: number }>(
    database.db,
    sql`select firm_id as "firmId", user_id as "userId" from navigation_history order by id desc limit 1`,
  );
  if (!owner) throw new Error('No visits were recorded');
  // The statement listLatestVisits (navigation.repository.ts) prepares, written out by hand.
  const query = {
    sql: 'select url, label, query_string from navigation_history where firm_id = $1 and user_id = $2 order by id desc limit $3',
    params: [owner.firmId, owner.userId, HISTORY_SHOWN],
  };
  type Row = { url: string; label: string; query_string: string };
  const run = database.pool
    ? async () => (await database.pool!.query<Row>(query.sql, query.params)).rows
    : async () => (await database.pglite!.query<Row>(query.sql, query.params)).rows;
  const bare = Fastify();
  bare.get('/history', async () => ({
    historyItems: (await run())
      .map((r) => ({ url: r.url, label: r.label, queryString: r.query_string }))
      .reverse(),
  }));
  return bare;
}

async function benchmark(kind: DbKind): Promise<void> {
  const database = await openBenchDatabase(kind);
  const servers: FastifyInstance[] = [];
  try {
    await migrate(database);
    await seedDemo(database.db);
    const app = await buildApp({ config: testConfig({ logLevel: 'silent' }), database });
    servers.push(app);
    const appUrl = await app.listen({ host: '127.0.0.1', port: 0 });
    const cookie = await prepareSession(appUrl);
    const bare = await startBareApp(database);
    servers.push(bare);
    const bareUrl = await bare.listen({ host: '127.0.0.1', port: 0 });

    const endpoint = {
      name: `GET ${HISTORY_PATH}`,
      profileName: `${kind}-endpoint`,
      url: `${appUrl}${HISTORY_PATH}`,
      headers: { cookie },
    };
    const baseline = {
      name: `bare Fastify + ${kind === 'postgres' ? 'pg' : 'PGlite'}`,
      profileName: `${kind}-bare`,
      url: `${bareUrl}/history`,
      headers: { cookie }, // the same request bytes; the bare route ignores it
    };
    const [a, b] = await Promise.all(
      [endpoint, baseline].map(async (t) => (await call(t.url, { headers: t.headers })).json()),
    );
    if (JSON.stringify(a) !== JSON.stringify(b))
      throw new Error('The two targets answer differently');

    const [e, r] = await compare(endpoint, baseline);
    const ratio = e.rps / r.rps;
    const row = (t: Target, s: Sample) =>
      `| ${t.name} | ${Math.round(s.rps)} | ${s.p50.toFixed(1)} | ${s.p99.toFixed(1)} | ${Math.round(s.cpuUs)} |`;
    console.log(
      [
        `\n${kind === 'postgres' ? 'PostgreSQL' : 'PGlite'}: ${connections} connections, ${rounds} × ${duration} s per target after ${WARMUP_SECONDS} s warm-up`,
        '| target | req/s | p50 ms | p99 ms | server CPU µs/req |',
        '| --- | ---: | ---: | ---: | ---: |',
        row(endpoint, e),
        row(baseline, r),
        `endpoint / bare req/s: ${(ratio * 100).toFixed(1)}%` +
          (kind === 'postgres'
            ? ` (target ≥ ${TARGET_RATIO * 100}%: ${ratio >= TARGET_RATIO ? 'MET' : 'NOT MET'})`
            : ' (no target on PGlite)'),
      ].join('\n'),
    );
  } finally {
    for (const server of servers.reverse()) await server.close();
    await database.close();
    if (kind === 'postgres')
      await onServer(SERVER_URL, `drop database if exists ${BENCH_DB} with (force)`);
  }
}

const cpu = cpus();
console.log(`Node ${process.version}, ${cpu.length} × ${cpu[0]?.model ?? 'unknown CPU'}`);
const loadAverage = () =>
  loadavg()
    .map((l) => l.toFixed(1))
    .join(' ');
console.log(`load average before: ${loadAverage()}`);
for (const kind of kinds) await benchmark(kind);
console.log(`load average after: ${loadAverage()}`);
// A pool or listener left open must not keep the run from ending.
process.exit(0);

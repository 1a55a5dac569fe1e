/**
 * Search benchmark: `/products/mac` (and `/customers/mac`) on 1M products and 100k partners on
 * PostgreSQL, for selective, unselective (3 letters), code-prefix and no-match terms. Each term is
 * timed through the whole app (`app.inject`: session, hooks, validation, serialization) and as the
 * bare SQL of the same query on the same pool, alternating, in one run. Timings are printed, never
 * asserted.
 *
 *   npm run bench:search                  # reuses kontor_bench_search when it holds the data
 *   npm run bench:search -- --fresh       # drops and regenerates it (a few minutes)
 *   npm run bench:search -- --rounds=200  # timed calls per term and target (default 100)
 *   npm run bench:search -- --pglite      # the same on the embedded PGlite (data kept in
 *                                         # .bench/pglite-search; --fresh regenerates it)
 *
 * BENCH_SEARCH_SERVER (default postgres://postgres@127.0.0.1:5432/postgres) must let us create
 * the database `kontor_bench_search`.
 */
import { mkdirSync, rmSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { buildApp } from '../apps/server/src/app.ts';
import * as partnerLookups from '../apps/server/src/modules/partners/lookups.repository.ts';
import { productLookupSql } from '../apps/server/src/modules/products/lookups.repository.ts';
import { testConfig } from '../apps/server/src/platform/config.ts';
import { type Database, openDatabase, queryRows } from '../apps/server/src/platform/db/database.ts';
import { migrate } from '../apps/server/src/platform/db/migrate.ts';
import { DEMO_PASSWORD, seedDemo } from '../apps/server/src/seed/demo.ts';
import * as partnerSeed from '../apps/server/src/seed/partners.ts';
import { generateLargeProducts } from '../apps/server/src/seed/products.ts';

const BENCH_DB = 'kontor_bench_search';
const SERVER_URL = process.env.BENCH_SEARCH_SERVER ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const FIRM_ID = 1;
const PRODUCTS = 1_000_000;
const PARTNERS = 100_000;
const LIMIT = 20;
const HOST = 'kontor.bench';

const { values: args } = parseArgs({
  options: {
    fresh: { type: 'boolean', default: false },
    pglite: { type: 'boolean', default: false },
    rounds: { type: 'string', default: '100' },
  },
});
const rounds = Number(args.rounds);
if (!Number.isInteger(rounds) || rounds < 10) throw new Error('--rounds takes an integer ≥ 10');

/** PGlite keeps its data in a folder of the repository (ignored by git), reused across runs. */
const PGLITE_DIR = '.bench/pglite-search';

async function openBenchDatabase(): Promise<Database> {
  if (args.pglite) {
    if (args.fresh) rmSync(PGLITE_DIR, { recursive: true, force: true });
    mkdirSync(PGLITE_DIR, { recursive: true });
    return openDatabase({ pgliteDir: PGLITE_DIR });
  }
  const admin = new pg.Client({ connectionString: SERVER_URL });
  await admin.connect();
  const exists = (await admin.query('select 1 from pg_database where datname = $1', [BENCH_DB]))
    .rowCount;
  if (exists && args.fresh) await admin.query(`drop database ${BENCH_DB} with (force)`);
  if (!exists || args.fresh) await admin.query(`create database ${BENCH_DB}`);
  await admin.end();
  const url = new URL(SERVER_URL);
  url.pathname = `/${BENCH_DB}`;
  return openDatabase({ databaseUrl: url.toString(), poolSize: 5 });
}

async function prepareDatabase(): Promise<Database> {
  const database = await openBenchDatabase();
  await migrate(database);
  const [{ n }] = (await queryRows<{ n: number }>(
    database.db,
    sql`select count(*)::int as n from products where firm_id = ${FIRM_ID}`,
  )) as [{ n: number }];
  if (n < PRODUCTS) {
    console.log(`Generating ${PRODUCTS} products and ${PARTNERS} partners…`);
    const started = performance.now();
    await seedDemo(database.db);
    await generateLargeProducts(database.db, FIRM_ID, PRODUCTS);
    console.log(`  products: ${((performance.now() - started) / 1000).toFixed(1)} s`);
    if ('generateLargePartners' in partnerSeed)
      await partnerSeed.generateLargePartners(database.db, FIRM_ID, PARTNERS);
    await database.db.execute(sql`analyze`);
    console.log(`  done in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  }
  return database;
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

interface Row {
  endpoint: string;
  kind: string;
  term: string;
  hits: number;
  app50: number;
  app95: number;
  sql50: number;
  sql95: number;
}

const database = await prepareDatabase();
const dialect = new PgDialect();
/** The bare query on the database's own client: the pg pool, or the PGlite instance. */
const runSql = (query: { sql: string; params: unknown[] }): Promise<unknown> =>
  database.pool
    ? database.pool.query(query.sql, query.params)
    : database.pglite!.query(query.sql, query.params);
const app = await buildApp({ config: testConfig({ logLevel: 'silent' }), database });
const login = await app.inject({
  method: 'POST',
  url: '/kontor/rest/auth/login',
  headers: { host: HOST, origin: `http://${HOST}`, 'content-type': 'application/json' },
  payload: { username: 'admin', password: DEMO_PASSWORD },
});
if (login.statusCode !== 200) throw new Error(`Login failed: ${login.statusCode} ${login.body}`);
const cookie = login.cookies.map((c) => `${c.name}=${c.value}`).join('; ');

async function measure(
  endpoint: string,
  kind: string,
  term: string,
  path: string,
  bare: () => Promise<unknown>,
): Promise<Row> {
  const url = `/kontor/rest${path}?term=${encodeURIComponent(term)}&limit=${LIMIT}`;
  const callApp = async () => {
    const r = await app.inject({ method: 'GET', url, headers: { host: HOST, cookie } });
    if (r.statusCode !== 200) throw new Error(`${url}: ${r.statusCode} ${r.body}`);
    return r.json() as unknown[];
  };
  const hits = (await callApp()).length;
  for (let i = 0; i < 5; i++) await Promise.all([callApp(), bare()]);
  const appTimes: number[] = [];
  const sqlTimes: number[] = [];
  for (let i = 0; i < rounds; i++) {
    let t = performance.now();
    await callApp();
    appTimes.push(performance.now() - t);
    t = performance.now();
    await bare();
    sqlTimes.push(performance.now() - t);
  }
  appTimes.sort((a, b) => a - b);
  sqlTimes.sort((a, b) => a - b);
  return {
    endpoint,
    kind,
    term,
    hits,
    app50: percentile(appTimes, 50),
    app95: percentile(appTimes, 95),
    sql50: percentile(sqlTimes, 50),
    sql95: percentile(sqlTimes, 95),
  };
}

const productTerms = [
  ['selective', 'granit lec 173'],
  ['words', 'tolgyfa asztal'],
  ['words', 'kulteri tolgyfa asztal 120'],
  ['words, any order', '120 asztal kulteri'],
  ['words, short one', 'acel 18'],
  ['words, no match', 'tolgyfa xqzw'],
  ['unselective', 'asz'],
  ['unselective', 'lam'],
  ['code prefix', 'VIL-00123'],
  ['no match', 'xqzw'],
] as const;
const customerTerms = [
  ['selective', '4711 kft'],
  ['words', 'kft budapest'],
  ['words, no match', 'kft xqzw'],
  ['unselective', 'epi'],
  ['code prefix', 'P0012'],
  ['no match', 'xqzw'],
] as const;

const rows: Row[] = [];
for (const [kind, term] of productTerms) {
  const query = dialect.sqlToQuery(productLookupSql(FIRM_ID, term, LIMIT));
  rows.push(await measure('/products/mac', kind, term, '/products/mac', () => runSql(query)));
}
const hasCustomers = app.kontorRoutes.some((r) => r.url === '/kontor/rest/customers/mac');
if (hasCustomers) {
  for (const [kind, term] of customerTerms) {
    // The endpoint runs two queries: the ranked partners, then their contacts.
    const bare = async () => {
      const partners = await partnerLookups.lookupPartners(
        database.db,
        FIRM_ID,
        'CUSTOMER',
        term,
        LIMIT,
      );
      await partnerLookups.listContactsOf(
        database.db,
        FIRM_ID,
        partners.map((p) => p.id),
      );
    };
    rows.push(await measure('/customers/mac', kind, term, '/customers/mac', bare));
  }
}

const [{ products, partners }] = (await queryRows<{ products: number; partners: number }>(
  database.db,
  sql`select (select count(*)::int from products) as products, (select count(*)::int from partners) as partners`,
)) as [{ products: number; partners: number }];
const ms = (v: number) => v.toFixed(2).padStart(7);
console.log(
  `\n${args.pglite ? 'PGlite' : 'PostgreSQL'}, ${products} products, ${partners} partners, limit ${LIMIT}, ${rounds} calls per target (ms)\n`,
);
console.log(
  '| endpoint | term kind | term | hits | app p50 | app p95 | SQL p50 | SQL p95 | p95 app/SQL |',
);
console.log('| --- | --- | --- | ---: | ---: | ---: | ---: | ---: | ---: |');
for (const r of rows)
  console.log(
    `| ${r.endpoint} | ${r.kind} | \`${r.term}\` | ${r.hits} | ${ms(r.app50)} | ${ms(r.app95)} | ${ms(r.sql50)} | ${ms(r.sql95)} | ${(r.app95 / r.sql95).toFixed(2)} |`,
  );
await app.close();
await database.close();

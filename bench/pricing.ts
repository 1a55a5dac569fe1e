/**
 * Pricing benchmark: `priceLines` (list prices + the best approved discount per line) on a large
 * catalogue with many discount items on PostgreSQL, in a fresh database created and dropped by the
 * run. Each case is timed through the pricing function and as the bare SQL of its two queries on
 * the same pool (run in parallel as the function does), alternating, in one run. Timings are
 * printed, never asserted.
 *
 *   npm run bench:pricing                          # 100 000 products, 20 000 discount items (10 000 active)
 *   npm run bench:pricing -- --products=1000000    # the 1M-product catalogue
 *   npm run bench:pricing -- --rounds=100          # timed calls per case (default 50; 15 000 lines: a fifth)
 *   npm run bench:pricing -- --keep                # keep the database afterwards
 *   npm run bench:pricing -- --reuse --keep        # measure again on the kept database (no generation)
 *
 * BENCH_PRICING_SERVER (default postgres://postgres@127.0.0.1:5432/postgres) must let us create
 * the database `kontor_bench_pricing`.
 */
import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { type SQL, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';
import * as repo from '../apps/server/src/modules/pricing/pricing.repository.ts';
import {
  type PriceRequest,
  priceLines,
} from '../apps/server/src/modules/pricing/pricing.service.ts';
import { openDatabase, queryRows } from '../apps/server/src/platform/db/database.ts';
import { migrate } from '../apps/server/src/platform/db/migrate.ts';
import { seedDemo } from '../apps/server/src/seed/demo.ts';
import { generateLargeProducts } from '../apps/server/src/seed/products.ts';

const BENCH_DB = 'kontor_bench_pricing';
const SERVER_URL =
  process.env.BENCH_PRICING_SERVER ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const FIRM_ID = 1;
const DAY = '2026-06-15';

const { values: args } = parseArgs({
  options: {
    products: { type: 'string', default: '100000' },
    rounds: { type: 'string', default: '50' },
    keep: { type: 'boolean', default: false },
    reuse: { type: 'boolean', default: false },
  },
});
const PRODUCTS = Number(args.products);
const rounds = Number(args.rounds);
if (!Number.isInteger(PRODUCTS) || PRODUCTS < 20_000)
  throw new Error('--products takes an integer ≥ 20000');
if (!Number.isInteger(rounds) || rounds < 10) throw new Error('--rounds takes an integer ≥ 10');

const admin = new pg.Client({ connectionString: SERVER_URL });
await admin.connect();
if (!args.reuse) {
  await admin.query(`drop database if exists ${BENCH_DB} with (force)`);
  await admin.query(`create database ${BENCH_DB}`);
}
const url = new URL(SERVER_URL);
url.pathname = `/${BENCH_DB}`;
const database = await openDatabase({ databaseUrl: url.toString(), poolSize: 5 });
const db = database.db;

const seconds = (since: number) => `${((performance.now() - since) / 1000).toFixed(1)} s`;
let started = performance.now();
const step = (what: string) => console.log(`  ${what}: ${seconds(started)}`);
console.log(
  `Load average at start: ${loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')}`,
);
if (!args.reuse) await generateProducts();
await db.execute(sql`analyze`);
const [customer] = await queryRows<{ id: number; other: number; user_id: number }>(
  db,
  sql`select p.id, (select max(id) from partners where firm_id = ${FIRM_ID} and 'CUSTOMER' = any(roles)) as other,
      (select id from users where username = 'ertekesito') as user_id
    from partners p where p.firm_id = ${FIRM_ID} and 'CUSTOMER' = any(p.roles) order by p.id limit 1`,
);
if (!args.reuse) await generateDiscounts(customer!);
await db.execute(sql`analyze`);
const [counts] = await queryRows<{ products: number; items: number; active: number }>(
  db,
  sql`select (select count(*)::int from products) as products, (select count(*)::int from discount_items) as items,
    (select count(*)::int from discount_items i join discounts d on d.id = i.discount_id
      where d.state = 'APPROVED' and (d.valid_to is null or d.valid_to >= ${DAY}::date)
        and (d.scope <> 'CUSTOMER' or ${customer!.id}::int = any(d.customer_ids))) as active`,
);
console.log(
  `  ${counts!.products} products, ${counts!.items} discount items (${counts!.active} active for the customer) in ${seconds(started)}`,
);

// Orders pick products with discount items of the customer's lists and others, spread over the catalogue.
const discounted = await queryRows<{ id: number }>(
  db,
  sql`select distinct i.product_id as id from discount_items i join discounts d on d.id = i.discount_id
    where d.scope = 'CUSTOMER' and d.state = 'APPROVED' and d.valid_to is null
      and ${customer!.id}::int = any(d.customer_ids) and i.product_id is not null order by 1`,
);
const spread = (n: number) =>
  Array.from({ length: n }, (_, k) => ({
    productId:
      k % 2 === 0 ? discounted[(k * 13) % discounted.length]!.id : 1 + ((k * 7_919) % PRODUCTS),
    quantity: String(1 + (k % 25)),
  }));
const request = (lines: PriceRequest['lines']): PriceRequest => ({
  customerId: customer!.id,
  priceType: 'RETAIL',
  currency: 'HUF',
  date: DAY,
  lines,
});

const dialect = new PgDialect();
const bare = (req: PriceRequest) => {
  const ids = req.lines.map((l) => l.productId);
  const queries: SQL[] = [
    repo.listPricesSql(FIRM_ID, ids, req.priceType, req.currency, req.date),
    repo.discountCandidatesSql(FIRM_ID, ids, {
      customerId: req.customerId,
      priceType: req.priceType,
      currency: req.currency,
      day: req.date,
    }),
  ];
  return Promise.all(
    queries.map((q) => dialect.sqlToQuery(q)).map((q) => database.pool!.query(q.sql, q.params)),
  );
};

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

const rows: string[] = [];
async function measure(label: string, req: PriceRequest, n: number) {
  const answer = await priceLines(db, FIRM_ID, req);
  const discountedLines = answer.filter((l) => l.source === 'DISCOUNT').length;
  for (let i = 0; i < 3; i++) await Promise.all([priceLines(db, FIRM_ID, req), bare(req)]);
  const fn: number[] = [];
  const raw: number[] = [];
  for (let i = 0; i < n; i++) {
    let t = performance.now();
    await priceLines(db, FIRM_ID, req);
    fn.push(performance.now() - t);
    t = performance.now();
    await bare(req);
    raw.push(performance.now() - t);
  }
  fn.sort((a, b) => a - b);
  raw.sort((a, b) => a - b);
  const ms = (v: number) => v.toFixed(1);
  rows.push(
    `| ${label} | ${req.lines.length} | ${discountedLines} | ${n} | ${ms(percentile(fn, 50))} | ${ms(percentile(fn, 95))} | ${ms(percentile(raw, 50))} | ${ms(percentile(raw, 95))} |`,
  );
}

started = performance.now();
await measure('order of 50 lines', request(spread(50)), rounds);
await measure('order of 200 lines', request(spread(200)), rounds);
const catalogue = await queryRows<{ id: number }>(
  db,
  sql`select id from products where firm_id = ${FIRM_ID} order by id limit 15000`,
);
await measure(
  '15 000 products in one call',
  request(catalogue.map((p) => ({ productId: p.id, quantity: '1' }))),
  Math.max(10, Math.floor(rounds / 5)),
);
console.log(
  `\nPostgreSQL, ${counts!.products} products, ${counts!.items} discount items, ${counts!.active} active for the customer (ms; measured in ${seconds(started)}; load average ${loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')})\n`,
);
console.log(
  '| case | lines | discounted | calls | priceLines p50 | priceLines p95 | bare SQL p50 | bare SQL p95 |',
);
console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
for (const row of rows) console.log(row);

await database.close();
if (!args.keep) await admin.query(`drop database ${BENCH_DB} with (force)`);
await admin.end();

/** The catalogue: demo seed, the generated products (groups and catalogues spread), prices. */
async function generateProducts() {
  console.log(`Generating ${PRODUCTS} products with prices and 20 000 discount items…`);
  await migrate(database);
  await seedDemo(db);
  // Groups and catalogues spread over the generated products in the same set-based insert.
  const [taxonomy] = await queryRows<{ groups: number[]; catalogues: number[] }>(
    db,
    sql`select (select array_agg(id order by id) from product_groups where firm_id = ${FIRM_ID} and kind = 'PRODUCT') as groups,
      (select array_agg(id order by id) from product_catalogues where firm_id = ${FIRM_ID}) as catalogues`,
  );
  await generateLargeProducts(db, FIRM_ID, PRODUCTS, {
    groupIds: taxonomy!.groups,
    catalogueIds: taxonomy!.catalogues,
  });
  step('products');
  // A RETAIL and a WHOLESALE price each, in one statement; the rows are generated from the products
  // themselves, so the per-row foreign-key checks are skipped (replica mode, this transaction only).
  await db.transaction(async (tx) => {
    await tx.execute(sql`set local session_replication_role = replica`);
    await tx.execute(sql`
      insert into product_prices (firm_id, product_id, price_type, currency_code, unit_price, valid_from)
      select ${FIRM_ID}, p.id, t.price_type, 'HUF', 500 + (p.id * 37) % 50000 * t.factor, date '2026-01-01'
      from products p, (values ('RETAIL', 1.0), ('WHOLESALE', 0.8)) t(price_type, factor)
      where p.firm_id = ${FIRM_ID}
      on conflict do nothing`);
  });
  step('prices');
}

/** The discount lists and their items (see the comment inside). */
async function generateDiscounts(customer: { id: number; other: number; user_id: number }) {
  // 20 lists of 1 000 product items each (half of them quantity breaks from 10). Active for the
  // customer (10 000 items): 6 lists of its own, 2 for its price type, 2 for everybody (these 4
  // also hold every product group). Not applying (10 000 items): 4 of another customer, 3 drafts,
  // 3 expired.
  const KIND = sql`case when n <= 6 then 'MINE' when n <= 8 then 'TYPE' when n <= 10 then 'ALL'
    when n <= 14 then 'OTHER' when n <= 17 then 'DRAFT' else 'EXPIRED' end`;
  await db.execute(sql`
    insert into discounts (firm_id, name, scope, customer_ids, price_type, valid_from, valid_to,
      priority, state, owner_user_id, changed_by_user_id, approved_by_user_id, approved_at)
    select ${FIRM_ID}, 'Bench ' || n || ' ' || k,
      case k when 'TYPE' then 'PRICE_TYPE' when 'ALL' then 'EVERYBODY' else 'CUSTOMER' end,
      case k when 'TYPE' then '{}' when 'ALL' then '{}'
        when 'OTHER' then array[${customer!.other}::int] else array[${customer!.id}::int] end,
      case k when 'TYPE' then 'RETAIL' end, date '2026-01-01',
      case k when 'EXPIRED' then date '2026-03-31' end, n % 3,
      case k when 'DRAFT' then 'DRAFT' else 'APPROVED' end,
      ${customer!.user_id}, ${customer!.user_id}, case k when 'DRAFT' then null else 1 end,
      case k when 'DRAFT' then null else now() end
    from generate_series(1, 20) n, lateral (select ${KIND} as k) kind`);
  await db.execute(sql`
    insert into discount_items (firm_id, discount_id, target, product_id, min_quantity, discount_percent, fixed_price)
    select ${FIRM_ID}, d.id, 'PRODUCT', pr.id, case when k % 2 = 0 then 10 else 0 end,
      case when k % 4 <> 3 then 1 + (k % 30) end, case when k % 4 = 3 then 400 + k % 1000 end
    from (select id, row_number() over (order by id) as n from discounts where firm_id = ${FIRM_ID} and name like 'Bench %') d,
      generate_series(1, 1000) k,
      lateral (select id from products where firm_id = ${FIRM_ID} and id = 1 + ((k * 97 + d.n * 7919) % ${PRODUCTS})) pr`);
  await db.execute(sql`
    insert into discount_items (firm_id, discount_id, target, group_id, discount_percent)
    select ${FIRM_ID}, d.id, 'GROUP', g.id, 3 from discounts d, product_groups g
    where d.firm_id = ${FIRM_ID} and d.scope in ('PRICE_TYPE', 'EVERYBODY') and d.name like 'Bench %'
      and g.firm_id = ${FIRM_ID}`);
}

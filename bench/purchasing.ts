/**
 * The supplier order generator's view on 100 000 open demand lines (issue 25: p95 ≤ 500 ms). On a
 * fresh PostgreSQL database with the demo data, 20 000 generated customer orders of 5 lines are
 * made CONFIRMED with every line bought (PURCHASE) from one of the firm's suppliers; then the
 * first page of the view (`generatorView`: open demand per supplier and product, priced from the
 * supplier info, 100 lines with their group totals and the oldest demand lines they serve) is
 * timed against the bare SQL of the same aggregate (open demand summed per supplier and product,
 * its first 100 rows and their count; no prices, names or demand lists) in the same run.
 * Timings are printed, never asserted. Then, in the same database, the writes of
 * bench/purchasing-writes.ts: generating 1 000 supplier orders and receiving a 400-line order,
 * each against bare SQL doing the same writes.
 *
 *   npm run bench:purchasing                     # 20 view rounds, 3 write rounds
 *   npm run bench:purchasing -- --rounds=50 --write-rounds=5
 *   npm run bench:purchasing -- --writes-only    # the demo data only, no 100 000 demand lines
 *
 * BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test) must let us create and
 * drop the database `kontor_bench_purchasing`.
 */
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { generatorView } from '../apps/server/src/modules/purchasing/generator.service.ts';
import { type Database, openDatabase, queryRows } from '../apps/server/src/platform/db/database.ts';
import { migrate } from '../apps/server/src/platform/db/migrate.ts';
import { seedContext } from '../apps/server/src/seed/context.ts';
import { seedDemo } from '../apps/server/src/seed/demo.ts';
import { generateLargeOrders } from '../apps/server/src/seed/sales.ts';
import { benchWrites } from './purchasing-writes.ts';

const BENCH_DB = 'kontor_bench_purchasing';
const SERVER_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const ORDERS = 20_000;
const LINES = 5;
const FIRM = 1;
const PAGE = 100;

const { values: args } = parseArgs({
  options: {
    rounds: { type: 'string', default: '20' },
    'write-rounds': { type: 'string', default: '3' },
    'writes-only': { type: 'boolean', default: false },
  },
});
const rounds = args['writes-only'] ? 0 : Number(args.rounds);

async function onServer(query: string): Promise<void> {
  const client = new pg.Client({ connectionString: SERVER_URL });
  await client.connect();
  try {
    await client.query(query);
  } finally {
    await client.end();
  }
}

/** Every line of the generated orders bought from one of the firm's suppliers; orders CONFIRMED. */
async function plantDemand(database: Database): Promise<number> {
  await generateLargeOrders(database.db, FIRM, ORDERS, LINES);
  await database.db.execute(
    sql`with sup as (select id, row_number() over (order by id) - 1 as n, count(*) over () as total
                     from partners where firm_id = ${FIRM} and 'SUPPLIER' = any(roles)),
             o as (update customer_orders set state = 'CONFIRMED'
                   where firm_id = ${FIRM} and number like 'VX-%' returning id)
        update customer_order_lines l set fulfilment = 'PURCHASE',
          fulfilment_partner_id = (select id from sup where sup.n = l.id % sup.total)
        from o where l.order_id = o.id`,
  );
  await database.db.execute(sql`analyze`);
  const [row] = await queryRows<{ n: number }>(
    database.db,
    sql`select count(*)::int as n from customer_order_lines l join customer_orders o on o.id = l.order_id
        where o.firm_id = ${FIRM} and o.state = 'CONFIRMED' and l.fulfilment = 'PURCHASE'`,
  );
  return row!.n;
}

/** The same aggregate in bare SQL: open demand per supplier and product, its first page. */
const bareView = (database: Database) =>
  queryRows(
    database.db,
    sql`select s, p, sum(open), count(*) over () from (
          select l.fulfilment_partner_id as s, l.product_id as p,
            l.quantity - coalesce((select sum(quantity) from supplier_order_line_demands x
                                   where x.customer_order_line_id = l.id), 0) as open
          from customer_order_lines l join customer_orders o on o.id = l.order_id
          where l.firm_id = ${FIRM} and l.fulfilment in ('PURCHASE', 'SUBCONTRACT')
            and o.state = 'CONFIRMED') d
        where open > 0 group by 1, 2 order by 1, 2 limit ${PAGE}`,
  );

const p95 = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.ceil(values.length * 0.95) - 1]!;
const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

await onServer(`drop database if exists ${BENCH_DB} with (force)`);
await onServer(`create database ${BENCH_DB}`);
const url = new URL(SERVER_URL);
url.pathname = `/${BENCH_DB}`;
const database = await openDatabase({ databaseUrl: url.toString() });
try {
  await migrate(database);
  await seedDemo(database.db);
  const demand = rounds > 0 ? await plantDemand(database) : 0;
  const [user] = await queryRows<{ id: number }>(
    database.db,
    sql`select id from users where username = 'irodai'`,
  );
  const ctx = seedContext(database.db, FIRM, user!.id);
  const query = { term: '', page_number: 0, page_size: PAGE };
  const service: number[] = [];
  const bare: number[] = [];
  let lines = 0;
  for (let round = 0; round < rounds; round++) {
    let started = performance.now();
    const page = await generatorView(ctx, query);
    service.push(performance.now() - started);
    lines = page.total;
    started = performance.now();
    await bareView(database);
    bare.push(performance.now() - started);
  }
  const line = (name: string, ms: number[]) =>
    `  ${name}: p95 ${p95(ms).toFixed(0)} ms, median ${median(ms).toFixed(0)} ms`;
  if (rounds > 0) {
    console.log(
      `generator view on ${demand} open demand lines (${lines} supplier × product lines), ${rounds} rounds`,
    );
    console.log(line('service (generatorView, first page)', service));
    console.log(line('bare SQL, same aggregate          ', bare));
    console.log('  target: p95 ≤ 500 ms');
  }
  const writes = await benchWrites(database, ctx, Number(args['write-rounds']));
  const worst = (name: string, ms: number[]) =>
    `  ${name}: worst ${Math.max(...ms).toFixed(0)} ms, median ${median(ms).toFixed(0)} ms`;
  console.log(
    `generating ${writes.generate.orders} supplier orders (one line each), ${writes.generate.service.length} rounds`,
  );
  console.log(worst('service (generateSupplierOrders)', writes.generate.service));
  console.log(worst('bare SQL, same rows             ', writes.generate.bare));
  console.log('  target: ≤ 5 000 ms');
  console.log(
    `receiving a ${writes.receive.lines}-line supplier order, ${writes.receive.service.length} rounds`,
  );
  console.log(worst('service (receiveSupplierOrder)', writes.receive.service));
  console.log(worst('bare SQL, same rows           ', writes.receive.bare));
  console.log('  target: ≤ 500 ms');
} finally {
  await database.close();
  await onServer(`drop database if exists ${BENCH_DB} with (force)`);
}

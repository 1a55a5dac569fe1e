/**
 * Picking (modules/picking/README.md) on PostgreSQL: closing a 300-line cycle (10 orders of 30
 * lines, every line picked) through `closeCycle` — cycle, order and stock locks, 600 TRANSFER
 * movements, reservations moved to the packing location, lines freed, 10 orders moved on
 * through the orders' state call, audit — against a baseline in the same run: the bare SQL of
 * the same writes on an identical cycle (the same locks and rows, one statement each, no
 * checks). Timings are printed, never asserted. Target (issue 24): close ≤ 0.5 s.
 *
 *   npm run bench:picking                      # BENCH_PICKING_URL: a server where we may create a database
 *   npm run bench:picking -- --rounds=5 --orders=10 --lines=30
 *   npm run bench:picking -- --database-url=postgres://postgres@127.0.0.1:5432/kontor_warehouse_large
 *
 * The run creates `kontor_bench_picking` fresh (migrated, demo data) and drops it at the end, or
 * works inside the database named by `--database-url=` (bench/database.ts), adding its products,
 * orders and cycles there.
 */
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { createCycle } from '../apps/server/src/modules/picking/picking.service.ts';
import {
  confirmedOrder,
  stockedProducts,
} from '../apps/server/src/modules/picking/picking.test-data.ts';
import { closeCycle } from '../apps/server/src/modules/picking/picking-close.service.ts';
import { type Db, queryRows } from '../apps/server/src/platform/db/database.ts';
import { seedContext } from '../apps/server/src/seed/context.ts';
import { benchDatabase } from './database.ts';

const { values: args } = parseArgs({
  options: {
    rounds: { type: 'string', default: '5' },
    orders: { type: 'string', default: '10' },
    lines: { type: 'string', default: '30' },
    'database-url': { type: 'string' },
  },
});
const ROUNDS = Number(args.rounds);
const ORDERS = Number(args.orders);
const LINES = Number(args.lines);
const SERVER = process.env.BENCH_PICKING_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const FIRM = 1;

const bench = await benchDatabase('kontor_bench_picking', SERVER, {
  existingUrl: args['database-url'],
  poolSize: 4,
});
const { database } = bench;
const db = database.db;
const [setup] = await queryRows<{ admin: number; zone: number; bins: string[] }>(
  db,
  sql`select (select id from users where username = 'admin') as admin,
        (select id from storages where firm_id = ${FIRM} and code = 'A') as zone,
        (select array_agg(code order by code) from storages
          where firm_id = ${FIRM} and type = 'BIN' and code like 'A-%') as bins`,
);
const ctx = seedContext(db, FIRM, setup!.admin);

/** A cycle of ORDERS orders × LINES lines in zone A, every line confirmed in full. */
async function pickedCycle(): Promise<{ id: number; lines: number }> {
  const products = await stockedProducts(db, FIRM, setup!.bins, ORDERS * LINES, 1000);
  const orderIds: number[] = [];
  for (let o = 0; o < ORDERS; o++)
    orderIds.push(
      await confirmedOrder(
        db,
        FIRM,
        products.slice(o * LINES, (o + 1) * LINES).map((p) => ({ productId: p.id, quantity: '2' })),
        products[0]!.branchId,
      ),
    );
  const cycle = await createCycle(ctx, {
    zoneId: setup!.zone,
    orderIds,
    maxLines: 1000,
    assignedUserId: null,
    note: '',
  });
  await db.execute(sql`
    update picking_cycle_lines set picked_quantity = quantity, confirmed_at = now()
    where cycle_id = ${cycle.id}`);
  await db.execute(sql`update picking_cycles set state = 'IN_PROGRESS' where id = ${cycle.id}`);
  return { id: cycle.id, lines: cycle.lines.length };
}

/** The same writes as a close, as bare SQL: locks, movements, reservations, lines, orders, audit. */
async function bareClose(tx: Db, id: number) {
  await tx.execute(sql`select 1 from picking_cycles where id = ${id} for update`);
  await tx.execute(sql`select id from customer_orders where id in
    (select order_id from picking_cycle_lines where cycle_id = ${id}) order by id for update`);
  await tx.execute(sql`select count(pg_advisory_xact_lock(s, p)) from (
    select distinct storage_id as s, product_id as p from picking_cycle_lines where cycle_id = ${id}
    union select c.packing_storage_id, l.product_id from picking_cycle_lines l
      join picking_cycles c on c.id = l.cycle_id where l.cycle_id = ${id}
    order by 1, 2) t`);
  await tx.execute(sql`insert into stock_movements (firm_id, product_id, storage_id, quantity,
      reason, reference, created_by, source_kind, source_id)
    select ${FIRM}, l.product_id, x.storage_id, x.q, 'TRANSFER', c.number, ${setup!.admin},
           'PICKING_CYCLE', c.id
    from picking_cycle_lines l join picking_cycles c on c.id = l.cycle_id
    cross join lateral (values (l.storage_id, -l.picked_quantity),
                               (c.packing_storage_id, l.picked_quantity)) x(storage_id, q)
    where l.cycle_id = ${id}`);
  await tx.execute(sql`update stock_reservations r set storage_id = c.packing_storage_id
    from picking_cycle_lines l join picking_cycles c on c.id = l.cycle_id
    where l.cycle_id = ${id} and r.id = l.reservation_id`);
  await tx.execute(sql`update picking_cycle_lines set is_open = false where cycle_id = ${id}`);
  await tx.execute(sql`update picking_cycles set state = 'CLOSED', closed_at = now(),
    version = version + 1 where id = ${id}`);
  await tx.execute(sql`update customer_orders set state = 'READY', version = version + 1
    where id in (select order_id from picking_cycle_lines where cycle_id = ${id})`);
  await tx.execute(sql`insert into audit_log (firm_id, user_id, entity, entity_id, action)
    select ${FIRM}, ${setup!.admin}, 'customer_order', id::text, 'ready' from customer_orders
    where id in (select order_id from picking_cycle_lines where cycle_id = ${id})`);
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const closes: number[] = [];
const bare: number[] = [];
let lines = 0;
for (let round = 0; round < ROUNDS; round++) {
  const [mine, theirs] = [await pickedCycle(), await pickedCycle()];
  lines = mine.lines;
  let start = performance.now();
  await closeCycle({ ...ctx, requestId: `bench-${round}` }, mine.id);
  closes.push(performance.now() - start);
  start = performance.now();
  await db.transaction((tx) => bareClose(tx, theirs.id));
  bare.push(performance.now() - start);
  const [moved] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from stock_movements
        where source_kind = 'PICKING_CYCLE' and source_id in (${mine.id}, ${theirs.id})`,
  );
  if (moved!.n !== 4 * lines) throw new Error(`expected ${4 * lines} movements, got ${moved!.n}`);
}
const fmt = (ms: number) => `${ms.toFixed(1)} ms`;
console.log(
  `closing a ${lines}-line cycle (${ORDERS} orders), ${ROUNDS} rounds, PostgreSQL ${bench.label}`,
);
console.log(`  closeCycle  p50 ${fmt(median(closes))}  max ${fmt(Math.max(...closes))}`);
console.log(`  bare SQL    p50 ${fmt(median(bare))}  max ${fmt(Math.max(...bare))}`);
console.log(
  `  ratio       ${(median(closes) / median(bare)).toFixed(1)}×  (target: close ≤ 500 ms)`,
);
await bench.dispose();

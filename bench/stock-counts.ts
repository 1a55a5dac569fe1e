/**
 * Posting a 5 000-line stock count (issue 24: ≤ 2 s; ERPNext takes 10–15 min for a 5 000-item
 * reconciliation). On a fresh PostgreSQL database with the demo data, a bench warehouse of 50
 * shelves × 100 products holds 5 000 stocked pairs; each round opens a count of it (the service),
 * marks every line counted one short (SQL, not timed), and times posting it through the service
 * (`postStockCount`: count lock, 5 000 stock locks and levels, the checks, 5 000 ADJUSTMENT rows,
 * the lines' adjustments, state, audit), against the bare SQL of the same writes on another
 * count of the same size in the same run (count lock, the 5 000 advisory locks, one insert of the
 * movements, one update of the lines, the state, one audit row). Timings are printed, never
 * asserted.
 *
 *   npm run bench:stock-counts                   # 3 rounds each
 *   npm run bench:stock-counts -- --rounds=5
 *
 * BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test) must let us create and
 * drop the database `kontor_bench_counts`; or `--database-url=` names an existing database
 * (bench/database.ts) and the bench warehouse is added inside it.
 */
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import {
  createStockCount,
  postStockCount,
} from '../apps/server/src/modules/stock-counts/stock-counts.service.ts';
import { type Database, queryRows } from '../apps/server/src/platform/db/database.ts';
import { seedContext } from '../apps/server/src/seed/context.ts';
import { benchDatabase } from './database.ts';

const SERVER_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const SHELVES = 50;
const PRODUCTS = 100;
const FIRM = 1;

const { values: args } = parseArgs({
  options: { rounds: { type: 'string', default: '3' }, 'database-url': { type: 'string' } },
});
const rounds = Number(args.rounds);

/**
 * A warehouse of SHELVES shelves, PRODUCTS products, and opening stock of every pair; its codes
 * carry the run's tag, so runs inside one existing database do not collide.
 */
async function plantStock(database: Database): Promise<number> {
  const tag = `BENCH${Date.now().toString(36).toUpperCase()}`;
  const [row] = await queryRows<{ id: number }>(
    database.db,
    sql`with b as (select id from branches where firm_id = ${FIRM} order by id limit 1),
         w as (insert into storages (firm_id, branch_id, code, name, type)
               select ${FIRM}, b.id, ${tag}, 'Leltár mérés ' || ${tag}, 'WAREHOUSE' from b
               returning id, branch_id),
         s as (insert into storages (firm_id, branch_id, parent_id, code, name, type)
               select ${FIRM}, w.branch_id, w.id, ${tag} || '-' || n, 'Mérés ' || n, 'SHELF'
               from w cross join generate_series(1, ${SHELVES}) n returning id),
         p as (insert into products (firm_id, code, name)
               select ${FIRM}, ${tag} || '-P-' || n, 'Mérési termék ' || n
               from generate_series(1, ${PRODUCTS}) n returning id),
         m as (insert into stock_movements (firm_id, product_id, storage_id, quantity, reason, reference)
               select ${FIRM}, p.id, s.id, 100, 'OPENING', ${tag} from p cross join s)
       select id from w`,
  );
  return row!.id;
}

/** Opens a count of the bench warehouse and marks every line counted one short. */
async function countedCount(database: Database, warehouseId: number, userId: number) {
  const ctx = seedContext(database.db, FIRM, userId);
  const count = await createStockCount(ctx, { storageId: warehouseId, note: 'bench' });
  await database.db.execute(
    sql`update stock_count_lines set counted = expected - 1, on_hand_at_count = expected,
          counted_by = ${userId}, counted_at = now() where count_id = ${count.id}`,
  );
  await database.db.execute(sql`update stock_counts set state = 'COUNTING' where id = ${count.id}`);
  if (count.lineCount !== SHELVES * PRODUCTS) throw new Error(`${count.lineCount} lines`);
  return count;
}

/** The same writes as a post, in bare SQL: what the service's rules and checks cost on top. */
async function postBare(database: Database, countId: number, number: string, userId: number) {
  await database.db.transaction(async (tx) => {
    await tx.execute(sql`select 1 from stock_counts where id = ${countId} for update`);
    await tx.execute(
      sql`select count(pg_advisory_xact_lock(storage_id, product_id)) from (
            select storage_id, product_id from stock_count_lines where count_id = ${countId}
            order by storage_id, product_id) t`,
    );
    await tx.execute(
      sql`insert into stock_movements (firm_id, product_id, storage_id, quantity, reason,
            reference, created_by, source_kind, source_id)
          select firm_id, product_id, storage_id, counted - on_hand_at_count, 'ADJUSTMENT',
                 ${number}, ${userId}, 'STOCK_COUNT', count_id
          from stock_count_lines where count_id = ${countId} and counted <> on_hand_at_count`,
    );
    await tx.execute(
      sql`update stock_count_lines set adjustment = counted - on_hand_at_count
          where count_id = ${countId}`,
    );
    await tx.execute(
      sql`update stock_counts set state = 'POSTED', closed_by = ${userId}, closed_at = now()
          where id = ${countId}`,
    );
    await tx.execute(
      sql`insert into audit_log (user_id, firm_id, entity, entity_id, action)
          values (${userId}, ${FIRM}, 'stock-count', ${String(countId)}, 'post')`,
    );
  });
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

const bench = await benchDatabase('kontor_bench_counts', SERVER_URL, {
  existingUrl: args['database-url'],
});
const { database } = bench;
try {
  const warehouseId = await plantStock(database);
  const [user] = await queryRows<{ id: number }>(
    database.db,
    sql`select id from users where username = 'irodai'`,
  );
  const ctx = seedContext(database.db, FIRM, user!.id);
  const service: number[] = [];
  const bare: number[] = [];
  for (let round = 0; round < rounds; round++) {
    const viaService = await countedCount(database, warehouseId, user!.id);
    let started = performance.now();
    await postStockCount(ctx, viaService.id, { confirmBelowReserved: false });
    service.push(performance.now() - started);
    const viaSql = await countedCount(database, warehouseId, user!.id);
    started = performance.now();
    await postBare(database, viaSql.id, viaSql.number, user!.id);
    bare.push(performance.now() - started);
  }
  const [booked] = await queryRows<{ n: number }>(
    database.db,
    sql`select count(*)::int as n from stock_movements where reason = 'ADJUSTMENT'`,
  );
  const fmt = (ms: number[]) => ms.map((m) => m.toFixed(0)).join(', ');
  console.log(
    `posting a ${SHELVES * PRODUCTS}-line count on PostgreSQL ${bench.label}, ${rounds} rounds`,
  );
  console.log(
    `  service (postStockCount): median ${median(service).toFixed(0)} ms (${fmt(service)})`,
  );
  console.log(`  bare SQL, same writes:    median ${median(bare).toFixed(0)} ms (${fmt(bare)})`);
  console.log(`  ratio ${(median(service) / median(bare)).toFixed(2)}; target ≤ 2000 ms`);
  console.log(`  ADJUSTMENT rows written: ${booked!.n}`);
} finally {
  await bench.dispose();
}

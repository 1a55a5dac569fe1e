/**
 * Delivery routes (issue 27):
 * 1. Proposing the stop order of a 150-stop route (nearest neighbour from the depot, then 2-opt;
 *    modules/delivery/stop-order.ts): target ≤ 1 s, and the tour within 10 % of the best of 20
 *    random restarts of the same heuristic (each starting from a random first stop), which is the
 *    baseline measured in the same run. Stops are 150 random points inside Hungary (seeded, so
 *    every run plans the same tour); the depot is Budapest XIII.
 * 2. The routes list for a month with 2 000 routes (`GET /delivery/routes/` through its service:
 *    the page's summaries with stop counts, load and capacity): target p95 ≤ 100 ms, against the
 *    bare SQL of the same page of route rows (no aggregates) in the same run. On a fresh
 *    PostgreSQL database with the demo data, 2 000 returned routes of 10 stops each are planted.
 *
 *   npm run bench:routes                         # 200 list calls each
 *   npm run bench:routes -- --calls=500
 *
 * BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test) must let us create and
 * drop the database `kontor_bench_routes`. Timings are printed, never asserted.
 */
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import {
  coordinatesOf,
  type Point,
} from '../apps/server/src/modules/delivery/postcodes/postcodes.ts';
import { listRoutes } from '../apps/server/src/modules/delivery/routes.service.ts';
import { proposeStopOrder, tourLength } from '../apps/server/src/modules/delivery/stop-order.ts';
import { queryRows } from '../apps/server/src/platform/db/database.ts';
import { seedContext } from '../apps/server/src/seed/context.ts';
import { benchDatabase } from './database.ts';

const SERVER_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const { values: args } = parseArgs({ options: { calls: { type: 'string', default: '200' } } });
const calls = Number(args.calls);
const FIRM = 1;

/** Mulberry32: a small seeded generator, so every run plans the same stops. */
function random(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const percentile = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * p))]!;

function stopOrderBench() {
  const next = random(27);
  const depot = coordinatesOf('1138')!;
  const stops: Point[] = Array.from({ length: 150 }, () => ({
    latitude: 45.9 + next() * 2.5,
    longitude: 16.3 + next() * 6.4,
  }));
  let started = performance.now();
  const proposed = proposeStopOrder(depot, stops);
  const ms = performance.now() - started;
  const length = tourLength(depot, stops, proposed);
  let best = Number.POSITIVE_INFINITY;
  started = performance.now();
  for (let i = 0; i < 20; i++) {
    const order = proposeStopOrder(depot, stops, Math.floor(next() * stops.length));
    best = Math.min(best, tourLength(depot, stops, order));
  }
  const restartsMs = performance.now() - started;
  console.log('stop order of a 150-stop route (nearest neighbour + 2-opt)');
  console.log(`  proposed in ${ms.toFixed(0)} ms (target ≤ 1000 ms), tour ${length.toFixed(1)} km`);
  console.log(
    `  best of 20 random restarts: ${best.toFixed(1)} km in ${restartsMs.toFixed(0)} ms; proposed/best ${(length / best).toFixed(3)} (target ≤ 1.10)`,
  );
}

async function listBench() {
  const bench = await benchDatabase('kontor_bench_routes', SERVER_URL);
  const { database } = bench;
  try {
    await database.db.execute(sql`
      with v as (insert into delivery_vehicles (firm_id, plate_number, name, capacity_kg, capacity_m3)
                 select ${FIRM}, 'BENCH-' || n, 'Mérési furgon ' || n, 1500, 15 from generate_series(1, 40) n returning id),
           vs as (select id, row_number() over (order by id) - 1 as k from v),
           d as (select id from users where username = 'sofor'),
           b as (select id from branches where firm_id = ${FIRM} order by id limit 1),
           r as (insert into delivery_routes (firm_id, number, route_date, branch_id, vehicle_id, driver_user_id, state, distance_km)
                 select ${FIRM}, 'TUR-BENCH-' || lpad(n::text, 5, '0'), date '2026-10-01' + (n % 31), b.id,
                        (select id from vs where k = n % 40), d.id, 'RETURNED', 120
                 from generate_series(1, 2000) n, b, d returning id)
      insert into delivery_route_stops (firm_id, route_id, customer_order_id, position, state, is_open)
      select ${FIRM}, r.id, o.id, row_number() over (partition by r.id order by o.id), 'DELIVERED', false
      from r cross join lateral (select id from customer_orders where firm_id = ${FIRM} order by id limit 10) o`);
    await database.db.execute(sql`analyze`);
    const ctx = seedContext(database.db, FIRM, 1);
    const page = (i: number) => i % 80;
    const query = (i: number) => ({
      from: '2026-10-01',
      to: '2026-10-31',
      page_number: page(i),
      page_size: 25,
    });
    const service: number[] = [];
    const bare: number[] = [];
    for (let i = 0; i < 20; i++) await listRoutes(ctx, query(i));
    for (let i = 0; i < calls; i++) {
      let started = performance.now();
      const answer = await listRoutes(ctx, query(i));
      service.push(performance.now() - started);
      if (answer.total !== 2000) throw new Error(`${answer.total} routes listed`);
      started = performance.now();
      await queryRows(
        database.db,
        sql`select r.*, count(*) over () as total from delivery_routes r
            where r.firm_id = ${FIRM} and r.route_date between '2026-10-01' and '2026-10-31'
            order by r.route_date, r.number limit 25 offset ${page(i) * 25}`,
      );
      bare.push(performance.now() - started);
    }
    console.log(
      `routes list, a month of 2 000 routes × 10 stops on PostgreSQL ${bench.label}, ${calls} calls`,
    );
    console.log(
      `  service (listRoutes): p50 ${percentile(service, 0.5).toFixed(1)} ms, p95 ${percentile(service, 0.95).toFixed(1)} ms (target ≤ 100 ms)`,
    );
    console.log(
      `  bare SQL, route rows only: p50 ${percentile(bare, 0.5).toFixed(1)} ms, p95 ${percentile(bare, 0.95).toFixed(1)} ms`,
    );
  } finally {
    await bench.dispose();
  }
}

stopOrderBench();
await listBench();

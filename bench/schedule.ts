/**
 * The work schedule at scale (issue 26): a month's calendar of the workshop tab holding 10 000
 * bookings (p95 ≤ 150 ms) and the reorder of one team's day of 500 bookings (≤ 100 ms). On a fresh
 * PostgreSQL database with the demo data, 10 500 generated customer orders are booked on 20 teams
 * over March 2027 (10 000) and on one team's 1 April (500). Each figure is measured against bare
 * SQL doing the same work in the same run: the calendar against the bookings of the range with
 * their order and customer and the per-cell sums; the reorder (the service: lock, version check,
 * renumber, audit, the day's answer) against the one renumbering UPDATE in a transaction.
 * Timings are printed, never asserted.
 *
 *   npm run bench:schedule                     # 20 rounds each
 *   npm run bench:schedule -- --rounds=50
 *
 * BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test) must let us create and
 * drop the database `kontor_bench_schedule`.
 */
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { reorderDay } from '../apps/server/src/modules/production/booking.service.ts';
import { calendar } from '../apps/server/src/modules/production/schedule.service.ts';
import { type Database, openDatabase, queryRows } from '../apps/server/src/platform/db/database.ts';
import { migrate } from '../apps/server/src/platform/db/migrate.ts';
import { seedContext } from '../apps/server/src/seed/context.ts';
import { seedDemo } from '../apps/server/src/seed/demo.ts';
import { generateLargeOrders } from '../apps/server/src/seed/sales.ts';

const BENCH_DB = 'kontor_bench_schedule';
const SERVER_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const FIRM = 1;
const MONTH = { from: '2027-03-01', to: '2027-03-31' };
const MONTH_BOOKINGS = 10_000;
const DAY_BOOKINGS = 500;
const TEAMS = 20;
const REORDER_DAY = '2027-04-01';

const { values: args } = parseArgs({ options: { rounds: { type: 'string', default: '20' } } });
const rounds = Number(args.rounds);

async function onServer(query: string): Promise<void> {
  const client = new pg.Client({ connectionString: SERVER_URL });
  await client.connect();
  try {
    await client.query(query);
  } finally {
    await client.end();
  }
}

/** 20 teams of the workshop tab; the generated orders booked round-robin over the month's days. */
async function plantBookings(database: Database) {
  const db = database.db;
  await generateLargeOrders(db, FIRM, MONTH_BOOKINGS + DAY_BOOKINGS, 1);
  await db.execute(sql`insert into schedule_teams (firm_id, code, name, tab_code, capacity_per_member)
    select ${FIRM}, 'BENCH-' || g, 'Teszt csapat ' || g, 'WORKSHOP', 100 from generate_series(1, ${TEAMS}) g`);
  await db.execute(sql`
    with o as (select id, row_number() over (order by id) - 1 as n from customer_orders
               where firm_id = ${FIRM} and number like 'VX-%'),
         t as (select id, row_number() over (order by id) - 1 as n from schedule_teams
               where firm_id = ${FIRM} and code like 'BENCH-%'),
         placed as (
           select o.id as order_id,
             case when o.n < ${MONTH_BOOKINGS} then (select id from t where t.n = o.n % ${TEAMS})
                  else (select id from t where t.n = 0) end as team_id,
             case when o.n < ${MONTH_BOOKINGS} then ${MONTH.from}::date + ((o.n / ${TEAMS}) % 31)::int
                  else ${REORDER_DAY}::date end as day
           from o)
    insert into schedule_bookings (firm_id, tab_code, customer_order_id, team_id, day, position, load)
    select ${FIRM}, 'WORKSHOP', order_id, team_id, day,
      row_number() over (partition by team_id, day order by order_id), 1 from placed`);
  await db.execute(sql`analyze`);
}

/** The calendar's data in bare SQL: the range's bookings with order and customer, per-cell sums. */
const bareCalendar = (database: Database) =>
  Promise.all([
    queryRows(
      database.db,
      sql`select b.id, b.customer_order_id, o.number, pa.name, o.delivery_address, b.team_id,
            b.day, b.position, b.load, b.version
          from schedule_bookings b join customer_orders o on o.id = b.customer_order_id
          join partners pa on pa.id = o.customer_id
          where b.firm_id = ${FIRM} and b.tab_code = 'WORKSHOP' and b.day between ${MONTH.from} and ${MONTH.to}
          order by b.day, b.team_id, b.position`,
    ),
    queryRows(
      database.db,
      sql`select team_id, day, sum(load) from schedule_bookings
          where firm_id = ${FIRM} and tab_code = 'WORKSHOP' and day between ${MONTH.from} and ${MONTH.to}
          group by 1, 2`,
    ),
  ]);

const dayBookings = (database: Database, teamId: number) =>
  queryRows<{ id: number; version: number }>(
    database.db,
    sql`select id, version from schedule_bookings where team_id = ${teamId} and day = ${REORDER_DAY}
        order by position`,
  );

const p95 = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.ceil(values.length * 0.95) - 1]!;
const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const line = (name: string, ms: number[]) =>
  `  ${name}: p95 ${p95(ms).toFixed(0)} ms, median ${median(ms).toFixed(0)} ms`;

await onServer(`drop database if exists ${BENCH_DB} with (force)`);
await onServer(`create database ${BENCH_DB}`);
const url = new URL(SERVER_URL);
url.pathname = `/${BENCH_DB}`;
const database = await openDatabase({ databaseUrl: url.toString() });
try {
  await migrate(database);
  await seedDemo(database.db);
  await plantBookings(database);
  const [user] = await queryRows<{ id: number }>(
    database.db,
    sql`select id from users where username = 'utemezo'`,
  );
  const ctx = seedContext(database.db, FIRM, user!.id);
  const [team] = await queryRows<{ id: number }>(
    database.db,
    sql`select min(id) as id from schedule_teams where code like 'BENCH-%'`,
  );
  const timings = { calendar: [] as number[], bareCalendar: [] as number[] };
  const reorder = { service: [] as number[], bare: [] as number[] };
  let booked = 0;
  for (let round = 0; round < rounds; round++) {
    let started = performance.now();
    booked = (await calendar(ctx, 'WORKSHOP', MONTH)).bookings.length;
    timings.calendar.push(performance.now() - started);
    started = performance.now();
    await bareCalendar(database);
    timings.bareCalendar.push(performance.now() - started);

    const day = (await dayBookings(database, team!.id)).reverse();
    started = performance.now();
    await reorderDay(ctx, { tab: 'WORKSHOP', teamId: team!.id, day: REORDER_DAY, bookings: day });
    reorder.service.push(performance.now() - started);
    const ids = (await dayBookings(database, team!.id)).reverse().map((b) => b.id);
    started = performance.now();
    await database.db.transaction((tx) =>
      tx.execute(
        sql`update schedule_bookings b set position = u.n, version = b.version + 1
            from unnest(${`{${ids.join(',')}}`}::int[]) with ordinality as u(id, n)
            where b.id = u.id and b.position <> u.n`,
      ),
    );
    reorder.bare.push(performance.now() - started);
  }
  console.log(`work schedule, ${rounds} rounds`);
  console.log(`month's calendar (${booked} bookings, ${TEAMS} teams × 31 days):`);
  console.log(line('service (calendar)        ', timings.calendar));
  console.log(line('bare SQL, same data       ', timings.bareCalendar));
  console.log('  target: p95 ≤ 150 ms');
  console.log(`reorder of one day (${DAY_BOOKINGS} bookings, reversed):`);
  console.log(line('service (reorderDay)      ', reorder.service));
  console.log(line('bare SQL, the one UPDATE  ', reorder.bare));
  console.log('  target: ≤ 100 ms');
} finally {
  await database.close();
  await onServer(`drop database if exists ${BENCH_DB} with (force)`);
}

// A pool or timer of the seeded app could keep the process alive after the last line.
process.exit(0);

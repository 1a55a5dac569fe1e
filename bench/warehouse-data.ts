/**
 * Warehouse work inside an existing large database (bench/database.ts), so the dashboard's real
 * tabs count and list real volumes: every READY order of the firm picked by a CLOSED cycle
 * (TO_PACK: 8 352 on the 1M-order set) and the first OPEN_ORDERS CONFIRMED / IN_PROGRESS orders
 * in open cycles (TO_PICK: 100 open cycles, what a busy floor has open at once; the set holds
 * 16 722 such orders, and the tab's list computes each open cycle's counts, so it grows with
 * them), ten orders per cycle, all lines in zone A. Written by bare SQL once per database (cycles noted `BENCH`); a
 * second run finds them and adds nothing. Not for a database anyone works in.
 */
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../apps/server/src/platform/db/database.ts';

const PER_CYCLE = 10;
const OPEN_ORDERS = 1000;

/** One kind of planted cycle: which orders, in which cycle state. */
async function plantCycles(
  db: Db,
  firmId: number,
  orders: { states: string[]; limit: number | null },
  cycleState: string,
) {
  const open = cycleState !== 'CLOSED';
  await db.execute(sql`
    with z as (select id, branch_id from storages where firm_id = ${firmId} and code = 'A'),
    pk as (select id from storages where firm_id = ${firmId} and code = 'PUFFER-KI'),
    bin as (select id from storages where firm_id = ${firmId} and code = 'A-01-01'),
    o as (select id, (row_number() over (order by id) - 1) / ${PER_CYCLE} as g
          from customer_orders
          where firm_id = ${firmId} and state = any(${`{${orders.states.join(',')}}`}::text[])
          order by id limit ${orders.limit}),
    c as (insert into picking_cycles (firm_id, number, state, zone_id, packing_storage_id, note,
                                      started_at, closed_at)
          select ${firmId}, 'KGY-BENCH-' || ${cycleState} || '-' || g, ${cycleState}, z.id, pk.id,
                 'BENCH', now(), case when ${open} then null else now() end
          from (select distinct g from o) gs, z, pk
          returning id, number)
    insert into picking_cycle_lines (firm_id, cycle_id, order_id, order_line_id, product_id,
      storage_id, storage_path, quantity, picked_quantity, confirmed_at, is_open)
    select ${firmId}, c.id, o.id, l.id, l.product_id, bin.id, '{KR,A,A-01,A-01-01}',
           l.quantity, case when ${open} then null else l.quantity end,
           case when ${open} then null else now() end, ${open}
    from o join c on c.number = 'KGY-BENCH-' || ${cycleState} || '-' || o.g
    join customer_order_lines l on l.order_id = o.id and l.quantity > 0
    cross join bin`);
}

/** Plants the cycles once; answers how many cycles and lines the firm's bench work holds. */
export async function plantWarehouseWork(db: Db, firmId: number) {
  const count = () =>
    queryRows<{ cycles: number; lines: number }>(
      db,
      sql`select count(distinct c.id)::int as cycles, count(l.id)::int as lines
          from picking_cycles c left join picking_cycle_lines l on l.cycle_id = c.id
          where c.firm_id = ${firmId} and c.note = 'BENCH'`,
    );
  const [before] = await count();
  if (before!.cycles > 0) return before!;
  await plantCycles(db, firmId, { states: ['READY'], limit: null }, 'CLOSED');
  await plantCycles(
    db,
    firmId,
    { states: ['CONFIRMED', 'IN_PROGRESS'], limit: OPEN_ORDERS },
    'OPEN',
  );
  // What autovacuum does soon after such a batch: statistics and the visibility map.
  await db.execute(sql`vacuum analyze picking_cycles, picking_cycle_lines, customer_orders`);
  const [after] = await count();
  return after!;
}

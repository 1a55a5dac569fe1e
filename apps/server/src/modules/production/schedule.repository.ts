import { type SQL, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../platform/db/database.ts';
import { staffColumns, type TeamStaff } from './calendar.ts';

const intArray = (ids: readonly number[]) => `{${ids.join(',')}}`;

export interface TabRow {
  code: string;
  name: string | null;
  source: 'WORKSHOP' | 'ORDERS';
  unit: 'HOURS' | 'PIECES';
  default_load: string;
  position: number;
}

export function listTabs(db: Db, firmId: number, code?: string) {
  const one = code ? sql`and code = ${code}` : sql``;
  return queryRows<TabRow>(
    db,
    sql`select code, name, source, unit, default_load::text as default_load, position from schedule_tabs
        where firm_id = ${firmId} and is_active ${one} order by position, code`,
  );
}

export interface TeamRow {
  id: number;
  code: string;
  name: string;
  tab_code: string;
  work_station_id: number | null;
  capacity_per_member: string;
  members: { employeeId: number; name: string }[];
}

export function listTeams(db: Db, firmId: number, tab?: string, teamId?: number) {
  const byTab = tab ? sql`and t.tab_code = ${tab}` : sql``;
  const byId = teamId ? sql`and t.id = ${teamId}` : sql``;
  return queryRows<TeamRow>(
    db,
    sql`select t.id, t.code, t.name, t.tab_code, t.work_station_id,
          t.capacity_per_member::text as capacity_per_member,
          coalesce((select json_agg(json_build_object('employeeId', e.id, 'name', e.name) order by e.name)
            from schedule_team_members m join employees e on e.id = m.employee_id
            where m.team_id = t.id and e.is_active), '[]') as members
        from schedule_teams t where t.firm_id = ${firmId} and t.is_active ${byTab} ${byId}
        order by t.position, t.name`,
  );
}

export interface BookingRow {
  id: number;
  tab_code: string;
  customer_order_id: number;
  customer_order_number: string;
  customer_id: number;
  customer_name: string;
  delivery_address: string;
  wanted_date: string | null;
  team_id: number;
  team_name: string;
  day: string;
  position: number;
  load: string;
  over_capacity: boolean;
  override_reason: string | null;
  workshop_order_ids: number[];
  version: number;
}

const BOOKING = sql`select b.id, b.tab_code, b.customer_order_id, o.number as customer_order_number,
    o.customer_id, pa.name as customer_name, o.delivery_address,
    o.wanted_delivery_date::text as wanted_date, b.team_id, t.name as team_name, b.day::text as day,
    b.position, b.load::text as load, b.over_capacity, b.override_reason, b.version
  from schedule_bookings b join customer_orders o on o.id = b.customer_order_id
  join partners pa on pa.id = o.customer_id join schedule_teams t on t.id = b.team_id`;

/**
 * The bookings matching `filter` in day, team and position order, each with the live workshop
 * orders of its customer order when it is on a workshop tab (a second query for all of them: a
 * subquery per booking cost more than the rest of a month's calendar, bench/schedule.ts).
 */
export async function listBookings(db: Db, firmId: number, filter: SQL): Promise<BookingRow[]> {
  const rows = await queryRows<Omit<BookingRow, 'workshop_order_ids'>>(
    db,
    sql`${BOOKING} where b.firm_id = ${firmId} and ${filter}
        order by b.day, b.team_id, b.position, b.id`,
  );
  if (rows.length === 0) return [];
  // One after the other: `db` may be a transaction, whose one connection runs one query at a time.
  const workshop = await queryRows<{ customer_order_id: number; ids: number[] }>(
    db,
    sql`select w.customer_order_id, array_agg(w.id order by w.id) as ids from workshop_orders w
        where w.firm_id = ${firmId} and w.state <> 'CANCELLED'
          and w.customer_order_id = any(${intArray(rows.map((r) => r.customer_order_id))}::int[])
        group by w.customer_order_id`,
  );
  const tabs = await queryRows<{ code: string }>(
    db,
    sql`select code from schedule_tabs where firm_id = ${firmId} and source = 'WORKSHOP'`,
  );
  const workshopTabs = new Set(tabs.map((t) => t.code));
  const ids = new Map(workshop.map((w) => [w.customer_order_id, w.ids]));
  return rows.map((r) => ({
    ...r,
    workshop_order_ids: workshopTabs.has(r.tab_code) ? (ids.get(r.customer_order_id) ?? []) : [],
  }));
}

export interface CalendarTeamRow extends TeamStaff {
  code: string;
  name: string;
  is_active: boolean;
}

/**
 * The tab's teams for a calendar from `from` to `to`: the active ones, and inactive ones that
 * still have bookings in the range (shown, offered for nothing new); with their staff.
 */
export function calendarTeams(db: Db, firmId: number, tab: string, from: string, to: string) {
  return queryRows<CalendarTeamRow>(
    db,
    sql`select t.code, t.name, t.is_active, ${staffColumns(from, to)}
        from schedule_teams t where t.firm_id = ${firmId} and t.tab_code = ${tab}
          and (t.is_active or exists (select 1 from schedule_bookings b where b.team_id = t.id
                                      and b.day between ${from} and ${to}))
        order by t.position, t.name`,
  );
}

/** The order's booking on the tab, locked for this transaction. */
export async function lockBooking(db: Db, firmId: number, tab: string, orderId: number) {
  const [row] = await queryRows<{
    id: number;
    team_id: number;
    day: string;
    position: number;
    load: string;
    version: number;
  }>(
    db,
    sql`select id, team_id, day::text as day, position, load::text as load, version
        from schedule_bookings
        where firm_id = ${firmId} and tab_code = ${tab} and customer_order_id = ${orderId} for update`,
  );
  return row;
}

/**
 * Takes the transaction-long lock of each (team, day) cell, in one order (so two movers never
 * deadlock): whoever holds a cell sees every booking made in it before.
 */
export async function lockCells(db: Db, firmId: number, cells: { teamId: number; day: string }[]) {
  const keys = [...new Set(cells.map((c) => `schedule:${firmId}:${c.teamId}:${c.day}`))].sort();
  await db.execute(
    sql`select count(pg_advisory_xact_lock(hashtextextended(k, 0)))
        from (select k from unnest(${`{${keys.join(',')}}`}::text[]) as u(k) order by k) t`,
  );
}

/** What the cell's bookings take, leaving out one order's booking (the one being moved). */
export async function bookedLoad(
  db: Db,
  firmId: number,
  cell: { teamId: number; day: string },
  exceptOrderId: number,
) {
  const [row] = await queryRows<{ booked: string; last: number }>(
    db,
    sql`select coalesce(sum(load), 0)::text as booked, coalesce(max(position), 0) as last
        from schedule_bookings where firm_id = ${firmId} and team_id = ${cell.teamId}
          and day = ${cell.day} and customer_order_id <> ${exceptOrderId}`,
  );
  return row!;
}

/** Closes the gap a booking left at `position` of its day, or opens one for a booking there. */
export function shiftPositions(
  db: Db,
  firmId: number,
  cell: { teamId: number; day: string },
  from: number,
  by: 1 | -1,
) {
  return db.execute(
    sql`update schedule_bookings set position = position + ${by}
        where firm_id = ${firmId} and team_id = ${cell.teamId} and day = ${cell.day}
          and position >= ${from}`,
  );
}

/** Open workshop orders of the customer order (not DONE, not CANCELLED): ids and pieces. */
export async function openWorkshopWork(db: Db, orderId: number) {
  const [row] = await queryRows<{ count: number; pieces: string }>(
    db,
    sql`select count(*)::int as count, coalesce(sum(quantity), 0)::text as pieces
        from workshop_orders where customer_order_id = ${orderId}
          and state in ('PLANNED', 'SCHEDULED', 'IN_PRODUCTION', 'CANNOT_PRODUCE')`,
  );
  return row!;
}

/** Books the order's workshop orders with the booking: PLANNED ones become SCHEDULED. */
export function scheduleWorkshopOrders(db: Db, orderId: number, teamId: number, day: string) {
  return queryRows<{ id: number }>(
    db,
    sql`update workshop_orders set team_id = ${teamId}, scheduled_date = ${day},
          state = case when state = 'PLANNED' then 'SCHEDULED' else state end,
          version = version + 1, updated_at = now()
        where customer_order_id = ${orderId} and state in ('PLANNED', 'SCHEDULED', 'IN_PRODUCTION')
        returning id`,
  );
}

/** Takes the order's SCHEDULED workshop orders off the schedule: PLANNED again. */
export function unscheduleWorkshopOrders(db: Db, orderId: number) {
  return db.execute(
    sql`update workshop_orders set team_id = null, scheduled_date = null, state = 'PLANNED',
          version = version + 1, updated_at = now()
        where customer_order_id = ${orderId} and state = 'SCHEDULED'`,
  );
}

export interface UnscheduledRow {
  customer_order_id: number;
  customer_order_number: string;
  customer_id: number;
  customer_name: string;
  delivery_address: string;
  wanted_date: string | null;
  pieces: string;
  workshop_order_ids: number[];
}

/**
 * What a tab has still to book: for the workshop, open customer orders with a PLANNED workshop
 * order; else open customer orders without a booking on the tab.
 */
function unscheduledSql(firmId: number, tab: TabRow, select: SQL) {
  const pending =
    tab.source === 'WORKSHOP'
      ? sql`exists (select 1 from workshop_orders w where w.customer_order_id = o.id
                    and w.state = 'PLANNED')`
      : sql`not exists (select 1 from schedule_bookings b where b.firm_id = o.firm_id
                        and b.tab_code = ${tab.code} and b.customer_order_id = o.id)`;
  return sql`${select} from customer_orders o join partners pa on pa.id = o.customer_id
    where o.firm_id = ${firmId} and o.state in ('CONFIRMED', 'IN_PROGRESS', 'READY') and ${pending}`;
}

export function listUnscheduled(db: Db, firmId: number, tab: TabRow) {
  return queryRows<UnscheduledRow>(
    db,
    sql`${unscheduledSql(
      firmId,
      tab,
      sql`select o.id as customer_order_id, o.number as customer_order_number, o.customer_id,
          pa.name as customer_name, o.delivery_address, o.wanted_delivery_date::text as wanted_date,
          coalesce((select sum(w.quantity) from workshop_orders w where w.customer_order_id = o.id
            and w.state in ('PLANNED', 'SCHEDULED', 'IN_PRODUCTION', 'CANNOT_PRODUCE')), 0)::text as pieces,
          coalesce((select array_agg(w.id order by w.id) from workshop_orders w
            where w.customer_order_id = o.id and w.state <> 'CANCELLED'), '{}') as workshop_order_ids`,
    )} order by o.wanted_delivery_date nulls last, o.id limit 500`,
  );
}

export async function countUnscheduled(db: Db, firmId: number, tab: TabRow) {
  const [row] = await queryRows<{ count: number }>(
    db,
    unscheduledSql(firmId, tab, sql`select count(*)::int as count`),
  );
  return row!.count;
}

import {
  Money,
  type TScheduleBooking,
  type TScheduleCalendar,
  type TScheduleDay,
  type TScheduleTab,
  type TUnscheduledOrder,
} from '@kontor/contract';
import { sql } from 'drizzle-orm';
import { todayInHungary } from '../../platform/business-day.ts';
import type { Ctx } from '../../platform/context.ts';
import type { Db } from '../../platform/db/database.ts';
import { fieldError } from '../../platform/errors.ts';
import { calendarDays, capacitiesOf, datesOf } from './calendar.ts';
import * as repo from './schedule.repository.ts';

export const toTab = (r: repo.TabRow): TScheduleTab => ({
  code: r.code,
  name: r.name,
  nameKey: `PRODUCTION.SCHEDULE.TAB.${r.code}`,
  source: r.source,
  unit: r.unit,
  defaultLoad: r.default_load,
  position: r.position,
});

export const toBooking = (r: repo.BookingRow): TScheduleBooking => ({
  id: r.id,
  tabCode: r.tab_code,
  customerOrderId: r.customer_order_id,
  customerOrderNumber: r.customer_order_number,
  customerId: r.customer_id,
  customerName: r.customer_name,
  deliveryAddress: r.delivery_address,
  wantedDate: r.wanted_date,
  teamId: r.team_id,
  teamName: r.team_name,
  day: r.day,
  position: r.position,
  load: r.load,
  overCapacity: r.over_capacity,
  overrideReason: r.override_reason,
  workshopOrderIds: r.workshop_order_ids,
  version: r.version,
});

/** One of the firm's active tabs (400 on `path` otherwise). */
export async function findTab(db: Db, firmId: number, code: string, path = 'tab') {
  const [tab] = await repo.listTabs(db, firmId, code);
  if (!tab) throw fieldError(path, 'No such schedule tab');
  return tab;
}

export async function listTabs(ctx: Ctx) {
  return (await repo.listTabs(ctx.db, ctx.auth.firmId)).map(toTab);
}

export async function listTeams(ctx: Ctx, tab: string | undefined) {
  const rows = await repo.listTeams(ctx.db, ctx.auth.firmId, tab);
  return rows.map((t) => ({
    id: t.id,
    code: t.code,
    name: t.name,
    tabCode: t.tab_code,
    workStationId: t.work_station_id,
    capacityPerMember: t.capacity_per_member,
    members: t.members,
  }));
}

export async function badgeCount(ctx: Ctx, code: string) {
  const tab = await findTab(ctx.db, ctx.auth.firmId, code, 'currentTab');
  return { count: await repo.countUnscheduled(ctx.db, ctx.auth.firmId, tab) };
}

/** The load a booking of the order takes on the tab when the caller names none. */
export function defaultLoad(tab: repo.TabRow, pieces: string) {
  return tab.source === 'WORKSHOP' && tab.unit === 'PIECES' && new Money(pieces).gt(0)
    ? pieces
    : tab.default_load;
}

export async function listUnscheduled(ctx: Ctx, code: string): Promise<TUnscheduledOrder[]> {
  const tab = await findTab(ctx.db, ctx.auth.firmId, code, 'currentTab');
  const rows = await repo.listUnscheduled(ctx.db, ctx.auth.firmId, tab);
  return rows.map((r) => ({
    customerOrderId: r.customer_order_id,
    customerOrderNumber: r.customer_order_number,
    customerId: r.customer_id,
    customerName: r.customer_name,
    deliveryAddress: r.delivery_address,
    wantedDate: r.wanted_date,
    load: defaultLoad(tab, r.pieces),
    workshopOrderIds: r.workshop_order_ids,
  }));
}

/**
 * Read-only, for other areas (delivery's earliest date and candidates): each of `dates` (in
 * order) by the Hungarian calendar (README "Holidays": working or not, and why), any number.
 */
export async function publicCalendar(
  db: Db,
  dates: readonly string[],
): Promise<Map<string, TScheduleDay>> {
  if (dates.length === 0) return new Map();
  const days = await calendarDays(db, dates);
  return new Map(days.map((d) => [d.date, d]));
}

/** Days × the tab's teams: each cell's capacity against what is booked, and the bookings. */
export async function calendar(
  ctx: Ctx,
  code: string,
  range: { from: string; to: string },
): Promise<TScheduleCalendar> {
  const firmId = ctx.auth.firmId;
  const dates = datesOf(range.from, range.to);
  // The tab, the days, the teams with their staff (one statement) and the bookings; capacities
  // are then counted here (docs/benchmarks.md "Work schedule").
  const [tab, days, teams, bookings] = await Promise.all([
    findTab(ctx.db, firmId, code, 'currentTab'),
    calendarDays(ctx.db, dates),
    repo.calendarTeams(ctx.db, firmId, code, range.from, range.to),
    repo.listBookings(
      ctx.db,
      firmId,
      sql`b.tab_code = ${code} and b.day between ${range.from} and ${range.to}`,
    ),
  ]);
  const capacities = capacitiesOf(teams, days);
  const booked = new Map<string, Money>();
  for (const b of bookings) {
    const key = `${b.team_id}:${b.day}`;
    booked.set(key, (booked.get(key) ?? new Money(0)).plus(b.load));
  }
  return {
    tab: toTab(tab),
    from: range.from,
    to: range.to,
    days,
    teams: teams.map((t) => ({
      id: t.id,
      code: t.code,
      name: t.name,
      isActive: t.is_active,
      cells: days.map((d) => {
        const cap = capacities.get(t.id)!.byDay.get(d.date)!;
        return {
          date: d.date,
          availableMembers: cap.availableMembers,
          capacity: cap.capacity.toFixed(2),
          booked: (booked.get(`${t.id}:${d.date}`) ?? new Money(0)).toFixed(2),
        };
      }),
    })),
    bookings: bookings.map(toBooking),
  };
}

/** A customer's bookings on every tab from today (Hungarian date) on. */
export async function customerBookings(ctx: Ctx, customerId: number) {
  const rows = await repo.listBookings(
    ctx.db,
    ctx.auth.firmId,
    sql`o.customer_id = ${customerId} and b.day >= ${todayInHungary()}`,
  );
  return rows.map(toBooking);
}

import { Money, SCHEDULE_RANGE_MAX_DAYS, type TScheduleDay } from '@kontor/contract';
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../platform/db/database.ts';
import { fieldError } from '../../platform/errors.ts';

/**
 * The Hungarian working calendar (README "Holidays"): Monday to Friday are working days, except
 * public holidays and transferred rest days; a transferred working day (a Saturday) is one.
 */

const DAY_MS = 86_400_000;
const dateOf = (iso: string) => new Date(`${iso}T00:00:00Z`);
const isoOf = (d: Date) => d.toISOString().slice(0, 10);

/** Every date from `from` to `to`, both included; 400 beyond the longest range or reversed. */
export function datesOf(from: string, to: string): string[] {
  const start = dateOf(from).getTime();
  const count = Math.round((dateOf(to).getTime() - start) / DAY_MS) + 1;
  if (count < 1) throw fieldError('to', 'The last day cannot be before the first');
  if (count > SCHEDULE_RANGE_MAX_DAYS)
    throw fieldError('to', `At most ${SCHEDULE_RANGE_MAX_DAYS} days at once`);
  return Array.from({ length: count }, (_, i) => isoOf(new Date(start + i * DAY_MS)));
}

export async function calendarDays(db: Db, dates: readonly string[]): Promise<TScheduleDay[]> {
  const exceptions = await queryRows<{ day: string; kind: TScheduleDay['kind']; name: string }>(
    db,
    sql`select day::text as day, kind, name from public_calendar_days
        where day between ${dates[0]} and ${dates[dates.length - 1]}`,
  );
  const byDay = new Map(exceptions.map((e) => [e.day, e]));
  return dates.map((date) => {
    const exception = byDay.get(date);
    const weekday = dateOf(date).getUTCDay();
    const weekend = weekday === 0 || weekday === 6;
    if (exception)
      return {
        date,
        isWorkday: exception.kind === 'TRANSFERRED_WORKDAY',
        kind: exception.kind,
        name: exception.name,
      };
    return { date, isWorkday: !weekend, kind: weekend ? 'WEEKEND' : null, name: null };
  });
}

export interface TeamCapacity {
  teamId: number;
  /** Per date: members available that day and the capacity they give. */
  byDay: Map<string, { availableMembers: number; capacity: Money }>;
}

/**
 * Each team's capacity per day: on a working day, its active members not absent that day
 * (employees README "Absences") × the team's capacity per member; nothing on a day off.
 */
export async function teamCapacities(
  db: Db,
  firmId: number,
  teamIds: readonly number[],
  days: readonly TScheduleDay[],
): Promise<Map<number, TeamCapacity>> {
  const from = days[0]!.date;
  const to = days[days.length - 1]!.date;
  const ids = `{${teamIds.join(',')}}`;
  const [members, absences] = await Promise.all([
    queryRows<{ team_id: number; employee_id: number; per_member: string }>(
      db,
      sql`select t.id as team_id, m.employee_id, t.capacity_per_member::text as per_member
          from schedule_teams t join schedule_team_members m on m.team_id = t.id
          join employees e on e.id = m.employee_id and e.is_active
          where t.firm_id = ${firmId} and t.id = any(${ids}::int[])`,
    ),
    queryRows<{ employee_id: number; date_from: string; date_to: string }>(
      db,
      sql`select a.employee_id, a.date_from::text as date_from, a.date_to::text as date_to
          from employee_absences a
          where a.firm_id = ${firmId} and a.date_from <= ${to} and a.date_to >= ${from}
            and a.employee_id in (select employee_id from schedule_team_members
                                  where team_id = any(${ids}::int[]))`,
    ),
  ]);
  const result = new Map<number, TeamCapacity>();
  for (const teamId of teamIds) {
    const own = members.filter((m) => m.team_id === teamId);
    const perMember = new Money(own[0]?.per_member ?? 0);
    const byDay = new Map(
      days.map((day) => {
        const available = day.isWorkday
          ? own.filter(
              (m) =>
                !absences.some(
                  (a) =>
                    a.employee_id === m.employee_id &&
                    a.date_from <= day.date &&
                    a.date_to >= day.date,
                ),
            ).length
          : 0;
        return [day.date, { availableMembers: available, capacity: perMember.times(available) }];
      }),
    );
    result.set(teamId, { teamId, byDay });
  }
  return result;
}

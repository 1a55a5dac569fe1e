import { Money, SCHEDULE_RANGE_MAX_DAYS, type TScheduleDay } from '@kontor/contract';
import { type SQL, sql } from 'drizzle-orm';
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

/** A team's staff for a range: capacity per member, active members and their absences in it. */
export interface TeamStaff {
  id: number;
  per_member: string;
  members: { employeeId: number; absences: [string, string][] }[];
}

/**
 * The columns of `TeamStaff` for `schedule_teams t` (one statement: the members and their
 * absences from `from` to `to` come as JSON, employees README "Absences").
 */
export function staffColumns(from: string, to: string): SQL {
  return sql`t.id, t.capacity_per_member::text as per_member,
    coalesce((select json_agg(json_build_object('employeeId', m.employee_id, 'absences',
        coalesce((select json_agg(json_build_array(a.date_from, a.date_to)) from employee_absences a
          where a.firm_id = t.firm_id and a.employee_id = m.employee_id
            and a.date_from <= ${to} and a.date_to >= ${from}), '[]')))
      from schedule_team_members m join employees e on e.id = m.employee_id and e.is_active
      where m.team_id = t.id), '[]') as members`;
}

/**
 * Each team's capacity per day: on a working day, its active members not absent that day
 * × the team's capacity per member; nothing on a day off.
 */
export function capacitiesOf(
  teams: readonly TeamStaff[],
  days: readonly TScheduleDay[],
): Map<number, TeamCapacity> {
  const result = new Map<number, TeamCapacity>();
  for (const team of teams) {
    const perMember = new Money(team.per_member);
    const byDay = new Map(
      days.map((day) => {
        const available = day.isWorkday
          ? team.members.filter(
              (m) => !m.absences.some(([from, to]) => from <= day.date && to >= day.date),
            ).length
          : 0;
        return [day.date, { availableMembers: available, capacity: perMember.times(available) }];
      }),
    );
    result.set(team.id, { teamId: team.id, byDay });
  }
  return result;
}

/** The capacities of the named teams of the firm over `days` (one statement). */
export async function teamCapacities(
  db: Db,
  firmId: number,
  teamIds: readonly number[],
  days: readonly TScheduleDay[],
): Promise<Map<number, TeamCapacity>> {
  const staff = await queryRows<TeamStaff>(
    db,
    sql`select ${staffColumns(days[0]!.date, days[days.length - 1]!.date)}
        from schedule_teams t where t.firm_id = ${firmId} and t.id = any(${`{${teamIds.join(',')}}`}::int[])`,
  );
  return capacitiesOf(staff, days);
}

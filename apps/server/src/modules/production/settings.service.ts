import type {
  TScheduleTabSettings,
  TScheduleTeamSettings,
  ZScheduleTabCreateBody,
  ZScheduleTabUpdateBody,
  ZScheduleTeamBody,
} from '@kontor/contract';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import { type Ctx, runAction } from '../../platform/context.ts';
import { type Db, queryRows } from '../../platform/db/database.ts';
import { AppError, fieldError, staleVersion } from '../../platform/errors.ts';
import { publishChange } from '../../platform/events.ts';

/**
 * Work schedule settings (README "Settings"): the firm's tabs and teams. Codes are unique per
 * firm (409 `duplicate`); what has bookings is deactivated, never deleted (409 `in_use`).
 */

type TabCreate = z.output<typeof ZScheduleTabCreateBody>;
type TabUpdate = z.output<typeof ZScheduleTabUpdateBody>;
type TeamBody = z.output<typeof ZScheduleTeamBody>;

const conflict = (path: string, code: string, detail: string) =>
  new AppError('CONFLICT', detail, { errors: [{ path, message: detail, code }] });
const intArray = (ids: readonly number[]) => `{${ids.join(',')}}`;

interface TabRow {
  code: string;
  name: string | null;
  source: 'WORKSHOP' | 'ORDERS';
  unit: 'HOURS' | 'PIECES';
  default_load: string;
  position: number;
  is_active: boolean;
  booking_count: number;
  team_count: number;
  version: number;
}

async function tabRows(db: Db, firmId: number, code?: string, lock = false) {
  const one = code ? sql`and t.code = ${code}` : sql``;
  return queryRows<TabRow>(
    db,
    sql`select t.code, t.name, t.source, t.unit, t.default_load::text as default_load, t.position,
          t.is_active, t.version,
          (select count(*)::int from schedule_bookings b
            where b.firm_id = t.firm_id and b.tab_code = t.code) as booking_count,
          (select count(*)::int from schedule_teams s
            where s.firm_id = t.firm_id and s.tab_code = t.code) as team_count
        from schedule_tabs t where t.firm_id = ${firmId} ${one}
        order by t.position, t.code ${lock ? sql`for update of t` : sql``}`,
  );
}

const toTab = (r: TabRow): TScheduleTabSettings => ({
  code: r.code,
  name: r.name,
  nameKey: `PRODUCTION.SCHEDULE.TAB.${r.code}`,
  source: r.source,
  unit: r.unit,
  defaultLoad: r.default_load,
  position: r.position,
  isActive: r.is_active,
  bookingCount: r.booking_count,
  version: r.version,
});

export async function listTabSettings(ctx: Ctx) {
  return (await tabRows(ctx.db, ctx.auth.firmId)).map(toTab);
}

async function oneTab(db: Db, firmId: number, code: string) {
  const [row] = await tabRows(db, firmId, code);
  if (!row) throw new AppError('NOT_FOUND', 'No such schedule tab');
  return row;
}

/** The tab locked, at the version the caller read (404, 409 STALE_VERSION otherwise). */
async function lockTab(tx: Db, firmId: number, code: string, version: number) {
  const [row] = await tabRows(tx, firmId, code, true);
  if (!row) throw new AppError('NOT_FOUND', 'No such schedule tab');
  if (row.version !== version) throw staleVersion('schedule tab');
  return row;
}

export function createTab(ctx: Ctx, input: TabCreate): Promise<TScheduleTabSettings> {
  const firmId = ctx.auth.firmId;
  return runAction(ctx, async (tx) => {
    const [inserted] = await queryRows<{ code: string }>(
      tx,
      sql`insert into schedule_tabs (firm_id, code, name, source, unit, default_load, position, is_active)
          values (${firmId}, ${input.code}, ${input.name}, ${input.source}, ${input.unit},
            ${input.defaultLoad}, ${input.position}, ${input.isActive})
          on conflict do nothing returning code`,
    );
    if (!inserted)
      throw conflict('code', 'duplicate', `The firm has a schedule tab ${input.code} already`);
    await publishChange(tx, firmId, 'schedule');
    const after = toTab(await oneTab(tx, firmId, input.code));
    return {
      result: after,
      audit: { entity: 'schedule-tab', entityId: input.code, action: 'create', after },
    };
  });
}

export function updateTab(ctx: Ctx, code: string, input: TabUpdate): Promise<TScheduleTabSettings> {
  const firmId = ctx.auth.firmId;
  return runAction(ctx, async (tx) => {
    const before = await lockTab(tx, firmId, code, input.version);
    if (before.booking_count > 0)
      for (const field of ['source', 'unit'] as const)
        if (input[field] !== before[field])
          throw conflict(field, 'in_use', `The tab ${code} has bookings: its ${field} stays`);
    await tx.execute(
      sql`update schedule_tabs set name = ${input.name}, source = ${input.source},
            unit = ${input.unit}, default_load = ${input.defaultLoad}, position = ${input.position},
            is_active = ${input.isActive}, version = version + 1
          where firm_id = ${firmId} and code = ${code}`,
    );
    await publishChange(tx, firmId, 'schedule');
    const after = toTab(await oneTab(tx, firmId, code));
    return {
      result: after,
      audit: {
        entity: 'schedule-tab',
        entityId: code,
        action: 'update',
        before: toTab(before),
        after,
      },
    };
  });
}

export function deleteTab(ctx: Ctx, code: string, version: number): Promise<void> {
  const firmId = ctx.auth.firmId;
  return runAction(ctx, async (tx) => {
    const before = await lockTab(tx, firmId, code, version);
    if (before.booking_count > 0 || before.team_count > 0)
      throw conflict(
        'code',
        'in_use',
        `The tab ${code} has bookings or teams; deactivate it instead`,
      );
    await tx.execute(sql`delete from schedule_tabs where firm_id = ${firmId} and code = ${code}`);
    await publishChange(tx, firmId, 'schedule');
    return {
      result: undefined,
      audit: { entity: 'schedule-tab', entityId: code, action: 'delete', before: toTab(before) },
    };
  });
}

interface TeamRow {
  id: number;
  code: string;
  name: string;
  tab_code: string;
  work_station_id: number | null;
  capacity_per_member: string;
  position: number;
  is_active: boolean;
  members: { employeeId: number; name: string; isActive: boolean }[];
  booking_count: number;
  version: number;
}

function teamRows(db: Db, firmId: number, id?: number, lock = false) {
  const one = id ? sql`and t.id = ${id}` : sql``;
  return queryRows<TeamRow>(
    db,
    sql`select t.id, t.code, t.name, t.tab_code, t.work_station_id,
          t.capacity_per_member::text as capacity_per_member, t.position, t.is_active, t.version,
          coalesce((select json_agg(json_build_object('employeeId', e.id, 'name', e.name,
              'isActive', e.is_active) order by e.name)
            from schedule_team_members m join employees e on e.id = m.employee_id
            where m.team_id = t.id), '[]') as members,
          (select count(*)::int from schedule_bookings b
            where b.firm_id = t.firm_id and b.team_id = t.id) as booking_count
        from schedule_teams t where t.firm_id = ${firmId} ${one}
        order by t.tab_code, t.position, t.name ${lock ? sql`for update of t` : sql``}`,
  );
}

const toTeam = (r: TeamRow): TScheduleTeamSettings => ({
  id: r.id,
  code: r.code,
  name: r.name,
  tabCode: r.tab_code,
  workStationId: r.work_station_id,
  capacityPerMember: r.capacity_per_member,
  position: r.position,
  isActive: r.is_active,
  members: r.members,
  bookingCount: r.booking_count,
  version: r.version,
});

export async function listTeamSettings(ctx: Ctx) {
  return (await teamRows(ctx.db, ctx.auth.firmId)).map(toTeam);
}

async function oneTeam(db: Db, firmId: number, id: number) {
  const [row] = await teamRows(db, firmId, id);
  if (!row) throw new AppError('NOT_FOUND', 'No such schedule team');
  return row;
}

/** The team's references are the firm's: its tab, workstation and members (400 per field). */
async function checkTeamReferences(tx: Db, firmId: number, input: TeamBody) {
  const [found] = await queryRows<{ tab: boolean; station: boolean; members: number }>(
    tx,
    sql`select exists (select 1 from schedule_tabs where firm_id = ${firmId}
                        and code = ${input.tabCode}) as tab,
          ${input.workStationId === null} or exists (select 1 from warehouse_work_stations
            where firm_id = ${firmId} and id = ${input.workStationId ?? 0}) as station,
          (select count(*)::int from employees where firm_id = ${firmId}
            and id = any(${intArray(input.memberIds)}::int[])) as members`,
  );
  if (!found!.tab) throw fieldError('tabCode', 'No such schedule tab');
  if (!found!.station) throw fieldError('workStationId', 'No such workstation');
  if (found!.members !== input.memberIds.length)
    throw fieldError('memberIds', 'Not every member is an employee of the firm');
}

async function checkTeamCode(tx: Db, firmId: number, code: string, selfId: number | null) {
  const [holder] = await queryRows<{ id: number }>(
    tx,
    sql`select id from schedule_teams where firm_id = ${firmId} and code = ${code}`,
  );
  if (holder && holder.id !== selfId)
    throw conflict('code', 'duplicate', `The firm has a schedule team ${code} already`);
}

async function setMembers(tx: Db, firmId: number, teamId: number, memberIds: readonly number[]) {
  await tx.execute(sql`delete from schedule_team_members where team_id = ${teamId}`);
  if (memberIds.length > 0)
    await tx.execute(
      sql`insert into schedule_team_members (firm_id, team_id, employee_id)
          select ${firmId}, ${teamId}, e from unnest(${intArray(memberIds)}::int[]) as u(e)`,
    );
}

export function createTeam(ctx: Ctx, input: TeamBody): Promise<TScheduleTeamSettings> {
  const firmId = ctx.auth.firmId;
  return runAction(ctx, async (tx) => {
    await checkTeamReferences(tx, firmId, input);
    await checkTeamCode(tx, firmId, input.code, null);
    const [row] = await queryRows<{ id: number }>(
      tx,
      sql`insert into schedule_teams (firm_id, code, name, tab_code, work_station_id,
            capacity_per_member, position, is_active)
          values (${firmId}, ${input.code}, ${input.name}, ${input.tabCode}, ${input.workStationId},
            ${input.capacityPerMember}, ${input.position}, ${input.isActive})
          on conflict do nothing returning id`,
    );
    if (!row)
      throw conflict('code', 'duplicate', `The firm has a schedule team ${input.code} already`);
    await setMembers(tx, firmId, row.id, input.memberIds);
    await publishChange(tx, firmId, 'schedule');
    const after = toTeam(await oneTeam(tx, firmId, row.id));
    return {
      result: after,
      audit: { entity: 'schedule-team', entityId: row.id, action: 'create', after },
    };
  });
}

async function lockTeam(tx: Db, firmId: number, id: number, version: number) {
  const [row] = await teamRows(tx, firmId, id, true);
  if (!row) throw new AppError('NOT_FOUND', 'No such schedule team');
  if (row.version !== version) throw staleVersion('schedule team');
  return row;
}

export function updateTeam(
  ctx: Ctx,
  id: number,
  input: TeamBody & { version: number },
): Promise<TScheduleTeamSettings> {
  const firmId = ctx.auth.firmId;
  return runAction(ctx, async (tx) => {
    const before = await lockTeam(tx, firmId, id, input.version);
    await checkTeamReferences(tx, firmId, input);
    await checkTeamCode(tx, firmId, input.code, id);
    if (input.tabCode !== before.tab_code && (await teamInUse(tx, before)))
      throw conflict('tabCode', 'in_use', `The team ${before.code} has bookings: its tab stays`);
    await tx.execute(
      sql`update schedule_teams set code = ${input.code}, name = ${input.name},
            tab_code = ${input.tabCode}, work_station_id = ${input.workStationId},
            capacity_per_member = ${input.capacityPerMember}, position = ${input.position},
            is_active = ${input.isActive}, version = version + 1
          where firm_id = ${firmId} and id = ${id}`,
    );
    await setMembers(tx, firmId, id, input.memberIds);
    await publishChange(tx, firmId, 'schedule');
    await publishChange(tx, firmId, 'warehouse');
    const after = toTeam(await oneTeam(tx, firmId, id));
    return {
      result: after,
      audit: {
        entity: 'schedule-team',
        entityId: id,
        action: 'update',
        before: toTeam(before),
        after,
      },
    };
  });
}

/** Bookings, or workshop orders booked on it (they name the team too). */
async function teamInUse(tx: Db, team: TeamRow) {
  if (team.booking_count > 0) return true;
  const [row] = await queryRows<{ used: boolean }>(
    tx,
    sql`select exists (select 1 from workshop_orders where team_id = ${team.id}) as used`,
  );
  return row!.used;
}

export function deleteTeam(ctx: Ctx, id: number, version: number): Promise<void> {
  const firmId = ctx.auth.firmId;
  return runAction(ctx, async (tx) => {
    const before = await lockTeam(tx, firmId, id, version);
    if (await teamInUse(tx, before))
      throw conflict('id', 'in_use', `The team ${before.code} has bookings; deactivate it instead`);
    await tx.execute(sql`delete from schedule_teams where firm_id = ${firmId} and id = ${id}`);
    await publishChange(tx, firmId, 'schedule');
    return {
      result: undefined,
      audit: { entity: 'schedule-team', entityId: id, action: 'delete', before: toTeam(before) },
    };
  });
}

/** The workstations a team may stand at (the warehouse dashboard's, active), as options. */
export function workStationOptions(ctx: Ctx) {
  return queryRows<{ id: number; label: string }>(
    ctx.db,
    sql`select id, code || ' – ' || name as label from warehouse_work_stations
        where firm_id = ${ctx.auth.firmId} and is_active order by position, code`,
  );
}

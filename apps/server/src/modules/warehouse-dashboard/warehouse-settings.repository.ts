import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { branches, warehouseJobTitles, warehouseWorkStations } from '../../db/schema.ts';
import type { Db } from '../../platform/db/database.ts';

const jt = warehouseJobTitles;
const ws = warehouseWorkStations;

const JOB_TITLE = {
  id: jt.id,
  code: jt.code,
  name: jt.name,
  tabCodes: jt.tabCodes,
  position: jt.position,
  isActive: jt.isActive,
  version: jt.version,
};

const WORK_STATION = {
  id: ws.id,
  code: ws.code,
  name: ws.name,
  jobTitleCodes: ws.jobTitleCodes,
  branchId: ws.branchId,
  branchName: branches.name,
  position: ws.position,
  isActive: ws.isActive,
  version: ws.version,
};

export type JobTitleRow = typeof jt.$inferSelect;
export type WorkStationRow = typeof ws.$inferSelect;

/** Every job title of the firm (inactive too) in their order. */
export function listJobTitles(db: Db, firmId: number) {
  return db
    .select(JOB_TITLE)
    .from(jt)
    .where(eq(jt.firmId, firmId))
    .orderBy(asc(jt.position), asc(jt.id));
}

export async function findJobTitle(db: Db, firmId: number, id: number) {
  const [row] = await db
    .select(JOB_TITLE)
    .from(jt)
    .where(and(eq(jt.firmId, firmId), eq(jt.id, id)));
  return row;
}

/** The firm's job title, locked for the change (undefined: none of the firm's). */
export async function lockJobTitle(tx: Db, firmId: number, id: number) {
  const [row] = await tx
    .select()
    .from(jt)
    .where(and(eq(jt.firmId, firmId), eq(jt.id, id)))
    .for('update');
  return row;
}

/** A new job title placed after the firm's last one; answers its id, undefined when the code is taken. */
export async function insertJobTitle(
  tx: Db,
  firmId: number,
  input: { code: string; name: string; tabCodes: string[] },
) {
  const [row] = await tx
    .insert(jt)
    .values({
      firmId,
      ...input,
      position: sql`(select coalesce(max(position) + 1, 0) from warehouse_job_titles where firm_id = ${firmId})`,
    })
    .onConflictDoNothing()
    .returning({ id: jt.id });
  return row?.id;
}

export async function updateJobTitle(
  tx: Db,
  id: number,
  patch: Partial<Pick<JobTitleRow, 'name' | 'tabCodes' | 'isActive'>>,
) {
  await tx
    .update(jt)
    .set({ ...patch, version: sql`${jt.version} + 1` })
    .where(eq(jt.id, id));
}

/**
 * The codes among `codes` that name an active job title of the firm, each locked FOR SHARE: a
 * deactivation (FOR UPDATE) waits for the workstation naming it, or the workstation sees it gone.
 */
export async function lockActiveJobTitleCodes(tx: Db, firmId: number, codes: string[]) {
  if (codes.length === 0) return [];
  const rows = await tx
    .select({ code: jt.code })
    .from(jt)
    .where(and(eq(jt.firmId, firmId), inArray(jt.code, codes), eq(jt.isActive, true)))
    .for('share');
  return rows.map((r) => r.code);
}

/** The codes of the firm's active workstations that name the job title. */
export async function activeWorkStationsNaming(tx: Db, firmId: number, code: string) {
  const rows = await tx
    .select({ code: ws.code })
    .from(ws)
    .where(
      and(eq(ws.firmId, firmId), eq(ws.isActive, true), sql`${code} = any(${ws.jobTitleCodes})`),
    )
    .orderBy(asc(ws.position), asc(ws.id));
  return rows.map((r) => r.code);
}

/** Every workstation of the firm (inactive too) with its branch's name, in their order. */
export function listWorkStations(db: Db, firmId: number) {
  return db
    .select(WORK_STATION)
    .from(ws)
    .leftJoin(branches, eq(branches.id, ws.branchId))
    .where(eq(ws.firmId, firmId))
    .orderBy(asc(ws.position), asc(ws.id));
}

export async function findWorkStation(db: Db, firmId: number, id: number) {
  const [row] = await db
    .select(WORK_STATION)
    .from(ws)
    .leftJoin(branches, eq(branches.id, ws.branchId))
    .where(and(eq(ws.firmId, firmId), eq(ws.id, id)));
  return row;
}

export async function lockWorkStation(tx: Db, firmId: number, id: number) {
  const [row] = await tx
    .select()
    .from(ws)
    .where(and(eq(ws.firmId, firmId), eq(ws.id, id)))
    .for('update');
  return row;
}

/** Whether the branch is an active one of the firm (locked FOR SHARE while the change runs). */
export async function isActiveBranchOf(tx: Db, firmId: number, branchId: number) {
  const rows = await tx
    .select({ id: branches.id })
    .from(branches)
    .where(and(eq(branches.firmId, firmId), eq(branches.id, branchId), eq(branches.isActive, true)))
    .for('share');
  return rows.length > 0;
}

/** A new workstation after the firm's last one; answers its id, undefined when the code is taken. */
export async function insertWorkStation(
  tx: Db,
  firmId: number,
  input: { code: string; name: string; jobTitleCodes: string[]; branchId: number | null },
) {
  const [row] = await tx
    .insert(ws)
    .values({
      firmId,
      ...input,
      position: sql`(select coalesce(max(position) + 1, 0) from warehouse_work_stations where firm_id = ${firmId})`,
    })
    .onConflictDoNothing()
    .returning({ id: ws.id });
  return row?.id;
}

export async function updateWorkStation(
  tx: Db,
  id: number,
  patch: Partial<Pick<WorkStationRow, 'name' | 'jobTitleCodes' | 'branchId' | 'isActive'>>,
) {
  await tx
    .update(ws)
    .set({ ...patch, version: sql`${ws.version} + 1` })
    .where(eq(ws.id, id));
}

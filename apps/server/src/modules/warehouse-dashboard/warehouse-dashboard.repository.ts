import { and, asc, eq } from 'drizzle-orm';
import { branches, warehouseJobTitles, warehouseWorkStations } from '../../db/schema.ts';
import type { Db } from '../../platform/db/database.ts';

/** The firm's active job titles in their order. */
export function findJobTitles(db: Db, firmId: number) {
  return db
    .select({
      code: warehouseJobTitles.code,
      name: warehouseJobTitles.name,
      tabCodes: warehouseJobTitles.tabCodes,
    })
    .from(warehouseJobTitles)
    .where(and(eq(warehouseJobTitles.firmId, firmId), eq(warehouseJobTitles.isActive, true)))
    .orderBy(asc(warehouseJobTitles.position), asc(warehouseJobTitles.id));
}

/** One active job title of the firm by code, or undefined. */
export async function findJobTitle(db: Db, firmId: number, code: string) {
  const [row] = await db
    .select({ code: warehouseJobTitles.code, tabCodes: warehouseJobTitles.tabCodes })
    .from(warehouseJobTitles)
    .where(
      and(
        eq(warehouseJobTitles.firmId, firmId),
        eq(warehouseJobTitles.code, code),
        eq(warehouseJobTitles.isActive, true),
      ),
    );
  return row;
}

/** The firm's active workstations in their order, with their branch's name (null: any). */
export function findWorkStations(db: Db, firmId: number) {
  return db
    .select({
      id: warehouseWorkStations.id,
      code: warehouseWorkStations.code,
      name: warehouseWorkStations.name,
      jobTitleCodes: warehouseWorkStations.jobTitleCodes,
      branchName: branches.name,
    })
    .from(warehouseWorkStations)
    .leftJoin(branches, eq(branches.id, warehouseWorkStations.branchId))
    .where(and(eq(warehouseWorkStations.firmId, firmId), eq(warehouseWorkStations.isActive, true)))
    .orderBy(asc(warehouseWorkStations.position), asc(warehouseWorkStations.id));
}

/** Whether an active workstation of that id belongs to the firm. */
export async function isWorkStationOf(db: Db, firmId: number, id: number): Promise<boolean> {
  const rows = await db
    .select({ id: warehouseWorkStations.id })
    .from(warehouseWorkStations)
    .where(
      and(
        eq(warehouseWorkStations.firmId, firmId),
        eq(warehouseWorkStations.id, id),
        eq(warehouseWorkStations.isActive, true),
      ),
    );
  return rows.length > 0;
}

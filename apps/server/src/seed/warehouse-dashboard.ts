import { warehouseJobTitles, warehouseWorkStations } from '../db/schema.ts';
import type { Db } from '../platform/db/database.ts';

/**
 * The floor's job titles with their tabs in order (the tab codes the warehouse areas register;
 * a tab whose area is not installed yet is simply not shown) and the workstations, per firm.
 */
export const DEMO_JOB_TITLES: readonly [code: string, name: string, tabs: string[]][] = [
  ['WAREHOUSE_LEAD', 'Raktárvezető', ['TO_SHELVE', 'TO_PICK', 'TO_PACK', 'TO_COUNT', 'TO_LOAD']],
  ['PICKER', 'Komissiózó', ['TO_PICK']],
  ['PACKER', 'Csomagoló', ['TO_PACK']],
  ['SHELVER', 'Betároló', ['TO_SHELVE']],
  ['LOADER', 'Rakodó', ['TO_LOAD']],
  ['WORKSHOP_WORKER', 'Műhelydolgozó', ['TO_PRODUCE', 'CANNOT_PRODUCE']],
  ['COUNTER', 'Leltározó', ['TO_COUNT']],
];

const WORK_STATIONS: readonly [code: string, name: string, jobTitles: string[]][] = [
  ['PACK-1', 'Csomagolóasztal 1', ['PACKER']],
  ['PACK-2', 'Csomagolóasztal 2', ['PACKER']],
  ['DOCK-1', 'Rakodórámpa', ['LOADER']],
  ['RECEIVING', 'Áruátvételi kapu', ['SHELVER', 'WAREHOUSE_LEAD']],
  ['CUT-1', 'Vágóállomás', ['WORKSHOP_WORKER']],
  ['ASSEMBLY-1', 'Szerelőpad', ['WORKSHOP_WORKER']],
];

export async function seedWarehouseDashboard(tx: Db, firmIds: number[]): Promise<void> {
  await tx.insert(warehouseJobTitles).values(
    firmIds.flatMap((firmId) =>
      DEMO_JOB_TITLES.map(([code, name, tabCodes], position) => ({
        firmId,
        code,
        name,
        tabCodes,
        position,
      })),
    ),
  );
  await tx.insert(warehouseWorkStations).values(
    firmIds.flatMap((firmId) =>
      WORK_STATIONS.map(([code, name, jobTitleCodes], position) => ({
        firmId,
        code,
        name,
        jobTitleCodes,
        position,
      })),
    ),
  );
}

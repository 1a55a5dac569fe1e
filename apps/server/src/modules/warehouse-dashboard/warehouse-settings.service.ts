import type {
  TCreateJobTitleBody,
  TCreateWorkStationBody,
  TJobTitleSetting,
  TUpdateJobTitleBody,
  TUpdateWorkStationBody,
  TWorkStationSetting,
} from '@kontor/contract';
import { type Ctx, runAction } from '../../platform/context.ts';
import type { Db } from '../../platform/db/database.ts';
import { AppError, fieldError, staleVersion } from '../../platform/errors.ts';
import * as repo from './warehouse-settings.repository.ts';

/**
 * The back office keeps the floor's job titles and workstations (README "Configured data"). Codes
 * never change (devices remember them); names, tabs, job titles, branches and the active flag do.
 * Each change is one transaction with an audit row; what it checks is locked first.
 */
const notFound = (what: string) => new AppError('NOT_FOUND', `No such ${what}`);

export function listJobTitleSettings(ctx: Ctx): Promise<TJobTitleSetting[]> {
  return repo.listJobTitles(ctx.db, ctx.auth.firmId);
}

async function answerJobTitle(tx: Db, firmId: number, id: number) {
  const row = await repo.findJobTitle(tx, firmId, id);
  if (!row) throw notFound('job title');
  return row;
}

export function createJobTitle(
  ctx: Ctx,
  body: Required<TCreateJobTitleBody>,
): Promise<TJobTitleSetting> {
  return runAction(ctx, async (tx) => {
    const id = await repo.insertJobTitle(tx, ctx.auth.firmId, body);
    if (id === undefined)
      throw fieldError('code', `The code ${body.code} is already used`, 'CONFLICT');
    const after = await answerJobTitle(tx, ctx.auth.firmId, id);
    return {
      result: after,
      audit: { entity: 'warehouse_job_title', entityId: id, action: 'create', after },
    };
  });
}

/** A deactivation is refused (409) while an active workstation names the job title. */
export function updateJobTitle(
  ctx: Ctx,
  id: number,
  body: TUpdateJobTitleBody,
): Promise<TJobTitleSetting> {
  const { firmId } = ctx.auth;
  return runAction(ctx, async (tx) => {
    const before = await repo.lockJobTitle(tx, firmId, id);
    if (!before) throw notFound('job title');
    if (before.version !== body.version) throw staleVersion('job title');
    if (body.isActive === false && before.isActive) {
      const stations = await repo.activeWorkStationsNaming(tx, firmId, before.code);
      if (stations.length > 0)
        throw new AppError('CONFLICT', `${before.code} is named by workstations`, {
          errors: [{ path: 'isActive', message: stations.join(', '), code: 'in_use' }],
        });
    }
    const { version: _, ...patch } = body;
    await repo.updateJobTitle(tx, id, patch);
    const after = await answerJobTitle(tx, firmId, id);
    return {
      result: after,
      audit: { entity: 'warehouse_job_title', entityId: id, action: 'update', before, after },
    };
  });
}

export function listWorkStationSettings(ctx: Ctx): Promise<TWorkStationSetting[]> {
  return repo.listWorkStations(ctx.db, ctx.auth.firmId);
}

/** The job titles named must be active ones of the firm, the branch an active one of the firm. */
async function checkWorkStationRefs(
  tx: Db,
  firmId: number,
  refs: { jobTitleCodes?: string[]; branchId?: number | null },
) {
  if (refs.jobTitleCodes) {
    const found = await repo.lockActiveJobTitleCodes(tx, firmId, refs.jobTitleCodes);
    const missing = refs.jobTitleCodes.filter((code) => !found.includes(code));
    if (missing.length > 0)
      throw fieldError('jobTitleCodes', `No active job title ${missing.join(', ')}`);
  }
  if (refs.branchId != null && !(await repo.isActiveBranchOf(tx, firmId, refs.branchId)))
    throw fieldError('branchId', 'No such branch');
}

async function answerWorkStation(tx: Db, firmId: number, id: number) {
  const row = await repo.findWorkStation(tx, firmId, id);
  if (!row) throw notFound('workstation');
  return row;
}

export function createWorkStation(
  ctx: Ctx,
  body: Required<TCreateWorkStationBody>,
): Promise<TWorkStationSetting> {
  const { firmId } = ctx.auth;
  return runAction(ctx, async (tx) => {
    await checkWorkStationRefs(tx, firmId, body);
    const id = await repo.insertWorkStation(tx, firmId, body);
    if (id === undefined)
      throw fieldError('code', `The code ${body.code} is already used`, 'CONFLICT');
    const after = await answerWorkStation(tx, firmId, id);
    return {
      result: after,
      audit: { entity: 'warehouse_work_station', entityId: id, action: 'create', after },
    };
  });
}

/** Reactivating checks its job titles and branch again: they may have gone meanwhile. */
export function updateWorkStation(
  ctx: Ctx,
  id: number,
  body: TUpdateWorkStationBody,
): Promise<TWorkStationSetting> {
  const { firmId } = ctx.auth;
  return runAction(ctx, async (tx) => {
    const before = await repo.lockWorkStation(tx, firmId, id);
    if (!before) throw notFound('workstation');
    if (before.version !== body.version) throw staleVersion('workstation');
    const willBeActive = body.isActive ?? before.isActive;
    if (willBeActive)
      await checkWorkStationRefs(tx, firmId, {
        jobTitleCodes: body.jobTitleCodes ?? before.jobTitleCodes,
        branchId: body.branchId === undefined ? before.branchId : body.branchId,
      });
    const { version: _, ...patch } = body;
    await repo.updateWorkStation(tx, id, patch);
    const after = await answerWorkStation(tx, firmId, id);
    return {
      result: after,
      audit: { entity: 'warehouse_work_station', entityId: id, action: 'update', before, after },
    };
  });
}

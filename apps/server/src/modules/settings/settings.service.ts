import {
  SETTING_DEFINITIONS,
  SETTING_MENUS,
  settingDefinition,
  settingLabelKey,
  type TSetting,
  type TSettingId,
  type TSettingMenu,
  type TSettingValue,
  type ZUpdateSettingBody,
} from '@kontor/contract';
import type { z } from 'zod';
import { type Ctx, runAction } from '../../platform/context.ts';
import type { Db } from '../../platform/db/database.ts';
import { AppError, fieldError, staleVersion } from '../../platform/errors.ts';
import { getStorage } from '../storages/storages.service.ts';
import * as repo from './settings.repository.ts';

type Definition = (typeof SETTING_DEFINITIONS)[number];

function toSetting(def: Definition, row: repo.SettingRow | undefined): TSetting {
  return {
    id: def.id,
    menuId: def.menuId,
    type: def.type,
    labelKey: settingLabelKey(def.id),
    value: (row?.value ?? def.defaultValue) as TSetting['value'],
    defaultValue: def.defaultValue as TSetting['defaultValue'],
    options: 'options' in def && def.options ? [...def.options] : [],
    version: row?.version ?? 0,
    updatedAt: row ? new Date(row.updated_at).toISOString() : null,
  };
}

export async function listSettings(ctx: Ctx): Promise<TSettingMenu[]> {
  const rows = new Map(
    (await repo.listSettingRows(ctx.db, ctx.auth.firmId)).map((r) => [r.setting_id, r]),
  );
  return SETTING_MENUS.map((menuId) => ({
    menuId,
    labelKey: `SETTINGS.MENU.${menuId.toUpperCase()}`,
    settings: SETTING_DEFINITIONS.filter((d) => d.menuId === menuId).map((d) =>
      toSetting(d, rows.get(d.id)),
    ),
  }));
}

export async function getSetting(ctx: Ctx, id: TSettingId): Promise<TSetting> {
  return toSetting(settingDefinition(id), await repo.findSettingRow(ctx.db, ctx.auth.firmId, id));
}

/**
 * The firm's current value of a setting, for any module. Read from the database on every call
 * (one primary-key lookup): there is no per-process copy that another process's change could leave
 * stale, so a change is effective at its commit everywhere.
 */
export async function readSetting<Id extends TSettingId>(
  db: Db,
  firmId: number,
  id: Id,
): Promise<TSettingValue<Id>> {
  return settingValue(id, await repo.findSettingRow(db, firmId, id));
}

/** Several settings read in one statement, in the order asked (a hot path reads them together). */
export async function readSettings<const Ids extends readonly TSettingId[]>(
  db: Db,
  firmId: number,
  ids: Ids,
): Promise<{ [K in keyof Ids]: TSettingValue<Ids[K]> }> {
  const rows = new Map(
    (await repo.findSettingRows(db, firmId, ids)).map((row) => [row.setting_id, row]),
  );
  return ids.map((id) => settingValue(id, rows.get(id))) as {
    [K in keyof Ids]: TSettingValue<Ids[K]>;
  };
}

/** The stored value when it still fits the setting's schema, else the default. */
function settingValue<Id extends TSettingId>(
  id: Id,
  row: repo.SettingRow | undefined,
): TSettingValue<Id> {
  const def = settingDefinition(id);
  if (!row) return def.defaultValue as TSettingValue<Id>;
  const parsed = def.schema.safeParse(row.value);
  return (parsed.success ? parsed.data : def.defaultValue) as TSettingValue<Id>;
}

/** Every branch named must be the firm's and its storage must lie in that branch. */
async function checkStoragePerBranch(ctx: Ctx, value: Record<string, number>): Promise<void> {
  for (const [branchId, storageId] of Object.entries(value)) {
    const storage = await getStorage(ctx, storageId).catch((error: unknown) => {
      if (error instanceof AppError && error.code === 'NOT_FOUND')
        throw fieldError(`value.${branchId}`, 'Not a storage of the firm');
      throw error;
    });
    if (storage.branchId !== Number(branchId))
      throw fieldError(`value.${branchId}`, 'The storage is not in this branch');
  }
}

export async function updateSetting(
  ctx: Ctx,
  id: TSettingId,
  body: z.output<typeof ZUpdateSettingBody>,
): Promise<TSetting> {
  const def = settingDefinition(id);
  const parsed = def.schema.safeParse(body.value);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw fieldError(['value', ...(issue?.path ?? [])].join('.'), issue?.message ?? 'Invalid');
  }
  if (def.type === 'STORAGE_PER_BRANCH')
    await checkStoragePerBranch(ctx, parsed.data as Record<string, number>);
  const { firmId, userId } = ctx.auth;
  return runAction(ctx, async (tx) => {
    const current = await repo.findSettingRow(tx, firmId, id, true);
    if ((current?.version ?? 0) !== body.version) throw staleVersion('setting');
    const before = toSetting(def, current);
    const after = toSetting(def, await repo.saveSettingRow(tx, firmId, id, parsed.data, userId));
    return {
      result: after,
      audit: {
        entity: 'setting',
        entityId: id,
        action: 'update',
        before: { id, value: before.value },
        after: { id, value: after.value },
      },
    };
  });
}

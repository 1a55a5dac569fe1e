import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../platform/db/database.ts';

export interface SettingRow {
  setting_id: string;
  value: unknown;
  version: number;
  updated_at: Date | string;
}

export function listSettingRows(db: Db, firmId: number): Promise<SettingRow[]> {
  return queryRows(
    db,
    sql`select setting_id, value, version, updated_at from settings where firm_id = ${firmId}`,
  );
}

export async function findSettingRow(
  db: Db,
  firmId: number,
  settingId: string,
  forUpdate = false,
): Promise<SettingRow | undefined> {
  const lock = forUpdate ? sql` for update` : sql``;
  const [row] = await queryRows<SettingRow>(
    db,
    sql`select setting_id, value, version, updated_at from settings
        where firm_id = ${firmId} and setting_id = ${settingId}${lock}`,
  );
  return row;
}

/** The stored rows of several settings in one statement (a missing one has no row). */
export function findSettingRows(
  db: Db,
  firmId: number,
  settingIds: readonly string[],
): Promise<SettingRow[]> {
  return queryRows<SettingRow>(
    db,
    sql`select setting_id, value, version, updated_at from settings
        where firm_id = ${firmId} and setting_id = any(${`{${settingIds.join(',')}}`}::text[])`,
  );
}

/** Inserts the first value (version 1) or bumps the version of the stored one. */
export async function saveSettingRow(
  tx: Db,
  firmId: number,
  settingId: string,
  value: unknown,
  userId: number,
): Promise<SettingRow> {
  const [row] = await queryRows<SettingRow>(
    tx,
    sql`insert into settings (firm_id, setting_id, value, updated_by)
        values (${firmId}, ${settingId}, ${JSON.stringify(value)}::jsonb, ${userId})
        on conflict (firm_id, setting_id) do update
          set value = excluded.value, version = settings.version + 1,
              updated_by = excluded.updated_by, updated_at = now()
        returning setting_id, value, version, updated_at`,
  );
  if (!row) throw new Error('Setting not saved');
  return row;
}

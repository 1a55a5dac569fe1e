import type { TColumnMapping, TImportMode, TImportType } from '@kontor/contract';
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../platform/db/database.ts';
import { createStoredFile } from '../../platform/file-store.ts';
import type { CellError } from './columns.ts';
import type { StoredFile } from './file-reader.ts';

export interface FileRow extends StoredFile {
  filename: string;
  headers: string[];
}

/**
 * A new file's row, its id that of its stored file (platform/file-store.ts); its bytes follow as
 * pieces, then `describeFile` stores what was detected.
 */
export async function insertFile(
  db: Db,
  firmId: number,
  userId: number,
  filename: string,
): Promise<number> {
  const [row] = await queryRows<{ id: number }>(
    db,
    sql`insert into import_files (id, firm_id, filename, format, encoding, delimiter, headers, uploaded_by)
        values (${await createStoredFile(db, firmId)}, ${firmId}, ${filename}, 'CSV', 'UTF-8', ';', '{}', ${userId})
        returning id`,
  );
  return row!.id;
}

export async function describeFile(
  db: Db,
  id: number,
  file: Omit<StoredFile, 'id'> & { headers: string[] },
): Promise<void> {
  await db.execute(
    sql`update import_files set format = ${file.format}, encoding = ${file.encoding},
          delimiter = ${file.delimiter}, headers = ${sql.param(file.headers)}::text[]
        where id = ${id}`,
  );
}

export async function findFile(db: Db, firmId: number, id: number): Promise<FileRow | undefined> {
  const [row] = await queryRows<FileRow>(
    db,
    sql`select id, filename, format, encoding, delimiter, headers from import_files
        where firm_id = ${firmId} and id = ${id}`,
  );
  return row;
}

export interface RunRow {
  id: number;
  firm_id: number;
  file_id: number;
  type: TImportType;
  import_mode: TImportMode;
  mapping: TColumnMapping;
  status: string;
  filename: string;
  rows_total: number;
  rows_invalid: number;
  rows_done: number;
  rows_failed: number;
  cancel_requested: boolean;
  created_by: number | null;
  created_at: Date | string;
  started_at: Date | string | null;
  finished_at: Date | string | null;
  now: Date | string;
}

const RUN_COLUMNS = sql`r.id, r.firm_id, r.file_id, r.type, r.import_mode, r.mapping, r.status, f.filename,
  r.rows_total, r.rows_invalid, r.rows_done, r.rows_failed, r.cancel_requested, r.created_by,
  r.created_at, r.started_at, r.finished_at, now() as now`;

/** The import of the firm (`firmId` null: any firm, for the job runner which has the id only). */
export async function findRun(
  db: Db,
  firmId: number | null,
  id: number,
  forUpdate = false,
): Promise<RunRow | undefined> {
  const [row] = await queryRows<RunRow>(
    db,
    sql`select ${RUN_COLUMNS} from import_runs r join import_files f on f.id = r.file_id
        where r.id = ${id} ${firmId === null ? sql`` : sql`and r.firm_id = ${firmId}`}
        ${forUpdate ? sql`for update of r` : sql``}`,
  );
  return row;
}

export function listRuns(db: Db, firmId: number, type: TImportType | undefined): Promise<RunRow[]> {
  return queryRows<RunRow>(
    db,
    sql`select ${RUN_COLUMNS} from import_runs r join import_files f on f.id = r.file_id
        where r.firm_id = ${firmId} ${type ? sql`and r.type = ${type}` : sql``}
        order by r.id desc limit 20`,
  );
}

export async function insertRun(
  db: Db,
  firmId: number,
  userId: number,
  run: { fileId: number; type: TImportType; mode: TImportMode; mapping: TColumnMapping },
): Promise<number> {
  const [row] = await queryRows<{ id: number }>(
    db,
    sql`insert into import_runs (firm_id, file_id, type, import_mode, mapping, created_by)
        values (${firmId}, ${run.fileId}, ${run.type}, ${run.mode}, ${JSON.stringify(run.mapping)}::jsonb, ${userId})
        returning id`,
  );
  return row!.id;
}

export async function saveValidation(
  db: Db,
  id: number,
  counts: { total: number; invalid: number },
): Promise<void> {
  await db.execute(
    sql`update import_runs set rows_total = ${counts.total}, rows_invalid = ${counts.invalid} where id = ${id}`,
  );
}

/** Stores the wrong cells of a batch (at most `room` more of them are kept per import). */
export async function insertErrors(db: Db, importId: number, errors: CellError[]): Promise<void> {
  if (!errors.length) return;
  await db.execute(
    sql`insert into import_errors (import_id, row_number, column_index, message_key, value)
        select ${importId}, x."row", x."column", x."messageKey", left(x.value, 500)
        from jsonb_to_recordset(${JSON.stringify(errors)}::jsonb) as x("row" int, "column" int, "messageKey" text, value text)
        on conflict do nothing`,
  );
}

export function listErrors(
  db: Db,
  importId: number,
  fromRow: number,
  toRow: number,
  limit: number,
): Promise<{ row: number; column: number; message_key: string; value: string }[]> {
  return queryRows(
    db,
    sql`select row_number as "row", column_index as "column", message_key, value from import_errors
        where import_id = ${importId} and row_number between ${fromRow} and ${toRow}
        order by row_number, column_index limit ${limit}`,
  );
}

export async function countErrors(db: Db, importId: number): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from import_errors where import_id = ${importId}`,
  );
  return row?.n ?? 0;
}

export async function setStatus(
  db: Db,
  id: number,
  status: string,
  extra: { started?: boolean; finished?: boolean; cancel?: boolean } = {},
): Promise<void> {
  await db.execute(
    sql`update import_runs set status = ${status}
          ${extra.started ? sql`, started_at = coalesce(started_at, now())` : sql``}
          ${extra.finished ? sql`, finished_at = now()` : sql``}
          ${extra.cancel ? sql`, cancel_requested = true` : sql``}
        where id = ${id}`,
  );
}

/**
 * Of a range of rows: those already written by an earlier (interrupted) run of this import, and
 * those the validation found wrong (not in the ledger yet), in one round trip.
 */
export async function findSettledRows(
  db: Db,
  importId: number,
  fromRow: number,
  toRow: number,
): Promise<{ done: Set<number>; invalid: Set<number> }> {
  const rows = await queryRows<{ row_number: number; is_done: boolean }>(
    db,
    sql`select row_number, true as is_done from import_row_results
        where import_id = ${importId} and row_number between ${fromRow} and ${toRow}
        union
        select row_number, false from import_errors
        where import_id = ${importId} and row_number between ${fromRow} and ${toRow}`,
  );
  const done = new Set<number>();
  const invalid = new Set<number>();
  for (const r of rows) (r.is_done ? done : invalid).add(r.row_number);
  for (const row of done) invalid.delete(row);
  return { done, invalid };
}

/** The ledger rows of a batch and the run's counters, in the batch's transaction. */
export async function recordBatch(
  tx: Db,
  importId: number,
  results: { row: number; entityId: number | null }[],
): Promise<void> {
  if (!results.length) return;
  await tx.execute(
    sql`insert into import_row_results (import_id, row_number, entity_id, is_failed)
        select ${importId}, x."row", x."entityId", x."entityId" is null
        from jsonb_to_recordset(${JSON.stringify(results)}::jsonb) as x("row" int, "entityId" int)`,
  );
  const failed = results.filter((r) => r.entityId === null).length;
  await tx.execute(
    sql`update import_runs set rows_done = rows_done + ${results.length - failed},
          rows_failed = rows_failed + ${failed} where id = ${importId}`,
  );
}

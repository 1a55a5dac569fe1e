import { createReadStream, createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import type {
  TCellError,
  TImportFile,
  TImportPreview,
  TImportRun,
  TImportType,
  TImportValidation,
  TValidateImportBody,
} from '@kontor/contract';
import { type Ctx, runAction } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import { PIECE_BYTES, writePieces } from '../../platform/file-store.ts';
import { enqueue } from '../../platform/queue.ts';
import type { UploadedStream } from '../../platform/upload.ts';
import { readSetting } from '../settings/settings.service.ts';
import { checkMapping } from './columns.ts';
import { batchesOf, fileDetector, readRows } from './file-reader.ts';
import { runImportJob } from './imports.jobs.ts';
import * as repo from './imports.repository.ts';
import type { Importers } from './registry.ts';

const ERRORS_ANSWERED = 1000;
const PREVIEW_ROWS = 20;
const iso = (v: Date | string | null) => (v === null ? null : new Date(v).toISOString());

export function toImportRun(r: repo.RunRow): TImportRun {
  const processed = r.rows_done + r.rows_failed;
  const elapsed = r.started_at
    ? (new Date(r.finished_at ?? r.now).getTime() - new Date(r.started_at).getTime()) / 1000
    : 0;
  const rate = processed > 0 && elapsed > 0 ? processed / elapsed : null;
  const isActive = r.status === 'RUNNING' || r.status === 'QUEUED';
  return {
    id: r.id,
    type: r.type,
    importMode: r.import_mode,
    status: r.status as TImportRun['status'],
    filename: r.filename,
    rowsTotal: r.rows_total,
    rowsInvalid: r.rows_invalid,
    rowsDone: r.rows_done,
    rowsFailed: r.rows_failed,
    rowsPerSecond: rate === null ? null : Math.round(rate),
    secondsLeft: isActive && rate ? Math.ceil(Math.max(0, r.rows_total - processed) / rate) : null,
    createdAt: new Date(r.created_at).toISOString(),
    startedAt: iso(r.started_at),
    finishedAt: iso(r.finished_at),
  };
}

export async function requireRun(ctx: Ctx, id: number, type?: TImportType): Promise<repo.RunRow> {
  const run = await repo.findRun(ctx.db, ctx.auth.firmId, id);
  // An importer's call answers its own family only: partners, products and services, windshields.
  const family = (t: TImportType | undefined) => (t === 'SERVICE' ? 'PRODUCT' : t);
  const sameFamily = !type || family(type) === family(run?.type);
  if (!run || !sameFamily) throw new AppError('NOT_FOUND', 'No such import');
  return run;
}

async function requireFile(ctx: Ctx, id: number): Promise<repo.FileRow> {
  const file = await repo.findFile(ctx.db, ctx.auth.firmId, id);
  if (!file) throw new AppError('NOT_FOUND', 'No such file');
  return file;
}

/** Keeps an upload in a temporary file, so the network's pace never holds a transaction open. */
async function spool<T>(
  chunks: AsyncIterable<Uint8Array>,
  use: (path: string) => Promise<T>,
): Promise<T> {
  const dir = await mkdtemp(join(tmpdir(), 'kontor-import-'));
  try {
    const path = join(dir, 'upload');
    await pipeline(chunks, createWriteStream(path));
    return await use(path);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/**
 * Stores an upload in pieces of 1 MiB (the platform's file store) after reading its header row; the
 * encoding and separator are detected as the pieces pass. One piece is held at a time.
 */
export async function uploadFile(ctx: Ctx, upload: UploadedStream): Promise<TImportFile> {
  return spool(upload.chunks, (path) =>
    runAction(ctx, async (tx) => {
      const id = await repo.insertFile(tx, ctx.auth.firmId, ctx.auth.userId, upload.filename);
      const detector = fileDetector();
      await writePieces(tx, id, createReadStream(path, { highWaterMark: PIECE_BYTES }), (piece) =>
        detector.push(piece),
      );
      const detected = detector.result();
      const rows = readRows({ id, ...detected }, tx);
      const first = await rows.next();
      await rows.return(undefined);
      const headers = first.done ? [] : first.value;
      if (headers.length === 0)
        throw new AppError('VALIDATION_FAILED', 'The file has no header row', {
          errors: [{ path: 'file', message: 'Empty file', code: 'empty' }],
        });
      await repo.describeFile(tx, id, { ...detected, headers });
      const answer: TImportFile = { id, filename: upload.filename, ...detected, headers };
      return {
        result: answer,
        audit: {
          entity: 'import_file',
          entityId: id,
          action: 'upload',
          after: { ...answer, headers: undefined },
        },
      };
    }),
  );
}

/**
 * Checks every row of the file with the import type's rules and stores the import with its wrong
 * cells; answers the counts and the first wrong cells. Nothing is imported yet.
 */
export async function validateImport(
  ctx: Ctx,
  importers: Importers,
  type: TImportType,
  body: TValidateImportBody,
): Promise<TImportValidation> {
  const importer = importers[type];
  const file = await requireFile(ctx, body.fileId);
  checkMapping(
    importer.defs,
    body.importMode,
    body.mapping,
    file.headers.length,
    importer.together,
  );
  const { firmId, userId } = ctx.auth;
  const [maxRows, batchSize] = await Promise.all([
    readSetting(ctx.db, firmId, 'imports.maxRows'),
    readSetting(ctx.db, firmId, 'imports.batchSize'),
  ]);
  return runAction(ctx, async (tx) => {
    const importId = await repo.insertRun(tx, firmId, userId, {
      fileId: file.id,
      type,
      mode: body.importMode,
      mapping: body.mapping,
    });
    const check = await importer.checker({
      db: tx,
      firmId,
      mode: body.importMode,
      mapping: body.mapping,
    });
    // Read through the transaction: on the embedded database it holds the one connection.
    const rows = readRows(file, tx);
    await rows.next();
    let total = 0;
    let invalid = 0;
    let errorCount = 0;
    const errors: TCellError[] = [];
    for await (const batch of batchesOf(rows, batchSize)) {
      total += batch.length;
      if (total > maxRows)
        throw new AppError('VALIDATION_FAILED', `The file has more than ${maxRows} rows`, {
          errors: [{ path: 'file', message: String(maxRows), code: 'too_many_rows' }],
        });
      const batchErrors = (await check(batch)).flatMap((r) => r.errors);
      invalid += new Set(batchErrors.map((e) => e.row)).size;
      errorCount += batchErrors.length;
      errors.push(...batchErrors.slice(0, ERRORS_ANSWERED - errors.length));
      await repo.insertErrors(tx, importId, batchErrors);
    }
    await repo.saveValidation(tx, importId, { total, invalid });
    const result = {
      importId,
      rowsTotal: total,
      rowsValid: total - invalid,
      rowsInvalid: invalid,
      errors,
      errorCount,
    };
    return {
      result,
      audit: {
        entity: 'import_run',
        entityId: importId,
        action: 'validate',
        after: { type, mode: body.importMode, file: file.filename, total, invalid },
      },
    };
  });
}

/** The first rows as they will be stored (the form's normalised values), wrong cells marked. */
export async function previewImport(
  ctx: Ctx,
  importers: Importers,
  importId: number,
  family: TImportType,
): Promise<TImportPreview> {
  const run = await requireRun(ctx, importId, family);
  const file = await requireFile(ctx, run.file_id);
  const importer = importers[run.type];
  const check = await importer.checker({
    db: ctx.db,
    firmId: ctx.auth.firmId,
    mode: run.import_mode,
    mapping: run.mapping,
  });
  const rows = readRows(file, ctx.db);
  await rows.next();
  const first = await batchesOf(rows, PREVIEW_ROWS).next();
  await rows.return(undefined);
  const checked = first.done ? [] : await check(first.value);
  return {
    importId,
    columns: run.mapping.map((m) => ({ ...m, header: file.headers[m.column] ?? '' })),
    rows: checked.map((r) => ({
      row: r.row,
      cells: run.mapping.map((m) => {
        const error = r.errors.find((e) => e.column === m.column);
        const value =
          r.values && !error ? importer.show(r.values, m.columnType) : (r.cells[m.column] ?? '');
        return { value, messageKey: error?.messageKey ?? null };
      }),
    })),
  };
}

export async function getImportStatus(
  ctx: Ctx,
  id: number,
  family: TImportType,
): Promise<TImportRun> {
  return toImportRun(await requireRun(ctx, id, family));
}

export async function listImports(ctx: Ctx, type: TImportType | undefined): Promise<TImportRun[]> {
  return (await repo.listRuns(ctx.db, ctx.auth.firmId, type)).map(toImportRun);
}

function stateConflict(message: string): AppError {
  return new AppError('CONFLICT', message, {
    errors: [{ path: 'status', message, code: 'state' }],
  });
}

/**
 * Queues a validated import (once: a second start answers 409). `type` is the importer called:
 * importProduct starts a PRODUCT import only, importService a SERVICE one.
 */
export async function startImport(
  ctx: Ctx,
  id: number,
  types: readonly TImportType[],
): Promise<TImportRun> {
  const { firmId } = ctx.auth;
  await requireRun(ctx, id);
  return runAction(ctx, async (tx) => {
    const run = await repo.findRun(tx, firmId, id, true);
    if (!run || !types.includes(run.type)) throw new AppError('NOT_FOUND', 'No such import');
    if (run.status !== 'VALIDATED') throw stateConflict('The import has already been started');
    await repo.setStatus(tx, id, 'QUEUED');
    await enqueue(ctx, tx, runImportJob, { importId: id }, { singletonKey: `import:${id}` });
    const after = toImportRun((await repo.findRun(tx, firmId, id))!);
    return { result: after, audit: { entity: 'import_run', entityId: id, action: 'start', after } };
  });
}

/** A queued import stops at once; a running one after its current batch (rows written so far stay). */
export async function cancelImport(ctx: Ctx, id: number): Promise<TImportRun> {
  const { firmId } = ctx.auth;
  await requireRun(ctx, id);
  return runAction(ctx, async (tx) => {
    const run = (await repo.findRun(tx, firmId, id, true))!;
    if (run.status === 'DONE' || run.status === 'CANCELLED' || run.status === 'FAILED')
      throw stateConflict('The import has already finished');
    if (run.status === 'RUNNING') await repo.setStatus(tx, id, 'RUNNING', { cancel: true });
    else await repo.setStatus(tx, id, 'CANCELLED', { cancel: true, finished: true });
    const after = toImportRun((await repo.findRun(tx, firmId, id))!);
    return {
      result: after,
      audit: { entity: 'import_run', entityId: id, action: 'cancel', after },
    };
  });
}

export { requireFile };

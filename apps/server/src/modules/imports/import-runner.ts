import type { FastifyBaseLogger } from 'fastify';
import { writeAudit } from '../../platform/context.ts';
import type { Db } from '../../platform/db/database.ts';
import { readSetting } from '../settings/settings.service.ts';
import { batchesOf, readRows } from './file-reader.ts';
import * as repo from './imports.repository.ts';
import type { Importers } from './registry.ts';

export interface RunOptions {
  log?: FastifyBaseLogger;
  /** Called inside each batch's transaction before it commits (tests stop a run there). */
  beforeCommit?: (batchNumber: number) => void;
}

const FINISHED = new Set(['VALIDATED', 'DONE', 'CANCELLED', 'FAILED']);

/**
 * Runs a queued import to its end; safe to call again after a crash or for a second delivery of
 * the job. Each batch is one transaction that writes the entities, their audit rows, the
 * batch's ledger rows (`import_row_results`) and the counters; rows already in the ledger are
 * skipped, and the ledger is read after locking the import, so two runners never write a row twice.
 * A cancel request is seen at the next batch.
 */
export async function runImport(
  db: Db,
  importers: Importers,
  importId: number,
  options: RunOptions = {},
): Promise<void> {
  const run = await repo.findRun(db, null, importId);
  if (!run || FINISHED.has(run.status)) return;
  const file = await repo.findFile(db, run.firm_id, run.file_id);
  if (!file) return;
  if (run.status === 'QUEUED') await repo.setStatus(db, importId, 'RUNNING', { started: true });
  const importer = importers[run.type];
  const scope = {
    db,
    firmId: run.firm_id,
    mode: run.import_mode,
    mapping: run.mapping,
    isValidated: true,
  };
  const check = await importer.checker(scope);
  const batchSize = await readSetting(db, run.firm_id, 'imports.batchSize');
  const audit = { userId: run.created_by, requestId: `import:${importId}` };
  // The file's pieces are read through the pool, never inside a batch's transaction (on the
  // embedded database a read waits for the open transaction, so one inside it would wait for
  // ever). The next batch is read and checked (JS) while the current one is written (the
  // database): on PostgreSQL on another connection; on the embedded database its piece reads
  // simply wait for the batch to commit, as the batch never waits for them.
  const rows = readRows(file, db);
  await rows.next();
  const batches = batchesOf(rows, batchSize);
  const readNext = async () => {
    const next = await batches.next();
    return next.done ? null : { batch: next.value, checked: await check(next.value) };
  };
  let pending = readNext();
  let batchNumber = 0;
  for (let current = await pending; current; current = await pending) {
    pending = readNext();
    pending.catch(() => {}); // awaited next turn; a failure there is reported then
    batchNumber++;
    const { batch, checked } = current;
    const first = batch[0]!.row;
    const last = batch[batch.length - 1]!.row;
    const isStopped = await db.transaction(async (tx) => {
      const locked = await repo.findRun(tx, null, importId, true);
      if (locked?.status !== 'RUNNING') return true;
      if (locked.cancel_requested) {
        await repo.setStatus(tx, importId, 'CANCELLED', { finished: true });
        await auditRun(tx, locked, 'cancel', audit);
        return true;
      }
      const { done, invalid } = await repo.findSettledRows(tx, importId, first, last);
      const todo = checked.filter((r) => !done.has(r.row));
      const valid = todo.filter((r) => r.values && !invalid.has(r.row));
      const written = await importer.write(tx, { ...scope, db: tx }, valid, audit);
      const refused = todo
        .filter((r) => !r.values || invalid.has(r.row))
        .map((r) => ({ row: r.row, entityId: null }));
      await repo.recordBatch(tx, importId, [...written, ...refused]);
      options.beforeCommit?.(batchNumber);
      return false;
    });
    if (isStopped) {
      await pending.catch(() => null);
      await rows.return(undefined);
      return;
    }
  }
  await db.transaction(async (tx) => {
    const current = await repo.findRun(tx, null, importId, true);
    if (current?.status !== 'RUNNING') return;
    await repo.setStatus(tx, importId, 'DONE', { finished: true });
    await auditRun(tx, current, 'import', audit);
  });
  options.log?.info({ importId }, 'import finished');
}

/** The one audit entry of an import, with its counts. */
function auditRun(
  tx: Db,
  run: repo.RunRow,
  action: string,
  audit: { userId: number | null; requestId: string },
): Promise<void> {
  return writeAudit(
    tx,
    { userId: audit.userId, firmId: run.firm_id, requestId: audit.requestId },
    {
      entity: 'import_run',
      entityId: run.id,
      action,
      after: {
        type: run.type,
        mode: run.import_mode,
        file: run.filename,
        rowsTotal: run.rows_total,
        rowsDone: run.rows_done,
        rowsFailed: run.rows_failed,
      },
    },
  );
}

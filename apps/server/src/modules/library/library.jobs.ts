import type { TLibraryLocation } from '@kontor/contract';
import { sql } from 'drizzle-orm';
import { writeAudit } from '../../platform/context.ts';
import type { Db } from '../../platform/db/database.ts';
import { queryRows } from '../../platform/db/database.ts';
import { defineJob } from '../../platform/queue.ts';

const DAY_SECONDS = 24 * 60 * 60;

/**
 * How long a deleted file's bytes are kept (README, purge). A supplier invoice is an accounting
 * document: kept 8 years (2000. évi C. törvény a számvitelről, 169. § (2)); the rest 90 days, so a
 * file deleted by mistake can still be read back from the audit in the next quarter.
 */
export const PURGE_AFTER_DAYS: Record<TLibraryLocation, number> = {
  ORDER: 90,
  PARTNER: 90,
  PRODUCT: 90,
  SUPPLIER_INVOICE: 8 * 366,
  TENDER_ORDER: 90,
};

export const purgeAfterSeconds = (location: TLibraryLocation) =>
  PURGE_AFTER_DAYS[location] * DAY_SECONDS;

/**
 * Removes a deleted file's pieces and marks the row purged, once: the row is locked and must still
 * be deleted and not purged (a job that runs again finds it purged and does nothing).
 */
export async function purgeDeletedFile(db: Db, libraryFileId: number): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [file] = await queryRows<{ firm_id: number; file_id: number; filename: string }>(
      tx,
      sql`select firm_id, file_id, filename from library_files
          where id = ${libraryFileId} and deleted_at is not null and purged_at is null
          for update`,
    );
    if (!file) return false;
    await tx.execute(sql`delete from file_pieces where file_id = ${file.file_id}`);
    await tx.execute(sql`update library_files set purged_at = now() where id = ${libraryFileId}`);
    await writeAudit(
      tx,
      { userId: null, firmId: file.firm_id, requestId: null },
      { entity: 'library_file', entityId: libraryFileId, action: 'purge', before: file },
    );
    return true;
  });
}

/** Enqueued by the delete, in its transaction, to run when the retention has passed. */
export const libraryPurgeJob = defineJob<{ libraryFileId: number }>({
  name: 'library.purge',
  handler: async (ctx, data) => {
    await purgeDeletedFile(ctx.db, data.libraryFileId);
  },
});

export const libraryJobs = [libraryPurgeJob];

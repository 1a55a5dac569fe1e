import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { type Database, openDatabase } from '../platform/db/database.ts';
import { migrate } from '../platform/db/migrate.ts';
import { isDatabaseEmpty, seedDemo } from './demo.ts';
import type { EmbeddedStart } from './embedded-start.ts';

/**
 * A migrated, demo-seeded embedded database kept as a PGlite data-dir tarball, so a later start on an
 * empty data directory loads it (one extraction) instead of running initdb, the migrations and the
 * seed. Reused only when it was made by the same code (every server source file and migration, the
 * PGlite version) on the same Budapest day (the seed's dated rows count back from today).
 */
export interface SeededPglite {
  database: Database;
  /** How the data got there: loaded from a snapshot, seeded now, or already in the directory. */
  source: 'snapshot' | 'seeded' | 'existing';
  /** Why the snapshot of a freshly seeded directory could not be written (startup goes on). */
  snapshotError?: Error;
}

/**
 * Opens the started embedded database (embedded-start.ts) with the demo data: an empty directory
 * loaded from the snapshot is ready; otherwise it is migrated and, when empty, seeded and the
 * snapshot written for the next start. A directory that already holds a database is only migrated.
 */
export async function openDemoPglite(
  start: EmbeddedStart,
  now = new Date(),
): Promise<SeededPglite> {
  const database = await openDatabase({ pgliteThread: start.thread });
  await migrate(database);
  if (start.fromSnapshot) return { database, source: 'snapshot' };
  if (!(await isDatabaseEmpty(database.db))) return { database, source: 'existing' };
  await seedDemo(database.db, now);
  const file = start.snapshotFile;
  const snapshotError = file ? await writeSnapshot(database, file) : undefined;
  return { database, source: 'seeded', ...(snapshotError && { snapshotError }) };
}

/**
 * Writes the tarball beside its final name and renames it, so a reader never sees half of it. A
 * snapshot is only a shortcut: failing to write one (a read-only directory) is answered, not thrown.
 */
async function writeSnapshot(database: Database, file: string): Promise<Error | undefined> {
  try {
    const tarball = await database.pglite!.dumpDataDir('gzip');
    mkdirSync(dirname(file), { recursive: true });
    const partial = `${file}.${process.pid}.part`;
    writeFileSync(partial, Buffer.from(await tarball.arrayBuffer()));
    renameSync(partial, file);
    return undefined;
  } catch (error) {
    return error as Error;
  }
}

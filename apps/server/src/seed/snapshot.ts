import { createHash } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  writeFileSync,
} from 'node:fs';
import { dirname, join } from 'node:path';
import { todayInHungary } from '../platform/business-day.ts';
import { type Database, openDatabase } from '../platform/db/database.ts';
import { migrate } from '../platform/db/migrate.ts';
import { isDatabaseEmpty, seedDemo } from './demo.ts';

/**
 * A migrated, demo-seeded embedded database kept as a PGlite data-dir tarball, so a later start on an
 * empty data directory loads it (one extraction) instead of running initdb, the migrations and the
 * seed. Reused only when it was made by the same code (every server source file and migration, the
 * PGlite version) on the same Budapest day (the seed's dated rows count back from today).
 */
const SERVER_SRC = join(import.meta.dirname, '..');
const PGLITE_PACKAGE = join(
  import.meta.dirname,
  '../../../../node_modules/@electric-sql/pglite/package.json',
);

/** Names what the snapshot depends on: the server's sources and migrations, PGlite, the day. */
export function demoSnapshotKey(now = new Date()): string {
  const hash = createHash('sha256');
  const files = readdirSync(SERVER_SRC, { recursive: true, encoding: 'utf8' })
    .filter((f) => /\.(ts|sql)$/.test(f) && !f.endsWith('.test.ts'))
    .sort();
  for (const f of files)
    hash
      .update(f)
      .update('\0')
      .update(readFileSync(join(SERVER_SRC, f)));
  if (existsSync(PGLITE_PACKAGE)) hash.update(readFileSync(PGLITE_PACKAGE));
  hash.update(todayInHungary(now));
  return hash.digest('hex').slice(0, 16);
}

export interface SeededPglite {
  database: Database;
  /** How the data got there: loaded from a snapshot, seeded now, or already in the directory. */
  source: 'snapshot' | 'seeded' | 'existing';
  /** Why the snapshot of a freshly seeded directory could not be written (startup goes on). */
  snapshotError?: Error;
}

/**
 * Opens the embedded database in `pgliteDir` with the demo data: an empty directory is filled from
 * the snapshot in `snapshotDir` when one matches, otherwise migrated and seeded, and the snapshot
 * written for the next start. A directory that already holds a database is only migrated.
 */
export async function openDemoPglite(
  pgliteDir: string,
  snapshotDir: string,
  now = new Date(),
): Promise<SeededPglite> {
  const fresh = !existsSync(join(pgliteDir, 'PG_VERSION'));
  // The key reads every server source file: only an empty directory needs it.
  const file = fresh ? join(snapshotDir, `demo-${demoSnapshotKey(now)}.tar.gz`) : undefined;
  if (file && existsSync(file)) {
    const pgliteSnapshot = new Blob([readFileSync(file)]);
    const database = await openDatabase({ pgliteDir, pgliteSnapshot });
    await migrate(database);
    return { database, source: 'snapshot' };
  }
  const database = await openDatabase({ pgliteDir });
  await migrate(database);
  if (!(await isDatabaseEmpty(database.db))) return { database, source: 'existing' };
  await seedDemo(database.db, now);
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

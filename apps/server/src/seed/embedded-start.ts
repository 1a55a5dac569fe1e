import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { todayInHungary } from '../platform/business-day.ts';
import { startPgliteThread } from '../platform/db/pglite-thread.ts';

/**
 * The embedded database is started first thing, on its own thread, so it opens (or loads the demo
 * snapshot) while the server loads its modules; snapshot.ts then migrates and, when needed, seeds.
 * This module stays light for that reason: no query builder, no schema, no seed.
 */

export interface EmbeddedStart {
  thread: ReturnType<typeof startPgliteThread>;
  /** Where the demo snapshot for this code and day is (or will be written): an empty directory. */
  snapshotFile?: string;
  /** The database was loaded from that snapshot. */
  fromSnapshot: boolean;
}

/**
 * Starts PGlite in `pgliteDir`; with `snapshotDir` (demo data) an empty directory is loaded from the
 * matching demo snapshot when there is one.
 */
export function startEmbedded(
  pgliteDir: string,
  snapshotDir: string | undefined,
  now = new Date(),
): EmbeddedStart {
  const fresh = !existsSync(join(pgliteDir, 'PG_VERSION'));
  // The key reads every server source file: only an empty directory needs it.
  const snapshotFile =
    snapshotDir && fresh ? join(snapshotDir, `demo-${demoSnapshotKey(now)}.tar.gz`) : undefined;
  const fromSnapshot = snapshotFile !== undefined && existsSync(snapshotFile);
  const thread = startPgliteThread({
    dir: pgliteDir,
    ...(fromSnapshot && { snapshot: new Uint8Array(readFileSync(snapshotFile)) }),
  });
  return { thread, fromSnapshot, ...(snapshotFile && { snapshotFile }) };
}

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

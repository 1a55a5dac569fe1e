import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';

/**
 * The types drizzle's PGlite driver wants as the database's text (timestamps, dates, intervals,
 * numeric and date arrays), as node-postgres gives them; see drizzle-orm/pglite/session.js. They
 * are set in the database's own parser table, so no query has to pass them (database.ts).
 */
const RAW_TEXT_PARSERS = Object.fromEntries(
  [1114, 1184, 1186, 1082, 1231, 1115, 1185, 1187, 1182].map((oid) => [oid, (v: string) => v]),
);

/** Opens PGlite in this thread with Kontor's extensions, from a snapshot when one is given. */
export async function openPgliteHere(dir: string, snapshot?: Blob): Promise<PGlite> {
  if (!dir.startsWith('memory://')) mkdirSync(dir, { recursive: true });
  const client = await PGlite.create(dir, {
    extensions: { pg_trgm, unaccent },
    ...(snapshot && { loadDataDir: snapshot }),
  });
  Object.assign(client.parsers, RAW_TEXT_PARSERS);
  return client;
}

/** The embedded database's directory inside the data directory. */
export function pgliteDirOf(dataDir: string): string {
  return join(dataDir, 'pglite');
}

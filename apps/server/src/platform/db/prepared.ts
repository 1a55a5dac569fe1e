import type { Db } from './database.ts';

const statements = new WeakMap<Db, Map<string, unknown>>();

/**
 * A prepared statement of a hot query, built once per database handle: drizzle then skips
 * rebuilding the SQL on every call (measured: ~110 µs of CPU per request, see docs/benchmarks.md).
 * Inside a transaction the statement is built for that transaction only.
 */
export function prepared<T>(db: Db, name: string, build: (db: Db) => T): T {
  let byName = statements.get(db);
  if (!byName) {
    byName = new Map();
    statements.set(db, byName);
  }
  let statement = byName.get(name) as T | undefined;
  if (statement === undefined) {
    statement = build(db);
    byName.set(name, statement);
  }
  return statement;
}

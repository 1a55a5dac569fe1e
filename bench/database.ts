/**
 * The benchmarks' PostgreSQL databases, one way for all: `onServer` runs one statement on the
 * server (create, drop), `benchDatabase` gives a benchmark its database.
 *
 * - By default a fresh one, `name` on `serverUrl`: dropped if left over, created, migrated,
 *   demo data; `dispose()` closes it and drops it.
 * - With `existingUrl` (a benchmark's `--database-url=`), an existing database such as `kontor_warehouse_large` (the 1M-order / 5M-line data set, which
 *   holds the demo data too): migrated when behind, its data kept, never dropped. The benchmark
 *   adds what it measures (its cycles, counts, items) inside it.
 */
import pg from 'pg';
import { type Database, openDatabase } from '../apps/server/src/platform/db/database.ts';
import { migrate } from '../apps/server/src/platform/db/migrate.ts';
import { seedDemo } from '../apps/server/src/seed/demo.ts';

/** Runs one statement on the server (a database to create or drop), on its own connection. */
export async function onServer(serverUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

export interface BenchDatabase {
  database: Database;
  /** Where it is, for a line of the benchmark's output. */
  label: string;
  /** True when it was made for this run (demo data only; dropped at the end). */
  fresh: boolean;
  dispose(): Promise<void>;
}

export async function benchDatabase(
  name: string,
  serverUrl: string,
  options: { existingUrl?: string | undefined; poolSize?: number } = {},
): Promise<BenchDatabase> {
  const { existingUrl, poolSize } = options;
  if (existingUrl) {
    const database = await openDatabase({
      databaseUrl: existingUrl,
      ...(poolSize && { poolSize }),
    });
    await migrate(database);
    const label = new URL(existingUrl).pathname.slice(1);
    return { database, label, fresh: false, dispose: () => database.close() };
  }
  await onServer(serverUrl, `drop database if exists ${name} with (force)`);
  await onServer(serverUrl, `create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({
    databaseUrl: url.toString(),
    ...(poolSize && { poolSize }),
  });
  await migrate(database);
  await seedDemo(database.db);
  return {
    database,
    label: `${name} (fresh, demo data)`,
    fresh: true,
    async dispose() {
      await database.close();
      await onServer(serverUrl, `drop database if exists ${name} with (force)`);
    },
  };
}

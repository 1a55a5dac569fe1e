import { ConfigError, readConfig } from '../platform/config.ts';
import { type Database, openDatabase } from '../platform/db/database.ts';
import { migrate } from '../platform/db/migrate.ts';
import { pgliteDirOf } from '../platform/db/pglite-open.ts';

/** Opens the configured database (same settings as the server), migrated, for a command-line tool. */
export async function openConfiguredDatabase(): Promise<Database> {
  try {
    const config = readConfig(process.env);
    const database = await openDatabase({
      databaseUrl: config.databaseUrl,
      pgliteDir: pgliteDirOf(config.dataDir),
    });
    const applied = await migrate(database);
    if (applied.length) console.log(`Applied migrations: ${applied.join(', ')}`);
    return database;
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(78);
    }
    throw error;
  }
}

/** `--name=value` arguments. */
export function readArgs(argv = process.argv.slice(2)): Record<string, string> {
  return Object.fromEntries(
    argv.map((arg) => {
      const match = /^--([a-z-]+)(?:=(.*))?$/.exec(arg);
      if (!match) throw new Error(`Unknown argument ${arg}`);
      return [match[1]!, match[2] ?? 'true'];
    }),
  );
}

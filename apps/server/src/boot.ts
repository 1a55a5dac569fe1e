import { type Config, ConfigError, readConfig } from './platform/config.ts';
import { pgliteDirOf } from './platform/db/pglite-open.ts';
import { type EmbeddedStart, startEmbedded } from './seed/embedded-start.ts';

/**
 * What the process does before it loads the server (main.ts): read the configuration and start the
 * embedded database. Light on purpose: the database's thread starts while the rest loads.
 */

/** Exit code for a configuration error (sysexits EX_CONFIG). */
const EXIT_CONFIG = 78;

export function loadConfig(): Config {
  try {
    return readConfig(process.env);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    process.stderr.write(`${error.message}\n`);
    process.exit(EXIT_CONFIG);
  }
}

/** The embedded database (no DATABASE_URL), started on its own thread; null for PostgreSQL. */
export function startDatabase(config: Config): EmbeddedStart | null {
  if (config.databaseUrl) return null;
  return startEmbedded(
    pgliteDirOf(config.dataDir),
    config.demoData ? config.demoSnapshotDir : undefined,
  );
}

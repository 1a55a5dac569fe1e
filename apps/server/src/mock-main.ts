/**
 * The mock server (`npm run mock`, launch modes MOCK_ONLY and HYBRID): the same server code in mock
 * mode on an in-memory database loaded from the committed fixtures, under
 * `/MOCK{contextPath}/rest` on MOCK_PORT (default 3370). POST …/mock/restart resets it.
 */
import { buildApp } from './app.ts';
import { ConfigError, readConfig } from './platform/config.ts';
import { openDatabase } from './platform/db/database.ts';
import { migrate } from './platform/db/migrate.ts';

const EXIT_CONFIG = 78;
export const MOCK_PORT = 3370;

let config: ReturnType<typeof readConfig>;
try {
  config = readConfig({ ...process.env, PORT: process.env.MOCK_PORT ?? String(MOCK_PORT) });
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  process.stderr.write(`${error.message}\n`);
  process.exit(EXIT_CONFIG);
}
const database = await openDatabase({ pgliteDir: 'memory://' });
await migrate(database);
const app = await buildApp({ config, database, mode: 'mock' });
await app.listen({ port: config.port, host: config.host });
app.log.info(`mock server on http://localhost:${config.port}/MOCK${config.contextPath}/rest`);

for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.once(signal, async () => {
    await app.close();
    await database.close();
    process.exit(0);
  });
}

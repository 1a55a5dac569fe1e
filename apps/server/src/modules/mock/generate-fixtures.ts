/**
 * `npm run mock:fixtures`: rebuilds fixtures/mock-data.json from the demo seed (run after a
 * migration or a seed change, then commit the file). The mock server never seeds at random.
 */
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { openDatabase } from '../../platform/db/database.ts';
import { migrate } from '../../platform/db/migrate.ts';
import { seedDemo } from '../../seed/demo.ts';
import { dumpFixtures, FIXTURES_FILE } from './mock.fixtures.ts';

const database = await openDatabase({ pgliteDir: 'memory://' });
await migrate(database);
const seededAt = new Date();
await seedDemo(database.db);
const fixtures = await dumpFixtures(database.db, seededAt);
writeFileSync(FIXTURES_FILE, `${JSON.stringify(fixtures, null, 2)}\n`);
// The repository's formatter owns the layout, so a regenerated file diffs only where data changed.
execFileSync('npx', ['biome', 'format', '--write', FIXTURES_FILE], { stdio: 'ignore' });
await database.close();
const rows = Object.values(fixtures.tables).reduce((n, rows) => n + rows.length, 0);
process.stdout.write(`${rows} rows written to ${FIXTURES_FILE}\n`);

/**
 * `npm run mock:fixtures`: rebuilds fixtures/mock-data.json from the demo seed (run after a
 * migration or a seed change, then commit the file). The mock server never seeds at random.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, writeFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { users } from '../../db/schema.ts';
import { verifyPassword } from '../../platform/auth/passwords.ts';
import { openDatabase, queryRows } from '../../platform/db/database.ts';
import { migrate } from '../../platform/db/migrate.ts';
import { DEMO_PASSWORD, seedDemo } from '../../seed/demo.ts';
import { dumpFixtures, FIXTURE_EPOCH, FIXTURES_FILE, readFixtures } from './mock.fixtures.ts';

const database = await openDatabase({ pgliteDir: 'memory://' });
await migrate(database);
// Dates the seed derives from the day (rates, leave) come from the fixtures' fixed clock, and the
// timestamps move from the seed's transaction time (one `now()` for every default) onto it, so a
// regenerated file differs only where the seed or the schema changed.
await seedDemo(database.db, new Date(FIXTURE_EPOCH));
const [seed] = await queryRows<{ at: string }>(
  database.db,
  sql`select created_at as at from firms order by id limit 1`,
);
// The password hash has a random salt: the committed one stays while it still checks.
const [previous] = existsSync(FIXTURES_FILE) ? (readFixtures().tables.users ?? []) : [];
const kept = previous?.password_hash;
if (typeof kept === 'string' && (await verifyPassword(kept, DEMO_PASSWORD)))
  await database.db.update(users).set({ passwordHash: kept });
const fixtures = await dumpFixtures(database.db, new Date(seed!.at));
writeFileSync(FIXTURES_FILE, `${JSON.stringify(fixtures, null, 2)}\n`);
// The repository's formatter owns the layout, so a regenerated file diffs only where data changed.
execFileSync('npx', ['biome', 'format', '--write', FIXTURES_FILE], { stdio: 'ignore' });
await database.close();
const rows = Object.values(fixtures.tables).reduce((n, rows) => n + rows.length, 0);
process.stdout.write(`${rows} rows written to ${FIXTURES_FILE}\n`);

/**
 * Creates the first administrator (and the first firm when there is none) of a new installation:
 *   npm run create-admin -- --username=anna --full-name="Kovács Anna" \
 *     [--firm-name="Példa Kft." --tax-number=12345676-2-41 --address="1011 Budapest, Fő utca 1."]
 * The password comes from KONTOR_ADMIN_PASSWORD, or a random one is generated and printed once.
 */
import { randomBytes } from 'node:crypto';
import { isValidHungarianTaxNumber, ROLES } from '@kontor/contract';
import { sql } from 'drizzle-orm';
import { hashPassword } from '../platform/auth/passwords.ts';
import { normalizeUsername } from '../platform/auth/username.ts';
import { writeAudit } from '../platform/context.ts';
import { queryRows } from '../platform/db/database.ts';
import { openConfiguredDatabase, readArgs } from './common.ts';

const args = readArgs();
const username = normalizeUsername(args.username ?? 'admin');
const fullName = args['full-name'] ?? 'Rendszergazda';
const password = process.env.KONTOR_ADMIN_PASSWORD ?? randomBytes(12).toString('base64url');
if (password.length < 12) throw new Error('KONTOR_ADMIN_PASSWORD must be at least 12 characters');

const database = await openConfiguredDatabase();
const passwordHash = await hashPassword(password);
await database.db.transaction(async (tx) => {
  let firmIds = (await queryRows<{ id: number }>(tx, sql`select id from firms order by id`)).map(
    (f) => f.id,
  );
  if (firmIds.length === 0) {
    const taxNumber = args['tax-number'] ?? '';
    if (!args['firm-name'] || !isValidHungarianTaxNumber(taxNumber)) {
      throw new Error(
        'The database has no firm yet: give --firm-name and a valid --tax-number (xxxxxxxx-y-zz)',
      );
    }
    const [firm] = await queryRows<{ id: number }>(
      tx,
      sql`
      insert into firms (name, short_name, tax_number, address)
      values (${args['firm-name']}, ${args['firm-name']}, ${taxNumber}, ${args.address ?? ''}) returning id`,
    );
    firmIds = [firm!.id];
  }
  const [user] = await queryRows<{ id: number }>(
    tx,
    sql`
    insert into users (username, full_name, nick_name, password_hash, roles, default_firm_id)
    values (${username}, ${fullName}, ${fullName.split(' ').at(-1)!}, ${passwordHash}, ${sql.raw(`array[${ROLES.map((r) => `'${r}'`).join(',')}]`)}, ${firmIds[0]!})
    returning id`,
  );
  for (const firmId of firmIds)
    await tx.execute(
      sql`insert into user_firms (user_id, firm_id) values (${user!.id}, ${firmId})`,
    );
  await writeAudit(
    tx,
    { userId: null, firmId: firmIds[0]!, requestId: null },
    {
      entity: 'user',
      entityId: user!.id,
      action: 'create-admin',
      after: { username, roles: ROLES },
    },
  );
});
console.log(`Administrator ${username} created.`);
if (!process.env.KONTOR_ADMIN_PASSWORD) console.log(`Password (shown once): ${password}`);
await database.close();

import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { queryRows } from '../platform/db/database.ts';
import { describeApp } from '../test/harness.ts';

/**
 * Text lengths are limited in one place, the contract's zod schemas (`.max(n)`), so the server
 * refuses a too long value with 400 naming the field. A length-limited column (varchar(n),
 * char(n)) would be a second limit that can disagree with the first and end in a 500 or, after a
 * cast, a silently cut value: there is none. A new one needs a contract max that matches it and a
 * test, then an entry here.
 */
const LENGTH_LIMITED_COLUMNS: string[] = [];

describeApp('text limits', (t) => {
  it('no table column limits the length of a text: the contract does', async () => {
    const rows = await queryRows<{ table_name: string; column_name: string }>(
      t().database.db,
      sql`select table_name, column_name from information_schema.columns
          where table_schema = 'public' and character_maximum_length is not null`,
    );
    expect(rows.map((row) => `${row.table_name}.${row.column_name}`).sort()).toEqual(
      LENGTH_LIMITED_COLUMNS,
    );
  });
});

import { sql } from 'drizzle-orm';
import { getTableConfig, type PgTable } from 'drizzle-orm/pg-core';
import { expect, it } from 'vitest';
import { queryRows } from '../platform/db/database.ts';
import { describeApp } from '../test/harness.ts';
import * as schema from './schema.ts';

describeApp('schema', (t) => {
  it('the Drizzle tables match the migrated database, column by column', async () => {
    const columns = await queryRows<{
      table_name: string;
      column_name: string;
      is_nullable: string;
    }>(
      t().database.db,
      sql`select table_name, column_name, is_nullable from information_schema.columns where table_schema = 'public'`,
    );
    const defined = (Object.values(schema) as PgTable[]).map((table) => getTableConfig(table).name);
    const migrated = new Set(columns.map((c) => c.table_name));
    migrated.delete('schema_migrations');
    expect([...migrated].sort(), 'every migrated table has a Drizzle definition').toEqual(
      defined.sort(),
    );
    for (const table of Object.values(schema) as PgTable[]) {
      const config = getTableConfig(table);
      const inDb = columns.filter((c) => c.table_name === config.name);
      expect(inDb.map((c) => c.column_name).sort(), config.name).toEqual(
        config.columns.map((c) => c.name).sort(),
      );
      for (const column of config.columns) {
        const dbColumn = inDb.find((c) => c.column_name === column.name)!;
        expect(dbColumn.is_nullable === 'NO', `${config.name}.${column.name} not null`).toBe(
          column.notNull,
        );
      }
    }
  });

  it('every firm-owned table has a NOT NULL firm_id (the audit log may record firm-less events)', async () => {
    const rows = await queryRows<{ table_name: string; is_nullable: string }>(
      t().database.db,
      sql`select table_name, is_nullable from information_schema.columns where table_schema = 'public' and column_name = 'firm_id'`,
    );
    for (const row of rows.filter((r) => r.table_name !== 'audit_log'))
      expect(row.is_nullable, row.table_name).toBe('NO');
  });
});

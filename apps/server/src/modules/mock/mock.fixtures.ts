import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../platform/db/database.ts';

/**
 * The mock server's data: every table's rows as committed JSON (fixtures/mock-data.json), made once
 * from the demo seed by `npm run mock:fixtures` with every timestamp moved onto a fixed clock, so
 * the mock answers the same data on every start and after every restart.
 */
export const FIXTURES_FILE = join(import.meta.dirname, 'fixtures', 'mock-data.json');

/** The instant the fixtures' clock starts at: timestamps keep their distance from the seed's run. */
export const FIXTURE_EPOCH = '2026-11-20T08:00:00.000Z';

/** Tables the fixtures never hold: migration bookkeeping, dictionaries (synced from files), sessions, throttling. */
export const VOLATILE_TABLES = [
  'schema_migrations',
  'dictionary_entries',
  'sessions',
  'remember_me_tokens',
  'login_throttle',
  'audit_log',
];

/** Columns the database derives on load (triggers that stay on while loading, 0007_search_words.sql). */
const DERIVED_COLUMNS = ['search_doc'];

export interface Fixtures {
  epoch: string;
  /** Table name → rows (column → JSON value), in an order that satisfies the foreign keys. */
  tables: Record<string, Record<string, unknown>[]>;
}

export function readFixtures(file = FIXTURES_FILE): Fixtures {
  return JSON.parse(readFileSync(file, 'utf8')) as Fixtures;
}

async function tablesOf(db: Db): Promise<string[]> {
  const rows = await queryRows<{ table_name: string }>(
    db,
    sql`select table_name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  );
  return rows.map((r) => r.table_name);
}

/** Reads every table (but the volatile ones) with timestamps shifted from `seededAt` onto the epoch. */
export async function dumpFixtures(db: Db, seededAt: Date): Promise<Fixtures> {
  const shift = Date.parse(FIXTURE_EPOCH) - seededAt.getTime();
  const tables: Fixtures['tables'] = {};
  for (const table of await tablesOf(db)) {
    if (VOLATILE_TABLES.includes(table)) continue;
    const stamps = await queryRows<{ column_name: string }>(
      db,
      sql`select column_name from information_schema.columns
          where table_schema = 'public' and table_name = ${table} and data_type = 'timestamp with time zone'`,
    );
    const rows = await queryRows<{ row: Record<string, unknown> }>(
      db,
      sql`select to_jsonb(t) as row from ${sql.identifier(table)} t order by 1`,
    );
    tables[table] = rows.map(({ row }) => {
      for (const column of DERIVED_COLUMNS) delete row[column];
      for (const { column_name } of stamps) {
        const value = row[column_name];
        if (typeof value === 'string')
          row[column_name] = new Date(Date.parse(value) + shift).toISOString();
      }
      return row;
    });
  }
  return { epoch: FIXTURE_EPOCH, tables };
}

/**
 * Empties every table but the migrations and dictionaries and loads the fixtures in one
 * transaction; foreign-key triggers are off while loading (the rows come from one consistent
 * database), so the tables load in any order. Sequences continue after
 * the highest loaded id. Columns a later migration added take their defaults. Answers the row count.
 */
export async function loadFixtures(db: Db, fixtures: Fixtures): Promise<number> {
  const tables = (await tablesOf(db)).filter(
    (t) => t !== 'schema_migrations' && t !== 'dictionary_entries',
  );
  let count = 0;
  await db.transaction(async (tx) => {
    await tx.execute(
      sql.raw(`truncate ${tables.map((t) => `"${t}"`).join(', ')} restart identity cascade`),
    );
    await tx.execute(sql`set local session_replication_role = replica`);
    for (const [table, rows] of Object.entries(fixtures.tables)) {
      if (!tables.includes(table) || rows.length === 0) continue;
      const columns = await queryRows<{ column_name: string }>(
        tx,
        sql`select column_name from information_schema.columns
            where table_schema = 'public' and table_name = ${table}`,
      );
      const present = new Set(Object.keys(rows[0]!));
      const names = columns.map((c) => c.column_name).filter((c) => present.has(c));
      const list = sql.join(
        names.map((n) => sql.identifier(n)),
        sql`, `,
      );
      await tx.execute(
        sql`insert into ${sql.identifier(table)} (${list})
            select ${list} from jsonb_populate_recordset(null::${sql.identifier(table)}, ${JSON.stringify(rows)}::jsonb)`,
      );
      count += rows.length;
    }
    await tx.execute(sql`set local session_replication_role = origin`);
    const serials = await queryRows<{ table_name: string; column_name: string }>(
      tx,
      sql`select table_name, column_name from information_schema.columns
          where table_schema = 'public' and column_default like 'nextval(%'`,
    );
    for (const { table_name, column_name } of serials) {
      await tx.execute(
        sql`select setval(pg_get_serial_sequence(${`"${table_name}"`}, ${column_name}),
                          coalesce((select max(${sql.identifier(column_name)}) from ${sql.identifier(table_name)}), 0) + 1, false)`,
      );
    }
  });
  return count;
}

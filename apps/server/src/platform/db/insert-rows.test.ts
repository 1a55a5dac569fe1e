import { sql } from 'drizzle-orm';
import { integer, PgDialect, pgTable, text } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { insertRowsSql } from './insert-rows.ts';

const items = pgTable('items', {
  id: integer('id').primaryKey(),
  name: text('name').notNull().default(''),
  note: text('note'),
  number: text('number'),
});
const dialect = new PgDialect();

describe('insertRowsSql', () => {
  it('writes the rows as one JSON parameter, computed columns as their expression', () => {
    const query = dialect.sqlToQuery(
      insertRowsSql(
        items,
        [
          { id: 1, name: undefined, note: undefined },
          { id: 2, name: undefined, note: 'x' },
        ],
        { number: sql`(select number from n)` },
      ),
    );
    // `name` is undefined in every row: left out, so the column's default applies; `note` is
    // set in one row: kept, NULL where undefined.
    expect(query.sql.replace(/\s+/g, ' ')).toBe(
      'insert into "items" ("id", "note", "number") select "id", "note", (select number from n) ' +
        'from jsonb_populate_recordset(null::"items", $1::jsonb)',
    );
    expect(query.params).toEqual([
      JSON.stringify([
        { id: 1, note: null },
        { id: 2, note: 'x' },
      ]),
    ]);
  });
});

import { type Column, getTableColumns, getTableName, type SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';

/** A value as the row's JSON carries it: json columns as they are, the rest as the driver's value. */
function jsonValue(column: Column, value: unknown): unknown {
  if (value === undefined || value === null) return null;
  return column.dataType === 'json' ? value : column.mapToDriverValue(value);
}

/** A table's columns by field name (`getTableColumns` copies them on every call). */
const tableColumns = new WeakMap<PgTable, Record<string, Column>>();
function columnsOf(table: PgTable): Record<string, Column> {
  let columns = tableColumns.get(table);
  if (!columns) {
    columns = getTableColumns(table) as Record<string, Column>;
    tableColumns.set(table, columns);
  }
  return columns;
}

/**
 * `insert into <table> (…) select … from jsonb_populate_recordset(null::<table>, $1)`: many rows
 * in one parameter, typed by the table's own row type. drizzle's `values()` builds a parameter
 * per cell (a 20-line order: ~500, about 1 ms of CPU to build and send, bench/orders.ts) and
 * drizzle walks every chunk of a statement on each call (its `is` checks were the top of the
 * order-saving profile); this builds one parameter and a few chunks per statement. The rows' keys
 * are the table's field names; every row carries the keys of the first; a key undefined in every
 * row is left out (the column's default, as with drizzle), an undefined or null value is NULL.
 * `computed` gives columns an SQL expression instead (the same for every row, e.g. a number
 * from a CTE of the statement).
 */
export function insertRowsSql<T extends PgTable>(
  table: T,
  rows: readonly Partial<T['$inferInsert']>[],
  computed: Partial<Record<keyof T['$inferInsert'], SQL>> = {},
): SQL {
  const columns = columnsOf(table);
  const first = (rows[0] ?? {}) as Record<string, unknown>;
  const keys = Object.keys(first).filter(
    (key) =>
      columns[key] !== undefined &&
      !(key in computed) &&
      rows.some((row) => (row as Record<string, unknown>)[key] !== undefined),
  );
  const expressions = Object.entries(computed) as [string, SQL][];
  // The schema's own column names, quoted as `sql.identifier` quotes them, in one raw chunk.
  const quoted = (key: string) => `"${columns[key]!.name.replace(/"/g, '""')}"`;
  const list = sql.raw(keys.map(quoted).join(', '));
  const json = JSON.stringify(
    rows.map((row) => {
      const out: Record<string, unknown> = {};
      for (const key of keys)
        out[columns[key]!.name] = jsonValue(columns[key]!, (row as Record<string, unknown>)[key]);
      return out;
    }),
  );
  const name = sql.raw(`"${getTableName(table).replace(/"/g, '""')}"`);
  const into = sql.raw([...keys, ...expressions.map(([key]) => key)].map(quoted).join(', '));
  const extra = expressions.map(([, expression]) => sql`, ${expression}`);
  return sql`insert into ${name} (${into})
    select ${list}${sql.join(extra)} from jsonb_populate_recordset(null::${name}, ${json}::jsonb)`;
}

/**
 * Import benchmark: N product rows (csv and xlsx) uploaded, validated and imported through the
 * import services on PostgreSQL, in a fresh database created (and dropped) by the run. The
 * baseline, measured in the same run, is a bare batched INSERT of the same rows (csv parsed, no
 * validation, 1 000 rows a statement, products + prices) into another firm. The files are
 * written to a temporary folder as a stream, and every phase runs in its own child process
 * (bench/import-phase.ts), so its peak RSS is the phase's own, not this generator's. Figures are
 * printed, never asserted.
 *
 *   npm run bench:import                       # 100 000 rows
 *   npm run bench:import -- --rows=20000       # a quicker run
 *   npm run bench:import -- --keep             # keep the database afterwards
 *   npm run bench:import -- --phase-heap=40    # each phase's V8 old space capped (MiB), to
 *                                              # tell data kept per row from a lazy GC
 *
 * BENCH_IMPORT_SERVER (default postgres://postgres@127.0.0.1:5432/postgres) must let us create
 * the database `kontor_import_bench`.
 */

import { execFile } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { finished } from 'node:stream/promises';
import { parseArgs, promisify } from 'node:util';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import pg from 'pg';
import { openDatabase, queryRows } from '../apps/server/src/platform/db/database.ts';
import { migrate } from '../apps/server/src/platform/db/migrate.ts';
import { seedDemo } from '../apps/server/src/seed/demo.ts';

const BENCH_DB = 'kontor_import_bench';
const SERVER_URL = process.env.BENCH_IMPORT_SERVER ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const { values: args } = parseArgs({
  options: {
    rows: { type: 'string', default: '100000' },
    keep: { type: 'boolean', default: false },
    'phase-heap': { type: 'string' },
  },
});
const ROWS = Number(args.rows);
if (!Number.isInteger(ROWS) || ROWS < 1000) throw new Error('--rows takes an integer ≥ 1000');

const admin = new pg.Client({ connectionString: SERVER_URL });
await admin.connect();
await admin.query(`drop database if exists ${BENCH_DB} with (force)`);
await admin.query(`create database ${BENCH_DB}`);
const url = new URL(SERVER_URL);
url.pathname = `/${BENCH_DB}`;
const database = await openDatabase({ databaseUrl: url.toString(), poolSize: 5 });
const db = database.db;
await migrate(database);
await seedDemo(db);
// The import of this size is allowed by the firm's setting; batches of 2 000 rows.
await db.execute(sql`insert into settings (firm_id, setting_id, value) values
  (1, 'imports.maxRows', '1000000'), (1, 'imports.batchSize', '2000')`);
const [office] = await queryRows<{ id: number }>(
  db,
  sql`select id from users where username = 'irodai'`,
);
const HEADER = [
  'Cikkszám',
  'Megnevezés',
  'Leírás',
  'Csoport',
  'ME',
  'ÁFA',
  'Aktív',
  'Ár',
  'Érvényes ettől',
];
const rowOf = (prefix: string, i: number) => [
  `${prefix}-${String(i).padStart(7, '0')}`,
  `Import termék ${i} – ${i % 2 ? 'fehér' : 'szürke'} festék ${1 + (i % 20)} l`,
  `Beltéri falfesték, ${i % 7} rétegben`,
  'FES',
  i % 3 ? 'db' : 'l',
  i % 10 ? '27' : '5',
  'igen',
  `${1 + (i % 9000)} ${String(i % 1000).padStart(3, '0')},${String(i % 100).padStart(2, '0')}`,
  '2026.01.01',
];

/** Writes the rows to `path` as a `;` csv, a line at a time, minding the stream's back-pressure. */
async function writeCsv(path: string, prefix: string): Promise<void> {
  const out = createWriteStream(path);
  out.write(`${HEADER.join(';')}\r\n`);
  for (let i = 1; i <= ROWS; i++)
    if (!out.write(`${rowOf(prefix, i).join(';')}\r\n`))
      await new Promise<void>((resolve) => out.once('drain', () => resolve()));
  out.end();
  await finished(out);
}

async function writeXlsx(path: string, prefix: string): Promise<void> {
  const book = new ExcelJS.stream.xlsx.WorkbookWriter({ filename: path, useSharedStrings: false });
  const sheet = book.addWorksheet('Termékek');
  sheet.addRow(HEADER).commit();
  for (let i = 1; i <= ROWS; i++) sheet.addRow(rowOf(prefix, i)).commit();
  sheet.commit();
  await book.commit();
}

interface Phase {
  seconds: number;
  readyMiB: number;
  peakMiB: number;
  importId?: number;
}

/** Runs one phase in a child process (bench/import-phase.ts) and answers its figures. */
async function phase(name: string, target: string): Promise<Phase> {
  const { stdout } = await promisify(execFile)(
    process.execPath,
    [
      ...(args['phase-heap'] ? [`--max-old-space-size=${args['phase-heap']}`] : []),
      join(import.meta.dirname, 'import-phase.ts'),
      name,
      target,
      url.toString(),
      String(office!.id),
    ],
    { maxBuffer: 2 ** 24 },
  );
  return JSON.parse(stdout.trim().split('\n').pop()!) as Phase;
}

const results: string[] = [];
const row = (cells: (string | number)[]) => results.push(`| ${cells.join(' | ')} |`);
const rate = (s: number) => Math.round(ROWS / s).toLocaleString('en-US');
const mib = (v: number) => `${Math.round(v)} MiB`;
const peak = (p: Phase) => `${mib(p.peakMiB)} (+${mib(p.peakMiB - p.readyMiB)})`;

const dir = await mkdtemp(join(tmpdir(), 'kontor-import-bench-'));
const files = { csv: join(dir, 'bench.csv'), xlsx: join(dir, 'bench.xlsx') };
const bareFile = join(dir, 'bare.csv');
console.log(`Writing ${ROWS} rows as csv and xlsx to ${dir}…`);
await writeCsv(files.csv, 'BC');
await writeXlsx(files.xlsx, 'BX');
await writeCsv(bareFile, 'BB');
const sizeOf = async (path: string) => mib((await stat(path)).size / 2 ** 20);
console.log(`  csv ${await sizeOf(files.csv)}, xlsx ${await sizeOf(files.xlsx)}`);
const loadBefore = loadavg();

const bare = await phase('bare', bareFile);
row([
  'bare batched INSERT (csv, no validation)',
  '–',
  `${rate(bare.seconds)} (${bare.seconds.toFixed(1)} s)`,
  peak(bare),
]);
for (const [format, path] of Object.entries(files)) {
  const validation = await phase('validate', path);
  const run = await phase('run', String(validation.importId));
  const [done] = await queryRows<{ n: number }>(
    db,
    sql`select rows_done as n from import_runs where id = ${validation.importId!}`,
  );
  if (done!.n !== ROWS) throw new Error(`only ${done!.n} rows imported`);
  row([
    `${format}: validate + import (all rules)`,
    `${rate(validation.seconds)} (${validation.seconds.toFixed(1)} s)`,
    `${rate(run.seconds)} (${run.seconds.toFixed(1)} s)`,
    `${peak(validation)} / ${peak(run)}`,
  ]);
}

const load = (l: number[]) => l.map((v) => v.toFixed(1)).join(' ');
const capped = args['phase-heap'] ? `, each phase's heap capped at ${args['phase-heap']} MiB` : '';
console.log(
  `\nPostgreSQL, ${ROWS} product rows each${capped} (rows/s; peak RSS of each phase's process, in brackets above its RSS when ready); load average ${load(loadBefore)} before, ${load(loadavg())} after\n`,
);
console.log('| case | validate rows/s | import rows/s | peak RSS (validate / import) |');
console.log('| --- | ---: | ---: | ---: |');
for (const r of results) console.log(r);

await rm(dir, { recursive: true, force: true });
await database.close();
if (!args.keep) await admin.query(`drop database ${BENCH_DB} with (force)`);
await admin.end();

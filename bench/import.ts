/**
 * Import benchmark: 100 000 product rows (csv and xlsx) uploaded, validated and imported through
 * the import services on PostgreSQL, in a fresh database created (and dropped) by the run. The
 * baseline, measured in the same run, is a bare batched INSERT of the same rows (csv parsed, no
 * validation, 1 000 rows a statement, products + prices) into another firm. Peak RSS is sampled
 * every 20 ms in each phase. Figures are printed, never asserted.
 *
 *   npm run bench:import                       # 100 000 rows
 *   npm run bench:import -- --rows=20000       # a quicker run
 *   npm run bench:import -- --keep             # keep the database afterwards
 *
 * BENCH_IMPORT_SERVER (default postgres://postgres@127.0.0.1:5432/postgres) must let us create
 * the database `kontor_import_bench`.
 */

import { performance } from 'node:perf_hooks';
import { PassThrough, Readable } from 'node:stream';
import { parseArgs } from 'node:util';
import { parse } from 'csv-parse';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import pg from 'pg';
import pino from 'pino';
import { Dictionary } from '../apps/server/src/modules/dictionary/dictionary.service.ts';
import { runImport } from '../apps/server/src/modules/imports/import-runner.ts';
import * as imports from '../apps/server/src/modules/imports/imports.service.ts';
import { createImporters } from '../apps/server/src/modules/imports/registry.ts';
import type { Ctx } from '../apps/server/src/platform/context.ts';
import { openDatabase, queryRows } from '../apps/server/src/platform/db/database.ts';
import { migrate } from '../apps/server/src/platform/db/migrate.ts';
import { seedDemo } from '../apps/server/src/seed/demo.ts';

const BENCH_DB = 'kontor_import_bench';
const SERVER_URL = process.env.BENCH_IMPORT_SERVER ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const { values: args } = parseArgs({
  options: {
    rows: { type: 'string', default: '100000' },
    keep: { type: 'boolean', default: false },
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
const ctx: Ctx = {
  db,
  auth: {
    sessionId: 'bench',
    userId: office!.id,
    username: 'irodai',
    firmId: 1,
    roles: ['back_office'],
    via: 'cookie',
  },
  requestId: 'bench-import',
  log: pino({ level: 'warn' }),
  // The run is timed by calling the runner directly; the queued job is never fetched here.
  queue: {
    send: async () => {},
    runUntilIdle: async () => 0,
    start: async () => {},
    stop: async () => {},
  },
};
const importers = createImporters(Dictionary.fromFiles());

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

function csvFile(prefix: string): Buffer {
  const lines = [HEADER.join(';')];
  for (let i = 1; i <= ROWS; i++) lines.push(rowOf(prefix, i).join(';'));
  return Buffer.from(`${lines.join('\r\n')}\r\n`);
}

async function xlsxFile(prefix: string): Promise<Buffer> {
  const out = new PassThrough();
  const chunks: Buffer[] = [];
  out.on('data', (c: Buffer) => chunks.push(c));
  const book = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useSharedStrings: false });
  const sheet = book.addWorksheet('Termékek');
  sheet.addRow(HEADER).commit();
  for (let i = 1; i <= ROWS; i++) sheet.addRow(rowOf(prefix, i)).commit();
  sheet.commit();
  await book.commit();
  return Buffer.concat(chunks);
}

/** Runs `work`, sampling the process's resident memory; answers seconds and the peak in MiB. */
async function measure(
  work: () => Promise<unknown>,
): Promise<{ seconds: number; peakMiB: number; startMiB: number }> {
  global.gc?.();
  const startMiB = process.memoryUsage().rss / 2 ** 20;
  let peak = startMiB;
  const timer = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss / 2 ** 20);
  }, 20);
  const t = performance.now();
  await work();
  const seconds = (performance.now() - t) / 1000;
  clearInterval(timer);
  peak = Math.max(peak, process.memoryUsage().rss / 2 ** 20);
  return { seconds, peakMiB: peak, startMiB };
}

/** The floor: the same csv rows parsed and written in 1 000-row INSERTs, no validation. */
async function bareInsert(content: Buffer): Promise<void> {
  const parser = Readable.from([content]).pipe(parse({ delimiter: ';', from_line: 2 }));
  let batch: string[][] = [];
  const flush = async () => {
    const payload = batch.map((r) => ({
      code: r[0],
      name: r[1],
      description: r[2],
      unit: r[4],
      vat: r[5],
      price: r[7]!.replace(/ /g, '').replace(',', '.'),
    }));
    await database.pool!.query(
      `with x as (select * from jsonb_to_recordset($1::jsonb) as x(code text, name text, description text, unit text, vat text, price text)),
            p as (insert into products (firm_id, code, name, description, measure_unit_code, vat_code)
                  select 2, code, name, description, unit, vat from x returning id, code)
       insert into product_prices (firm_id, product_id, price_type, currency_code, unit_price, valid_from)
       select 2, p.id, 'RETAIL', 'HUF', x.price::numeric, date '2026-01-01' from p join x using (code)`,
      [JSON.stringify(payload)],
    );
    batch = [];
  };
  for await (const record of parser) {
    batch.push(record as string[]);
    if (batch.length === 1000) await flush();
  }
  if (batch.length) await flush();
}

const MAPPING = [
  'code',
  'name',
  'description',
  'groupCode',
  'measureUnitCode',
  'vatCode',
  'isActive',
  'unitPrice',
  'validFrom',
].map((columnType, column) => ({ column, columnType: columnType as never }));

const results: string[] = [];
const row = (cells: (string | number)[]) => results.push(`| ${cells.join(' | ')} |`);
const rate = (s: number) => Math.round(ROWS / s).toLocaleString('en-US');
const mib = (v: number) => `${Math.round(v)} MiB`;

console.log(`Generating ${ROWS} rows as csv and xlsx…`);
const files = { csv: csvFile('BC'), xlsx: await xlsxFile('BX') };
const bareFile = csvFile('BB');
console.log(`  csv ${mib(files.csv.length / 2 ** 20)}, xlsx ${mib(files.xlsx.length / 2 ** 20)}`);

const bare = await measure(() => bareInsert(bareFile));
row([
  'bare batched INSERT (csv, no validation)',
  '–',
  `${rate(bare.seconds)} (${bare.seconds.toFixed(1)} s)`,
  mib(bare.peakMiB),
]);

for (const [format, content] of Object.entries(files)) {
  const uploaded = await imports.uploadFile(ctx, {
    field: 'file',
    filename: `bench.${format}`,
    data: content,
  });
  let importId = 0;
  const validation = await measure(async () => {
    const v = await imports.validateImport(ctx, importers, 'PRODUCT', {
      fileId: uploaded.id,
      importMode: 'CREATE',
      mapping: MAPPING,
    });
    if (v.rowsValid !== ROWS)
      throw new Error(`${v.rowsInvalid} invalid rows: ${JSON.stringify(v.errors.slice(0, 3))}`);
    importId = v.importId;
  });
  await imports.startImport(ctx, importId, ['PRODUCT']);
  const run = await measure(() => runImport(db, importers, importId));
  const [done] = await queryRows<{ n: number }>(
    db,
    sql`select rows_done as n from import_runs where id = ${importId}`,
  );
  if (done!.n !== ROWS) throw new Error(`only ${done!.n} rows imported`);
  row([
    `${format}: validate + import (all rules)`,
    `${rate(validation.seconds)} (${validation.seconds.toFixed(1)} s)`,
    `${rate(run.seconds)} (${run.seconds.toFixed(1)} s)`,
    `${mib(validation.peakMiB)} / ${mib(run.peakMiB)}`,
  ]);
}

console.log(
  `\nPostgreSQL, ${ROWS} product rows each (rows/s; peak RSS of the process, start ${mib(process.memoryUsage().rss / 2 ** 20)} after generation)\n`,
);
console.log('| case | validate rows/s | import rows/s | peak RSS (validate / import) |');
console.log('| --- | ---: | ---: | ---: |');
for (const r of results) console.log(r);

await database.close();
if (!args.keep) await admin.query(`drop database ${BENCH_DB} with (force)`);
await admin.end();

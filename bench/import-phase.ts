/**
 * One phase of the import benchmark (bench/import.ts), run in its own process so that its peak
 * RSS is the phase's alone: `bare <csv>` (the floor: csv parsed, 1 000-row INSERTs, no
 * validation), `validate <file>` (upload + validateImport; prints the import id) or `run <id>`
 * (startImport + runImport, the queue job's body). Prints one JSON line: seconds, the process's
 * RSS when ready (modules loaded, database open) and its peak RSS (`maxRSS`), in MiB.
 */

import { createReadStream } from 'node:fs';
import { basename } from 'node:path';
import { performance } from 'node:perf_hooks';
import { parse } from 'csv-parse';
import pino from 'pino';
import { Dictionary } from '../apps/server/src/modules/dictionary/dictionary.service.ts';
import { runImport } from '../apps/server/src/modules/imports/import-runner.ts';
import * as imports from '../apps/server/src/modules/imports/imports.service.ts';
import { createImporters } from '../apps/server/src/modules/imports/registry.ts';
import type { Ctx } from '../apps/server/src/platform/context.ts';
import { openDatabase } from '../apps/server/src/platform/db/database.ts';

const [phase, target, url, userId] = process.argv.slice(2) as [string, string, string, string];
const database = await openDatabase({ databaseUrl: url, poolSize: 3 });
const db = database.db;
const ctx: Ctx = {
  db,
  auth: {
    sessionId: 'bench',
    userId: Number(userId),
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

/** The floor: the same csv rows parsed and written in 1 000-row INSERTs into firm 2, no validation. */
async function bareInsert(path: string): Promise<void> {
  const parser = createReadStream(path).pipe(parse({ delimiter: ';', from_line: 2 }));
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

async function validate(path: string): Promise<Record<string, unknown>> {
  // The upload streams the file's bytes, as the multipart upload of the server does.
  const uploaded = await imports.uploadFile(ctx, {
    field: 'file',
    filename: basename(path),
    chunks: createReadStream(path),
  });
  const v = await imports.validateImport(ctx, importers, 'PRODUCT', {
    fileId: uploaded.id,
    importMode: 'CREATE',
    mapping: MAPPING,
  });
  if (v.rowsInvalid) throw new Error(`${v.rowsInvalid} invalid rows: ${JSON.stringify(v.errors)}`);
  return { importId: v.importId, rows: v.rowsTotal };
}

async function bare(path: string): Promise<Record<string, unknown>> {
  await bareInsert(path);
  return {};
}

async function run(importId: number): Promise<Record<string, unknown>> {
  await imports.startImport(ctx, importId, ['PRODUCT']);
  await runImport(db, importers, importId);
  return {};
}

const readyMiB = process.memoryUsage().rss / 2 ** 20;
const t = performance.now();
const extra =
  phase === 'bare'
    ? await bare(target)
    : phase === 'validate'
      ? await validate(target)
      : await run(Number(target));
const seconds = (performance.now() - t) / 1000;
await database.close();
const peakMiB = process.resourceUsage().maxRSS / 1024;
console.log(JSON.stringify({ seconds, readyMiB, peakMiB, ...extra }));

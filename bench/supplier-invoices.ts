/**
 * Matching a 1 000-line supplier invoice (issue 25: ≤ 1 s). On a fresh PostgreSQL database with
 * the demo data, a supplier order of 1 000 lines (1 000 products of one supplier) is planted
 * received in full; each round records a DRAFT supplier invoice and times `putItems` with all
 * 1 000 lines (lock the invoice, check the lines and their invoiced quantities under lock, price
 * and VAT per item, one upsert, totals, then the invoice read back with its 3-way flags) against
 * bare SQL doing the same writes in one transaction (lock the invoice and the lines, insert the
 * 1 000 items from arrays, update the totals; no checks, no VAT rules, no read-back). Each round's
 * invoice is cancelled afterwards, so the next one may take the lines again. Timings are printed,
 * never asserted.
 *
 *   npm run bench:supplier-invoices                  # 10 rounds
 *   npm run bench:supplier-invoices -- --rounds=20
 *
 * BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test) must let us create and
 * drop the database `kontor_bench_supplier_invoices`.
 */
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { putItems } from '../apps/server/src/modules/supplier-invoices/matching.service.ts';
import { createSupplierInvoice } from '../apps/server/src/modules/supplier-invoices/supplier-invoices.service.ts';
import { type Database, openDatabase, queryRows } from '../apps/server/src/platform/db/database.ts';
import { migrate } from '../apps/server/src/platform/db/migrate.ts';
import { seedContext } from '../apps/server/src/seed/context.ts';
import { seedDemo } from '../apps/server/src/seed/demo.ts';

const BENCH_DB = 'kontor_bench_supplier_invoices';
const SERVER_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const LINES = 1000;
const FIRM = 1;

const { values: args } = parseArgs({ options: { rounds: { type: 'string', default: '10' } } });
const rounds = Number(args.rounds);

async function onServer(query: string): Promise<void> {
  const client = new pg.Client({ connectionString: SERVER_URL });
  await client.connect();
  try {
    await client.query(query);
  } finally {
    await client.end();
  }
}

/** A supplier with 1 000 products, ordered and received in full: the order's line ids. */
async function plantReceivedOrder(database: Database, userId: number) {
  const [row] = await queryRows<{ supplier: number; lines: number[] }>(
    database.db,
    sql`with s as (insert into partners (firm_id, code, kind, name, roles)
                   values (${FIRM}, 'BENCH-SUP', 'COMPANY', 'Tömeg Beszállító Kft.', array['SUPPLIER']) returning id),
             p as (insert into products (firm_id, code, name)
                   select ${FIRM}, 'BENCH-SI-' || n, 'Tömegcikk ' || n from generate_series(1, ${LINES}) n
                   returning id),
             o as (insert into supplier_orders (firm_id, number, state, supplier_id, currency_code, exchange_rate, order_date, created_by)
                   select ${FIRM}, 'SR-BENCH-1', 'RECEIVED', s.id, 'HUF', 1, '2026-11-02', ${userId} from s returning id, supplier_id),
             l as (insert into supplier_order_lines (firm_id, supplier_order_id, position, product_id, quantity, unit_price, received_quantity)
                   select ${FIRM}, o.id, row_number() over (order by p.id), p.id, 12, 1500, 12 from o, p returning id)
        select (select supplier_id from o) as supplier, array_agg(id order by id) as lines from l`,
  );
  await database.db.execute(sql`analyze`);
  return row!;
}

/** The same writes in bare SQL: the locks, 1 000 items from arrays, the totals. */
async function bareMatch(database: Database, invoiceId: number, lineIds: number[]) {
  const ids = `{${lineIds.join(',')}}`;
  await database.db.transaction(async (tx) => {
    await tx.execute(sql`select 1 from supplier_invoices where id = ${invoiceId} for update`);
    await tx.execute(
      sql`select 1 from supplier_order_lines where id = any(${ids}::int[]) order by id for no key update`,
    );
    await tx.execute(
      sql`insert into supplier_invoice_items (firm_id, supplier_invoice_id, supplier_order_line_id,
            quantity, unit_price, vat_code, vat_rate, net, vat, gross)
          select ${FIRM}, ${invoiceId}, u.id, 12, 1500, '27', 27, 18000, 4860, 22860
          from unnest(${ids}::int[]) as u(id)`,
    );
    await tx.execute(
      sql`update supplier_invoices i set net_total = s.net, vat_total = s.vat, gross_total = s.gross,
            version = version + 1
          from (select sum(net) net, sum(vat) vat, sum(gross) gross from supplier_invoice_items
                where supplier_invoice_id = ${invoiceId}) s where i.id = ${invoiceId}`,
    );
  });
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const max = (values: number[]) => Math.max(...values);

await onServer(`drop database if exists ${BENCH_DB} with (force)`);
await onServer(`create database ${BENCH_DB}`);
const url = new URL(SERVER_URL);
url.pathname = `/${BENCH_DB}`;
const database = await openDatabase({ databaseUrl: url.toString() });
try {
  await migrate(database);
  await seedDemo(database.db);
  const [user] = await queryRows<{ id: number }>(
    database.db,
    sql`select id from users where username = 'irodai'`,
  );
  const ctx = seedContext(database.db, FIRM, user!.id);
  const { supplier, lines } = await plantReceivedOrder(database, user!.id);
  const newInvoice = (n: string) =>
    createSupplierInvoice(ctx, {
      supplierId: supplier,
      invoiceNumber: `BENCH-${n}`,
      issueDate: '2026-11-20',
      fulfilmentDate: '2026-11-20',
      dueDate: '2026-11-28',
    });
  const cancel = (id: number) =>
    database.db.execute(sql`update supplier_invoices set state = 'CANCELLED' where id = ${id}`);
  const items = lines.map((id) => ({ supplierOrderLineId: id, quantity: '12', unitPrice: '1500' }));
  const service: number[] = [];
  const bare: number[] = [];
  for (let round = 0; round < rounds; round++) {
    const invoice = await newInvoice(`S${round}`);
    let started = performance.now();
    const matched = await putItems(ctx, invoice.id, { version: invoice.version, items });
    service.push(performance.now() - started);
    if (matched.items.length !== LINES) throw new Error('not every line was matched');
    await cancel(invoice.id);
    const other = await newInvoice(`B${round}`);
    started = performance.now();
    await bareMatch(database, other.id, lines);
    bare.push(performance.now() - started);
    await cancel(other.id);
  }
  const line = (name: string, ms: number[]) =>
    `  ${name}: median ${median(ms).toFixed(0)} ms, max ${max(ms).toFixed(0)} ms`;
  console.log(`matching a ${LINES}-line supplier invoice, ${rounds} rounds`);
  console.log(line('service (putItems, with checks and read-back)', service));
  console.log(line('bare SQL, same writes                      ', bare));
  console.log('  target: ≤ 1 000 ms');
} finally {
  await database.close();
  await onServer(`drop database if exists ${BENCH_DB} with (force)`);
}

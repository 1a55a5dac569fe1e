import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import * as lines from '../apps/server/src/modules/customer-orders/order-lines.service.ts';
import * as orders from '../apps/server/src/modules/customer-orders/orders.service.ts';
import { openDatabase, queryRows } from '../apps/server/src/platform/db/database.ts';
import { seedContext } from '../apps/server/src/seed/context.ts';
import { startProfiler } from './profiler.ts';

const URL =
  process.env.BENCH_ORDERS_URL ?? 'postgres://postgres@127.0.0.1:5432/kontor_orders_bench';
const FIRM = 1;
const { values: args } = parseArgs({
  options: {
    rounds: { type: 'string', default: '50' },
    clients: { type: 'string', default: '20' },
    seconds: { type: 'string', default: '10' },
    /** `search`: only the list and search cases; `save`: everything but them and the confirm. */
    only: { type: 'string', default: '' },
    /** Below this many orders the database is taken for unseeded; lower it to measure a smaller one. */
    'min-orders': { type: 'string', default: '100000' },
    /** Writes a V8 CPU profile of this process during the service's saving load to this file. */
    profile: { type: 'string' },
  },
});
const rounds = Number(args.rounds);
const clients = Number(args.clients);
const seconds = Number(args.seconds);

const database = await openDatabase({ databaseUrl: URL, poolSize: clients + 5 });
const db = database.db;
const pool = database.pool!;
const [admin] = await queryRows<{ id: number; n: number }>(
  db,
  sql`select (select id from users where username = 'admin') as id,
        (select count(*)::int from customer_orders where firm_id = ${FIRM}) as n`,
);
if (admin!.n < Number(args['min-orders']))
  throw new Error('Seed the large data set first (see the header comment)');
// The bench acts as the firm's admin through the services, like the demo seed.
const ctx = seedContext(db, FIRM, admin!.id);

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
const ms = (v: number) => v.toFixed(1);
const rows: string[] = [];
async function measure(
  label: string,
  app: () => Promise<unknown>,
  bare: () => Promise<unknown>,
  n = rounds,
) {
  for (let i = 0; i < 3; i++) await Promise.all([app(), bare()]);
  const a: number[] = [];
  const b: number[] = [];
  for (let i = 0; i < n; i++) {
    let t = performance.now();
    await app();
    a.push(performance.now() - t);
    t = performance.now();
    await bare();
    b.push(performance.now() - t);
  }
  a.sort((x, y) => x - y);
  b.sort((x, y) => x - y);
  const row = `| ${label} | ${n} | ${ms(percentile(a, 50))} | ${ms(percentile(a, 95))} | ${ms(percentile(b, 50))} | ${ms(percentile(b, 95))} |`;
  console.log(row);
  rows.push(row);
}

// --- Sample values for the filters -------------------------------------------------------------
const [sample] = await queryRows<{
  customer: number;
  rep: number;
  product: number;
  name: string;
  number: string;
}>(
  db,
  sql`select o.customer_id as customer, o.sales_rep_employee_id as rep, l.product_id as product,
        substr(p.name, 1, 5) as name, substr(o.number, 1, 11) as number
      from customer_orders o join partners p on p.id = o.customer_id
      join customer_order_lines l on l.order_id = o.id
      where o.firm_id = ${FIRM} and o.number like 'VX-%' and o.sales_rep_employee_id is not null
      order by o.id desc limit 1`,
);
const s = sample!;
const filters: [string, Record<string, unknown>, string][] = [
  ['no filter', {}, 'true'],
  ['state READY', { state: 'READY' }, `o.state = 'READY'`],
  ['customer', { customerId: s.customer }, `o.customer_id = ${s.customer}`],
  ['sales rep', { salesRepEmployeeId: s.rep }, `o.sales_rep_employee_id = ${s.rep}`],
  [
    'date range (30 days)',
    { dateFrom: '2026-10-21', dateTo: '2026-11-20' },
    `o.order_date between '2026-10-21' and '2026-11-20'`,
  ],
  [
    'product',
    { productId: s.product },
    `exists (select 1 from customer_order_lines l where l.order_id = o.id and l.firm_id = ${FIRM} and l.product_id = ${s.product})`,
  ],
];
const bareList = (where: string, withCount = true) =>
  Promise.all([
    pool.query(`select o.*, p.name from customer_orders o join partners p on p.id = o.customer_id
                where o.firm_id = ${FIRM} and ${where} order by o.order_date desc, o.id desc limit 25`),
    withCount
      ? pool.query(`select count(*) from (select 1 from customer_orders o join partners p on p.id = o.customer_id
                    where o.firm_id = ${FIRM} and ${where} limit 1001) t`)
      : null,
  ]);
/** The term: the order's own search document (number and customer name) and its trigram index. */
const bareTerm = (term: string, withCount = true) =>
  bareList(`o.search_doc like f_search_key('%${term.replace(/'/g, "''")}%')`, withCount);
/** A name fragment shared by thousands of customers (4 448 of 100 000 in the large seed). */
const COMMON = 'Bükk';
console.log('| case | calls | app p50 | app p95 | bare SQL p50 | bare SQL p95 |');
console.log('| --- | ---: | ---: | ---: | ---: | ---: |');
for (const [label, body, where] of args.only === 'save' ? [] : filters)
  await measure(
    `order list, first page: ${label}`,
    () => orders.searchOrders(ctx, { page_number: 0, page_size: 25, term: '', ...body }),
    () => bareList(where),
  );
if (args.only !== 'save')
  await measure(
    `order list, first page: term (${COMMON})`,
    () => orders.searchOrders(ctx, { page_number: 0, page_size: 25, term: COMMON }),
    () => bareTerm(COMMON),
  );
// A number's beginning goes to the number's btree index (0016), the rest to the search document.
const barePrefix = (prefix: string) =>
  bareList(`o.number like '${prefix.replace(/'/g, "''")}%'`, false);
for (const [label, term, bare] of args.only === 'save'
  ? []
  : ([
      ['number', s.number, () => barePrefix(s.number)],
      ['customer name', COMMON, () => bareTerm(COMMON, false)],
      ['rare fragment', 'zzqx', () => bareTerm('zzqx', false)],
    ] as const))
  await measure(
    `rapid search: ${label} (${term})`,
    () => orders.rapidSearchOrders(ctx, { term, limit: 20 }),
    bare,
  );
const SORT_SQL: Record<string, string> = {
  number: 'o.number',
  customer: 'o.customer_sort',
  state: 'o.state',
  total: 'o.gross_total',
};
for (const sort of args.only === 'save' ? [] : (['number', 'customer', 'state', 'total'] as const))
  for (const direction of ['asc', 'desc'] as const)
    await measure(
      `order list, first page: sort by ${sort} ${direction}`,
      () => orders.searchOrders(ctx, { page_number: 0, page_size: 25, term: '', sort, direction }),
      () =>
        Promise.all([
          pool.query(`select o.*, p.name from customer_orders o join partners p on p.id = o.customer_id
                      where o.firm_id = ${FIRM} order by ${SORT_SQL[sort]} ${direction},
                      o.order_date desc, o.id desc limit 25`),
          pool.query(
            `select count(*) from (select 1 from customer_orders o where o.firm_id = ${FIRM} limit 1001) t`,
          ),
        ]),
    );
if (args.only === 'search') {
  await database.close();
  process.exit(0);
}

// --- Orders of the bench: demo products with prices, large products with typed prices ---------
const priced = await queryRows<{ id: number }>(
  db,
  sql`select distinct p.id from products p join product_prices r on r.product_id = p.id
      where p.firm_id = ${FIRM} and r.price_type = 'RETAIL' and r.currency_code = 'HUF' and p.is_active
      order by p.id limit 20`,
);
const customer = s.customer;
const newOrder = (body: { productId: number; quantity: string; unitPrice?: string }[]) =>
  orders.createOrder(ctx, {
    customerId: customer,
    contactId: null,
    currencyCode: 'HUF',
    salesRepEmployeeId: null,
    wantedDeliveryDate: null,
    deliveryAddressId: null,
    internalNote: '',
    customerNote: '',
    lines: body.map((l) => ({
      ...l,
      description: '',
      fulfilment: 'STOCK' as const,
      fulfilmentPartnerId: null,
    })),
  });
const big = await queryRows<{ id: number }>(
  db,
  sql`select id from products where firm_id = ${FIRM} and code like 'ASZ-%' and is_active order by id limit 10000`,
);
const fifty = await newOrder(
  Array.from({ length: 50 }, (_, k) => ({
    productId: priced[k % priced.length]!.id,
    quantity: String(1 + (k % 7)),
  })),
);
await measure(
  'open an order with 50 lines',
  () => orders.getOrder(ctx, fifty.id),
  () =>
    Promise.all([
      pool.query(
        `select o.*, p.name from customer_orders o join partners p on p.id = o.customer_id where o.firm_id = ${FIRM} and o.id = ${fifty.id}`,
      ),
      pool.query(`select l.*, p.code, p.name, (select coalesce(sum(r.quantity), 0) from stock_reservations r where r.order_line_id = l.id)
                  from customer_order_lines l join products p on p.id = l.product_id where l.order_id = ${fifty.id} order by l.position`),
    ]),
);

const thousand = await newOrder(
  big.slice(0, 1000).map((p) => ({ productId: p.id, quantity: '1', unitPrice: '100' })),
);
let version = thousand.version;
let flip = 0;
const lineId = thousand.lines[500]!.id;
const lineProduct = thousand.lines[500]!.productId;
await measure(
  'change one line of a 1 000-line order',
  async () => {
    flip++;
    const r = await lines.updateOrderLines(ctx, thousand.id, {
      version,
      lines: [
        {
          id: lineId,
          productId: lineProduct,
          quantity: String(1 + (flip % 9)),
          unitPrice: '100',
          description: '',
          fulfilment: 'STOCK',
          fulfilmentPartnerId: null,
        },
      ],
      deleteLineIds: [],
    });
    version = r.version;
  },
  async () => {
    const c = await pool.connect();
    try {
      await c.query('begin');
      await c.query(`select id from customer_orders where id = ${thousand.id} for update`);
      await c.query(
        `update customer_order_lines set quantity = ${1 + (flip % 9)}, net = 100 * ${1 + (flip % 9)} where id = ${lineId}`,
      );
      await c.query(
        `update customer_orders o set net_total = t.n from (select sum(net) n from customer_order_lines where order_id = ${thousand.id}) t where o.id = ${thousand.id}`,
      );
      await c.query(
        `select * from customer_order_lines where order_id = ${thousand.id} order by position`,
      );
      await c.query('commit');
    } finally {
      c.release();
    }
  },
);

// --- Saving new 20-line orders under concurrent clients ---------------------------------------
const twenty = Array.from({ length: 20 }, (_, k) => ({
  productId: priced[k % priced.length]!.id,
  quantity: String(1 + (k % 5)),
}));
/**
 * Saves orders from `clients` concurrent clients for `seconds`; prints orders/s, latencies and this
 * process's CPU per order (user + system, `process.cpuUsage`): steady on a loaded machine, unlike
 * orders/s, and the figure that limits the ratio when Node and PostgreSQL share the cores.
 */
async function load(label: string, save: () => Promise<unknown>, profileInto?: string) {
  const times: number[] = [];
  const profiler = profileInto ? await startProfiler() : null;
  const until = performance.now() + seconds * 1000;
  const started = performance.now();
  const cpu = process.cpuUsage();
  await Promise.all(
    Array.from({ length: clients }, async () => {
      while (performance.now() < until) {
        const t = performance.now();
        await save();
        times.push(performance.now() - t);
      }
    }),
  );
  const used = process.cpuUsage(cpu);
  const elapsed = (performance.now() - started) / 1000;
  if (profiler && profileInto) await profiler.stopInto(profileInto);
  times.sort((a, b) => a - b);
  const cpuMs = (used.user + used.system) / 1000 / times.length;
  const row = `| ${label} | ${clients} | ${times.length} | ${(times.length / elapsed).toFixed(0)} | ${ms(percentile(times, 50))} | ${ms(percentile(times, 95))} | ${cpuMs.toFixed(2)} |`;
  console.log(row);
  return { perSecond: times.length / elapsed, cpuMs };
}

let bareSeq = 0;
const bareSave = async () => {
  const c = await pool.connect();
  try {
    await c.query('begin');
    const n = await c.query(
      `insert into number_series (firm_id, series, year, last_value) values (${FIRM}, 'VB', 2026, 1)
       on conflict (firm_id, series, year) do update set last_value = number_series.last_value + 1 returning last_value`,
    );
    const o = await c.query(
      `insert into customer_orders (firm_id, number, customer_id, branch_id, currency_code, price_type, price_basis,
         payment_method, payment_terms_days, order_date, billing_address, delivery_address)
       values (${FIRM}, 'VB-2026-' || ${n.rows[0].last_value}, ${customer}, (select min(id) from branches where firm_id = ${FIRM}),
         'HUF', 'RETAIL', 'net', 'TRANSFER', 8, '2026-11-20', 'x', 'x') returning id`,
    );
    await c.query(
      `insert into customer_order_lines (firm_id, order_id, position, product_id, quantity, unit, unit_price, vat_code, vat_rate, net, vat, gross)
       select ${FIRM}, ${o.rows[0].id}, k, (array[${twenty.map((l) => l.productId).join(',')}])[k], 1, 'db', 100, '27', 27, 100, 27, 127
       from generate_series(1, 20) k`,
    );
    await c.query(
      `insert into audit_log (user_id, firm_id, entity, entity_id, action, after) values (${admin!.id}, ${FIRM}, 'bench', '${++bareSeq}', 'create', '{}')`,
    );
    await c.query('commit');
  } finally {
    c.release();
  }
};
/**
 * The same work as the service in bare SQL: read the customer, the products and their list prices
 * (one round trip, as the service does), then write the order, its priced lines, the portal row
 * with its items and the audit row with the order as its `after`. `bareSave` above writes only the
 * order, fixed lines and an empty audit row: the floor for the writes alone.
 */
const bareSameRows = async () => {
  const ids = twenty.map((l) => l.productId);
  const read = await pool.query(
    `select (select row_to_json(c) from (select id, name, payment_method, payment_terms_days
               from partners where firm_id = $1 and id = $2) c) as customer,
            (select json_agg(p) from (select p.id, p.code, p.name, p.measure_unit_code as unit, p.vat_code, pr.unit_price
               from products p left join lateral (select unit_price from product_prices r
                 where r.product_id = p.id and r.price_type = 'RETAIL' and r.currency_code = 'HUF'
                   and r.valid_from <= current_date and (r.valid_to is null or r.valid_to >= current_date)
                 order by r.valid_from desc limit 1) pr on true
               where p.firm_id = $1 and p.id = any($3::int[])) p) as products`,
    [FIRM, customer, ids],
  );
  const { customer: c, products } = read.rows[0] as {
    customer: { id: number; name: string };
    products: { id: number; code: string; name: string; unit: string; unit_price: string | null }[];
  };
  const byId = new Map(products.map((p) => [p.id, p]));
  const lines = twenty.map((l, k) => {
    const p = byId.get(l.productId)!;
    const price = Number(p.unit_price ?? 100);
    const net = price * Number(l.quantity);
    return {
      position: k + 1,
      product_id: p.id,
      code: p.code,
      name: p.name,
      unit: p.unit,
      quantity: l.quantity,
      unit_price: price,
      net,
      vat: Math.round(net * 0.27),
      gross: net + Math.round(net * 0.27),
    };
  });
  const client = await pool.connect();
  try {
    await client.query('begin');
    const n = await client.query(
      `insert into number_series (firm_id, series, year, last_value) values ($1, 'VB', 2026, 1)
       on conflict (firm_id, series, year) do update set last_value = number_series.last_value + 1 returning last_value`,
      [FIRM],
    );
    const number = `VB-2026-${n.rows[0].last_value}`;
    const o = await client.query(
      `insert into customer_orders (firm_id, number, customer_id, branch_id, currency_code, price_type, price_basis,
         payment_method, payment_terms_days, order_date, billing_address, delivery_address, customer_sort)
       values ($1, $2, $3, (select min(id) from branches where firm_id = $1), 'HUF', 'RETAIL', 'net', 'TRANSFER', 8,
         '2026-11-20', 'x', 'x', $4) returning id`,
      [FIRM, number, c.id, c.name],
    );
    await client.query(
      `insert into customer_order_lines (firm_id, order_id, position, product_id, quantity, unit, unit_price, vat_code,
         vat_rate, net, vat, gross)
       select $1, $2, l.position, l.product_id, l.quantity, l.unit, l.unit_price, '27', 27, l.net, l.vat, l.gross
       from jsonb_to_recordset($3::jsonb) l(position int, product_id int, quantity numeric, unit text,
         unit_price numeric, net numeric, vat numeric, gross numeric)`,
      [FIRM, o.rows[0].id, JSON.stringify(lines)],
    );
    await client.query(
      `insert into customer_order_access (firm_id, order_number, access_code_hash, customer_name, status, items)
       values ($1, $2, md5(random()::text), $3, 'RECEIVED', $4)`,
      [
        FIRM,
        number,
        c.name,
        JSON.stringify(
          lines.map((l) => ({ code: l.code, name: l.name, quantity: l.quantity, unit: l.unit })),
        ),
      ],
    );
    await client.query(
      `insert into audit_log (user_id, firm_id, entity, entity_id, action, after) values ($1, $2, 'bench', $3, 'create', $4)`,
      [admin!.id, FIRM, String(o.rows[0].id), JSON.stringify({ number, customer: c, lines })],
    );
    await client.query('commit');
  } finally {
    client.release();
  }
};
console.log(
  '\n| save a new 20-line order | clients | orders | orders/s | p50 ms | p95 ms | Node CPU ms/order |',
);
console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: |');
const service = await load('createOrder (service)', () => newOrder(twenty), args.profile);
const bare = await load('bare SQL, writes only', bareSave);
const same = await load('bare SQL, the same reads and rows', bareSameRows);
for (const [label, base] of [
  ['writes only', bare],
  ['the same reads and rows', same],
] as const)
  console.log(
    `service / bare SQL (${label}): ${((100 * service.perSecond) / base.perSecond).toFixed(0)} % of the orders/s, ${(service.cpuMs / base.cpuMs).toFixed(1)}× the Node CPU per order`,
  );
if (args.only === 'save') {
  await database.close();
  process.exit(0);
}

// --- Confirming (reserving) 10 orders of 1 000 lines: 10 000 lines ----------------------------
await db.execute(sql`
  insert into product_storages (firm_id, product_id, storage_id, branch_id, kind)
  select ${FIRM}, p.id, s.id, s.branch_id, 'DEFAULT'
  from (select unnest(${`{${big.map((p) => p.id).join(',')}}`}::int[]) as id) p,
       (select id, branch_id from storages where firm_id = ${FIRM} and type = 'BIN'
          and branch_id = ${thousand.branchId} order by id limit 1) s
  on conflict do nothing`);
await db.execute(sql`
  insert into stock_movements (firm_id, product_id, storage_id, quantity, reason, reference)
  select ${FIRM}, ps.product_id, ps.storage_id, 3, 'OPENING', 'bench' from product_storages ps
  where ps.firm_id = ${FIRM} and ps.kind = 'DEFAULT' and ps.product_id = any(${`{${big.map((p) => p.id).join(',')}}`}::int[])`);
await db.execute(sql`analyze product_storages`);
await db.execute(sql`analyze stock_movements`);
const toConfirm = [];
const bareConfirm = [];
for (let i = 0; i < 10; i++) {
  const slice = big
    .slice(i * 1000, i * 1000 + 1000)
    .map((p) => ({ productId: p.id, quantity: '2', unitPrice: '100' }));
  toConfirm.push(await newOrder(slice));
  bareConfirm.push(await newOrder(slice));
}
let t = performance.now();
for (const o of toConfirm)
  await orders.changeOrderState(ctx, o.id, { state: 'CONFIRMED', version: o.version });
const appConfirm = performance.now() - t;
t = performance.now();
for (const o of bareConfirm) {
  const c = await pool.connect();
  try {
    await c.query('begin');
    await c.query(`update customer_orders set state = 'CONFIRMED' where id = ${o.id}`);
    await c.query(
      `insert into stock_reservations (firm_id, order_line_id, product_id, storage_id, quantity)
       select ${FIRM}, l.id, l.product_id, ps.storage_id, least(l.quantity, greatest(0,
         (select coalesce(sum(quantity), 0) from stock_movements m where m.storage_id = ps.storage_id and m.product_id = l.product_id)
         - (select coalesce(sum(quantity), 0) from stock_reservations r where r.storage_id = ps.storage_id and r.product_id = l.product_id)))
       from customer_order_lines l join product_storages ps on ps.product_id = l.product_id and ps.kind = 'DEFAULT'
       where l.order_id = ${o.id}`,
    );
    await c.query('commit');
  } finally {
    c.release();
  }
}
const bareConfirmMs = performance.now() - t;
const [reserved] = await queryRows<{ n: number }>(
  db,
  sql`select count(*)::int as n from stock_reservations r join customer_order_lines l on l.id = r.order_line_id
      where l.order_id = any(${`{${toConfirm.map((o) => o.id).join(',')}}`}::int[])`,
);
const confirmRow = `| confirm 10 orders × 1 000 lines (10 000 lines, ${reserved!.n} reserved) | ${(appConfirm / 1000).toFixed(2)} s | ${(bareConfirmMs / 1000).toFixed(2)} s |`;
console.log('\n| reservation | service | bare SQL |\n| --- | ---: | ---: |');
console.log(confirmRow);

const [counts] = await queryRows<{ o: number; l: number }>(
  db,
  sql`select (select count(*)::int from customer_orders) as o, (select count(*)::int from customer_order_lines) as l`,
);
console.log(
  `\n${counts!.o} orders, ${counts!.l} lines; rounds ${rounds}, ${clients} clients × ${seconds} s`,
);
await database.close();

/**
 * The purchasing writes of issue 25 against bare SQL doing the same writes, in the same run and
 * database (bench/purchasing.ts calls these after the generator view):
 *
 * - generating 1 000 supplier orders (target ≤ 5 s): 1 000 suppliers each with one product and
 *   a CONFIRMED customer-order line bought from it; `generateSupplierOrders` with the 1 000 lines
 *   (one DRAFT per supplier: checked, priced from the supplier info, demand covered under the
 *   lines' locks, MNB rate, number, audit) vs. three bare inserts of the same orders, lines and
 *   demand covers (numbers from a sequence, no checks);
 * - receiving a 400-line supplier order (target ≤ 0.5 s; Odoo: 4.5 min): a SENT order of 400
 *   products, `receiveSupplierOrder` of everything (posted receipt into the buffer, ledger rows,
 *   received quantities, state) vs. one bare statement writing the same receipt, lines,
 *   movements and order rows.
 *
 * Each round plants fresh rows for the service and for the baseline.
 */
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { generateSupplierOrders } from '../apps/server/src/modules/purchasing/generator.service.ts';
import { receiveSupplierOrder } from '../apps/server/src/modules/purchasing/receive.service.ts';
import { createSupplierOrder } from '../apps/server/src/modules/purchasing/supplier-orders.service.ts';
import type { Ctx } from '../apps/server/src/platform/context.ts';
import { type Database, queryRows } from '../apps/server/src/platform/db/database.ts';

const FIRM = 1;
const SUPPLIERS = 1_000;
const RECEIVED_LINES = 400;

type Ids = { id: number }[];
const idsOf = (rows: Ids) => rows.map((r) => r.id);

/** `n` suppliers, each with one product it sells at a preferred HUF price. */
async function plantSuppliers(database: Database, n: number) {
  const rows = await queryRows<{ supplier_id: number; product_id: number }>(
    database.db,
    sql`with s as (insert into partners (firm_id, code, kind, name, roles)
                   select ${FIRM}, 'BSZ-' || g, 'COMPANY', 'Bench beszállító ' || g, array['SUPPLIER']
                   from generate_series(1, ${n}) g returning id, code),
             p as (insert into products (firm_id, code, name)
                   select ${FIRM}, 'BTERM-' || g, 'Bench termék ' || g
                   from generate_series(1, ${n}) g returning id, code),
             pairs as (select s.id as supplier_id, p.id as product_id from s
                       join p on substr(p.code, 7) = substr(s.code, 5)),
             ps as (insert into product_suppliers (firm_id, product_id, supplier_id, currency_code, unit_price, is_preferred)
                    select ${FIRM}, product_id, supplier_id, 'HUF', 1000, true from pairs)
        select * from pairs order by supplier_id`,
  );
  return rows;
}

/** One CONFIRMED customer order with a PURCHASE line of 5 per (supplier, product) pair. */
async function plantDemand(
  database: Database,
  pairs: { supplier_id: number; product_id: number }[],
) {
  const [order] = await queryRows<{ id: number }>(
    database.db,
    sql`insert into customer_orders (firm_id, number, state, customer_id, branch_id, currency_code,
          price_type, price_basis, payment_method, payment_terms_days, order_date, billing_address,
          delivery_address)
        select ${FIRM}, 'VBENCH-' || gen_random_uuid(), 'CONFIRMED',
          (select min(id) from partners where firm_id = ${FIRM} and 'CUSTOMER' = any(roles)),
          (select min(id) from branches where firm_id = ${FIRM}), 'HUF', 'RETAIL', 'net',
          'TRANSFER', 8, current_date, 'Budapest', 'Budapest'
        returning id`,
  );
  return queryRows<{ id: number; supplier_id: number; product_id: number }>(
    database.db,
    sql`insert into customer_order_lines (firm_id, order_id, position, product_id, quantity, unit,
          unit_price, vat_code, vat_rate, net, vat, gross, fulfilment, fulfilment_partner_id)
        select ${FIRM}, ${order!.id}, n, p, 5, 'db', 2000, '27', 27, 10000, 2700, 12700, 'PURCHASE', s
        from unnest(${`{${pairs.map((x) => x.product_id).join(',')}}`}::int[],
                    ${`{${pairs.map((x) => x.supplier_id).join(',')}}`}::int[])
             with ordinality as u(p, s, n)
        returning id, fulfilment_partner_id as supplier_id, product_id`,
  );
}

/** The generator's writes in bare SQL: orders, their lines, the demand they cover. */
async function bareGenerate(
  database: Database,
  userId: number,
  demand: { id: number; supplier_id: number; product_id: number }[],
) {
  const list = (f: (d: (typeof demand)[number]) => number) => `{${demand.map(f).join(',')}}`;
  await database.db.transaction(async (tx) => {
    await tx.execute(
      sql`with d as (select * from unnest(${list((d) => d.id)}::int[], ${list((d) => d.supplier_id)}::int[],
                                          ${list((d) => d.product_id)}::int[]) as u(line, s, p)),
               o as (insert into supplier_orders (firm_id, number, supplier_id, currency_code, exchange_rate, order_date, created_by)
                     select ${FIRM}, 'SRX-' || gen_random_uuid(), s, 'HUF', 1, current_date, ${userId} from d
                     returning id, supplier_id),
               l as (insert into supplier_order_lines (firm_id, supplier_order_id, position, product_id, quantity, unit_price)
                     select ${FIRM}, o.id, 1, d.p, 5, 1000 from o join d on d.s = o.supplier_id
                     returning id, product_id)
          insert into supplier_order_line_demands (firm_id, supplier_order_line_id, customer_order_line_id, quantity)
          select ${FIRM}, l.id, d.line, 5 from l join d on d.p = l.product_id`,
    );
  });
}

/** The receipt's writes in bare SQL: a posted receipt, its lines, the ledger, the order. */
async function bareReceive(database: Database, orderId: number, storageId: number) {
  await database.db.execute(
    sql`with o as (select * from supplier_orders where id = ${orderId}),
             r as (insert into receipts (firm_id, number, state, supplier_id, delivery_note_number, receipt_date, storage_id, supplier_order_id, note)
                   select ${FIRM}, 'BEX-' || o.id, 'POSTED', o.supplier_id, 'SZL-1', current_date, ${storageId}, o.id, o.number from o
                   returning id),
             sl as (select * from supplier_order_lines where supplier_order_id = ${orderId}),
             rl as (insert into receipt_lines (firm_id, receipt_id, line_no, product_id, quantity, storage_id)
                    select ${FIRM}, r.id, sl.position, sl.product_id, sl.quantity, ${storageId} from r, sl returning id),
             m as (insert into stock_movements (firm_id, product_id, storage_id, quantity, reason, reference, source_kind, source_id)
                   select ${FIRM}, sl.product_id, ${storageId}, sl.quantity, 'RECEIPT', 'BEX', 'RECEIPT', r.id from r, sl returning id),
             u as (update supplier_order_lines set received_quantity = quantity where supplier_order_id = ${orderId} returning id)
        update supplier_orders set state = 'RECEIVED', version = version + 1 where id = ${orderId}`,
  );
}

/** A SENT supplier order of `lines` products of one supplier (made through the service). */
async function sentOrder(ctx: Ctx, database: Database, supplierId: number, products: number[]) {
  const order = await createSupplierOrder(ctx, {
    supplierId,
    currencyCode: 'HUF',
    wantedDate: null,
    note: '',
    lines: products.map((productId) => ({ productId, quantity: '3', customerOrderLineIds: [] })),
  });
  await database.db.execute(
    sql`update supplier_orders set state = 'SENT', version = version + 1 where id = ${order.id}`,
  );
  return { id: order.id, version: order.version + 1 };
}

export interface WriteFigures {
  generate: { service: number[]; bare: number[]; orders: number };
  receive: { service: number[]; bare: number[]; lines: number };
}

export async function benchWrites(
  database: Database,
  ctx: Ctx,
  rounds: number,
): Promise<WriteFigures> {
  const pairs = await plantSuppliers(database, SUPPLIERS);
  await database.db.execute(sql`analyze`);
  const figures: WriteFigures = {
    generate: { service: [], bare: [], orders: 0 },
    receive: { service: [], bare: [], lines: RECEIVED_LINES },
  };
  for (let round = 0; round < rounds; round++) {
    const demand = await plantDemand(database, pairs);
    let started = performance.now();
    const made = await generateSupplierOrders(ctx, {
      lines: demand.map((d) => ({
        supplierId: d.supplier_id,
        productId: d.product_id,
        quantity: '5',
        customerOrderLineIds: [d.id],
      })),
    });
    figures.generate.service.push(performance.now() - started);
    figures.generate.orders = made.orders.length;
    const bareDemand = await plantDemand(database, pairs);
    started = performance.now();
    await bareGenerate(database, ctx.auth.userId!, bareDemand);
    figures.generate.bare.push(performance.now() - started);

    const products = idsOf(pairs.slice(0, RECEIVED_LINES).map((p) => ({ id: p.product_id })));
    const supplierId = pairs[0]!.supplier_id;
    const order = await sentOrder(ctx, database, supplierId, products);
    started = performance.now();
    const receipt = await receiveSupplierOrder(ctx, order.id, {
      version: order.version,
      deliveryNoteNumber: `SZL-${round}`,
      storageId: null,
    });
    figures.receive.service.push(performance.now() - started);
    const bareOrder = await sentOrder(ctx, database, supplierId, products);
    const [storage] = await queryRows<{ storage_id: number }>(
      database.db,
      sql`select storage_id from receipts where id = ${receipt.receiptId}`,
    );
    started = performance.now();
    await bareReceive(database, bareOrder.id, storage!.storage_id);
    figures.receive.bare.push(performance.now() - started);
  }
  return figures;
}

import { sql } from 'drizzle-orm';
import { queryRows } from '../../platform/db/database.ts';
import { REST, type Session, type TestApp } from '../../test/harness.ts';

/** Helpers of the receipts and shelving tests: ids by code, and one posted delivery. */
export function shelvingCalls(t: () => TestApp, session: () => Session) {
  const db = () => t().database.db;
  const call = (method: string, path: string, body?: unknown) =>
    t().call(method, `${REST}${path}`, { session: session(), ...(body !== undefined && { body }) });
  const idOf = async (table: 'products' | 'storages', code: string, firmId = 1) => {
    const [row] = await queryRows<{ id: number }>(
      db(),
      sql`select id from ${sql.raw(table)} where firm_id = ${firmId} and code = ${code}`,
    );
    if (!row) throw new Error(`No ${table} ${code}`);
    return row.id;
  };
  const supplierId = async (firmId = 1) => {
    const [row] = await queryRows<{ id: number }>(
      db(),
      sql`select id from partners where firm_id = ${firmId} and 'SUPPLIER' = any(roles)
          order by id limit 1`,
    );
    return row!.id;
  };
  /** A fresh product (no stock) with a DEFAULT bin, so tests own their buffer stock. */
  const newProduct = async (code: string, defaultBin = 'B-03-04') => {
    const [row] = await queryRows<{ id: number }>(
      db(),
      sql`with p as (insert into products (firm_id, code, name) values (1, ${code}, ${`Teszt ${code}`})
                     returning id),
               d as (insert into product_storages (firm_id, product_id, storage_id, branch_id, kind)
                     select 1, p.id, s.id, s.branch_id, 'DEFAULT' from p, storages s
                     where s.firm_id = 1 and s.code = ${defaultBin} returning product_id)
          select id from p`,
    );
    return row!.id;
  };
  const receive = async (lines: { productId: number; quantity: string }[]) => {
    const created = await call('POST', '/shelving/receipts/', {
      supplierId: await supplierId(),
      deliveryNoteNumber: 'SZL-TESZT',
      lines,
    });
    if (created.statusCode !== 200) throw new Error(created.body);
    const posted = await call('POST', `/shelving/receipts/${created.json().id}/post`, {
      version: created.json().version,
    });
    return posted.json();
  };
  const onHand = async (productId: number, storageId: number) => {
    const [row] = await queryRows<{ q: string }>(
      db(),
      sql`select trim_scale(coalesce(sum(quantity), 0))::text as q from stock_movements
          where firm_id = 1 and product_id = ${productId} and storage_id = ${storageId}`,
    );
    return row!.q;
  };
  return { db, call, idOf, supplierId, newProduct, receive, onHand };
}

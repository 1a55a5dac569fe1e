import { sql } from 'drizzle-orm';
import { queryRows } from '../../platform/db/database.ts';
import { REST, type Session, type TestApp } from '../../test/harness.ts';
import { storageByCode } from '../storages/storages.test-data.ts';

/** Firm 1's ledger per (storage, product) below a location code prefix, e.g. `B-01-`. */
export function ledgerBelow(t: TestApp, codePrefix: string) {
  return queryRows<{ storage_id: number; product_id: number; code: string; on_hand: string }>(
    t.database.db,
    sql`select m.storage_id, m.product_id, s.code, sum(m.quantity)::text as on_hand
        from stock_movements m join storages s on s.id = m.storage_id
        where m.firm_id = 1 and s.code like ${`${codePrefix}%`}
        group by m.storage_id, m.product_id, s.code having sum(m.quantity) <> 0
        order by s.code, m.product_id`,
  );
}

/** On hand of one pair now. */
export async function onHandOf(t: TestApp, storageId: number, productId: number) {
  const [row] = await queryRows<{ q: string }>(
    t.database.db,
    sql`select coalesce(sum(quantity), 0)::text as q from stock_movements
        where storage_id = ${storageId} and product_id = ${productId}`,
  );
  return row!.q;
}

/** The count's ADJUSTMENT rows in the ledger. */
export function adjustmentsOf(t: TestApp, countId: number) {
  return queryRows<{ storage_id: number; product_id: number; quantity: string }>(
    t.database.db,
    sql`select storage_id, product_id, quantity::text from stock_movements
        where source_kind = 'STOCK_COUNT' and source_id = ${countId} and reason = 'ADJUSTMENT'
        order by storage_id, product_id`,
  );
}

/** Calls of the count API for one session. */
export function countApi(t: TestApp, session: () => Session) {
  const call = (method: string, path: string, body?: unknown) =>
    t.call(method, `${REST}${path}`, { session: session(), ...(body !== undefined && { body }) });
  return {
    call,
    async create(code: string) {
      const storage = await storageByCode(t, session(), code);
      return call('POST', '/stock-counts/', { storageId: storage.id });
    },
    get: (id: number) => call('GET', `/stock-counts/${id}`),
    count: (id: number, lines: { storageId: number; productId: number; quantity: string }[]) =>
      call('POST', `/stock-counts/${id}/lines`, { lines }),
    post: (id: number, body: Record<string, unknown> = {}) =>
      call('POST', `/stock-counts/${id}/post`, body),
    cancel: (id: number) => call('POST', `/stock-counts/${id}/cancel`),
  };
}

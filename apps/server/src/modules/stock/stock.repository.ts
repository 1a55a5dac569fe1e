import type { TStockReason, TStockSourceKind } from '@kontor/contract';
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../platform/db/database.ts';

export interface StockPair {
  storageId: number;
  productId: number;
}

export interface StockLevelRow {
  storage_id: number;
  product_id: number;
  on_hand: string;
  reserved: string;
}

const arrayOf = (values: readonly (number | string)[]) => `{${values.join(',')}}`;

/** Distinct pairs in (storage, product) order: the one order every stock lock is taken in. */
export function orderedPairs(pairs: readonly StockPair[]): StockPair[] {
  const seen = new Map(pairs.map((p) => [`${p.storageId}:${p.productId}`, p]));
  return [...seen.values()].sort((a, b) => a.storageId - b.storageId || a.productId - b.productId);
}

/** Takes the transaction-long advisory lock of every pair in one statement, in pair order. */
export async function lockPairs(db: Db, pairs: readonly StockPair[]): Promise<void> {
  const ordered = orderedPairs(pairs);
  if (ordered.length === 0) return;
  await db.execute(
    sql`select count(pg_advisory_xact_lock(s, p)) from (
          select s, p from unnest(${arrayOf(ordered.map((p) => p.storageId))}::int[],
                                  ${arrayOf(ordered.map((p) => p.productId))}::int[]) as u(s, p)
          order by s, p) t`,
  );
}

/** On hand (the ledger's sum) and reserved of each pair, one query. */
export function findLevels(db: Db, firmId: number, pairs: readonly StockPair[]) {
  const ordered = orderedPairs(pairs);
  if (ordered.length === 0) return Promise.resolve([]);
  return queryRows<StockLevelRow>(
    db,
    sql`select u.s as storage_id, u.p as product_id,
          (select coalesce(sum(quantity), 0) from stock_movements m
            where m.firm_id = ${firmId} and m.storage_id = u.s and m.product_id = u.p)::text as on_hand,
          (select coalesce(sum(quantity), 0) from stock_reservations r
            where r.firm_id = ${firmId} and r.storage_id = u.s and r.product_id = u.p)::text as reserved
        from unnest(${arrayOf(ordered.map((p) => p.storageId))}::int[],
                    ${arrayOf(ordered.map((p) => p.productId))}::int[]) as u(s, p)`,
  );
}

export interface MovementRow extends StockPair {
  quantity: string;
  reason: TStockReason;
}

/** Many ledger rows in one insert, all naming the same source document. */
export async function insertMovements(
  db: Db,
  who: { firmId: number; userId: number | null },
  source: { kind: TStockSourceKind; id: number; reference: string },
  rows: readonly MovementRow[],
): Promise<void> {
  if (rows.length === 0) return;
  await db.execute(
    sql`insert into stock_movements (firm_id, product_id, storage_id, quantity, reason, reference,
                                     created_by, source_kind, source_id)
        select ${who.firmId}, p, s, q, r, ${source.reference}, ${who.userId}, ${source.kind},
               ${source.id}
        from unnest(${arrayOf(rows.map((m) => m.productId))}::int[],
                    ${arrayOf(rows.map((m) => m.storageId))}::int[],
                    ${arrayOf(rows.map((m) => m.quantity))}::numeric[],
                    ${arrayOf(rows.map((m) => m.reason))}::text[]) as u(p, s, q, r)`,
  );
}

/**
 * Of the named storages, the firm's active ones, each row locked FOR SHARE until commit: a
 * deactivation (which locks its subtree FOR UPDATE) waits for the booking, or the booking waits
 * and then sees the storage inactive.
 */
export async function lockActiveStorages(db: Db, firmId: number, ids: readonly number[]) {
  const rows = await queryRows<{ id: number }>(
    db,
    sql`select id from storages where firm_id = ${firmId} and is_active
          and id = any(${arrayOf([...new Set(ids)])}::int[])
        order by id for share`,
  );
  return new Set(rows.map((r) => r.id));
}

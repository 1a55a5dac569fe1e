import { Money, type TStockSourceKind } from '@kontor/contract';
import type { Db } from '../../platform/db/database.ts';
import { AppError } from '../../platform/errors.ts';
import * as repo from './stock.repository.ts';

export type { StockPair } from './stock.repository.ts';

export interface StockLevel extends repo.StockPair {
  onHand: Money;
  reserved: Money;
  /** on hand − reserved */
  available: Money;
}

/** Key of a (storage, product) pair in the maps these functions answer. */
export const pairKey = (p: repo.StockPair) => `${p.storageId}:${p.productId}`;

async function levelsOf(db: Db, firmId: number, pairs: readonly repo.StockPair[]) {
  const rows = await repo.findLevels(db, firmId, pairs);
  return new Map(
    rows.map((r) => {
      const onHand = new Money(r.on_hand);
      const reserved = new Money(r.reserved);
      const level = { storageId: r.storage_id, productId: r.product_id, onHand, reserved };
      return [pairKey(level), { ...level, available: onHand.minus(reserved) }];
    }),
  );
}

/**
 * Locks every (storage, product) pair until the transaction ends, in (storage, product) order
 * (so two writers never deadlock), then answers their levels. Every writer of stock or
 * reservations (confirmation, dispatch, receipt, shelving, picking, counting) takes these locks
 * before it reads what it will change: two of them never both take the last unit.
 */
export async function lockStock(
  tx: Db,
  firmId: number,
  pairs: readonly repo.StockPair[],
): Promise<Map<string, StockLevel>> {
  await repo.lockPairs(tx, pairs);
  return levelsOf(tx, firmId, pairs);
}

/** The levels without a lock (for display). */
export function stockLevels(db: Db, firmId: number, pairs: readonly repo.StockPair[]) {
  return levelsOf(db, firmId, pairs);
}

export interface Movement extends repo.StockPair {
  /** Decimal string, positive in, negative out. */
  quantity: string;
  reason: repo.MovementRow['reason'];
}

/**
 * Writes ledger rows for one source document. The caller holds the pairs' locks (`lockStock`)
 * and has checked its own rules; this refuses only what the ledger itself never takes: stock
 * into an inactive (or another firm's) storage, and a negative on hand where `levels` are given
 * (409). Zero quantities are left out.
 */
export async function bookMovements(
  tx: Db,
  who: { firmId: number; userId: number | null },
  source: { kind: TStockSourceKind; id: number; reference: string },
  movements: readonly Movement[],
  levels?: Map<string, StockLevel>,
): Promise<void> {
  if (levels) {
    const after = new Map<string, Money>();
    for (const m of movements) {
      const key = pairKey(m);
      const before = after.get(key) ?? levels.get(key)?.onHand ?? new Money(0);
      after.set(key, before.plus(m.quantity));
    }
    for (const [key, quantity] of after) {
      if (quantity.lt(0)) {
        throw new AppError('INVALID_STATE', `Stock would go below zero (${key})`);
      }
    }
  }
  const rows = movements.filter((m) => !new Money(m.quantity).isZero());
  const into = rows.filter((m) => new Money(m.quantity).gt(0)).map((m) => m.storageId);
  if (into.length > 0) {
    const active = await repo.lockActiveStorages(tx, who.firmId, into);
    const closed = into.find((id) => !active.has(id));
    if (closed !== undefined) {
      throw new AppError('INVALID_STATE', `Storage ${closed} is inactive: no stock goes into it`, {
        errors: [{ path: 'storageId', message: String(closed), code: 'inactive' }],
      });
    }
  }
  await repo.insertMovements(tx, who, source, rows);
}

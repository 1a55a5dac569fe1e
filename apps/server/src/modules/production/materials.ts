import { Money } from '@kontor/contract';
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../platform/db/database.ts';
import { AppError } from '../../platform/errors.ts';
import {
  lockStock,
  type Movement,
  pairKey,
  type StockLevel,
  type StockPair,
} from '../stock/stock.service.ts';

/**
 * A workshop order's materials in stock (README "Materials"): reserved like any stock (rows of
 * `stock_reservations` naming the workshop order), under the (storage, product) locks of
 * `stock.service`, so a material is never promised twice; consumed by the finish.
 */

interface Need {
  componentId: number;
  /** What is still to be covered: needed − consumed − reserved now. */
  missing: Money;
}

async function needsOf(tx: Db, workshopOrderId: number): Promise<Need[]> {
  const rows = await queryRows<{ component_id: number; missing: string }>(
    tx,
    sql`select m.component_id, (m.quantity - m.consumed_quantity - coalesce((select sum(r.quantity)
          from stock_reservations r where r.workshop_order_id = m.workshop_order_id
            and r.product_id = m.component_id), 0))::text as missing
        from workshop_order_materials m where m.workshop_order_id = ${workshopOrderId}
        order by m.component_id`,
  );
  return rows
    .map((r) => ({ componentId: r.component_id, missing: new Money(r.missing) }))
    .filter((n) => n.missing.gt(0));
}

/**
 * Every storage of the firm holding some of the products, and the `extra` pairs, locked in one
 * call (one lock order, so no deadlock with other writers), with their levels.
 */
async function lockHoldings(
  tx: Db,
  firmId: number,
  productIds: readonly number[],
  extra: readonly StockPair[] = [],
) {
  const pairs = await queryRows<StockPair>(
    tx,
    sql`select storage_id as "storageId", product_id as "productId" from stock_movements
        where firm_id = ${firmId} and product_id = any(${`{${productIds.join(',')}}`}::int[])
        group by storage_id, product_id having sum(quantity) > 0`,
  );
  return lockStock(tx, firmId, [...pairs, ...extra]);
}

/** Takes `need` from the levels of its product, most available first; answers the takes. */
function take(levels: Map<string, StockLevel>, productId: number, need: Money) {
  const candidates = [...levels.values()]
    .filter((l) => l.productId === productId && l.available.gt(0))
    .sort((a, b) => b.available.comparedTo(a.available) || a.storageId - b.storageId);
  const takes: { storageId: number; quantity: Money }[] = [];
  let left = need;
  for (const level of candidates) {
    if (left.lte(0)) break;
    const q = Money.min(level.available, left);
    level.available = level.available.minus(q);
    left = left.minus(q);
    takes.push({ storageId: level.storageId, quantity: q });
  }
  return { takes, short: left };
}

/**
 * Reserves what the workshop order's materials still miss from what is available now (as much as
 * there is: a shortage shows as `materialsReserved: false` and is covered again at the finish).
 */
export async function reserveMaterials(tx: Db, firmId: number, workshopOrderId: number) {
  const needs = await needsOf(tx, workshopOrderId);
  const levels = await lockHoldings(
    tx,
    firmId,
    needs.map((n) => n.componentId),
  );
  const rows = needs.flatMap((n) =>
    take(levels, n.componentId, n.missing).takes.map((t) => ({ productId: n.componentId, ...t })),
  );
  if (rows.length === 0) return;
  const col = (f: (r: (typeof rows)[number]) => string | number) => `{${rows.map(f).join(',')}}`;
  await tx.execute(
    sql`insert into stock_reservations (firm_id, workshop_order_id, product_id, storage_id, quantity)
        select ${firmId}, ${workshopOrderId}, p, s, q from unnest(${col((r) => r.productId)}::int[],
          ${col((r) => r.storageId)}::int[], ${col((r) => r.quantity.toFixed(4))}::numeric[]) as u(p, s, q)`,
  );
}

export function releaseMaterials(tx: Db, workshopOrderId: number) {
  return tx.execute(
    sql`delete from stock_reservations where workshop_order_id = ${workshopOrderId}`,
  );
}

/**
 * The movements that consume every material still to consume: first what is reserved for the
 * order (those reservations are released), then what is available elsewhere; a material that is
 * not there is 409 naming it. `output` (where the product goes) is locked with them. The caller
 * books the movements (with the levels for the never-below-zero check) in the same transaction.
 */
export async function consumeMaterials(
  tx: Db,
  firmId: number,
  workshopOrderId: number,
  output: StockPair,
) {
  const needs = await queryRows<{ component_id: number; code: string; open: string }>(
    tx,
    sql`select m.component_id, p.code, (m.quantity - m.consumed_quantity)::text as open
        from workshop_order_materials m join products p on p.id = m.component_id
        where m.workshop_order_id = ${workshopOrderId} and m.quantity > m.consumed_quantity
        order by m.component_id`,
  );
  const levels = await lockHoldings(
    tx,
    firmId,
    needs.map((n) => n.component_id),
    [output],
  );
  const reserved = await queryRows<{ storage_id: number; product_id: number; quantity: string }>(
    tx,
    sql`select storage_id, product_id, sum(quantity)::text as quantity from stock_reservations
        where workshop_order_id = ${workshopOrderId} group by storage_id, product_id`,
  );
  await releaseMaterials(tx, workshopOrderId);
  for (const r of reserved) {
    const level = levels.get(pairKey({ storageId: r.storage_id, productId: r.product_id }));
    if (level) level.available = level.available.plus(r.quantity);
  }
  const movements: Movement[] = [];
  for (const need of needs) {
    let left = new Money(need.open);
    for (const r of reserved.filter((x) => x.product_id === need.component_id)) {
      const level = levels.get(pairKey({ storageId: r.storage_id, productId: r.product_id }));
      if (!level) continue;
      const q = Money.min(r.quantity, left, level.available);
      level.available = level.available.minus(q);
      left = left.minus(q);
      if (q.gt(0)) movements.push(out(r.storage_id, r.product_id, q));
    }
    const { takes, short } = take(levels, need.component_id, left);
    if (short.gt(0))
      throw new AppError('INVALID_STATE', `Not enough ${need.code} in stock (${short} missing)`, {
        errors: [{ path: 'materials', message: need.code, code: 'short' }],
      });
    for (const t of takes) movements.push(out(t.storageId, need.component_id, t.quantity));
  }
  return { movements, levels };
}

const out = (storageId: number, productId: number, q: Money): Movement => ({
  storageId,
  productId,
  quantity: q.negated().toFixed(4),
  reason: 'PRODUCTION_USE',
});

import {
  Money,
  type TShelvingItem,
  type TShelvingMove,
  type TShelvingMoveLine,
  type TShelvingScan,
} from '@kontor/contract';
import { type Ctx, runAction } from '../../platform/context.ts';
import type { Db } from '../../platform/db/database.ts';
import { AppError, fieldError } from '../../platform/errors.ts';
import { publishChange } from '../../platform/events.ts';
import { reserveArrivedStock } from '../customer-orders/arrival-reservations.service.ts';
import {
  bookMovements,
  lockStock,
  pairKey,
  type StockLevel,
  stockLevels,
} from '../stock/stock.service.ts';
import { pageAnswer, rowWindow } from './paging.ts';
import * as repo from './shelving.repository.ts';

/** Where goods may be shelved to: a shelf or a bin. */
const SHELF_TYPES: readonly string[] = ['SHELF', 'BIN'];

export const toShelvingItem = (r: repo.WaitingRow): TShelvingItem => ({
  productId: r.product_id,
  productCode: r.product_code,
  productName: r.product_name,
  unit: r.unit,
  storageId: r.storage_id,
  storageCode: r.storage_code,
  storageName: r.storage_name,
  onHand: r.on_hand,
  reserved: r.reserved,
  available: r.available,
  target:
    r.target_id === null ? null : { id: r.target_id, code: r.target_code!, name: r.target_name! },
  targetReason: r.target_reason,
});

export async function listWaiting(
  ctx: Ctx,
  query: { term: string; storage_id?: number | undefined; page_number: number; page_size: number },
) {
  const rows = await repo.listWaiting(
    ctx.db,
    ctx.auth.firmId,
    { term: query.term, storageId: query.storage_id },
    rowWindow(query),
  );
  return pageAnswer(query, rows, toShelvingItem);
}

export async function scanCode(ctx: Ctx, code: string): Promise<TShelvingScan> {
  const found = await repo.findByCode(ctx.db, ctx.auth.firmId, code);
  if (found.product) return { kind: 'PRODUCT', product: found.product, storage: null };
  if (found.storage) {
    const { is_active: isActive, ...storage } = found.storage;
    return { kind: 'STORAGE', product: null, storage: { ...storage, isActive } };
  }
  return { kind: 'UNKNOWN', product: null, storage: null };
}

/**
 * The rules of a move, each refusal naming its line's field: the product is the firm's; the
 * source is a buffer; the target an active shelf or bin of the same branch.
 */
async function checkLines(tx: Db, firmId: number, lines: readonly TShelvingMoveLine[]) {
  const places = new Map(
    (
      await repo.findPlaces(
        tx,
        firmId,
        lines.flatMap((l) => [l.fromStorageId, l.toStorageId]),
      )
    ).map((p) => [p.id, p]),
  );
  const products = await repo.findProductIds(
    tx,
    firmId,
    lines.map((l) => l.productId),
  );
  lines.forEach((line, i) => {
    const from = places.get(line.fromStorageId);
    const to = places.get(line.toStorageId);
    if (!products.has(line.productId)) throw fieldError(`lines.${i}.productId`, 'No such product');
    if (from?.type !== 'BUFFER')
      throw fieldError(`lines.${i}.fromStorageId`, 'Goods are shelved from a buffer');
    if (!to || !SHELF_TYPES.includes(to.type))
      throw fieldError(`lines.${i}.toStorageId`, 'Goods are shelved to a shelf or a bin');
    if (!to.is_active)
      throw fieldError(`lines.${i}.toStorageId`, `${to.code} is inactive`, 'INVALID_STATE');
    if (to.branch_id !== from.branch_id)
      throw fieldError(`lines.${i}.toStorageId`, `${to.code} is at another site`);
  });
}

/**
 * Shelves goods in the caller's transaction: locks every buffer and target pair (lockStock), then
 * refuses (409 on the line's quantity) when the lines of one buffer pair together ask for more
 * than its on hand − reserved, so two devices (or one request naming a pair twice) never move
 * more than was there. Each line is a `shelving_moves` row named by its two TRANSFER movements.
 */
export async function shelveInTransaction(
  ctx: Ctx,
  tx: Db,
  lines: readonly TShelvingMoveLine[],
): Promise<{ moves: TShelvingMove[]; reservations: { lineId: number; quantity: string }[] }> {
  const firmId = ctx.auth.firmId;
  await checkLines(tx, firmId, lines);
  const from = (l: TShelvingMoveLine) => ({ storageId: l.fromStorageId, productId: l.productId });
  const to = (l: TShelvingMoveLine) => ({ storageId: l.toStorageId, productId: l.productId });
  const levels = await lockStock(tx, firmId, [...lines.map(from), ...lines.map(to)]);
  const asked = new Map<string, Money>();
  lines.forEach((line, i) => {
    const key = pairKey(from(line));
    const total = (asked.get(key) ?? new Money(0)).plus(line.quantity);
    asked.set(key, total);
    const available = levels.get(key)?.available ?? new Money(0);
    if (total.gt(available)) {
      throw fieldError(
        `lines.${i}.quantity`,
        `Only ${available.toFixed()} may be shelved from this buffer`,
        'INVALID_STATE',
      );
    }
  });
  const ids = await repo.insertMoves(tx, ctx.auth, lines);
  const moves = lines.map((line, i) => ({ ...line, id: ids[i]!.id }));
  for (const move of moves) {
    await bookMovements(
      tx,
      ctx.auth,
      { kind: 'SHELVING', id: move.id, reference: `BT-${move.id}` },
      [
        { ...from(move), quantity: new Money(move.quantity).neg().toFixed(), reason: 'TRANSFER' },
        { ...to(move), quantity: move.quantity, reason: 'TRANSFER' },
      ],
    );
  }
  const reservations = await reserveArrivals(ctx, tx, levels, lines);
  await publishChange(tx, firmId, 'warehouse');
  return { moves, reservations };
}

/**
 * What landed in a place is reserved at once for CONFIRMED orders that miss it there (the
 * customer-orders service decides which); the targets' locks are held since `lockStock`.
 */
async function reserveArrivals(
  ctx: Ctx,
  tx: Db,
  levels: Map<string, StockLevel>,
  lines: readonly TShelvingMoveLine[],
) {
  const arrived = new Map<string, { storageId: number; productId: number; quantity: Money }>();
  for (const line of lines) {
    const target = { storageId: line.toStorageId, productId: line.productId };
    const before = arrived.get(pairKey(target))?.quantity ?? new Money(0);
    arrived.set(pairKey(target), { ...target, quantity: before.plus(line.quantity) });
  }
  const reserved: { lineId: number; quantity: string }[] = [];
  for (const [key, { quantity, ...target }] of arrived) {
    const available = (levels.get(key)?.available ?? new Money(0)).plus(quantity);
    reserved.push(...(await reserveArrivedStock(ctx, tx, target, available)));
  }
  return reserved;
}

export function shelve(ctx: Ctx, lines: readonly TShelvingMoveLine[]) {
  return runAction(ctx, async (tx) => {
    const result = await shelveInTransaction(ctx, tx, lines);
    return {
      result,
      audit: {
        entity: 'shelving-move',
        entityId: result.moves[0]!.id,
        action: 'create',
        after: result,
      },
    };
  });
}

/** The whole available quantity of one waiting pair to a place (the dashboard's action). */
export async function shelveAll(
  ctx: Ctx,
  tx: Db,
  pair: { productId: number; storageId: number },
  toStorageId: number,
) {
  // Read without a lock (locks are taken in one order, by shelveInTransaction); a change in
  // between makes that check refuse, never move more.
  const [level] = (await stockLevels(tx, ctx.auth.firmId, [pair])).values();
  if (!level || level.available.lte(0))
    throw new AppError('INVALID_STATE', 'Nothing waits to be shelved here');
  return shelveInTransaction(ctx, tx, [
    {
      productId: pair.productId,
      fromStorageId: pair.storageId,
      toStorageId,
      quantity: level.available.toFixed(),
    },
  ]);
}

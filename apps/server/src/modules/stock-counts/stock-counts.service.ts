import {
  Money,
  STOCK_COUNT_OPEN_STATES,
  STOCK_COUNT_SERIES,
  type TCountLineInput,
  type TFieldError,
  type TStockCount,
  type TStockCountHeader,
  type TStockCountLine,
  type TStockCountScan,
  type TStockCountUncounted,
} from '@kontor/contract';
import { todayInHungary } from '../../platform/business-day.ts';
import { type Ctx, runAction } from '../../platform/context.ts';
import type { Db } from '../../platform/db/database.ts';
import { AppError, fieldError } from '../../platform/errors.ts';
import { publishChange } from '../../platform/events.ts';
import { nextDocumentNumber } from '../../platform/number-series.ts';
import { bookMovements, lockStock, type Movement, pairKey } from '../stock/stock.service.ts';
import * as repo from './stock-counts.repository.ts';

/** Timestamps come as Date (node-postgres) or text (PGlite) from raw SQL. */
export const isoOf = (value: Date | string) => new Date(value).toISOString();

const toHeader = (r: repo.CountRow): TStockCountHeader => ({
  id: r.id,
  number: r.number,
  state: r.state,
  storageId: r.storage_id,
  storageCode: r.storage_code,
  storageName: r.storage_name,
  note: r.note,
  lineCount: r.line_count,
  countedCount: r.counted_count,
  createdAt: isoOf(r.created_at),
  createdBy: r.created_by,
  postedAt: r.state === 'POSTED' && r.closed_at ? isoOf(r.closed_at) : null,
  postedBy: r.state === 'POSTED' ? r.closed_by : null,
  uncounted: r.uncounted,
});

const toLine = (r: repo.LineRow): TStockCountLine => ({
  id: r.id,
  storageId: r.storage_id,
  storageCode: r.storage_code,
  productId: r.product_id,
  productCode: r.product_code,
  productName: r.product_name,
  unit: r.unit,
  expected: r.expected,
  counted: r.counted,
  onHandAtCount: r.on_hand_at_count,
  difference:
    r.counted === null || r.on_hand_at_count === null
      ? null
      : new Money(r.counted).minus(r.on_hand_at_count).toString(),
  onHandNow: r.on_hand_now,
  reservedNow: r.reserved_now,
  countedAt: r.counted_at === null ? null : isoOf(r.counted_at),
  countedBy: r.counted_by,
  adjustment: r.adjustment,
});

async function readHeader(ctx: Ctx, db: Db, id: number, lock = false) {
  const row = await repo.findCount(db, ctx.auth.firmId, id, lock);
  if (!row) throw new AppError('NOT_FOUND', 'No such stock count');
  return toHeader(row);
}

export async function listStockCounts(
  ctx: Ctx,
  query: { open?: 'true' | 'false' | undefined; page_number: number; page_size: number },
) {
  const rows = await repo.listCounts(ctx.db, ctx.auth.firmId, query.open === 'true', {
    offset: query.page_number * query.page_size,
    limit: query.page_size,
  });
  return {
    items: rows.map(toHeader),
    page_number: query.page_number,
    page_size: query.page_size,
    total: rows[0]?.total ?? 0,
  };
}

export async function getStockCount(ctx: Ctx, id: number): Promise<TStockCount> {
  const header = await readHeader(ctx, ctx.db, id);
  const lines = await repo.listLines(ctx.db, ctx.auth.firmId, id);
  return { ...header, lines: lines.map(toLine) };
}

const isOpen = (header: TStockCountHeader) => STOCK_COUNT_OPEN_STATES.includes(header.state);

const wrongState = (header: TStockCountHeader, doing: string) =>
  new AppError('INVALID_STATE', `The count ${header.number} is ${header.state}; cannot ${doing}`, {
    errors: [{ path: 'state', message: header.state, code: header.state.toLowerCase() }],
  });

/**
 * Opens a count of a location's subtree. The number is taken first: its series row stays
 * locked until commit, so creations of one firm queue there and the overlap check (one open
 * count per location, above or below) sees every earlier creation.
 */
export function createStockCount(
  ctx: Ctx,
  input: { storageId: number; note: string },
): Promise<TStockCountHeader> {
  return runAction(ctx, async (tx) => {
    const { firmId, userId } = ctx.auth;
    const number = await nextDocumentNumber(tx, firmId, STOCK_COUNT_SERIES, todayInHungary());
    const inFirm = await repo.storagesInSubtree(tx, firmId, input.storageId, [input.storageId]);
    if (!inFirm.has(input.storageId)) throw fieldError('storageId', 'No such storage location');
    const overlapping = await repo.findOverlappingOpenCount(tx, firmId, input.storageId);
    if (overlapping)
      throw new AppError('INVALID_STATE', `The open count ${overlapping} covers this location`, {
        errors: [{ path: 'storageId', message: overlapping, code: 'overlap' }],
      });
    const id = await repo.insertCount(tx, { firmId, userId, number, ...input });
    await repo.freezeLines(tx, firmId, id, input.storageId);
    await publishChange(tx, firmId, 'warehouse');
    const created = await readHeader(ctx, tx, id);
    return {
      result: created,
      audit: { entity: 'stock-count', entityId: id, action: 'create', after: created },
    };
  });
}

export async function scanForCount(ctx: Ctx, id: number, code: string): Promise<TStockCountScan> {
  const header = await readHeader(ctx, ctx.db, id);
  return repo.findScanned(ctx.db, ctx.auth.firmId, header.storageId, code);
}

/** 400 naming each line (`lines.N.field`) that is twice in the request or outside the count. */
async function checkLines(tx: Db, ctx: Ctx, rootId: number, lines: readonly TCountLineInput[]) {
  const errors: TFieldError[] = [];
  const seen = new Set<string>();
  const storages = await repo.storagesInSubtree(
    tx,
    ctx.auth.firmId,
    rootId,
    lines.map((l) => l.storageId),
  );
  const products = await repo.productsOfFirm(
    tx,
    ctx.auth.firmId,
    lines.map((l) => l.productId),
  );
  lines.forEach((line, i) => {
    const key = pairKey(line);
    if (seen.has(key))
      errors.push({ path: `lines.${i}`, message: 'The same line twice', code: 'duplicate' });
    seen.add(key);
    if (!storages.has(line.storageId))
      errors.push({
        path: `lines.${i}.storageId`,
        message: 'Not a location of this count',
        code: 'outside',
      });
    if (!products.has(line.productId))
      errors.push({ path: `lines.${i}.productId`, message: 'No such product', code: 'invalid' });
  });
  if (errors.length > 0)
    throw new AppError('VALIDATION_FAILED', 'Some lines cannot be counted', { errors });
}

/**
 * Records counted quantities. Under the lock of each (storage, product) it reads the ledger's
 * on hand of that moment and keeps it beside the count: posting books counted − that on hand,
 * so a movement before this moment is in the count and one after it stays in the ledger.
 */
export function countLines(
  ctx: Ctx,
  id: number,
  lines: readonly TCountLineInput[],
): Promise<TStockCountLine[]> {
  return runAction(ctx, async (tx) => {
    const { firmId, userId } = ctx.auth;
    const header = await readHeader(ctx, tx, id, true);
    if (!isOpen(header)) throw wrongState(header, 'count');
    await checkLines(tx, ctx, header.storageId, lines);
    const levels = await lockStock(tx, firmId, lines);
    const rows = lines.map((l) => ({
      ...l,
      counted: l.quantity,
      onHand: (levels.get(pairKey(l))?.onHand ?? new Money(0)).toString(),
    }));
    await repo.upsertCountedLines(tx, { firmId, userId }, id, rows);
    if (header.state === 'OPEN') {
      await repo.setState(tx, id, 'COUNTING');
      await publishChange(tx, firmId, 'warehouse');
    }
    const counted = (await repo.listLines(tx, firmId, id, lines)).map(toLine);
    return {
      result: counted,
      audit: {
        entity: 'stock-count',
        entityId: id,
        action: 'count',
        after: {
          lines: rows.map(({ storageId, productId, counted, onHand }) => ({
            storageId,
            productId,
            counted,
            onHand,
          })),
        },
      },
    };
  });
}

interface PlannedAdjustment extends Movement {
  lineId: number;
}

/**
 * What posting books: counted − on hand at count for every counted line; for an uncounted line
 * (when the office says `ZERO`) − on hand now. Refused per line (409) when it would leave on hand
 * below zero, or below the reserved quantity unless the office confirmed that; each refusal is
 * `lines.<line id>` with the on hand it would leave.
 */
function planAdjustments(
  lines: Awaited<ReturnType<typeof repo.listLinesToPost>>,
  levels: Awaited<ReturnType<typeof lockStock>>,
  uncounted: TStockCountUncounted,
  confirmBelowReserved: boolean,
): PlannedAdjustment[] {
  const planned: PlannedAdjustment[] = [];
  const errors: TFieldError[] = [];
  for (const line of lines) {
    if (line.counted === null && uncounted === 'KEEP') continue;
    const pair = { storageId: line.storage_id, productId: line.product_id };
    const level = levels.get(pairKey(pair));
    const onHand = level?.onHand ?? new Money(0);
    const quantity =
      line.counted === null
        ? onHand.negated()
        : new Money(line.counted).minus(line.on_hand_at_count ?? 0);
    const after = onHand.plus(quantity);
    if (after.lt(0))
      errors.push({ path: `lines.${line.id}`, message: after.toString(), code: 'below_zero' });
    else if (quantity.lt(0) && after.lt(level?.reserved ?? 0) && !confirmBelowReserved)
      errors.push({ path: `lines.${line.id}`, message: after.toString(), code: 'below_reserved' });
    planned.push({ ...pair, lineId: line.id, quantity: quantity.toString(), reason: 'ADJUSTMENT' });
  }
  if (errors.length > 0)
    throw new AppError('INVALID_STATE', 'Posting would leave stock below zero or reserved', {
      errors,
    });
  return planned;
}

/** Books the differences once: the count row is locked and must still be COUNTING. */
export function postStockCount(
  ctx: Ctx,
  id: number,
  input: { uncounted?: TStockCountUncounted | undefined; confirmBelowReserved: boolean },
): Promise<TStockCountHeader> {
  return runAction(ctx, async (tx) => {
    const { firmId, userId } = ctx.auth;
    const header = await readHeader(ctx, tx, id, true);
    if (header.state !== 'COUNTING') throw wrongState(header, 'post');
    const lines = await repo.listLinesToPost(tx, id);
    const hasUncounted = lines.some((l) => l.counted === null);
    if (hasUncounted && !input.uncounted)
      throw fieldError('uncounted', `${header.lineCount - header.countedCount} lines not counted`);
    const uncounted = input.uncounted ?? 'KEEP';
    const touched = lines.filter((l) => l.counted !== null || uncounted === 'ZERO');
    const levels = await lockStock(
      tx,
      firmId,
      touched.map((l) => ({ storageId: l.storage_id, productId: l.product_id })),
    );
    const planned = planAdjustments(lines, levels, uncounted, input.confirmBelowReserved);
    await bookMovements(
      tx,
      { firmId, userId },
      { kind: 'STOCK_COUNT', id, reference: header.number },
      planned,
    );
    await repo.recordAdjustments(
      tx,
      planned.map((p) => ({ lineId: p.lineId, adjustment: p.quantity })),
    );
    await repo.setState(tx, id, 'POSTED', { userId, uncounted: hasUncounted ? uncounted : null });
    await publishChange(tx, firmId, 'warehouse');
    const posted = await readHeader(ctx, tx, id);
    const booked = planned.filter((p) => !new Money(p.quantity).isZero()).length;
    return {
      result: posted,
      audit: {
        entity: 'stock-count',
        entityId: id,
        action: 'post',
        before: header,
        after: { ...posted, adjustments: booked },
      },
    };
  });
}

export function cancelStockCount(ctx: Ctx, id: number): Promise<TStockCountHeader> {
  return runAction(ctx, async (tx) => {
    const header = await readHeader(ctx, tx, id, true);
    if (!isOpen(header)) throw wrongState(header, 'cancel');
    await repo.setState(tx, id, 'CANCELLED', { userId: ctx.auth.userId, uncounted: null });
    await publishChange(tx, ctx.auth.firmId, 'warehouse');
    const cancelled = await readHeader(ctx, tx, id);
    return {
      result: cancelled,
      audit: {
        entity: 'stock-count',
        entityId: id,
        action: 'cancel',
        before: header,
        after: cancelled,
      },
    };
  });
}

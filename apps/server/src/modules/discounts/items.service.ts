import {
  Money,
  roundMoney,
  type TDiscountItem,
  type TDiscountItemBody,
  type TProductFilters,
  type TRecalculation,
} from '@kontor/contract';
import { type SQL, sql } from 'drizzle-orm';
import { todayInHungary } from '../../platform/business-day.ts';
import { type Ctx, runAction } from '../../platform/context.ts';
import type { Db } from '../../platform/db/database.ts';
import { AppError, fieldError } from '../../platform/errors.ts';
import { productIdsMatching } from '../products/lookups.service.ts';
import * as lists from './discounts.repository.ts';
import { requireDiscount, requireState } from './discounts.service.ts';
import * as repo from './items.repository.ts';

/** Margin in percent of the net price, 2 decimals; null without a cost or a positive price. */
export function marginOf(netPrice: string | null, cost: string | null): string | null {
  if (netPrice === null || cost === null || !new Money(netPrice).greaterThan(0)) return null;
  const net = new Money(netPrice);
  return roundMoney(net.minus(cost).div(net).times(100), 2);
}

/** The resulting net unit price shown for an item: the fixed price as is, else list − percent. */
export function netPriceOf(
  item: { fixed_price: string | null; discount_percent: string | null },
  listPrice: string | null,
): string | null {
  if (item.fixed_price !== null) return roundMoney(item.fixed_price, 4);
  if (listPrice === null) return null;
  const factor = new Money(100).minus(item.discount_percent!).div(100);
  return roundMoney(new Money(listPrice).times(factor), 4);
}

const toItem = (r: repo.ItemRow): TDiscountItem => ({
  id: r.id,
  discountId: r.discount_id,
  target: r.target,
  targetId: r.target_id,
  targetCode: r.target_code,
  targetName: r.target_name,
  minQuantity: r.min_quantity,
  discountPercent: r.discount_percent,
  fixedPrice: r.fixed_price,
  listPrice: r.list_price,
  purchaseCost: r.purchase_cost,
  netPrice: r.net_price,
  marginPercent: marginOf(r.net_price, r.purchase_cost),
  isCancelled: r.is_cancelled,
});

/**
 * Recomputes the shown figures (list price, purchase cost, net price) of the list's product items
 * matching `where` from today's prices; answers what changed, field by field.
 */
async function refreshFigures(tx: Db, firmId: number, discountId: number, where: SQL) {
  const rows = await repo.itemFigures(tx, firmId, discountId, todayInHungary(), where);
  const changes: TRecalculation[] = [];
  const updates = [];
  for (const r of rows) {
    const netPrice = netPriceOf(r, r.new_list_price);
    const before = {
      listPrice: r.list_price,
      purchaseCost: r.purchase_cost,
      netPrice: r.net_price,
    };
    const after = { listPrice: r.new_list_price, purchaseCost: r.new_purchase_cost, netPrice };
    const margins = [
      marginOf(r.net_price, r.purchase_cost),
      marginOf(netPrice, r.new_purchase_cost),
    ];
    const diffs = (Object.keys(before) as (keyof typeof before)[])
      .filter((k) => !sameAmount(before[k], after[k]))
      .map(
        (field): TRecalculation => ({
          itemId: r.id,
          field,
          before: before[field],
          after: after[field],
        }),
      );
    if (!sameAmount(margins[0]!, margins[1]!))
      diffs.push({ itemId: r.id, field: 'marginPercent', before: margins[0]!, after: margins[1]! });
    if (diffs.length === 0) continue;
    changes.push(...diffs);
    updates.push({ id: r.id, ...after });
  }
  await repo.setFigures(tx, updates);
  return changes;
}

const sameAmount = (a: string | null, b: string | null) =>
  a === null || b === null ? a === b : new Money(a).equals(b);

/**
 * An item change: locks the list, refuses a cancelled one, applies `work`, and records the caller
 * as the last changer; an approved list goes back to DRAFT (its approval was for other terms).
 */
function changeItems<T>(
  ctx: Ctx,
  discountId: number,
  action: string,
  work: (tx: Db) => Promise<{ result: T; audit: unknown; keepApproval?: boolean }>,
  keepApproval = false,
): Promise<T> {
  const { firmId, userId } = ctx.auth;
  return runAction(ctx, async (tx) => {
    const list = await requireDiscount(tx, firmId, discountId, true);
    requireState(list, ['DRAFT', 'APPROVED'], 'changed');
    const { result, audit, ...done } = await work(tx);
    await lists.setDiscount(
      tx,
      firmId,
      discountId,
      (done.keepApproval ?? keepApproval) ? sql`state = state` : lists.backToApproval(userId),
    );
    return {
      result,
      audit: { entity: 'discount-item', entityId: discountId, action, after: audit },
    };
  });
}

export async function listItems(ctx: Ctx, discountId: number) {
  await requireDiscount(ctx.db, ctx.auth.firmId, discountId);
  return (await repo.listItems(ctx.db, discountId)).map(toItem);
}

async function checkTarget(db: Db, firmId: number, body: TDiscountItemBody) {
  if (!(await repo.targetExists(db, firmId, body)))
    throw fieldError('targetId', `No such ${body.target.toLowerCase()} in the firm`);
}

async function itemOf(tx: Db, firmId: number, id: number) {
  const row = await repo.findItem(tx, firmId, id);
  if (!row) throw new AppError('NOT_FOUND', 'No such discount item');
  return row;
}

export async function createItem(ctx: Ctx, discountId: number, body: TDiscountItemBody) {
  const { firmId } = ctx.auth;
  await checkTarget(ctx.db, firmId, body);
  return changeItems(ctx, discountId, 'create', async (tx) => {
    const id = await repo.insertItem(tx, firmId, discountId, body);
    await refreshFigures(tx, firmId, discountId, sql`i.id = ${id}`);
    const item = toItem(await itemOf(tx, firmId, id));
    return { result: item, audit: item };
  });
}

export async function updateItem(
  ctx: Ctx,
  discountId: number,
  itemId: number,
  body: TDiscountItemBody,
) {
  const { firmId } = ctx.auth;
  await checkTarget(ctx.db, firmId, body);
  return changeItems(ctx, discountId, 'update', async (tx) => {
    const before = await itemOf(tx, firmId, itemId);
    if (before.discount_id !== discountId) throw new AppError('NOT_FOUND', 'No such discount item');
    await repo.updateItem(tx, itemId, body);
    await refreshFigures(tx, firmId, discountId, sql`i.id = ${itemId}`);
    const item = toItem(await itemOf(tx, firmId, itemId));
    return { result: item, audit: { before: toItem(before), after: item } };
  });
}

export function deleteItems(ctx: Ctx, discountId: number, ids: number[]) {
  return changeItems(ctx, discountId, 'delete', async (tx) => {
    // The items as they were, so the history names what went (not only their ids).
    const items = await repo.listItems(
      tx,
      discountId,
      sql`i.id = any(${`{${ids.join(',')}}`}::int[])`,
    );
    const deleted = await repo.deleteItems(tx, discountId, ids);
    const results = [...new Set(ids)].map((id) =>
      deleted.has(id)
        ? { id, outcome: 'DELETED' as const, reason: null }
        : { id, outcome: 'NOT_FOUND' as const, reason: null },
    );
    return {
      result: { results },
      audit: items.filter((i) => deleted.has(i.id)).map(toItem),
    };
  });
}

/**
 * Cancels one item. The list keeps its state and approval, so the rest stays in force, unless
 * another uncancelled item of the list reaches a product the cancelled one reached (a group or
 * catalogue item, another quantity break): that item may then apply with a bigger discount than
 * was approved for the product, so the list goes back to approval.
 */
export async function cancelItem(ctx: Ctx, itemId: number) {
  const { firmId } = ctx.auth;
  const found = await itemOf(ctx.db, firmId, itemId);
  return changeItems(
    ctx,
    found.discount_id,
    'cancel',
    async (tx) => {
      const row = await itemOf(tx, firmId, itemId);
      if (row.is_cancelled)
        throw new AppError('INVALID_STATE', 'The item is already cancelled', {
          errors: [{ path: 'isCancelled', message: 'Already cancelled', code: 'invalid_state' }],
        });
      await repo.cancelItem(tx, itemId);
      const item = toItem(await itemOf(tx, firmId, itemId));
      return { result: item, audit: item, keepApproval: !(await repo.isOverlapped(tx, itemId)) };
    },
    true,
  );
}

export async function addProducts(
  ctx: Ctx,
  discountId: number,
  body: {
    filters: TProductFilters;
    discountPercent: string;
    minQuantity: string;
    preview: boolean;
  },
) {
  const { firmId } = ctx.auth;
  if (body.preview) {
    requireState(
      await requireDiscount(ctx.db, firmId, discountId),
      ['DRAFT', 'APPROVED'],
      'changed',
    );
    return repo.countProducts(ctx.db, discountId, productIdsMatching(firmId, body.filters));
  }
  return changeItems(ctx, discountId, 'add-products', async (tx) => {
    const { added, matched } = await repo.addProducts(
      tx,
      firmId,
      discountId,
      productIdsMatching(firmId, body.filters),
      body.discountPercent,
      body.minQuantity,
    );
    await refreshFigures(tx, firmId, discountId, sql`i.net_price is null and i.list_price is null`);
    const result = { added, skipped: matched - added };
    return { result, audit: { ...result, filters: body.filters } };
  });
}

/**
 * Refreshes the shown figures after list prices or purchase costs changed. The items' terms (a
 * percent or a fixed price) do not change, so the list keeps its state and approval.
 */
export function recalculate(ctx: Ctx, discountId: number) {
  const { firmId } = ctx.auth;
  return changeItems(
    ctx,
    discountId,
    'recalculate',
    async (tx) => {
      const changes = await refreshFigures(tx, firmId, discountId, sql`true`);
      return { result: { changes }, audit: changes };
    },
    true,
  );
}

import type { TDiscount, TDiscountBody, TDiscountListQuery } from '@kontor/contract';
import { sql } from 'drizzle-orm';
import { todayInHungary } from '../../platform/business-day.ts';
import { type Ctx, runAction } from '../../platform/context.ts';
import type { Db } from '../../platform/db/database.ts';
import { AppError, fieldError, staleVersion } from '../../platform/errors.ts';
import * as repo from './discounts.repository.ts';

type StoredState = repo.DiscountRow['state'];

/** ACTIVE and EXPIRED are approved lists seen on the day (Europe/Budapest): never stored. */
export function shownState(
  row: Pick<repo.DiscountRow, 'state' | 'valid_from' | 'valid_to'>,
  day: string,
): TDiscount['state'] {
  if (row.state !== 'APPROVED' || row.valid_from > day) return row.state;
  return row.valid_to !== null && row.valid_to < day ? 'EXPIRED' : 'ACTIVE';
}

export function toDiscount(row: repo.DiscountRow, day = todayInHungary()): TDiscount {
  return {
    id: row.id,
    name: row.name,
    scope: row.scope as TDiscount['scope'],
    customerIds: row.customer_ids,
    priceType: row.price_type,
    currency: row.currency_code,
    validFrom: row.valid_from,
    validTo: row.valid_to,
    priority: row.priority,
    note: row.note,
    state: shownState(row, day),
    ownerUserId: row.owner_user_id,
    ownerName: row.owner_name,
    changedByUserId: row.changed_by_user_id,
    approvedByName: row.approved_by_name,
    approvedAt: row.approved_at === null ? null : new Date(row.approved_at).toISOString(),
    itemCount: row.item_count,
    version: row.version,
  };
}

export async function requireDiscount(db: Db, firmId: number, id: number, lock = false) {
  const row = await repo.findDiscount(db, firmId, id, lock);
  if (!row) throw new AppError('NOT_FOUND', 'No such discount list');
  return row;
}

/** Refuses a transition from a state not in `from`, naming the current state. */
export function requireState(row: repo.DiscountRow, from: StoredState[], action: string) {
  if (!from.includes(row.state))
    throw new AppError('INVALID_STATE', `A ${row.state} discount list cannot be ${action}`, {
      errors: [
        { path: 'state', message: `Not allowed in state ${row.state}`, code: 'invalid_state' },
      ],
    });
}

/**
 * Runs a transition: locks the list in the action's transaction, checks its version and state
 * there (so two parallel transitions cannot both pass), applies `work`, audits before/after.
 */
async function transition(
  ctx: Ctx,
  id: number,
  check: { version?: number; from: StoredState[]; action: string },
  work: (tx: Db, row: repo.DiscountRow) => Promise<unknown>,
): Promise<TDiscount> {
  const { firmId } = ctx.auth;
  return runAction(ctx, async (tx) => {
    const row = await requireDiscount(tx, firmId, id, true);
    if (check.version !== undefined && row.version !== check.version)
      throw staleVersion('discount list');
    requireState(row, check.from, check.action);
    await work(tx, row);
    const before = toDiscount(row);
    const after = toDiscount(await requireDiscount(tx, firmId, id));
    return {
      result: after,
      audit: { entity: 'discount', entityId: id, action: check.action, before, after },
    };
  });
}

async function checkBody(ctx: Ctx, body: TDiscountBody) {
  if (body.customerIds.length === 0) return;
  const found = new Set(await repo.findCustomerIds(ctx.db, ctx.auth.firmId, body.customerIds));
  const i = body.customerIds.findIndex((id) => !found.has(id));
  if (i >= 0) throw fieldError(`customerIds.${i}`, 'Not a customer of the firm');
}

export async function listDiscounts(ctx: Ctx, query: TDiscountListQuery) {
  const day = todayInHungary();
  const rows = await repo.searchDiscounts(ctx.db, ctx.auth.firmId, query, day);
  return {
    items: rows.map((r) => toDiscount(r, day)),
    page_number: query.page_number,
    page_size: query.page_size,
    // Past the last page the window count has no row to ride on.
    total:
      rows.length > 0
        ? Number(rows[0]!.total)
        : query.page_number > 0
          ? await repo.countDiscounts(ctx.db, ctx.auth.firmId, query, day)
          : 0,
  };
}

export async function getDiscount(ctx: Ctx, id: number) {
  return toDiscount(await requireDiscount(ctx.db, ctx.auth.firmId, id));
}

export async function createDiscount(ctx: Ctx, body: TDiscountBody) {
  await checkBody(ctx, body);
  const { firmId, userId } = ctx.auth;
  return runAction(ctx, async (tx) => {
    const id = await repo.insertDiscount(tx, firmId, userId, body);
    const after = toDiscount(await requireDiscount(tx, firmId, id));
    return { result: after, audit: { entity: 'discount', entityId: id, action: 'create', after } };
  });
}

/** Editing an approved list puts it back to DRAFT: the approval was for the old terms. */
export async function updateDiscount(ctx: Ctx, id: number, version: number, body: TDiscountBody) {
  await checkBody(ctx, body);
  const { firmId, userId } = ctx.auth;
  return transition(ctx, id, { version, from: ['DRAFT', 'APPROVED'], action: 'update' }, (tx) =>
    repo.updateDiscount(tx, firmId, id, version, userId, body),
  );
}

/** Four eyes: no user who changed the list (terms or items) since its last approval approves it. */
export function approveDiscount(ctx: Ctx, id: number, version: number) {
  const { firmId, userId } = ctx.auth;
  return transition(ctx, id, { version, from: ['DRAFT'], action: 'approve' }, async (tx, row) => {
    const changers = await repo.changersSinceApproval(tx, firmId, id, row.changed_by_user_id);
    if (changers.has(userId))
      throw new AppError('FORBIDDEN', 'A user who changed the list cannot approve it', {
        errors: [{ path: 'changedByUserId', message: 'Four-eyes rule', code: 'four_eyes' }],
      });
    return repo.setDiscount(
      tx,
      firmId,
      id,
      sql`state = 'APPROVED', approved_by_user_id = ${userId}, approved_at = now()`,
    );
  });
}

export function cancelDiscount(ctx: Ctx, id: number, version: number) {
  return transition(ctx, id, { version, from: ['DRAFT', 'APPROVED'], action: 'cancel' }, (tx) =>
    repo.setDiscount(tx, ctx.auth.firmId, id, sql`state = 'CANCELLED'`),
  );
}

/**
 * Only the end date of an approved list. An earlier end keeps the approval (the change is in the
 * audit); a later or removed end grants the discount longer than approved, so it needs approval.
 */
export function changeEndDate(ctx: Ctx, id: number, version: number, validTo: string | null) {
  return transition(
    ctx,
    id,
    { version, from: ['APPROVED'], action: 'change-end-date' },
    (tx, row) => {
      if (validTo !== null && validTo < row.valid_from)
        throw fieldError('validTo', 'Must not be before validFrom');
      const longer = row.valid_to !== null && (validTo === null || validTo > row.valid_to);
      const end = sql`valid_to = ${validTo}::date`;
      return repo.setDiscount(
        tx,
        ctx.auth.firmId,
        id,
        longer ? sql`${end}, ${repo.backToApproval(ctx.auth.userId)}` : end,
      );
    },
  );
}

export async function cloneDiscount(ctx: Ctx, id: number) {
  const { firmId, userId } = ctx.auth;
  return runAction(ctx, async (tx) => {
    await requireDiscount(tx, firmId, id);
    const copyId = await repo.cloneDiscount(tx, firmId, id, userId);
    const after = toDiscount(await requireDiscount(tx, firmId, copyId));
    return {
      result: after,
      audit: { entity: 'discount', entityId: copyId, action: 'clone', before: { from: id }, after },
    };
  });
}

/** Deletes the DRAFT and CANCELLED lists among `ids`; answers per list what happened. */
export function deleteDiscounts(ctx: Ctx, ids: number[]) {
  const { firmId } = ctx.auth;
  return runAction(ctx, async (tx) => {
    const results = [];
    const deleted = [];
    for (const id of [...new Set(ids)]) {
      const row = await repo.findDiscount(tx, firmId, id, true);
      if (!row) results.push({ id, outcome: 'NOT_FOUND' as const, reason: null });
      else if (row.state === 'APPROVED')
        results.push({
          id,
          outcome: 'REFUSED' as const,
          reason: 'An approved list cannot be deleted; cancel it first',
        });
      else {
        await repo.deleteDiscount(tx, firmId, id);
        deleted.push(toDiscount(row));
        results.push({ id, outcome: 'DELETED' as const, reason: null });
      }
    }
    return {
      result: { results },
      audit: { entity: 'discount', entityId: null, action: 'delete', before: deleted },
    };
  });
}

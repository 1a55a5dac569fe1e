import type { TEarliestDate, TPlanCondition, ZPlanConditionBody } from '@kontor/contract';
import type { z } from 'zod';
import { type Ctx, runAction } from '../../platform/context.ts';
import type { Db } from '../../platform/db/database.ts';
import { fieldError } from '../../platform/errors.ts';
import { notFound, staleVersion } from './delivery.errors.ts';
import { earliestDeliveryDay } from './delivery.rules.ts';
import * as repo from './plans.repository.ts';

type ConditionInput = z.output<typeof ZPlanConditionBody>;

const toCondition = (r: repo.ConditionRow): TPlanCondition => ({
  id: r.id,
  name: r.name,
  postcodeFrom: r.postcode_from,
  postcodeTo: r.postcode_to,
  weekdays: r.weekdays,
  cutoffTime: r.cutoff_time,
  leadDays: r.lead_days,
  deliveryMethodId: r.delivery_method_id,
  deliveryMethodName: r.delivery_method_name,
  isActive: r.is_active,
  version: r.version,
});

export async function listConditions(ctx: Ctx): Promise<TPlanCondition[]> {
  return (await repo.listConditions(ctx.db, ctx.auth.firmId)).map(toCondition);
}

async function getCondition(ctx: Ctx, id: number, db: Db): Promise<TPlanCondition> {
  const [row] = await repo.listConditions(db, ctx.auth.firmId, { id });
  if (!row) throw notFound('plan condition');
  return toCondition(row);
}

async function checkMethod(tx: Db, ctx: Ctx, methodId: number) {
  const kind = await repo.methodKindOf(tx, ctx.auth.firmId, methodId);
  if (kind === null) throw fieldError('deliveryMethodId', 'No such delivery method');
  if (kind !== 'OWN_VEHICLE')
    throw fieldError('deliveryMethodId', 'Plan conditions plan own-vehicle delivery only');
}

export function createCondition(ctx: Ctx, input: ConditionInput): Promise<TPlanCondition> {
  return runAction(ctx, async (tx) => {
    await checkMethod(tx, ctx, input.deliveryMethodId);
    const id = await repo.insertCondition(tx, ctx.auth.firmId, input);
    const after = await getCondition(ctx, id, tx);
    return {
      result: after,
      audit: { entity: 'delivery_plan_condition', entityId: id, action: 'create', after },
    };
  });
}

export function updateCondition(
  ctx: Ctx,
  id: number,
  input: ConditionInput & { version: number },
): Promise<TPlanCondition> {
  return runAction(ctx, async (tx) => {
    const version = await repo.lockCondition(tx, ctx.auth.firmId, id);
    if (version === null) throw notFound('plan condition');
    if (version !== input.version) throw staleVersion('plan condition');
    const before = await getCondition(ctx, id, tx);
    await checkMethod(tx, ctx, input.deliveryMethodId);
    await repo.updateCondition(tx, ctx.auth.firmId, id, input);
    const after = await getCondition(ctx, id, tx);
    return {
      result: after,
      audit: { entity: 'delivery_plan_condition', entityId: id, action: 'update', before, after },
    };
  });
}

export function deleteCondition(ctx: Ctx, id: number, version: number): Promise<void> {
  return runAction(ctx, async (tx) => {
    const current = await repo.lockCondition(tx, ctx.auth.firmId, id);
    if (current === null) throw notFound('plan condition');
    if (current !== version) throw staleVersion('plan condition');
    const before = await getCondition(ctx, id, tx);
    await repo.deleteCondition(tx, ctx.auth.firmId, id);
    return {
      result: undefined,
      audit: { entity: 'delivery_plan_condition', entityId: id, action: 'delete', before },
    };
  });
}

/**
 * The earliest own-delivery date to a postcode: over the active conditions covering it, the
 * soonest. Weekends are the only non-working days (no holiday table exists yet: README).
 */
export async function earliestDate(
  db: Db,
  firmId: number,
  postcode: string,
  at: Date,
): Promise<TEarliestDate> {
  const conditions = await repo.listConditions(db, firmId, { postcode });
  let best: TEarliestDate = {
    date: null,
    planConditionId: null,
    planConditionName: null,
    skipsHolidays: false,
  };
  for (const c of conditions) {
    const date = earliestDeliveryDay(
      { weekdays: c.weekdays, cutoffTime: c.cutoff_time, leadDays: c.lead_days },
      at,
    );
    if (best.date === null || date < best.date)
      best = { date, planConditionId: c.id, planConditionName: c.name, skipsHolidays: false };
  }
  return best;
}

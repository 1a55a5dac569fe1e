import type { TEarliestDate, TPlanCondition, ZPlanConditionBody } from '@kontor/contract';
import type { z } from 'zod';
import { type Ctx, runAction } from '../../platform/context.ts';
import type { Db } from '../../platform/db/database.ts';
import { fieldError } from '../../platform/errors.ts';
import { publicCalendar } from '../production/schedule.service.ts';
import { notFound, staleVersion } from './delivery.errors.ts';
import {
  budapestDayAndTime,
  daysFrom,
  earliestDeliveryDay,
  mondayToFriday,
} from './delivery.rules.ts';
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
 * The Hungarian working calendar from `from` for `count` days (production's holiday table, read
 * once): whether a day is a working day, and whether it is a day off by law (a public holiday or
 * a transferred rest day, on any weekday). A day outside the window is Monday to Friday.
 */
export async function workingCalendar(db: Db, from: string, count: number) {
  const known = await publicCalendar(db, daysFrom(from, count));
  return {
    isWorkingDay: (day: string) => known.get(day)?.isWorkday ?? mondayToFriday(day),
    isDayOff: (day: string) =>
      known.get(day)?.kind === 'HOLIDAY' || known.get(day)?.kind === 'TRANSFERRED_REST_DAY',
  };
}

/**
 * The earliest own-delivery date to a postcode: over the active conditions covering it, the
 * soonest, by the Hungarian working calendar (README 'Rules').
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
    skipsHolidays: true,
  };
  if (conditions.length === 0) return best;
  // The lead time in working days plus a year of weekdays: more than any answer can need.
  const longestLead = Math.max(...conditions.map((c) => c.lead_days));
  const { isWorkingDay } = await workingCalendar(
    db,
    budapestDayAndTime(at).day,
    2 * longestLead + 400,
  );
  for (const c of conditions) {
    const date = earliestDeliveryDay(
      { weekdays: c.weekdays, cutoffTime: c.cutoff_time, leadDays: c.lead_days },
      at,
      isWorkingDay,
    );
    if (best.date === null || date < best.date)
      best = { date, planConditionId: c.id, planConditionName: c.name, skipsHolidays: true };
  }
  return best;
}

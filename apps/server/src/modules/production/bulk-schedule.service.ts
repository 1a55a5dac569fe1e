import type { TBulkScheduleBody } from '@kontor/contract';
import { sql } from 'drizzle-orm';
import { type Ctx, runAction } from '../../platform/context.ts';
import { queryRows } from '../../platform/db/database.ts';
import { AppError, fieldError } from '../../platform/errors.ts';
import { bookOrder } from './booking.service.ts';
import * as repo from './workshop-orders.repository.ts';
import { toHeader, WORKSHOP_ENTITY } from './workshop-orders.service.ts';

/**
 * Books the customer orders of the chosen workshop orders on one team's day of its (workshop)
 * tab, all or none: each order goes through `bookOrder` (its booking's lock, version read under
 * it, the capacity rule), in one transaction; one audit row names them all.
 */
export function bulkSchedule(ctx: Ctx, body: Required<TBulkScheduleBody>) {
  return runAction(ctx, async (tx) => {
    const firmId = ctx.auth.firmId;
    const [team] = await queryRows<{ tab_code: string }>(
      tx,
      sql`select t.tab_code from schedule_teams t join schedule_tabs s
            on s.firm_id = t.firm_id and s.code = t.tab_code and s.source = 'WORKSHOP'
          where t.firm_id = ${firmId} and t.id = ${body.teamId} and t.is_active`,
    );
    if (!team) throw fieldError('teamId', 'No such workshop team');
    const orders = await repo.listWorkshopOrders(tx, firmId, {
      term: '',
      ids: body.workshopOrderIds,
    });
    for (const [i, id] of body.workshopOrderIds.entries()) {
      const wo = orders.find((o) => o.id === id);
      if (!wo) throw fieldError(`workshopOrderIds.${i}`, 'No such workshop order');
      if (wo.state !== 'PLANNED' && wo.state !== 'SCHEDULED')
        throw new AppError('INVALID_STATE', `The workshop order ${wo.number} is ${wo.state}`);
    }
    const customerOrderIds = [...new Set(orders.map((o) => o.customer_order_id))].sort(
      (a, b) => a - b,
    );
    const bookings = [];
    for (const orderId of customerOrderIds) {
      const [current] = await queryRows<{ version: number }>(
        tx,
        sql`select version from schedule_bookings where firm_id = ${firmId}
              and tab_code = ${team.tab_code} and customer_order_id = ${orderId} for update`,
      );
      const input = { ...body, tab: team.tab_code, version: current?.version };
      bookings.push((await bookOrder(tx, ctx, orderId, input)).booking);
    }
    const after = await repo.listWorkshopOrders(tx, firmId, {
      term: '',
      ids: body.workshopOrderIds,
    });
    return {
      result: after.map(toHeader),
      audit: {
        entity: WORKSHOP_ENTITY,
        entityId: null,
        action: 'bulk-schedule',
        after: {
          teamId: body.teamId,
          day: body.day,
          workshopOrderIds: body.workshopOrderIds,
          bookings: bookings.map((b) => ({ id: b.id, overCapacity: b.overCapacity })),
        },
      },
    };
  });
}

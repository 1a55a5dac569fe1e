import type { TDashboardItem, TWorkshopOrderState } from '@kontor/contract';
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../platform/db/database.ts';
import { AppError } from '../../platform/errors.ts';
import { registerDashboardTab, type TabScope } from '../warehouse-dashboard/dashboard-tabs.ts';
import { finishInTransaction } from './finish.service.ts';
import * as repo from './workshop-orders.repository.ts';
import {
  markCannotProduce,
  planAgain,
  publishChanges,
  startWorkshopOrder,
} from './workshop-orders.service.ts';

/**
 * The workshop's tabs of the warehouse dashboard (README "Dashboard tabs"): TO_PRODUCE lists the
 * SCHEDULED and IN_PRODUCTION workshop orders by booked day (start, finish, or cannot produce),
 * CANNOT_PRODUCE the stopped ones (plan again). A chosen workstation keeps the orders of the
 * teams working there (and of teams bound to none).
 */
const TAB_STATES: Record<string, TWorkshopOrderState[]> = {
  TO_PRODUCE: ['SCHEDULED', 'IN_PRODUCTION'],
  CANNOT_PRODUCE: ['CANNOT_PRODUCE'],
};

function scoped(scope: TabScope, states: readonly TWorkshopOrderState[]) {
  const station = scope.workStationId
    ? sql`and (w.team_id is null or exists (select 1 from schedule_teams t where t.id = w.team_id
          and (t.work_station_id is null or t.work_station_id = ${scope.workStationId})))`
    : sql``;
  return sql`w.firm_id = ${scope.firmId} and w.state = any(${`{${states.join(',')}}`}::text[]) ${station}`;
}

async function count(db: Db, scope: TabScope, states: readonly TWorkshopOrderState[]) {
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from workshop_orders w where ${scoped(scope, states)}`,
  );
  return row!.n;
}

const NEXT: Partial<Record<TWorkshopOrderState, string[]>> = {
  SCHEDULED: ['IN_PRODUCTION'],
  IN_PRODUCTION: ['DONE'],
  CANNOT_PRODUCE: ['PLANNED'],
};

function toItem(r: repo.WorkshopOrderRow): TDashboardItem {
  return {
    id: `wo:${r.id}`,
    kind: 'WORKSHOP_ORDER',
    title:
      r.cannot_produce_reason && r.state === 'CANNOT_PRODUCE'
        ? `${r.number} – ${r.cannot_produce_reason}`
        : r.number,
    orderId: r.customer_order_id,
    orderNumber: r.customer_order_number,
    customerName: r.customer_name,
    productId: r.product_id,
    productCode: r.product_code,
    productName: r.product_name,
    quantity: r.quantity,
    unit: r.unit,
    storageId: null,
    storageCode: r.team_name,
    due: r.scheduled_date ?? r.wanted_date,
    state: r.state,
    href: `/app/workshop-orders?id=${r.id}`,
    actions: r.state === 'CANNOT_PRODUCE' ? ['change-state'] : ['change-state', 'cannot-produce'],
    nextStates: NEXT[r.state] ?? [],
  };
}

/** `wo:<id>` → the id (400 on `itemId` for anything else). */
function idOf(itemId: string) {
  const match = /^wo:(\d{1,9})$/.exec(itemId);
  if (!match)
    throw new AppError('VALIDATION_FAILED', 'Not a workshop order item', {
      errors: [{ path: 'itemId', message: 'wo:<id> expected', code: 'invalid' }],
    });
  return Number(match[1]);
}

for (const [code, position] of [
  ['TO_PRODUCE', 60],
  ['CANNOT_PRODUCE', 61],
] as const) {
  const states = TAB_STATES[code]!;
  registerDashboardTab({
    code,
    position,
    permission: 'production.use',
    count: (db, scope) => count(db, scope, states),
    async list(db, scope, page) {
      const rows = await queryRows<{ id: number }>(
        db,
        sql`select w.id from workshop_orders w where ${scoped(scope, states)}
            order by w.scheduled_date nulls last, w.wanted_date nulls last, w.id
            limit ${page.pageSize} offset ${page.pageNumber * page.pageSize}`,
      );
      const items = await repo.listWorkshopOrders(db, scope.firmId, {
        term: '',
        ids: rows.map((r) => r.id),
      });
      const byId = new Map(items.map((i) => [i.id, i]));
      return {
        total: await count(db, scope, states),
        items: rows.map((r) => toItem(byId.get(r.id)!)),
      };
    },
    async changeState(ctx, tx, itemId, state) {
      const id = idOf(itemId);
      const firmId = ctx.auth.firmId;
      if (state === 'IN_PRODUCTION') await startWorkshopOrder(tx, firmId, id, null);
      else if (state === 'DONE')
        await finishInTransaction(tx, ctx, id, { version: null, storageId: null });
      else if (state === 'PLANNED') await planAgain(tx, firmId, id, null);
      else
        throw new AppError('VALIDATION_FAILED', 'Not a state of this tab', {
          errors: [{ path: 'state', message: state, code: 'invalid' }],
        });
      await publishChanges(tx, firmId);
    },
    async cannotProduce(ctx, tx, itemId, reason) {
      await markCannotProduce(tx, ctx.auth.firmId, idOf(itemId), null, reason);
      await publishChanges(tx, ctx.auth.firmId);
    },
  });
}

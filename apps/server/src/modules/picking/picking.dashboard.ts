/**
 * The picking area's tabs on the warehouse dashboard (registered when the routes load):
 * TO_PICK, the open cycles (in progress first, then due first), and TO_PACK, the READY orders
 * picked by a closed cycle and not yet dispatched.
 */
import type { TDashboardItem } from '@kontor/contract';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../platform/db/database.ts';
import { publishChange } from '../../platform/events.ts';
import { registerDashboardTab } from '../warehouse-dashboard/dashboard-tabs.ts';
import * as repo from './picking.repository.ts';
import { lockCycle, toSummary } from './picking.view.ts';

const item = (values: Partial<TDashboardItem> & Pick<TDashboardItem, 'id' | 'kind' | 'title'>) => ({
  orderId: null,
  orderNumber: null,
  customerName: null,
  productId: null,
  productCode: null,
  productName: null,
  quantity: null,
  unit: null,
  storageId: null,
  storageCode: null,
  due: null,
  state: null,
  href: null,
  actions: [],
  nextStates: [],
  ...values,
});

const OPEN_CYCLES = sql`c.state in ('OPEN', 'IN_PROGRESS')`;

registerDashboardTab({
  code: 'TO_PICK',
  position: 30,
  async count(db, scope) {
    const [row] = await queryRows<{ n: number }>(
      db,
      sql`select count(*)::int as n from picking_cycles c
          where c.firm_id = ${scope.firmId} and ${OPEN_CYCLES}`,
    );
    return row!.n;
  },
  async list(db, scope, page) {
    const rows = await repo.listCycles(
      db,
      scope.firmId,
      { term: '', openOnly: true },
      { offset: page.pageNumber * page.pageSize, limit: page.pageSize },
    );
    return {
      total: rows[0]?.total ?? 0,
      items: rows.map((r) => {
        const c = toSummary(r);
        return item({
          id: `cycle:${c.id}`,
          kind: 'PICKING_CYCLE',
          title: c.number,
          quantity: String(c.lineCount - c.confirmedCount),
          storageId: c.zoneId,
          storageCode: c.zoneCode,
          due: c.due,
          state: c.state,
          href: `/app/picking-cycle/${c.id}`,
          actions: c.state === 'OPEN' ? ['change-state'] : [],
          nextStates: c.state === 'OPEN' ? ['IN_PROGRESS'] : [],
        });
      }),
    };
  },
  /** Start: the caller takes the OPEN cycle (assigned to them) and it is in progress. */
  async changeState(ctx, tx, itemId, state) {
    const id = Number(/^cycle:(\d+)$/.exec(itemId)?.[1] ?? Number.NaN);
    const states = state === 'IN_PROGRESS' ? (['OPEN'] as const) : [];
    const cycle = await lockCycle(tx, ctx.auth.firmId, Number.isInteger(id) ? id : 0, states);
    await repo.updateCycle(tx, cycle.id, {
      state: 'IN_PROGRESS',
      started: true,
      assignedUserId: cycle.assigned_user_id ?? ctx.auth.userId,
    });
    await publishChange(tx, ctx.auth.firmId, 'warehouse');
  },
});

/**
 * READY orders of the firm that a closed cycle picked and that have not left yet. A confirmed
 * line no longer open is a closed cycle's (a cycle is cancelled only while OPEN, before any
 * confirmation): the semi-join reads the partial index `picking_cycle_lines_packed` (0035) alone.
 */
const TO_PACK = (firmId: number) =>
  sql`o.firm_id = ${firmId} and o.state = 'READY'
      and exists (select 1 from picking_cycle_lines l
                  where l.order_id = o.id and not l.is_open and l.confirmed_at is not null)`;

registerDashboardTab({
  code: 'TO_PACK',
  position: 40,
  async count(db, scope) {
    const [row] = await queryRows<{ n: number }>(
      db,
      sql`select count(*)::int as n from customer_orders o where ${TO_PACK(scope.firmId)}`,
    );
    return row!.n;
  },
  async list(db, scope, page) {
    const rows = await queryRows<{
      id: number;
      number: string;
      customer_name: string;
      due: string | null;
      total: number;
    }>(
      db,
      // The page first, then its customers' names: only the page's rows join the partners.
      sql`select p.id, p.number, pa.name as customer_name, p.due::text as due, p.total
          from (select o.id, o.number, o.customer_id, o.wanted_delivery_date as due, o.order_date,
                       count(*) over ()::int as total
                from customer_orders o where ${TO_PACK(scope.firmId)}
                order by o.wanted_delivery_date nulls last, o.order_date, o.id
                limit ${page.pageSize} offset ${page.pageNumber * page.pageSize}) p
          join partners pa on pa.id = p.customer_id
          order by p.due nulls last, p.order_date, p.id`,
    );
    return {
      total: rows[0]?.total ?? 0,
      items: rows.map((r) =>
        item({
          id: `order:${r.id}`,
          kind: 'CUSTOMER_ORDER',
          title: r.number,
          orderId: r.id,
          orderNumber: r.number,
          customerName: r.customer_name,
          due: r.due,
          state: 'READY',
          href: `/app/CustomerOrderForm?id=${r.id}`,
        }),
      ),
    };
  },
});

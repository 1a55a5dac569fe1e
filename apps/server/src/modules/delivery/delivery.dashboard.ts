/**
 * The warehouse dashboard's TO_LOAD tab (warehouse-dashboard README 'Plugging a tab in'): the
 * stops of planned routes due by tomorrow, in loading order (the last stop goes in first), so
 * the floor loads each van; `reprintLabels` prints the order's parcel labels again.
 */
import type { TDashboardItem } from '@kontor/contract';
import { sql } from 'drizzle-orm';
import { todayInHungary } from '../../platform/business-day.ts';
import { type Db, queryRows } from '../../platform/db/database.ts';
import { AppError } from '../../platform/errors.ts';
import { orderLabelPdf } from '../customer-orders/parcels.service.ts';
import { registerDashboardTab } from '../warehouse-dashboard/dashboard-tabs.ts';

const tomorrow = () => {
  const d = new Date(`${todayInHungary()}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
};

const LOADING = (firmId: number) => sql`from delivery_route_stops s
  join delivery_routes r on r.id = s.route_id
  join customer_orders o on o.id = s.customer_order_id
  join partners p on p.id = o.customer_id
  join delivery_vehicles v on v.id = r.vehicle_id
  where s.firm_id = ${firmId} and r.state = 'PLANNED' and r.route_date <= ${tomorrow()}::date`;

async function countToLoad(db: Db, firmId: number) {
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n ${LOADING(firmId)}`,
  );
  return row!.n;
}

async function listToLoad(db: Db, firmId: number, page: { pageNumber: number; pageSize: number }) {
  const rows = await queryRows<{
    id: number;
    route_id: number;
    route_number: string;
    position: number;
    plate: string;
    order_id: number;
    order_number: string;
    customer_name: string;
    parcels: number;
    route_date: string;
    total: number;
  }>(
    db,
    sql`select s.id, r.id as route_id, r.number as route_number, s.position, v.plate_number as plate,
          o.id as order_id, o.number as order_number, p.name as customer_name,
          coalesce((select sum(count) from order_parcels where customer_order_id = o.id), 0)::int as parcels,
          r.route_date::text, count(*) over ()::int as total
        ${LOADING(firmId)}
        order by r.route_date, r.number, s.position desc
        limit ${page.pageSize} offset ${page.pageNumber * page.pageSize}`,
  );
  const items: TDashboardItem[] = rows.map((r) => ({
    id: `stop:${r.id}`,
    kind: 'ROUTE_STOP',
    title: `${r.plate} · ${r.route_number} · ${r.position}.`,
    orderId: r.order_id,
    orderNumber: r.order_number,
    customerName: r.customer_name,
    productId: null,
    productCode: null,
    productName: null,
    quantity: String(r.parcels),
    unit: 'csomag',
    storageId: null,
    storageCode: null,
    due: r.route_date,
    state: 'TO_LOAD',
    href: null,
    actions: ['reprint-labels-upon-loading'],
    nextStates: [],
  }));
  return { items, total: rows[0]?.total ?? 0 };
}

registerDashboardTab({
  code: 'TO_LOAD',
  position: 60,
  count: (db, scope) => countToLoad(db, scope.firmId),
  list: (db, scope, page) => listToLoad(db, scope.firmId, page),
  async reprintLabels(ctx, tx, itemId) {
    const match = /^stop:(\d{1,10})$/.exec(itemId);
    const [stop] = match
      ? await queryRows<{ order_id: number }>(
          tx,
          sql`select s.customer_order_id as order_id ${LOADING(ctx.auth.firmId)} and s.id = ${Number(match[1])}`,
        )
      : [];
    if (!stop) throw new AppError('NOT_FOUND', 'No such stop to load');
    return (await orderLabelPdf(ctx, tx, stop.order_id)).pdf;
  },
});

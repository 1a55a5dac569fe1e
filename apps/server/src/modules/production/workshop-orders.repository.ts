import type { TWorkshopOrderState } from '@kontor/contract';
import { type SQL, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../platform/db/database.ts';

const intArray = (ids: readonly number[]) => `{${ids.join(',')}}`;

export interface WorkshopOrderRow {
  id: number;
  number: string;
  state: TWorkshopOrderState;
  customer_order_id: number;
  customer_order_number: string;
  customer_order_line_id: number;
  customer_id: number;
  customer_name: string;
  product_id: number;
  product_code: string;
  product_name: string;
  unit: string;
  quantity: string;
  wanted_date: string | null;
  team_id: number | null;
  team_name: string | null;
  scheduled_date: string | null;
  cannot_produce_reason: string | null;
  materials_reserved: boolean;
  started_at: string | null;
  finished_at: string | null;
  version: number;
  note: string;
  output_storage_id: number | null;
  total: number;
}

/** Reserved materials per workshop order against what they need, as one boolean. */
const MATERIALS_RESERVED = sql`not exists (
  select 1 from workshop_order_materials m where m.workshop_order_id = w.id
    and m.quantity - m.consumed_quantity > coalesce((select sum(r.quantity) from stock_reservations r
      where r.workshop_order_id = w.id and r.product_id = m.component_id), 0))`;

const SELECT = sql`select w.id, w.number, w.state, w.customer_order_id, o.number as customer_order_number,
    w.customer_order_line_id, o.customer_id, pa.name as customer_name, w.product_id,
    p.code as product_code, p.name as product_name, l.unit, w.quantity::text as quantity,
    w.wanted_date::text as wanted_date, w.team_id, t.name as team_name,
    w.scheduled_date::text as scheduled_date, w.cannot_produce_reason,
    (w.state = 'DONE' or ${MATERIALS_RESERVED}) as materials_reserved,
    w.started_at::text as started_at, w.finished_at::text as finished_at, w.version, w.note,
    w.output_storage_id, count(*) over ()::int as total
  from workshop_orders w
  join customer_orders o on o.id = w.customer_order_id
  join customer_order_lines l on l.id = w.customer_order_line_id
  join partners pa on pa.id = o.customer_id
  join products p on p.id = w.product_id
  left join schedule_teams t on t.id = w.team_id`;

export async function findWorkshopOrder(db: Db, firmId: number, id: number, lock = false) {
  if (lock)
    await db.execute(
      sql`select 1 from workshop_orders where firm_id = ${firmId} and id = ${id} for update`,
    );
  const [row] = await queryRows<WorkshopOrderRow>(
    db,
    sql`${SELECT} where w.firm_id = ${firmId} and w.id = ${id}`,
  );
  return row;
}

export interface ListFilter {
  state?: TWorkshopOrderState | undefined;
  fromDate?: string | undefined;
  toDate?: string | undefined;
  teamId?: number | undefined;
  customerId?: number | undefined;
  term: string;
  customerOrderId?: number | undefined;
  ids?: readonly number[] | undefined;
  /**
   * Booked from this day on (SCHEDULED, IN_PRODUCTION) or finished since its start in Budapest
   * (DONE): the day's midnight there, not the database's (UTC), or an order finished after
   * midnight in Hungary fell out of 'today' for an hour.
   */
  outputFrom?: string | undefined;
}

function where(firmId: number, f: ListFilter): SQL {
  const parts = [sql`w.firm_id = ${firmId}`];
  if (f.state) parts.push(sql`w.state = ${f.state}`);
  if (f.fromDate) parts.push(sql`w.wanted_date >= ${f.fromDate}`);
  if (f.toDate) parts.push(sql`w.wanted_date <= ${f.toDate}`);
  if (f.teamId) parts.push(sql`w.team_id = ${f.teamId}`);
  if (f.customerId) parts.push(sql`o.customer_id = ${f.customerId}`);
  if (f.customerOrderId) parts.push(sql`w.customer_order_id = ${f.customerOrderId}`);
  if (f.ids) parts.push(sql`w.id = any(${intArray(f.ids)}::int[])`);
  if (f.outputFrom)
    parts.push(sql`((w.state in ('SCHEDULED', 'IN_PRODUCTION') and w.scheduled_date >= ${f.outputFrom})
      or (w.state = 'DONE' and w.finished_at >= ${f.outputFrom}::timestamp at time zone 'Europe/Budapest'))`);
  if (f.term) {
    const like = `%${f.term.replace(/[\\%_]/g, '\\$&')}%`;
    parts.push(sql`(w.number ilike ${like} or o.number ilike ${like} or p.code ilike ${like}
      or p.name ilike ${like})`);
  }
  return sql.join(parts, sql` and `);
}

export function listWorkshopOrders(
  db: Db,
  firmId: number,
  filter: ListFilter,
  window: { offset: number; limit: number } = { offset: 0, limit: 10_000 },
) {
  return queryRows<WorkshopOrderRow>(
    db,
    sql`${SELECT} where ${where(firmId, filter)}
        order by w.wanted_date nulls last, w.id limit ${window.limit} offset ${window.offset}`,
  );
}

export interface MaterialRow {
  component_id: number;
  code: string;
  name: string;
  unit: string;
  quantity_per_unit: string;
  quantity: string;
  reserved_quantity: string;
  consumed_quantity: string;
}

export function listMaterials(db: Db, workshopOrderId: number) {
  return queryRows<MaterialRow>(
    db,
    sql`select m.component_id, p.code, p.name, p.measure_unit_code as unit,
          m.quantity_per_unit::text as quantity_per_unit, m.quantity::text as quantity,
          coalesce((select sum(r.quantity) from stock_reservations r
            where r.workshop_order_id = m.workshop_order_id and r.product_id = m.component_id), 0)::text
            as reserved_quantity,
          m.consumed_quantity::text as consumed_quantity
        from workshop_order_materials m join products p on p.id = m.component_id
        where m.workshop_order_id = ${workshopOrderId} order by p.code`,
  );
}

export interface ProductionLineRow {
  id: number;
  product_id: number;
  quantity: string;
  fulfilment: string;
  has_workshop_order: boolean;
}

/** The order's lines (all or the named), with whether a live workshop order makes them. */
export function listOrderLines(db: Db, orderId: number, lineIds?: readonly number[]) {
  const named = lineIds ? sql`and l.id = any(${intArray(lineIds)}::int[])` : sql``;
  return queryRows<ProductionLineRow>(
    db,
    sql`select l.id, l.product_id, l.quantity::text as quantity, l.fulfilment,
          exists (select 1 from workshop_orders w where w.customer_order_line_id = l.id
                  and w.state <> 'CANCELLED') as has_workshop_order
        from customer_order_lines l where l.order_id = ${orderId} ${named} order by l.position`,
  );
}

/** The customer order locked for this transaction (its workshop orders are made under it). */
export async function lockCustomerOrder(db: Db, firmId: number, orderId: number) {
  const [row] = await queryRows<{
    id: number;
    number: string;
    state: string;
    wanted_delivery_date: string | null;
  }>(
    db,
    sql`select id, number, state, wanted_delivery_date::text as wanted_delivery_date
        from customer_orders where firm_id = ${firmId} and id = ${orderId} for update`,
  );
  return row;
}

export interface ComponentRow {
  component_id: number;
  quantity_per_unit: string;
}

export function listComponents(db: Db, firmId: number, productId: number) {
  return queryRows<ComponentRow>(
    db,
    sql`select component_id, quantity::text as quantity_per_unit from product_components
        where firm_id = ${firmId} and product_id = ${productId} order by component_id`,
  );
}

export async function insertWorkshopOrder(
  db: Db,
  who: { firmId: number; userId: number },
  values: {
    number: string;
    customerOrderId: number;
    lineId: number;
    productId: number;
    quantity: string;
    wantedDate: string | null;
    note: string;
  },
) {
  const [row] = await queryRows<{ id: number }>(
    db,
    sql`insert into workshop_orders (firm_id, number, customer_order_id, customer_order_line_id,
          product_id, quantity, wanted_date, note, created_by)
        values (${who.firmId}, ${values.number}, ${values.customerOrderId}, ${values.lineId},
          ${values.productId}, ${values.quantity}, ${values.wantedDate}, ${values.note}, ${who.userId})
        returning id`,
  );
  return row!.id;
}

export async function insertMaterials(
  db: Db,
  firmId: number,
  workshopOrderId: number,
  rows: readonly { componentId: number; perUnit: string; quantity: string }[],
) {
  if (rows.length === 0) return;
  await db.execute(
    sql`insert into workshop_order_materials (firm_id, workshop_order_id, component_id,
          quantity_per_unit, quantity)
        select ${firmId}, ${workshopOrderId}, c, q1, q
        from unnest(${intArray(rows.map((r) => r.componentId))}::int[],
                    ${`{${rows.map((r) => r.perUnit).join(',')}}`}::numeric[],
                    ${`{${rows.map((r) => r.quantity).join(',')}}`}::numeric[]) as u(c, q1, q)`,
  );
}

/** Sets the state (and what goes with it) and bumps the version. */
export async function updateWorkshopOrder(
  db: Db,
  id: number,
  set: {
    state: TWorkshopOrderState;
    reason?: string | null;
    team?: { teamId: number | null; day: string | null };
    started?: boolean;
    finished?: { storageId: number };
  },
) {
  await db.execute(
    sql`update workshop_orders set state = ${set.state}, version = version + 1, updated_at = now()
        ${set.reason !== undefined ? sql`, cannot_produce_reason = ${set.reason}` : sql``}
        ${set.team ? sql`, team_id = ${set.team.teamId}, scheduled_date = ${set.team.day}` : sql``}
        ${set.started ? sql`, started_at = now()` : sql``}
        ${set.finished ? sql`, finished_at = now(), output_storage_id = ${set.finished.storageId}` : sql``}
        where id = ${id}`,
  );
}

export function setConsumed(db: Db, workshopOrderId: number) {
  return db.execute(
    sql`update workshop_order_materials set consumed_quantity = quantity
        where workshop_order_id = ${workshopOrderId}`,
  );
}

import type { TPickingCycleState, TShortPickReason } from '@kontor/contract';
import { type SQL, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../platform/db/database.ts';

/**
 * The lines picking gathers: from stock, and made in the workshop (a PRODUCTION line is reserved
 * only when its workshop order is finished: the product booked in for it, production README).
 */
const GOODS = sql`('STOCK', 'PRODUCTION')`;

const intArray = (values: readonly number[]) => `{${values.map(Number).join(',')}}`;
const textArray = (values: readonly string[]) =>
  `{${values.map((v) => `"${v.replace(/["\\]/g, '\\$&')}"`).join(',')}}`;

export interface CycleRow {
  id: number;
  number: string;
  state: TPickingCycleState;
  zone_id: number;
  zone_code: string;
  zone_name: string;
  branch_id: number;
  packing_storage_id: number;
  packing_storage_code: string;
  assigned_user_id: number | null;
  assigned_user_name: string | null;
  note: string;
  created_at: string | Date;
  closed_at: string | Date | null;
  due: string | null;
  line_count: number;
  confirmed_count: number;
  order_count: number;
  version: number;
  total?: number;
}

/** Cycle heads with their counts and earliest due date; `where` filters, `tail` orders and pages. */
function cycleHeads(firmId: number, where: SQL, tail: SQL) {
  return sql`select c.id, c.number, c.state, c.zone_id, z.code as zone_code, z.name as zone_name,
      z.branch_id, c.packing_storage_id, p.code as packing_storage_code, c.assigned_user_id,
      u.full_name as assigned_user_name, c.note, c.created_at, c.closed_at,
      n.due::text as due, n.line_count, n.confirmed_count, n.order_count, c.version,
      count(*) over ()::int as total
    from picking_cycles c
    join storages z on z.id = c.zone_id
    join storages p on p.id = c.packing_storage_id
    left join users u on u.id = c.assigned_user_id
    cross join lateral (
      select count(*)::int as line_count,
             count(l.confirmed_at)::int as confirmed_count,
             count(distinct l.order_id)::int as order_count,
             min(o.wanted_delivery_date) as due
      from picking_cycle_lines l join customer_orders o on o.id = l.order_id
      where l.cycle_id = c.id) n
    where c.firm_id = ${firmId} and ${where} ${tail}`;
}

export async function findCycle(db: Db, firmId: number, id: number, forUpdate = false) {
  if (forUpdate)
    await db.execute(
      sql`select 1 from picking_cycles where firm_id = ${firmId} and id = ${id} for update`,
    );
  const [row] = await queryRows<CycleRow>(db, cycleHeads(firmId, sql`c.id = ${id}`, sql``));
  return row;
}

export function listCycles(
  db: Db,
  firmId: number,
  filter: {
    state?: TPickingCycleState | undefined;
    zoneId?: number | undefined;
    assignedUserId?: number | undefined;
    term: string;
    /** OPEN and IN_PROGRESS only (the dashboard's tab). */
    openOnly?: boolean;
  },
  page: { offset: number; limit: number },
) {
  const where = [sql`true`];
  if (filter.openOnly) where.push(sql`c.state in ('OPEN', 'IN_PROGRESS')`);
  if (filter.state) where.push(sql`c.state = ${filter.state}`);
  if (filter.zoneId) where.push(sql`c.zone_id = ${filter.zoneId}`);
  if (filter.assignedUserId) where.push(sql`c.assigned_user_id = ${filter.assignedUserId}`);
  if (filter.term) where.push(sql`c.number ilike ${`%${filter.term}%`}`);
  return queryRows<CycleRow>(
    db,
    cycleHeads(
      firmId,
      sql.join(where, sql` and `),
      sql`order by (c.state in ('OPEN', 'IN_PROGRESS')) desc, (c.state = 'IN_PROGRESS') desc, n.due nulls last, c.created_at desc, c.id desc
          limit ${page.limit} offset ${page.offset}`,
    ),
  );
}

/** The caller's next OPEN cycle: assigned to them first, else unassigned; due first, oldest. */
export async function findNonStarted(db: Db, firmId: number, userId: number) {
  const [row] = await queryRows<CycleRow>(
    db,
    cycleHeads(
      firmId,
      sql`c.state = 'OPEN' and (c.assigned_user_id = ${userId} or c.assigned_user_id is null)`,
      sql`order by (c.assigned_user_id is null), n.due nulls last, c.created_at, c.id limit 1`,
    ),
  );
  return row;
}

export interface LineRow {
  id: number;
  order_id: number;
  order_number: string;
  order_line_id: number;
  product_id: number;
  product_code: string;
  product_name: string;
  barcode: string | null;
  unit: string;
  storage_id: number;
  storage_code: string;
  storage_path: string[];
  quantity: string;
  picked_quantity: string | null;
  short_reason: TShortPickReason | null;
  confirmed_at: string | Date | null;
  reservation_id: number | null;
}

/** The cycle's lines in walk order: location path, then product code. */
export function listLines(db: Db, cycleId: number) {
  return queryRows<LineRow>(
    db,
    sql`select l.id, l.order_id, o.number as order_number, l.order_line_id, l.product_id,
          p.code as product_code, p.name as product_name, pl.barcode_value as barcode, ol.unit,
          l.storage_id, s.code as storage_code, l.storage_path, l.quantity::text,
          l.picked_quantity::text, l.short_reason, l.confirmed_at, l.reservation_id
        from picking_cycle_lines l
        join customer_orders o on o.id = l.order_id
        join customer_order_lines ol on ol.id = l.order_line_id
        join products p on p.id = l.product_id
        left join product_labels pl on pl.product_id = p.id
        join storages s on s.id = l.storage_id
        where l.cycle_id = ${cycleId}
        order by l.storage_path, p.code, o.number, l.id`,
  );
}

export function listCycleOrders(db: Db, cycleId: number) {
  return queryRows<{
    id: number;
    number: string;
    customer_name: string;
    state: string;
    wanted_delivery_date: string | null;
  }>(
    db,
    sql`select o.id, o.number, pa.name as customer_name, o.state,
          o.wanted_delivery_date::text as wanted_delivery_date
        from customer_orders o join partners pa on pa.id = o.customer_id
        where o.id in (select order_id from picking_cycle_lines where cycle_id = ${cycleId})
        order by o.wanted_delivery_date nulls last, o.order_date, o.id`,
  );
}

export interface StorageRow {
  id: number;
  code: string;
  name: string;
  type: string;
  branch_id: number;
  parent_id: number | null;
  is_active: boolean;
}

export async function findStorage(db: Db, firmId: number, id: number) {
  const [row] = await queryRows<StorageRow>(
    db,
    sql`select id, code, name, type, branch_id, parent_id, is_active from storages
        where firm_id = ${firmId} and id = ${id}`,
  );
  return row;
}

/**
 * Reserved goods lines (STOCK, and PRODUCTION once their workshop order is done and the made
 * product is reserved for them) in the zone's subtree (shelves and bins: never a buffer, where goods wait
 * to be shelved or packed) of orders that wait to be picked (CONFIRMED or
 * IN_PROGRESS) and whose reservation is in no open cycle, with the location's path from the
 * warehouse. `orderIds` narrows to those orders.
 */
function pickable(firmId: number, zoneId: number, orderIds?: readonly number[]) {
  const named = orderIds ? sql`and o.id = any(${intArray(orderIds)}::int[])` : sql``;
  return sql`with recursive sub(id, path) as (
      select z.id, array[w.code, z.code]::text[] from storages z
      join storages w on w.id = z.parent_id
      where z.firm_id = ${firmId} and z.id = ${zoneId}
      union all
      select s.id, sub.path || s.code from storages s join sub on s.parent_id = sub.id
      where s.type <> 'BUFFER'),
    pickable as (
      select r.id as reservation_id, o.id as order_id, l.id as order_line_id, r.product_id,
             r.storage_id, sub.path, r.quantity, o.wanted_delivery_date, o.order_date,
             o.number, pa.name as customer_name
      from stock_reservations r
      join sub on sub.id = r.storage_id
      join customer_order_lines l on l.id = r.order_line_id and l.fulfilment in ${GOODS}
      join customer_orders o on o.id = l.order_id
      join partners pa on pa.id = o.customer_id
      where r.firm_id = ${firmId} and o.firm_id = ${firmId}
        and o.state in ('CONFIRMED', 'IN_PROGRESS') ${named}
        and not exists (select 1 from picking_cycle_lines c
                        where c.reservation_id = r.id and c.is_open))`;
}

export function listCandidates(db: Db, firmId: number, zoneId: number, limit: number) {
  return queryRows<{
    order_id: number;
    number: string;
    customer_name: string;
    order_date: string;
    wanted_delivery_date: string | null;
    line_count: number;
  }>(
    db,
    sql`${pickable(firmId, zoneId)}
        select order_id, number, customer_name, order_date::text as order_date,
               wanted_delivery_date::text as wanted_delivery_date, count(*)::int as line_count
        from pickable
        group by order_id, number, customer_name, order_date, wanted_delivery_date
        order by wanted_delivery_date nulls last, order_date, order_id
        limit ${limit}`,
  );
}

/** The zone holding the first due pickable reservation of the firm (orders due first). */
export async function findFirstDueZone(db: Db, firmId: number): Promise<number | null> {
  const [row] = await queryRows<{ zone_id: number }>(
    db,
    sql`with recursive zoned(id, zone_id) as (
          select id, id from storages where firm_id = ${firmId} and type = 'ZONE'
          union all
          select s.id, zoned.zone_id from storages s join zoned on s.parent_id = zoned.id
          where s.type <> 'BUFFER')
        select zoned.zone_id from stock_reservations r
        join zoned on zoned.id = r.storage_id
        join customer_order_lines l on l.id = r.order_line_id and l.fulfilment in ${GOODS}
        join customer_orders o on o.id = l.order_id
        where r.firm_id = ${firmId} and o.state in ('CONFIRMED', 'IN_PROGRESS')
          and not exists (select 1 from picking_cycle_lines c
                          where c.reservation_id = r.id and c.is_open)
        order by o.wanted_delivery_date nulls last, o.order_date, o.id, r.id
        limit 1`,
  );
  return row?.zone_id ?? null;
}

export async function insertCycle(
  tx: Db,
  firmId: number,
  values: {
    number: string;
    zoneId: number;
    packingStorageId: number;
    assignedUserId: number | null;
    note: string;
    userId: number;
  },
): Promise<number> {
  const [row] = await queryRows<{ id: number }>(
    tx,
    sql`insert into picking_cycles (firm_id, number, zone_id, packing_storage_id,
          assigned_user_id, note, created_by)
        values (${firmId}, ${values.number}, ${values.zoneId}, ${values.packingStorageId},
          ${values.assignedUserId}, ${values.note}, ${values.userId})
        returning id`,
  );
  return row!.id;
}

/**
 * Puts the orders' pickable lines of the zone into the cycle. The orders' rows are locked first
 * (FOR SHARE, in id order): an order's edit or cancel holds its row FOR UPDATE and refuses while
 * a line is in an open cycle, so the two never pass each other (customer-orders README). A
 * reservation already in an open cycle (also one a parallel transaction has just taken) is
 * skipped: the unique index on open lines decides, so each reservation lands in exactly one
 * cycle. Answers how many were taken.
 */
export async function insertLines(
  tx: Db,
  firmId: number,
  cycleId: number,
  zoneId: number,
  orderIds: readonly number[],
): Promise<number> {
  await tx.execute(
    sql`select 1 from customer_orders
        where firm_id = ${firmId} and id = any(${intArray(orderIds)}::int[])
        order by id for share`,
  );
  const rows = await queryRows<{ id: number }>(
    tx,
    sql`${pickable(firmId, zoneId, orderIds)}
        insert into picking_cycle_lines (firm_id, cycle_id, order_id, order_line_id,
          reservation_id, product_id, storage_id, storage_path, quantity)
        select ${firmId}, ${cycleId}, order_id, order_line_id, reservation_id, product_id,
               storage_id, path, quantity
        from pickable order by reservation_id
        on conflict (reservation_id) where is_open do nothing
        returning id`,
  );
  return rows.length;
}

export async function deleteOrderLines(tx: Db, cycleId: number, orderIds: readonly number[]) {
  await tx.execute(
    sql`delete from picking_cycle_lines
        where cycle_id = ${cycleId} and order_id = any(${intArray(orderIds)}::int[])`,
  );
}

export async function updateCycle(
  tx: Db,
  id: number,
  values: {
    state?: TPickingCycleState;
    assignedUserId?: number | null;
    note?: string;
    started?: boolean;
    closedBy?: number;
  },
): Promise<void> {
  const sets = [sql`version = version + 1`];
  if (values.state) sets.push(sql`state = ${values.state}`);
  if (values.assignedUserId !== undefined)
    sets.push(sql`assigned_user_id = ${values.assignedUserId}`);
  if (values.note !== undefined) sets.push(sql`note = ${values.note}`);
  if (values.started) sets.push(sql`started_at = now()`);
  if (values.closedBy) sets.push(sql`closed_at = now(), closed_by = ${values.closedBy}`);
  await tx.execute(sql`update picking_cycles set ${sql.join(sets, sql`, `)} where id = ${id}`);
}

/** A closed or cancelled cycle's lines free their reservations for another cycle. */
export async function releaseLines(tx: Db, cycleId: number): Promise<void> {
  await tx.execute(sql`update picking_cycle_lines set is_open = false where cycle_id = ${cycleId}`);
}

export async function confirmLine(
  tx: Db,
  lineId: number,
  values: { pickedQuantity: string; shortReason: TShortPickReason | null; userId: number },
): Promise<void> {
  await tx.execute(
    sql`update picking_cycle_lines set picked_quantity = ${values.pickedQuantity}::numeric,
          short_reason = ${values.shortReason}, confirmed_by = ${values.userId},
          confirmed_at = now()
        where id = ${lineId}`,
  );
}

/** The firm's active users holding the warehouse role, by name. */
export function listWorkers(db: Db, firmId: number) {
  return queryRows<{ id: number; name: string }>(
    db,
    sql`select u.id, u.full_name as name from users u join user_firms f on f.user_id = u.id
        where f.firm_id = ${firmId} and u.is_active and 'warehouse' = any(u.roles)
        order by u.full_name, u.id`,
  );
}

export async function isActiveUserOfFirm(db: Db, firmId: number, userId: number) {
  const rows = await queryRows(
    db,
    sql`select 1 from users u join user_firms f on f.user_id = u.id
        where u.id = ${userId} and f.firm_id = ${firmId} and u.is_active`,
  );
  return rows.length > 0;
}

/** Locks the rows of the cycle's orders in id order (before any stock lock, as dispatch does). */
export async function lockCycleOrders(tx: Db, firmId: number, cycleId: number) {
  await tx.execute(
    sql`select id from customer_orders
        where firm_id = ${firmId}
          and id in (select order_id from picking_cycle_lines where cycle_id = ${cycleId})
        order by id for update`,
  );
}

/** What the close moves per line: the picked quantity, at most what the reservation still holds. */
export interface Take {
  reservationId: number;
  orderId: number;
  orderLineId: number;
  productId: number;
  storageId: number;
  quantity: string;
  usesUp: boolean;
}

/** The cycle's picked lines with what each takes of its reservation (one statement). */
export function listTakes(tx: Db, cycleId: number): Promise<Take[]> {
  return queryRows<Take>(
    tx,
    sql`select r.id as "reservationId", l.order_id as "orderId", r.order_line_id as "orderLineId",
          r.product_id as "productId", r.storage_id as "storageId",
          least(l.picked_quantity, r.quantity)::text as quantity,
          l.picked_quantity >= r.quantity as "usesUp"
        from picking_cycle_lines l join stock_reservations r on r.id = l.reservation_id
        where l.cycle_id = ${cycleId} and l.picked_quantity > 0
        order by l.id`,
  );
}

/**
 * Moves the taken quantities' reservations to the packing location: a used-up reservation
 * changes its storage, a partly taken one keeps the rest and a new one holds the taken part.
 */
export async function moveReservations(
  tx: Db,
  firmId: number,
  packingStorageId: number,
  takes: readonly Take[],
): Promise<void> {
  const whole = takes.filter((t) => t.usesUp).map((t) => t.reservationId);
  const part = takes.filter((t) => !t.usesUp);
  if (whole.length)
    await tx.execute(
      sql`update stock_reservations set storage_id = ${packingStorageId}
          where id = any(${intArray(whole)}::int[])`,
    );
  if (part.length === 0) return;
  const ids = intArray(part.map((t) => t.reservationId));
  const quantities = textArray(part.map((t) => t.quantity));
  await tx.execute(
    sql`with u as (select * from unnest(${ids}::int[], ${quantities}::numeric[]) as u(id, q)),
        upd as (update stock_reservations r set quantity = r.quantity - u.q from u where r.id = u.id
                returning r.order_line_id, r.product_id, u.q)
        insert into stock_reservations (firm_id, order_line_id, product_id, storage_id, quantity)
        select ${firmId}, order_line_id, product_id, ${packingStorageId}, q from upd`,
  );
}

/**
 * Per order: whether every goods line (STOCK or PRODUCTION) is fully reserved in the packing location (nothing
 * left elsewhere and all not yet dispatched there), with the order's state.
 */
export function orderCompleteness(db: Db, orderIds: readonly number[], packingStorageId: number) {
  return queryRows<{ id: number; state: string; complete: boolean }>(
    db,
    sql`select o.id, o.state,
          coalesce(bool_and(coalesce(res.outside, 0) = 0
                   and coalesce(res.packed, 0) >= l.quantity - l.dispatched_quantity), true) as complete
        from customer_orders o
        left join (customer_order_lines l join products p on p.id = l.product_id and not p.is_service)
          on l.order_id = o.id and l.fulfilment in ${GOODS}
        left join lateral (
          select sum(r.quantity) filter (where r.storage_id <> ${packingStorageId}) as outside,
                 sum(r.quantity) filter (where r.storage_id = ${packingStorageId}) as packed
          from stock_reservations r where r.order_line_id = l.id) res on true
        where o.id = any(${intArray(orderIds)}::int[])
        group by o.id, o.state
        order by o.id`,
  );
}

import { type SQL, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../platform/db/database.ts';

/** What a stop or a candidate shows of its order: address, contact, payment, parcels. */
export interface OrderFactsRow {
  order_id: number;
  order_number: string;
  order_state: string;
  customer_name: string;
  address: string;
  postcode: string;
  city: string;
  contact_name: string | null;
  phone: string | null;
  payment_method: string;
  gross_total: string;
  currency_code: string;
  wanted_delivery_date: string | null;
  branch_id: number;
  parcel_count: number;
  weight_kg: string;
  volume_m3: string;
  delivery_note_number: string | null;
  method_kind: string | null;
}

/** The facts of the firm's orders the condition picks (`o` is customer_orders). */
function orderFacts(firmId: number, where: SQL) {
  return sql`select o.id as order_id, o.number as order_number, o.state as order_state,
      p.name as customer_name, o.delivery_address as address,
      coalesce(a.postal_code, substring(o.delivery_address from '^([1-9][0-9]{3})'), '') as postcode,
      coalesce(a.city, '') as city, c.name as contact_name, c.phone,
      o.payment_method, o.gross_total::text, o.currency_code, o.wanted_delivery_date::text, o.branch_id,
      coalesce(pr.parcel_count, 0)::int as parcel_count,
      coalesce(pr.weight_kg, 0)::numeric(12, 3)::text as weight_kg,
      coalesce(pr.volume_m3, 0)::numeric(12, 3)::text as volume_m3,
      (select d.number from dispatches d where d.customer_order_id = o.id order by d.id desc limit 1)
        as delivery_note_number,
      m.kind as method_kind
    from customer_orders o
    join partners p on p.id = o.customer_id
    left join partner_addresses a on a.id = coalesce(o.delivery_address_id,
      (select b.id from partner_addresses b where b.partner_id = o.customer_id and b.kind = 'BILLING'))
    left join partner_contacts c on c.id = coalesce(o.contact_id,
      (select pc.id from partner_contacts pc where pc.partner_id = o.customer_id and pc.is_primary))
    left join order_deliveries od on od.customer_order_id = o.id
    left join delivery_methods m on m.id = od.delivery_method_id
    left join lateral (
      select sum(count) as parcel_count, sum(count * weight_kg) as weight_kg,
        sum(count * length_cm::numeric * width_cm * height_cm) / 1000000 as volume_m3
      from order_parcels where customer_order_id = o.id) pr on true
    where o.firm_id = ${firmId} and ${where}`;
}

export function listOrderFacts(db: Db, firmId: number, orderIds: readonly number[]) {
  if (orderIds.length === 0) return Promise.resolve([]);
  return queryRows<OrderFactsRow>(
    db,
    orderFacts(
      firmId,
      sql`o.id in (${sql.join(
        orderIds.map((id) => sql`${id}`),
        sql`, `,
      )})`,
    ),
  );
}

/**
 * Orders a route of `day` may take: READY or DISPATCHED, delivered by own vehicle (or no method
 * chosen), wanted by that day at the latest, to a postcode an active plan condition serves on
 * that weekday, on no open route and not delivered before.
 */
export function listCandidates(db: Db, firmId: number, day: string, weekday: number) {
  return queryRows<OrderFactsRow & { plan_condition_name: string | null }>(
    db,
    sql`select f.*, (select pc.name from delivery_plan_conditions pc
          where pc.firm_id = ${firmId} and pc.is_active and ${weekday} = any(pc.weekdays)
            and f.postcode between pc.postcode_from and pc.postcode_to
          order by pc.postcode_from limit 1) as plan_condition_name
        from (${orderFacts(
          firmId,
          sql`o.state in ('READY', 'DISPATCHED')
            and (o.wanted_delivery_date is null or o.wanted_delivery_date <= ${day}::date)
            and not exists (select 1 from delivery_route_stops s where s.customer_order_id = o.id
              and (s.is_open or s.state = 'DELIVERED'))`,
        )}) f
        where (f.method_kind is null or f.method_kind = 'OWN_VEHICLE')
        order by f.postcode, f.order_number`,
  ).then((rows) => rows.filter((r) => r.plan_condition_name !== null));
}

/** Locks the orders (in id order, so two plans never deadlock) and answers those of the firm. */
export async function lockOrders(db: Db, firmId: number, orderIds: readonly number[]) {
  if (orderIds.length === 0) return [];
  const rows = await queryRows<{ id: number }>(
    db,
    sql`select id from customer_orders where firm_id = ${firmId}
          and id in (${sql.join(
            orderIds.map((id) => sql`${id}`),
            sql`, `,
          )})
        order by id for update`,
  );
  return rows.map((r) => r.id);
}

/** The orders already on an open route other than `routeId`, with that route's number. */
export function findOrdersOnOpenRoutes(
  db: Db,
  orderIds: readonly number[],
  routeId: number | null,
) {
  if (orderIds.length === 0) return Promise.resolve([]);
  return queryRows<{ order_id: number; route_number: string }>(
    db,
    sql`select s.customer_order_id as order_id, r.number as route_number
        from delivery_route_stops s join delivery_routes r on r.id = s.route_id
        where s.is_open and s.customer_order_id in (${sql.join(
          orderIds.map((id) => sql`${id}`),
          sql`, `,
        )})
          ${routeId === null ? sql`` : sql`and s.route_id <> ${routeId}`}`,
  );
}

export interface RouteRow {
  id: number;
  number: string;
  date: string;
  state: 'PLANNED' | 'DEPARTED' | 'RETURNED' | 'CANCELLED';
  branch_id: number;
  vehicle_id: number;
  vehicle_plate: string;
  vehicle_name: string;
  driver_user_id: number;
  driver_name: string;
  stop_count: number;
  delivered_count: number;
  failed_count: number;
  weight_kg: string;
  volume_m3: string;
  capacity_kg: string;
  capacity_m3: string;
  distance_km: string;
  departed_at: string | null;
  returned_at: string | null;
  note: string;
  version: number;
  depot_postcode: string;
  total: number;
}

export interface RouteFilter {
  id?: number;
  from?: string;
  to?: string;
  state?: string;
  vehicleId?: number;
  driverUserId?: number;
}

/**
 * A page of routes: the page's ids (and the total) are chosen first on the route rows alone, so
 * the stop and parcel aggregates run for the page's rows only, not the whole month.
 */
export function listRoutes(
  db: Db,
  firmId: number,
  f: RouteFilter,
  page: { offset: number; limit: number } = { offset: 0, limit: 1000 },
) {
  return queryRows<RouteRow>(
    db,
    sql`with page as (
          select r.id, count(*) over ()::int as total from delivery_routes r
          where r.firm_id = ${firmId}
            ${f.id === undefined ? sql`` : sql`and r.id = ${f.id}`}
            ${f.from === undefined ? sql`` : sql`and r.route_date >= ${f.from}::date`}
            ${f.to === undefined ? sql`` : sql`and r.route_date <= ${f.to}::date`}
            ${f.state === undefined ? sql`` : sql`and r.state = ${f.state}`}
            ${f.vehicleId === undefined ? sql`` : sql`and r.vehicle_id = ${f.vehicleId}`}
            ${f.driverUserId === undefined ? sql`` : sql`and r.driver_user_id = ${f.driverUserId}`}
          order by r.route_date, r.number
          limit ${page.limit} offset ${page.offset})
        select r.id, r.number, r.route_date::text as date, r.state, r.branch_id, r.vehicle_id,
          v.plate_number as vehicle_plate, v.name as vehicle_name, r.driver_user_id,
          u.full_name as driver_name, coalesce(st.stop_count, 0)::int as stop_count,
          coalesce(st.delivered_count, 0)::int as delivered_count,
          coalesce(st.failed_count, 0)::int as failed_count,
          coalesce(st.weight_kg, 0)::numeric(12, 3)::text as weight_kg,
          coalesce(st.volume_m3, 0)::numeric(12, 3)::text as volume_m3,
          v.capacity_kg::text, v.capacity_m3::text, r.distance_km::text,
          to_char(r.departed_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as departed_at,
          to_char(r.returned_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as returned_at,
          r.note, r.version, b.postal_code as depot_postcode, page.total
        from page
        join delivery_routes r on r.id = page.id
        join delivery_vehicles v on v.id = r.vehicle_id
        join users u on u.id = r.driver_user_id
        join branches b on b.id = r.branch_id
        left join lateral (
          select count(*) as stop_count,
            count(*) filter (where s.state = 'DELIVERED') as delivered_count,
            count(*) filter (where s.state = 'FAILED') as failed_count,
            sum(pr.weight_kg) as weight_kg, sum(pr.volume_m3) as volume_m3
          from delivery_route_stops s
          left join lateral (
            select sum(count * weight_kg) as weight_kg,
              sum(count * length_cm::numeric * width_cm * height_cm) / 1000000 as volume_m3
            from order_parcels where customer_order_id = s.customer_order_id) pr on true
          where s.route_id = r.id) st on true
        order by r.route_date, r.number`,
  );
}

export interface StopRow {
  id: number;
  route_id: number;
  position: number;
  customer_order_id: number;
  state: 'PENDING' | 'ARRIVED' | 'DELIVERED' | 'FAILED';
  arrived_at: string | null;
  completed_at: string | null;
  failure_reason: string | null;
  failure_note: string | null;
  recipient_name: string | null;
  signature_file_id: number | null;
  photo_file_id: number | null;
  photo_type: string | null;
}

export function listStops(db: Db, firmId: number, routeId: number) {
  return queryRows<StopRow>(
    db,
    sql`select id, route_id, position, customer_order_id, state,
          to_char(arrived_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as arrived_at,
          to_char(completed_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as completed_at,
          failure_reason, failure_note, recipient_name, signature_file_id, photo_file_id, photo_type
        from delivery_route_stops where route_id = ${routeId} and firm_id = ${firmId}
        order by position`,
  );
}

/** Locks the route row; answers its state, version and driver (null: not the firm's). */
export async function lockRoute(db: Db, firmId: number, id: number) {
  const [row] = await queryRows<{ state: string; version: number; driver_user_id: number }>(
    db,
    sql`select state, version, driver_user_id from delivery_routes
        where id = ${id} and firm_id = ${firmId} for update`,
  );
  return row ?? null;
}

export async function insertRoute(
  db: Db,
  firmId: number,
  v: {
    number: string;
    date: string;
    branchId: number;
    vehicleId: number;
    driverUserId: number;
    note: string;
    userId: number;
  },
) {
  const [row] = await queryRows<{ id: number }>(
    db,
    sql`insert into delivery_routes (firm_id, number, route_date, branch_id, vehicle_id, driver_user_id, note, created_by)
        values (${firmId}, ${v.number}, ${v.date}, ${v.branchId}, ${v.vehicleId}, ${v.driverUserId}, ${v.note}, ${v.userId})
        returning id`,
  );
  return row!.id;
}

export async function updateRouteHeader(
  db: Db,
  id: number,
  v: { date: string; vehicleId: number; driverUserId: number; note: string },
) {
  await db.execute(
    sql`update delivery_routes set route_date = ${v.date}, vehicle_id = ${v.vehicleId},
          driver_user_id = ${v.driverUserId}, note = ${v.note}, version = version + 1, updated_at = now()
        where id = ${id}`,
  );
}

export async function setRouteState(
  db: Db,
  id: number,
  state: string,
  stamp?: 'departed_at' | 'returned_at',
) {
  await db.execute(
    sql`update delivery_routes set state = ${state}, version = version + 1, updated_at = now()
          ${stamp ? sql`, ${sql.raw(stamp)} = now()` : sql``}
        where id = ${id}`,
  );
}

export async function setRouteDistance(db: Db, id: number, km: string) {
  await db.execute(sql`update delivery_routes set distance_km = ${km} where id = ${id}`);
}

export async function bumpRouteVersion(db: Db, id: number) {
  await db.execute(
    sql`update delivery_routes set version = version + 1, updated_at = now() where id = ${id}`,
  );
}

/** Writes the stops in the order given (positions 1…n); stops of the route not listed are removed. */
export async function writeStops(
  db: Db,
  firmId: number,
  routeId: number,
  orderIds: readonly number[],
) {
  await db.execute(
    sql`delete from delivery_route_stops where route_id = ${routeId}
          ${
            orderIds.length === 0
              ? sql``
              : sql`and customer_order_id not in (${sql.join(
                  orderIds.map((id) => sql`${id}`),
                  sql`, `,
                )})`
          }`,
  );
  for (const [i, orderId] of orderIds.entries()) {
    // Another route's open stop of the order is refused before (findOrdersOnOpenRoutes, under
    // the orders' locks); the index stays the last line.
    await db.execute(
      sql`insert into delivery_route_stops (firm_id, route_id, customer_order_id, position)
          values (${firmId}, ${routeId}, ${orderId}, ${i + 1})
          on conflict (firm_id, customer_order_id) where is_open do update set position = ${i + 1}
          where delivery_route_stops.route_id = ${routeId}`,
    );
  }
}

export async function closeStops(db: Db, routeId: number) {
  await db.execute(
    sql`update delivery_route_stops set is_open = false where route_id = ${routeId}`,
  );
}

export async function lockStop(db: Db, firmId: number, stopId: number) {
  const [row] = await queryRows<{ route_id: number; state: string; customer_order_id: number }>(
    db,
    sql`select route_id, state, customer_order_id from delivery_route_stops
        where id = ${stopId} and firm_id = ${firmId} for update`,
  );
  return row ?? null;
}

export async function updateStop(db: Db, stopId: number, set: SQL) {
  await db.execute(sql`update delivery_route_stops set ${set} where id = ${stopId}`);
}

export async function firstBranchId(db: Db, firmId: number) {
  const [row] = await queryRows<{ id: number }>(
    db,
    sql`select id from branches where firm_id = ${firmId} and is_active order by id limit 1`,
  );
  return row?.id ?? null;
}

export async function routeOfStop(db: Db, firmId: number, stopId: number) {
  const [row] = await queryRows<{ route_id: number }>(
    db,
    sql`select route_id from delivery_route_stops where id = ${stopId} and firm_id = ${firmId}`,
  );
  return row?.route_id ?? null;
}

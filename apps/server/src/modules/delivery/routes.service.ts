/**
 * Routes (README 'Routes'): the scheduler plans a day's tour of one vehicle and driver, the
 * driver departs and comes back. Every change locks the route row, checks its state and version,
 * writes one audit row and tells the browsers (`delivery` live topic) in its transaction.
 */

import type { ZCreateRouteBody, ZRouteListQuery } from '@kontor/contract';
import { hasPermission, Money, type TRoute, type TRouteCandidate } from '@kontor/contract';
import type { z } from 'zod';
import { todayInHungary } from '../../platform/business-day.ts';
import { type Ctx, runAction } from '../../platform/context.ts';
import type { Db } from '../../platform/db/database.ts';
import { fieldError } from '../../platform/errors.ts';
import { publishChange } from '../../platform/events.ts';
import { nextDocumentNumber } from '../../platform/number-series.ts';
import { conflict, invalidState, notFound, staleVersion } from './delivery.errors.ts';
import { isoWeekday } from './delivery.rules.ts';
import * as fleet from './fleet.repository.ts';
import { workingCalendar } from './plans.service.ts';
import { coordinatesOf } from './postcodes/postcodes.ts';
import * as repo from './routes.repository.ts';
import { loadRoute, toSummary } from './routes.view.ts';
import { orderStops, tourLength } from './stop-order.ts';

type RouteInput = z.output<typeof ZCreateRouteBody>;
type ListQuery = z.output<typeof ZRouteListQuery>;

/** Planners see every route; anyone else (the driver) only their own: another's is 404. */
export const canPlan = (ctx: Ctx) => hasPermission(ctx.auth.roles, 'delivery.plan');

export async function getRoute(ctx: Ctx, id: number, db: Db = ctx.db): Promise<TRoute> {
  const route = await loadRoute(db, ctx.auth.firmId, id);
  if (!canPlan(ctx) && route.driverUserId !== ctx.auth.userId) throw notFound('route');
  return route;
}

const addDays = (day: string, n: number) => {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
};

export async function listRoutes(ctx: Ctx, q: ListQuery) {
  const rows = await repo.listRoutes(
    ctx.db,
    ctx.auth.firmId,
    {
      from: q.from,
      to: q.to ?? addDays(q.from, 31),
      state: q.state,
      vehicleId: q.vehicleId,
      driverUserId: canPlan(ctx) ? q.driverUserId : ctx.auth.userId,
    },
    { offset: q.page_number * q.page_size, limit: q.page_size },
  );
  return {
    items: rows.map(toSummary),
    page_number: q.page_number,
    page_size: q.page_size,
    total: rows[0]?.total ?? 0,
  };
}

/** The caller's own routes of a day (the driver's phone), with their stops. */
export async function listMyRoutes(ctx: Ctx, date = todayInHungary()): Promise<TRoute[]> {
  const rows = await repo.listRoutes(ctx.db, ctx.auth.firmId, {
    from: date,
    to: date,
    driverUserId: ctx.auth.userId,
  });
  const open = rows.filter((r) => r.state !== 'CANCELLED');
  return Promise.all(open.map((r) => loadRoute(ctx.db, ctx.auth.firmId, r.id)));
}

/** The orders a day's plan may take (README 'Rules'); a public holiday or rest day: none. */
export async function listCandidates(ctx: Ctx, date: string): Promise<TRouteCandidate[]> {
  if ((await workingCalendar(ctx.db, date, 1)).isDayOff(date)) return [];
  const rows = await repo.listCandidates(ctx.db, ctx.auth.firmId, date, isoWeekday(date));
  return rows.map((r) => ({
    orderId: r.order_id,
    orderNumber: r.order_number,
    orderState: r.order_state,
    customerName: r.customer_name,
    address: r.address,
    postcode: r.postcode,
    wantedDeliveryDate: r.wanted_delivery_date,
    planConditionName: r.plan_condition_name,
    parcelCount: r.parcel_count,
    weightKg: r.weight_kg,
    volumeM3: r.volume_m3,
  }));
}

/**
 * Checks the vehicle, the driver and the orders of a plan, under the orders' locks: each order
 * the firm's, READY or DISPATCHED, not for pickup or a courier, on no other open route; the
 * parcels' weight and volume within the vehicle's capacity. Answers the orders' facts.
 */
async function checkPlan(tx: Db, ctx: Ctx, input: RouteInput, routeId: number | null) {
  const firmId = ctx.auth.firmId;
  const [vehicle] = await fleet.listVehicles(tx, firmId, input.vehicleId);
  if (!vehicle?.is_active) throw fieldError('vehicleId', 'No such active vehicle');
  if ((await fleet.listDrivers(tx, firmId, input.driverUserId)).length === 0)
    throw fieldError('driverUserId', 'Not an active driver of the firm');
  const locked = await repo.lockOrders(tx, firmId, input.orderIds);
  if (locked.length !== input.orderIds.length) throw fieldError('orderIds', 'No such order');
  const facts = await repo.listOrderFacts(tx, firmId, input.orderIds);
  const unfit = facts.filter(
    (f) =>
      !['READY', 'DISPATCHED'].includes(f.order_state) ||
      (f.method_kind !== null && f.method_kind !== 'OWN_VEHICLE'),
  );
  if (unfit.length > 0)
    throw invalidState(
      `Not ready for own delivery: ${unfit.map((f) => `${f.order_number} (${f.order_state})`).join(', ')}`,
    );
  const taken = await repo.findOrdersOnOpenRoutes(tx, input.orderIds, routeId);
  if (taken.length > 0) {
    const numberOf = new Map(facts.map((f) => [f.order_id, f.order_number]));
    throw conflict(
      'orderIds',
      'on_route',
      `Already on a route: ${taken.map((t) => `${numberOf.get(t.order_id)} (${t.route_number})`).join(', ')}`,
    );
  }
  const weight = facts.reduce((sum, f) => sum.plus(f.weight_kg), new Money(0));
  const volume = facts.reduce((sum, f) => sum.plus(f.volume_m3), new Money(0));
  if (weight.gt(vehicle.capacity_kg) || volume.gt(vehicle.capacity_m3))
    throw conflict(
      'orderIds',
      'over_capacity',
      `The load (${weight.toFixed(1)} kg, ${volume.toFixed(3)} m³) exceeds ${vehicle.plate_number}'s capacity (${vehicle.capacity_kg} kg, ${vehicle.capacity_m3} m³)`,
    );
  return facts;
}

/** Puts the stops in the proposed order (new orders by the heuristic) and stores the length. */
async function saveStops(
  tx: Db,
  ctx: Ctx,
  routeId: number,
  orderIds: readonly number[],
  propose: boolean,
) {
  const route = await loadRoute(tx, ctx.auth.firmId, routeId);
  const facts = await repo.listOrderFacts(tx, ctx.auth.firmId, orderIds);
  const byId = new Map(facts.map((f) => [f.order_id, f]));
  const depot = coordinatesOf(route.depot.postcode);
  const kept = route.stops.map((s) => s.orderId).filter((id) => orderIds.includes(id));
  const added = orderIds.filter((id) => !kept.includes(id));
  const ordered = propose
    ? orderStops(depot, [...orderIds], (id) => coordinatesOf(byId.get(id)!.postcode))
    : [...kept, ...added];
  await repo.writeStops(tx, ctx.auth.firmId, routeId, ordered);
  await storeDistance(
    tx,
    routeId,
    route.depot.postcode,
    ordered.map((id) => byId.get(id)!.postcode),
  );
}

async function storeDistance(tx: Db, routeId: number, depotPostcode: string, postcodes: string[]) {
  const depot = coordinatesOf(depotPostcode);
  const points = postcodes.map(coordinatesOf).filter((p) => p !== null);
  const km =
    depot === null
      ? 0
      : tourLength(
          depot,
          points,
          points.map((_, i) => i),
        );
  await repo.setRouteDistance(tx, routeId, km.toFixed(1));
}

async function audited(tx: Db, ctx: Ctx, routeId: number, action: string, before?: TRoute) {
  const after = await loadRoute(tx, ctx.auth.firmId, routeId);
  await publishChange(tx, ctx.auth.firmId, 'delivery');
  return {
    result: after,
    audit: { entity: 'delivery_route', entityId: routeId, action, before, after },
  };
}

export function createRoute(ctx: Ctx, input: RouteInput): Promise<TRoute> {
  return runAction(ctx, async (tx) => {
    const facts = await checkPlan(tx, ctx, input, null);
    const branchId = facts[0]?.branch_id ?? (await repo.firstBranchId(tx, ctx.auth.firmId));
    if (branchId === null) throw fieldError('orderIds', 'The firm has no branch to start from');
    const number = await nextDocumentNumber(tx, ctx.auth.firmId, 'TUR', input.date);
    const id = await repo.insertRoute(tx, ctx.auth.firmId, {
      ...input,
      number,
      branchId,
      userId: ctx.auth.userId,
    });
    await saveStops(tx, ctx, id, input.orderIds, true);
    return audited(tx, ctx, id, 'create');
  });
}

/** Locks the route and checks version and state; answers it as it was. */
async function lockPlanned(tx: Db, ctx: Ctx, id: number, version: number | null) {
  const row = await repo.lockRoute(tx, ctx.auth.firmId, id);
  if (!row) throw notFound('route');
  if (version !== null && row.version !== version) throw staleVersion('route');
  if (row.state !== 'PLANNED') throw invalidState(`The route is ${row.state}, not PLANNED`);
  return loadRoute(tx, ctx.auth.firmId, id);
}

export function updateRoute(
  ctx: Ctx,
  id: number,
  input: RouteInput & { version: number },
): Promise<TRoute> {
  return runAction(ctx, async (tx) => {
    const before = await lockPlanned(tx, ctx, id, input.version);
    await checkPlan(tx, ctx, input, id);
    await repo.updateRouteHeader(tx, id, input);
    await saveStops(tx, ctx, id, input.orderIds, false);
    return audited(tx, ctx, id, 'update', before);
  });
}

export function reorderStops(
  ctx: Ctx,
  id: number,
  input: { version: number; stopIds: number[] },
): Promise<TRoute> {
  return runAction(ctx, async (tx) => {
    const before = await lockPlanned(tx, ctx, id, input.version);
    const orderOf = new Map(before.stops.map((s) => [s.id, s.orderId]));
    if (input.stopIds.length !== before.stops.length || input.stopIds.some((s) => !orderOf.has(s)))
      throw fieldError('stopIds', 'Every stop of the route once, and no other');
    const orderIds = input.stopIds.map((s) => orderOf.get(s)!);
    await repo.writeStops(tx, ctx.auth.firmId, id, orderIds);
    const postcodes = input.stopIds.map((s) => before.stops.find((x) => x.id === s)!.postcode);
    await storeDistance(tx, id, before.depot.postcode, postcodes);
    await repo.bumpRouteVersion(tx, id);
    return audited(tx, ctx, id, 'reorder', before);
  });
}

export function optimizeRoute(ctx: Ctx, id: number, version: number): Promise<TRoute> {
  return runAction(ctx, async (tx) => {
    const before = await lockPlanned(tx, ctx, id, version);
    await saveStops(
      tx,
      ctx,
      id,
      before.stops.map((s) => s.orderId),
      true,
    );
    await repo.bumpRouteVersion(tx, id);
    return audited(tx, ctx, id, 'optimize', before);
  });
}

export function cancelRoute(ctx: Ctx, id: number, version: number): Promise<TRoute> {
  return runAction(ctx, async (tx) => {
    const before = await lockPlanned(tx, ctx, id, version);
    await repo.closeStops(tx, id);
    await repo.setRouteState(tx, id, 'CANCELLED');
    return audited(tx, ctx, id, 'cancel', before);
  });
}

/**
 * Locks a route the caller drives (a planner may act for the driver): another driver's route is
 * 404, as if it did not exist.
 */
export async function lockDriven(tx: Db, ctx: Ctx, id: number) {
  const row = await repo.lockRoute(tx, ctx.auth.firmId, id);
  if (!row || (!canPlan(ctx) && row.driver_user_id !== ctx.auth.userId)) throw notFound('route');
  return row;
}

/** PLANNED → DEPARTED: every order on it dispatched (its delivery note made), one stop at least. */
export function departRoute(ctx: Ctx, id: number): Promise<TRoute> {
  return runAction(ctx, async (tx) => {
    const row = await lockDriven(tx, ctx, id);
    if (row.state !== 'PLANNED') throw invalidState(`The route is ${row.state}, it cannot depart`);
    const before = await loadRoute(tx, ctx.auth.firmId, id);
    if (before.stops.length === 0) throw invalidState('The route has no stops');
    const facts = await repo.listOrderFacts(
      tx,
      ctx.auth.firmId,
      before.stops.map((s) => s.orderId),
    );
    const undispatched = facts.filter(
      (f) => f.order_state !== 'DISPATCHED' && f.order_state !== 'CLOSED',
    );
    if (undispatched.length > 0)
      throw invalidState(
        `Dispatch these orders first (no delivery note yet): ${undispatched.map((f) => f.order_number).join(', ')}`,
      );
    await repo.setRouteState(tx, id, 'DEPARTED', 'departed_at');
    return audited(tx, ctx, id, 'depart', before);
  });
}

/** DEPARTED → RETURNED once every stop is delivered or failed; failed orders are free again. */
export function arriveRoute(ctx: Ctx, id: number): Promise<TRoute> {
  return runAction(ctx, async (tx) => {
    const row = await lockDriven(tx, ctx, id);
    if (row.state !== 'DEPARTED') throw invalidState(`The route is ${row.state}, not on the road`);
    const before = await loadRoute(tx, ctx.auth.firmId, id);
    const open = before.stops.filter((s) => s.state === 'PENDING' || s.state === 'ARRIVED');
    if (open.length > 0)
      throw invalidState(
        `Stops still open: ${open.map((s) => `${s.position}. ${s.orderNumber}`).join(', ')}`,
      );
    await repo.closeStops(tx, id);
    await repo.setRouteState(tx, id, 'RETURNED', 'returned_at');
    return audited(tx, ctx, id, 'arrival', before);
  });
}

/** Route answers: the summary row and the stops with their orders' facts and coordinates. */
import { Money, type TRoute, type TRouteStop, type TRouteSummary } from '@kontor/contract';
import type { Db } from '../../platform/db/database.ts';
import { notFound } from './delivery.errors.ts';
import { coordinatesOf } from './postcodes/postcodes.ts';
import * as repo from './routes.repository.ts';

export function toSummary(r: repo.RouteRow): TRouteSummary {
  return {
    id: r.id,
    number: r.number,
    date: r.date,
    state: r.state,
    vehicleId: r.vehicle_id,
    vehiclePlate: r.vehicle_plate,
    vehicleName: r.vehicle_name,
    driverUserId: r.driver_user_id,
    driverName: r.driver_name,
    stopCount: r.stop_count,
    deliveredCount: r.delivered_count,
    failedCount: r.failed_count,
    weightKg: r.weight_kg,
    volumeM3: r.volume_m3,
    capacityKg: r.capacity_kg,
    capacityM3: r.capacity_m3,
    distanceKm: r.distance_km,
    departedAt: r.departed_at,
    returnedAt: r.returned_at,
    note: r.note,
    version: r.version,
  };
}

/**
 * Cash to collect on delivery: the gross total of a cash-on-delivery order; in HUF rounded to
 * 5 Ft as cash is paid (Act III of 2008 on rounding: …1–2 down to 0, 3–7 to 5, 8–9 up to 10).
 */
export function codAmountOf(f: repo.OrderFactsRow): string | null {
  if (f.payment_method !== 'CASH_ON_DELIVERY') return null;
  if (f.currency_code !== 'HUF') return new Money(f.gross_total).toFixed(2);
  return new Money(f.gross_total).div(5).toDecimalPlaces(0, Money.ROUND_HALF_UP).mul(5).toFixed(0);
}

export function toStop(s: repo.StopRow, f: repo.OrderFactsRow): TRouteStop {
  const at = coordinatesOf(f.postcode);
  const cod = codAmountOf(f);
  return {
    id: s.id,
    position: s.position,
    orderId: f.order_id,
    orderNumber: f.order_number,
    customerName: f.customer_name,
    address: f.address,
    postcode: f.postcode,
    city: f.city,
    contactName: f.contact_name,
    phone: f.phone,
    latitude: at?.latitude ?? null,
    longitude: at?.longitude ?? null,
    parcelCount: f.parcel_count,
    weightKg: f.weight_kg,
    volumeM3: f.volume_m3,
    codAmount: cod,
    codCurrency: cod === null ? null : f.currency_code,
    state: s.state,
    arrivedAt: s.arrived_at,
    completedAt: s.completed_at,
    failureReason: s.failure_reason as TRouteStop['failureReason'],
    failureNote: s.failure_note,
    recipientName: s.recipient_name,
    hasSignature: s.signature_file_id !== null,
    hasPhoto: s.photo_file_id !== null,
    deliveryNoteNumber: f.delivery_note_number,
  };
}

/** The firm's route with its stops in order (another firm's id: 404). */
export async function loadRoute(db: Db, firmId: number, id: number): Promise<TRoute> {
  const [row] = await repo.listRoutes(db, firmId, { id });
  if (!row) throw notFound('route');
  const stops = await repo.listStops(db, firmId, id);
  const facts = new Map(
    (
      await repo.listOrderFacts(
        db,
        firmId,
        stops.map((s) => s.customer_order_id),
      )
    ).map((f) => [f.order_id, f]),
  );
  const depot = coordinatesOf(row.depot_postcode);
  return {
    ...toSummary(row),
    depot: {
      postcode: row.depot_postcode,
      latitude: depot?.latitude ?? null,
      longitude: depot?.longitude ?? null,
    },
    stops: stops.map((s) => toStop(s, facts.get(s.customer_order_id)!)),
  };
}

/**
 * A Hungarian postcode's coordinates (README 'Postcode coordinates'): Budapest (1DDx) by its
 * district, elsewhere by the postal area of the first two digits, at its head town (GeoNames).
 */
import TABLE from './postcode-coordinates.json' with { type: 'json' };

export interface Point {
  latitude: number;
  longitude: number;
}

const POINTS = TABLE as unknown as Record<string, [number, number]>;

export function coordinatesOf(postcode: string): Point | null {
  if (!/^[1-9]\d{3}$/.test(postcode)) return null;
  const at = postcode.startsWith('1') ? POINTS[postcode.slice(0, 3)] : POINTS[postcode.slice(0, 2)];
  return at ? { latitude: at[0], longitude: at[1] } : null;
}

const EARTH_KM = 6371;
const rad = (deg: number) => (deg * Math.PI) / 180;

/** The great-circle distance in km (haversine). */
export function distanceKm(a: Point, b: Point): number {
  const dLat = rad(b.latitude - a.latitude);
  const dLon = rad(b.longitude - a.longitude);
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(rad(a.latitude)) * Math.cos(rad(b.latitude)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

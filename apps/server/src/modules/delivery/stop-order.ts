/**
 * The proposed stop order of a route (README 'Stop order'): a tour from the depot through every
 * stop and back, built by nearest neighbour and improved by 2-opt until no reversal of a stretch
 * shortens it. Distances are straight lines between postcode coordinates; a stop without
 * coordinates keeps its place after the placed ones, in the order given.
 */
import { distanceKm, type Point } from './postcodes/postcodes.ts';

/** The tour's length (km) from the depot through the points in `order` and back. */
export function tourLength(
  depot: Point,
  points: readonly Point[],
  order: readonly number[],
): number {
  let total = 0;
  let at = depot;
  for (const i of order) {
    total += distanceKm(at, points[i]!);
    at = points[i]!;
  }
  return total + distanceKm(at, depot);
}

function distanceMatrix(all: readonly Point[]): Float64Array[] {
  return all.map((a) => Float64Array.from(all, (b) => distanceKm(a, b)));
}

/** Nearest neighbour from `start` (a node of the matrix; node 0 is the depot). */
function nearestNeighbour(d: Float64Array[], start: number): number[] {
  const n = d.length;
  const seen = new Uint8Array(n);
  seen[0] = 1;
  const tour = [0];
  let at = 0;
  if (start !== 0) {
    seen[start] = 1;
    tour.push(start);
    at = start;
  }
  for (let step = tour.length; step < n; step++) {
    let next = -1;
    for (let j = 1; j < n; j++)
      if (!seen[j] && (next === -1 || d[at]![j]! < d[at]![next]!)) next = j;
    seen[next] = 1;
    tour.push(next);
    at = next;
  }
  return tour;
}

/** 2-opt on a closed tour starting at the depot (node 0 stays first): first improvement. */
function twoOpt(d: Float64Array[], tour: number[]): number[] {
  const n = tour.length;
  let improved = true;
  while (improved) {
    improved = false;
    for (let i = 1; i < n - 1; i++) {
      for (let k = i + 1; k < n; k++) {
        const a = tour[i - 1]!;
        const b = tour[i]!;
        const c = tour[k]!;
        const e = tour[(k + 1) % n]!;
        const delta = d[a]![c]! + d[b]![e]! - d[a]![b]! - d[c]![e]!;
        if (delta < -1e-9) {
          for (let lo = i, hi = k; lo < hi; lo++, hi--)
            [tour[lo], tour[hi]] = [tour[hi]!, tour[lo]!];
          improved = true;
        }
      }
    }
  }
  return tour;
}

/**
 * The proposed visiting order of `points` (indexes into it) from and back to the depot:
 * nearest neighbour from the depot, then 2-opt. `start` (tests and the benchmark's restarts)
 * makes the first stop a given point instead.
 */
export function proposeStopOrder(depot: Point, points: readonly Point[], start?: number): number[] {
  if (points.length === 0) return [];
  const d = distanceMatrix([depot, ...points]);
  const tour = twoOpt(d, nearestNeighbour(d, start === undefined ? 0 : start + 1));
  return tour.slice(1).map((node) => node - 1);
}

/**
 * The order of every stop, placed ones by `proposeStopOrder`, those without coordinates after
 * them in the order given.
 */
export function orderStops<T>(
  depot: Point | null,
  stops: readonly T[],
  pointOf: (stop: T) => Point | null,
): T[] {
  const placed = stops.filter((s) => pointOf(s) !== null);
  const unplaced = stops.filter((s) => pointOf(s) === null);
  if (depot === null) return [...stops];
  const order = proposeStopOrder(
    depot,
    placed.map((s) => pointOf(s)!),
  );
  return [...order.map((i) => placed[i]!), ...unplaced];
}

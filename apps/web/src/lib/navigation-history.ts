import { navigationEndpoints, type THistoryItem } from '@kontor/contract';
import { callApi } from './api/client';
import { INDEX_PATH } from './config';
import { logError } from './log';
import { userStore } from './session';
import { createStore } from './store';

/** One breadcrumb entry of the navbar (000 §3: label and fullPath). */
export interface TrailItem {
  label: string;
  fullPath: string;
}

/** The breadcrumb keeps at most this many entries; older ones fall off the front. */
export const TRAIL_LIMIT = 20;

export const trailStore = createStore<TrailItem[]>([]);

export function toFullPath(item: THistoryItem): string {
  if (item.queryString === '') return item.url;
  return `${item.url}${item.queryString.startsWith('?') ? '' : '?'}${item.queryString}`;
}

/** The server's history (newest last) becomes the breadcrumb, read as visits in order. */
export function setTrailFromServer(items: readonly THistoryItem[]): void {
  trailStore.set(
    items.reduce<TrailItem[]>(
      (trail, item) => addToTrail(trail, { label: item.label, fullPath: toFullPath(item) }),
      [],
    ),
  );
}

const pathOf = (fullPath: string) => fullPath.split(/[?#]/, 1)[0];

/**
 * Adds a visit to the trail: returning to a page already in it cuts the trail back to that page
 * (as a breadcrumb does), a new page is appended. Another view of the page just visited (same
 * path and title, another query: a tab of a form) takes its place instead of adding one.
 */
export function addToTrail(trail: readonly TrailItem[], visit: TrailItem): TrailItem[] {
  const existing = trail.findIndex((item) => item.fullPath === visit.fullPath);
  if (existing >= 0) return [...trail.slice(0, existing), visit];
  const last = trail.at(-1);
  if (last && last.label === visit.label && pathOf(last.fullPath) === pathOf(visit.fullPath))
    return [...trail.slice(0, -1), visit];
  return [...trail, visit].slice(-TRAIL_LIMIT);
}

/** Records a page visit: in the breadcrumb at once, and on the server (failures are logged). */
export function pushHistory(visit: TrailItem): void {
  if (!userStore.get().loggedIn) return;
  trailStore.set((trail) => addToTrail(trail, visit));
  callApi(navigationEndpoints.pushHistory, {
    body: { label: visit.label, url: visit.fullPath },
  }).catch((error: unknown) => logError('Navigation history push failed', error));
}

/** The home icon resets the history to the Index page (000 §2). */
export function resetTrailToIndex(indexLabel: string): void {
  trailStore.set([{ label: indexLabel, fullPath: INDEX_PATH }]);
}

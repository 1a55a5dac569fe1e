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

/**
 * The trail of this tab is kept in sessionStorage for the login (user and firm) that made it, so
 * a reload (F5) shows the same trail; another login or firm starts from the server's history.
 */
const TRAIL_KEY = 'kontor.trail';

function ownerOfLogin(): string {
  const { userInfo, firmsData } = userStore.get();
  return `${userInfo.username}@${firmsData.selectedFirmId ?? ''}`;
}

function readStoredTrail(): TrailItem[] | null {
  try {
    const stored = JSON.parse(sessionStorage.getItem(TRAIL_KEY) ?? 'null') as {
      owner?: unknown;
      trail?: unknown;
    } | null;
    if (stored?.owner !== ownerOfLogin() || !Array.isArray(stored.trail)) return null;
    return stored.trail.filter(
      (item): item is TrailItem =>
        typeof item?.label === 'string' && typeof item?.fullPath === 'string',
    );
  } catch {
    return null;
  }
}

const restored = readStoredTrail();
export const trailStore = createStore<TrailItem[]>(restored ?? []);
/** The login whose history the trail shows: set by a reload's stored trail or the server's. */
let trailOwner: string | null = restored ? ownerOfLogin() : null;
trailStore.subscribe(() => {
  const trail = trailStore.get();
  if (trail.length === 0) sessionStorage.removeItem(TRAIL_KEY);
  else sessionStorage.setItem(TRAIL_KEY, JSON.stringify({ owner: ownerOfLogin(), trail }));
});
// A logout (here or in another tab) ends the trail of the login.
userStore.subscribe(() => {
  if (userStore.get().loggedIn) return;
  trailOwner = null;
  if (trailStore.get().length > 0) trailStore.set([]);
});

export function toFullPath(item: THistoryItem): string {
  if (item.queryString === '') return item.url;
  return `${item.url}${item.queryString.startsWith('?') ? '' : '?'}${item.queryString}`;
}

/**
 * The server's history (newest last), read as visits in order, becomes the breadcrumb of a tab
 * that has none of this login yet (a new tab, a new login, another firm); a reload keeps its own.
 * In a new tab the page being shown may have pushed its visit before the answer came: it stays
 * the last entry.
 */
export function setTrailFromServer(items: readonly THistoryItem[]): void {
  const owner = ownerOfLogin();
  if (trailOwner === owner) return;
  const isFirstOfTab = trailOwner === null;
  trailOwner = owner;
  trailStore.set((current) => {
    const fromServer = items.reduce<TrailItem[]>(
      (trail, item) => addToTrail(trail, { label: item.label, fullPath: toFullPath(item) }),
      [],
    );
    const shown = isFirstOfTab ? current.at(-1) : undefined;
    return shown ? addToTrail(fromServer, shown) : fromServer;
  });
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

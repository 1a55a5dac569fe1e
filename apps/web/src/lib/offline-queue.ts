import type { Endpoint } from '@kontor/contract';
import { useMemo, useSyncExternalStore } from 'react';
import { ApiError } from './api/api-error';
import { sendRequest } from './api/client';
import { type TUserState, userStore } from './session';
import { useStoredState } from './stored-state';

/** A floor action kept on the device until it can be sent (same key on every resend). */
export interface PendingAction {
  key: string;
  label: string;
  method: string;
  url: string;
  /** The JSON body as sent, or null. */
  body: string | null;
  createdAt: string;
  /**
   * Who made it (user and firm): on a shared device only they send it, under their own login,
   * so another worker's login never books it in their name.
   */
  owner: string;
}

/** A kept action the server refused on resend (4xx): dropped, and the user is told. */
export interface DroppedAction {
  key: string;
  label: string;
  status: number;
  /** The server's problem detail, when it gave one. */
  detail: string;
}

interface QueueState {
  pending: PendingAction[];
  dropped: DroppedAction[];
}

/**
 * The device's waiting list lives in localStorage, not IndexedDB: each action is a few hundred
 * bytes, the write is synchronous (it is on the disk before the page says 'waiting', even if the
 * tab is closed right after), every tab of the device sees the same list through the `storage`
 * event, and it needs no schema upgrades. Two tabs resending the same action at once is harmless:
 * the key is the same, so the server does it once.
 */
const STORAGE_KEY = 'kontor.floor-queue';
const RETRY_MS = 15_000;
const EMPTY: QueueState = { pending: [], dropped: [] };

const listeners = new Set<() => void>();
let state: QueueState = read();
let flushing: Promise<void> | null = null;
let retryTimer: ReturnType<typeof setTimeout> | undefined;
let started = false;

function read(): QueueState {
  try {
    const parsed = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? 'null') as QueueState | null;
    if (parsed && Array.isArray(parsed.pending) && Array.isArray(parsed.dropped)) return parsed;
  } catch {
    // A broken entry is replaced by the empty list below.
  }
  return EMPTY;
}

function write(next: QueueState): void {
  state = next;
  localStorage.setItem(STORAGE_KEY, JSON.stringify(next));
  for (const listener of listeners) listener();
}

/** The logged-in user and firm of this device (see PendingAction.owner). */
const ownerOf = ({ userInfo, firmsData }: TUserState) =>
  `${userInfo.username}@${firmsData.selectedFirmId ?? ''}`;
const currentOwner = () => ownerOf(userStore.get());
const ownedBy = (pending: readonly PendingAction[], owner: string) =>
  pending.filter((action) => action.owner === owner);

/** The current user's kept actions, oldest first. */
export function pendingActions(): readonly PendingAction[] {
  return ownedBy(state.pending, currentOwner());
}

/** Keeps an action of the current user on the device, behind the ones already waiting. */
export function keepAction(action: Omit<PendingAction, 'owner'>): void {
  write({ ...state, pending: [...state.pending, { ...action, owner: currentOwner() }] });
}

/** The refused actions not yet shown to the user; taking them clears them. */
export function takeDropped(): DroppedAction[] {
  const dropped = state.dropped;
  if (dropped.length > 0) write({ ...state, dropped: [] });
  return dropped;
}

function remove(key: string, dropped?: DroppedAction): void {
  write({
    pending: state.pending.filter((a) => a.key !== key),
    dropped: dropped ? [...state.dropped, dropped] : state.dropped,
  });
}

function problemOf(error: ApiError): { code: string; detail: string } {
  const body = (error.body ?? {}) as { code?: unknown; detail?: unknown };
  return {
    code: typeof body.code === 'string' ? body.code : '',
    detail: typeof body.detail === 'string' ? body.detail : '',
  };
}

/** What to do after one resend: go on with the next, or stop and try the list again later. */
async function resend(action: PendingAction): Promise<'next' | 'later'> {
  try {
    // Through the one request path, so a 401 logs the device out as any call's would.
    await sendRequest({ method: action.method } as Endpoint, action.url, {
      headers: {
        accept: 'application/json',
        'idempotency-key': action.key,
        ...(action.body !== null && { 'content-type': 'application/json' }),
      },
      body: action.body,
    });
  } catch (error) {
    if (!(error instanceof ApiError) || error.status === 0) return 'later';
    const { code, detail } = problemOf(error);
    // Not logged in (the list waits for the next login), the same request still running, or
    // the server failing: the action stays in its place. Any other refusal drops it.
    if (error.status === 401 || error.status >= 500 || code === 'IN_PROGRESS') return 'later';
    remove(action.key, { key: action.key, label: action.label, status: error.status, detail });
    return 'next';
  }
  remove(action.key);
  window.dispatchEvent(new CustomEvent(FLOOR_ACTION_SENT, { detail: action }));
  return 'next';
}

/** Fired on window after a kept action went through (pages may refresh what it changed). */
export const FLOOR_ACTION_SENT = 'kontor:floor-action-sent';

function scheduleRetry(): void {
  clearTimeout(retryTimer);
  retryTimer = setTimeout(() => void flushPending(), RETRY_MS);
}

/**
 * Sends the kept actions oldest first, one at a time; stops at the first that cannot go now
 * (offline, server down) and tries again later. One flush runs at a time per tab.
 */
export function flushPending(): Promise<void> {
  // The promise is cleared after it settles (never inside the run, which may end synchronously).
  flushing ??= sendInOrder().finally(() => {
    flushing = null;
  });
  return flushing;
}

async function sendInOrder(): Promise<void> {
  for (let next = pendingActions()[0]; next; next = pendingActions()[0]) {
    if (!navigator.onLine || (await resend(next)) === 'later') {
      scheduleRetry();
      return;
    }
  }
}

/** Starts resending: now (what an earlier visit left), and whenever the connection returns. */
export function startOfflineQueue(): void {
  if (started) return;
  started = true;
  window.addEventListener('online', () => void flushPending());
  window.addEventListener('storage', (event) => {
    if (event.key !== STORAGE_KEY && event.key !== null) return;
    state = read();
    for (const listener of listeners) listener();
  });
  if (pendingActions().length > 0) void flushPending();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The current user's waiting actions and the refused ones not yet told, live. */
export function useOfflineQueue(): QueueState {
  const current = useSyncExternalStore(subscribe, () => state);
  const owner = ownerOf(useStoredState(userStore));
  return useMemo(
    () => ({ ...current, pending: ownedBy(current.pending, owner) }),
    [current, owner],
  );
}

/** Tests: forget everything (storage, timers, the started flag). */
export function resetOfflineQueue(): void {
  clearTimeout(retryTimer);
  localStorage.removeItem(STORAGE_KEY);
  state = EMPTY;
  flushing = null;
  for (const listener of listeners) listener();
}

import { LIVE_EVENT, liveEventEndpoints, type TEventTopic, ZLiveChange } from '@kontor/contract';
import { useEffect, useRef } from 'react';
import { buildUrl } from './api/client';
import { createStore, useStore } from './store';

/**
 * Live updates (docs/ARCHITECTURE.md "Live updates"): one EventSource per browser tab, opened
 * while any screen listens and shared by all of them. EventSource reconnects by itself after a
 * dropped connection; a refused one (429, 503) is retried here after a pause. After a reconnect
 * every listener hears once, since notices sent meanwhile are lost.
 */
type Listener = () => void;

const RETRY_REFUSED_MS = 15_000;
const listeners = new Map<TEventTopic, Set<Listener>>();
const connected = createStore(false);
let source: EventSource | null = null;
let retry: ReturnType<typeof setTimeout> | undefined;
let wasReady = false;

function hasListeners(): boolean {
  for (const set of listeners.values()) if (set.size > 0) return true;
  return false;
}

function tell(topic: TEventTopic | null): void {
  for (const [key, set] of listeners)
    if (topic === null || key === topic) for (const listener of [...set]) listener();
}

function connect(): void {
  if (source || typeof EventSource === 'undefined' || !hasListeners()) return;
  const events = new EventSource(buildUrl(liveEventEndpoints.stream, {}));
  source = events;
  events.addEventListener(LIVE_EVENT.READY, () => {
    connected.set(true);
    if (wasReady) tell(null);
    wasReady = true;
  });
  events.addEventListener(LIVE_EVENT.CHANGE, (event) => {
    const change = ZLiveChange.safeParse(JSON.parse((event as MessageEvent<string>).data));
    if (change.success) tell(change.data.topic);
  });
  events.onerror = () => {
    connected.set(false);
    if (events.readyState !== EventSource.CLOSED) return;
    // Refused (not a 200): EventSource gives up, so this tab tries again later.
    source = null;
    clearTimeout(retry);
    retry = setTimeout(connect, RETRY_REFUSED_MS);
  };
}

function disconnectIfUnused(): void {
  if (hasListeners()) return;
  clearTimeout(retry);
  source?.close();
  source = null;
  wasReady = false;
  connected.set(false);
}

/** Calls `onChange` whenever something of `topic` changed for the user's firm (anywhere). */
export function useLiveTopic(topic: TEventTopic, onChange: () => void): void {
  const latest = useRef(onChange);
  latest.current = onChange;
  useEffect(() => {
    const listener = () => latest.current();
    const set = listeners.get(topic) ?? new Set<Listener>();
    set.add(listener);
    listeners.set(topic, set);
    connect();
    return () => {
      set.delete(listener);
      disconnectIfUnused();
    };
  }, [topic]);
}

/** Whether the live stream is open now (a screen may say that updates are paused). */
export function useLiveConnected(): boolean {
  return useStore(connected);
}

import { useSyncExternalStore } from 'react';

export interface StoredState<T> {
  readonly key: string;
  get(): T;
  set(next: T | ((previous: T) => T)): void;
  reset(): void;
  subscribe(listener: () => void): () => void;
}

/** What a stored state needs of its zod schema (classic or mini): a non-throwing parse. */
export interface StateSchema<T> {
  safeParse(data: unknown): { success: true; data: T } | { success: false };
}

/**
 * A value kept in localStorage under `key`. Every read is checked against `schema` (000 §5):
 * unparsable or invalid data is replaced by `initial`, in memory and in the storage.
 * Changes made by another tab arrive through the `storage` event, so a logout there is seen here.
 */
export function createStoredState<T>(
  key: string,
  schema: StateSchema<T>,
  initial: T,
): StoredState<T> {
  const listeners = new Set<() => void>();
  let current: T = read();

  function read(): T {
    const raw = localStorage.getItem(key);
    if (raw === null) return initial;
    try {
      const parsed = schema.safeParse(JSON.parse(raw));
      if (parsed.success) return parsed.data;
    } catch {
      // Unparsable JSON falls through to the initial state.
    }
    localStorage.setItem(key, JSON.stringify(initial));
    return initial;
  }

  function notify(): void {
    for (const listener of listeners) listener();
  }

  function set(next: T | ((previous: T) => T)): void {
    current = typeof next === 'function' ? (next as (previous: T) => T)(current) : next;
    localStorage.setItem(key, JSON.stringify(current));
    notify();
  }

  window.addEventListener('storage', (event) => {
    if (event.key !== key && event.key !== null) return;
    current = read();
    notify();
  });

  return {
    key,
    get: () => current,
    set,
    reset: () => set(initial),
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export function useStoredState<T>(store: StoredState<T>): T {
  return useSyncExternalStore(store.subscribe, store.get, store.get);
}

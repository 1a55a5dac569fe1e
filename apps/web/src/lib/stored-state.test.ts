import { beforeEach, describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { createStoredState } from './stored-state';

const ZShape = z.object({ count: z.number() });

describe('stored state (000 §5)', () => {
  beforeEach(() => localStorage.clear());

  it('reads what is stored when it has the right shape', () => {
    localStorage.setItem('k', JSON.stringify({ count: 3 }));
    expect(createStoredState('k', ZShape, { count: 0 }).get()).toEqual({ count: 3 });
  });

  it.each([
    ['unparsable', '{not json'],
    ['of the wrong shape', JSON.stringify({ count: 'three' })],
  ])('replaces %s data with the initial state, in storage too', (_name, raw) => {
    localStorage.setItem('k', raw);
    const store = createStoredState('k', ZShape, { count: 0 });
    expect(store.get()).toEqual({ count: 0 });
    expect(JSON.parse(localStorage.getItem('k') ?? '')).toEqual({ count: 0 });
  });

  it('writes changes through and tells subscribers', () => {
    const store = createStoredState('k', ZShape, { count: 0 });
    const listener = vi.fn();
    store.subscribe(listener);
    store.set((previous) => ({ count: previous.count + 1 }));
    expect(JSON.parse(localStorage.getItem('k') ?? '')).toEqual({ count: 1 });
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('follows a change made in another tab', () => {
    const store = createStoredState('k', ZShape, { count: 0 });
    localStorage.setItem('k', JSON.stringify({ count: 9 }));
    window.dispatchEvent(new StorageEvent('storage', { key: 'k' }));
    expect(store.get()).toEqual({ count: 9 });
  });
});

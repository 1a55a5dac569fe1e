import { branchEndpoints, storageEndpoints } from '@kontor/contract';
import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import { createElement, type ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useFloorAction, useRefreshOnQueuedSend } from './floor-action';
import {
  FLOOR_ACTION_SENT,
  flushPending,
  pendingActions,
  resetOfflineQueue,
  takeDropped,
} from './offline-queue';
import { createQueryClient, endpointQuery } from './query';
import { userStore } from './session';

interface Sent {
  url: string;
  method: string;
  key: string | null;
  body: unknown;
}

const STORAGE = {
  id: 7,
  code: 'B-90',
  name: 'Polc B-90',
  type: 'SHELF',
  parentId: 2,
  branchId: 1,
  isActive: true,
  childCount: 0,
  version: 1,
};

let sent: Sent[];
let answer: () => Response | Promise<Response>;
let online: boolean;

const ok = () =>
  new Response(JSON.stringify(STORAGE), { headers: { 'content-type': 'application/json' } });
const problem = (status: number, code: string, detail = 'Nem megy') =>
  new Response(JSON.stringify({ type: 'x', title: 'x', status, code, detail }), {
    status,
    headers: { 'content-type': 'application/problem+json' },
  });
const noNetwork = () => Promise.reject(new TypeError('Failed to fetch'));

function sendAction(code: string) {
  const { result } = renderHook(() => useFloorAction(storageEndpoints.create));
  return result.current.send(
    { body: { code, name: `Polc ${code}`, type: 'SHELF', parentId: 2 } },
    `Új polc: ${code}`,
  );
}

function goOnline() {
  online = true;
  window.dispatchEvent(new Event('online'));
}

beforeEach(() => {
  resetOfflineQueue();
  sent = [];
  online = true;
  answer = ok;
  vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      const headers = new Headers(init.headers);
      sent.push({
        url,
        method: init.method ?? 'GET',
        key: headers.get('idempotency-key'),
        body: init.body ? JSON.parse(String(init.body)) : null,
      });
      // A screen's read (GET) answers an empty list; the actions answer as each test says.
      if ((init.method ?? 'GET') === 'GET')
        return new Response('[]', { headers: { 'content-type': 'application/json' } });
      return answer();
    }),
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  resetOfflineQueue();
});

describe('useFloorAction', () => {
  it('sends at once with a fresh idempotency key and answers the server', async () => {
    expect(await sendAction('B-90')).toMatchObject({ id: 7 });
    expect(await sendAction('B-91')).toMatchObject({ id: 7 });
    expect(sent).toHaveLength(2);
    expect(sent[0]?.key).toMatch(/^[0-9a-f-]{36}$/);
    expect(sent[1]?.key).not.toBe(sent[0]?.key);
    expect(pendingActions()).toEqual([]);
  });

  it('keeps an action that got no answer and resends it with the same key', async () => {
    answer = noNetwork;
    expect(await sendAction('B-90')).toBe('QUEUED');
    await flushPending();
    const kept = pendingActions();
    expect(kept).toHaveLength(1);
    expect(kept[0]).toMatchObject({
      label: 'Új polc: B-90',
      method: 'POST',
      url: '/kontor/rest/storages/',
      body: JSON.stringify({ code: 'B-90', name: 'Polc B-90', type: 'SHELF', parentId: 2 }),
    });
    const heard = vi.fn();
    window.addEventListener(FLOOR_ACTION_SENT, heard);
    answer = ok;
    goOnline();
    await flushPending();
    window.removeEventListener(FLOOR_ACTION_SENT, heard);
    expect(pendingActions()).toEqual([]);
    expect(new Set(sent.map((s) => s.key))).toEqual(new Set([kept[0]?.key]));
    expect(heard).toHaveBeenCalledTimes(1);
  });

  it('offline: keeps actions without trying, and sends them in order once each', async () => {
    online = false;
    expect(await sendAction('B-90')).toBe('QUEUED');
    expect(await sendAction('B-91')).toBe('QUEUED');
    expect(sent).toEqual([]);
    expect(pendingActions().map((a) => a.label)).toEqual(['Új polc: B-90', 'Új polc: B-91']);
    // Kept in localStorage: a reload finds them.
    expect(localStorage.getItem('kontor.floor-queue')).toContain('Új polc: B-91');
    goOnline();
    await flushPending();
    expect(sent.map((s) => (s.body as { code: string }).code)).toEqual(['B-90', 'B-91']);
    expect(pendingActions()).toEqual([]);
  });

  it('queues a new action behind older ones that still wait', async () => {
    online = false;
    await sendAction('B-90');
    online = true;
    answer = () => problem(503, 'UNAVAILABLE');
    expect(await sendAction('B-91')).toBe('QUEUED');
    expect(pendingActions()).toHaveLength(2);
  });

  it('drops an action the server refuses on resend, tells it, and goes on', async () => {
    online = false;
    await sendAction('B-90');
    await sendAction('B-91');
    let calls = 0;
    answer = () => (++calls === 1 ? problem(409, 'INVALID_STATE', 'A hely már létezik') : ok());
    goOnline();
    await flushPending();
    expect(pendingActions()).toEqual([]);
    expect(takeDropped()).toEqual([
      expect.objectContaining({
        label: 'Új polc: B-90',
        status: 409,
        detail: 'A hely már létezik',
      }),
    ]);
    expect(takeDropped()).toEqual([]);
    expect(sent).toHaveLength(2);
  });

  it('keeps an action while the same request still runs, the server fails or the login ended', async () => {
    online = false;
    await sendAction('B-90');
    online = true;
    for (const failure of [
      () => problem(409, 'IN_PROGRESS'),
      () => problem(503, 'UNAVAILABLE'),
      () => problem(401, 'UNAUTHENTICATED'),
    ]) {
      answer = failure;
      await flushPending();
      expect(pendingActions()).toHaveLength(1);
    }
    expect(new Set(sent.map((s) => s.key)).size).toBe(1);
    expect(takeDropped()).toEqual([]);
  });

  it('sends a kept action only under the login (user and firm) that made it', async () => {
    online = false;
    await sendAction('B-90');
    const worker = userStore.get();
    userStore.set({
      ...worker,
      userInfo: { ...worker.userInfo, username: 'masik' },
      firmsData: { ...worker.firmsData, selectedFirmId: 2 },
    });
    expect(pendingActions()).toEqual([]);
    goOnline();
    await flushPending();
    expect(sent).toEqual([]);
    userStore.set(worker);
    await flushPending();
    expect(sent.map((s) => (s.body as { code: string }).code)).toEqual(['B-90']);
  });

  it('lets other failures of a first send reach the page', async () => {
    answer = () => problem(409, 'INVALID_STATE');
    await expect(sendAction('B-90')).rejects.toMatchObject({ status: 409 });
    expect(pendingActions()).toEqual([]);
  });
});

describe('useRefreshOnQueuedSend', () => {
  it("reads the screen's data again once a kept action went through, not before", async () => {
    const client = createQueryClient();
    const wrapper = ({ children }: { children: ReactNode }) =>
      createElement(QueryClientProvider, { client }, children);
    const reads = () => sent.filter((s) => s.method === 'GET').length;
    renderHook(
      () => {
        useQuery(endpointQuery(branchEndpoints.list));
        useRefreshOnQueuedSend([branchEndpoints.list]);
      },
      { wrapper },
    );
    await waitFor(() => expect(reads()).toBe(1));
    online = false;
    expect(await sendAction('B-90')).toBe('QUEUED');
    expect(reads()).toBe(1);
    goOnline();
    await flushPending();
    await waitFor(() => expect(reads()).toBe(2));
    expect(pendingActions()).toEqual([]);
  });
});

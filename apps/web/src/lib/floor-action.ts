import type { Endpoint, EndpointResponse } from '@kontor/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef } from 'react';
import { ApiError } from './api/api-error';
import { buildUrl, type CallInput, callApi } from './api/client';
import {
  FLOOR_ACTION_SENT,
  flushPending,
  keepAction,
  pendingActions,
  startOfflineQueue,
} from './offline-queue';
import { queryKeyOf } from './query';

/** The answer of a floor action: the server's, or QUEUED when it waits on the device. */
export type FloorResult<E extends Endpoint> = EndpointResponse<E> | 'QUEUED';

function keep<E extends Endpoint>(endpoint: E, input: CallInput<E>, key: string, label: string) {
  keepAction({
    key,
    label,
    method: endpoint.method,
    url: buildUrl(endpoint, input),
    body: input.body === undefined ? null : JSON.stringify(input.body),
    createdAt: new Date().toISOString(),
  });
}

/**
 * How a floor screen (warehouse, driver, workshop) sends an action: every send carries a fresh
 * idempotency key, so a resend never books twice. Without a connection (the browser says offline,
 * or the request got no answer at all) the action is kept on the device under that key and the
 * answer is 'QUEUED'; `label` is the Hungarian line the waiting list shows. While older actions
 * wait, a new one queues behind them, so the server gets them in the order they were made.
 * The kept actions are sent when the connection returns (lib/offline-queue.ts).
 */
export function useFloorAction<E extends Endpoint>(endpoint: E) {
  useEffect(startOfflineQueue, []);
  const send = useCallback(
    async (input: CallInput<E>, label: string): Promise<FloorResult<E>> => {
      const key = crypto.randomUUID();
      if (!navigator.onLine || pendingActions().length > 0) {
        keep(endpoint, input, key, label);
        void flushPending();
        return 'QUEUED';
      }
      try {
        return await callApi(endpoint, { ...input, idempotencyKey: key });
      } catch (error) {
        if (!(error instanceof ApiError) || error.status !== 0) throw error;
        keep(endpoint, input, key, label);
        void flushPending();
        return 'QUEUED';
      }
    },
    [endpoint],
  );
  return { send };
}

/**
 * A screen showing floor data reads it again when a kept action went through later
 * (`FLOOR_ACTION_SENT`): what was booked from the device's waiting list shows without a reload.
 * `endpoints` are the screen's GET calls; every query of each (any input) is asked again.
 */
export function useRefreshOnQueuedSend(endpoints: readonly Endpoint[]): void {
  const client = useQueryClient();
  const latest = useRef(endpoints);
  latest.current = endpoints;
  useEffect(() => {
    const refresh = () => {
      for (const endpoint of latest.current)
        void client.invalidateQueries({ queryKey: queryKeyOf(endpoint) });
    };
    window.addEventListener(FLOOR_ACTION_SENT, refresh);
    return () => window.removeEventListener(FLOOR_ACTION_SENT, refresh);
  }, [client]);
}

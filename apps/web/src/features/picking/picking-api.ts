import {
  pickingEndpoints,
  storageEndpoints,
  type TPickingCycle,
  type TPickingCycleState,
  type TPickingLine,
} from '@kontor/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { ApiError } from '../../lib/api/api-error';
import { useRefreshOnQueuedSend } from '../../lib/floor-action';
import { endpointQuery, queryKeyOf } from '../../lib/query';

export const STATE_COLORS: Record<TPickingCycleState, string> = {
  OPEN: 'blue',
  IN_PROGRESS: 'orange',
  CLOSED: 'green',
  CANCELLED: 'gray',
};

export function useCycleList(state: TPickingCycleState | null) {
  useRefreshOnQueuedSend([pickingEndpoints.list]);
  return useQuery(
    endpointQuery(pickingEndpoints.list, {
      query: { page_size: 100, ...(state && { state }) },
    }),
  );
}

export function useCycle(id: number) {
  useRefreshOnQueuedSend([pickingEndpoints.get]);
  return useQuery(endpointQuery(pickingEndpoints.get, { params: { id } }));
}

/** Puts a cycle the server answered into the cache (after a confirmation, close, …). */
export function useCycleCache() {
  const client = useQueryClient();
  return (cycle: TPickingCycle) => {
    client.setQueryData(queryKeyOf(pickingEndpoints.get, { params: { id: cycle.id } }), cycle);
    void client.invalidateQueries({ queryKey: queryKeyOf(pickingEndpoints.list) });
  };
}

export function useZones() {
  return useQuery(
    endpointQuery(storageEndpoints.list, { query: { type: 'ZONE', page_size: 200 } }),
  );
}

export function useCandidates(zoneId: number | null) {
  return useQuery({
    ...endpointQuery(pickingEndpoints.candidates, { query: { zone_id: zoneId ?? 0 } }),
    enabled: zoneId !== null,
  });
}

export function useWorkers() {
  return useQuery(endpointQuery(pickingEndpoints.workers));
}

/** The line to work on: the first unconfirmed one in walk order. */
export function nextLineOf(cycle: TPickingCycle): TPickingLine | undefined {
  return cycle.lines.find((l) => l.pickedQuantity === null);
}

const sameCode = (a: string, b: string) =>
  a.trim().toLocaleUpperCase('hu') === b.trim().toLocaleUpperCase('hu');

export const isLocationOf = (line: TPickingLine, code: string) => sameCode(code, line.storageCode);
export const isProductOf = (line: TPickingLine, code: string) =>
  line.productBarcodes.some((c) => sameCode(c, code));

/** Field errors of a confirmation, by the path the server names. */
const FIELD_KEYS: Record<string, string> = {
  pickedQuantity: 'PICKING.ERROR.QUANTITY',
  shortReason: 'PICKING.ERROR.REASON',
  locationCode: 'PICKING.ERROR.CODES',
  productCode: 'PICKING.ERROR.CODES',
};

/**
 * A refusal in the user's words, from the dictionary (never the server's English detail): a
 * wrong state by its code (`PICKING.ERROR.WRONG_STATE`, `…ORDER_NOT_PICKABLE`, …), a stale
 * version, or the field that was refused.
 */
export function pickingRefusal(error: unknown, t: TFunction): string {
  const problem = error instanceof ApiError ? error.problem : undefined;
  const first = problem?.errors?.[0];
  if (problem?.code === 'STALE_VERSION') return t('PICKING.ERROR.STALE');
  if (problem?.code === 'INVALID_STATE' && first?.code)
    return t(`PICKING.ERROR.${first.code.toUpperCase()}`, {
      defaultValue: t('PICKING.ERROR.WRONG_STATE'),
    });
  const field = first && FIELD_KEYS[first.path];
  return t(field ?? 'PICKING.ERROR.FAILED');
}

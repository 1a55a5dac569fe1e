import {
  type TWorkshopOrder,
  type TWorkshopOrderState,
  workshopOrderEndpoints as w,
} from '@kontor/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { ApiError } from '../../../lib/api/api-error';
import { useRefreshOnQueuedSend } from '../../../lib/floor-action';
import { useLiveTopic } from '../../../lib/live-events';
import { endpointQuery, queryKeyOf } from '../../../lib/query';
import { type WorkshopListParams, workshopListQuery } from './list-params';

export const STATE_COLORS: Record<TWorkshopOrderState, string> = {
  PLANNED: 'gray',
  SCHEDULED: 'blue',
  IN_PRODUCTION: 'orange',
  DONE: 'green',
  CANNOT_PRODUCE: 'red',
  CANCELLED: 'dark',
};

const READS = [w.list, w.get];

/**
 * The workshop's reads, asked again when the schedule changes anywhere (another user's booking
 * or a finish) and when an action kept on this device went through.
 */
export function useLiveWorkshop(): () => void {
  const client = useQueryClient();
  const refresh = () => {
    for (const endpoint of READS) void client.invalidateQueries({ queryKey: queryKeyOf(endpoint) });
  };
  useLiveTopic('schedule', refresh);
  useRefreshOnQueuedSend(READS);
  return refresh;
}

export function useWorkshopOrders(params: WorkshopListParams) {
  return useQuery(endpointQuery(w.list, { query: workshopListQuery(params) }));
}

export function useWorkshopOrder(id: number) {
  return useQuery(endpointQuery(w.get, { params: { workshopOrderId: id } }));
}

export function useTeams(tab?: string) {
  return useQuery(endpointQuery(w.teams, { query: tab ? { tab } : {} }));
}

/** What a worker may do with an order in its state (the server checks again). */
export function nextActionsOf(order: Pick<TWorkshopOrder, 'state'>) {
  return {
    canStart: order.state === 'SCHEDULED',
    canPlanAgain: order.state === 'CANNOT_PRODUCE',
    canFinish: order.state === 'IN_PRODUCTION',
    canRefuse: ['PLANNED', 'SCHEDULED', 'IN_PRODUCTION'].includes(order.state),
  };
}

/**
 * A refusal in the user's words: the code the server names (`PRODUCTION.ERROR.<CODE>`, e.g. a
 * proof not accepted yet, or `short`: a material missing from stock, its code in the message),
 * a stale version, or a general failure.
 */
export function workshopRefusal(error: unknown, t: TFunction): string {
  const problem = error instanceof ApiError ? error.problem : undefined;
  if (problem?.code === 'STALE_VERSION') return t('PRODUCTION.ERROR.STALE');
  const first = problem?.errors?.[0];
  const code = first?.code ?? problem?.code;
  if (code)
    return t(`PRODUCTION.ERROR.${code.toUpperCase()}`, {
      detail: first?.message ?? '',
      defaultValue: t('PRODUCTION.ERROR.FAILED'),
    });
  return t('PRODUCTION.ERROR.FAILED');
}

import { stockCountEndpoints, type TStockCountState } from '@kontor/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { ApiError } from '../../lib/api/api-error';
import { useRefreshOnQueuedSend } from '../../lib/floor-action';
import { endpointQuery, listPageQuery, queryKeyOf } from '../../lib/query';
import type { BadgeColor } from '../../ui/badge';

export const STATE_COLORS: Record<TStockCountState, BadgeColor> = {
  OPEN: 'info',
  COUNTING: 'warn',
  POSTED: 'success',
  CANCELLED: 'gray',
};

export function useStockCountList(openOnly: boolean, pageNumber: number) {
  useRefreshOnQueuedSend([stockCountEndpoints.list]);
  return useQuery(
    listPageQuery(stockCountEndpoints.list, {
      query: { open: openOnly ? 'true' : 'false', page_number: pageNumber, page_size: 25 },
    }),
  );
}

export function useStockCount(id: number) {
  useRefreshOnQueuedSend([stockCountEndpoints.get]);
  return useQuery(endpointQuery(stockCountEndpoints.get, { params: { id } }));
}

const COUNT_READS = [stockCountEndpoints.get, stockCountEndpoints.list];

/** Reads the count and the lists again (after a count, a post or a cancel). */
export function useRefreshCounts() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all(
      COUNT_READS.map((endpoint) =>
        queryClient.invalidateQueries({ queryKey: queryKeyOf(endpoint) }),
      ),
    );
}

/** The count's id from the page address; NaN (and so a 'not found' page) when it is no id. */
export function countIdOf(param: string | undefined): number {
  return param && /^\d+$/.test(param) ? Number(param) : Number.NaN;
}

/**
 * The text of a refusal, from the dictionary (never the server's English detail): a wrong state,
 * an overlapping open count, a line the count does not take, or what posting would leave below
 * zero or reserved.
 */
export function refusalOf(error: unknown, t: TFunction): string {
  const problem = error instanceof ApiError ? error.problem : undefined;
  const first = problem?.errors?.[0];
  if (first?.code === 'overlap') return t('STOCK_COUNTS.ERROR.OVERLAP', { number: first.message });
  if (first?.code === 'below_zero') return t('STOCK_COUNTS.ERROR.BELOW_ZERO');
  if (first?.code === 'below_reserved') return t('STOCK_COUNTS.ERROR.BELOW_RESERVED');
  if (first?.path === 'uncounted') return t('STOCK_COUNTS.ERROR.UNCOUNTED');
  if (first?.path === 'state')
    return t('STOCK_COUNTS.ERROR.STATE', { state: t(`STOCK_COUNTS.STATE.${first.message}`) });
  if (first?.code === 'outside') return t('STOCK_COUNTS.ERROR.OUTSIDE');
  if (problem?.status === 403) return t('STOCK_COUNTS.ERROR.FORBIDDEN');
  return t('STOCK_COUNTS.ERROR.FAILED');
}

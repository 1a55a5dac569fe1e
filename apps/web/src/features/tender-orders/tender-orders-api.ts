import { type TTenderOrder, tenderOrderEndpoints } from '@kontor/contract';
import { type QueryClient, useQuery } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { ApiError } from '../../lib/api/api-error';
import { endpointQuery, listPageQuery, queryKeyOf } from '../../lib/query';

export const tenderQuery = (id: number) =>
  endpointQuery(tenderOrderEndpoints.get, { params: { id } });

export function useTender(id: number | null) {
  return useQuery({ ...tenderQuery(id ?? 0), enabled: id !== null });
}

export function useTenderList(query: {
  state?: TTenderOrder['state'];
  term: string;
  page: number;
}) {
  return useQuery(
    listPageQuery(tenderOrderEndpoints.list, {
      query: {
        ...(query.state && { state: query.state }),
        term: query.term,
        page_number: query.page,
        page_size: 25,
      },
    }),
  );
}

/** After a change: the tender as answered, and the list read again. */
export function storeTender(queryClient: QueryClient, tender: TTenderOrder) {
  queryClient.setQueryData(tenderQuery(tender.id).queryKey, tender);
  return queryClient.invalidateQueries({ queryKey: queryKeyOf(tenderOrderEndpoints.list) });
}

/** Words a refused save or action from the problem's codes (never the server's English). */
export function tenderRefusalOf(t: TFunction, error: unknown): string {
  const problem = error instanceof ApiError ? error.problem : undefined;
  const code = problem?.errors?.[0]?.code;
  if (problem?.code === 'STALE_VERSION') return t('TENDER.ERROR.STALE');
  if (code && ['not_chosen', 'no_lines', 'no_recipient', 'no_template', 'no_quote'].includes(code))
    return t(`TENDER.ERROR.${code.toUpperCase()}`);
  if (problem?.code === 'INVALID_STATE') return t('TENDER.ERROR.STATE');
  if (problem?.status === 400) return t('TENDER.ERROR.INVALID');
  if (problem?.status === 403) return t('TENDER.ERROR.FORBIDDEN');
  return t('TENDER.ERROR.FAILED');
}

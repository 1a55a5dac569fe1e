import {
  branchEndpoints,
  warehouseSettingsEndpoints as s,
  warehouseDashboardEndpoints,
} from '@kontor/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { ApiError } from '../../../lib/api/api-error';
import { endpointQuery, queryKeyOf } from '../../../lib/query';

export function useJobTitleSettings() {
  return useQuery(endpointQuery(s.jobTitles));
}

export function useWorkStationSettings() {
  return useQuery(endpointQuery(s.workStations));
}

export function useBranches() {
  return useQuery(endpointQuery(branchEndpoints.list));
}

/** A change of the settings; on success both lists and the floor's job titles are read again. */
export function useSettingsChange<V, R>(save: (values: V) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: save,
    onSuccess: () =>
      Promise.all(
        [s.jobTitles, s.workStations, warehouseDashboardEndpoints.jobTitles].map((endpoint) =>
          client.invalidateQueries({ queryKey: queryKeyOf(endpoint) }),
        ),
      ),
  });
}

/** The fields a form shows a refusal at; others are shown above its buttons. */
export const FORM_FIELDS = ['code', 'name', 'tabCodes', 'jobTitleCodes', 'branchId'];

/** A refusal in Hungarian (never the server's English detail), with the field it belongs to. */
export function settingsRefusal(
  error: unknown,
  t: TFunction,
): { field: string | null; text: string } {
  const problem = error instanceof ApiError ? error.problem : undefined;
  const first = problem?.errors?.[0];
  const field = first?.path.split('.')[0] ?? null;
  const text = (key: string, params = {}) => ({
    field,
    text: t(`WAREHOUSE_SETTINGS.ERROR.${key}`, params),
  });
  if (problem?.code === 'STALE_VERSION') return text('STALE');
  if (first?.code === 'in_use') return text('IN_USE', { stations: first.message });
  if (field === 'code') return text(problem?.code === 'CONFLICT' ? 'CODE_TAKEN' : 'CODE');
  if (field === 'name') return text('NAME');
  if (field === 'tabCodes') return text('TABS');
  if (field === 'jobTitleCodes') return text('JOB_TITLES');
  if (field === 'branchId') return text('BRANCH');
  return { field: null, text: t('WAREHOUSE_SETTINGS.ERROR.FAILED') };
}

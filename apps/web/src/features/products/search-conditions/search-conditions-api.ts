import { searchConditionEndpoints, type TSearchCondition } from '@kontor/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api/client';
import { endpointQuery, queryKeyOf } from '../../../lib/query';

const e = searchConditionEndpoints;

export function useSearchConditions() {
  return useQuery(endpointQuery(e.list));
}

function useRefresh() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: queryKeyOf(e.list) });
}

export function useCreateSearchCondition() {
  const onSuccess = useRefresh();
  return useMutation({
    mutationFn: (body: { name: string; filters: TSearchCondition['filters'] }) =>
      callApi(e.create, { body }),
    onSuccess,
  });
}

export function useRenameSearchCondition() {
  const onSuccess = useRefresh();
  return useMutation({
    mutationFn: ({ condition, name }: { condition: TSearchCondition; name: string }) =>
      callApi(e.update, {
        params: { conditionId: condition.id },
        body: { name, filters: condition.filters, version: condition.version },
      }),
    onSuccess,
  });
}

export function useDeleteSearchCondition() {
  const onSuccess = useRefresh();
  return useMutation({
    mutationFn: (condition: TSearchCondition) =>
      callApi(e.remove, { params: { conditionId: condition.id } }),
    onSuccess,
  });
}

import { productEndpoints, type TProductBase } from '@kontor/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../../lib/api/client';
import { queryKeyOf } from '../../../../lib/query';

/** The product's active substitutes, read through the batch call order entry uses as well. */
export function substitutesQuery(productId: number) {
  const body = { productIds: [productId] };
  return {
    queryKey: queryKeyOf(productEndpoints.substitutions, body),
    queryFn: async ({ signal }: { signal: AbortSignal }): Promise<TProductBase[]> =>
      (await callApi(productEndpoints.substitutions, { body, signal }))[0]?.substitutes ?? [],
  };
}

export function useSubstitutes(productId: number) {
  return useQuery(substitutesQuery(productId));
}

/** The answer replaces the cached list; a refusal reloads it (a product may have gone). */
export function useSaveSubstitutes(productId: number) {
  const queryClient = useQueryClient();
  const { queryKey } = substitutesQuery(productId);
  return useMutation({
    mutationFn: (substituteIds: number[]) =>
      callApi(productEndpoints.setSubstitutes, { params: { productId }, body: { substituteIds } }),
    onSuccess: (saved: TProductBase[]) => queryClient.setQueryData(queryKey, saved),
    onError: () => queryClient.invalidateQueries({ queryKey }),
  });
}

import { productEndpoints, type TComponent } from '@kontor/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { callApi } from '../../../../lib/api/client';
import { endpointQuery } from '../../../../lib/query';

export type TCompositionBody = z.input<typeof productEndpoints.saveComposition.body>;

export const compositionQuery = (productId: number) =>
  endpointQuery(productEndpoints.composition, { params: { productId } });

export function useComposition(productId: number) {
  return useQuery(compositionQuery(productId));
}

/** The answer replaces the cached list; a refusal reloads it (someone may have changed it). */
export function useSaveComposition(productId: number) {
  const queryClient = useQueryClient();
  const { queryKey } = compositionQuery(productId);
  return useMutation({
    mutationFn: (body: TCompositionBody) =>
      callApi(productEndpoints.saveComposition, { params: { productId }, body }),
    onSuccess: (saved: TComponent[]) => queryClient.setQueryData(queryKey, saved),
    onError: () => queryClient.invalidateQueries({ queryKey }),
  });
}

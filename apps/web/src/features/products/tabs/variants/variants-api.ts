import { productEndpoints, type TVariants, type ZVariationGroupBody } from '@kontor/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { callApi } from '../../../../lib/api/client';
import { endpointQuery, queryKeyOf } from '../../../../lib/query';

export type TVariationGroupBody = z.input<typeof ZVariationGroupBody>;
export type TVariantsBody = z.input<typeof productEndpoints.saveVariants.body>;

export const variantsQuery = (productId: number) =>
  endpointQuery(productEndpoints.variants, { params: { productId } });

export function useVariants(productId: number) {
  return useQuery(variantsQuery(productId));
}

/**
 * The answer replaces the cached tab; the group's other products and the variation list show
 * this product's values too, so their caches are refreshed (after a refusal as well: the group
 * may have changed meanwhile).
 */
export function useSaveVariants(productId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TVariantsBody) =>
      callApi(productEndpoints.saveVariants, { params: { productId }, body }),
    onSuccess: (saved: TVariants) =>
      queryClient.setQueryData(variantsQuery(productId).queryKey, saved),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeyOf(productEndpoints.variants) }),
        queryClient.invalidateQueries({
          queryKey: queryKeyOf(productEndpoints.variationGroupProducts),
        }),
      ]),
  });
}

export function useCreateVariationGroup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TVariationGroupBody) =>
      callApi(productEndpoints.createVariationGroup, { body }),
    onSuccess: () =>
      queryClient.invalidateQueries({
        queryKey: queryKeyOf(productEndpoints.lookupVariationGroups),
      }),
  });
}

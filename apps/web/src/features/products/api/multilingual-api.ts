import { productEndpoints, type TMultilingualData } from '@kontor/contract';
import { useMutation, useQueries, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api/client';
import { endpointQuery } from '../../../lib/query';
import { invalidateProduct } from './products-api';

export const multilingualQuery = (productId: number) =>
  endpointQuery(productEndpoints.multilingualData, { params: { productId } });

/** The names per language of each product on the page, one call per product. */
export function useMultilingualData(productIds: readonly number[]) {
  return useQueries({ queries: productIds.map(multilingualQuery) });
}

export function useSaveMultilingualData() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      data,
      translations,
    }: {
      data: TMultilingualData;
      translations: TMultilingualData['translations'];
    }) =>
      callApi(productEndpoints.saveMultilingualData, {
        params: { productId: data.productId },
        body: { translations, version: data.version },
      }),
    onSuccess: (saved) => {
      queryClient.setQueryData(multilingualQuery(saved.productId).queryKey, saved);
      // The Hungarian name is the product's own: the list and the form show it.
      return invalidateProduct(queryClient, saved.productId);
    },
    // A stale version means the stored names changed: show them.
    onError: (_, { data }) =>
      queryClient.invalidateQueries({ queryKey: multilingualQuery(data.productId).queryKey }),
  });
}

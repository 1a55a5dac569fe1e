import { branchEndpoints, productEndpoints } from '@kontor/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../../lib/api/client';
import { endpointQuery } from '../../../../lib/query';

export type StorageKind = 'DEFAULT' | 'BUFFER';

export const productStoragesQuery = (productId: number) =>
  endpointQuery(productEndpoints.storages, { params: { productId } });

export function useProductStorages(productId: number) {
  return useQuery(productStoragesQuery(productId));
}

/** Branches change rarely: the list is kept for a while. */
export function useBranches() {
  return useQuery({ ...endpointQuery(branchEndpoints.list), staleTime: 5 * 60_000 });
}

/** After any change, and after a failure too (the list may be outdated), the list is reloaded. */
function useInvalidateStorages(productId: number) {
  const queryClient = useQueryClient();
  return () =>
    queryClient.invalidateQueries({ queryKey: productStoragesQuery(productId).queryKey });
}

/** DEFAULT replaces the product's default storage of the storage's branch; BUFFER adds one. */
export function useAddStorage(productId: number, kind: StorageKind) {
  const invalidate = useInvalidateStorages(productId);
  return useMutation({
    mutationFn: (storageId: number) =>
      callApi(
        kind === 'DEFAULT' ? productEndpoints.addDefaultStorage : productEndpoints.addBufferStorage,
        { body: { productId, storageId } },
      ),
    onSettled: invalidate,
  });
}

/** Takes the id of the product-storage row, not of the storage. */
export function useDeleteDefaultStorage(productId: number) {
  const invalidate = useInvalidateStorages(productId);
  return useMutation({
    mutationFn: (id: number) => callApi(productEndpoints.deleteDefaultStorage, { params: { id } }),
    onSettled: invalidate,
  });
}

export function useRemoveBufferStorages(productId: number) {
  const invalidate = useInvalidateStorages(productId);
  return useMutation({
    mutationFn: (ids: number[]) =>
      callApi(productEndpoints.removeBufferStorages, { body: { productId, ids } }),
    onSettled: invalidate,
  });
}

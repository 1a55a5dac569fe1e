import { productEndpoints } from '@kontor/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../../lib/api/client';
import { uploadFile } from '../../../../lib/api/file';
import { endpointQuery, queryKeyOf } from '../../../../lib/query';

export const mediaQuery = (productId: number) =>
  endpointQuery(productEndpoints.media, { params: { productId } });

export function useMedia(productId: number) {
  return useQuery(mediaQuery(productId));
}

/**
 * The main image shows in the form's header, the list and the lookups (`imageUrl`): every change
 * refreshes them with the image list, after a failure too (the list may be outdated).
 */
function useInvalidateMedia(productId: number) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: mediaQuery(productId).queryKey }),
      queryClient.invalidateQueries({ queryKey: queryKeyOf(productEndpoints.get) }),
      queryClient.invalidateQueries({ queryKey: queryKeyOf(productEndpoints.search) }),
      queryClient.invalidateQueries({ queryKey: queryKeyOf(productEndpoints.lookup) }),
    ]);
}

export function useUploadMedia(productId: number) {
  const invalidate = useInvalidateMedia(productId);
  return useMutation({
    mutationFn: (file: File) =>
      uploadFile(productEndpoints.uploadMedia, { params: { productId } }, file),
    onSettled: invalidate,
  });
}

export function useSetMainMedia(productId: number) {
  const invalidate = useInvalidateMedia(productId);
  return useMutation({
    mutationFn: (mediaId: number) =>
      callApi(productEndpoints.setMainMedia, { params: { productId, mediaId } }),
    onSettled: invalidate,
  });
}

export function useRemoveMedia(productId: number) {
  const invalidate = useInvalidateMedia(productId);
  return useMutation({
    mutationFn: (mediaId: number) =>
      callApi(productEndpoints.removeMedia, { params: { productId, mediaId } }),
    onSettled: invalidate,
  });
}

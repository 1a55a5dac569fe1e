import {
  type TWebshopBulkBody,
  type TWebshopInfo,
  webshopEndpoints,
  type ZWebshopFilters,
  type ZWebshopInfoBody,
} from '@kontor/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { callApi } from '../../lib/api/client';
import { fieldMessages } from '../../lib/forms/field-errors';
import { endpointQuery, queryKeyOf } from '../../lib/query';

export function useWebshopInfo(filters: z.input<typeof ZWebshopFilters>) {
  return useQuery({
    ...endpointQuery(webshopEndpoints.list, { query: filters }),
    placeholderData: keepPreviousData,
  });
}

function useInvalidateList() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: queryKeyOf(webshopEndpoints.list) });
}

export function useSaveWebshopInfo() {
  const invalidate = useInvalidateList();
  return useMutation({
    mutationFn: ({ info, body }: { info: TWebshopInfo; body: z.input<typeof ZWebshopInfoBody> }) =>
      callApi(webshopEndpoints.save, { params: { productId: info.productId }, body }),
    onSuccess: invalidate,
  });
}

export function usePublishWebshopInfo() {
  const invalidate = useInvalidateList();
  return useMutation({
    mutationFn: (body: { productIds: number[]; published: boolean }) =>
      callApi(webshopEndpoints.publish, { body }),
    onSuccess: invalidate,
  });
}

/** The server's field errors as the form's messages. */
export const { problemFieldErrors: webshopFieldErrors } = fieldMessages(
  [
    { path: /slug$/, code: 'duplicate', key: 'WEBSHOP.ERROR.SLUG_TAKEN' },
    { path: /slug$/, key: 'WEBSHOP.ERROR.SLUG_FORMAT' },
    { path: /^version$/, key: 'WEBSHOP.ERROR.STALE' },
  ],
  'WEBSHOP.ERROR.SAVE_FAILED',
);

export function useBulkWebshopInfo() {
  const invalidate = useInvalidateList();
  return useMutation({
    mutationFn: (body: TWebshopBulkBody) => callApi(webshopEndpoints.bulk, { body }),
    onSuccess: invalidate,
  });
}

import {
  branchEndpoints,
  settingEndpoints,
  storageEndpoints,
  type TSettingId,
  type ZUpdateSettingBody,
} from '@kontor/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { callApi } from '../../lib/api/client';
import { endpointQuery, queryKeyOf } from '../../lib/query';

export function useSettingMenus() {
  return useQuery(endpointQuery(settingEndpoints.list));
}

/** Saves one setting; the menu list is read again so every field shows the stored version. */
export function useSaveSetting() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: TSettingId; body: z.input<typeof ZUpdateSettingBody> }) =>
      callApi(settingEndpoints.update, { params: { settingId: id }, body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeyOf(settingEndpoints.list) }),
  });
}

export function useBranches() {
  return useQuery(endpointQuery(branchEndpoints.list));
}

export function useWarehouses(branchId: number) {
  return useQuery(
    endpointQuery(storageEndpoints.list, {
      query: { branch_id: branchId, type: 'WAREHOUSE', page_size: 200, page_number: 0, term: '' },
    }),
  );
}

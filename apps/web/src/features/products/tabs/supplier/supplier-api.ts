import { productEndpoints, type ZSupplierInfoBody } from '@kontor/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { callApi } from '../../../../lib/api/client';
import { endpointQuery, queryKeyOf } from '../../../../lib/query';

export type TSupplierInfoBody = z.input<typeof ZSupplierInfoBody>;
export type SupplierInfoQuery = { supplierId: number; currencyId: string; quantity: string };

export const suppliersQuery = (productId: number) =>
  endpointQuery(productEndpoints.suppliers, { params: { productId } });

export function useSuppliers(productId: number) {
  return useQuery(suppliersQuery(productId));
}

/** The conditions and every answered price check are one picture: a change refreshes both. */
function useInvalidateSuppliers(productId: number) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: suppliersQuery(productId).queryKey }),
      queryClient.invalidateQueries({ queryKey: queryKeyOf(productEndpoints.supplierInfo) }),
    ]);
}

export function useAddSupplier(productId: number) {
  const invalidate = useInvalidateSuppliers(productId);
  return useMutation({
    mutationFn: (body: TSupplierInfoBody) =>
      callApi(productEndpoints.addSupplier, { params: { productId }, body }),
    onSettled: invalidate,
  });
}

export function useRemoveSupplier(productId: number) {
  const invalidate = useInvalidateSuppliers(productId);
  return useMutation({
    mutationFn: (supplierInfoId: number) =>
      callApi(productEndpoints.removeSupplier, { params: { productId, supplierInfoId } }),
    onSettled: invalidate,
  });
}

/** The condition that applies to a quantity; asked only once the check has all its inputs. */
export function useSupplierInfo(productId: number, query: SupplierInfoQuery | null) {
  return useQuery({
    ...endpointQuery(productEndpoints.supplierInfo, {
      params: { productId },
      query: query ?? { supplierId: 0, currencyId: '', quantity: '1' },
    }),
    enabled: query !== null,
  });
}

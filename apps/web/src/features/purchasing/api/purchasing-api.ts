import {
  supplierOrderGeneratorEndpoints as generator,
  supplierOrderEndpoints as orders,
  salesDeskEndpoints,
  type TSupplierOrder,
} from '@kontor/contract';
import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { useLiveTopic } from '../../../lib/live-events';
import { endpointQuery, listPageQuery, queryKeyOf } from '../../../lib/query';

export type TSupplierOrderListQuery = z.input<typeof orders.list.query>;
export type TGeneratorQuery = z.input<typeof generator.view.query>;

export const supplierOrderQuery = (id: number) => endpointQuery(orders.get, { params: { id } });

/** Everything purchasing shows: lists, orders, the generator, what serves a customer order. */
export function invalidatePurchasing(queryClient: QueryClient) {
  return Promise.all(
    [orders.list, orders.get, generator.view, generator.generatedFromCustomer].map((endpoint) =>
      queryClient.invalidateQueries({ queryKey: queryKeyOf(endpoint) }),
    ),
  );
}

/** Another buyer's change (topic `purchasing`) refreshes what this screen shows. */
export function usePurchasingLive() {
  const queryClient = useQueryClient();
  useLiveTopic('purchasing', () => void invalidatePurchasing(queryClient));
}

export function useSupplierOrders(query: TSupplierOrderListQuery) {
  return useQuery(listPageQuery(orders.list, { query }));
}

export function useSupplierOrder(id: number | null) {
  return useQuery({ ...supplierOrderQuery(id ?? 0), enabled: id !== null });
}

export function useGeneratorView(query: TGeneratorQuery) {
  return useQuery(listPageQuery(generator.view, { query }));
}

/** The supplier-order lines serving a customer order's lines (none for a user without rights). */
export function useSupplies(customerOrderId: number, enabled: boolean) {
  return useQuery({
    ...endpointQuery(generator.generatedFromCustomer, {
      query: { customer_order_id: customerOrderId },
    }),
    enabled,
  });
}

/** A call answering a supplier order: cached as the order, purchasing and its history refreshed. */
export function useSupplierOrderMutation<Input>(call: (input: Input) => Promise<TSupplierOrder>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (saved) => {
      queryClient.setQueryData(supplierOrderQuery(saved.id).queryKey, saved);
      return Promise.all([
        invalidatePurchasing(queryClient),
        queryClient.invalidateQueries({ queryKey: queryKeyOf(salesDeskEndpoints.history) }),
      ]);
    },
  });
}

/** Any call that creates supplier orders (generator, from a customer order). */
export function useCreatingMutation<Input, Output>(call: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: call, onSettled: () => invalidatePurchasing(queryClient) });
}

import {
  commentEndpoints,
  customerOrderEndpoints,
  type Endpoint,
  type HISTORY_ENTITIES,
  quoteEndpoints,
  quoteRequestEndpoints,
  salesDeskEndpoints,
  type TCommentTarget,
} from '@kontor/contract';
import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type CallInput, callApi } from '../../../lib/api/client';
import { endpointQuery, listPageQuery, queryKeyOf } from '../../../lib/query';

export const orderQuery = (orderId: number) =>
  endpointQuery(customerOrderEndpoints.get, { params: { orderId } });
export const quoteQuery = (quoteId: number) =>
  endpointQuery(quoteEndpoints.get, { params: { quoteId } });
export const requestQuery = (quoteRequestId: number) =>
  endpointQuery(quoteRequestEndpoints.get, { params: { quoteRequestId } });

/** One page of a document list; the previous page stays on screen while the next one loads. */
export function useDocumentSearch<E extends Endpoint>(endpoint: E, body: CallInput<E>['body']) {
  return useQuery(listPageQuery(endpoint, { body } as CallInput<E>));
}

/** After any change of a sales document: its lists, the welcome widgets and the document itself. */
export function invalidateSales(queryClient: QueryClient) {
  return Promise.all(
    [
      customerOrderEndpoints.search,
      quoteEndpoints.search,
      quoteRequestEndpoints.search,
      customerOrderEndpoints.reserveList,
      salesDeskEndpoints.history,
    ].map((endpoint) => queryClient.invalidateQueries({ queryKey: queryKeyOf(endpoint) })),
  );
}

/** A mutation whose answer is a sales document: cached under its query, lists refreshed. */
export function useSalesMutation<Input, Output extends { id: number }>(
  call: (input: Input) => Promise<Output>,
  queryOf: (id: number) => { queryKey: readonly unknown[] },
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (saved: Output) => {
      queryClient.setQueryData(queryOf(saved.id).queryKey, saved);
      return invalidateSales(queryClient);
    },
  });
}

export function useOrder(orderId: number | null) {
  return useQuery({ ...orderQuery(orderId ?? 0), enabled: orderId !== null });
}
export function useQuote(quoteId: number | null) {
  return useQuery({ ...quoteQuery(quoteId ?? 0), enabled: quoteId !== null });
}
export function useQuoteRequest(requestId: number | null) {
  return useQuery({ ...requestQuery(requestId ?? 0), enabled: requestId !== null });
}

export function useReserveList(orderId: number) {
  return useQuery(endpointQuery(customerOrderEndpoints.reserveList, { params: { orderId } }));
}

export function useHistory(entity: (typeof HISTORY_ENTITIES)[number], id: number) {
  return useQuery(endpointQuery(salesDeskEndpoints.history, { query: { entity, id } }));
}

export function useComments(target: TCommentTarget) {
  return useQuery(endpointQuery(commentEndpoints.list, { query: target }));
}

export function useAddComment(target: TCommentTarget) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (text: string) =>
      callApi(commentEndpoints.create, { query: target, body: { text } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeyOf(commentEndpoints.list) }),
  });
}

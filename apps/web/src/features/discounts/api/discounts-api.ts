import {
  discountEndpoints,
  type TDiscount,
  type TDiscountBody,
  type TDiscountItem,
  type TDiscountItemBody,
  type TDiscountListQuery,
} from '@kontor/contract';
import {
  keepPreviousData,
  type QueryClient,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { ApiError } from '../../../lib/api/api-error';
import { callApi } from '../../../lib/api/client';
import { endpointQuery, listPageQuery, queryKeyOf } from '../../../lib/query';
import type { ProductSearchBody } from '../../products/api/products-api';

const e = discountEndpoints;
export const discountQuery = (discountId: number) =>
  endpointQuery(e.get, { params: { discountId } });
export const itemsQuery = (discountId: number) =>
  endpointQuery(e.items, { params: { discountId } });

/** Everything a change of a list can show up in: the list, its items, history, the list page. */
export function invalidateDiscount(queryClient: QueryClient, discountId: number) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: discountQuery(discountId).queryKey }),
    queryClient.invalidateQueries({ queryKey: itemsQuery(discountId).queryKey }),
    queryClient.invalidateQueries({ queryKey: queryKeyOf(e.history) }),
    queryClient.invalidateQueries({ queryKey: queryKeyOf(e.list) }),
  ]);
}

/** One page of the discount lists; the previous page stays on screen while the next one loads. */
export function useDiscountList(query: Partial<TDiscountListQuery>) {
  return useQuery(listPageQuery(e.list, { query }));
}

export function useDiscount(discountId: number | null) {
  return useQuery({ ...discountQuery(discountId ?? 0), enabled: discountId !== null });
}

export function useDiscountItems(discountId: number) {
  return useQuery(itemsQuery(discountId));
}

export function useDiscountHistory(discountId: number) {
  return useQuery(endpointQuery(e.history, { params: { discountId }, query: { limit: 200 } }));
}

/** Runs a call that changes a list, then refreshes everything that shows the list. */
function useDiscountMutation<A, R>(discountId: number, run: (args: A) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    // Also after a failure: a stale version or a refused state means the cache is outdated.
    onSettled: () => invalidateDiscount(queryClient, discountId),
  });
}

/** Creates (no list yet) or updates the list's terms with the version it was read at. */
export function useSaveDiscount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ base, body }: { base: TDiscount | null; body: TDiscountBody }) =>
      base === null
        ? callApi(e.create, { body })
        : callApi(e.update, {
            params: { discountId: base.id },
            body: { version: base.version, discount: body },
          }),
    onSuccess: (saved) => {
      queryClient.setQueryData(discountQuery(saved.id).queryKey, saved);
      return invalidateDiscount(queryClient, saved.id);
    },
  });
}

export type DiscountAction = 'approve' | 'cancel' | 'clone';

/** Approve, cancel or clone; clone answers the new copy. */
export function useDiscountAction(discount: TDiscount) {
  const params = { discountId: discount.id };
  const body = { version: discount.version };
  return useDiscountMutation(discount.id, (action: DiscountAction) =>
    action === 'approve'
      ? callApi(e.approve, { params, body })
      : action === 'cancel'
        ? callApi(e.cancel, { params, body })
        : callApi(e.clone, { params }),
  );
}

export function useChangeEndDate(discount: TDiscount) {
  return useDiscountMutation(discount.id, (validTo: string | null) =>
    callApi(e.changeEndDate, {
      params: { discountId: discount.id },
      body: { version: discount.version, validTo },
    }),
  );
}

export function useDeleteDiscounts() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids: number[]) => callApi(e.removeMany, { body: { ids } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeyOf(e.list) }),
  });
}

/** Creates (no item id) or changes an item. */
export function useSaveItem(discountId: number) {
  return useDiscountMutation(
    discountId,
    async ({
      itemId,
      body,
      onSaved,
    }: {
      itemId: number | null;
      body: TDiscountItemBody;
      /** Told the stored item as soon as the server answers, before the list is read again. */
      onSaved?: (item: TDiscountItem) => void;
    }) => {
      const item =
        itemId === null
          ? await callApi(e.createItem, { params: { discountId }, body })
          : await callApi(e.updateItem, { params: { discountId, discountItemId: itemId }, body });
      onSaved?.(item);
      return item;
    },
  );
}

export function useDeleteItems(discountId: number) {
  return useDiscountMutation(discountId, (ids: number[]) =>
    callApi(e.removeItems, { params: { discountId }, body: { ids } }),
  );
}

export function useCancelItem(discountId: number) {
  return useDiscountMutation(discountId, (discountItemId: number) =>
    callApi(e.cancelItem, { params: { discountItemId } }),
  );
}

export interface AddProductsInput {
  filters: ProductSearchBody;
  discountPercent: string;
  minQuantity: string;
}

/** What add-products would do for these filters, asked again whenever they change. */
export function useAddProductsPreview(discountId: number, input: AddProductsInput | null) {
  return useQuery({
    queryKey: ['discount-add-products-preview', discountId, input],
    queryFn: () =>
      callApi(e.addProducts, { params: { discountId }, body: { ...input!, preview: true } }),
    enabled: input !== null,
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

export function useAddProducts(discountId: number) {
  return useDiscountMutation(discountId, (input: AddProductsInput) =>
    callApi(e.addProducts, { params: { discountId }, body: { ...input, preview: false } }),
  );
}

export function useRecalculate(discountId: number) {
  return useDiscountMutation(discountId, () => callApi(e.recalculate, { params: { discountId } }));
}

/** The dictionary key of a refused action's reason, by the problem's field error code. */
export function refusalKeyOf(error: unknown): string | null {
  if (!(error instanceof ApiError)) return null;
  const code = error.problem?.errors?.[0]?.code ?? error.problem?.code;
  if (code === 'four_eyes') return 'DISCOUNTS.ERROR.FOUR_EYES';
  if (code === 'invalid_state' || code === 'INVALID_STATE') return 'DISCOUNTS.ERROR.INVALID_STATE';
  if (code === 'STALE_VERSION' || error.status === 409) return 'DISCOUNTS.ERROR.STALE';
  if (error.status === 403) return 'SHELL.NO_PERMISSION';
  return null;
}

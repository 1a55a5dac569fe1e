import {
  productEndpoints,
  type TProduct,
  type TProductBody,
  type TProductFilters,
  type ZUpdateProductBody,
} from '@kontor/contract';
import { type QueryClient, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { callApi } from '../../../lib/api/client';
import {
  type DocumentCache,
  useDeleteDocument,
  useSaveDocument,
} from '../../../lib/document-mutations';
import { endpointQuery, listPageQuery, queryKeyOf } from '../../../lib/query';

export type TUpdateProductBody = z.input<typeof ZUpdateProductBody>;

export const productQuery = (productId: number) =>
  endpointQuery(productEndpoints.get, { params: { productId } });
export const productTabsQuery = (productId: number) =>
  endpointQuery(productEndpoints.tabs, { params: { productId } });
export const vatRateQuery = (productId: number) =>
  endpointQuery(productEndpoints.vatRate, { params: { productId } });

/** The search body as the form builds it; the contract fills in the defaults. */
export type ProductSearchBody = z.input<typeof productEndpoints.search.body> &
  Partial<TProductFilters>;

/**
 * Every cached answer that shows the product's own fields: the document, its tabs (the kind
 * decides them), its VAT rate, the list and the lookups.
 */
export function invalidateProduct(queryClient: QueryClient, productId: number) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: productQuery(productId).queryKey }),
    queryClient.invalidateQueries({ queryKey: productTabsQuery(productId).queryKey }),
    queryClient.invalidateQueries({ queryKey: vatRateQuery(productId).queryKey }),
    queryClient.invalidateQueries({ queryKey: queryKeyOf(productEndpoints.search) }),
    queryClient.invalidateQueries({ queryKey: queryKeyOf(productEndpoints.lookup) }),
  ]);
}

export function useProduct(productId: number | null) {
  return useQuery({ ...productQuery(productId ?? 0), enabled: productId !== null });
}

export function useProductTabs(productId: number) {
  return useQuery(productTabsQuery(productId));
}

export function useVatRate(productId: number) {
  return useQuery(vatRateQuery(productId));
}

/** One page of the product list; the previous page stays on screen while the next one loads. */
export function useProductSearch(body: ProductSearchBody, isEnabled = true) {
  return useQuery({ ...listPageQuery(productEndpoints.search, { body }), enabled: isEnabled });
}

const PRODUCT_CACHE: DocumentCache = {
  documentKey: (id) => productQuery(id).queryKey,
  invalidate: invalidateProduct,
  list: productEndpoints.search,
};

/** Creates (no id) or updates a product; the answer replaces the cached document. */
export function useSaveProduct() {
  return useSaveDocument(
    PRODUCT_CACHE,
    (id, body: TProductBody | TUpdateProductBody): Promise<TProduct> =>
      id === null
        ? callApi(productEndpoints.create, { body })
        : callApi(productEndpoints.update, {
            params: { productId: id },
            body: body as TUpdateProductBody,
          }),
  );
}

/** A refusal (stock, stale version) may mean the cached document is outdated: read it again. */
export function useDeleteProduct() {
  return useDeleteDocument(
    PRODUCT_CACHE,
    (productId, version) =>
      callApi(productEndpoints.remove, { params: { productId }, query: { version } }),
    true,
  );
}

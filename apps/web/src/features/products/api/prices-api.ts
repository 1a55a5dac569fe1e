import { productEndpoints, type TProductPrice, type ZProductPriceBody } from '@kontor/contract';
import { useMutation, useQueries, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { callApi } from '../../../lib/api/client';
import { endpointQuery, queryKeyOf } from '../../../lib/query';

export type TProductPriceBody = z.input<typeof ZProductPriceBody>;

export const pricesQuery = (productId: number) =>
  endpointQuery(productEndpoints.prices, { params: { productId } });

export function usePrices(productId: number) {
  return useQuery(pricesQuery(productId));
}

/** A price type and currency pair a product has prices in. */
export interface PriceKey {
  priceType: string;
  currency: string;
}

export function priceKeysOf(prices: readonly TProductPrice[]): PriceKey[] {
  const seen = new Map<string, PriceKey>();
  for (const { priceType, currency } of prices)
    seen.set(`${priceType}/${currency}`, { priceType, currency });
  return [...seen.values()].sort(
    (a, b) => a.priceType.localeCompare(b.priceType) || a.currency.localeCompare(b.currency),
  );
}

/** The price valid today for each pair, as the server decides it (`unit-price`). */
export function useUnitPricesToday(productId: number, keys: readonly PriceKey[]) {
  return useQueries({
    queries: keys.map((query) =>
      endpointQuery(productEndpoints.unitPrice, { params: { productId }, query }),
    ),
  });
}

/** Prices and the prices valid today are one picture: a change refreshes both. */
function useInvalidatePrices(productId: number) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: pricesQuery(productId).queryKey }),
      queryClient.invalidateQueries({ queryKey: queryKeyOf(productEndpoints.unitPrice) }),
    ]);
}

export function useAddPrice(productId: number) {
  const invalidate = useInvalidatePrices(productId);
  return useMutation({
    mutationFn: (body: TProductPriceBody) =>
      callApi(productEndpoints.addPrice, { params: { productId }, body }),
    onSettled: invalidate,
  });
}

export function useRemovePrice(productId: number) {
  const invalidate = useInvalidatePrices(productId);
  return useMutation({
    mutationFn: (priceId: number) =>
      callApi(productEndpoints.removePrice, { params: { productId, priceId } }),
    onSettled: invalidate,
  });
}

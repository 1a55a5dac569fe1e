import { partnerLookupEndpoints, type TCodeEntry } from '@kontor/contract';
import { useQuery } from '@tanstack/react-query';
import { endpointQuery } from '../../../lib/query';

/** The firm's price types (PRICE_TYPE codes): a handful, read once, whole. */
const priceTypesQuery = endpointQuery(partnerLookupEndpoints.priceTypes, {
  query: { term: '', limit: 100 },
});

export function usePriceTypes() {
  return useQuery(priceTypesQuery);
}

/** 'Kiskereskedelmi ár' for RETAIL; the code itself for a type no longer in the list. */
export function priceTypeName(types: readonly TCodeEntry[] | undefined, code: string): string {
  return types?.find((type) => type.code === code)?.name ?? code;
}

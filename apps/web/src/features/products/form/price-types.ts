import { partnerLookupEndpoints, type TCodeEntry } from '@kontor/contract';
import { useQuery } from '@tanstack/react-query';
import { i18n } from '../../../lib/i18n/i18n';
import { usePermission } from '../../../lib/permissions';
import { endpointQuery } from '../../../lib/query';

/** The firm's price types (PRICE_TYPE codes): a handful, read once, whole. */
const priceTypesQuery = endpointQuery(partnerLookupEndpoints.priceTypes, {
  query: { term: '', limit: 100 },
});

/** Asked only by a user who may read it: the others get the names from the dictionary. */
export function usePriceTypes() {
  return useQuery({ ...priceTypesQuery, enabled: usePermission('partners.read') });
}

/**
 * 'Kiskereskedelmi ár' for RETAIL, from the lookup or else the dictionary the lookup reads; the
 * code itself only for a type known to neither.
 */
export function priceTypeName(types: readonly TCodeEntry[] | undefined, code: string): string {
  const key = `PARTNERS.PRICE_TYPE.${code}`;
  return types?.find((type) => type.code === code)?.name ?? (i18n.exists(key) ? i18n.t(key) : code);
}

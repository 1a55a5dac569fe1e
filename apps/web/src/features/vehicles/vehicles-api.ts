import { vehicleEndpoints } from '@kontor/contract';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { callApi } from '../../lib/api/client';
import { endpointQuery } from '../../lib/query';

export function useMakers() {
  return useQuery(endpointQuery(vehicleEndpoints.makers));
}

export function useModels(makerId: number | null, year: number | null) {
  return useQuery({
    ...endpointQuery(vehicleEndpoints.models, {
      query: { makerId: makerId ?? 0, ...(year !== null && { year }) },
    }),
    enabled: makerId !== null,
    placeholderData: keepPreviousData,
  });
}

/** Windshields by glass code or international SKU (one of them typed). */
export function useWindshields(search: { code: string; internationalSKU: string }) {
  const query = {
    ...(search.code && { code: search.code }),
    ...(search.internationalSKU && { internationalSKU: search.internationalSKU }),
  };
  return useQuery({
    ...endpointQuery(vehicleEndpoints.windshieldData, { query }),
    enabled: Boolean(search.code || search.internationalSKU),
  });
}

export function useValidateVehicle() {
  return useMutation({
    mutationFn: (body: { modelId: number; year: number; glassCode: string }) =>
      callApi(vehicleEndpoints.validate, { body }),
  });
}

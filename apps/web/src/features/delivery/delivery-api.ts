import {
  deliveryMethodEndpoints,
  deliveryPlanEndpoints,
  type Endpoint,
  fleetEndpoints,
  productEndpoints,
  routeEndpoints,
  type TRoute,
  unpackingFeeEndpoints,
} from '@kontor/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useRefreshOnQueuedSend } from '../../lib/floor-action';
import { useLiveTopic } from '../../lib/live-events';
import { endpointQuery, queryKeyOf } from '../../lib/query';

export function useDeliveryMethods() {
  return useQuery(endpointQuery(deliveryMethodEndpoints.list));
}

export function usePlanConditions() {
  return useQuery(endpointQuery(deliveryPlanEndpoints.list));
}

export function useUnpackingFees() {
  return useQuery(endpointQuery(unpackingFeeEndpoints.list));
}

export function useProductGroups() {
  return useQuery(
    endpointQuery(productEndpoints.lookupProductGroups, { query: { term: '', limit: 100 } }),
  );
}

export function useFleet() {
  return useQuery(endpointQuery(fleetEndpoints.vehicles));
}

export function useDrivers() {
  return useQuery(endpointQuery(fleetEndpoints.drivers));
}

/**
 * A change of a reference table (create, update, delete) that reads the list again whatever the
 * answer: a refusal may mean someone else changed it meanwhile.
 */
export function useListChange<T>(list: Endpoint, change: (input: T) => Promise<unknown>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSettled: () => client.invalidateQueries({ queryKey: queryKeyOf(list) }),
  });
}

/** Route screens read again when anything of delivery changed (SSE `delivery` topic). */
function useLiveDelivery(endpoints: readonly Endpoint[]) {
  const client = useQueryClient();
  useLiveTopic('delivery', () => {
    for (const endpoint of endpoints)
      void client.invalidateQueries({ queryKey: queryKeyOf(endpoint) });
  });
}

const PLANNER_READS = [routeEndpoints.list, routeEndpoints.get, routeEndpoints.candidates];

export function useRoutesOfDay(date: string) {
  useLiveDelivery(PLANNER_READS);
  return useQuery({
    ...endpointQuery(routeEndpoints.list, { query: { from: date, to: date, page_size: 200 } }),
    placeholderData: keepPreviousData,
  });
}

export function useRoute(id: number | null) {
  return useQuery({
    ...endpointQuery(routeEndpoints.get, { params: { routeId: id ?? 0 } }),
    enabled: id !== null,
  });
}

export function useCandidates(date: string) {
  return useQuery(endpointQuery(routeEndpoints.candidates, { query: { date } }));
}

const DRIVER_READS = [routeEndpoints.mine];

/** The driver's routes of today, read again after a queued action went through or live. */
export function useMyRoutes() {
  useLiveDelivery(DRIVER_READS);
  useRefreshOnQueuedSend(DRIVER_READS);
  return useQuery(endpointQuery(routeEndpoints.mine));
}

/** Puts a route the server answered into the caches of the planner and the driver. */
export function useRouteCache() {
  const client = useQueryClient();
  return (route: TRoute) => {
    client.setQueryData(queryKeyOf(routeEndpoints.get, { params: { routeId: route.id } }), route);
    client.setQueryData(queryKeyOf(routeEndpoints.mine), (mine: TRoute[] | undefined) =>
      mine?.map((r) => (r.id === route.id ? route : r)),
    );
    for (const endpoint of [routeEndpoints.list, routeEndpoints.mine, routeEndpoints.candidates])
      void client.invalidateQueries({ queryKey: queryKeyOf(endpoint) });
  };
}

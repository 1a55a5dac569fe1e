import {
  navigationEndpoints,
  systemEndpoints,
  userEndpoints,
  welcomePageEndpoints,
} from '@kontor/contract';
import type { QueryClient } from '@tanstack/react-query';
import { logError } from '../lib/log';
import { setTrailFromServer } from '../lib/navigation-history';
import { endpointQuery, queryKeyOf } from '../lib/query';
import { getSystemInfo } from '../lib/system-info';

/** The build number does not change while the page lives: asked once. */
export const systemInfoQuery = {
  queryKey: queryKeyOf(systemEndpoints.info),
  queryFn: getSystemInfo,
  staleTime: Number.POSITIVE_INFINITY,
};
export const userInfoQuery = endpointQuery(userEndpoints.info);
export const menuQuery = endpointQuery(navigationEndpoints.menu);
export const historyQuery = endpointQuery(navigationEndpoints.history);
/** Task and message counts change under the user's feet: refreshed every minute. */
export const toolbarWidgetsQuery = {
  ...endpointQuery(navigationEndpoints.toolbarWidgets),
  refetchInterval: 60_000,
};
export const welcomePageQuery = endpointQuery(welcomePageEndpoints.get);
export const widgetOrderQuery = endpointQuery(welcomePageEndpoints.getWidgetOrder);

/**
 * The navbar refresh (000 §4): menu, toolbar widgets, system info and history load together;
 * a part that fails is logged and the others still arrive. Rejects only when every part failed.
 */
export async function refreshNavbar(queryClient: QueryClient): Promise<void> {
  const parts = [
    ['menu', queryClient.fetchQuery({ ...menuQuery, staleTime: 0 })],
    ['toolbar widgets', queryClient.fetchQuery({ ...toolbarWidgetsQuery, staleTime: 0 })],
    ['system info', queryClient.fetchQuery(systemInfoQuery)],
    [
      'history',
      queryClient
        .fetchQuery({ ...historyQuery, staleTime: 0 })
        .then(({ historyItems }) => setTrailFromServer(historyItems)),
    ],
  ] as const;
  const results = await Promise.allSettled(parts.map(([, part]) => part));
  results.forEach((result, index) => {
    if (result.status === 'rejected') {
      logError(`Navbar refresh: loading the ${parts[index]?.[0]} failed`, result.reason);
    }
  });
  if (results.every((result) => result.status === 'rejected')) {
    throw new Error('Navbar refresh failed');
  }
}

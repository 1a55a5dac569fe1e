import { welcomePageEndpoints } from '@kontor/contract';
import { callApi } from '../../lib/api/client';
import { logError } from '../../lib/log';

/**
 * Asks for the welcome page's data at start (main.tsx, a logged-in desktop start on the index
 * page), through the API client the entry already holds: the calls run while the shell's code
 * loads. When the query cache has loaded, the answers-to-be become its welcome queries, so the
 * page waits for these calls instead of making its own.
 */
export function prefetchWelcome(): void {
  const page = callApi(welcomePageEndpoints.get, {});
  const order = callApi(welcomePageEndpoints.getWidgetOrder, {});
  Promise.all([import('../../lib/query'), import('../shell-queries')])
    .then(([{ queryClient }, { welcomePageQuery, widgetOrderQuery }]) =>
      Promise.all([
        queryClient.prefetchQuery({ ...welcomePageQuery, queryFn: () => page }),
        queryClient.prefetchQuery({ ...widgetOrderQuery, queryFn: () => order }),
      ]),
    )
    .catch((error: unknown) => logError('Prefetching the welcome page failed', error));
}

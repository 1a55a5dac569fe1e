import { logError } from '../../lib/log';
import { queryClient } from '../../lib/query';
import { welcomePageQuery, widgetOrderQuery } from '../shell-queries';

/**
 * Asks for the welcome page's data while the shell's code loads (main.tsx, a logged-in start on
 * the index page): the page finds the answers in the query cache instead of asking after its
 * chunk arrived.
 */
export function prefetchWelcome(): void {
  Promise.all([
    queryClient.prefetchQuery(welcomePageQuery),
    queryClient.prefetchQuery(widgetOrderQuery),
  ]).catch((error: unknown) => logError('Prefetching the welcome page failed', error));
}

import type { createBrowserRouter } from 'react-router';
import { logError } from '../lib/log';
import { clearLoginState, userStore } from '../lib/session';
import { loginPathFor, requiresAuth } from './paths';

type Router = ReturnType<typeof createBrowserRouter>;

/**
 * Keeps the page and the login state in step (000 §4): a 401 from any call but login clears the
 * state, and when the state turns logged out (here, by logout, or in another tab) on a page that
 * needs auth, the user is sent to login with the page's full path as redirectToOnLogin.
 */
export function watchLoginState(router: Router): void {
  // The client arrives with the contract's chunk; its module is evaluated before any call runs.
  import('../lib/api/client')
    .then(({ addApiErrorListener, isLoginEndpoint }) =>
      addApiErrorListener((error, endpoint) => {
        if (error.status === 401 && !isLoginEndpoint(endpoint)) clearLoginState();
      }),
    )
    .catch((error: unknown) => logError('Loading the API client failed', error));

  let wasLoggedIn = userStore.get().loggedIn;
  userStore.subscribe(() => {
    const { loggedIn } = userStore.get();
    // During a navigation the guard of the next page decides; interrupting it would lose its target.
    if (wasLoggedIn && !loggedIn && router.state.navigation.state === 'idle') {
      const { pathname, search, hash } = router.state.location;
      if (requiresAuth(pathname)) {
        void router.navigate(loginPathFor(`${pathname}${search}${hash}`), { replace: true });
      }
    }
    wasLoggedIn = loggedIn;
  });
}

import { type LoaderFunctionArgs, redirect } from 'react-router';
import { clearLoginState, isLoggedIn } from '../lib/session';
import { loginPathFor, targetAfterLogin } from './paths';

function fullPathOf(request: Request): string {
  const url = new URL(request.url);
  // The request carries no hash; the address bar does when this is the page being entered.
  const hash = window.location.pathname === url.pathname ? window.location.hash : '';
  return `${url.pathname}${url.search}${hash}`;
}

/** Runs before the login page: a logged-in user goes on to the redirectToOnLogin target or Index. */
export function loginGuard({ request }: LoaderFunctionArgs): Response | null {
  if (isLoggedIn()) throw redirect(targetAfterLogin(new URL(request.url).search));
  return null;
}

/**
 * Runs before every route that needs a login: when the stored state (with its cookie) says logged
 * out, or the server says unauthenticated, the login state is cleared and the user is sent to
 * login with redirectToOnLogin carrying the full path they wanted.
 */
export async function authGuard({ request }: LoaderFunctionArgs): Promise<null> {
  if (isLoggedIn()) {
    const { checkAuthenticationOnce } = await import('../lib/auth');
    if (await checkAuthenticationOnce()) return null;
  }
  clearLoginState();
  throw redirect(loginPathFor(fullPathOf(request)));
}

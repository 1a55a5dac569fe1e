import { LEGACY_NO_NAVBAR_FLAG } from '@kontor/contract';
import { CONTEXT_PATH, LOGIN_PATH } from '../lib/config';

/**
 * Older paths that are wall or kiosk screens now: entering one (typed, bookmarked, or from a
 * classic page) goes to its ambient-area page instead of the frame (000 §2). One line per screen.
 */
export const LEGACY_AMBIENT_PATHS: Readonly<Record<string, string>> = {
  '/app/AmbientClock': '/ambient/clock',
  '/public/Clock': '/ambient/clock',
};

/** The ambient path an older path is rewritten to, or null. */
export function ambientPathFor(pathname: string): string | null {
  return LEGACY_AMBIENT_PATHS[pathname.replace(/\/+$/, '')] ?? null;
}

/**
 * The frame's source for an SPA path: the legacy context path, the first segment (app, appf, app2
 * or public) and the rest, with the no-navbar flag added (000 §2).
 */
export function frameSrcOf(pathname: string, search: string): string {
  const params = new URLSearchParams(search);
  params.set(LEGACY_NO_NAVBAR_FLAG, '1');
  return `${CONTEXT_PATH}${pathname}?${params}`;
}

/**
 * The SPA path a frame location mirrors to: context path dropped, anything after ';' in the path
 * cut (`;jsessionid=…`), the no-navbar flag stripped. Null when the location is outside the
 * context path.
 */
export function appPathOfFrame(location: { pathname: string; search: string }): string | null {
  if (!location.pathname.startsWith(`${CONTEXT_PATH}/`)) return null;
  const pathname = location.pathname.slice(CONTEXT_PATH.length).split(';')[0]!;
  const params = new URLSearchParams(location.search);
  params.delete(LEGACY_NO_NAVBAR_FLAG);
  const query = params.toString();
  return `${pathname}${query ? `?${query}` : ''}`;
}

export type FrameDestination =
  | { kind: 'external' }
  | { kind: 'login' }
  /** A page of the SPA itself: the router shows it, not the frame. */
  | { kind: 'app'; path: string }
  /** A classic page: the frame goes there and the router mirrors it afterwards. */
  | { kind: 'classic' };

const LOGIN_SERVLET = /\/LoginServlet(;.*)?$/;

/** Where a navigation inside the frame leads, seen from the SPA at `origin`. */
export function classifyDestination(url: URL, origin: string): FrameDestination {
  if (url.origin !== origin) return { kind: 'external' };
  if (LOGIN_SERVLET.test(url.pathname) || url.pathname === LOGIN_PATH) return { kind: 'login' };
  if (url.pathname.startsWith(`${CONTEXT_PATH}/`)) return { kind: 'classic' };
  return { kind: 'app', path: `${url.pathname}${url.search}${url.hash}` };
}

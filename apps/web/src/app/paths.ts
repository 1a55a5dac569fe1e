import { isSafeRedirectTarget } from '@kontor/contract';
import { INDEX_PATH, LOGIN_PATH } from '../lib/config';

export const REDIRECT_TO_ON_LOGIN = 'redirectToOnLogin';

/** Roots whose pages need a login (000 §2, §6); `appf/customer-portal` is public. */
const AUTH_ROOTS = new Set(['app', 'appf', 'app2']);

export function requiresAuth(pathname: string): boolean {
  const [, root = '', second] = pathname.split('/');
  if (root === 'appf' && second === 'customer-portal') return false;
  return AUTH_ROOTS.has(root);
}

/** Only in-app paths are followed after login or a firm switch (contract isSafeRedirectTarget). */
export function safeTarget(target: string | null): string | null {
  return isSafeRedirectTarget(target) ? target : null;
}

export function loginPathFor(fullPath: string): string {
  return `${LOGIN_PATH}?${new URLSearchParams({ [REDIRECT_TO_ON_LOGIN]: fullPath })}`;
}

/** The floor's home page: the warehouse dashboard (warehouse-dashboard README). */
export const FLOOR_HOME_PATH = '/app/dashboards/warehouse';
const FLOOR_ROLES: ReadonlySet<string> = new Set(['warehouse', 'workshop']);

/** The first page of a user: the floor's roles start on their dashboard, everyone else on Index. */
export function homeFor(roles: readonly string[]): string {
  return roles.length > 0 && roles.every((role) => FLOOR_ROLES.has(role))
    ? FLOOR_HOME_PATH
    : INDEX_PATH;
}

/**
 * Where a logged-in user goes from the login page: the redirectToOnLogin target, else their
 * first page (Index, or the dashboard for the floor's roles).
 */
export function targetAfterLogin(search: string, roles: readonly string[] = []): string {
  return safeTarget(new URLSearchParams(search).get(REDIRECT_TO_ON_LOGIN)) ?? homeFor(roles);
}

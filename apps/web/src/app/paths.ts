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

/** Where a logged-in user goes from the login page: the redirectToOnLogin target, else Index. */
export function targetAfterLogin(search: string): string {
  return safeTarget(new URLSearchParams(search).get(REDIRECT_TO_ON_LOGIN)) ?? INDEX_PATH;
}

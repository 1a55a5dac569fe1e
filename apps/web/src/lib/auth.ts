import { authEndpoints, type TLoginBody, userEndpoints } from '@kontor/contract';
import { callApi } from './api/client';
import { refreshDictionariesForRunningBuild } from './i18n/dictionary-refresh';
import { setUserLanguage } from './i18n/i18n';
import { logError } from './log';
import { queryClient } from './query';
import { clearLoginState, toUserState, userStore } from './session';

let authCheck: Promise<boolean> | undefined;

/**
 * The server's word on the session, asked once per page load (any failure means
 * unauthenticated, 000 §7); later expiry shows up as a 401 on any call.
 */
export function checkAuthenticationOnce(): Promise<boolean> {
  authCheck ??= callApi(authEndpoints.check, {}).then(
    () => true,
    () => false,
  );
  return authCheck;
}

/** Loads user info into the stored state (and the user's language into i18n). */
export async function loadUserInfo(): Promise<void> {
  const info = await callApi(userEndpoints.info, {});
  userStore.set(toUserState(info, true));
  setUserLanguage(info.language);
}

/**
 * Logs in. An answer without a non-empty accessToken counts as invalid credentials (000 §5).
 * Any failure clears the login state and is raised to the caller.
 */
export async function logIn(body: TLoginBody): Promise<void> {
  try {
    const answer = await callApi(authEndpoints.login, { body });
    if (answer.accessToken.trim() === '') throw new Error('Login answer without an access token');
    queryClient.clear();
    await loadUserInfo();
    authCheck = Promise.resolve(true);
    // The full dictionary loads after login; the shell's own texts are bundled meanwhile.
    refreshDictionariesForRunningBuild().catch((error: unknown) =>
      logError('Loading the dictionaries failed', error),
    );
  } catch (error) {
    clearLoginState();
    throw error;
  }
}

/** Logs out: the call's errors are ignored (000 §7); the state is cleared in any case. */
export async function logOut(): Promise<void> {
  await callApi(authEndpoints.logout, {}).catch(() => undefined);
  authCheck = undefined;
  clearLoginState();
  queryClient.clear();
}

import type { TUserInfo } from '@kontor/contract';
import * as z from 'zod/mini';
import { createStoredState } from './stored-state';

/** Minimum number of other firms before the firm selector shows its filter box (000 §9). */
export const MIN_FIRMS_BEFORE_SEARCH = 6;

/** The JS-readable companion of the HttpOnly session cookie: the guard's "login cookie". */
export const LOGIN_COOKIE = 'kontorLoggedIn';

const ZStoredFirm = z.object({ id: z.number(), name: z.string() });

/** Stored user state (000 §3). zod/mini: the login page loads it before anything else. */
export const ZUserState = z.object({
  loggedIn: z.boolean(),
  userInfo: z.object({
    username: z.string(),
    fullName: z.string(),
    nickName: z.optional(z.string()),
    avatarSrc: z.optional(z.string()),
    roles: z.array(z.string()),
    language: z._default(z.string(), 'HU'),
    currentUserEmployeeId: z.optional(z.number()),
  }),
  avatarInnerHtml: z.optional(z.string()),
  avatarCssContent: z.optional(z.string()),
  firmsData: z.object({
    firms: z.array(ZStoredFirm),
    selectedFirmId: z.optional(z.number()),
    isFirmSwitchEnabled: z.boolean(),
    minAmountOfFirmsBeforeSearch: z._default(z.number(), MIN_FIRMS_BEFORE_SEARCH),
  }),
});
export type TUserState = z.infer<typeof ZUserState>;

export const INITIAL_USER_STATE: TUserState = {
  loggedIn: false,
  userInfo: { username: '', fullName: '', roles: [], language: 'HU' },
  firmsData: { firms: [], isFirmSwitchEnabled: false, minAmountOfFirmsBeforeSearch: 6 },
};

export const userStore = createStoredState('kontor.user', ZUserState, INITIAL_USER_STATE);

/** Maps the user info answer onto the stored state (keeps loggedIn as it is). */
export function toUserState(info: TUserInfo, loggedIn: boolean): TUserState {
  return {
    loggedIn,
    userInfo: {
      username: info.username,
      fullName: info.fullName,
      nickName: info.nickName,
      avatarSrc: info.profilePicUrl ?? undefined,
      roles: info.roles,
      language: info.language,
      currentUserEmployeeId: info.currentUserEmployeeId ?? undefined,
    },
    avatarInnerHtml: info.avatarInnerHtml ?? undefined,
    avatarCssContent: info.avatarCSSContent ?? undefined,
    firmsData: {
      firms: info.availableFirms.map(({ id, name }) => ({ id, name })),
      selectedFirmId: info.currentFirmId,
      isFirmSwitchEnabled: info.firmSwitchEnabled,
      minAmountOfFirmsBeforeSearch: MIN_FIRMS_BEFORE_SEARCH,
    },
  };
}

export function hasLoginCookie(cookies: string = document.cookie): boolean {
  return cookies.split(';').some((cookie) => cookie.trim().startsWith(`${LOGIN_COOKIE}=`));
}

/** Logout, a failed login or a missing session cookie (000 §4). */
export function clearLoginState(): void {
  userStore.reset();
}

/**
 * The guard's view: logged in when the stored state says so and the login cookie is there.
 * A missing cookie clears the stored state (000 §2, login guard).
 */
export function isLoggedIn(): boolean {
  if (!hasLoginCookie()) {
    if (userStore.get().loggedIn) clearLoginState();
    return false;
  }
  return userStore.get().loggedIn;
}

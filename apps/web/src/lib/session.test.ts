import type { TUserInfo } from '@kontor/contract';
import { beforeEach, describe, expect, it } from 'vitest';
import { setLoginCookie } from '../test/shell-test-utils';
import { hasLoginCookie, INITIAL_USER_STATE, isLoggedIn, toUserState, userStore } from './session';

const info: TUserInfo = {
  username: 'admin',
  fullName: 'Kovács Anna',
  nickName: 'Anna',
  profilePicUrl: null,
  availableFirms: [{ id: 1, name: 'Kontor Kft.', logoUrl: null }],
  currentFirmId: 1,
  firmSwitchEnabled: true,
  roles: ['admin'],
  language: 'HU',
  avatarInnerHtml: '<b>KA</b>',
  avatarCSSContent: 'b{color:red}',
  currentUserEmployeeId: null,
};

describe('login state', () => {
  beforeEach(() => {
    localStorage.clear();
    userStore.reset();
  });

  it('finds the login cookie among others', () => {
    expect(hasLoginCookie('a=1; kontorLoggedIn=1; b=2')).toBe(true);
    expect(hasLoginCookie('a=1; notkontorLoggedIn=1')).toBe(false);
  });

  it('is logged in with the stored flag and the cookie', () => {
    setLoginCookie(true);
    userStore.set(toUserState(info, true));
    expect(isLoggedIn()).toBe(true);
  });

  it('clears the stored state when the cookie is missing', () => {
    setLoginCookie(false);
    userStore.set(toUserState(info, true));
    expect(isLoggedIn()).toBe(false);
    expect(userStore.get()).toEqual(INITIAL_USER_STATE);
  });

  it('maps user info onto the stored state (000 §3)', () => {
    const state = toUserState(info, true);
    expect(state.userInfo).toEqual({
      username: 'admin',
      fullName: 'Kovács Anna',
      nickName: 'Anna',
      avatarSrc: undefined,
      roles: ['admin'],
      language: 'HU',
      currentUserEmployeeId: undefined,
    });
    expect(state.avatarInnerHtml).toBe('<b>KA</b>');
    expect(state.avatarCssContent).toBe('b{color:red}');
    expect(state.firmsData).toEqual({
      firms: [{ id: 1, name: 'Kontor Kft.' }],
      selectedFirmId: 1,
      isFirmSwitchEnabled: true,
      minAmountOfFirmsBeforeSearch: 6,
    });
  });
});

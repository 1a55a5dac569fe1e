import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toUserState, userStore } from '../lib/session';
import { jsonResponse, mockApi, setLoginCookie } from '../test/shell-test-utils';
import { authGuard, loginGuard } from './guards';
import { requiresAuth, safeTarget, targetAfterLogin } from './paths';

const args = (url: string) =>
  ({ request: new Request(`http://localhost${url}`), params: {}, context: {} }) as Parameters<
    typeof authGuard
  >[0];

async function redirectOf(run: () => unknown): Promise<string | null> {
  try {
    await run();
    return null;
  } catch (thrown) {
    if (thrown instanceof Response) return thrown.headers.get('Location');
    throw thrown;
  }
}

function logIn() {
  setLoginCookie(true);
  userStore.set({ ...toUserStateStub(), loggedIn: true });
}

function toUserStateStub() {
  return toUserState(
    {
      username: 'a',
      fullName: 'A',
      nickName: 'A',
      profilePicUrl: null,
      availableFirms: [],
      currentFirmId: 1,
      firmSwitchEnabled: false,
      roles: [],
      language: 'HU',
      avatarInnerHtml: null,
      avatarCSSContent: null,
      currentUserEmployeeId: null,
    },
    true,
  );
}

describe('paths', () => {
  it('knows which roots need a login', () => {
    expect(requiresAuth('/app/tasks')).toBe(true);
    expect(requiresAuth('/appf/x')).toBe(true);
    expect(requiresAuth('/app2/x')).toBe(true);
    expect(requiresAuth('/appf/customer-portal/x')).toBe(false);
    expect(requiresAuth('/dev/sandbox')).toBe(false);
    expect(requiresAuth('/login')).toBe(false);
  });

  it('follows only in-app targets', () => {
    expect(safeTarget('/app/tasks?x=1')).toBe('/app/tasks?x=1');
    expect(safeTarget('//evil.example')).toBeNull();
    expect(safeTarget('https://evil.example')).toBeNull();
    expect(safeTarget('/\\evil.example')).toBeNull();
    for (const hostile of ['/\t/evil.example', '/\r\n/evil', '/%09/evil', '/app\\x', '/app//x']) {
      expect(safeTarget(hostile)).toBeNull();
    }
    expect(targetAfterLogin('?redirectToOnLogin=%2F%09%2Fevil.example')).toBe('/app');
    expect(targetAfterLogin('?redirectToOnLogin=%2Fapp%2Fmessages')).toBe('/app/messages');
    expect(targetAfterLogin('')).toBe('/app');
    expect(targetAfterLogin('', ['warehouse'])).toBe('/app/dashboards/warehouse');
    expect(targetAfterLogin('', ['workshop', 'warehouse'])).toBe('/app/dashboards/warehouse');
    expect(targetAfterLogin('', ['warehouse', 'back_office'])).toBe('/app');
    expect(targetAfterLogin('?redirectToOnLogin=%2Fapp%2Fmessages', ['warehouse'])).toBe(
      '/app/messages',
    );
  });
});

describe('login guard', () => {
  beforeEach(() => {
    localStorage.clear();
    userStore.reset();
    setLoginCookie(false);
  });

  it('sends a logged-in user to the redirectToOnLogin target', async () => {
    logIn();
    expect(
      await redirectOf(() => loginGuard(args('/login?redirectToOnLogin=%2Fapp%2Ftasks'))),
    ).toBe('/app/tasks');
  });

  it('sends a logged-in user without a target to Index', async () => {
    logIn();
    expect(await redirectOf(() => loginGuard(args('/login')))).toBe('/app');
  });

  it('lets a logged-out user stay on login, keeping the query', async () => {
    expect(await redirectOf(() => loginGuard(args('/login?redirectToOnLogin=%2Fapp')))).toBeNull();
  });
});

describe('auth guard', () => {
  beforeEach(() => {
    localStorage.clear();
    userStore.reset();
    setLoginCookie(false);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('sends a logged-out user to login with the full wanted path', async () => {
    expect(await redirectOf(() => authGuard(args('/app/tasks?department=Rakt%C3%A1r')))).toBe(
      '/login?redirectToOnLogin=%2Fapp%2Ftasks%3Fdepartment%3DRakt%25C3%25A1r',
    );
  });

  it('lets a logged-in user through when the server agrees', async () => {
    mockApi({ 'GET /auth/check': () => jsonResponse(null, 204) });
    logIn();
    expect(await redirectOf(() => authGuard(args('/app')))).toBeNull();
  });
});

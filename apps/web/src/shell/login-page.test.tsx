import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { userStore } from '../lib/session';
import { jsonResponse, mockApi, renderInShell } from '../test/shell-test-utils';
import LoginPage from './login-page';

const userInfo = {
  username: 'admin',
  fullName: 'Kovács Anna',
  nickName: 'Anna',
  profilePicUrl: null,
  availableFirms: [],
  currentFirmId: 1,
  firmSwitchEnabled: true,
  roles: ['admin'],
  language: 'HU',
  avatarInnerHtml: null,
  avatarCSSContent: null,
  currentUserEmployeeId: null,
};

describe('login page', () => {
  const reload = vi.fn();
  beforeEach(() => {
    userStore.reset();
    sessionStorage.clear();
    vi.stubGlobal('location', {
      href: window.location.href,
      origin: window.location.origin,
      pathname: '/login',
      search: '',
      hash: '',
      reload,
    });
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    reload.mockReset();
  });

  it('shows the placeholders, remember me and the build number; the button waits for both fields', async () => {
    mockApi({
      'GET /system/info': () => jsonResponse({ buildNumber: '2026.11', apiVersion: '0.1.0' }),
    });
    renderInShell(<LoginPage />, { path: '/login', routePath: '/login' });
    expect(await screen.findByText('Build: 2026.11')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Bejelentkezés' })).toBeInTheDocument();
    expect(screen.getByPlaceholderText('Felhasználónév')).toHaveFocus();
    expect(screen.getByPlaceholderText('Jelszó')).toHaveAttribute('type', 'password');
    expect(screen.getByLabelText('Maradok bejelentkezve')).not.toBeChecked();
    expect(screen.getByRole('button', { name: 'Bejelentkezés' })).toBeDisabled();
  });

  it('says "Kötelező mező" for a touched empty or whitespace-only field', async () => {
    mockApi({});
    renderInShell(<LoginPage />, { path: '/login', routePath: '/login' });
    const username = await screen.findByPlaceholderText('Felhasználónév');
    expect(screen.queryByText('Kötelező mező')).not.toBeInTheDocument();
    await userEvent.type(username, '   ');
    await userEvent.tab();
    expect(screen.getByText('Kötelező mező')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Bejelentkezés' })).toBeDisabled();
  });

  it('submits with Enter, shows "..." while waiting, then goes to the redirect target', async () => {
    let answerLogin: (response: Response) => void = () => {};
    const fetchMock = mockApi({
      'POST /auth/login': () => jsonResponse({ accessToken: 'token', rememberMeToken: 'sel' }),
      'GET /user/info': () => jsonResponse(userInfo),
    });
    const original = fetchMock.getMockImplementation();
    fetchMock.mockImplementation((input, init) =>
      String(input).endsWith('/auth/login')
        ? new Promise<Response>((resolve) => {
            answerLogin = resolve;
          })
        : (original?.(input, init) ?? Promise.reject(new Error('no mock'))),
    );
    const { router } = renderInShell(<LoginPage />, {
      path: '/login?redirectToOnLogin=%2Fapp%2Ftasks',
      routePath: '/login',
    });
    await userEvent.type(await screen.findByPlaceholderText('Felhasználónév'), 'admin');
    await userEvent.click(screen.getByLabelText('Maradok bejelentkezve'));
    await userEvent.type(screen.getByPlaceholderText('Jelszó'), 'secret{Enter}');
    await waitFor(() => expect(screen.getByRole('button', { name: '...' })).toBeDisabled());
    // The login call leaves once the API client's chunk has loaded: wait for it, not for a fixed time.
    const loginCall = await waitFor(() => {
      const call = fetchMock.mock.calls.find(([url]) => String(url).endsWith('/auth/login'));
      expect(call).toBeDefined();
      return call!;
    });
    expect(JSON.parse(String(loginCall[1]?.body))).toEqual({
      username: 'admin',
      password: 'secret',
      rememberMe: true,
    });
    answerLogin(jsonResponse({ accessToken: 'token', rememberMeToken: 'sel' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/app/tasks'));
    expect(userStore.get().loggedIn).toBe(true);
    expect(userStore.get().userInfo.fullName).toBe('Kovács Anna');
    expect(userStore.get().userInfo.nickName).toBe('Anna');
  });

  it.each([
    ['a rejected login', () => jsonResponse({ code: 'INVALID_CREDENTIALS' }, 401)],
    [
      'an answer without an access token',
      () => jsonResponse({ accessToken: '', rememberMeToken: '' }),
    ],
  ])('clears the state and reloads the page after %s', async (_name, answer) => {
    mockApi({ 'POST /auth/login': answer });
    userStore.set({ ...userStore.get(), loggedIn: true });
    renderInShell(<LoginPage />, { path: '/login', routePath: '/login' });
    await userEvent.type(await screen.findByPlaceholderText('Felhasználónév'), 'admin');
    await userEvent.type(screen.getByPlaceholderText('Jelszó'), 'wrong{Enter}');
    await waitFor(() => expect(reload).toHaveBeenCalled());
    expect(userStore.get().loggedIn).toBe(false);
  });

  it('says in words, to screen readers too, that the login failed once the page reloaded', async () => {
    mockApi({ 'POST /auth/login': () => jsonResponse({ code: 'INVALID_CREDENTIALS' }, 401) });
    const first = renderInShell(<LoginPage />, { path: '/login', routePath: '/login' });
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
    await userEvent.type(await screen.findByPlaceholderText('Felhasználónév'), 'nobody');
    await userEvent.type(screen.getByPlaceholderText('Jelszó'), 'wrong{Enter}');
    await waitFor(() => expect(reload).toHaveBeenCalled());
    first.unmount();
    // The reloaded page:
    renderInShell(<LoginPage />, { path: '/login', routePath: '/login' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Sikertelen bejelentkezés.');
    // Shown once: the next load of the page is clean again.
    cleanup();
    renderInShell(<LoginPage />, { path: '/login', routePath: '/login' });
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
  });
});

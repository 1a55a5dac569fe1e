import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import { i18n, initI18n } from '../lib/i18n/i18n';
import '../lib/i18n/shell-texts';
import { createQueryClient } from '../lib/query';
import { INITIAL_USER_STATE, userStore } from '../lib/session';
import { ErrorFlashProvider } from '../ui/error-flash';
import { SpinnerProvider } from '../ui/spinner';
import { ToastProvider } from '../ui/toast';

if (!i18n.isInitialized) initI18n();

/**
 * The logged-in user holds `roles`: the actions offered by their endpoint's permission
 * (`ActionButton`) show. Reset with `userStore.reset()`.
 */
export function logInAs(roles: string[]): void {
  userStore.set({
    ...INITIAL_USER_STATE,
    loggedIn: true,
    userInfo: { ...INITIAL_USER_STATE.userInfo, roles },
  });
}

/** A JSON answer as the server gives it. */
export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(status === 204 ? null : JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

/**
 * Replaces fetch with a router of canned answers by "METHOD /path" (under /kontor/rest);
 * unknown calls answer 404. Returns the mock to inspect the calls.
 */
export function mockApi(
  answers: Record<string, (request: { url: string; body: unknown }) => Response>,
) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    const path = url.replace('/kontor/rest', '').split('?')[0];
    const key = `${init?.method ?? 'GET'} ${path}`;
    const answer = answers[key];
    const body = init?.body ? JSON.parse(String(init.body)) : undefined;
    return answer ? answer({ url, body }) : jsonResponse({ title: 'Not Found' }, 404);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function Providers({ children }: { children: ReactNode }) {
  return (
    <MantineProvider env="test">
      <I18nextProvider i18n={i18n}>
        <QueryClientProvider client={createQueryClient()}>
          <ToastProvider>
            <ErrorFlashProvider>
              <SpinnerProvider>{children}</SpinnerProvider>
            </ErrorFlashProvider>
          </ToastProvider>
        </QueryClientProvider>
      </I18nextProvider>
    </MantineProvider>
  );
}

/** Renders a component at `path` inside every provider of the app and a memory router. */
export function renderInShell(element: ReactElement, { path = '/test', routePath = '*' } = {}) {
  const router = createMemoryRouter(
    [
      { path: routePath, element },
      ...(routePath === '/login' ? [] : [{ path: '/login', element: <p>login page</p> }]),
      { path: '/app/*', element: <p>app page</p> },
    ],
    { initialEntries: [path] },
  );
  const result = render(
    <Providers>
      <RouterProvider router={router} />
    </Providers>,
  );
  return { ...result, router };
}

/** Sets or removes the JS-readable login cookie the server sets on login. */
export function setLoginCookie(isPresent: boolean): void {
  // biome-ignore lint/suspicious/noDocumentCookie: tests play the server's part in setting it
  document.cookie = isPresent ? 'kontorLoggedIn=1; path=/' : 'kontorLoggedIn=; max-age=0; path=/';
}

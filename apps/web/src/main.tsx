import './app/global.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { watchLoginState } from './app/auth-redirect';
import { loginPathFor, requiresAuth } from './app/paths';
import { routes } from './app/routes';
import { INDEX_PATH } from './lib/config';
import { isMobileDevice, isTabletDevice, lockViewportZoom } from './lib/device';
import { i18n, initI18n } from './lib/i18n/i18n';
import { logError } from './lib/log';
import { isLoggedIn } from './lib/session';
import { ErrorFlashProvider } from './ui/error-flash';

// The entry holds only what the login page needs; the API contract, Mantine and the query cache
// arrive in lazily loaded chunks (the login route's budget is 150 KiB of gzipped JS).
initI18n();
if (isTabletDevice) lockViewportZoom(document);

/**
 * The login guard's first decision, before the router loads any of the shell: without the login
 * cookie, the root and every page that needs a login go straight to the login page (000 §2), so
 * the first screen of a logged-out user costs the login chunk only.
 */
function enterLoginFirst(): void {
  const { pathname, search, hash } = window.location;
  if (isLoggedIn() || (pathname !== '/' && !requiresAuth(pathname))) return;
  const wanted = pathname === '/' ? INDEX_PATH : `${pathname}${search}${hash}`;
  window.history.replaceState(null, '', loginPathFor(wanted));
}
enterLoginFirst();

const router = createBrowserRouter(routes);
watchLoginState(router);

// A logged-in start asks the server at once, while the shell's code loads: the guard of the
// page then finds the answer waiting (lib/auth.ts asks once per page load). The page the server
// sends a logged-in desktop start at the Index page preloads its first calls (welcome data, menu,
// …: first-screen-chunks.ts), which the pages' own queries take up.
if (isLoggedIn() && requiresAuth(window.location.pathname)) {
  import('./lib/auth')
    .then(({ checkAuthenticationOnce }) => checkAuthenticationOnce())
    .catch((error: unknown) => logError('Checking the session failed', error));
  if (window.location.pathname === INDEX_PATH && !isMobileDevice) {
    // The router loads the frame, the layout and the page one level after the other; asked here,
    // their chunks (and everything they import) load at once.
    Promise.all([
      import('./app/app-frame'),
      import('./app/main-layout'),
      import('./shell/welcome/welcome-page'),
    ]).catch((error: unknown) => logError('Preloading the welcome page failed', error));
  }
}

// The full dictionary is the logged-in user's (the login page ships its own texts): a logged-out
// start leaves it to the login (lib/auth.ts).
if (isLoggedIn()) {
  import('./lib/i18n/dictionary-refresh')
    .then(({ refreshDictionariesForRunningBuild }) => refreshDictionariesForRunningBuild())
    .catch((error: unknown) => logError('Loading the dictionaries failed', error));
}

// Installable app and offline start (service-worker/sw.js); development serves no worker.
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  window.addEventListener('load', () => {
    navigator.serviceWorker
      .register('/sw.js')
      .catch((error: unknown) => logError('Registering the service worker failed', error));
  });
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <I18nextProvider i18n={i18n}>
      <ErrorFlashProvider>
        <RouterProvider router={router} />
      </ErrorFlashProvider>
    </I18nextProvider>
  </StrictMode>,
);

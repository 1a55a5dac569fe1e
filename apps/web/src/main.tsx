import './app/global.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { watchLoginState } from './app/auth-redirect';
import { routes } from './app/routes';
import { isTabletDevice, lockViewportZoom } from './lib/device';
import { i18n, initI18n } from './lib/i18n/i18n';
import { logError } from './lib/log';
import { ErrorFlashProvider } from './ui/error-flash';

// The entry holds only what the login page needs; the API contract, Mantine and the query cache
// arrive in lazily loaded chunks (the login route's budget is 150 KiB of gzipped JS).
initI18n();
if (isTabletDevice) lockViewportZoom(document);

const router = createBrowserRouter(routes);
watchLoginState(router);

import('./lib/i18n/dictionary-refresh')
  .then(({ refreshDictionariesForRunningBuild }) => refreshDictionariesForRunningBuild())
  .catch((error: unknown) => logError('Loading the dictionaries failed', error));

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <I18nextProvider i18n={i18n}>
      <ErrorFlashProvider>
        <RouterProvider router={router} />
      </ErrorFlashProvider>
    </I18nextProvider>
  </StrictMode>,
);

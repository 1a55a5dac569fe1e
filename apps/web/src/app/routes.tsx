import { type LoaderFunction, type RouteObject, redirect, replace } from 'react-router';
import { DEV_PAGES, E2E_TEST_CONTEXTS } from '../dev/dev-pages';
import { CONTEXT_PATH, INDEX_PATH, LOGIN_PATH } from '../lib/config';
import { authGuard, loginGuard } from './guards';
import { AMBIENT_PAGES, APP_PAGES, type PageRoute } from './page-routes';
import { RootLayout } from './root-layout';
import { RouteErrorPage } from './route-error-page';

type Module = { default: React.ComponentType };

/** A route whose page module is loaded on demand. */
function lazyPage(load: () => Promise<Module>) {
  return async () => ({ Component: (await load()).default });
}

function pageRoute({ path, load }: PageRoute): RouteObject {
  return { path, lazy: lazyPage(load) };
}

const toIndex: LoaderFunction = () => redirect(INDEX_PATH);
const mainLayout = lazyPage(() => import('./main-layout'));
const publicLayout = lazyPage(() => import('./public-layout'));
const legacyPage = lazyPage(() => import('../shell/legacy-page'));
const notFoundPage = lazyPage(() => import('../shell/not-found-page'));

/** The catch-all of a layout: the older page of the same path (000 §2). */
const legacyCatchAll = (): RouteObject => ({ path: '*', lazy: legacyPage });

const devPages: RouteObject[] = [
  { index: true, lazy: lazyPage(() => import('../dev/dev-index-page')) },
  ...[...DEV_PAGES, ...E2E_TEST_CONTEXTS].map(({ path, load, requiresAuth }) => ({
    path,
    loader: requiresAuth ? authGuard : undefined,
    lazy: lazyPage(load),
  })),
  { path: '*', lazy: notFoundPage },
];

/**
 * The whole route tree of 000 §2, in one place. Every page is lazy loaded; a business page
 * registers itself in page-routes.ts.
 */
export const routes: RouteObject[] = [
  {
    id: 'root',
    Component: RootLayout,
    ErrorBoundary: RouteErrorPage,
    HydrateFallback: () => null,
    children: [
      { index: true, loader: toIndex },
      {
        path: LOGIN_PATH.slice(1),
        loader: loginGuard,
        lazy: lazyPage(() => import('../shell/login-page')),
      },
      {
        // The older login servlet: the login page, keeping its redirectToOnLogin (000 §2).
        path: 'LoginServlet',
        loader: ({ request }) => replace(`${LOGIN_PATH}${new URL(request.url).search}`),
      },
      {
        path: `${CONTEXT_PATH.slice(1)}/*`,
        lazy: lazyPage(() => import('./legacy-context-redirect')),
      },
      {
        // Everything but login lives in the app frame (theme, query cache, toast, spinner).
        id: 'frame',
        lazy: lazyPage(() => import('./app-frame')),
        children: [
          { path: 'dev', lazy: lazyPage(() => import('../dev/dev-layout')), children: devPages },
          {
            path: 'ambient',
            lazy: lazyPage(() => import('./ambient-layout')),
            children: [...AMBIENT_PAGES.map(pageRoute), { path: '*', lazy: notFoundPage }],
          },
          {
            path: 'public',
            lazy: publicLayout,
            children: [
              {
                path: 'visual-design/response',
                lazy: lazyPage(() => import('../features/design-proofs/proof-response-page')),
              },
              legacyCatchAll(),
            ],
          },
          {
            path: 'app',
            loader: authGuard,
            shouldRevalidate: () => true,
            lazy: mainLayout,
            children: [
              { index: true, lazy: lazyPage(() => import('../shell/welcome/welcome-page')) },
              ...APP_PAGES.map(pageRoute),
              {
                path: 'mediate-navbar-firm-switch',
                lazy: lazyPage(() => import('../shell/mediate-navbar-firm-switch')),
              },
              { id: 'matchedMissingRouteFromAppShell', path: '*', lazy: legacyPage },
            ],
          },
          {
            // The portal's own page is the older page at the root of its path.
            path: 'appf/customer-portal',
            lazy: publicLayout,
            children: [{ index: true, lazy: legacyPage }, legacyCatchAll()],
          },
          {
            path: 'appf',
            loader: authGuard,
            shouldRevalidate: () => true,
            lazy: mainLayout,
            children: [{ index: true, loader: toIndex }, legacyCatchAll()],
          },
          {
            path: 'app2',
            loader: authGuard,
            shouldRevalidate: () => true,
            lazy: mainLayout,
            children: [{ index: true, loader: toIndex }, legacyCatchAll()],
          },
          { path: '*', lazy: notFoundPage },
        ],
      },
    ],
  },
];

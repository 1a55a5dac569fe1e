import type { ComponentType } from 'react';

export interface DevPage {
  path: string;
  /** Dictionary key of the page's title. */
  titleKey: string;
  load: () => Promise<{ default: ComponentType }>;
  /** Only the end-to-end test contexts ask; every other dev page is public (000 §6). */
  requiresAuth?: boolean;
}

/** The developer-only pages under /dev (000 §2). */
export const DEV_PAGES: readonly DevPage[] = [
  { path: 'sandbox', titleKey: 'DEV.SANDBOX', load: () => import('./sandbox-page') },
  {
    path: 'testing-pages',
    titleKey: 'DEV.TESTING_PAGES',
    load: () => import('./testing-pages-page'),
  },
  {
    path: 'registered-pages',
    titleKey: 'DEV.REGISTERED_PAGES',
    load: () => import('./registered-pages-page'),
  },
  {
    path: 'component-presentation',
    titleKey: 'DEV.COMPONENT_PRESENTATION',
    load: () => import('./component-presentation-page'),
  },
  { path: 'example-todo', titleKey: 'DEV.EXAMPLE_TODO', load: () => import('./example-todo-page') },
  { path: 'boilerplate', titleKey: 'DEV.BOILERPLATE', load: () => import('./boilerplate-page') },
];

/** End-to-end test pages: the same page in a public context and in one that needs a login. */
export const E2E_TEST_CONTEXTS: readonly DevPage[] = [
  {
    path: 'e2e/public',
    titleKey: 'DEV.E2E_PUBLIC',
    load: () => import('./e2e-test-page'),
    requiresAuth: false,
  },
  {
    path: 'e2e/session',
    titleKey: 'DEV.E2E_SESSION',
    load: () => import('./e2e-test-page'),
    requiresAuth: true,
  },
];

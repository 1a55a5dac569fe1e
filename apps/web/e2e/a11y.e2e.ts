import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { Page } from 'playwright-core';
import { AMBIENT_PAGES, APP_PAGES } from '../src/app/page-routes.ts';
import { seriousViolations } from './axe.ts';
import { logIn, menuPages, newPage, openInApp, type Quiet, settle, watchQuiet } from './harness.ts';

/** A demo value for each path parameter of the route tree; a new parameter needs one here. */
const PARAMETERS: Record<string, string> = {
  discountId: '1',
  currentSettingMenuId: 'sales',
  countId: '1',
  cycleId: '1',
};

/** Query strings a page needs to show its content (beyond the generic `?id=1` of a form). */
const QUERIES: Record<string, string> = {
  ProductVariationList: '?groupId=1',
  OrderHistory: '?entity=customer_order&id=1',
  CustomerOrderSupplierOrderSelector: '?customerOrderId=1',
};

interface Visit {
  url: string;
  /** A new, untouched form: leaving it must not ask about unsaved changes */
  isNewForm: boolean;
}

/**
 * What the sweep opens for one route of the router: the page itself; a record form (`…Form`)
 * also with a stored record; a path parameter with its demo value.
 */
function visitsOf(base: string, path: string): Visit[] {
  const filled = path.replace(/:(\w+)/g, (_, name: string) => {
    const value = PARAMETERS[name];
    assert.ok(value, `route ${path}: add a demo value for :${name} to PARAMETERS`);
    return value;
  });
  const url = `${base}/${filled}${QUERIES[path] ?? ''}`;
  if (path.endsWith('Form')) {
    return [
      { url, isNewForm: true },
      { url: `${url}?id=1`, isNewForm: false },
    ];
  }
  return [{ url, isNewForm: path.endsWith('/new') }];
}

const VISITS: Visit[] = [
  { url: '/app', isNewForm: false },
  ...APP_PAGES.flatMap(({ path }) => visitsOf('/app', path)),
  ...AMBIENT_PAGES.flatMap(({ path }) => visitsOf('/ambient', path)),
];

const LEAVE_QUESTION = 'Nem mentett módosítások';

/** The navbar's home link (a page may have its own). */
const homeLink = (page: Page) => page.locator('header a[aria-label="Kezdőlap"]');

describe('accessibility (axe-core: no serious or critical violation on any route)', () => {
  let page: Page;
  let quiet: Quiet;
  before(async () => {
    // The app's CSP allows no inline script; axe is injected as one.
    page = await newPage({ bypassCSP: true });
    quiet = await watchQuiet(page);
  });
  after(() => page.context().close());

  test('login page', async () => {
    await page.goto('/login');
    await page.getByPlaceholder('Felhasználónév').waitFor();
    assert.deepEqual(await seriousViolations(page), []);
  });

  for (const { url, isNewForm } of VISITS) {
    test(`${url}${isNewForm ? ' (new form, left untouched without a question)' : ''}`, async () => {
      if (new URL(page.url()).pathname === '/login') await logIn(page);
      await openInApp(page, url);
      await page.locator('main, body').first().waitFor();
      await settle(page, quiet);
      assert.deepEqual(await seriousViolations(page), [], url);
      if (isNewForm) {
        await homeLink(page).click();
        await page.waitForURL((next) => next.pathname === '/app');
        assert.equal(await page.getByText(LEAVE_QUESTION).count(), 0);
      }
    });
  }
});

describe('accessibility as the sales desk and on a phone', () => {
  test('every page of the sales menu: no serious or critical violation', async () => {
    const page = await newPage({ bypassCSP: true });
    const quiet = await watchQuiet(page);
    await logIn(page, 'ertekesito');
    const found: string[] = [];
    const pages = await menuPages(page);
    assert.ok(pages.includes('/app/CustomerOrderForm?new=true'), pages.join());
    for (const url of pages) {
      await openInApp(page, url);
      await page.locator('main, body').first().waitFor();
      await settle(page, quiet);
      for (const violation of await seriousViolations(page)) found.push(`${url}: ${violation}`);
    }
    assert.deepEqual(found, []);
    await page.context().close();
  });

  test('the order form and the invoice list at 390 px', async () => {
    const page = await newPage({
      bypassCSP: true,
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
    });
    const quiet = await watchQuiet(page);
    await logIn(page);
    for (const url of [
      '/app/CustomerOrderForm?new=true',
      '/app/CustomerOrderForm?id=1',
      '/app/customer-orders',
      '/app/customer-invoices',
    ]) {
      await openInApp(page, url);
      await page.locator('main').first().waitFor();
      await settle(page, quiet);
      assert.deepEqual(await seriousViolations(page), [], url);
      const name = url.replace(/\W+/g, '-');
      await page.screenshot({ path: `/tmp/h21-390${name}.png`, fullPage: true });
    }
    await page.context().close();
  });
});

describe('the leave-page question', () => {
  test('a touched new order asks before leaving; an untouched one does not', async () => {
    const page = await newPage();
    await logIn(page);
    await page.goto('/app/CustomerOrderForm?new=true');
    await page.getByRole('grid').first().waitFor();
    await homeLink(page).click();
    await page.waitForURL((next) => next.pathname === '/app');
    await page.goBack();
    await page.getByRole('grid').first().waitFor();
    await page.getByLabel('Megjegyzés a vevőnek').fill('Hétfőn szállítsák');
    await homeLink(page).click();
    await page.getByText(LEAVE_QUESTION).waitFor();
    await page.getByRole('button', { name: 'Mégse' }).click();
    assert.match(page.url(), /CustomerOrderForm/);
    await page.context().close();
  });
});

import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { Page } from 'playwright-core';
import { logIn, newPage } from './harness.ts';

const FRAME = 'iframe[data-legacy-frame]';

async function openFramed(page: Page, path: string) {
  await page.goto(path);
  const frame = page.frameLocator(FRAME);
  await frame.locator('#classicContent').waitFor();
  // The frame's load was handled: the SPA's title follows the page's.
  await page.waitForFunction((selector) => {
    const inner = document.querySelector<HTMLIFrameElement>(selector)?.contentDocument;
    return inner?.readyState === 'complete' && document.title === `${inner.title} | Kontor`;
  }, FRAME);
  return frame;
}

/** Counts the frame's load events from now on (each is one page load inside it). */
async function countFrameLoads(page: Page) {
  await page.evaluate((selector) => {
    const target = window as unknown as { frameLoads: number };
    target.frameLoads = 0;
    document.querySelector(selector)?.addEventListener('load', () => {
      target.frameLoads++;
    });
  }, FRAME);
  return () => page.evaluate(() => (window as unknown as { frameLoads: number }).frameLoads);
}

describe('legacy frame', () => {
  test('shows a classic page under the new navbar, with its title', async () => {
    const page = await newPage();
    await logIn(page);
    const frame = await openFramed(page, '/app/PartnerList');
    await frame.locator('#partnerList tbody tr').first().waitFor();
    assert.equal(await frame.locator('#bodyTopBarWrap').count(), 0, 'the old navbar is removed');
    await frame.getByRole('button', { name: 'Főmenü' }).waitFor();
    await frame.locator('a[aria-label="Kezdőlap"]').waitFor();
    await page.waitForFunction(() => document.title === 'Partnerlista | Kontor');
    // The frame's source: context path + first segment + rest + the no-navbar flag.
    const src = await page.locator(FRAME).getAttribute('src');
    assert.equal(src, '/kontor/app/PartnerList?noNavbar=1');
    // The navbar's links keep their href whatever the page's scripts do.
    const home = frame.locator('a[aria-label="Kezdőlap"]');
    await home.evaluate((link) => link.setAttribute('href', '/kontor/app/Elsewhere;jsessionid=1'));
    await page.waitForTimeout(50);
    assert.equal(await home.getAttribute('href'), '/app');
  });

  test('mirrors a click inside the frame into the address bar without reloading the frame', async () => {
    const page = await newPage();
    await logIn(page);
    const frame = await openFramed(page, '/app/PartnerList');
    const loads = await countFrameLoads(page);
    await frame.locator('a[rel="next"]').click();
    await page.waitForURL((url) => url.pathname === '/app/PartnerList' && url.search === '?page=1');
    await frame.locator('a[rel="prev"]').waitFor();
    await page.waitForTimeout(500);
    assert.equal(await loads(), 1, 'one load: the click itself, none from the router');
    const inner = page.frames().find((frame) => frame !== page.mainFrame());
    assert.equal(new URL(inner!.url()).search, '?page=1&noNavbar=1');
  });

  test("shows and hides the spinner on the frame's messages", async () => {
    const page = await newPage();
    await logIn(page);
    await openFramed(page, '/app/PartnerList');
    const inner = page.frames().find((frame) => frame !== page.mainFrame())!;
    const post = (type: string) =>
      inner.evaluate((t) => {
        window.parent.postMessage({ source: 'kontor-legacy', type: t }, window.location.origin);
      }, type);
    await post('SPINNER_SHOW');
    await page.locator('[data-spinner-overlay] [role="progressbar"]').waitFor();
    await post('SPINNER_HIDE');
    await page.locator('[data-spinner-overlay]').waitFor({ state: 'detached' });
  });

  test('hides the frame when the classic page answers 404', async () => {
    const page = await newPage();
    await logIn(page);
    await page.goto('/app/NoSuchClassicPage');
    await page.getByText('Oops. Itt nincs semmi...').waitFor();
    assert.equal(await page.locator(FRAME).isHidden(), true);
  });

  test('sends a link to the login servlet to the login page with the current full path', async () => {
    const page = await newPage();
    await logIn(page);
    const frame = await openFramed(page, '/app/PartnerList?q=kft');
    // The session is gone meanwhile (ended elsewhere): the re-login link leads to the login. The
    // page's own calls (history push) finish first, or their 401 would lead there by itself.
    await page.waitForLoadState('networkidle');
    await page.context().clearCookies();
    await frame.locator('#classicRelogin').click();
    await page.waitForURL(
      (url) =>
        url.pathname === '/login' &&
        url.searchParams.get('redirectToOnLogin') === '/app/PartnerList?q=kft',
    );
    await logIn(page);
    await page.waitForURL((url) => url.pathname === '/app/PartnerList' && url.search === '?q=kft');
    await page.frameLocator(FRAME).locator('#partnerList').waitFor();
  });

  test("'Bejelentkezés más felhasználóval' ends the session and lands on the login page", async () => {
    const page = await newPage();
    await logIn(page);
    const frame = await openFramed(page, '/app/PartnerList');
    await frame.getByRole('link', { name: 'Bejelentkezés más felhasználóval' }).click();
    await page.waitForURL(
      (url) =>
        url.pathname === '/login' &&
        url.searchParams.get('redirectToOnLogin') === '/app/PartnerList',
    );
    await page.getByPlaceholder('Felhasználónév').waitFor();
    // No spinner is left over the login form, and another user can log in.
    assert.equal(await page.getByRole('progressbar').count(), 0);
    await logIn(page, 'irodai');
    await page.waitForURL((url) => url.pathname === '/app/PartnerList');
    await page.frameLocator(FRAME).locator('#partnerList').waitFor();
  });

  test('menu hotkeys work while the focus is inside the frame', async () => {
    const page = await newPage();
    await logIn(page);
    const frame = await openFramed(page, '/app/ProductList');
    // A modified hotkey works even while typing in the page's search field.
    await frame.locator('input[name="q"]').focus();
    // The frame's keys are handed over from its load handler on: a press in the very moment the
    // page appears may come before it (no person types that fast), so a second press is allowed.
    for (let attempt = 1; ; attempt += 1) {
      await page.keyboard.press('Alt+Shift+P');
      const shown = await page
        .getByTestId('hotkey-overlay')
        .waitFor({ timeout: 3000 })
        .then(() => true)
        .catch(() => false);
      if (shown) break;
      assert.ok(attempt < 3, 'the hotkey pressed inside the frame shows the overlay');
    }
    await page.waitForURL((url) => url.pathname === '/app/partners');
    await page.getByRole('heading', { name: 'Partnerek' }).waitFor();
  });

  test('opens the SPA page a classic page links to in the router, not in the frame', async () => {
    const page = await newPage();
    await logIn(page);
    const frame = await openFramed(page, '/app/Tools');
    await frame.locator('#classicContent a[href="/app/DeveloperTools"]').click();
    await page.waitForURL((url) => url.pathname === '/app/DeveloperTools');
    await page.getByRole('heading', { name: 'Fejlesztői eszközök' }).waitFor();
    assert.equal(await page.locator(FRAME).count(), 0);
  });
});

describe('customer portal', () => {
  test('shows the order for the right access code only', async () => {
    const page = await newPage();
    const frame = await openFramed(page, '/appf/customer-portal');
    assert.equal(await frame.getByRole('button', { name: 'Főmenü' }).count(), 0);
    await frame.getByLabel('Rendelésszám').fill('VR-2026-00042');
    await frame.getByLabel('Hozzáférési kód').fill('ROSSZ-KOD1');
    await frame.getByRole('button', { name: 'Megjelenítés' }).click();
    await frame.getByText('Hibás rendelésszám vagy hozzáférési kód.').waitFor();
    await frame.getByLabel('Hozzáférési kód').fill('K7M2-P9QX');
    await frame.getByRole('button', { name: 'Megjelenítés' }).click();
    await frame.locator('#portalStatus').getByText('Gyártás alatt').waitFor();
    await frame.getByText('Tölgy étkezőasztal 120 cm').waitFor();
  });
});

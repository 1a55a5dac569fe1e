import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { Page } from 'playwright-core';
import { logIn, newPage } from './harness.ts';

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1';

const PHONE = {
  userAgent: IPHONE,
  viewport: { width: 390, height: 844 },
  isMobile: true,
  hasTouch: true,
};

/** Whether the page scrolls sideways: the whole document wider than the window. */
const sidewaysShift = (page: Page) =>
  page.evaluate(() => {
    const scroller = document.scrollingElement ?? document.documentElement;
    return scroller.scrollWidth - window.innerWidth;
  });

const frameContent = (page: Page) =>
  page.frameLocator('iframe[data-legacy-frame]').locator('#classicContent');

describe('mobile view', () => {
  test('the mobile bar searches products (latest answer only) and logs out', async () => {
    const page = await newPage(PHONE);
    await logIn(page, 'raktaros');
    const bar = page.locator('header');
    assert.equal(Math.round((await bar.boundingBox())?.height ?? 0), 50);
    await page.getByRole('button', { name: 'Termékkeresés megnyitása' }).click();
    const search = page.getByPlaceholder('Termék keresése');
    const requests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/kontor/rest/products')) requests.push(request.url());
    });
    await search.pressSequentially('asz', { delay: 30 });
    // The warehouse role lands on its dashboard, whose job-title select has options of its own.
    const option = page.getByRole('listbox').getByRole('option').first();
    await option.waitFor();
    assert.equal(requests.length, 1, 'typing within the debounce sends one request');
    assert.match(requests[0] ?? '', /term=asz&getAllResults=true&onlyMapBaseData=true/);
    const dropdown = await page.getByRole('listbox').boundingBox();
    assert.ok(dropdown && dropdown.width <= 300 && dropdown.height <= 450);
    await option.click();
    await page.waitForURL(/\/app\/ProductForm\?id=\d+/);
    await page.getByRole('button', { name: 'Kijelentkezés' }).click();
    await page.waitForURL('**/login**');
    await page.context().close();
  });

  test('a product found by words in the mobile search opens its page', async () => {
    const page = await newPage(PHONE);
    await logIn(page, 'raktaros');
    await page.getByRole('button', { name: 'Termékkeresés megnyitása' }).click();
    await page.getByPlaceholder('Termék keresése').fill('18 akkus');
    await page.getByRole('option', { name: /ASZ-1003/ }).click();
    await page.waitForURL(/\/app\/ProductForm\?id=\d+/);
    await page.getByRole('heading', { name: 'Akkus csavarbehajtó 18 V' }).waitFor();
    await page.context().close();
  });

  test('forms, lists and classic pages fit 390 px; the classic frame leaves the mobile bar', async () => {
    const page = await newPage(PHONE);
    await logIn(page, 'admin');
    const widthOf = () =>
      page.evaluate(() => {
        const frame = document.querySelector<HTMLIFrameElement>('iframe[data-legacy-frame]');
        const inner = frame?.contentDocument?.documentElement.scrollWidth ?? 0;
        return Math.max(document.documentElement.scrollWidth, inner);
      });
    const ready: [string, () => Promise<void>][] = [
      ['/app/PartnerForm?id=1', () => page.getByLabel('Rövid név').waitFor()],
      ['/app/ProductForm?id=1', () => page.getByLabel('Megnevezés', { exact: false }).waitFor()],
      ['/app/partners', () => page.locator('tr[data-partner-id]').first().waitFor()],
      ['/app/products', () => page.locator('tr[data-product-id]').first().waitFor()],
      ['/app/PartnerList', () => frameContent(page).waitFor()],
      ['/app/Tools', () => frameContent(page).waitFor()],
    ];
    for (const [path, isReady] of ready) {
      await page.goto(path);
      await isReady();
      await page.waitForLoadState('networkidle');
      assert.ok((await widthOf()) <= 390, `${path} is ${await widthOf()} px wide`);
    }
    // The Tools page's frame starts below the mobile bar, whose logout stays usable.
    const frameTop = (await page.locator('iframe[data-legacy-frame]').boundingBox())?.y;
    assert.equal(frameTop, 50);
    await page.getByRole('button', { name: 'Kijelentkezés' }).click();
    await page.waitForURL('**/login**');
    await page.context().close();
  });

  test('the burger opens the main menu as a drawer, usable from the keyboard', async () => {
    const page = await newPage(PHONE);
    await logIn(page, 'admin');
    const burger = page.getByRole('button', { name: 'Főmenü' });
    assert.equal(await burger.getAttribute('aria-expanded'), 'false');
    await burger.focus();
    await page.keyboard.press('Enter');
    const drawer = page.getByRole('dialog', { name: 'Főmenü' });
    await drawer.waitFor();
    assert.equal(await burger.getAttribute('aria-expanded'), 'true');
    // The drawer fits the phone and holds the focus; Esc closes it and gives the focus back.
    // Measured once the slide-in transition has ended.
    await page.waitForFunction(() => {
      const box = document.querySelector('[role="dialog"]')?.getBoundingClientRect();
      return box !== undefined && box.x >= 0;
    });
    const box = await drawer.boundingBox();
    assert.ok(box && box.x >= 0 && box.x + box.width <= 390, `drawer at ${JSON.stringify(box)}`);
    await page.waitForFunction(() =>
      document.querySelector('[role="dialog"]')?.contains(document.activeElement),
    );
    await page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'hidden' });
    await page.waitForFunction(
      () => document.activeElement?.getAttribute('aria-label') === 'Főmenü',
    );
    // Again, and down to a link: the top item opens its links, a link opens its page.
    await page.keyboard.press('Enter');
    await drawer.getByRole('button', { name: 'Értékesítés' }).focus();
    await page.keyboard.press('Enter');
    await drawer.getByRole('link', { name: 'Vevői rendelés', exact: true }).focus();
    await page.keyboard.press('Enter');
    await page.waitForURL('**/app/customer-orders');
    await drawer.waitFor({ state: 'hidden' });
    await page.getByTestId('item-card').first().waitFor();
    await page.context().close();
  });

  for (const width of [360, 390, 414]) {
    test(`at ${width} px the order and invoice lists are cards and no page scrolls sideways`, async () => {
      const page = await newPage({ ...PHONE, viewport: { width, height: 800 } });
      await logIn(page, 'admin');
      const pages: [string, () => Promise<void>][] = [
        ['/app/customer-orders', () => page.getByTestId('item-card').first().waitFor()],
        ['/app/customer-invoices', () => page.getByTestId('item-card').first().waitFor()],
        ['/app/quotes', () => page.getByTestId('item-card').first().waitFor()],
        ['/app/CustomerOrderForm?new=true', () => page.getByRole('grid').first().waitFor()],
        ['/app/CustomerOrderForm?id=1', () => page.getByRole('grid').first().waitFor()],
        ['/app/CustomerInvoiceForm?id=1', () => page.getByRole('heading').first().waitFor()],
      ];
      for (const [path, isReady] of pages) {
        await page.goto(path);
        await isReady();
        await page.waitForLoadState('networkidle');
        assert.ok((await sidewaysShift(page)) <= 0, `${path} at ${width} px scrolls sideways`);
      }
      // A card opens its document like a table row does.
      await page.goto('/app/customer-invoices');
      await page.getByTestId('item-card').first().click();
      await page.waitForURL(/\/app\/CustomerInvoiceForm\?id=\d+/);
      await page.context().close();
    });
  }
  for (const [width, form] of [
    [360, '/app/CustomerOrderForm?id=1'],
    [390, '/app/CustomerOrderForm?id=1'],
    [414, '/app/QuoteForm?id=1'],
  ] as const)
    test(`at ${width} px the lines of ${form} show product and quantity; the chooser adds columns`, async () => {
      const page = await newPage({ ...PHONE, viewport: { width, height: 800 } });
      await logIn(page, 'admin');
      await page.goto(form);
      const grid = page.getByRole('grid', { name: 'Tételek', exact: true });
      await grid.locator('[role="row"][aria-rowindex="2"]').waitFor();
      await page.waitForLoadState('networkidle');
      const headers = () => grid.getByRole('columnheader').allTextContents();
      const fitsItsBox = () => grid.evaluate((box) => box.scrollWidth <= box.clientWidth);
      const shown = await headers();
      for (const header of ['Termék (kód vagy név)', 'Mennyiség'])
        assert.ok(shown.includes(header), `${header} in ${shown.join()}`);
      for (const header of ['Egységár', 'Nettó', 'Bruttó', 'Ár forrása'])
        assert.ok(!shown.includes(header), `${header} hidden on a phone`);
      assert.ok(await fitsItsBox(), 'the lines fit the phone');
      assert.ok((await sidewaysShift(page)) <= 0, 'the page does not scroll sideways');
      const totals = page.getByTestId('document-totals');
      await page.screenshot({ path: `/tmp/h21-${width}-lines.png`, fullPage: true });
      const overflow = await totals.evaluate((table) => {
        const box = table.parentElement?.getBoundingClientRect();
        return box === undefined ? Infinity : table.getBoundingClientRect().right - box.right;
      });
      assert.ok(overflow <= 1, `the totals fit the phone (${overflow} px over)`);
      await page.getByRole('button', { name: 'Oszlopok' }).click();
      await page.getByRole('checkbox', { name: 'Egységár' }).click();
      await page.keyboard.press('Escape');
      assert.ok((await headers()).includes('Egységár'), (await headers()).join());
      assert.ok((await sidewaysShift(page)) <= 0, 'still no page-wide sideways scroll');
      await page.context().close();
    });
});

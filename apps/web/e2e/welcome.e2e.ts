import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { Page } from 'playwright-core';
import { logIn, newPage } from './harness.ts';

const displayedIds = (page: Page) =>
  page
    .locator('ul[aria-label="Megjelenített widgetek"] > li')
    .evaluateAll((items) => items.map((item) => item.getAttribute('data-widget-id')));

describe('welcome page', () => {
  test('reorders widgets by keyboard and by drag and drop; the order survives a reload', async () => {
    const page = await newPage();
    await logIn(page);
    await page.locator('ul[aria-label="Megjelenített widgetek"] > li').nth(1).waitFor();
    const before = await displayedIds(page);
    assert.ok(before.length >= 2, 'at least two widgets are displayed');

    // Keyboard: Space lifts the first widget, ArrowRight moves it, Space drops it.
    const firstHandle = page
      .locator('ul[aria-label="Megjelenített widgetek"] > li')
      .first()
      .getByRole('button', { name: /áthelyezése$/ });
    await firstHandle.focus();
    for (const key of ['Space', 'ArrowRight', 'Space']) {
      await page.keyboard.press(key);
      // dnd-kit measures between key presses, one animation frame at a time.
      await page.waitForTimeout(150);
    }
    await page.waitForFunction(
      (first) =>
        document
          .querySelector('ul[aria-label="Megjelenített widgetek"] > li')
          ?.getAttribute('data-widget-id') !== first,
      before[0],
    );
    const afterKeyboard = await displayedIds(page);
    assert.deepEqual([...afterKeyboard].sort(), [...before].sort());
    await page.waitForLoadState('networkidle');
    await page.reload();
    await page.locator('ul[aria-label="Megjelenített widgetek"] > li').nth(1).waitFor();
    assert.deepEqual(await displayedIds(page), afterKeyboard);

    // Mouse: drag the second widget's handle onto the first.
    const items = page.locator('ul[aria-label="Megjelenített widgetek"] > li');
    const from = await items
      .nth(1)
      .getByRole('button', { name: /áthelyezése$/ })
      .boundingBox();
    const to = await items.nth(0).boundingBox();
    assert.ok(from && to);
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
    await page.mouse.down();
    await page.mouse.move(from.x + 20, from.y + 10, { steps: 5 });
    await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 15 });
    await page.mouse.up();
    await page.waitForFunction(
      (first) =>
        document
          .querySelector('ul[aria-label="Megjelenített widgetek"] > li')
          ?.getAttribute('data-widget-id') !== first,
      afterKeyboard[0],
    );
    await page.waitForLoadState('networkidle');
    await page.reload();
    await page.locator('ul[aria-label="Megjelenített widgetek"] > li').nth(1).waitFor();
    assert.deepEqual(await displayedIds(page), before);
    await page.context().close();
  });

  test('returns a widget to the drawer and displays it again', async () => {
    const page = await newPage();
    await logIn(page, 'ertekesito');
    const items = page.locator('ul[aria-label="Megjelenített widgetek"] > li');
    await items.first().waitFor();
    const before = await displayedIds(page);
    const title = (await items.first().locator('h2').textContent()) ?? '';
    await items
      .first()
      .getByRole('button', { name: `${title} elrejtése` })
      .click();
    await page.waitForFunction(
      (count) =>
        document.querySelectorAll('ul[aria-label="Megjelenített widgetek"] > li').length === count,
      before.length - 1,
    );
    await page.getByRole('button', { name: /^Widgetek/ }).click();
    await page.getByRole('button', { name: `${title} megjelenítése` }).click();
    await page.waitForFunction(
      (count) =>
        document.querySelectorAll('ul[aria-label="Megjelenített widgetek"] > li').length === count,
      before.length,
    );
    const after = await displayedIds(page);
    assert.equal(after.at(-1), before[0]);
    await page.context().close();
  });

  test("the open menu is drawn over 'Widgetek'; the cog's tooltip names the page it opens", async () => {
    const page = await newPage({ viewport: { width: 900, height: 700 } });
    await logIn(page);
    const widgets = page.getByRole('button', { name: 'Widgetek' });
    await widgets.waitFor();
    await page.getByRole('button', { name: 'Főmenü' }).click();
    await page.locator('#main-menu').waitFor();
    await page.waitForTimeout(400); // the menu's slide-in
    const box = (await widgets.boundingBox())!;
    const onTop = await page.evaluate(
      ([x, y]) => document.elementFromPoint(x!, y!)?.closest('#main-menu') !== null,
      [box.x + box.width / 2, box.y + box.height / 2],
    );
    assert.ok(onTop, 'the menu covers the Widgetek button');
    await page.keyboard.press('Escape');
    const cog = page.locator('a[data-widget-type="DeveloperToolsWidget"]');
    await cog.hover();
    await page.getByRole('tooltip', { name: 'Fejlesztői eszközök' }).waitFor();
    await cog.click();
    await page.waitForURL((url) => url.pathname === '/app/DeveloperTools');
    await page.getByRole('heading', { name: 'Fejlesztői eszközök' }).waitFor();
    await page.context().close();
  });
});

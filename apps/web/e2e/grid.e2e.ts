import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import type { Locator, Page } from 'playwright-core';
import { focusedCell, focusSettlesOn, logIn, newPage } from './harness.ts';

const axeSource = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);

/** Where the screenshots go (look at them after a run); not part of the repository. */
const SCREENSHOTS = process.env.E2E_SCREENSHOT_DIR ?? tmpdir();

interface AxeRunner {
  run(context: unknown): Promise<{
    violations: { id: string; impact: string | null; nodes: { target: string[] }[] }[];
  }>;
}

/** The body rows the browser holds right now (the virtualizer renders only the visible ones). */
const renderedRows = (grid: Locator) => grid.locator('[role="row"]:has([data-cell])').count();

const cellAt = (grid: Locator, row: number, col: number) =>
  grid.locator(`[role="row"][aria-rowindex="${row}"] [role="gridcell"][aria-colindex="${col}"]`);

describe('editable grid (component presentation page, keyboard only)', () => {
  let page: Page;
  let grid: Locator;
  before(async () => {
    // The app's CSP allows no inline script; axe is injected as one.
    page = await newPage({ bypassCSP: true });
    await logIn(page);
    await page.goto('/dev/component-presentation');
    grid = page.getByRole('grid', { name: 'Rendelési tételek (példa)' });
    await grid.waitFor();
    await grid.scrollIntoViewIfNeeded();
  });
  after(() => page.context().close());

  test('a thousand rows, only the visible ones rendered', async () => {
    assert.equal(await grid.getAttribute('aria-rowcount'), '1002');
    const rendered = await renderedRows(grid);
    assert.ok(rendered > 5 && rendered < 40, `${rendered} rows rendered`);
  });

  test('a number typed with a decimal comma, Enter, Tab, Esc', async () => {
    await grid.locator('[role="gridcell"][tabindex="0"]').focus();
    assert.equal(await focusedCell(page), '2:2');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.type('12,5');
    await page.keyboard.press('Enter');
    assert.equal(await focusedCell(page), '3:3');
    assert.equal(await cellAt(grid, 2, 3).textContent(), '12,5');
    assert.match((await cellAt(grid, 2, 7).textContent()) ?? '', /12\s506,25/);

    await page.keyboard.type('3 000,25');
    await page.keyboard.press('Tab');
    assert.equal(await focusedCell(page), '3:4');
    assert.equal(await cellAt(grid, 3, 3).textContent(), '3000,25');

    await page.keyboard.press('ArrowLeft');
    await page.keyboard.type('abc');
    await page.keyboard.press('Enter');
    await page.getByRole('alert').filter({ hasText: 'Érvénytelen szám' }).waitFor();
    assert.equal(await grid.getByRole('textbox', { name: 'Mennyiség' }).count(), 1);
    await page.screenshot({ path: join(SCREENSHOTS, 'grid-invalid.png') });
    await page.keyboard.press('Escape');
    assert.equal(await focusedCell(page), '3:3');
    assert.equal(await cellAt(grid, 3, 3).textContent(), '3000,25');
  });

  test('select and product cells are picked with the keyboard', async () => {
    await page.keyboard.press('ArrowRight');
    await page.keyboard.type('kilo');
    await page.keyboard.press('Enter');
    assert.equal(await cellAt(grid, 3, 4).textContent(), 'kilogramm');

    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('Home');
    await page.keyboard.type('fúró tükör');
    await page.getByRole('option', { name: /ASZ-1001/ }).waitFor();
    await page.screenshot({ path: join(SCREENSHOTS, 'grid-product.png') });
    await page.keyboard.press('Enter');
    assert.equal(await cellAt(grid, 3, 2).textContent(), 'ASZ-1001 - Árvíztűrő tükörfúrógép');
    assert.equal(await focusedCell(page), '4:2');
  });

  test('Insert adds a row at the end and scrolls to it, Ctrl+Delete deletes it', async () => {
    await page.keyboard.press('Insert');
    assert.equal(await grid.getAttribute('aria-rowcount'), '1003');
    assert.equal(await focusSettlesOn(page, '1002:2'), '1002:2');
    const newRow = grid.locator('[role="row"][aria-rowindex="1002"]');
    assert.equal(await newRow.getAttribute('aria-invalid'), 'true');
    assert.ok((await grid.evaluate((element) => element.scrollTop)) > 30_000);
    await newRow.scrollIntoViewIfNeeded();
    await page.screenshot({ path: join(SCREENSHOTS, 'grid-new-row.png') });
    await page.keyboard.press('Control+Delete');
    assert.equal(await grid.getAttribute('aria-rowcount'), '1002');
    assert.equal(await focusSettlesOn(page, '1001:2'), '1001:2');
  });

  test('scrolls by keyboard: Ctrl+Home, PageDown, Ctrl+End', async () => {
    await page.keyboard.press('Control+Home');
    assert.equal(await focusedCell(page), '2:2');
    assert.equal(await grid.evaluate((element) => element.scrollTop), 0);
    await page.keyboard.press('PageDown');
    await page.keyboard.press('PageDown');
    const [row] = (await focusedCell(page)).split(':');
    assert.ok(Number(row) > 12, `row ${row} after two pages`);
    assert.ok((await grid.evaluate((element) => element.scrollTop)) > 0);
    await page.keyboard.press('Control+End');
    assert.equal(await focusedCell(page), '1001:7');
    const rendered = await renderedRows(grid);
    assert.ok(rendered < 40, `${rendered} rows rendered`);
    await page.screenshot({ path: join(SCREENSHOTS, 'grid-end.png') });
  });

  test('no serious or critical axe violation', async () => {
    await page.addScriptTag({ content: axeSource });
    const violations = await page.evaluate(async () => {
      const { axe } = window as unknown as { axe: AxeRunner };
      const section = 'section[aria-label="Szerkeszthető táblázat"]';
      return (await axe.run({ include: [section] })).violations;
    });
    const serious = violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
    assert.deepEqual(serious, []);
  });
});

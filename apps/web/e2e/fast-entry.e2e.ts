import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { Locator, Page } from 'playwright-core';
import { focusedCell, logIn, newPage } from './harness.ts';

/**
 * Fast entry (issue 21): a product code typed at full speed and Enter, or sent by a keyboard-wedge
 * scanner, takes exactly that product in every product field; multi-word, accent-free terms find
 * it in the quote-request lines as elsewhere; text never picked blocks the save, marked.
 * BUT-2001 and BUT-2003 are demo products sharing the prefix `BUT-200`.
 */
const EXACT = { code: 'BUT-2003', name: 'Fenyő könyvespolc 5 polcos' };
/** A scanner sends the whole code and Enter in about 30 ms. */
const SCANNER_KEY_DELAY_MS = 3;
/** A keyboard wedge types code, Enter and the next code at about 20 ms a key. */
const WEDGE_KEY_DELAY_MS = 20;
/** How late the product lookup answers where a test needs the keys to outrun it. */
const LATE_ANSWER_MS = 1_500;
/** Another demo product, for the line after EXACT's. */
const NEXT = { code: 'ASZ-1003', name: 'Akkus csavarbehajtó' };

const linesGrid = (page: Page) => page.getByRole('grid', { name: 'Tételek', exact: true });
const rowOf = (page: Page, row: number) =>
  linesGrid(page).locator(`[role="row"][aria-rowindex="${row}"]`);
const productCellOf = (page: Page, row: number) =>
  rowOf(page, row).locator('[role="gridcell"][aria-colindex="1"]');

/** The aria-rowindex of the row whose cell holds the focused input. */
function focusedRowOfInput(page: Page): Promise<string | null | undefined> {
  return page.evaluate(() =>
    document.activeElement?.closest('[role="row"]')?.getAttribute('aria-rowindex'),
  );
}

async function waitForText(locator: Locator, text: string) {
  await locator.filter({ hasText: text }).waitFor();
  return (await locator.textContent()) ?? '';
}

describe('fast product entry', () => {
  let page: Page;

  before(async () => {
    page = await newPage();
    await logIn(page);
  });
  after(() => page.context().close());

  test('order lines: typed at once or scanned, Enter takes the exact code; Insert; unpicked text', async () => {
    await page.goto('/app/CustomerOrderForm?new=true');
    await page.getByRole('heading', { name: 'Új vevői rendelés' }).waitFor();
    await page.keyboard.type('Bútor');
    await page.getByRole('option').first().waitFor();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');

    await productCellOf(page, 2).click();
    await page.keyboard.type(EXACT.code, { delay: 0 });
    await page.keyboard.press('Enter');
    const first = await waitForText(productCellOf(page, 2), EXACT.code);
    assert.match(first, /BUT-2003/);
    assert.doesNotMatch(first, /BUT-2001/);
    // Enter went down to the new line's product cell: the scanner types there.
    await rowOf(page, 3).waitFor();
    await productCellOf(page, 3).focus();
    await page.keyboard.type(EXACT.code, { delay: SCANNER_KEY_DELAY_MS });
    await page.keyboard.press('Enter');
    assert.match(await waitForText(productCellOf(page, 3), EXACT.code), /BUT-2003/);

    // Insert and the 'Új tétel (Insert)' button: the focus is in the new line's product cell.
    await productCellOf(page, 4).focus();
    await page.keyboard.press('Insert');
    await rowOf(page, 5).waitFor();
    assert.equal(await focusedCell(page), '5:1');
    await page.getByRole('button', { name: 'Új tétel (Insert)' }).click();
    await rowOf(page, 6).waitFor();
    assert.equal(await focusedCell(page), '6:1');

    // A product typed but never picked: the line is marked and the save refused, focus on it.
    await page.keyboard.type('nincs ilyen termék');
    await page.getByText('Nincs találat').waitFor();
    await page.keyboard.press('Enter');
    await rowOf(page, 6).and(page.locator('[aria-invalid="true"]')).waitFor();
    await page.keyboard.press('Control+Home');
    await page.keyboard.press('Control+s');
    await page.getByText('Javítsa a megjelölt mezőket.').waitFor();
    assert.equal(await focusedCell(page), '6:1');
    assert.match(page.url(), /new=true/, 'nothing was saved');
    await page.getByText(/5\. sor: A beírt szöveg nincs kiválasztva/).waitFor();
  });

  test('order lines: keys typed while Enter waits for the lookup go to the next line', async () => {
    await page.goto('/app/CustomerOrderForm?new=true');
    await page.getByRole('heading', { name: 'Új vevői rendelés' }).waitFor();
    await productCellOf(page, 2).click();
    // A wedge scanner at ~20 ms a key: code, Enter, the next code, Enter, the start of a third,
    // all sent while the first Enter still waits for the exact code's answer.
    await page.keyboard.type(EXACT.code, { delay: WEDGE_KEY_DELAY_MS });
    await page.keyboard.press('Enter');
    await page.keyboard.type(NEXT.code, { delay: WEDGE_KEY_DELAY_MS });
    await page.keyboard.press('Enter');
    await page.keyboard.type('BUT-20', { delay: WEDGE_KEY_DELAY_MS });

    assert.match(await waitForText(productCellOf(page, 2), EXACT.code), /BUT-2003/);
    const second = await waitForText(productCellOf(page, 3), NEXT.code);
    assert.match(second, new RegExp(NEXT.name));
    // The third code's start is in the next line's product field, none of it lost.
    await page.waitForFunction(
      () => (document.activeElement as HTMLInputElement | null)?.value === 'BUT-20',
    );
    assert.equal(await focusedRowOfInput(page), '4');
    await page.screenshot({ path: '/tmp/h21-fast-entry-wedge.png' });
    await page.keyboard.press('Escape');
  });

  test('order lines: a wedge burst of code, Tab, quantity and Enter keeps the quantity', async () => {
    await page.goto('/app/CustomerOrderForm?new=true');
    await page.getByRole('heading', { name: 'Új vevői rendelés' }).waitFor();
    await productCellOf(page, 2).click();
    // The product lookup answers late (a slow network), so every key below arrives while Tab
    // still waits for the exact code's answer, however fast or slow this machine types.
    const lookup = '**/kontor/rest/products/mac?**';
    await page.route(lookup, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, LATE_ANSWER_MS));
      await route.continue();
    });
    // A wedge's burst "BUT-2003\t5\n".
    await page.keyboard.type(EXACT.code, { delay: WEDGE_KEY_DELAY_MS });
    await page.keyboard.press('Tab');
    await page.keyboard.type('5', { delay: WEDGE_KEY_DELAY_MS });
    await page.keyboard.press('Enter');

    assert.match(await waitForText(productCellOf(page, 2), EXACT.code), /BUT-2003/);
    const quantity = rowOf(page, 2).locator('[role="gridcell"][aria-colindex="2"]');
    assert.equal((await waitForText(quantity, '5')).trim(), '5');
    // Enter stored the quantity and went down a line, as typed by hand.
    await page.waitForFunction(() => document.activeElement?.getAttribute('role') === 'gridcell');
    assert.equal(await focusedCell(page), '3:2');
    await page.unroute(lookup);
  });

  test('quote-request lines: exact code at once and scanned, words without accents, unpicked text', async () => {
    await page.goto('/app/QuoteRequestForm?new=true');
    await page.getByRole('heading', { name: 'Új ajánlatkérés' }).waitFor();
    await page.getByLabel('Tárgy').fill('E2E: gyors rögzítés');
    const product = (n: number) => page.getByRole('combobox', { name: `${n}. tétel terméke` });
    const addLine = page.getByRole('button', { name: 'Új tétel (Insert)' });

    await product(1).click();
    await page.keyboard.type(EXACT.code, { delay: 0 });
    await page.keyboard.press('Enter');
    await page.waitForFunction(
      (name) => (document.activeElement as HTMLInputElement | null)?.value.includes(name),
      EXACT.name,
    );
    assert.equal(await product(1).inputValue(), `${EXACT.code} – ${EXACT.name}`);

    // The button adds a line and puts the focus in its product field: the scanner types there.
    await addLine.click();
    await page.waitForFunction(() => document.activeElement?.getAttribute('data-line') === '1');
    await page.keyboard.type(EXACT.code, { delay: SCANNER_KEY_DELAY_MS });
    await page.keyboard.press('Enter');
    await page.waitForFunction(
      (name) => (document.activeElement as HTMLInputElement | null)?.value.includes(name),
      EXACT.name,
    );
    assert.equal(await product(2).inputValue(), `${EXACT.code} – ${EXACT.name}`);

    // Words in any order, without accents: as in every other product field.
    for (const [n, term, code] of [
      [3, 'akkus 18', 'ASZ-1003'],
      [4, 'tolgyfa asztal', 'BUT-2001'],
    ] as const) {
      await page.keyboard.press('Insert');
      await page.waitForFunction(
        (line) => document.activeElement?.getAttribute('data-line') === line,
        String(n - 1),
      );
      await page.keyboard.type(term);
      await page.getByRole('option', { name: new RegExp(code) }).waitFor();
      await page.keyboard.press('Enter');
      await page.waitForFunction(
        (c) => (document.activeElement as HTMLInputElement | null)?.value.startsWith(c),
        code,
      );
    }

    // Text never picked: the save is refused, the field marked and focused.
    await addLine.click();
    await page.waitForFunction(() => document.activeElement?.getAttribute('data-line') === '4');
    await page.keyboard.type('nincs ilyen termék');
    await page.getByText('Nincs találat').waitFor();
    await page.getByRole('button', { name: 'Mentés' }).click();
    await page.getByText('Javítsa a megjelölt mezőket.').waitFor();
    assert.equal(await product(5).getAttribute('aria-invalid'), 'true');
    await page.getByText('A beírt szöveg nincs kiválasztva: válasszon a találatok közül').waitFor();
    await page.waitForFunction(() => document.activeElement?.getAttribute('data-line') === '4');
    assert.match(page.url(), /new=true/, 'nothing was saved');
  });
});

import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { Page } from 'playwright-core';
import { logIn, newPage } from './harness.ts';

/** Lower case without accents, as a user who does not bother to type them. */
const plain = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

/** Waits until the rows matching `selector` are exactly the ones holding `texts`. */
async function waitForRows(page: Page, selector: string, texts: string[]) {
  await page.waitForFunction(
    ([selector, texts]) => {
      const rows = [...document.querySelectorAll(selector)].map((row) => row.textContent ?? '');
      return rows.length === texts.length && texts.every((text, i) => rows[i]!.includes(text));
    },
    [selector, texts] as const,
  );
}

describe('search by words', () => {
  let page: Page;
  before(async () => {
    page = await newPage();
    await logIn(page);
  });
  after(() => page.context().close());

  test('the product list finds a product by two words of its name, in any order, accent-free', async () => {
    await page.goto('/app/products');
    const search = page.getByLabel('Keresés', { exact: true });
    await search.fill('asztal tolgyfa');
    await waitForRows(page, 'tr[data-product-id]', ['Tölgyfa étkezőasztal']);
    await search.fill('akkus 18');
    await waitForRows(page, 'tr[data-product-id]', ['Akkus csavarbehajtó 18 V']);
    // A word of an alias ('Egyéb nevek') finds its product too.
    await search.fill('barackszin');
    await waitForRows(page, 'tr[data-product-id]', ['Őszibarack-sárga zománcfesték']);
  });

  test('the partner list finds a partner by its billing city and a word of its name', async () => {
    const [partner] = await page.evaluate(async () => {
      const response = await fetch('/kontor/rest/partners/search', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ page_size: 1, sort: 'code' }),
      });
      return (await response.json()).items as { id: number; name: string; city: string }[];
    });
    assert.ok(partner);
    await page.goto('/app/partners');
    const firstWord = partner.name.split(' ')[0]!;
    await page.getByLabel('Keresés', { exact: true }).fill(plain(`${partner.city} ${firstWord}`));
    await page.locator(`tr[data-partner-id="${partner.id}"]`).waitFor();
    // Every word must match: one that no partner has finds none.
    await page.getByLabel('Keresés', { exact: true }).fill(plain(`${firstWord} xqzw`));
    await page.getByText('Nincs a feltételeknek megfelelő partner.').waitFor();
  });

  test('the ProductChooser finds by words and opens the picked product', async () => {
    await page.goto('/app/ProductChooser');
    const search = page.getByRole('combobox', { name: 'Termék keresése' });
    await search.fill('sarga oszibarack');
    await waitForRows(page, '[role="option"]', ['FES-5003']);
    await search.fill('akkus 18');
    await waitForRows(page, '[role="option"]', ['ASZ-1003']);
    await search.press('Enter');
    await page.waitForURL(/ProductForm\?id=\d+/);
    await page.getByRole('heading', { name: 'Akkus csavarbehajtó 18 V' }).waitFor();
  });
});

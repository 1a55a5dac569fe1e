import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { Page } from 'playwright-core';
import { logIn, newPage } from './harness.ts';

describe('exchange rates', () => {
  let page: Page;

  before(async () => {
    page = await newPage();
    await logIn(page);
    await page.goto('/app/RateList');
    await page.getByRole('heading', { name: 'Árfolyamok', exact: true }).waitFor();
  });
  after(() => page.context().close());

  test('shows the latest EUR rate in forints with its day', async () => {
    const card = page.locator('[data-currency="EUR"]');
    await card.waitFor();
    assert.match((await card.textContent()) ?? '', /1 EUR = \d{3},\d{2}(\d{0,2}) Ft/);
  });

  test('filters the daily rates by currency, in the URL', async () => {
    await page.getByRole('combobox', { name: 'Pénznem' }).click();
    await page.getByRole('option', { name: 'USD - ' }).click();
    await page.waitForURL(/currency=USD/);
    const table = page.getByRole('table', { name: 'Napi árfolyamok' });
    await table.getByRole('cell', { name: 'USD', exact: true }).first().waitFor();
    // The previous page stays on screen until the filtered one arrives.
    const deadline = Date.now() + 10_000;
    let currencies: string[] = [];
    do {
      currencies = [...new Set(await table.locator('tbody tr td:nth-child(2)').allTextContents())];
      if (currencies.join() === 'USD') break;
      await page.waitForTimeout(100);
    } while (Date.now() < deadline);
    assert.deepEqual(currencies, ['USD']);
  });

  test('converts EUR to HUF with the rate of the day it is from', async () => {
    await page
      .getByRole('form', { name: 'Átváltás' })
      .getByRole('button', { name: 'Átváltás' })
      .click();
    await page
      .getByTestId('converted-rate')
      .getByText(/^1 EUR = \d{3},\d{2,4} HUF \(\d{4}\. [a-zé]+\.? \d{1,2}-i árfolyam\)$/)
      .waitFor();
  });

  test('an unreachable MNB service is reported, nothing else changes', async () => {
    const before = await page.locator('[data-currency="EUR"]').textContent();
    await page.getByRole('button', { name: 'Árfolyamok letöltése az MNB-től' }).click();
    await page
      .getByText('Az MNB árfolyamszolgáltatása most nem érhető el; próbálja később.')
      .waitFor({ timeout: 30_000 });
    assert.equal(await page.locator('[data-currency="EUR"]').textContent(), before);
  });
});

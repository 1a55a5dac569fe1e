import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { Page } from 'playwright-core';
import { seriousViolations } from './axe.ts';
import { logIn, newPage } from './harness.ts';

describe('accessibility (axe-core: no serious or critical violation)', () => {
  let page: Page;
  before(async () => {
    // The app's CSP allows no inline script; axe is injected as one.
    page = await newPage({ bypassCSP: true });
  });
  after(() => page.context().close());

  test('login page', async () => {
    await page.goto('/login');
    await page.getByPlaceholder('Felhasználónév').waitFor();
    assert.deepEqual(await seriousViolations(page), []);
  });

  const pages: [string, string, (page: Page) => Promise<void>][] = [
    ['welcome page', '/app', (p) => p.getByRole('button', { name: 'Widgetek' }).waitFor()],
    ['partner list', '/app/partners', (p) => p.locator('tr[data-partner-id]').first().waitFor()],
    ['partner form', '/app/PartnerForm?id=1', (p) => p.getByLabel('Rövid név').waitFor()],
    ['product list', '/app/products', (p) => p.locator('tr[data-product-id]').first().waitFor()],
    ['product form', '/app/ProductForm?id=1', (p) => p.getByLabel('Leírás').waitFor()],
    ['rate list', '/app/RateList', (p) => p.getByRole('table').first().waitFor()],
  ];
  for (const [name, path, isReady] of pages) {
    test(name, async () => {
      if (new URL(page.url()).pathname === '/login') await logIn(page);
      await page.goto(path);
      await isReady(page);
      await page.waitForLoadState('networkidle');
      assert.deepEqual(await seriousViolations(page), []);
    });
  }
});

import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { logIn, newPage } from './harness.ts';

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1';

describe('mobile view', () => {
  test('the mobile bar searches products (latest answer only) and logs out', async () => {
    const page = await newPage({
      userAgent: IPHONE,
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
    });
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
    const option = page.getByRole('option').first();
    await option.waitFor();
    assert.equal(requests.length, 1, 'typing within the debounce sends one request');
    assert.match(requests[0] ?? '', /term=asz&getAllResults=true&onlyMapBaseData=true/);
    const dropdown = await page.getByRole('listbox').boundingBox();
    assert.ok(dropdown && dropdown.width <= 300 && dropdown.height <= 450);
    await option.click();
    await page.getByTestId('selected-product').waitFor();
    await page.getByRole('button', { name: 'Kijelentkezés' }).click();
    await page.waitForURL('**/login**');
    await page.context().close();
  });
});

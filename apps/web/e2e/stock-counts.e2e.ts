import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { Locator, Page } from 'playwright-core';
import { seriousViolations } from './axe.ts';
import { openCount, postCount } from './floor-steps.ts';
import { logIn, newPage, wedgeScan } from './harness.ts';

/** A scan (a keyboard wedge's burst), then waits for what it shows. */
async function scan(page: Page, code: string, seen: Locator) {
  await wedgeScan(page, code);
  await seen.waitFor();
}

describe('stock counts', () => {
  let phone: Page;
  let countPath = '';
  const counted: { code: string; quantity: string }[] = [];

  before(async () => {
    // The app's CSP allows no inline script; axe is injected as one.
    phone = await newPage({ viewport: { width: 390, height: 844 }, bypassCSP: true });
    await logIn(phone, 'raktaros');
  });
  after(() => phone.context().close());

  test('the warehouse worker opens a count of a shelf and counts it by scanning, on a phone', async () => {
    countPath = await openCount(phone, 'B-02');

    await scan(
      phone,
      'B-02-01',
      phone.getByTestId('count-location').filter({ hasText: 'B-02-01' }),
    );
    const lines = phone.locator('button[data-counted]');
    await lines.first().waitFor();
    const codes = await lines.evaluateAll((buttons) =>
      buttons.map((b) => b.querySelector('p')?.textContent ?? ''),
    );
    assert.ok(codes.length >= 2, `${codes.length} products at B-02-01`);

    // A product, then the quantity typed by hand and Enter.
    const quantity = phone.getByLabel(/^Talált mennyiség/);
    await scan(phone, codes[0]!, phone.getByTestId('count-product').filter({ hasText: codes[0]! }));
    await quantity.fill('7');
    await quantity.press('Enter');
    await phone.getByTestId('count-notice').filter({ hasText: 'Mentve' }).waitFor();
    counted.push({ code: codes[0]!, quantity: '7' });

    // Scanning the same product again counts one more.
    const second = phone.getByTestId('count-product').filter({ hasText: codes[1]! });
    await scan(phone, codes[1]!, second);
    // Away from the quantity field, as a worker's next scan usually is.
    await phone.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await scan(phone, codes[1]!, phone.locator('input[inputmode="decimal"][value="2"]'));
    await quantity.press('Enter');
    await phone.getByTestId('count-notice').filter({ hasText: 'Mentve' }).waitFor();
    counted.push({ code: codes[1]!, quantity: '2' });
    await phone
      .getByTestId('count-progress')
      .filter({ hasText: /^2 \/ \d+ sor megszámolva$/ })
      .waitFor();
    await lines.filter({ hasText: '7 ' }).first().waitFor();

    // A code that is neither a location of this count nor a product is answered in words.
    const unknown = phone
      .getByTestId('count-notice')
      .filter({ hasText: 'Ismeretlen kód: NINCS-ILYEN' });
    await scan(phone, 'NINCS-ILYEN', unknown);

    const width = await phone.evaluate(() => document.documentElement.scrollWidth);
    assert.ok(width <= 390, `page is ${width} px wide`);
    assert.deepEqual(await seriousViolations(phone), []);
  });

  test('the office sees the differences and posts them', async () => {
    const office = await newPage({ bypassCSP: true });
    await logIn(office, 'irodai');
    await office.goto(`${countPath}/review`);
    await office
      .getByTestId('review-summary')
      .filter({ hasText: /^2 \/ \d+ sor megszámolva/ })
      .waitFor();
    for (const line of counted) {
      const row = office.locator(`tr[data-line="B-02-01:${line.code}"]`);
      await row.waitFor();
      assert.match((await row.textContent()) ?? '', new RegExp(`${line.code}.*${line.quantity}`));
    }
    assert.deepEqual(await seriousViolations(office), []);

    await postCount(office);
    await office.context().close();
  });
});

import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { Page } from 'playwright-core';
import { seriousViolations } from './axe.ts';
import { closeCycle, proposeCycle, walk } from './floor-steps.ts';
import { logIn, newPage, wedgeScan } from './harness.ts';

describe('picking cycles', () => {
  let page: Page;

  before(async () => {
    page = await newPage({ bypassCSP: true });
    await logIn(page, 'raktaros');
    await page.goto('/app/picking-cycle');
    await page.getByRole('heading', { name: 'Kigyűjtési körök', exact: true }).waitFor();
  });
  after(() => page.context().close());

  test('creates a cycle of two orders, picks by scanning, short-picks a line, closes', async () => {
    await page.getByRole('button', { name: 'Új kör' }).click();
    await page.getByRole('combobox', { name: 'Zóna' }).click();
    await page.getByRole('option', { name: 'A – A zóna', exact: true }).click();
    const orders = page.getByRole('checkbox');
    await orders.first().waitFor();
    assert.equal(await orders.count(), 3);
    await orders.nth(0).check();
    await orders.nth(1).check();
    await page.getByRole('button', { name: 'Kör létrehozása' }).click();
    await page.getByRole('heading', { name: /^KGY-\d{4}-\d{6}$/ }).waitFor();
    await page.getByText('0 / 5 tétel kész').waitFor();

    // A wrong location is answered in words.
    await page.getByLabel('Vonalkód vagy kód').focus();
    await wedgeScan(page, 'B-01-01');
    await page.getByRole('alert').filter({ hasText: 'Nem ez a hely (B-01-01)' }).waitFor();

    await walk(page, true);
    assert.equal(await page.getByText('Sérült', { exact: true }).count(), 1);
    assert.deepEqual(await seriousViolations(page), []);
    await closeCycle(page);
    const states = await page.locator('[data-testid^="order-state-"]').allTextContents();
    assert.deepEqual(states.sort(), ['Kiszállításra kész', 'Teljesítés alatt']);
  });

  test('the same picking on a 390 px phone: a proposed cycle, walked and closed', async () => {
    const phone = await newPage({ viewport: { width: 390, height: 844 }, bypassCSP: true });
    await logIn(phone, 'raktaros');
    await proposeCycle(phone);
    const width = await phone.evaluate(() => document.documentElement.scrollWidth);
    assert.ok(width <= 390, `page is ${width} px wide`);
    const target = await phone.getByRole('button', { name: 'Rendben, kiszedve' }).boundingBox();
    assert.ok(target && target.height >= 44, 'the confirm button is a large target');
    await walk(phone, false);
    await closeCycle(phone);
    assert.deepEqual(await seriousViolations(phone), []);
    await phone.context().close();
  });
});

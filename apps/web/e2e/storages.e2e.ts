import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { Page } from 'playwright-core';
import { seriousViolations } from './axe.ts';
import { logIn, newPage } from './harness.ts';

describe('storages admin', () => {
  let page: Page;
  const details = () => page.getByRole('heading', { level: 2 });
  /** A location's line in the tree (a tree item's own name includes the items inside it). */
  const node = (text: string) => page.getByRole('tree').getByText(text, { exact: true });
  const dialog = () => page.getByRole('dialog');
  const save = async () => {
    await dialog().getByRole('button', { name: 'Mentés' }).click();
    await dialog().waitFor({ state: 'detached' });
  };

  before(async () => {
    // The app's CSP allows no inline script; axe is injected as one.
    page = await newPage({ bypassCSP: true });
    await logIn(page, 'irodai');
    await page.goto('/app/storages');
    await page.getByRole('heading', { name: 'Raktárhelyek', exact: true }).waitFor();
  });
  after(() => page.context().close());

  test('creates a zone and a shelf in it, renames and moves the shelf', async () => {
    await node('KR – Központi raktár').click();
    await details().filter({ hasText: 'KR – Központi raktár' }).waitFor();
    await page.getByRole('button', { name: 'Új hely benne' }).click();
    assert.equal(await dialog().getByLabel('Típus').inputValue(), 'ZONE');
    await dialog().getByLabel('Kód').fill('E2E-Z');
    await dialog().getByLabel('Megnevezés').fill('E2E zóna');
    await save();
    await details().filter({ hasText: 'E2E-Z – E2E zóna' }).waitFor();

    await page.getByRole('button', { name: 'Új hely benne' }).click();
    await dialog().getByLabel('Típus').selectOption('SHELF');
    await dialog().getByLabel('Kód').fill('E2E-P1');
    await dialog().getByLabel('Megnevezés').fill('E2E polc');
    await save();
    await details().filter({ hasText: 'E2E-P1 – E2E polc' }).waitFor();

    // A name used beside it is refused in place, in Hungarian.
    await page.getByRole('button', { name: 'Átnevezés, áthelyezés' }).click();
    await dialog().getByLabel('Megnevezés').fill('A zóna');
    await dialog().getByLabel('Helye (szülő)').selectOption({ label: 'KR – Központi raktár' });
    await dialog().getByRole('button', { name: 'Mentés' }).click();
    await dialog().getByText('Ugyanitt már van ilyen nevű hely.').waitFor();
    await dialog().getByLabel('Megnevezés').fill('E2E polc (új)');
    await save();
    await details().filter({ hasText: 'E2E-P1 – E2E polc (új)' }).waitFor();
    await node('E2E-P1 – E2E polc (új)').waitFor();
    // Moved to the warehouse: it is no longer inside the zone.
    await node('E2E-Z – E2E zóna').click();
    await page.getByText('Benne lévő helyek: 0').waitFor();
  });

  test('deactivates the empty shelf; a zone with stock is refused with the reason', async () => {
    await node('E2E-P1 – E2E polc (új)').click();
    await details().filter({ hasText: 'E2E-P1 – E2E polc (új)' }).waitFor();
    await page.getByRole('button', { name: 'Inaktiválás' }).click();
    await dialog().getByRole('button', { name: 'Inaktiválás' }).click();
    await page.getByText('A hely (és a benne lévő helyek) inaktiválva.').waitFor();
    await dialog().waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Aktiválás', exact: true }).waitFor();

    await node('B – B zóna').click();
    await details().filter({ hasText: 'B – B zóna' }).waitFor();
    await page.getByRole('button', { name: 'Inaktiválás' }).click();
    await dialog().getByRole('button', { name: 'Inaktiválás' }).click();
    await dialog()
      .getByText(/Nem inaktiválható: készlet van itt: B-01-01/)
      .waitFor();
    await dialog().getByRole('button', { name: 'Mégse' }).click();
    await dialog().waitFor({ state: 'detached' });
  });

  test('has no serious or critical axe violation with a location chosen', async () => {
    assert.deepEqual(await seriousViolations(page), []);
  });

  test('prints the location label as a PDF in a new tab', async () => {
    const popupOpened = page.waitForEvent('popup');
    await page.getByRole('button', { name: 'Helycímke nyomtatása' }).click();
    const popup = await popupOpened;
    await popup.waitForURL(/^blob:/);
    await popup.close();
  });

  test('is usable at 390 px: nothing wider than the screen, the tree chooses by keyboard', async () => {
    const phone = await newPage({ viewport: { width: 390, height: 800 } });
    await logIn(phone, 'irodai');
    await phone.goto('/app/storages');
    const first = phone.getByRole('treeitem').first();
    await first.focus();
    await phone.keyboard.press('ArrowDown');
    await phone.getByRole('heading', { level: 2 }).filter({ hasText: ' – ' }).waitFor();
    const width = await phone.evaluate(() => document.documentElement.scrollWidth);
    assert.ok(width <= 390, `page is ${width} px wide`);
    await phone.context().close();
  });
});

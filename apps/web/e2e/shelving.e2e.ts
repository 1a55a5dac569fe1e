import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { Page } from 'playwright-core';
import { seriousViolations } from './axe.ts';
import { logIn, newPage, wedgeScan } from './harness.ts';

const SHOTS = process.env.E2E_SHOTS ?? '';
const shot = async (page: Page, name: string) => {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/shelving-${name}.png`, fullPage: true });
};

async function openShelving(page: Page) {
  await logIn(page, 'raktaros');
  await page.goto('/app/shelving');
  await page.getByRole('heading', { name: 'Betárolás', level: 1 }).waitFor();
}

const notice = (page: Page, text: string | RegExp) =>
  page.getByRole('status').or(page.getByRole('alert')).filter({ hasText: text }).first();

async function chooseOption(page: Page, label: string, typed: string, option: RegExp) {
  await page.getByRole('combobox', { name: label }).fill(typed);
  await page.getByRole('option', { name: option }).first().click();
}

describe('receipt and shelving', () => {
  let page: Page;

  before(async () => {
    page = await newPage({ bypassCSP: true });
    await openShelving(page);
  });
  after(() => page.context().close());

  test('receives a delivery of two lines', async () => {
    const suppliers = await (
      await page.request.get('/kontor/rest/suppliers/mac?term=&limit=1')
    ).json();
    const supplier = suppliers[0] as { code: string; name: string };
    await page.getByRole('tab', { name: 'Bevételezés' }).click();
    await chooseOption(page, 'Szállító', supplier.name.slice(0, 10), new RegExp(supplier.code));
    await page.getByLabel('Szállítólevél száma').fill('E2E-SZL-1');
    await chooseOption(page, 'Termék 1', 'EPI-4001', /EPI-4001/);
    await page.getByLabel('Mennyiség 1').fill('6');
    await page.getByRole('button', { name: 'Új tétel' }).click();
    await chooseOption(page, 'Termék 2', 'EPI-4002', /EPI-4002/);
    await page.getByLabel('Mennyiség 2').fill('10');
    await page.getByRole('button', { name: 'Bevételezés könyvelése' }).click();
    await notice(page, /BE-\d{4}-\d{6} könyvelve/).waitFor();
    await page.getByText('E2E-SZL-1', { exact: false }).first().waitFor();
    await shot(page, 'receipt');
  });

  test('shelves a line by scanning product then location (keyboard wedge)', async () => {
    await page.getByRole('tab', { name: 'Betárolásra vár' }).click();
    await page.getByRole('button', { name: /EPI-4001/ }).waitFor();
    await page.getByRole('heading', { name: 'Betárolás', level: 1 }).click();
    await wedgeScan(page, 'EPI-4001');
    await page.getByRole('heading', { name: /^EPI-4001 –/ }).waitFor();
    assert.equal(await page.getByLabel('Mennyiség (db)').inputValue(), '6');
    await wedgeScan(page, 'A-02-02');
    await notice(page, 'Célhely: A-02-02').waitFor();
    await page.getByRole('button', { name: 'Betárolás', exact: true }).click();
    await notice(page, '6 db EPI-4001 betárolva ide: A-02-02.').waitFor();
    await page.getByRole('button', { name: /EPI-4001/ }).waitFor({ state: 'detached' });
  });

  test('shelves part of another line to a place chosen by hand', async () => {
    await page.getByRole('button', { name: /EPI-4002/ }).click();
    await page.getByLabel('Mennyiség (db)').fill('4');
    await chooseOption(page, 'Célhely', 'A-03-03', /^A-03-03/);
    await page.getByRole('button', { name: 'Betárolás', exact: true }).click();
    await notice(page, '4 db EPI-4002 betárolva ide: A-03-03.').waitFor();
    await page.getByRole('button', { name: /EPI-4002.*6 db/ }).waitFor();
    await shot(page, 'partial');
  });

  test('answers a wrong scan in words', async () => {
    await page.getByRole('heading', { name: 'Betárolás', level: 1 }).click();
    await wedgeScan(page, 'NINCS-ILYEN-KOD');
    await notice(page, 'Ismeretlen kód: NINCS-ILYEN-KOD').waitFor();
    await wedgeScan(page, 'ASZ-1001');
    await notice(page, 'A(z) ASZ-1001 termék nem vár betárolásra.').waitFor();
    await wedgeScan(page, 'A-01-01');
    await notice(page, /Előbb a terméket olvassa be/).waitFor();
    assert.deepEqual(await seriousViolations(page), []);
  });
});

describe('shelving on a 390 px phone', () => {
  let page: Page;

  before(async () => {
    page = await newPage({ bypassCSP: true, viewport: { width: 390, height: 844 } });
    await openShelving(page);
  });
  after(() => page.context().close());

  test('scans, shelves part of the demo delivery, refuses a shelf that is no shelf', async () => {
    // On the phone the scanner types into the page's scan field (its own Enter takes the code).
    const scanField = page.getByLabel('Vonalkód (termék vagy hely)');
    const scan = async (code: string) => {
      await scanField.click();
      await wedgeScan(page, code);
    };
    await page.getByRole('button', { name: /BUT-2002/ }).waitFor();
    await scan('BUT-2002');
    await page.getByRole('heading', { name: /^BUT-2002 –/ }).waitFor();
    await scan('PUFFER-KI');
    await notice(page, /PUFFER-KI nem polc/).waitFor();
    await page.getByLabel('Mennyiség (db)').fill('3');
    await scan('B-01-02');
    await notice(page, 'Célhely: B-01-02').waitFor();
    await page.getByRole('button', { name: 'Betárolás', exact: true }).click();
    await notice(page, '3 db BUT-2002 betárolva ide: B-01-02.').waitFor();
    await page.getByRole('button', { name: /BUT-2002.*5 db/ }).waitFor();
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    assert.ok(width <= 390, `no sideways scrolling (${width} px)`);
    assert.deepEqual(await seriousViolations(page), []);
    await shot(page, 'phone');
  });
});

import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { after, before, describe, test } from 'node:test';
import type { Page } from 'playwright-core';
import { harness, logIn, newPage } from './harness.ts';

const REST = '/kontor/rest';
const CSV = 'szélesség;magasság\n1200;800\n';

describe('library and documents on the order form', () => {
  let page: Page;
  let orderId: number;

  before(async () => {
    page = await newPage();
    await logIn(page, 'irodai');
    const r = await page.request.post(`${REST}/customer-order/search`, {
      data: { page_size: 1 },
      headers: { origin: harness().baseUrl },
    });
    assert.equal(r.status(), 200, await r.text());
    orderId = (await r.json()).items[0].id;
  });
  after(() => page.context().close());

  test('a file dropped on the order is listed, found in the library, downloaded and deleted', async () => {
    await page.goto(`/app/CustomerOrderForm?id=${orderId}`);
    const panel = page.getByRole('region', { name: 'Fájlok' });
    await panel.getByText('Nincs csatolt fájl.').waitFor();
    const dataTransfer = await page.evaluateHandle((text) => {
      const transfer = new DataTransfer();
      transfer.items.add(new File([text], 'méretek.csv', { type: 'text/csv' }));
      return transfer;
    }, CSV);
    await panel.dispatchEvent('drop', { dataTransfer });
    const name = panel.getByRole('button', { name: 'méretek.csv', exact: true });
    await name.waitFor();

    const library = await page.request.get(`${REST}/library/?location=ORDER&orderId=${orderId}`);
    assert.equal(library.status(), 200);
    const files = await library.json();
    assert.deepEqual(
      files.map((f: { filename: string; contentType: string }) => [f.filename, f.contentType]),
      [['méretek.csv', 'text/csv']],
    );

    const [download] = await Promise.all([page.waitForEvent('download'), name.click()]);
    assert.equal(download.suggestedFilename(), 'méretek.csv');
    assert.equal(await readFile((await download.path())!, 'utf8'), CSV);

    await panel.getByRole('button', { name: 'méretek.csv törlése' }).click();
    const dialog = page.getByRole('dialog', { name: 'Fájl törlése' });
    await dialog.getByRole('button', { name: 'Törlés' }).click();
    await panel.getByText('Nincs csatolt fájl.').waitFor();
    const after = await page.request.get(`${REST}/library/?orderId=${orderId}`);
    assert.deepEqual(await after.json(), []);
  });

  test('the order confirmation prints as a PDF download', async () => {
    await page.goto(`/app/CustomerOrderForm?id=${orderId}`);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Nyomtatás', exact: true }).click(),
    ]);
    assert.match(
      download.suggestedFilename(),
      /^(visszaigazolas|order-confirmation|auftragsbestaetigung)-.+\.pdf$/,
    );
    const bytes = await readFile((await download.path())!);
    assert.equal(bytes.subarray(0, 5).toString(), '%PDF-');
  });
});

import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { after, before, describe, test } from 'node:test';
import type { Page } from 'playwright-core';
import { logIn, newPage } from './harness.ts';

const SHOTS = process.env.E2E_SCREENSHOTS ?? '/tmp';
const HEADER = 'Cikkszám;Megnevezés;Csoport;ME;ÁFA;Ár;Érvényes ettől';
/** Rows that break a rule each: a price that is no number, an unknown unit, an empty name. */
const BAD = new Map<number, (code: string) => string>([
  [10, (code) => `${code};Hibás ár;FES;db;27%;tizenkét;2026.01.01`],
  [500, (code) => `${code};Hibás egység;FES;hordó;27%;1 200,50;2026.01.01`],
  [999, (code) => `${code};;FES;db;27%;99,90;2026.01.01`],
]);
const STAMP = Date.now().toString(36).toUpperCase();
const codeOf = (i: number) => `E2I-${STAMP}-${String(i).padStart(4, '0')}`;

function productFile(withErrors: boolean): Buffer {
  const lines = [HEADER];
  for (let i = 1; i <= 1000; i++) {
    const bad = BAD.get(i);
    lines.push(
      withErrors && bad
        ? bad(codeOf(i))
        : `${codeOf(i)};Importált festék ${i};FES;db;27%;${1000 + i},50;2026.01.01`,
    );
  }
  return Buffer.from(`${lines.join('\r\n')}\r\n`);
}

async function uploadFile(page: Page, name: string, content: Buffer) {
  await page
    .locator('input[type=file]')
    .setInputFiles([{ name, mimeType: 'text/csv', buffer: content }]);
  await page.getByRole('button', { name: 'Feltöltés' }).click();
  await page.getByRole('table', { name: 'Oszlopok' }).waitFor();
}

async function saveSetting(page: Page, label: string, value: string) {
  const form = page.getByRole('form', { name: label });
  await form.getByRole('textbox', { name: label }).fill(value);
  await form.getByRole('button', { name: 'Mentés' }).click();
  await page.getByText('A beállítás elmentve, azonnal érvényes.').last().waitFor();
}

describe('imports', () => {
  let page: Page;

  before(async () => {
    page = await newPage();
    await logIn(page);
  });
  after(() => page.context().close());

  test('a changed import limit takes effect at once', async () => {
    await page.goto('/app/param-settings/imports');
    await page.getByRole('heading', { name: 'Importálás' }).waitFor();
    await saveSetting(page, 'Importfájl legfeljebb ennyi sor', '500');
    await page.screenshot({ path: `${SHOTS}/imports-settings.png`, fullPage: true });
    await page.goto('/app/product-import');
    await uploadFile(page, 'limit.csv', productFile(false));
    await page.getByRole('button', { name: 'Ellenőrzés', exact: true }).click();
    await page.getByText('A fájl több mint 500 sort tartalmaz').waitFor();
    await page.goto('/app/param-settings/imports');
    await saveSetting(page, 'Importfájl legfeljebb ennyi sor', '200000');
    // Small batches, so the progress bar moves visibly in the next test.
    await saveSetting(page, 'Import kötegmérete (sor/tranzakció)', '10');
  });

  test('1 000 products: bad cells marked, error file, fixed file imported with live progress', async () => {
    await page.goto('/app/product-import');
    await uploadFile(page, 'festekek.csv', productFile(true));
    await page.getByRole('button', { name: 'Ellenőrzés', exact: true }).click();
    await page.getByText(/1\s?000 sor: 997 hibátlan, 3 hibás\./).waitFor({ timeout: 60_000 });
    const errors = page.getByRole('table', { name: 'Hibás cellák (3)' });
    const rows = errors.getByRole('row');
    assert.equal(await rows.count(), 4);
    assert.match((await rows.nth(1).textContent()) ?? '', /11.*Ár.*tizenkét.*Nem szám/);
    assert.match(
      (await rows.nth(2).textContent()) ?? '',
      /501.*ME.*hordó.*Ismeretlen mennyiségi egység/,
    );
    assert.match((await rows.nth(3).textContent()) ?? '', /1\s?000.*Megnevezés.*Kötelező, de üres/);
    await page.screenshot({ path: `${SHOTS}/imports-validation.png`, fullPage: true });

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Fájl letöltése a hibákkal' }).click(),
    ]);
    const errorFile = readFileSync((await download.path())!, 'utf8')
      .replace(/^\ufeff/, '')
      .split('\r\n');
    // Only the three wrong rows come back, each with what is wrong with it.
    assert.equal(errorFile[0], `${HEADER};Hibák`);
    assert.deepEqual(errorFile.slice(4), ['']);
    assert.match(errorFile[1]!, /tizenkét;2026\.01\.01;Ár: Nem szám$/);
    assert.match(errorFile[2]!, /;hordó;.*;Mennyiségi egység: Ismeretlen mennyiségi egység$/);
    assert.match(errorFile[3]!, /;Név: Kötelező, de üres$/);

    await page.goto('/app/product-import');
    await uploadFile(page, 'festekek-javitott.csv', productFile(false));
    await page.getByRole('button', { name: 'Ellenőrzés', exact: true }).click();
    await page.getByText(/1\s?000 sor: 1\s?000 hibátlan, 0 hibás\./).waitFor({ timeout: 60_000 });
    await page.getByRole('button', { name: 'Importálás indítása' }).click();
    const bar = page.getByRole('progressbar', { name: 'Az import előrehaladása' });
    await bar.waitFor();
    // The start answers QUEUED; the page polls the status until the job has written every row.
    await page
      .getByText(/Az import befejeződött: 1\s?000 sor importálva\./)
      .waitFor({ timeout: 120_000 });
    assert.equal(await bar.getAttribute('aria-valuenow'), '100');
    assert.match(
      (await page.getByTestId('import-counts').textContent()) ?? '',
      /^1\s?000 kész, 0 kihagyva \/ 1\s?000 sor · [\d\s]+ sor\/mp$/,
    );
    await page.screenshot({ path: `${SHOTS}/imports-progress.png`, fullPage: true });
    await page.getByText(/Az import befejeződött: 1\s?000 sor importálva\./).waitFor();

    await page.goto('/app/products');
    await page.getByLabel('Keresés', { exact: true }).fill(codeOf(777));
    await page.getByRole('cell', { name: codeOf(777) }).waitFor();
    await page.getByText('Importált festék 777').first().waitFor();
  });

  test('the mapping step names the partner import’s unmapped required columns', async () => {
    await page.goto('/app/partner-import');
    await uploadFile(page, 'nevek.csv', Buffer.from('Név;Város\r\nKovács Bt.;Pécs\r\n'));
    const alert = page
      .getByRole('status')
      .filter({ hasText: 'Kötelező oszlop nincs hozzárendelve' });
    await alert.waitFor();
    const text = (await alert.textContent()) ?? '';
    assert.match(text, /^Kötelező oszlop nincs hozzárendelve: .*Irányítószám/);
    assert.match(text, /Utca, házszám/);
    assert.doesNotMatch(text, /Település/);
    assert.equal(
      await page.getByRole('button', { name: 'Ellenőrzés', exact: true }).isDisabled(),
      true,
    );
    await page.screenshot({ path: `${SHOTS}/imports-partner-unmapped.png`, fullPage: true });
  });

  test('a partner update import changes only the mapped column', async () => {
    const before = await page.evaluate(async () => {
      const search = await fetch('/kontor/rest/partners/search', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ term: 'P000001', page_number: 0, page_size: 1 }),
      });
      const { items } = await search.json();
      return (await fetch(`/kontor/rest/partners/${items[0].id}`)).json();
    });
    const terms = before.paymentTermsDays === 45 ? 46 : 45;
    await page.goto('/app/partner-import');
    await page.getByText('Meglévők módosítása').click();
    await uploadFile(
      page,
      'hataridok.csv',
      Buffer.from(`Kód;Fizetési határidő\r\n${before.code};${terms}\r\n`),
    );
    await page.getByRole('button', { name: 'Ellenőrzés', exact: true }).click();
    await page.getByText('1 sor: 1 hibátlan, 0 hibás.').waitFor();
    await page.getByRole('button', { name: 'Importálás indítása' }).click();
    await page.getByText('Az import befejeződött: 1 sor importálva.').waitFor({ timeout: 60_000 });
    await page.screenshot({ path: `${SHOTS}/imports-partner-done.png`, fullPage: true });
    const afterImport = await page.evaluate(
      async (id) => (await fetch(`/kontor/rest/partners/${id}`)).json(),
      before.id,
    );
    assert.equal(afterImport.paymentTermsDays, terms);
    assert.deepEqual(
      {
        ...afterImport,
        paymentTermsDays: before.paymentTermsDays,
        version: before.version,
        updatedAt: before.updatedAt,
      },
      before,
    );
  });
});

describe('webshop info, vehicles, product search conditions', () => {
  let page: Page;

  before(async () => {
    page = await newPage();
    await logIn(page);
  });
  after(() => page.context().close());

  test('webshop info: texts and slug per language saved, many products published at once', async () => {
    await page.goto('/app/WebshopInfo');
    await page.getByRole('heading', { name: 'Webshop adatok' }).waitFor();
    await page.getByLabel('Keresés kódra vagy névre').fill('BUT-');
    const table = page.getByRole('table', { name: 'Webshop adatok' });
    await table.getByRole('cell', { name: 'BUT-2001', exact: true }).waitFor();
    await page.getByRole('button', { name: 'BUT-2001 webshopadatainak szerkesztése' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Megjelenik a webshopban').check();
    await dialog.getByRole('button', { name: 'A névből' }).click();
    await dialog.getByLabel('Rövid leírás').fill('Tömör tölgy étkezőasztal');
    await dialog.getByText('EN', { exact: true }).click();
    await dialog.getByLabel('URL-név (slug)').fill('oak-dining-table');
    await dialog.getByLabel('Rövid leírás').fill('Solid oak dining table');
    await page.screenshot({ path: `${SHOTS}/webshop-form.png`, fullPage: true });
    await dialog.getByRole('button', { name: 'Mentés' }).click();
    await dialog.waitFor({ state: 'hidden' });
    const row = table.getByRole('row').filter({ hasText: 'BUT-2001' });
    await row.getByText('Közzétéve').waitFor();
    assert.match((await row.textContent()) ?? '', /HU, EN/);

    await page.getByRole('checkbox', { name: 'Az oldal összes termékének kijelölése' }).check();
    await page.getByRole('button', { name: 'Visszavonás' }).click();
    await page.getByText(/termék visszavonva a webshopból/).waitFor();
    await row.getByText('Nincs közzétéve').waitFor();
    await page.screenshot({ path: `${SHOTS}/webshop-list.png`, fullPage: true });
  });

  test('vehicles: models by maker and year, windshield data, and why a glass does not fit', async () => {
    await page.goto('/app/vehicles');
    await page.getByRole('heading', { name: 'Járművek és szélvédők', level: 1 }).waitFor();
    await page.getByRole('combobox', { name: 'Gyártó' }).click();
    await page.getByRole('option', { name: 'Volkswagen' }).click();
    const models = page.getByRole('table', { name: 'Típusok' });
    await models.getByRole('cell', { name: 'Golf VII', exact: true }).waitFor();
    await page.getByRole('textbox', { name: 'Évjárat' }).first().fill('2021');
    await models
      .getByRole('cell', { name: 'Golf VII', exact: true })
      .waitFor({ state: 'detached' });
    await models.getByRole('cell', { name: 'Golf VIII' }).waitFor();

    await page.getByRole('textbox', { name: 'Üvegkód' }).last().fill('8585AGSMVZ');
    const shields = page.getByRole('table', { name: 'Szélvédők' });
    await shields.getByRole('cell', { name: 'DW02281' }).waitFor();
    assert.match((await shields.textContent()) ?? '', /1\s?436 × 868 mm/);

    await page.getByRole('combobox', { name: 'Típus' }).click();
    await page.getByRole('option', { name: /Golf VII \(/ }).click();
    await page.getByRole('textbox', { name: 'Évjárat' }).last().fill('2023');
    await page.getByRole('textbox', { name: 'Üvegkód' }).first().fill('8585AGSMVZ');
    await page.getByRole('button', { name: 'Ellenőrzés' }).click();
    await page.getByText('A típust ebben az évben nem gyártották').waitFor();
    await page.getByRole('textbox', { name: 'Évjárat' }).last().fill('2015');
    await page.getByRole('button', { name: 'Ellenőrzés' }).click();
    await page.getByText('Az üveg illik a járműre.').waitFor();
    await page.screenshot({ path: `${SHOTS}/vehicles.png`, fullPage: true });
  });

  test('product search conditions: saved from the product list, applied, renamed, deleted', async () => {
    const name = `Bútorok ${STAMP}`;
    await page.goto('/app/products?q=BUT-&active=all');
    await page.getByTestId('product-total').waitFor();
    await page.getByRole('button', { name: 'Szűrő mentése' }).click();
    await page.getByRole('dialog').getByLabel('Név').fill(name);
    await page.getByRole('dialog').getByRole('button', { name: 'Mentés' }).click();
    await page.getByText('Keresési feltétel mentve.').waitFor();

    await page.goto('/app/products');
    await page.getByRole('combobox', { name: 'Mentett szűrő' }).click();
    await page.getByRole('option', { name }).click();
    await page.waitForURL(/q=BUT-/);
    assert.match(page.url(), /active=all/);
    await page.getByRole('cell', { name: 'ASZ-1001' }).waitFor({ state: 'detached' });
    await page.screenshot({ path: `${SHOTS}/products-saved-filter.png`, fullPage: true });

    await page.goto('/app/product-search-conditions');
    const table = page.getByRole('table', { name: 'Termékkeresési feltételek' });
    await table.getByRole('link', { name }).waitFor();
    await page.getByRole('button', { name: `${name} átnevezése` }).click();
    await page.getByRole('dialog').getByLabel('Név').fill(`${name} (új)`);
    await page.getByRole('dialog').getByRole('button', { name: 'Mentés' }).click();
    await table.getByRole('link', { name: `${name} (új)` }).waitFor();
    await page.getByRole('dialog').waitFor({ state: 'hidden' });
    await page.screenshot({ path: `${SHOTS}/search-conditions.png`, fullPage: true });
    await page.getByRole('button', { name: `${name} (új) törlése` }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Törlés' }).click();
    await table.getByRole('link', { name: `${name} (új)` }).waitFor({ state: 'detached' });
  });
});

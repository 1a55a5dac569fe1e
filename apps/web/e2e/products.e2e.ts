import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { Locator, Page } from 'playwright-core';
import { logIn, newPage } from './harness.ts';

/** What the steps share: the product created through the UI. */
interface CreatedProduct {
  id: number;
  code: string;
  name: string;
}

const NAME = 'Árvíztűrő tükörfúrógép X';
/** Accentless, lower-case fragment of NAME, as a user types it. */
const ACCENTLESS_FRAGMENT = 'arvizturo';

/** Picks an option of a Mantine select (a RemoteSelect: typing `search` first). */
async function chooseOption(
  page: Page | Locator,
  label: string | RegExp,
  option: string | RegExp,
  search?: string,
) {
  const input = page.getByRole('combobox', { name: label, exact: true });
  await input.click();
  if (search !== undefined) await input.fill(search);
  const root = 'page' in page ? page.page() : page;
  await root.getByRole('option', { name: option }).first().click();
}

/** A required field's accessible name ends in ' *'. */
const field = (label: string) => new RegExp(`^${label}( \\*)?$`);

/** A 1×1 PNG: what an image upload needs to pass the server's file-type check. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/** Rethrows anything but the error of acting on a page that closed meanwhile. */
function unlessClosed(error: unknown) {
  if (!(error instanceof Error && /has been closed/.test(error.message))) throw error;
}

/** Waits until an input shows the value (it loads after the page). */
async function waitForValue(input: Locator, value: string, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  while ((await input.inputValue()) !== value) {
    if (Date.now() > deadline) assert.equal(await input.inputValue(), value);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

function idOf(url: string): number {
  return Number(new URL(url).searchParams.get('id'));
}

async function createProduct(page: Page, code: string, name: string): Promise<CreatedProduct> {
  await page.goto('/app/ProductForm');
  await page.getByRole('heading', { name: 'Új termék' }).waitFor();
  await page.getByLabel('Cikkszám', { exact: false }).fill(code);
  await page.getByLabel('Megnevezés', { exact: false }).fill(name);
  await chooseOption(page, 'Termékcsoport', /Szerszámok/, 'szersz');
  await chooseOption(page, 'Áfakulcs', '27%');
  await page.getByRole('button', { name: 'Létrehozás' }).click();
  await page.waitForURL(/ProductForm\?id=\d+/);
  await page.getByRole('heading', { name }).waitFor();
  return { id: idOf(page.url()), code, name };
}

async function openTab(page: Page, product: CreatedProduct, tabLabel: string) {
  await page.goto(`/app/ProductForm?id=${product.id}`);
  await page
    .getByRole('navigation', { name: 'Termékadatok' })
    .getByRole('link', { name: tabLabel })
    .click();
  await page.waitForURL(/tab=/);
}

async function addUnitPrice(page: Page, priceType: string, amount: string) {
  const form = page.getByRole('form', { name: 'Új egységár' });
  await form.getByRole('combobox', { name: 'Ártípus' }).click();
  await page.getByRole('option', { name: priceType }).click();
  await form.getByLabel('Nettó egységár').fill(amount);
  await form.getByRole('button', { name: 'Ár hozzáadása' }).click();
}

describe('products', () => {
  let page: Page;
  let product: CreatedProduct;

  before(async () => {
    page = await newPage();
    await logIn(page);
  });
  after(() => page.context().close());

  test('a new product is created through the form and opens with its tabs', async () => {
    product = await createProduct(page, `E2E-${Date.now().toString(36).toUpperCase()}`, NAME);
    assert.ok(product.id > 0);
    assert.equal(await page.getByTestId('product-code').textContent(), product.code);
    const tabs = page.getByRole('navigation', { name: 'Termékadatok' });
    await tabs.getByRole('link', { name: 'Tulajdonságok' }).waitFor();
    assert.equal(await tabs.getByRole('link').count(), 12);
  });

  test('the attributes tab saves the fields and adds a unit price valid today', async () => {
    await openTab(page, product, 'Tulajdonságok');
    const form = page.getByRole('form', { name: 'Termék tulajdonságai' });
    await form.getByLabel('Leírás').fill('Tükörsima furatokhoz, 850 W');
    await chooseOption(page, 'Áfakulcs', '18%');
    await form.getByRole('button', { name: 'Mentés' }).click();
    await page.getByText(`A(z) ${NAME} termék mentve.`).waitFor();
    await page.getByTestId('vat-rate').getByText('18%').waitFor();

    await addUnitPrice(page, 'Kiskereskedelmi ár', '12500,5');
    const prices = page.getByRole('table', { name: 'Összes egységár' });
    await prices.getByRole('cell', { name: /12\s500,5/ }).waitFor();
    await page
      .getByTestId('prices-today')
      .getByText(/12\s500,5/)
      .waitFor();
  });

  test('storage tab: a default storage in a branch and a buffer storage', async () => {
    await openTab(page, product, 'Tárolás');
    const defaults = page.getByRole('form', { name: 'Alapértelmezett raktárhely beállítása' });
    await chooseOption(defaults, field('Raktárhely'), /BO-A - A zóna/, 'BO-A');
    await defaults.getByRole('button', { name: 'Beállítás alapértelmezettként' }).click();
    await page
      .getByRole('table', { name: 'Alapértelmezett raktárhelyek' })
      .getByText(/A zóna/)
      .waitFor();
    const buffer = page.getByRole('form', { name: 'Új pufferhely' });
    await chooseOption(buffer, field('Raktárhely'), /BO-PUFFER-BE/, 'PUFFER-BE');
    await buffer.getByRole('button', { name: 'Pufferhely hozzáadása' }).click();
    await page
      .getByRole('table', { name: 'Pufferhelyek' })
      .getByText(/PUFFER-BE/)
      .waitFor();
  });

  test('variants tab: a new variation group with an attribute value', async () => {
    await openTab(page, product, 'Változatok');
    await page.getByRole('button', { name: 'Új változatcsoport' }).click();
    await page.getByLabel('Csoportkód', { exact: false }).fill(`FURO-${product.id}`);
    await page.getByLabel('Csoport megnevezése', { exact: false }).fill('Fúrógépek E2E');
    await page.getByRole('button', { name: 'Csoport létrehozása' }).click();
    await page.getByRole('button', { name: 'Tulajdonság hozzáadása' }).click();
    await page.getByLabel('1. tulajdonság', { exact: true }).fill('teljesítmény');
    await page.getByLabel('1. tulajdonság értéke', { exact: true }).fill('850 W');
    await page.getByRole('button', { name: 'Változat mentése' }).click();
    await page.getByText('A változat adatai mentve.').waitFor();
  });

  test('composition tab: a component with a decimal quantity', async () => {
    await openTab(page, product, 'Összetétel');
    await page.getByRole('button', { name: 'Összetevő hozzáadása' }).click();
    await chooseOption(page, field('1. összetevő'), /CSO-3001/, 'CSO-3001');
    await page.getByLabel('1. összetevő mennyisége', { exact: false }).fill('2,5');
    await page.getByRole('button', { name: 'Összetétel mentése' }).click();
    await page.getByText('Az összetétel mentve.').waitFor();
    await page.reload();
    await waitForValue(page.getByLabel('1. összetevő mennyisége', { exact: false }), '2,50');
  });

  test('media tab: an uploaded image becomes the main image of the header', async () => {
    await openTab(page, product, 'Képek');
    await page
      .getByLabel('Képfájlok')
      .setInputFiles([{ name: 'furogep.png', mimeType: 'image/png', buffer: PNG }]);
    await page.getByText('1 kép feltöltve.').waitFor();
    await page.getByText('Fő kép').first().waitFor();
    const image = await page.request.get(`/kontor/ImageLoader?productId=${product.id}`);
    assert.equal(image.headers()['content-type'], 'image/png');
  });

  test('supplier tab: a supplier condition and the price for a quantity', async () => {
    await openTab(page, product, 'Szállítók');
    const form = page.getByRole('form', { name: 'Új szállítói feltétel' });
    await chooseOption(form, field('Szállító'), /Ipoly Bútor/, 'ipoly');
    await form.getByLabel('Szállítói cikkszám', { exact: false }).fill('IP-FURO-850');
    await form.getByLabel('Nettó egységár', { exact: false }).fill('9800');
    await form.getByLabel('Minimális mennyiség', { exact: false }).fill('10');
    await form.getByLabel('Szállítási idő (nap)', { exact: false }).fill('5');
    await form.getByRole('button', { name: 'Feltétel hozzáadása' }).click();
    await page
      .getByRole('table', { name: 'Szállítói feltételek' })
      .getByText('IP-FURO-850')
      .waitFor();
    const check = page.getByRole('form', { name: 'Ár egy mennyiségre' });
    await chooseOption(check, field('Szállító'), /Ipoly Bútor/, 'ipoly');
    await check.getByLabel('Mennyiség', { exact: false }).fill('12');
    await check.getByRole('button', { name: 'Lekérdezés' }).click();
    // hu-HU groups only from five digits: 9800 Ft.
    await check.getByText(/Egységár: 9800\sFt \(10 egységtől\), szállítási idő: 5 nap/).waitFor();
  });

  test('substitute tab: a substitute product', async () => {
    await openTab(page, product, 'Helyettesítők');
    await chooseOption(page, field('Helyettesítő hozzáadása'), /ASZ-1002/, 'ASZ-1002');
    await page.getByRole('button', { name: 'Helyettesítők mentése' }).click();
    await page.getByText('A helyettesítők mentve.').waitFor();
  });

  test('inventory tab: no stock yet, said so', async () => {
    await openTab(page, product, 'Készlet');
    await page.getByText('A terméknek még nincs készlete egyik raktárhelyen sem.').waitFor();
  });

  test('package tab: a carton of 12 with its barcode', async () => {
    await openTab(page, product, 'Csomagolás');
    await page.getByRole('button', { name: 'Csomagolási egység hozzáadása' }).click();
    const row = page.getByRole('group', { name: '1. csomagolási egység' });
    await chooseOption(row, field('Mennyiségi egység'), /karton/, 'karton');
    await row.getByLabel(/^Mennyiség \(/).fill('12');
    await row.getByLabel('Vonalkód (EAN/GTIN)', { exact: false }).fill('5998200123450');
    await row.getByLabel('Bruttó súly (kg)', { exact: false }).fill('2,5');
    await page.getByRole('button', { name: 'Csomagolás mentése' }).click();
    await page.getByText('A csomagolási egységek mentve.').waitFor();
  });

  test('container tab: a returnable pallet with its deposit', async () => {
    await openTab(page, product, 'Göngyöleg');
    await page.getByRole('button', { name: 'Göngyöleg hozzáadása' }).click();
    const row = page.getByRole('group', { name: '1. göngyöleg' });
    await chooseOption(row, field('Göngyöleg \\(termék\\)'), /CSO-3003/, 'CSO-3003');
    await row.getByLabel('Mennyiség egységenként', { exact: false }).fill('0,05');
    await row.getByLabel('Betétdíj', { exact: false }).fill('1500');
    await page.getByRole('button', { name: 'Göngyölegek mentése' }).click();
    await page.getByText('A göngyölegek mentve.').waitFor();
  });

  test('vignette tab: the sticker label is saved and printed as a PDF', async () => {
    await openTab(page, product, 'Matrica');
    await page.getByRole('combobox', { name: field('Vonalkód típusa') }).click();
    await page.getByRole('option', { name: 'EAN-13' }).click();
    await page.getByLabel('Vonalkód értéke', { exact: false }).fill('5998200123450');
    await page.getByLabel('1. sor', { exact: false }).fill('Árvíztűrő fúrógép');
    await page.getByRole('button', { name: 'Matrica mentése' }).click();
    await page.getByText('A matrica mentve.').waitFor();
    await page.getByRole('button', { name: 'Nyomtatás' }).click();
    await page.getByLabel('Darabszám', { exact: false }).fill('3');
    const popupOpened = page.waitForEvent('popup');
    await page.getByRole('dialog').getByRole('button', { name: 'Nyomtatás' }).click();
    // The tab opens at the click (no popup blocker) and shows the PDF once it has arrived.
    const popup = await popupOpened;
    await popup.waitForURL(/^blob:/);
    await popup.close();
  });

  test('event tab: the changes made on the tabs are listed', async () => {
    await openTab(page, product, 'Események');
    const events = page.getByRole('table', { name: 'A termék eseményei' });
    await events.getByText('Matricák nyomtatása').waitFor();
    await events.getByText('Göngyölegek módosítása').first().waitFor();
    await events.getByText('Csomagolás módosítása').first().waitFor();
  });

  test('a duplicate code is refused at the field', async () => {
    await page.goto('/app/ProductForm');
    await page.getByLabel('Cikkszám', { exact: false }).fill(product.code.toLowerCase());
    await page.getByLabel('Megnevezés', { exact: false }).fill('Másik termék');
    await page.getByRole('button', { name: 'Létrehozás' }).click();
    await page.getByText('Ez a cikkszám már foglalt.').waitFor();
  });

  test('the list finds the product by an accentless lower-case fragment', async () => {
    await page.goto('/app/products');
    await page.getByLabel('Keresés', { exact: true }).fill(ACCENTLESS_FRAGMENT);
    await page.waitForURL(/q=arvizturo/);
    const row = page.locator(`tr[data-product-id="${product.id}"]`);
    await row.waitFor();
    assert.match((await row.textContent()) ?? '', new RegExp(product.code));
    await row.click();
    await page.waitForURL(new RegExp(`ProductForm\\?id=${product.id}`));
  });

  test('the multilingual data page saves a name in another language', async () => {
    await page.goto('/app/product-multilingual-data');
    await page.getByLabel('Keresés', { exact: true }).fill(product.code);
    const english = page.getByLabel(`${product.code} megnevezése – Angol`);
    await english.fill('Flood-proof mirror drill X');
    await page.getByRole('button', { name: 'Módosított sorok mentése (1)' }).click();
    await page.getByText('1 termék nevei mentve.').waitFor();
    await page.reload();
    await page.getByLabel('Keresés', { exact: true }).fill(product.code);
    await waitForValue(
      page.getByLabel(`${product.code} megnevezése – Angol`),
      'Flood-proof mirror drill X',
    );
  });

  test('the ProductChooser popup hands the picked product to its opener', async () => {
    await page.goto('/app/products');
    const popupOpened = page.waitForEvent('popup');
    await page.getByRole('button', { name: 'Keresés a termékválasztóban' }).click();
    const popup = await popupOpened;
    await popup.waitForURL(/ProductChooser\?headless=1/);
    const search = popup.getByRole('combobox', { name: 'Termék keresése' });
    await search.fill(ACCENTLESS_FRAGMENT);
    await popup.getByRole('option', { name: new RegExp(product.code) }).waitFor();
    // The empty text lists every product first: wait for the answer to the fragment, since the
    // chooser rightly ignores a highlight made on an older list.
    await popup.waitForFunction(() => {
      const options = [...document.querySelectorAll('[role="option"]')];
      return options.length > 0 && options.every((o) => /Árvíztűrő/.test(o.textContent ?? ''));
    });
    // The demo's own 'Árvíztűrő tükörfúrógép' matches too: move to ours with the arrows.
    const options = popup.getByRole('option');
    const names = await options.allTextContents();
    const index = names.findIndex((text) => text.includes(product.code));
    for (let step = 0; step < index; step += 1) await search.press('ArrowDown');
    // Enter closes the popup, which may end the press before it reports back.
    await Promise.all([popup.waitForEvent('close'), search.press('Enter').catch(unlessClosed)]);
    await page.waitForURL(new RegExp(`ProductForm\\?id=${product.id}`));
    await page.getByRole('heading', { name: NAME }).waitFor();
  });
});

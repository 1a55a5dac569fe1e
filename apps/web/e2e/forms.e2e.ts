import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { Page } from 'playwright-core';
import { logIn, newPage } from './harness.ts';

/** A required field's accessible name ends in ' *'. */
const field = (label: string) => new RegExp(`^${label}( \\*)?$`);

const QUESTION = 'Nem mentett módosítások';
const STAY = 'Mégse';
const DISCARD = 'Elvetem a módosításokat';

/** The unsaved-changes question: waits for it, answers it, waits for it to go. */
async function answer(page: Page, button: typeof STAY | typeof DISCARD) {
  const dialog = page.getByRole('dialog', { name: QUESTION });
  await dialog.waitFor();
  await dialog.getByRole('button', { name: button }).click();
  await dialog.waitFor({ state: 'hidden' });
}

/** Opens the new-partner form the way a user does: from the list, inside the app. */
async function openNewPartner(page: Page) {
  await page.goto('/app/partners');
  await page.getByRole('link', { name: 'Új partner' }).click();
  await page.getByRole('heading', { name: 'Új partner' }).waitFor();
}

async function chooseCountry(page: Page, group: string, search: string, name: string) {
  const input = page.getByRole('group', { name: group }).getByRole('combobox', { name: 'Ország' });
  await input.click();
  await input.fill(search);
  await page.getByRole('option', { name, exact: true }).click();
}

describe('forms: no lost input', () => {
  let page: Page;
  let partnerId: number;

  before(async () => {
    page = await newPage();
    await logIn(page);
  });
  after(() => page.context().close());

  test('a link out of a form with typed input asks; staying keeps the input, discarding leaves', async () => {
    await openNewPartner(page);
    await page.getByLabel(field('Rövid név')).fill('Barack');
    await page.getByRole('main').getByRole('link', { name: 'Partnerek' }).click();
    await answer(page, STAY);
    assert.match(page.url(), /PartnerForm/);
    assert.equal(await page.getByLabel(field('Rövid név')).inputValue(), 'Barack');

    await page.getByRole('main').getByRole('link', { name: 'Partnerek' }).click();
    await answer(page, DISCARD);
    await page.waitForURL(/\/app\/partners/);
  });

  test('the browser’s back button asks too', async () => {
    await openNewPartner(page);
    await page.getByLabel(field('Rövid név')).fill('Barack');
    await page.evaluate(() => history.back());
    await answer(page, STAY);
    assert.match(page.url(), /PartnerForm/);
    assert.equal(await page.getByLabel(field('Rövid név')).inputValue(), 'Barack');
  });

  test('a firm switch and a logout ask first; staying keeps the firm, the session and the input', async () => {
    const selector = page.getByTestId('current-firm');
    const firm = await selector.textContent();
    await selector.click();
    await page.getByRole('list', { name: 'További cégek' }).getByRole('button').first().click();
    await answer(page, STAY);
    assert.equal(await selector.textContent(), firm);
    assert.equal(await page.getByLabel(field('Rövid név')).inputValue(), 'Barack');

    await page.getByRole('button', { name: 'Kijelentkezés' }).click();
    await answer(page, STAY);
    assert.match(page.url(), /PartnerForm/);
    assert.equal(await page.getByLabel(field('Rövid név')).inputValue(), 'Barack');
  });

  test('closing the tab gets the browser’s leave question', async () => {
    const asked = new Promise<string>((resolve) =>
      page.once('dialog', (dialog) => {
        resolve(dialog.type());
        void dialog.dismiss();
      }),
    );
    await page.close({ runBeforeUnload: true });
    assert.equal(await asked, 'beforeunload');
    assert.equal(page.isClosed(), false, 'the page stays when the user stays');
    await page.getByLabel(field('Rövid név')).fill('');
  });

  test('a private person shows no company numbers; the NAV lookup says it is not set up', async () => {
    await page.goto('/app/PartnerForm');
    await page.getByLabel(field('Adószám')).waitFor();
    const nav = page.getByRole('button', { name: 'Adatok lekérése a NAV-tól' });
    assert.equal(await nav.isDisabled(), true);
    await page.getByText('A NAV-lekérdezés nincs beállítva').waitFor();

    await page.getByText('Magánszemély', { exact: true }).click();
    await page.getByLabel(field('Adószám')).waitFor({ state: 'detached' });
    assert.equal(await page.getByLabel('Cégjegyzékszám').count(), 0);
    assert.equal(await page.getByLabel('Közösségi adószám').count(), 0);
    await page.getByText('Cég', { exact: true }).click();
    await page.getByLabel(field('Adószám')).waitFor();
  });

  test('a country is picked by its Hungarian name and stored as its ISO code', async () => {
    await page.goto('/app/PartnerForm');
    await page.getByText('Magánszemély', { exact: true }).click();
    await page.getByLabel(field('Név')).fill(`Kovács Anna ${Date.now()}`);
    const billing = page.getByRole('group', { name: 'Számlázási cím' });
    await chooseCountry(page, 'Számlázási cím', 'marok', 'Marokkó');
    await chooseCountry(page, 'Számlázási cím', 'magyar', 'Magyarország');
    await billing.getByLabel(field('Irányítószám')).fill('6000');
    await billing.getByLabel(field('Település')).fill('Kecskemét');
    await billing.getByLabel(field('Utca, házszám')).fill('Szegedi út 12.');
    await page.getByRole('button', { name: 'Szállítási cím hozzáadása' }).click();
    const shipping = page.locator('[data-shipping-address="0"]');
    const country = shipping.getByRole('combobox', { name: 'Ország' });
    await country.click();
    await country.fill('ausztri');
    await page.getByRole('option', { name: 'Ausztria', exact: true }).click();
    await shipping.getByLabel(field('Irányítószám')).fill('1010');
    await shipping.getByLabel(field('Település')).fill('Wien');
    await shipping.getByLabel(field('Utca, házszám')).fill('Graben 1.');
    await page.getByRole('button', { name: 'Mentés' }).click();
    await page.waitForURL(/PartnerForm\?id=\d+/);
    partnerId = Number(new URL(page.url()).searchParams.get('id'));
    const stored = await (await page.request.get(`/kontor/rest/partners/${partnerId}`)).json();
    assert.equal(stored.billingAddress.countryCode, 'HU');
    assert.equal(stored.shippingAddresses[0].countryCode, 'AT');
  });

  test('Esc in the new-contact dialog asks before the typed contact is dropped', async () => {
    await page.getByRole('button', { name: 'Új kapcsolattartó' }).click();
    const contact = page.getByRole('dialog', { name: 'Új kapcsolattartó' });
    await contact.getByLabel(field('Név')).fill('Kiss Éva');
    await page.keyboard.press('Escape');
    await answer(page, STAY);
    assert.equal(await contact.getByLabel(field('Név')).inputValue(), 'Kiss Éva');
    await page.keyboard.press('Escape');
    await answer(page, DISCARD);
    await contact.waitFor({ state: 'hidden' });
  });

  test('switching product tabs keeps the typed description; the saved toast leaves the tabs visible; leaving asks', async () => {
    const [product] = await (
      await page.request.get('/kontor/rest/products/mac?term=a&limit=5')
    ).json();
    await page.goto(`/app/ProductForm?id=${product.id}`);
    const description = page
      .getByRole('form', { name: 'Termék tulajdonságai' })
      .getByLabel('Leírás');
    await description.fill('Átmeneti leírás');
    const tabs = page.getByRole('navigation', { name: 'Termékadatok' });
    await tabs.getByRole('link', { name: 'Készlet' }).click();
    await page.waitForURL(/tab=inventory/);
    await tabs.getByRole('link', { name: 'Tulajdonságok' }).click();
    await page.waitForURL(/tab=attributes/);
    assert.equal(await description.inputValue(), 'Átmeneti leírás');

    await page.getByRole('button', { name: 'Mentés' }).click();
    const toast = page.getByRole('status').filter({ hasText: 'termék mentve' });
    await toast.waitFor();
    const [toastBox, tabsBox] = [await toast.boundingBox(), await tabs.boundingBox()];
    assert.ok(toastBox && tabsBox);
    const overlaps =
      toastBox.y < tabsBox.y + tabsBox.height && tabsBox.y < toastBox.y + toastBox.height;
    assert.equal(overlaps, false, 'the success toast leaves the tab row visible');

    await description.fill('Még egy átmeneti leírás');
    await page.getByRole('main').getByRole('link', { name: 'Termékek' }).click();
    await answer(page, DISCARD);
    await page.waitForURL(/\/app\/products/);
  });
});

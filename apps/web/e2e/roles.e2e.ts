import assert from 'node:assert/strict';
import { after, describe, test } from 'node:test';
import type { Page } from 'playwright-core';
import { DEMO_PASSWORD, logIn, newPage } from './harness.ts';

const READ_ONLY = 'Csak olvasható: nincs jogosultsága a módosításhoz.';

/** Buttons of the page that would change something and can still be pressed. */
const changeButtons = (page: Page) =>
  page
    .locator('main button:enabled')
    .filter({ hasText: /Mentés|Törlés|Létrehozás|Új |hozzáadása|Hozzáadás/ });

/** Opens the first row's form and waits for its own title (the record's name). */
async function openFirstRecord(page: Page, listPath: string, formPath: RegExp): Promise<string> {
  await openFirstRow(page, listPath, formPath);
  // The list's title, and the form's own heading while the record loads, are not the record's name.
  const notYet = listPath === '/app/partners' ? ['Partnerek', 'Partner'] : ['Termékek', 'Termék'];
  const title = page.getByRole('heading', { level: 1 });
  await page.waitForFunction((placeholders) => {
    const text = document.querySelector('main h1')?.textContent?.trim();
    return Boolean(text) && !placeholders.includes(text ?? '');
  }, notYet);
  return ((await title.textContent()) ?? '').trim();
}

async function openFirstRow(page: Page, listPath: string, formPath: RegExp): Promise<void> {
  await page.goto(listPath);
  await page.getByRole('row').nth(1).click();
  await page.waitForURL(formPath);
}

/** The breadcrumb's entries, as the user reads them. */
async function crumbs(page: Page): Promise<string[]> {
  const trail = page.getByRole('navigation', { name: 'Navigációs előzmények' }).getByRole('list');
  // The '…' item of a long trail (its button named 'További előzmények') is no crumb.
  const items = trail
    .getByRole('listitem')
    .filter({ hasNot: page.getByRole('button', { name: 'További előzmények' }) });
  return (await items.allInnerTexts()).map((text) => text.trim());
}

describe('roles', () => {
  const pages: Page[] = [];
  const freshPage = async () => {
    const page = await newPage();
    pages.push(page);
    return page;
  };
  after(() => Promise.all(pages.map((page) => page.context().close())));

  test('the warehouse role reads partners but is offered no way to change them', async () => {
    const page = await freshPage();
    await logIn(page, 'raktaros');
    await page.goto('/app/partners');
    await page.getByTestId('partner-total').waitFor();
    assert.equal(await page.getByRole('link', { name: 'Új partner' }).count(), 0);
    await openFirstRecord(page, '/app/partners', /PartnerForm\?id=\d+/);
    await page.getByText(READ_ONLY).waitFor();
    assert.equal(await page.getByRole('button', { name: 'Mentés' }).count(), 0);
    assert.equal(await changeButtons(page).count(), 0, 'nothing on the page changes the partner');
    assert.ok(
      await page
        .getByLabel(/^Név( \*)?$/)
        .first()
        .isDisabled(),
      'fields are read-only',
    );
    // The menu offers no 'Új …' for partners.
    const menu = await page.request.get('/kontor/rest/menu');
    const links = JSON.stringify(await menu.json());
    assert.ok(!links.includes('/app/PartnerForm'), 'no new-partner link in the menu');
  });

  test('the workshop role gets "Nincs jogosultság" for partners and a read-only product', async () => {
    const page = await freshPage();
    await logIn(page, 'muhely');
    await page.goto('/app/partners');
    const alert = page.getByRole('alert').filter({ hasText: 'Nincs jogosultság' });
    await alert.waitFor();
    assert.match((await alert.textContent()) ?? '', /Kérjen jogosultságot a rendszergazdától/);
    assert.equal(await page.getByText('Az adatok betöltése nem sikerült').count(), 0);

    await page.goto('/app/products');
    await page.getByRole('row').nth(1).waitFor();
    assert.equal(await page.getByRole('link', { name: 'Új termék' }).count(), 0);
    await openFirstRecord(page, '/app/products', /ProductForm\?id=\d+/);
    await page.getByText(READ_ONLY).waitFor();
    await page.getByRole('heading', { name: 'Egységárak' }).waitFor();
    await page.getByText('Kiskereskedelmi ár').first().waitFor();
    assert.equal(await page.getByText(/\bRETAIL\b/).count(), 0, 'no raw price type codes');
    assert.equal(await page.getByRole('button', { name: 'Mentés' }).count(), 0);
    assert.equal(await changeButtons(page).count(), 0, 'nothing on the page changes the product');
  });

  /** Opens the first order ready for dispatch, as the logged-in user sees it. */
  async function openReadyOrder(page: Page): Promise<void> {
    await page.goto('/app/customer-orders?state=READY');
    await page.getByTestId('sales-row').first().click();
    await page.waitForURL(/CustomerOrderForm\?id=\d+/);
    await page.getByRole('button', { name: 'Előzmények', exact: true }).waitFor();
    await page.getByRole('heading', { name: 'Csomagok' }).waitFor();
  }
  const dispatchButtons = (page: Page) => [
    page.getByRole('button', { name: 'Kiszállítás', exact: true }),
    page.getByRole('button', { name: 'Részleges kiszállítás' }),
    page.getByRole('button', { name: 'Címke újranyomtatása (PDF)' }),
    page.getByRole('button', { name: 'Csomag hozzáadása' }),
  ];

  test('sales is offered no dispatch, parcel or label action on a ready order', async () => {
    const page = await freshPage();
    await logIn(page, 'ertekesito');
    await openReadyOrder(page);
    for (const button of dispatchButtons(page)) assert.equal(await button.count(), 0);
  });

  test('the warehouse dispatches a ready order it may not edit, says why an action waits', async () => {
    const page = await freshPage();
    await logIn(page, 'raktaros');
    await openReadyOrder(page);
    await page.getByText(READ_ONLY).waitFor();
    assert.equal(await page.getByRole('button', { name: 'Mentés' }).count(), 0);
    const [dispatch, , label, addParcel] = dispatchButtons(page);
    assert.ok(await dispatch?.isEnabled(), 'dispatch is offered');
    assert.ok(await label?.isEnabled(), 'the label is offered');
    // A disabled action says why, to the mouse and to the keyboard.
    assert.ok(await addParcel?.isDisabled());
    await addParcel?.hover({ force: true });
    await page.getByRole('tooltip', { name: 'Előbb adja meg a csomag súlyát.' }).waitFor();
    await page.getByLabel('Súly (kg)').fill('12,5');
    await addParcel?.click();
    await page.getByRole('table', { name: 'Csomagok' }).getByText('12,5 kg').waitFor();
    // Dispatch asks first; the warehouse reads the question, not a refusal.
    await dispatch?.click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText(/Kiszállítja/).waitFor();
    await dialog.getByRole('button', { name: 'Kiszállítás', exact: true }).waitFor();
    await page.keyboard.press('Escape');
  });

  test('a failed login says so in words after the page reloads', async () => {
    const page = await freshPage();
    await page.goto('/login');
    await page.getByPlaceholder('Felhasználónév').fill('admin');
    await page.getByPlaceholder('Jelszó').fill('wrong-password');
    await page.getByRole('button', { name: 'Bejelentkezés' }).click();
    const message = page.getByRole('alert').filter({ hasText: 'Sikertelen bejelentkezés.' });
    await message.waitFor();
    // An unknown user reads the very same words.
    await page.getByPlaceholder('Felhasználónév').fill('nincs-ilyen');
    await page.getByPlaceholder('Jelszó').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Bejelentkezés' }).click();
    await page.waitForEvent('load');
    await message.waitFor();
  });

  test('the breadcrumb keeps real labels after a re-login and through a reload', async () => {
    const page = await freshPage();
    await logIn(page);
    const name = await openFirstRecord(page, '/app/partners', /PartnerForm\?id=\d+/);
    await page.getByRole('button', { name: 'Kijelentkezés' }).click();
    await page.waitForURL(/\/login\?redirectToOnLogin=%2Fapp%2FPartnerForm/);
    await logIn(page);
    await page.waitForURL(/PartnerForm\?id=\d+/);
    await page.getByRole('heading', { name }).waitFor();
    await page.waitForLoadState('networkidle');
    const trail = await crumbs(page);
    assert.equal(trail.at(-1), name, `the current page's crumb in ${trail}`);
    for (const placeholder of ['Partner', 'Termék', 'Nincs jogosultság', ''])
      assert.ok(!trail.includes(placeholder), `no '${placeholder}' crumb in ${trail}`);

    // The home icon starts the trail anew; a reload (F5) keeps what the user saw.
    const partnerUrl = page.url();
    await page.getByRole('link', { name: 'Kezdőlap', exact: true }).first().click();
    await page.waitForURL(/\/app$/);
    await page.goto(partnerUrl);
    await page.getByRole('heading', { name }).waitFor();
    await page.waitForLoadState('networkidle');
    const shown = await crumbs(page);
    assert.deepEqual(shown, ['Kezdőlap', name]);
    await page.reload();
    await page.getByRole('heading', { name }).waitFor();
    await page.waitForLoadState('networkidle');
    assert.deepEqual(await crumbs(page), shown, 'F5 does not change the trail');

    await page.goto('/app/NoSuchPage');
    await page.getByText('Oops. Itt nincs semmi...').waitFor();
    await page.waitForFunction(() =>
      document
        .querySelector('nav ol li:last-child')
        ?.textContent?.includes('Az oldal nem található'),
    );
  });
});

import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { Page } from 'playwright-core';
import { taxNumberCheckDigit } from '../../../packages/contract/src/tax-number.ts';
import { logIn, newPage } from './harness.ts';

const RUN = Date.now().toString().slice(-6);
const NAME = `Őszibarack Ültetvény Kft. ${RUN}`;
/** Accentless, lower-case fragment of NAME, as a user types it. */
const ACCENTLESS_FRAGMENT = `oszibarack ultetveny kft. ${RUN}`;
const CONTACT = {
  name: 'Kiss Éva',
  email: `kiss.eva.${RUN}@oszibarack.hu`,
  phone: '+36 30 123 4567',
};

/** A valid Hungarian tax number, new on every run: its 8th digit checks the first seven. */
function freshTaxNumber(): string {
  const first7 = `1${RUN}`;
  return `${first7}${taxNumberCheckDigit(first7)}-2-13`;
}

/** A required field's accessible name ends in ' *'. */
const field = (label: string) => new RegExp(`^${label}( \\*)?$`);

describe('partners', () => {
  let page: Page;

  before(async () => {
    page = await newPage();
    await logIn(page);
  });
  after(() => page.context().close());

  test('a bad tax number is refused in place; a good one saves the partner', async () => {
    await page.goto('/app/PartnerForm');
    await page.getByRole('heading', { name: 'Új partner' }).waitFor();
    await page.getByLabel(field('Név')).fill(NAME);
    await page.getByLabel(field('Adószám')).fill('12345678-2-13');
    const billing = page.getByRole('group', { name: 'Számlázási cím' });
    await billing.getByLabel(field('Irányítószám')).fill('6000');
    await billing.getByLabel(field('Település')).fill('Kecskemét');
    await billing.getByLabel(field('Utca, házszám')).fill('Szegedi út 12.');
    await page.getByRole('button', { name: 'Mentés' }).click();
    await page
      .getByText('Érvénytelen adószám (xxxxxxxx-y-zz, helyes ellenőrző számjeggyel).')
      .waitFor();
    assert.equal(new URL(page.url()).searchParams.get('id'), null, 'nothing was saved');

    await page.getByLabel(field('Adószám')).fill(freshTaxNumber());
    await page.getByRole('button', { name: 'Mentés' }).click();
    await page.waitForURL(/PartnerForm\?id=\d+/);
    await page.getByText(`A(z) ${NAME} partner mentve.`).waitFor();
    await page.getByRole('heading', { name: NAME }).waitFor();
  });

  test('a contact person is added and offered as "name - (email, phone)"', async () => {
    await page.getByRole('button', { name: 'Új kapcsolattartó' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel(field('Név')).fill(CONTACT.name);
    await dialog.getByLabel(field('E-mail-cím')).fill(CONTACT.email);
    await dialog.getByLabel(field('Telefonszám')).fill(CONTACT.phone);
    await dialog.getByRole('button', { name: 'Mentés' }).click();
    await page.getByText(`${CONTACT.name} kapcsolattartó mentve.`).waitFor();
    const contacts = page.getByRole('table', { name: 'Kapcsolattartók' });
    await contacts.getByRole('cell', { name: CONTACT.email }).waitFor();

    await page.getByRole('combobox', { name: 'Elsődleges kapcsolattartó' }).click();
    const label = `${CONTACT.name} - (${CONTACT.email}, `;
    await page.getByRole('option', { name: label }).waitFor();
    await page.getByRole('option', { name: 'Új kapcsolattartó' }).waitFor();
    await page.keyboard.press('Escape');
  });

  test('the list finds the partner by an accentless lower-case fragment', async () => {
    await page.goto('/app/partners');
    await page.getByRole('heading', { name: 'Partnerek' }).waitFor();
    await page.getByLabel('Keresés', { exact: true }).fill(ACCENTLESS_FRAGMENT);
    const row = page.getByRole('row', { name: new RegExp(NAME.replace('.', '\\.')) });
    await row.waitFor();
    assert.equal(await page.getByRole('row').count(), 2, 'the header and the one match');
    await row.getByText(NAME).click();
    await page.waitForURL(/PartnerForm\?id=\d+/);
  });
});

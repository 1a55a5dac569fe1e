import type { Page } from 'playwright-core';
import { wedgeScan } from './harness.ts';

/**
 * Steps of the floor's screens that several browser tests take: a picking cycle walked by
 * scanning and closed, a stock count posted by the office.
 */

/** The line on the work panel: its location, product and asked quantity. */
async function currentLine(page: Page) {
  const location = (await page.getByTestId('pick-location').textContent())!.trim();
  const product = (await page.getByTestId('pick-product').textContent())!.trim();
  const quantity = (await page.getByTestId('pick-quantity').getAttribute('data-quantity'))!;
  return { location, product, quantity: quantity.replace(/\.?0+$/, '') };
}

/** Picks the current line by scanning; `short` picks one piece less with the reason "Sérült". */
async function pickLine(page: Page, short = false) {
  const line = await currentLine(page);
  await page.getByLabel('Vonalkód vagy kód').focus();
  await wedgeScan(page, line.location);
  await page.getByText(`Hely rendben: ${line.location}`).waitFor();
  await wedgeScan(page, line.product);
  const quantity = page.getByLabel(/^Mennyiség/);
  await quantity.waitFor();
  if (short) {
    await page.getByRole('button', { name: 'Hiány', exact: true }).click();
    await quantity.fill(String(Number(line.quantity) - 1));
    await page.getByRole('button', { name: 'Sérült' }).click();
    await page.getByRole('button', { name: 'Hiány rögzítése' }).click();
  } else {
    await quantity.focus();
    await quantity.fill(line.quantity.replace('.', ','));
    await quantity.press('Enter');
  }
}

/** Walks every line of the open cycle on the page (one short pick on the first if asked). */
export async function walk(page: Page, shortFirst: boolean) {
  let first = true;
  while (await page.getByTestId('pick-location').isVisible()) {
    const before = await page.getByText(/tétel kész$/).textContent();
    await pickLine(page, shortFirst && first);
    first = false;
    await page.getByText(before!, { exact: true }).waitFor({ state: 'detached' });
  }
  await page.getByText('Minden tétel visszaigazolva. Lezárhatja a kört.').waitFor();
}

export async function closeCycle(page: Page) {
  await page.getByRole('button', { name: 'Kör lezárása' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Kör lezárása' }).click();
  await page.getByRole('dialog').waitFor({ state: 'detached' });
  await page.getByText('Lezárt', { exact: true }).waitFor();
}

/**
 * The office posts the count on its review page: uncounted lines stay as they are, and a count
 * below what is reserved is consented to when the page asks.
 */
export async function postCount(office: Page) {
  await office.getByRole('button', { name: 'Könyvelés' }).click();
  const dialog = office.getByRole('dialog');
  await dialog.getByLabel('Maradjon a készlet, ahogy van').check();
  await dialog.getByRole('button', { name: 'Könyvelés' }).click();
  // A count below what is reserved asks for consent first.
  const consent = dialog.getByLabel(/Tudomásul veszem/);
  const answer = await Promise.race([
    office
      .getByText('A leltár könyvelve.')
      .waitFor()
      .then(() => 'posted'),
    consent.waitFor().then(() => 'consent'),
  ]);
  if (answer === 'consent') {
    await consent.check();
    await dialog.getByRole('button', { name: 'Könyvelés' }).click();
    await office.getByText('A leltár könyvelve.').waitFor();
  }
  await office.getByText('Könyvelve', { exact: true }).first().waitFor();
}

/** The worker opens a count of the storage `code` (and all below it); answers the count's path. */
export async function openCount(phone: Page, code: string): Promise<string> {
  await phone.goto('/app/stock-counts');
  await phone.getByRole('heading', { name: 'Leltár', exact: true }).waitFor();
  const storage = phone.getByRole('combobox', { name: /^Raktárhely( \*)?$/ });
  await storage.click();
  await storage.fill(code);
  await phone
    .getByRole('option', { name: new RegExp(`^${code} - `) })
    .first()
    .click();
  await phone.getByRole('button', { name: 'Leltár indítása' }).click();
  await phone.waitForURL(/\/app\/stock-counts\/\d+$/);
  await phone.getByText('Olvasd be a hely kódját').waitFor();
  return new URL(phone.url()).pathname;
}

/** The worker asks for a proposed cycle of zone A on the cycle list and lands on it. */
export async function proposeCycle(phone: Page) {
  await phone.goto('/app/picking-cycle');
  await phone.getByRole('button', { name: 'Új kör' }).click();
  await phone.getByRole('combobox', { name: 'Zóna' }).click();
  await phone.getByRole('option', { name: 'A – A zóna', exact: true }).click();
  await phone.getByRole('checkbox').first().waitFor();
  await phone.getByRole('button', { name: 'Javaslat kérése' }).click();
  await phone.getByRole('heading', { name: /^KGY-/ }).waitFor();
}

import assert from 'node:assert/strict';
import { after, afterEach, before, describe, test } from 'node:test';
import type { Page } from 'playwright-core';
import { logIn, newPage } from './harness.ts';

const SHOTS = process.env.E2E_SHOTS_DIR;
async function shot(page: Page, name: string) {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

interface Found {
  id: number;
  code: string;
  name: string;
}

/** A REST call with the page's session (the demo data decides which customer and products). */
async function rest<T>(page: Page, path: string, body?: unknown): Promise<T> {
  return page.evaluate(
    async ({ path, body }) => {
      const response = await fetch(`/kontor/rest${path}`, {
        method: body === undefined ? 'GET' : 'POST',
        headers: { 'content-type': 'application/json' },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      return response.json();
    },
    { path, body },
  ) as Promise<T>;
}

/** Presses Tab until the focused element's accessible label is `label` (keyboard only). */
async function tabTo(page: Page, label: string) {
  for (let i = 0; i < 30; i += 1) {
    const current = await page.evaluate(() => document.activeElement?.getAttribute('aria-label'));
    if (current === label) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${label}`);
}

/** Types into the focused product cell and takes the first match with Enter. */
async function pickProduct(page: Page, line: number, product: Found) {
  await page.keyboard.type(product.code);
  await page
    .getByRole('option', { name: new RegExp(product.code) })
    .first()
    .waitFor();
  await page.keyboard.press('Enter');
  await page
    .getByRole('button', { name: new RegExp(product.code) })
    .or(page.locator(`[data-line="${line}"][data-col="product"] input`))
    .first()
    .waitFor();
}

describe('sales desk', () => {
  let page: Page;
  let customer: Found;
  let products: Found[];

  before(async () => {
    page = await newPage();
    await logIn(page);
    const customers = await rest<Found[]>(page, '/customers/mac?term=&limit=20');
    const goods = await rest<Found[]>(page, '/products/mac?term=&limit=60');
    // A customer and three products the price list prices for it.
    for (const candidate of customers) {
      const priced: Found[] = [];
      for (const product of goods) {
        const answer = await rest<{ lines?: unknown[] }>(page, '/customer-order/price-preview', {
          customerId: candidate.id,
          lines: [{ productId: product.id, quantity: '1' }],
        });
        if (answer.lines) priced.push(product);
        if (priced.length === 3) break;
      }
      if (priced.length === 3) {
        customer = candidate;
        products = priced;
        break;
      }
    }
    assert.ok(customer, 'the demo data has a customer with three priced products');
  });
  after(() => page.context().close());
  afterEach(async (t) => shot(page, `after-${t.name.slice(0, 20).replace(/\W+/g, '-')}`));

  test('a quote request becomes a quote, is approved and becomes an order', async () => {
    await page.goto('/app/QuoteRequestForm?new=true');
    await page.getByRole('heading', { name: 'Új ajánlatkérés' }).waitFor();
    await page
      .getByRole('combobox', { name: 'Vevő', exact: true })
      .fill(customer.name.slice(0, 12));
    await page.getByRole('option', { name: new RegExp(customer.code) }).click();
    await page.getByLabel('Tárgy').fill('E2E: bútor ajánlat');
    await page.getByRole('combobox', { name: '1. tétel terméke' }).fill(products[0]!.code);
    await page
      .getByRole('option', { name: new RegExp(products[0]!.code) })
      .first()
      .click();
    await page.getByLabel('1. tétel mennyisége').fill('2');
    await page.getByRole('button', { name: 'Mentés' }).click();
    await page.waitForURL(/QuoteRequestForm\?id=\d+/);
    await page.getByText('Nyitott', { exact: true }).waitFor();
    await shot(page, 'quote-request-form');

    await page.getByRole('button', { name: 'Ajánlat készítése' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Ajánlat készítése' }).click();
    await page.waitForURL(/QuoteForm\?id=\d+/);
    await page.getByTestId('total-gross').waitFor();
    await shot(page, 'quote-form');

    // The pricing assistant: a target margin for all lines changes the totals before saving.
    await page.getByRole('link', { name: 'Árazó asszisztens' }).click();
    await page.getByRole('heading', { name: /Árajánlat-árazó asszisztens/ }).waitFor();
    const before = await page.getByTestId('total-gross').textContent();
    await page.getByLabel('Cél árrés % (minden sor)').fill('20');
    await page.getByRole('button', { name: 'Minden sorra' }).click();
    await page.getByTestId('margin').getByText('20 %').waitFor();
    assert.notEqual(await page.getByTestId('total-gross').textContent(), before);
    await shot(page, 'quote-pricing-assistant');
    await page.getByRole('button', { name: 'Mentés' }).click();
    await page.getByText(/árajánlat mentve/).waitFor();
    await page.goBack();
    await page.getByTestId('total-gross').waitFor();

    for (const [button, state] of [
      ['Elküldve a vevőnek', 'Elküldve'],
      ['Vevő elfogadta', 'Elfogadva'],
    ] as const) {
      await page.getByRole('button', { name: button }).click();
      await page.getByRole('dialog').getByRole('button', { name: button }).click();
      await page.locator(`h1 ~ [data-state]`).getByText(state, { exact: true }).waitFor();
    }
    await page.getByRole('button', { name: 'Rendelés létrehozása' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Rendelés létrehozása' }).click();
    await page.waitForURL(/CustomerOrderForm\?id=\d+/);
    await page.getByText('Piszkozat', { exact: true }).waitFor();
    assert.equal(await page.getByTestId('line-row').count(), 1);
  });

  test('an order typed from the keyboard alone with three lines; confirming reserves', async () => {
    await page.goto('/app/CustomerOrderForm?new=true');
    await page.getByRole('heading', { name: 'Új vevői rendelés' }).waitFor();
    // The customer field has the focus.
    await page.keyboard.type(customer.name.slice(0, 12));
    await page.getByRole('option', { name: new RegExp(customer.code) }).waitFor();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await tabTo(page, '1. tétel terméke');
    const quantities = ['1', '2', '500'];
    for (const [i, product] of products.entries()) {
      if (i > 0) await tabTo(page, `${i + 1}. tétel terméke`);
      await pickProduct(page, i, product);
      await page.getByLabel(`${i + 1}. tétel mennyisége`).waitFor();
      await page.keyboard.press('Control+a');
      await page.keyboard.type(quantities[i]!);
      await page.keyboard.press('Enter');
    }
    // Each line got its price from the server and the totals follow.
    await page
      .getByText(/^Árlista: /)
      .nth(2)
      .waitFor();
    for (let i = 0; i < 3; i += 1)
      assert.notEqual(await page.getByLabel(`${i + 1}. tétel egységára`).inputValue(), '');
    assert.notEqual(await page.getByTestId('total-gross').textContent(), '0 Ft');
    await shot(page, 'order-form-new');
    await page.keyboard.press('Control+s');
    await page.waitForURL(/CustomerOrderForm\?id=\d+/);
    await page.getByText(/rendelés mentve/).waitFor();
    await page.getByText('Piszkozat', { exact: true }).waitFor();
    const filled = await page.getByTestId('line-row').count();
    assert.equal(filled, 3, 'three lines were saved (the empty fourth is not)');

    await page.getByRole('button', { name: 'Visszaigazolás' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Visszaigazolás' }).click();
    await page.getByTestId('reserve-list').waitFor();
    const lines = page.getByTestId('reserve-line');
    assert.equal(await lines.count(), 3);
    assert.match((await lines.nth(0).textContent()) ?? '', /B-/, 'line 1 is reserved from a bin');
    assert.equal(await lines.nth(0).getByTestId('missing').textContent(), '–');
    assert.notEqual(await lines.nth(2).getByTestId('missing').textContent(), '–');
    await shot(page, 'order-form-confirmed');
  });

  test('the OrderHistory popup shows who changed what', async () => {
    await page.getByRole('button', { name: 'Előzmények', exact: true }).click();
    const history = page.getByRole('dialog').getByTestId('history');
    await history.waitFor();
    await history.getByText('Visszaigazolás (foglalással)').waitFor();
    await history.getByText('Létrehozás').waitFor();
    await history.getByText(/Állapot: Piszkozat → Visszaigazolva/).waitFor();
    await shot(page, 'order-history');
    await page.keyboard.press('Escape');
  });

  test('dispatch is refused with its reasons, then allowed', async () => {
    await page.getByRole('button', { name: 'Kiszállítás', exact: true }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText(/3\. tétel .* nincs teljesen lefoglalva/).waitFor();
    assert.equal(
      await dialog.getByRole('button', { name: 'Kiszállítás', exact: true }).isDisabled(),
      true,
    );
    await shot(page, 'dispatch-refused');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });

    // Without the line that has no stock, everything is reserved and the order may leave.
    await page.getByRole('button', { name: '3. tétel törlése' }).click();
    await page.keyboard.press('Control+s');
    await page
      .getByText(/rendelés mentve/)
      .last()
      .waitFor();
    await page.getByTestId('reserve-line').nth(1).waitFor();
    assert.equal(await page.getByTestId('reserve-line').count(), 2);
    await page.getByRole('button', { name: 'Kiszállítás', exact: true }).click();
    await page
      .getByRole('dialog')
      .getByRole('button', { name: 'Kiszállítás', exact: true })
      .click();
    await page.locator('h1 ~ [data-state]').getByText('Kiszállítva', { exact: true }).waitFor();
    await page.getByRole('heading', { name: 'Csomagok' }).waitFor();
    await shot(page, 'order-dispatched');
  });

  test('the lists filter by state and open a document', async () => {
    await page.goto('/app/customer-orders?state=CONFIRMED');
    await page.getByRole('heading', { name: 'Vevői rendelések' }).waitFor();
    await page.getByTestId('sales-row').first().waitFor();
    await shot(page, 'order-list');
    await page.goto('/app/quotes');
    await page.getByTestId('sales-row').first().waitFor();
    await shot(page, 'quote-list');
    await page.goto('/app/quote-requests');
    await page.getByTestId('sales-row').first().waitFor();
    await shot(page, 'quote-request-list');
    await page.goto('/app');
    await page.getByText('Elfogadott árajánlatok').first().waitFor();
    await shot(page, 'welcome');
  });
});

import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { Page } from 'playwright-core';
import { logIn, newPage } from './harness.ts';

type Found = { id: number; code: string; name: string };

/** A REST call with the page's session (its context's cookies; from our origin, as the app). */
async function rest<T>(page: Page, path: string, body?: unknown): Promise<T> {
  const url = `/kontor/rest${path}`;
  const origin = new URL(page.url()).origin;
  const answer = await (body === undefined
    ? page.request.get(url)
    : page.request.post(url, { data: body, headers: { origin } }));
  return (await answer.json()) as T;
}

const linesGrid = (page: Page) => page.getByRole('grid', { name: 'Tételek', exact: true });

/** The stored source of a list-priced line: 'Árlista: ' and the price list's (price type's) name. */
const STORED_LIST_SOURCE = /^Árlista: \D.* ár$/;

/** Issue 21: the line's price source stays with the line after reload and onto the order. */
describe('price source', () => {
  let page: Page;
  let customer: Found;
  let product: Found;

  before(async () => {
    page = await newPage();
    await logIn(page);
    const customers = await rest<Found[]>(page, '/customers/mac?term=&limit=10');
    const goods = await rest<Found[]>(page, '/products/mac?term=&limit=40');
    // A customer whose price list prices a product without a discount (a customer on a price
    // type without a list answers no lines: on to the next one).
    search: for (const candidate of customers)
      for (const [i, good] of goods.entries()) {
        const answer = await rest<{ lines?: { priceSource: string }[] }>(
          page,
          '/customer-order/price-preview',
          { customerId: candidate.id, lines: [{ productId: good.id, quantity: '1' }] },
        );
        if (answer.lines?.[0]?.priceSource === 'LIST') {
          customer = candidate;
          product = good;
          break search;
        }
        if (!answer.lines && i >= 5) break;
      }
    assert.ok(product, 'the demo data has a product on the price list without a discount');
  });
  after(() => page.context().close());

  test('a saved order line shows its price list after reload', async () => {
    await page.goto('/app/CustomerOrderForm?new=true');
    await page.getByRole('heading', { name: 'Új vevői rendelés' }).waitFor();
    await page.keyboard.type(customer.name.slice(0, 12));
    await page.getByRole('option', { name: new RegExp(customer.code) }).waitFor();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    const cell = linesGrid(page).locator(
      '[role="row"][aria-rowindex="2"] [role="gridcell"][aria-colindex="1"]',
    );
    await cell.click();
    await page.keyboard.type(product.code);
    await page.getByRole('option').first().filter({ hasText: product.code }).waitFor();
    await page.keyboard.press('Tab');
    await page.getByRole('option').first().waitFor({ state: 'hidden' });
    await page.keyboard.type('2');
    await page.keyboard.press('Enter');
    await linesGrid(page)
      .getByText(/^Árlista: /)
      .waitFor();
    await page.keyboard.press('Control+s');
    await page.waitForURL(/CustomerOrderForm\?id=\d+/);
    await page.getByText(/rendelés mentve/).waitFor();
    await page.reload();
    await linesGrid(page).getByText(STORED_LIST_SOURCE).first().waitFor();
  });

  test('an order made from a quote keeps the quote line’s source', async () => {
    let quote = await rest<{ id: number; version: number }>(page, '/customer-order/quote', {
      customerId: customer.id,
      lines: [{ productId: product.id, quantity: '3' }],
    });
    for (const state of ['SENT', 'APPROVED'])
      quote = await rest(page, `/customer-order/quote/${quote.id}/state`, {
        state,
        version: quote.version,
      });
    await page.goto(`/app/QuoteForm?id=${quote.id}`);
    await linesGrid(page).getByText(STORED_LIST_SOURCE).first().waitFor();
    await page.getByRole('button', { name: 'Rendelés létrehozása' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Rendelés létrehozása' }).click();
    await page.waitForURL(/CustomerOrderForm\?id=\d+/);
    await page.getByText('Piszkozat', { exact: true }).waitFor();
    await linesGrid(page).getByText(STORED_LIST_SOURCE).first().waitFor();
  });
});

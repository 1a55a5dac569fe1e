import assert from 'node:assert/strict';
import { after, afterEach, before, describe, test } from 'node:test';
import type { Page } from 'playwright-core';
import { focusedCell, focusSettlesOn, logIn, newPage } from './harness.ts';

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

/** The lines grid of the quote or order form. */
const linesGrid = (page: Page) => page.getByRole('grid', { name: 'Tételek', exact: true });

/** A cell of the lines grid by its ARIA position (header row 1; product column 1). */
const cellAt = (page: Page, row: number, col: number) =>
  linesGrid(page).locator(
    `[role="row"][aria-rowindex="${row}"] [role="gridcell"][aria-colindex="${col}"]`,
  );

/** Presses Tab until the focus is on a cell of the lines grid (keyboard only). */
async function tabToGrid(page: Page) {
  for (let i = 0; i < 40; i += 1) {
    if (!(await focusedCell(page)).startsWith('not a cell')) return;
    await page.keyboard.press('Tab');
  }
  throw new Error('Tab never reached the lines grid');
}

/** On the focused product cell: types the code and takes the match with Tab (on to quantity). */
async function pickProduct(page: Page, product: Found) {
  await page.keyboard.type(product.code);
  // The answer to the whole code is in: its first option (the highlighted one) is the product.
  await page.getByRole('option').first().filter({ hasText: product.code }).waitFor();
  await page.keyboard.press('Tab');
  await page.getByRole('option').first().waitFor({ state: 'hidden' });
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
    // The stored line names its product (code and name), not only its id.
    await page.reload();
    const product = page.getByRole('combobox', { name: '1. tétel terméke' });
    await product.waitFor();
    assert.match(await product.inputValue(), new RegExp(products[0]!.name.slice(0, 10)));
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
    assert.equal(await linesGrid(page).getAttribute('aria-rowcount'), '2', 'one line');
  });

  test('an order typed from the keyboard alone with three lines; confirming reserves', async () => {
    await page.goto('/app/CustomerOrderForm?new=true');
    await page.getByRole('heading', { name: 'Új vevői rendelés' }).waitFor();
    // The customer field has the focus.
    await page.keyboard.type(customer.name.slice(0, 12));
    await page.getByRole('option', { name: new RegExp(customer.code) }).waitFor();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await tabToGrid(page);
    assert.equal(await focusedCell(page), '2:1', "the first line's product");
    const quantities = ['1', '2', '500'];
    for (const [i, product] of products.entries()) {
      await pickProduct(page, product);
      assert.equal(await focusedCell(page), `${i + 2}:2`, 'Tab took the product, on to quantity');
      await page.keyboard.type(quantities[i]!);
      await page.keyboard.press('Enter');
      // Enter went down to the next line (a product on the last line opened a new one).
      assert.equal(await focusedCell(page), `${i + 3}:2`);
      await page.keyboard.press('Home');
    }
    // Each line got its price from the server (with its explanation) and the totals follow.
    await page
      .getByText(/^Árlista: /)
      .nth(2)
      .waitFor();
    for (let i = 0; i < 3; i += 1) {
      assert.equal(await cellAt(page, i + 2, 2).textContent(), quantities[i]);
      assert.notEqual(await cellAt(page, i + 2, 4).textContent(), '');
    }
    assert.notEqual(await page.getByTestId('total-gross').textContent(), '0 Ft');
    await shot(page, 'order-form-new');
    await page.keyboard.press('Control+s');
    await page.waitForURL(/CustomerOrderForm\?id=\d+/);
    await page.getByText(/rendelés mentve/).waitFor();
    await page.getByText('Piszkozat', { exact: true }).waitFor();
    assert.equal(
      await linesGrid(page).getAttribute('aria-rowcount'),
      '4',
      'three lines were saved (the empty fourth is not)',
    );

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
    await page.getByRole('button', { name: '3. sor törlése' }).click();
    await page.keyboard.press('Control+s');
    await page
      .getByText(/rendelés mentve/)
      .last()
      .waitFor();
    await page.getByTestId('reserve-line').nth(1).waitFor();
    assert.equal(await page.getByTestId('reserve-line').count(), 2);

    // A partial dispatch: per line at most what is reserved; the rest stays on the order.
    await page.getByRole('button', { name: 'Részleges kiszállítás' }).click();
    const partial = page.getByRole('dialog');
    await partial.getByTestId('dispatch-line').nth(1).waitFor();
    assert.equal(await partial.getByTestId('dispatch-line').count(), 2);
    const first = partial.getByLabel('1. tétel: most megy');
    const second = partial.getByLabel('2. tétel: most megy');
    assert.equal(await second.inputValue(), '2', 'what is reserved is offered');
    await second.fill('5');
    await partial.getByText('Legfeljebb 2 (lefoglalva)').waitFor();
    const send = partial.getByRole('button', { name: 'Kiszállítás', exact: true });
    assert.equal(await send.isDisabled(), true);
    await second.fill('1');
    await first.fill('0');
    await shot(page, 'partial-dispatch');
    await send.click();
    await page.getByText(/szállítólevél elkészült/).waitFor();
    await partial.waitFor({ state: 'hidden' });
    await page.locator('h1 ~ [data-state]').getByText('Visszaigazolva', { exact: true }).waitFor();

    await page.getByRole('button', { name: 'Kiszállítás', exact: true }).click();
    await page
      .getByRole('dialog')
      .getByRole('button', { name: 'Kiszállítás', exact: true })
      .click();
    await page.locator('h1 ~ [data-state]').getByText('Kiszállítva', { exact: true }).waitFor();
    await page.getByRole('heading', { name: 'Csomagok' }).waitFor();
    await shot(page, 'order-dispatched');

    // A parcel added, changed and removed.
    const parcels = page.getByRole('table', { name: 'Csomagok' });
    await page.getByLabel('Súly (kg)').fill('12,5');
    await page.getByRole('button', { name: 'Csomag hozzáadása' }).click();
    await parcels.getByText('1 db').waitFor();
    await page.getByRole('button', { name: '1. csomag módosítása' }).click();
    assert.equal(await page.getByLabel('Súly (kg)').inputValue(), '12,5');
    await page.getByLabel('Darab').fill('3');
    await page.getByRole('button', { name: '1. csomag mentése' }).click();
    await parcels.getByText('3 db').waitFor();
    await shot(page, 'parcels');
    await page.getByRole('button', { name: '1. csomag törlése' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Csomag törlése' }).click();
    await page.getByText('Még nincs csomag rögzítve.').waitFor();
  });

  test('the lists filter by state and open a document', async () => {
    await page.goto('/app/customer-orders?state=CONFIRMED');
    await page.getByRole('heading', { name: 'Vevői rendelések' }).waitFor();
    await page.getByTestId('sales-row').first().waitFor();
    // A click on a header sorts by it (again: the other way round); the URL keeps it.
    await page.getByRole('button', { name: 'Vevő' }).click();
    await page.waitForURL(/sort=customer&dir=asc/);
    await page.locator('th[aria-sort="ascending"]').getByText('Vevő').waitFor();
    await page.getByRole('button', { name: 'Vevő' }).click();
    await page.waitForURL(/sort=customer&dir=desc/);
    await page.getByTestId('sales-row').first().waitFor();
    // The export takes the same filters and sort.
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Exportálás' }).click();
    assert.match((await download).suggestedFilename(), /\.xlsx$/);
    await shot(page, 'order-list');
    await page.goto('/app/quotes');
    await page.getByTestId('sales-row').first().waitFor();
    await page.getByRole('button', { name: 'Bruttó' }).click();
    await page.waitForURL(/sort=total&dir=asc/);
    await page.locator('th[aria-sort="ascending"]').getByText('Bruttó').waitFor();
    const quotes = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Exportálás' }).click();
    assert.match((await quotes).suggestedFilename(), /\.xlsx$/);
    await shot(page, 'quote-list');
    await page.goto('/app/quote-requests');
    await page.getByTestId('sales-row').first().waitFor();
    await shot(page, 'quote-request-list');
    await page.goto('/app');
    await page.getByText('Elfogadott árajánlatok').first().waitFor();
    await shot(page, 'welcome');
  });

  test('an order of 1 000 lines: a window of rows rendered, a line near the end edited', async () => {
    const lines = Array.from({ length: 1000 }, (_, i) => ({
      productId: products[i % products.length]!.id,
      quantity: String(i + 1),
    }));
    const order = await rest<{ id?: number }>(page, '/customer-order/', {
      customerId: customer.id,
      currencyCode: 'HUF',
      lines,
    });
    assert.ok(order.id, JSON.stringify(order).slice(0, 400));
    await page.goto(`/app/CustomerOrderForm?id=${order.id}`);
    const grid = linesGrid(page);
    await grid.waitFor();
    assert.equal(await grid.getAttribute('aria-rowcount'), '1001');
    const rendered = () => grid.locator('[role="row"]:has([role="gridcell"])').count();
    assert.ok((await rendered()) < 40, `${await rendered()} rows rendered`);

    // To the end by keyboard, one line up, a new quantity; the row window moved along.
    await grid.locator('[role="gridcell"][tabindex="0"]').focus();
    // Each key after the grid has moved: a jump re-renders the row window before the focus lands.
    await page.keyboard.press('Control+End');
    await page.keyboard.press('Home');
    assert.equal(await focusSettlesOn(page, '1001:1'), '1001:1', 'the last line');
    await page.keyboard.press('ArrowRight');
    assert.equal(await focusSettlesOn(page, '1001:2'), '1001:2', "the last line's quantity");
    await page.keyboard.press('ArrowUp');
    assert.equal(await focusSettlesOn(page, '1000:2'), '1000:2', 'line 999, quantity');
    assert.ok((await rendered()) < 40, `${await rendered()} rows rendered at the end`);
    assert.equal(await cellAt(page, 2, 1).count(), 0, 'the first line is not in the DOM');
    await page.keyboard.type('7,5');
    await page.keyboard.press('Enter');
    assert.equal(await cellAt(page, 1000, 2).textContent(), '7,5');
    assert.equal(await focusedCell(page), '1001:2');
    await shot(page, 'order-1000-lines');
    await page.keyboard.press('Control+s');
    await page
      .getByText(/rendelés mentve/)
      .last()
      .waitFor();
    const saved = await rest<{ lines: { quantity: string }[] }>(
      page,
      `/customer-order/${order.id}`,
    );
    assert.equal(saved.lines.length, 1000);
    assert.equal(Number(saved.lines[998]!.quantity), 7.5);
  });

  test("the delivery address is one of the customer's shipping addresses", async () => {
    const customers = await rest<Found[]>(page, '/customers/mac?term=&limit=20');
    let target: { customer: Found; address: { id: number; fullAddress: string } } | undefined;
    for (const candidate of customers) {
      const partner = await rest<{ shippingAddresses?: { id: number; fullAddress: string }[] }>(
        page,
        `/partners/${candidate.id}`,
      );
      const address = partner.shippingAddresses?.[0];
      if (address) {
        target = { customer: candidate, address };
        break;
      }
    }
    assert.ok(target, 'the demo data has a customer with a shipping address');
    const order = await rest<{ id?: number }>(page, '/customer-order/', {
      customerId: target.customer.id,
      currencyCode: 'HUF',
      lines: [{ productId: products[0]!.id, quantity: '1', unitPrice: '100' }],
    });
    assert.ok(order.id, JSON.stringify(order).slice(0, 400));
    await page.goto(`/app/CustomerOrderForm?id=${order.id}`);
    const field = page.getByRole('combobox', { name: 'Szállítási cím' });
    await field.click();
    await page
      .getByRole('option', { name: target.address.fullAddress.slice(0, 12) })
      .first()
      .click();
    await shot(page, 'order-delivery-address');
    await page.keyboard.press('Control+s');
    await page
      .getByText(/rendelés mentve/)
      .last()
      .waitFor();
    const saved = await rest<{ deliveryAddressId: number | null; deliveryAddress: string }>(
      page,
      `/customer-order/${order.id}`,
    );
    assert.equal(saved.deliveryAddressId, target.address.id);
  });
  test('the reservation list names the other orders holding the stock a line misses', async () => {
    const customer = (await rest<Found[]>(page, '/customers/mac?term=&limit=1'))[0];
    const product = products[0];
    assert.ok(customer && product);
    /** A confirmed order of `quantity` of the product (confirming reserves what is free). */
    const confirmedOrder = async (quantity: string) => {
      const order = await rest<{ id?: number; number: string; version: number }>(
        page,
        '/customer-order/',
        {
          customerId: customer.id,
          currencyCode: 'HUF',
          lines: [{ productId: product.id, quantity, unitPrice: '100' }],
        },
      );
      assert.ok(order.id, JSON.stringify(order).slice(0, 400));
      await rest(page, `/customer-order/${order.id}/state`, {
        state: 'CONFIRMED',
        version: order.version,
      });
      return order as { id: number; number: string };
    };
    // The first takes every free unit of the product; the second then misses its one.
    const holder = await confirmedOrder('100000');
    const short = await confirmedOrder('1');
    await page.goto(`/app/CustomerOrderForm?id=${short.id}`);
    const line = page.getByTestId('reserve-line').first();
    await line.getByTestId('held-by').waitFor();
    assert.equal(await line.getByTestId('missing').textContent(), '1');
    const heldBy = line.getByTestId('held-by');
    assert.match((await heldBy.textContent()) ?? '', /^Másik rendelés foglalja: /);
    const link = heldBy.getByRole('link', { name: holder.number });
    assert.match(
      (await link.getAttribute('href')) ?? '',
      new RegExp(`CustomerOrderForm\\?id=${holder.id}$`),
    );
    await page.screenshot({ path: '/tmp/h21-held-by.png', fullPage: true });
  });
});

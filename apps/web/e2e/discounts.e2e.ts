import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { Page } from 'playwright-core';
import { seriousViolations } from './axe.ts';
import { harness, logIn, newPage } from './harness.ts';

const RUN = Date.now().toString().slice(-6);
const NAME = `E2E kedvezmény ${RUN}`;
const REST = '/kontor/rest';
const SHOTS = process.env.E2E_SHOTS ?? '';

/** A required field's accessible name ends in ' *'. */
const field = (label: string) => new RegExp(`^${label}( \\*)?$`);

async function shoot(page: Page, name: string) {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/discounts-${name}.png`, fullPage: true });
}

async function assertAxeClean(page: Page) {
  await page.waitForLoadState('networkidle');
  assert.deepEqual(await seriousViolations(page), []);
}

interface PricedLine {
  unitPrice: string;
  discountPercent: string;
  priceExplanation?: string | null;
}

/**
 * The price a new order line gets for the customer: the order form's call (POST /customer-order/),
 * whose lines the pricing engine prices (list price, discount, and why).
 */
async function priceOnNewOrder(page: Page, customerId: number, productId: number) {
  const answer = await page.request.post(`${REST}/customer-order/`, {
    data: { customerId, lines: [{ productId, quantity: '1' }] },
    headers: { origin: harness().baseUrl },
  });
  assert.equal(answer.status(), 200, await answer.text());
  return ((await answer.json()) as { lines: PricedLine[] }).lines[0]!;
}

const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A new order for the customer on the order form, one line of the product typed from the
 * keyboard: answers the explanation the form shows next to the line's unit price.
 */
async function explanationOnOrderForm(page: Page, customerName: string, productCode: string) {
  await page.goto('/app/CustomerOrderForm?new=true');
  await page.getByRole('heading', { name: 'Új vevői rendelés' }).waitFor();
  await page.keyboard.type(customerName.slice(0, 12));
  await page
    .getByRole('option', { name: new RegExp(literal(customerName.slice(0, 12))) })
    .first()
    .click();
  // The first line's product cell of the lines grid: typing starts the product lookup.
  const firstLine = page
    .getByRole('grid', { name: 'Tételek', exact: true })
    .locator('[role="row"][aria-rowindex="2"]');
  await firstLine.locator('[role="gridcell"][aria-colindex="1"]').click();
  await page.keyboard.type(productCode);
  await page.getByRole('option').first().filter({ hasText: productCode }).waitFor();
  // Tab takes the product and moves on to the quantity; the server then prices the line.
  await page.keyboard.press('Tab');
  await page.keyboard.type('1');
  await page.keyboard.press('Enter');
  // The price source column shows the explanation (its full text as the cell's title), once the
  // server has priced the line.
  const grid = page.getByRole('grid', { name: 'Tételek', exact: true });
  const column = await grid
    .getByRole('columnheader', { name: 'Ár forrása' })
    .getAttribute('aria-colindex');
  const source = firstLine.locator(`[role="gridcell"][aria-colindex="${column}"] [title]`);
  await page.waitForFunction(
    (element) => (element?.getAttribute('title') ?? '') !== '',
    await source.elementHandle(),
  );
  return (await source.getAttribute('title')) ?? '';
}

describe('discounts', () => {
  let sales: Page;
  let office: Page;
  let listUrl = '';
  let customer: { id: number; name: string };
  let product: { id: number; code: string; name: string };
  /** Another product, typed into the grid */
  let other: { id: number; code: string; name: string };

  before(async () => {
    // The app's CSP allows no inline script; axe is injected as one.
    sales = await newPage({ bypassCSP: true });
    office = await newPage({ bypassCSP: true });
    // The order form left with a typed line asks before the page unloads: leave.
    sales.on('dialog', (dialog) => void dialog.accept());
    await logIn(sales, 'ertekesito');
    await logIn(office, 'irodai');
    // A customer (not the first: the demo's standing terms are for it) and a product with a
    // list price of the customer's price type today, so an order line gets a price.
    const get = async <T>(path: string) =>
      (await (await sales.request.get(`${REST}${path}`)).json()) as T;
    const customers = await get<{ id: number; name: string }[]>('/customers/mac?term=&limit=20');
    const products = await get<{ id: number; code: string; name: string }[]>(
      '/products/mac?term=a&limit=50',
    );
    for (const candidate of customers.slice(1).reverse()) {
      const { priceType } = await get<{ priceType: string | null }>(`/partners/${candidate.id}`);
      for (const found of products) {
        const price = await get<unknown>(
          `/products/${found.id}/unit-price?priceType=${priceType ?? 'RETAIL'}&currency=HUF`,
        );
        if (price === null) continue;
        customer = candidate;
        product = found;
        other = products.find(
          (p) => !p.code.startsWith(found.code) && !found.code.startsWith(p.code),
        )!;
        return;
      }
    }
    throw new Error('No customer and product with a list price in the demo data');
  });
  after(async () => {
    await sales.context().close();
    await office.context().close();
  });

  test('the list shows the demo lists in every state, filters by state in the URL', async () => {
    await sales.goto('/app/discounts');
    await sales.locator('tr[data-discount-id]').first().waitFor();
    for (const state of ['Piszkozat', 'Jóváhagyva', 'Érvényben', 'Lejárt', 'Visszavonva'])
      await sales.getByTestId('discount-state').getByText(state, { exact: true }).first().waitFor();
    await shoot(sales, 'list');
    await assertAxeClean(sales);
    await sales.getByRole('combobox', { name: 'Állapot' }).click();
    await sales.getByRole('option', { name: 'Lejárt' }).click();
    await sales.waitForURL(/state=EXPIRED/);
    await sales.getByRole('row', { name: /Tavaszi akció 2025/ }).waitFor();
    await sales.getByRole('row', { name: /Ősz 2026 kampány/ }).waitFor({ state: 'detached' });
  });

  test('a new list for one customer is saved with its terms', async () => {
    await sales.goto('/app/discounts/new');
    await sales.getByRole('heading', { name: 'Új kedvezménylista' }).waitFor();
    await sales.getByRole('button', { name: 'Mentés' }).click();
    await sales.getByText('Válasszon ki egy vevőt.').waitFor();
    await sales.getByLabel(field('Megnevezés')).fill(NAME);
    const lookup = sales.getByRole('combobox', { name: field('Vevő') });
    await lookup.fill(customer.name.slice(0, 12));
    await sales
      .getByRole('option', { name: new RegExp(customer.name.slice(0, 12)) })
      .first()
      .click();
    await sales.getByLabel('Prioritás').fill('100');
    await shoot(sales, 'new');
    await sales.getByRole('button', { name: 'Mentés' }).click();
    await sales.waitForURL(/\/app\/discounts\/\d+$/);
    listUrl = new URL(sales.url()).pathname;
    await sales.getByRole('heading', { name: NAME }).waitFor();
    await sales.getByTestId('discount-state').getByText('Piszkozat').waitFor();
  });

  test('products are added by the product filters after a preview count', async () => {
    await sales.getByRole('button', { name: 'Termékek hozzáadása szűrővel' }).click();
    const dialog = sales.getByRole('dialog');
    const preview = dialog.getByTestId('add-products-preview');
    // Without filters the preview counts every active product; the product's code narrows it.
    await preview.getByText(/termék kerül hozzáadásra, 0 már szerepel\.$/).waitFor();
    const everything = await preview.textContent();
    // The group dropdown opens above the dialog: its first option is what a click there hits.
    await dialog.getByLabel('Termékcsoport').click();
    const groupOption = sales.getByRole('option').first();
    await groupOption.waitFor();
    assert.ok(
      await groupOption.evaluate((option) => {
        const box = option.getBoundingClientRect();
        return option.contains(document.elementFromPoint(box.x + 10, box.y + box.height / 2));
      }),
      'the group dropdown is above the dialog',
    );
    await dialog.getByLabel('Keresés', { exact: true }).click();
    await groupOption.waitFor({ state: 'hidden' });
    await dialog.getByLabel('Keresés', { exact: true }).fill(product.code);
    await sales.waitForFunction(
      (before) =>
        document.querySelector('[data-testid="add-products-preview"]')?.textContent !== before,
      everything,
    );
    await dialog.getByLabel(field('Kedvezmény')).fill('15');
    const counted = /^(\d+) termék kerül hozzáadásra, 0 már szerepel\.$/.exec(
      (await preview.textContent()) ?? '',
    );
    assert.ok(counted, 'the preview counts the matches');
    await shoot(sales, 'add-products');
    await dialog.getByRole('button', { name: `Hozzáadás (${counted[1]})` }).click();
    await sales.getByText(`${counted[1]} termék hozzáadva, 0 már szerepelt.`).waitFor();
    // One more item typed in the grid from the keyboard: Insert, (a product by default) the
    // product, kind, amount.
    const grid = sales.getByRole('grid', { name: 'Kedvezménytételek' });
    const count = sales.getByTestId('item-count');
    const before = Number.parseInt((await count.textContent()) ?? '0', 10);
    await grid.locator('[role="gridcell"][tabindex="0"]').focus();
    await sales.keyboard.press('Insert');
    await sales.keyboard.press('ArrowRight');
    await sales.keyboard.type(other.code);
    await sales
      .getByRole('option', { name: new RegExp(literal(other.code)) })
      .first()
      .click();
    await grid.getByText(other.code).first().waitFor();
    await sales.keyboard.press('ArrowRight');
    await sales.keyboard.press('ArrowRight');
    await sales.keyboard.type('7,5');
    await sales.keyboard.press('Enter');
    await count.getByText(`${before + 1} tétel`).waitFor();
    await grid.getByText('7,5 %').waitFor();
    await sales
      .getByRole('grid', { name: 'Kedvezménytételek' })
      .getByText(product.code)
      .first()
      .waitFor();
    // The same filter again: everything is on the list already.
    await sales.getByRole('button', { name: 'Termékek hozzáadása szűrővel' }).click();
    await dialog.getByLabel('Keresés', { exact: true }).fill(product.code);
    await dialog.getByLabel(field('Kedvezmény')).fill('15');
    await dialog
      .getByTestId('add-products-preview')
      .getByText(/^0 termék kerül hozzáadásra/)
      .waitFor();
    await dialog.getByRole('button', { name: 'Mégse' }).click();
    await sales.getByRole('button', { name: 'Elvetem a módosításokat' }).click();
    await sales.waitForFunction(() => document.querySelectorAll('[role="dialog"]').length === 0);
    await shoot(sales, 'edit');
    await assertAxeClean(sales);
  });

  test('a product group item is added by its lookup and edited in the grid', async () => {
    // A group the product is not in, so cancelling the product's item later falls back off the list.
    const get = async <T>(path: string) =>
      (await (await sales.request.get(`${REST}${path}`)).json()) as T;
    const { group } = await get<{ group: { id: number } | null }>(
      `/products/${product.id}/product-info`,
    );
    const groups = await get<{ id: number; code: string; name: string }[]>(
      '/products/productgroups/mac?term=&limit=50',
    );
    const target = groups.find((g) => g.id !== group?.id)!;
    const grid = sales.getByRole('grid', { name: 'Kedvezménytételek' });
    const count = sales.getByTestId('item-count');
    const before = Number.parseInt((await count.textContent()) ?? '0', 10);
    await grid.locator('[role="gridcell"][tabindex="0"]').focus();
    // Insert, the kind (typed: the options filter), the group by its lookup, mode, amount.
    await sales.keyboard.press('Insert');
    await sales.keyboard.type('csop');
    await sales.getByRole('option', { name: 'termékcsoport' }).waitFor();
    await sales.keyboard.press('Enter');
    const row = grid.locator('[role="row"]').filter({ hasText: 'Válasszon termékcsoportot…' });
    await row.waitFor();
    await sales.keyboard.press('ArrowRight');
    await sales.keyboard.type(target.code);
    await sales
      .getByRole('option', { name: new RegExp(literal(target.code)) })
      .first()
      .click();
    await sales.keyboard.press('ArrowRight');
    await sales.keyboard.press('ArrowRight');
    await sales.keyboard.type('3');
    await sales.keyboard.press('Enter');
    await count.getByText(`${before + 1} tétel`).waitFor();
    const saved = grid
      .locator('[role="row"]')
      .filter({ hasText: 'termékcsoport' })
      .filter({ hasText: target.name });
    await saved.getByText('3 %', { exact: true }).waitFor();
    // Edit the percent and the minimum quantity of the stored group item.
    await saved.getByText('3 %', { exact: true }).click();
    await sales.keyboard.type('4');
    await sales.keyboard.press('Enter');
    await saved.getByText('4 %', { exact: true }).waitFor();
    await saved.getByText('4 %', { exact: true }).click();
    await sales.keyboard.press('ArrowRight');
    await sales.keyboard.type('5');
    await sales.keyboard.press('Enter');
    // Stored as typed: a GROUP item, 4 %, from 5 pieces.
    const stored = async () =>
      (
        await get<
          { target: string; targetId: number; discountPercent: string; minQuantity: string }[]
        >(`/discounts/${listUrl.split('/').pop()}/discount-items`)
      ).find((i) => i.target === 'GROUP' && i.targetId === target.id);
    for (let tries = 0; ; tries++) {
      const item = await stored();
      if (item?.discountPercent === '4.0000' && Number(item.minQuantity) === 5) break;
      assert.ok(tries < 40, `the group item is stored as edited: ${JSON.stringify(item)}`);
      await sales.waitForTimeout(250);
    }
    await shoot(sales, 'group-item');
  });

  test('another user approves; the list then prices the customer’s order line', async () => {
    const before = await priceOnNewOrder(sales, customer.id, product.id);
    assert.notEqual(Number(before.discountPercent), 15, 'no discount before the approval');
    await office.goto(listUrl);
    await office.getByRole('heading', { name: NAME }).waitFor();
    await office.getByRole('button', { name: 'Jóváhagyás' }).click();
    await office.getByRole('dialog').getByRole('button', { name: 'Jóváhagyás' }).click();
    await office.getByTestId('discount-state').getByText('Érvényben').waitFor();
    await office
      .getByTestId('discount-ownership')
      .getByText(/jóváhagyta: /)
      .waitFor();
    const line = await priceOnNewOrder(sales, customer.id, product.id);
    assert.equal(Number(line.discountPercent), 15);
    const why = `${NAME}, −15 %, jóváhagyta: Nagy Katalin`;
    assert.equal(line.priceExplanation, why);
    // The order form shows the list's name next to the line price (the full text as its title).
    assert.match(
      await explanationOnOrderForm(sales, customer.name, product.code),
      new RegExp(literal(NAME)),
    );
    await shoot(sales, 'order-line');
  });

  test('four eyes: a copy made by the approver cannot be approved by the same user', async () => {
    await office.getByRole('button', { name: 'Másolat készítése' }).click();
    await office.getByRole('dialog').getByRole('button', { name: 'Másolat készítése' }).click();
    await office.getByRole('heading', { name: `${NAME} (másolat)` }).waitFor();
    await office.getByRole('button', { name: 'Jóváhagyás' }).click();
    const dialog = office.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Jóváhagyás' }).click();
    await dialog.getByText(/négy szem elve/).waitFor();
    await shoot(office, 'four-eyes');
    await dialog.getByRole('button', { name: 'Mégse' }).click();
  });

  test('the end date of the approved list changes; the history shows before → after', async () => {
    await office.goto(listUrl);
    await office.getByRole('button', { name: 'Lejárat módosítása' }).click();
    const dialog = office.getByRole('dialog');
    await dialog.getByLabel('Érvényes eddig').fill('2030. 12. 31.');
    await dialog.getByRole('button', { name: 'Lejárat módosítása' }).click();
    await office.getByText(`„${NAME}” lejárata módosítva.`).waitFor();
    const history = office.getByTestId('discount-history');
    await history
      .getByRole('row', { name: /Lejárat módosítása/ })
      .getByText(/2030\. dec\. 31\./)
      .waitFor();
    await history
      .getByRole('row', { name: /Jóváhagyás/ })
      .first()
      .waitFor();
    await office.getByTestId('discount-state').getByText('Érvényben').waitFor();
    await shoot(office, 'history');
    // Names, never ids or raw keys; every change event lists what it changed.
    const events = await history
      .locator('tbody tr')
      .evaluateAll((rows) =>
        rows.map((row) => [...row.querySelectorAll('td')].map((cell) => cell.textContent ?? '')),
      );
    assert.ok(events.length >= 3, `${events.length} events`);
    for (const [, user = '', action = '', changes = ''] of events) {
      const text = `${user} | ${action} | ${changes}`;
      assert.doesNotMatch(
        text,
        /DISCOUNTS\.|\b[a-z]+Ids?\b|#\d+|(Vevők|Termék|Csoport): [\d, ]+ →/,
        text,
      );
      assert.ok(user !== '–' && !/^\d+$/.test(user), `a user's name: ${text}`);
      if (/módosítás/.test(action)) assert.notEqual(changes.trim(), '', `an empty change: ${text}`);
    }
    await office.screenshot({ path: '/tmp/h21-discount-history.png', fullPage: true });
  });

  test('cancelling the item makes the price fall back, the list stays approved', async () => {
    await office.reload();
    const grid = office.getByRole('grid', { name: 'Kedvezménytételek' });
    await grid.getByText(product.code).first().waitFor();
    await grid
      .locator('[role="row"]')
      .filter({ hasText: product.code })
      .first()
      .getByRole('checkbox')
      .check();
    await office.getByRole('button', { name: /^Tétel visszavonása/ }).click();
    await office.getByRole('dialog').getByRole('button', { name: 'Visszavonás' }).click();
    await office.getByText(/tétel visszavonva\./).waitFor();
    await grid.getByText('Visszavonva').first().waitFor();
    await office.getByTestId('discount-state').getByText('Érvényben').waitFor();
    const line = await priceOnNewOrder(sales, customer.id, product.id);
    assert.notEqual(Number(line.discountPercent), 15);
    assert.doesNotMatch(line.priceExplanation ?? '', new RegExp(literal(NAME)));
    assert.doesNotMatch(
      await explanationOnOrderForm(sales, customer.name, product.code),
      new RegExp(literal(NAME)),
    );
  });

  test('bulk delete answers per list: the approved one is refused', async () => {
    await sales.goto(`/app/discounts?q=${encodeURIComponent(NAME)}`);
    await sales.getByRole('row', { name: new RegExp(`${NAME} \\(másolat\\)`) }).waitFor();
    await sales.getByRole('checkbox', { name: 'Az oldal összes listájának kijelölése' }).check();
    await sales.getByRole('button', { name: /^Kijelöltek törlése/ }).click();
    await sales.getByRole('dialog').getByRole('button', { name: 'Törlés' }).click();
    const outcomes = sales.getByTestId('delete-outcomes');
    await outcomes.getByText(`„${NAME} (másolat)”: törölve`).waitFor();
    await outcomes.getByText(new RegExp(`„${NAME}”: nem törölhető`)).waitFor();
    await shoot(sales, 'delete');
  });
});

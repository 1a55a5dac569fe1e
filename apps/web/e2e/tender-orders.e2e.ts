import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { Page } from 'playwright-core';
import { seriousViolations } from './axe.ts';
import { harness, logIn, newPage } from './harness.ts';

const REST = '/kontor/rest';

interface Tender {
  id: number;
  customerId: number;
  state: string;
  suppliers: { id: number; name: string }[];
  lines: { productId: number; offers: { supplierId: number; isChosen: boolean }[] }[];
  customerOrderId: number | null;
  totals: { margin: string | null };
}

describe('tender orders', () => {
  let page: Page;
  const get = async <T>(path: string) =>
    (await (await page.request.get(`${REST}${path}`)).json()) as T;

  before(async () => {
    // The app's CSP allows no inline script; axe is injected as one.
    page = await newPage({ bypassCSP: true });
    await logIn(page, 'irodai');
  });
  after(() => page.context().close());

  test('a quote becomes a tender: suppliers priced, one chosen, approved, mailed, ordered', async () => {
    // The demo tender names a customer and a product; a quote of that product starts the flow.
    const demo = await get<{ items: { id: number }[] }>('/tender-orders/?term=Irodah');
    const model = await get<Tender>(`/tender-orders/${demo.items[0]!.id}`);
    const customerId = model.customerId;
    const productId = model.lines[0]!.productId;
    const contact = await page.request.post(`${REST}/partners/${customerId}/contacts`, {
      data: {
        name: 'Tender Teréz',
        email: 'tender.terez@example.hu',
        isPrimary: true,
        language: 'hu',
      },
      headers: { origin: harness().baseUrl },
    });
    assert.equal(contact.status(), 200, await contact.text());
    const quote = await page.request.post(`${REST}/customer-order/quote`, {
      data: { customerId, lines: [{ productId, quantity: '10', unitPrice: '15000' }] },
      headers: { origin: harness().baseUrl },
    });
    assert.equal(quote.status(), 200, await quote.text());
    const quoteId = ((await quote.json()) as { id: number }).id;

    await page.goto(`/app/QuoteForm?id=${quoteId}`);
    await page.getByRole('button', { name: 'Tender készítése' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Tender készítése' }).click();
    await page.waitForURL(/TenderOrderForm\?id=\d+/);
    const tenderId = Number(new URL(page.url()).searchParams.get('id'));
    const known = await get<Tender>(`/tender-orders/${tenderId}`);

    // A supplier the product's supplier info does not know gets a column of the matrix.
    const suppliers = await get<{ id: number; name: string }[]>('/suppliers/mac?term=&limit=20');
    const added = suppliers.find((s) => !known.suppliers.some((k) => k.id === s.id))!;
    await page
      .getByRole('combobox', { name: 'Beszállító', exact: true })
      .fill(added.name.slice(0, 10));
    await page
      .getByRole('option', { name: new RegExp(added.name.slice(0, 10)) })
      .first()
      .click();
    await page.getByRole('button', { name: 'Beszállító oszlop hozzáadása' }).click();
    const grid = page.getByRole('grid', { name: 'Tender tételei: beszállítói ajánlatok' });
    await grid.getByRole('columnheader', { name: `${added.name} – ár` }).waitFor();

    // Keyboard only: its price, then the chosen supplier of the line.
    const priceColumn = 5 + 2 * known.suppliers.length;
    await grid
      .locator(`[role="row"][aria-rowindex="2"] [role="gridcell"][aria-colindex="${priceColumn}"]`)
      .click();
    await page.keyboard.type('1 234,5');
    await page.keyboard.press('Tab');
    await page.keyboard.type('7');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await page.keyboard.type(added.name.slice(0, 10));
    await page.keyboard.press('Enter');
    await grid.getByRole('gridcell', { name: added.name }).first().waitFor();
    await page.getByRole('button', { name: 'Mentés', exact: true }).click();
    await page.getByText(/tender mentve/).waitFor();
    const saved = await get<Tender>(`/tender-orders/${tenderId}`);
    assert.deepEqual(
      saved.lines[0]!.offers.filter((o) => o.isChosen).map((o) => o.supplierId),
      [added.id],
    );
    assert.notEqual(saved.totals.margin, null);

    for (const action of ['Jóváhagyás', 'Alapértelmezett e-mail küldése']) {
      await page.getByRole('button', { name: action }).click();
      await page.getByRole('dialog').getByRole('button', { name: action }).click();
      await page.getByRole('dialog').waitFor({ state: 'hidden' });
    }
    const messages = await get<{ items: { to: string[] }[] }>(
      `/emails/messages?documentKind=TENDER_ORDER&documentId=${tenderId}`,
    );
    assert.deepEqual(
      messages.items.map((m) => m.to),
      [['tender.terez@example.hu']],
    );
    assert.deepEqual(await seriousViolations(page), []);

    await page.getByRole('button', { name: 'Vevői rendelés létrehozása' }).click();
    await page
      .getByRole('dialog')
      .getByRole('button', { name: 'Vevői rendelés létrehozása' })
      .click();
    await page.waitForURL(/CustomerOrderForm\?id=\d+/);
    const ordered = await get<Tender>(`/tender-orders/${tenderId}`);
    assert.equal(ordered.state, 'ORDERED');
    assert.equal(new URL(page.url()).searchParams.get('id'), String(ordered.customerOrderId));
  });
});

import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { Page } from 'playwright-core';
import { harness, logIn, newPage } from './harness.ts';

const REST = '/kontor/rest';
const WIDGET = 'Szállítói számlák hátraléka';

describe('supplier invoices', () => {
  let page: Page;

  before(async () => {
    page = await newPage();
    await logIn(page, 'irodai');
  });
  after(() => page.context().close());

  const send = async (method: 'post' | 'put', path: string, data: object) => {
    const r = await page.request[method](`${REST}${path}`, {
      data,
      headers: { origin: harness().baseUrl },
    });
    assert.equal(r.status(), 200, await r.text());
    return r.json();
  };

  test('matched to a received order with a price flagged, accepted with a reason, approved, paid', async () => {
    // A supplier order received in full, made through the API.
    const suppliers = await (await page.request.get(`${REST}/suppliers/mac?limit=100`)).json();
    const supplier = suppliers.at(-1);
    const products = await send('post', '/products/search', { is_service: false, page_size: 1 });
    const productId = products.items[0].id;
    const draft = await send('post', '/supplier-order/', {
      supplierId: supplier.id,
      lines: [{ productId, quantity: '5', unitPrice: '1000' }],
    });
    const sent = await send('put', `/supplier-order/${draft.id}/state`, {
      state: 'SENT',
      version: draft.version,
    });
    await send('post', `/supplier-order/${draft.id}/receive`, {
      version: sent.version,
      deliveryNoteNumber: `E2E-${draft.id}`,
    });
    const number = `E2E-SZ-${Date.now()}`;
    const invoice = await send('post', '/supplier-invoice/', {
      supplierId: supplier.id,
      invoiceNumber: number,
      issueDate: '2026-01-02',
      fulfilmentDate: '2026-01-02',
      dueDate: '2026-01-05',
    });

    // The aggregated page: the received line picked at 1 100 Ft instead of the ordered 1 000.
    await page.goto(`/app/aggregated-supplier-order-items?invoiceId=${invoice.id}`);
    const label = `${draft.number} ${sent.lines[0].productCode}`;
    await page.getByRole('textbox', { name: `Számlázott egységár: ${label}` }).fill('1100');
    const row = page.locator(`tr[data-line="${sent.lines[0].id}"]`);
    await row.getByText('Eltér a rendelési ártól').waitFor();
    await page.getByRole('button', { name: 'Kijelöltek a számlára' }).click();
    await row.getByText('Áreltérés').waitFor();

    // The widget shows the invoice (overdue, so first) before it is paid.
    await page.goto('/app');
    const card = page.getByRole('article', { name: WIDGET });
    await card.getByText(number, { exact: false }).waitFor();

    await page.goto(`/app/SupplierInvoiceForm?id=${invoice.id}`);
    await page
      .getByTestId('supplier-invoice-remainder')
      .filter({ hasText: /^6\D?985\D*$/ })
      .waitFor();
    await page.getByRole('button', { name: 'Jóváhagyás fizetésre' }).click();
    const approve = page.getByRole('dialog', { name: 'Jóváhagyás fizetésre' });
    await approve.getByRole('textbox').fill('A szállító árváltozási levele szerint');
    await approve.getByRole('button', { name: 'Mentés' }).click();
    await page.getByText('Fizetésre jóváhagyva').first().waitFor();
    await page.getByText('Elfogadva: A szállító árváltozási levele szerint').waitFor();

    await page.getByRole('button', { name: 'Fizetés rögzítése' }).click();
    const pay = page.getByRole('dialog', { name: 'Fizetés rögzítése' });
    await pay.getByRole('button', { name: 'Mentés' }).click();
    await page
      .getByTestId('supplier-invoice-remainder')
      .filter({ hasText: /^0\D*$/ })
      .waitFor();
    const paid = await (await page.request.get(`${REST}/supplier-invoice/${invoice.id}`)).json();
    assert.equal(paid.state, 'PAID');
    assert.equal(paid.items[0].acceptedReason, 'A szállító árváltozási levele szerint');
  });
});

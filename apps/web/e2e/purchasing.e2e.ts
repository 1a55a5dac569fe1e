import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { after, before, describe, test } from 'node:test';
import type { Page } from 'playwright-core';
import { harness, logIn, newPage } from './harness.ts';

const REST = '/kontor/rest';

interface OrderLine {
  id: number;
  productId: number;
  productCode: string;
  reservedQuantity: string;
}
interface Order {
  id: number;
  number: string;
  version: number;
  customerId: number;
  branchId: number;
  lines: OrderLine[];
}
interface SupplierOrder {
  id: number;
  number: string;
  state: string;
  version: number;
  lines: { productId: number; demands: { customerOrderLineId: number }[] }[];
}

/**
 * Procure to pay from the buyer's desk: a customer order bought from a supplier is generated,
 * sent (PDF and e-mail), received in part and reserved for the order; another of its lines goes
 * into an existing draft through the CustomerOrderSupplierOrderSelector popup. The test makes its
 * own supplier demand (a supplier the demo's purchasing does not use), so it consumes no demo row.
 */
describe('purchasing', () => {
  let page: Page;
  let order: Order;
  let supplier: { id: number; name: string };
  let draft: SupplierOrder;
  let generated: SupplierOrder;

  const rest = async <T>(method: 'GET' | 'POST', path: string, data?: object): Promise<T> => {
    const r = await page.request.fetch(`${REST}${path}`, {
      method,
      ...(data && { data }),
      headers: { origin: harness().baseUrl },
    });
    assert.equal(r.status(), 200, await r.text());
    return r.json() as Promise<T>;
  };

  before(
    async () => {
      page = await newPage();
      await logIn(page, 'irodai');
      const view = await rest<{ items: { supplierId: number }[] }>(
        'GET',
        '/supplier-order/supplier-order-generator-view?page_size=200',
      );
      const busy = new Set(view.items.map((g) => g.supplierId));
      const suppliers = await rest<{ id: number; name: string }[]>(
        'GET',
        '/suppliers/mac?term=&limit=20',
      );
      supplier = suppliers.filter((s) => !busy.has(s.id)).at(-1)!;
      assert.ok(supplier, 'a supplier without open demand');
      // Three goods of the demo orders: two bought for the new order, one in the existing draft.
      const confirmed = await rest<{ items: { id: number }[] }>('POST', '/customer-order/search', {
        state: 'CONFIRMED',
        page_size: 20,
      });
      const products = new Map<number, Order>();
      for (const item of confirmed.items) {
        const full = await rest<Order>('GET', `/customer-order/${item.id}`);
        for (const line of full.lines)
          if (!products.has(line.productId)) products.set(line.productId, full);
        if (products.size >= 3) break;
      }
      const [first, second, third] = [...products.keys()];
      const demo = products.get(first!)!;
      const made = await rest<Order>('POST', '/customer-order/', {
        customerId: demo.customerId,
        branchId: demo.branchId,
        lines: [
          {
            productId: first,
            quantity: '6',
            // Typed (irodai may): a demo order's product need not be on this customer's price list.
            unitPrice: '1500',
            fulfilment: 'PURCHASE',
            fulfilmentPartnerId: supplier.id,
          },
          {
            productId: second,
            quantity: '3',
            unitPrice: '2500',
            fulfilment: 'PURCHASE',
            fulfilmentPartnerId: supplier.id,
          },
        ],
      });
      order = await rest<Order>('POST', `/customer-order/${made.id}/state`, {
        state: 'CONFIRMED',
        version: made.version,
      });
      draft = await rest<SupplierOrder>('POST', '/supplier-order/', {
        supplierId: supplier.id,
        lines: [{ productId: third, quantity: '1', unitPrice: '100' }],
      });
    },
    { timeout: 120_000 },
  );
  after(() => page.context().close());

  test('the generator previews and generates a draft for the chosen line', async () => {
    const [line] = order.lines;
    await page.goto(`/app/supplier-order-creator?supplierId=${supplier.id}&supplierName=x`);
    await page.getByRole('heading', { name: 'Szállítói rendelés készítő' }).waitFor();
    const row = page.locator(`tr[data-product="${line!.productCode}"]`);
    await row.getByRole('link', { name: new RegExp(order.number) }).waitFor();
    await row.getByLabel(/egységára$/).fill('250');
    // The keyboard chooses the line: Space on the focused row.
    await row.focus();
    await page.keyboard.press('Space');
    assert.equal(await row.getByRole('checkbox').isChecked(), true);
    await page.screenshot({ path: '/tmp/purchasing-creator.png', fullPage: true });
    await page.getByRole('button', { name: /^Előnézet és generálás \(1 tétel\)/ }).click();
    const preview = page.getByRole('dialog', { name: 'Generálás előnézete' });
    const previewRows = preview.getByTestId('generator-preview').getByRole('row');
    assert.equal(await previewRows.count(), 2, 'a head and one supplier order');
    assert.match((await previewRows.nth(1).textContent()) ?? '', /1\s*500/);
    await preview.getByRole('button', { name: 'Generálás' }).click();
    const link = page.getByTestId('generated-orders').getByRole('link').first();
    await link.click();
    await page.waitForURL(/SupplierOrderForm\?id=\d+/);
    const id = Number(new URL(page.url()).searchParams.get('id'));
    generated = await rest<SupplierOrder>('GET', `/supplier-order/${id}`);
    assert.equal(generated.state, 'DRAFT');
    assert.deepEqual(
      generated.lines[0]!.demands.map((d) => d.customerOrderLineId),
      [line!.id],
    );
    await page.getByRole('heading', { name: `Szállítói rendelés ${generated.number}` }).waitFor();
  });

  test('sending prints the PDF and opens the e-mail sender to the supplier', async () => {
    await page.getByRole('button', { name: 'Küldés', exact: true }).click();
    const confirm = page.getByRole('dialog', { name: 'Küldés' });
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      confirm.getByRole('button', { name: 'Küldés' }).click(),
    ]);
    assert.match(download.suggestedFilename(), /\.pdf$/);
    const bytes = await readFile((await download.path())!);
    assert.equal(bytes.subarray(0, 5).toString(), '%PDF-');
    const sender = page.getByRole('dialog', { name: `E-mail küldése – ${generated.number}` });
    // The supplier-order template, filled for the supplier's contact, has loaded.
    await page.waitForFunction(
      (number) =>
        [...document.querySelectorAll('[role="dialog"] textarea')].some((area) =>
          (area as HTMLTextAreaElement).value.includes(number),
        ),
      generated.number,
    );
    const to = sender.getByLabel('Címzettek', { exact: true });
    await to.fill('beszerzes@example.hu');
    await to.press('Enter');
    const sink = harness().smtp;
    const sent = sink.received.length;
    await sender.getByRole('button', { name: 'Küldés' }).click();
    await page.getByText('A levél a küldési sorba került.').first().waitFor();
    await sink.waitFor(sent + 1, 20_000);
    const mail = sink.received.at(-1)!;
    assert.ok(mail.envelopeTo.includes('beszerzes@example.hu'));
    assert.equal(mail.parsed.attachments[0]?.content.subarray(0, 5).toString(), '%PDF-');
    await page.getByText('Elküldve').first().waitFor();
  });

  test('receiving part of the line reserves it for the customer order', async () => {
    await page.getByRole('button', { name: 'Bevételezés' }).click();
    const dialog = page.getByRole('dialog', { name: `${generated.number} bevételezése` });
    await dialog.getByLabel('Szállítólevél száma').fill('SZL-2026-0042');
    await dialog.getByText('Tételenként').click();
    await dialog.getByLabel(/érkezett mennyisége$/).fill('2');
    await dialog.getByRole('button', { name: 'Bevételezés' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page.getByText('Részben beérkezett').first().waitFor();
    // Receiving (a dialog's form) does not also submit the order's form behind it.
    await page.waitForLoadState('networkidle');
    assert.equal(await page.getByText('A rendelés közben megváltozott').count(), 0);
    await page.screenshot({ path: '/tmp/purchasing-order-form.png', fullPage: true });
    const fresh = await rest<Order>('GET', `/customer-order/${order.id}`);
    assert.equal(Number(fresh.lines[0]!.reservedQuantity), 2);
    await page.goto(`/app/CustomerOrderForm?id=${order.id}`);
    const reserve = page
      .getByTestId('reserve-line')
      .filter({ hasText: order.lines[0]!.productCode });
    await reserve.getByText(/PUFFER.*: 2/).waitFor();
    const supplies = page.getByTestId('customer-order-supplies');
    await supplies.getByRole('link', { name: generated.number }).waitFor();
    await page.screenshot({ path: '/tmp/purchasing-customer-order.png', fullPage: true });
  });

  test('the selector popup adds the other line to an existing draft', async () => {
    await page.getByRole('button', { name: 'Szállítói rendelés készítése' }).click();
    await page.waitForURL(/CustomerOrderSupplierOrderSelector\?customerOrderId=\d+/);
    const lines = page.getByRole('table', { name: 'Rendelendő tételek' });
    await lines.getByRole('row').nth(1).waitFor();
    assert.equal(await lines.getByRole('row').count(), 2, 'a head and the one open line');
    await page.getByRole('radio', { name: new RegExp(draft.number) }).check();
    await page.screenshot({ path: '/tmp/purchasing-selector.png', fullPage: true });
    await page.getByRole('button', { name: 'Szállítói rendelés készítése' }).click();
    await page
      .getByTestId('generated-orders')
      .getByRole('link', { name: new RegExp(draft.number) })
      .waitFor();
    const grown = await rest<SupplierOrder>('GET', `/supplier-order/${draft.id}`);
    assert.equal(grown.lines.length, 2);
    assert.deepEqual(
      grown.lines[1]!.demands.map((d) => d.customerOrderLineId),
      [order.lines[1]!.id],
    );
  });
});

import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { after, before, describe, test } from 'node:test';
import type { Page } from 'playwright-core';
import { harness, logIn, newPage } from './harness.ts';

const REST = '/kontor/rest';
const WIDGET = 'Vevői számlák hátraléka';

/** A widget's sum as the card shows it (the text of its figure). */
async function widgetText(page: Page): Promise<string> {
  await page.goto('/app');
  const card = page.getByRole('article', { name: WIDGET });
  await card.waitFor();
  return ((await card.textContent()) ?? '').replace(/\s+/g, ' ');
}

describe('customer invoices', () => {
  let page: Page;
  let invoiceId: number;

  before(async () => {
    page = await newPage();
    await logIn(page, 'admin');
  });
  after(() => page.context().close());

  const post = async (path: string, data: object) => {
    const r = await page.request.post(`${REST}${path}`, {
      data,
      headers: { origin: harness().baseUrl },
    });
    assert.equal(r.status(), 200, await r.text());
    return r.json();
  };

  test('the order form dispatches and invoices in one step and opens the invoice', async () => {
    const before = await widgetText(page);
    // A confirmed demo order whose lines are all reserved.
    const orders = await post('/customer-order/search', { state: 'CONFIRMED', page_size: 50 });
    let order: { id: number; version: number } | undefined;
    for (const item of orders.items) {
      const full = await (await page.request.get(`${REST}/customer-order/${item.id}`)).json();
      if (full.lines.every((l: { missingQuantity: string }) => Number(l.missingQuantity) === 0)) {
        order = full;
        break;
      }
    }
    assert.ok(order, 'a fully reserved confirmed order in the demo data');
    // The order form's 'Kiszállítás és számlázás' button, confirmed, opens the new invoice.
    await page.goto(`/app/CustomerOrderForm?id=${order.id}`);
    await page.getByRole('button', { name: 'Kiszállítás és számlázás' }).click();
    const confirm = page.getByRole('dialog', { name: 'Kiszállítás és számlázás' });
    await confirm.getByText(/kiszállításra kerülnek/).waitFor();
    await confirm.getByRole('button', { name: 'Kiszállítás és számlázás' }).click();
    await page.waitForURL(/CustomerInvoiceForm\?id=\d+/);
    invoiceId = Number(new URL(page.url()).searchParams.get('id'));
    const invoice = await (await page.request.get(`${REST}/invoices/${invoiceId}`)).json();
    assert.equal(invoice.customerOrderId, order.id);
    await page.getByRole('heading', { name: `Számla ${invoice.number}` }).waitFor();
    const dispatched = await (await page.request.get(`${REST}/customer-order/${order.id}`)).json();
    assert.equal(dispatched.state, 'DISPATCHED');
    const result = { invoice };

    await page.goto('/app/customer-invoices');
    await page.getByRole('heading', { name: 'Vevői számlák' }).waitFor();
    await page.getByLabel('Keresés (sorszám, vevő)').fill(result.invoice.number);
    await page.getByRole('row', { name: new RegExp(result.invoice.number) }).click();
    await page.waitForURL(/CustomerInvoiceForm\?id=\d+/);
    await page.getByRole('heading', { name: `Számla ${result.invoice.number}` }).waitFor();
    await page.getByText('Kifizetetlen').first().waitFor();
    await page.screenshot({ path: '/tmp/invoice-form.png', fullPage: true });
    assert.notEqual(
      await widgetText(page),
      before,
      'the new invoice shows in the remainder widget',
    );
  });

  test('Nyomtatás downloads the PDF', async () => {
    await page.goto(`/app/CustomerInvoiceForm?id=${invoiceId}`);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Nyomtatás', exact: true }).click(),
    ]);
    assert.match(download.suggestedFilename(), /\.pdf$/);
    const bytes = await readFile((await download.path())!);
    assert.equal(bytes.subarray(0, 5).toString(), '%PDF-');
  });

  test('a payment lowers the remainder on the form and on the welcome widget', async () => {
    const before = await widgetText(page);
    await page.goto(`/app/CustomerInvoiceForm?id=${invoiceId}`);
    await page.getByRole('button', { name: 'Fizetés rögzítése' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel(/^Összeg/).fill('1000');
    await dialog.getByRole('button', { name: 'Mentés' }).click();
    await page.getByText('A fizetés rögzítve.').waitFor();
    await page.getByText('Részben fizetve').first().waitFor();
    const after = await widgetText(page);
    assert.notEqual(after, before, 'the widget sum changed');
    // The rest, as the dialog offers it: the invoice is paid in full.
    await page.goto(`/app/CustomerInvoiceForm?id=${invoiceId}`);
    await page.getByRole('button', { name: 'Fizetés rögzítése' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Mentés' }).click();
    await page.getByText('Kifizetve').first().waitFor();
  });

  test('a credit note for one line refers to the invoice', async () => {
    await page.goto(`/app/CustomerInvoiceForm?id=${invoiceId}`);
    await page.getByRole('button', { name: 'Helyesbítő számla' }).click();
    const dialog = page.getByRole('dialog');
    await dialog
      .getByLabel(/^Helyesbítendő mennyiség/)
      .first()
      .fill('1');
    await dialog.getByLabel(/^Indok/).fill('Egy darab sérült');
    await dialog.getByRole('button', { name: 'Helyesbítő számla' }).click();
    await page.getByText('A helyesbítő számla elkészült.').waitFor();
    await page.getByRole('heading', { name: /^Helyesbítő számla SZ-/ }).waitFor();
    await page.getByText('Egy darab sérült').waitFor();
    const lines = page.getByRole('table', { name: 'Tételek' });
    assert.equal(await lines.getByRole('row').count(), 2, 'a header and the one credited line');
    await page.screenshot({ path: '/tmp/credit-note.png', fullPage: true });
  });

  test('the credited amount of a paid invoice is refunded to the customer, once', async () => {
    // The page is the credit note: the invoice was paid in full before one line was credited.
    await page.getByText(/^Visszatéríthető: /).waitFor();
    await page.getByRole('button', { name: 'Visszatérítés rögzítése' }).click();
    const dialog = page.getByRole('dialog', { name: 'Visszatérítés a vevőnek' });
    const offered = await dialog.getByLabel(/^Összeg/).inputValue();
    assert.notEqual(offered, '', 'the dialog offers what may be refunded');
    await dialog.getByRole('button', { name: 'Mentés' }).click();
    await page.getByText('A visszatérítés rögzítve.').waitFor();
    await page.getByText(/^Visszatéríthető: /).waitFor({ state: 'detached' });
    assert.equal(await page.getByRole('button', { name: 'Visszatérítés rögzítése' }).count(), 0);
  });

  test('the list filters unpaid proformas; the month check lists problems with links', async () => {
    await page.goto('/app/customer-invoices?kind=PROFORMA&unpaid=1');
    await page.getByRole('heading', { name: 'Vevői számlák' }).waitFor();
    const rows = page.getByRole('table', { name: 'Vevői számlák' }).getByRole('row');
    await rows.nth(1).waitFor();
    for (const text of await rows.allTextContents()) {
      if (text.startsWith('Sorszám')) continue;
      assert.match(text, /Díjbekérő/);
    }
    await page.screenshot({ path: '/tmp/invoice-list.png' });
    await page.goto('/app/external-accounting');
    await page.getByRole('button', { name: 'Hónap ellenőrzése' }).click();
    await page.getByText(/számla a hónapban/).waitFor();
    await page.getByText('Nincs beküldve a NAV-nak').first().waitFor();
    await page.screenshot({ path: '/tmp/accounting.png' });
  });

  test('an unpaid proforma is cancelled with a reason: no credit note, nothing remains', async () => {
    // Last: the list test above needs the demo data's unpaid proformas.
    const found = await post('/invoices/search', { kind: 'PROFORMA', paymentState: 'UNPAID' });
    const proforma = found.items[found.items.length - 1];
    assert.ok(proforma, 'an unpaid proforma in the demo data');
    await page.goto(`/app/CustomerInvoiceForm?id=${proforma.id}`);
    await page.getByRole('button', { name: 'Díjbekérő visszavonása' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel(/^Indoklás/).fill('A vevő visszalépett');
    await dialog.getByRole('button', { name: 'Visszavonás' }).click();
    await page.getByText('A díjbekérő visszavonva.').waitFor();
    await page.getByText(/Visszavonva .*A vevő visszalépett/).waitFor();
    assert.equal(await page.getByRole('button', { name: 'Fizetés rögzítése' }).count(), 0);
    assert.equal(await page.getByRole('button', { name: 'Helyesbítő számla' }).count(), 0);
  });
});

describe('invoices from the screen, as the back office (irodai)', () => {
  let office: Page;
  let admin: Page;

  before(async () => {
    admin = await newPage();
    await logIn(admin, 'admin');
    office = await newPage();
    await logIn(office, 'irodai');
  });
  after(() => Promise.all([office.context().close(), admin.context().close()]));

  const call = async (page: Page, path: string, data: object) => {
    const r = await page.request.post(`${REST}${path}`, {
      data,
      headers: { origin: harness().baseUrl },
    });
    assert.equal(r.status(), 200, await r.text());
    return r.json();
  };
  type Order = {
    id: number;
    number: string;
    version: number;
    lines: { missingQuantity: string }[];
  };
  /** Confirmed demo orders whose lines are all reserved (they can be dispatched). */
  async function reservedOrders(): Promise<Order[]> {
    const found = await call(admin, '/customer-order/search', {
      state: 'CONFIRMED',
      page_size: 50,
    });
    const orders: Order[] = [];
    for (const item of found.items) {
      const full = await (await admin.request.get(`${REST}/customer-order/${item.id}`)).json();
      if (full.lines.every((l: Order['lines'][number]) => Number(l.missingQuantity) === 0))
        orders.push(full);
    }
    return orders;
  }
  /** Opens 'Új számla' on the list and picks the order. */
  async function newInvoiceOf(order: Order) {
    await office.goto('/app/customer-invoices');
    await office.getByRole('button', { name: 'Új számla' }).click();
    const dialog = office.getByRole('dialog', { name: 'Új számla rendelésből' });
    await dialog.getByLabel(/^Rendelés/).fill(order.number);
    await office.getByRole('option', { name: new RegExp(order.number) }).click();
    const chosen = office.getByRole('dialog', { name: `Számla készítése: ${order.number}` });
    await chosen.getByText(/A rendelés bruttó összege/).waitFor();
    return chosen;
  }
  /** The create calls the dialog sends, with their bodies. */
  const sentBodies: { idempotencyKey?: string; kind: string }[] = [];

  test('a proforma and an advance from the invoice list', async () => {
    office.on('request', (r) => {
      if (r.method() === 'POST' && r.url().endsWith('/create-invoice'))
        sentBodies.push(r.postDataJSON());
    });
    const [order] = await reservedOrders();
    assert.ok(order, 'a fully reserved confirmed order in the demo data');

    const proformas = async () =>
      (await call(office, '/invoices/search', { customerOrderId: order.id })).items.filter(
        (d: { kind: string }) => d.kind === 'PROFORMA',
      ).length;
    const before = await proformas();
    let dialog = await newInvoiceOf(order);
    await dialog.getByRole('radio', { name: 'Díjbekérő' }).check();
    await dialog.getByLabel(/^Bruttó összeg/).fill('10 000');
    await office.screenshot({ path: '/tmp/create-proforma.png' });
    await dialog.getByRole('button', { name: 'Kiállítás' }).dblclick();
    await office.waitForURL(/CustomerInvoiceForm\?id=\d+/);
    await office.getByRole('heading', { name: /^Díjbekérő DB-/ }).waitFor();
    assert.ok(sentBodies[0]?.idempotencyKey, 'the create call carries an idempotency key');
    assert.ok(
      sentBodies.every((b) => b.idempotencyKey === sentBodies[0]?.idempotencyKey),
      'a double click repeats the same key',
    );
    assert.equal(await proformas(), before + 1, 'one proforma for the double click');

    // The advance: 10 % of the order's gross; the day the money arrived is asked first.
    dialog = await newInvoiceOf(order);
    await dialog
      .getByText(/DB-\d{4}-/)
      .first()
      .waitFor(); // the proforma is listed as made so far
    await dialog.getByRole('radio', { name: 'Előlegszámla' }).check();
    await dialog.getByRole('radio', { name: /százaléka/ }).check();
    await dialog.getByLabel(/^Százalék/).fill('10');
    await dialog.getByRole('button', { name: 'Kiállítás' }).click();
    await dialog.getByText('Add meg, melyik napon érkezett meg az előleg.').waitFor();
    const today = new Intl.DateTimeFormat('hu-HU', { timeZone: 'Europe/Budapest' }).format(
      new Date(),
    );
    await dialog.getByLabel(/^Az előleg beérkezésének napja/).fill(today.replace(/\s/g, ''));
    await dialog.getByLabel(/^Megjegyzés/).click();
    await office.screenshot({ path: '/tmp/create-advance.png' });
    await dialog.getByRole('button', { name: 'Kiállítás' }).click();
    await office.waitForURL(/CustomerInvoiceForm\?id=\d+/);
    await office.getByRole('heading', { name: /^Előlegszámla SZ-/ }).waitFor();
    const advance = sentBodies.at(-1);
    assert.equal(advance?.kind, 'ADVANCE');
    assert.notEqual(advance?.idempotencyKey, sentBodies[0]?.idempotencyKey, 'a key per opening');
  });

  test('an order dispatched plainly is invoiced later from its form; then a partial credit', async () => {
    const orders = await reservedOrders();
    const order = orders.at(-1);
    assert.ok(order && orders.length > 1, 'a second fully reserved confirmed order');
    await call(admin, `/orders/dispatch/${order.id}`, { version: order.version });
    await office.goto(`/app/CustomerOrderForm?id=${order.id}`);
    await office.getByRole('button', { name: 'Számla készítése' }).click();
    const dialog = office.getByRole('dialog', { name: `Számla készítése: ${order.number}` });
    await dialog.getByText('A rendelésről még nem készült bizonylat.').waitFor();
    assert.equal(await dialog.getByRole('radio', { name: 'Díjbekérő' }).count(), 0);
    await dialog.getByRole('radio', { name: 'Számla', exact: true }).check();
    await office.screenshot({ path: '/tmp/create-normal.png' });
    await dialog.getByRole('button', { name: 'Kiállítás' }).click();
    await office.waitForURL(/CustomerInvoiceForm\?id=\d+/);
    await office.getByRole('heading', { name: /^Számla SZ-/ }).waitFor();

    // The credit-note dialog starts from lines; the storno is a button of its own.
    await office.getByRole('button', { name: 'Helyesbítő számla' }).click();
    const credit = office.getByRole('dialog', { name: 'Helyesbítő számla' });
    await credit.getByLabel(/^Indok/).fill('Egy darab visszajött');
    await credit.getByRole('button', { name: 'Helyesbítő számla' }).click();
    await credit.getByText('Válassz legalább egy tételt és mennyiséget.').waitFor();
    await credit.getByRole('button', { name: 'Teljes sztornó…' }).waitFor();
    await credit
      .getByLabel(/^Helyesbítendő mennyiség/)
      .first()
      .fill('1');
    await office.screenshot({ path: '/tmp/credit-partial.png' });
    await credit.getByRole('button', { name: 'Helyesbítő számla' }).click();
    await office.getByText('A helyesbítő számla elkészült.').waitFor();
    await office.getByRole('heading', { name: /^Helyesbítő számla SZ-/ }).waitFor();
    const lines = office.getByRole('table', { name: 'Tételek' });
    assert.equal(await lines.getByRole('row').count(), 2, 'a header and the one credited line');
  });
});

import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { Locator, Page } from 'playwright-core';
import {
  type FakeMyGls,
  startFakeMyGls,
} from '../../server/src/modules/delivery/couriers/fake-mygls.test-data.ts';
import { seriousViolations } from './axe.ts';
import { harness, logIn, newPage } from './harness.ts';

const REST = '/kontor/rest';

/** The customers of the planned stops, in the order the page lists them ('3. Kovács Kft.' → name). */
const stopNames = (page: Page) =>
  page
    .getByTestId('route-stop')
    .evaluateAll((stops) =>
      stops.map((s) => (s.querySelector('p')?.textContent ?? '').replace(/^\d+\.\s*/, '')),
    );

/** Waits until the stops read `expected` (the server's answer to a reorder replaces them). */
async function waitForStops(page: Page, expected: string[]): Promise<void> {
  for (let tries = 0; tries < 50; tries++) {
    if ((await stopNames(page)).join('|') === expected.join('|')) return;
    await page.waitForTimeout(200);
  }
  assert.deepEqual(await stopNames(page), expected);
}

/** Drags with the mouse in small steps, as a hand does (dnd-kit starts after 5 px). */
async function drag(page: Page, from: Locator, to: Locator): Promise<void> {
  const a = await from.boundingBox();
  const b = await to.boundingBox();
  assert.ok(a && b);
  await page.mouse.move(a.x + a.width / 2, a.y + a.height / 2);
  await page.mouse.down();
  await page.mouse.move(a.x + a.width / 2, a.y + a.height / 2 + 10, { steps: 5 });
  await page.mouse.move(b.x + b.width / 2, b.y + b.height / 2 + 8, { steps: 15 });
  await page.mouse.up();
}

/** A signature: a few strokes across the pad. */
async function sign(page: Page, pad: Locator): Promise<void> {
  await pad.scrollIntoViewIfNeeded();
  const box = await pad.boundingBox();
  assert.ok(box);
  await page.mouse.move(box.x + 20, box.y + box.height * 0.7);
  await page.mouse.down();
  for (let i = 1; i <= 8; i++)
    await page.mouse.move(box.x + 20 + i * 30, box.y + box.height * (i % 2 ? 0.3 : 0.7), {
      steps: 3,
    });
  await page.mouse.up();
}

describe('delivery: the fleet kept on its page', () => {
  test('a van is added (a wrong plate said in place), one with routes cannot be deleted', async () => {
    const page = await newPage({ bypassCSP: true });
    await logIn(page, 'irodai');
    await page.goto('/app/delivery-vehicles');
    await page.getByRole('heading', { name: 'Járművek', exact: true }).waitFor();
    const table = page.getByRole('table', { name: 'Járművek' });
    await table.getByText('AAKL-123').waitFor();
    await page.getByRole('button', { name: 'Új jármű' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Rendszám').fill('A?');
    await dialog.getByText('A rendszám 4–12 betű, számjegy vagy kötőjel.').waitFor();
    // First in plate order: the planning below proposes it.
    await dialog.getByLabel('Rendszám').fill('aaa-001');
    await dialog.getByLabel('Megnevezés').fill('Próbafurgon 3,5 t');
    await dialog.getByLabel('Teherbírás (kg)').fill('3500');
    await dialog.getByLabel('Raktér (m³)').fill('20,5');
    await dialog.getByRole('button', { name: 'Mentés' }).click();
    await page.getByText('Mentve: AAA-001 – Próbafurgon 3,5 t').waitFor();
    await table.getByText('AAA-001').waitFor();
    assert.deepEqual(await seriousViolations(page), []);

    // The demo's van drives today's route: only deactivating is possible.
    await page.getByRole('button', { name: /^AAKL-123 – .* törlése$/ }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Törlés' }).click();
    await page.getByText(/Inaktiválja a szerkesztésben/).waitFor();
    await page.context().close();
  });
});

/**
 * Goods go out on the weekdays a plan condition serves (Monday to Friday in the demo data), and
 * the driver's phone shows today's routes (Budapest's day): the office adds a condition serving
 * every day of the week, so the day's flow runs whatever weekday the test runs on. (On a public
 * holiday no route goes out at all, by law: the delivery README.)
 */
async function serveEveryWeekday(): Promise<void> {
  const office = await newPage();
  await logIn(office);
  const headers = { origin: harness().baseUrl };
  const conditions = (await (
    await office.request.get(`${REST}/delivery-plans/conditions`)
  ).json()) as { deliveryMethodId: number }[];
  const created = await office.request.post(`${REST}/delivery-plans/conditions`, {
    headers,
    data: {
      name: 'Minden nap (teszt)',
      postcodeFrom: '1000',
      postcodeTo: '9999',
      weekdays: [1, 2, 3, 4, 5, 6, 7],
      deliveryMethodId: conditions[0]!.deliveryMethodId,
    },
  });
  assert.equal(created.status(), 200, await created.text());
  await office.context().close();
}

describe('delivery: a route planned, driven on the phone and closed', () => {
  let page: Page;
  let routeNumber = '';

  before(async () => {
    await serveEveryWeekday();
    page = await newPage({ bypassCSP: true });
    await logIn(page, 'utemezo');
  });
  after(() => page.context().close());

  test('the scheduler plans a route of 5 dispatched orders, reorders a stop by drag, prints', async () => {
    await page.goto('/app/manage-routes');
    await page.getByRole('heading', { name: 'Útvonalak kezelése', exact: true }).waitFor();
    await page.getByRole('button', { name: 'Új túra' }).click();
    const dialog = page.getByRole('dialog');
    // Dispatched orders (with their delivery notes): a route departs only with those.
    const orders = dialog.locator('[data-order-state="DISPATCHED"]').getByRole('checkbox');
    await orders.first().waitFor();
    assert.ok((await orders.count()) >= 5, 'at least five dispatched orders are proposed');
    for (let i = 0; i < 5; i++) await orders.nth(i).check();
    await dialog.getByText('Tömeg (kg)').waitFor();
    await dialog.getByRole('button', { name: 'Túra létrehozása' }).click();
    // The new route is shown (the demo has today's route of the driver too).
    await page.waitForURL(/[?&]route=\d+/);
    await page.getByTestId('route-stop').nth(4).waitFor();
    const heading = page.getByRole('heading', { level: 2, name: /^TUR-\d{4}-\d{6}$/ });
    routeNumber = (await heading.textContent()) ?? '';
    assert.equal(await page.getByTestId('route-stop').count(), 5);
    await page.getByText(/^AAA-001 – Próbafurgon/).waitFor();
    assert.deepEqual(await seriousViolations(page), []);

    const before = await stopNames(page);
    const handles = page.getByRole('button', { name: /áthelyezése$/ });
    await drag(page, handles.nth(0), handles.nth(2));
    const moved = [1, 2, 0, 3, 4].map((i) => before[i] ?? '');
    await waitForStops(page, moved);
    await page.reload();
    await page.getByTestId('route-stop').first().waitFor();
    assert.deepEqual(await stopNames(page), moved, 'the new order is stored');

    const documents = page.waitForResponse((r) => r.url().includes('/documents'));
    await page.getByRole('button', { name: 'Dokumentumok' }).click();
    await page.getByRole('menuitem', { name: 'Túralap és szállítólevelek' }).click();
    const answer = await documents;
    assert.equal(answer.status(), 200);
    assert.match(answer.headers()['content-type'] ?? '', /application\/pdf/);
    assert.equal(
      await page.getByRole('button', { name: 'Dokumentumok' }).getAttribute('data-endpoint'),
      'GET /delivery/routes/:routeId/documents',
    );
  });

  test('the driver on a 390 px phone departs, delivers 3 with a signature, fails one, returns', async () => {
    const phone = await newPage({ viewport: { width: 390, height: 844 }, bypassCSP: true });
    await logIn(phone, 'sofor');
    await phone.getByRole('link', { name: 'Mai túrám' }).click();
    // Today the driver also has the demo's route; this test drives the one just planned.
    const route = phone.getByRole('region', { name: routeNumber });
    await route.getByRole('heading', { name: routeNumber }).waitFor();
    const width = await phone.evaluate(() => document.documentElement.scrollWidth);
    assert.ok(width <= 390, `page is ${width} px wide`);
    const depart = route.getByRole('button', { name: 'Indulás' });
    const box = await depart.boundingBox();
    assert.ok(box && box.height >= 44, 'depart is a large target');
    await depart.click();
    await route.getByTestId('driver-route-state').filter({ hasText: 'Úton' }).waitFor();

    const stops = route.getByTestId('driver-stop');
    for (let i = 0; i < 5; i++) {
      const stop = stops.nth(i);
      if (i === 3) {
        await stop.getByRole('button', { name: 'Sikertelen', exact: true }).click();
        await stop.getByRole('button', { name: 'Nem volt otthon senki' }).click();
        await stop.getByLabel('Megjegyzés (nem kötelező)').fill('Kétszer csengettem.');
        await stop.getByRole('button', { name: 'Sikertelen rögzítése' }).click();
        await route.locator('[data-testid="driver-stop"][data-state="FAILED"]').waitFor();
        continue;
      }
      if (i === 0) {
        await stop.getByRole('button', { name: 'Megérkeztem' }).click();
        await stop.getByText('Megérkezett', { exact: true }).waitFor();
      }
      await stop.getByRole('button', { name: 'Kézbesítve', exact: true }).click();
      await stop.getByLabel('Átvevő neve').fill(`Átvevő ${i + 1}`);
      await sign(phone, stop.getByTestId('signature-pad'));
      await stop.getByText('Aláírva', { exact: true }).waitFor();
      if (i === 0) assert.deepEqual(await seriousViolations(phone), []);
      await stop.getByRole('button', { name: 'Átadás rögzítése' }).click();
      await stop.getByText(`Átvette: Átvevő ${i + 1}`).waitFor();
    }
    assert.equal(await route.locator('[data-state="DELIVERED"]').count(), 4);
    await route.getByRole('button', { name: 'Visszaérkeztem a telephelyre' }).click();
    await route.getByTestId('driver-route-state').filter({ hasText: 'Visszaérkezett' }).waitFor();
    await phone.context().close();

    await page.reload();
    await page.getByTestId('route-state').filter({ hasText: 'Visszaérkezett' }).waitFor();
  });
});

describe('delivery: GLS labels of a courier order, printed once and reprinted', () => {
  let page: Page;
  let gls: FakeMyGls;

  before(async () => {
    gls = await startFakeMyGls();
    page = await newPage({ bypassCSP: true });
    await logIn(page, 'admin');
    const settings: [string, string][] = [
      ['delivery.glsClientNumber', '100000001'],
      ['delivery.glsUsername', 'raktar@kontor.example'],
      ['delivery.glsPassword', 'titok-2026'],
      ['delivery.glsApiUrl', gls.url],
    ];
    for (const [id, value] of settings) {
      const { version } = await (await page.request.get(`${REST}/settings/${id}`)).json();
      const saved = await page.request.put(`${REST}/settings/${id}`, {
        data: { value, version },
        headers: { origin: harness().baseUrl },
      });
      assert.equal(saved.status(), 200, await saved.text());
    }
  });
  after(async () => {
    await page.context().close();
    await gls.close();
  });

  test('the order form prints the labels through MyGLS once, then reprints the stored copy', async () => {
    const ready = await page.request.post(`${REST}/customer-order/search`, {
      data: { state: 'READY', page_size: 100 },
      headers: { origin: harness().baseUrl },
    });
    let orderId = 0;
    for (const item of (await ready.json()).items as { id: number }[]) {
      const delivery = await (await page.request.get(`${REST}/delivery/orders/${item.id}`)).json();
      if (delivery.kind === 'COURIER') orderId = item.id;
    }
    assert.ok(orderId > 0, 'a packed GLS order in the demo data');
    await page.goto(`/app/CustomerOrderForm?id=${orderId}`);
    const section = page.getByRole('region', { name: 'Szállítás' });
    await section.getByRole('combobox', { name: 'Szállítási mód' }).waitFor();
    const print = async (name: string) => {
      const answer = page.waitForResponse((r) => r.url().endsWith('/couriers/gls/print-labels'));
      await section.getByRole('button', { name }).click();
      const response = await answer;
      assert.equal(response.status(), 200);
      assert.match(response.headers()['content-type'] ?? '', /application\/pdf/);
    };
    await print('GLS címke nyomtatása');
    await section.getByTestId('gls-parcels').waitFor();
    const registered = gls.parcels.length;
    assert.ok(registered > 0, 'the parcels were registered with MyGLS');
    await print('GLS címke újranyomtatása');
    assert.equal(gls.parcels.length, registered, 'a reprint registers no parcel again');
    const numbers = await section.getByTestId('gls-parcels').getByRole('listitem').count();
    assert.equal(numbers, registered);
    assert.deepEqual(await seriousViolations(page), []);
  });
});

describe("delivery: the order form's delivery section", () => {
  test('saving the delivery keeps what is typed in the order, and the order saves with the fees', async () => {
    const page = await newPage({ bypassCSP: true });
    await logIn(page, 'admin');
    const drafts = await page.request.post(`${REST}/customer-order/search`, {
      data: { state: 'DRAFT', page_size: 1 },
      headers: { origin: harness().baseUrl },
    });
    const [draft] = (await drafts.json()).items as { id: number }[];
    assert.ok(draft, 'a draft order in the demo data');
    await page.goto(`/app/CustomerOrderForm?id=${draft.id}`);
    const note = page.getByLabel('Belső megjegyzés');
    await note.waitFor();
    await note.fill('Hívja fel érkezés előtt – e2e');
    const section = page.getByRole('region', { name: 'Szállítás' });
    const methods = section.getByRole('combobox', { name: 'Szállítási mód' });
    const now = await methods.inputValue();
    await methods.selectOption({ label: now === '' ? 'GLS futárszolgálat' : '– nincs megadva –' });
    await section.getByLabel('Kicsomagolást kér').check();
    const put = page.waitForResponse(
      (r) => r.url().endsWith(`/delivery/orders/${draft.id}`) && r.request().method() === 'PUT',
    );
    await section.getByRole('button', { name: 'Szállítás mentése' }).click();
    const saved = await (await put).json();
    assert.ok(saved.order, JSON.stringify(saved).slice(0, 300));
    await section.getByRole('checkbox', { name: 'Kicsomagolást kér', checked: true }).waitFor();
    // No new editor: the typed note is still there, unsaved.
    assert.equal(await note.inputValue(), 'Hívja fel érkezés előtt – e2e');
    await page.getByRole('button', { name: 'Mentés', exact: true }).first().click();
    await page.getByText(/rendelés mentve\./).waitFor();
    const stored = await (await page.request.get(`${REST}/customer-order/${draft.id}`)).json();
    assert.equal(stored.internalNote, 'Hívja fel érkezés előtt – e2e');
    // The order's save writes its lines anew (new ids): the fee lines are there by product.
    const codes = stored.lines.map((l: { productCode: string }) => l.productCode);
    for (const line of saved.order.lines as { productCode: string }[])
      assert.ok(codes.includes(line.productCode), `${line.productCode} stays after the save`);
    await page.context().close();
  });
});

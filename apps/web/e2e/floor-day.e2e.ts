import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { seriousViolations } from './axe.ts';
import { launchWithFakeCamera, writeLabelVideo } from './camera-label.ts';
import { closeCycle, openCount, postCount, proposeCycle, walk } from './floor-steps.ts';
import { harness, logIn, newPage, wedgeScan } from './harness.ts';

const REST = '/kontor/rest';
/** The order's quantity: more than its product's default bin holds free, so part of it is missing. */
const ORDERED = 47;
/**
 * What the delivery brings beyond the missing part: one piece shelved by camera offline, one
 * while the server cannot be reached.
 */
const EXTRA = 2;

interface OrderLine {
  productId: number;
  productCode: string;
  quantity: string;
  reservedQuantity: string;
  missingQuantity: string;
}
interface Order {
  id: number;
  number: string;
  state: string;
  version: number;
  customerId: number;
  branchId: number;
  lines: OrderLine[];
}

/**
 * A whole floor day as the warehouse worker (`raktaros`) on a 390 px phone, the office (`irodai`)
 * at its desk: the office has a confirmed order its stock cannot fill; a delivery is received by
 * hand and posted; shelving the missing part into the product's default bin (a keyboard wedge
 * scan of product and place) reserves it for the order at once; the rest of the delivery is
 * shelved by the phone's camera while the connection is cut, kept on the device and sent once
 * when it returns (the list refreshes by itself); a proposed picking cycle is assigned to the
 * worker, walked by scanning and closed, and the order is ready to dispatch; a shelf is counted
 * on the phone and the office posts the count. The phone's browser has a fake camera that shows
 * the product's printed label.
 */
describe('a floor day', () => {
  let office: Page;
  let browser: Browser;
  let phone: Page;
  let dir: string;
  let order: Order;
  let product: { id: number; code: string; bin: string };
  let missing = 0;

  const rest = async <T>(method: string, path: string, data?: object): Promise<T> => {
    const answer = await office.request.fetch(`${REST}${path}`, {
      method,
      ...(data && { data }),
      headers: { origin: harness().baseUrl },
    });
    assert.ok(answer.ok(), `${method} ${path}: ${answer.status()} ${await answer.text()}`);
    return (await answer.json()) as T;
  };
  /** A demo order of zone A: one waiting for picking, else one in a cycle made earlier. */
  const zoneOrderId = async (zoneId: number) => {
    const waiting = await rest<{ orderId: number }[]>(
      'GET',
      `/picking-cycle/candidates?zone_id=${zoneId}`,
    );
    if (waiting[0]) return waiting[0].orderId;
    const cycles = await rest<{ items: { id: number }[] }>(
      'GET',
      `/picking-cycle/?zone_id=${zoneId}&page_size=1`,
    );
    const cycle = await rest<{ lines: { orderId: number }[] }>(
      'GET',
      `/picking-cycle/${cycles.items[0]!.id}`,
    );
    return cycle.lines[0]!.orderId;
  };
  const notice = (text: string | RegExp) =>
    phone.getByRole('status').or(phone.getByRole('alert')).filter({ hasText: text }).first();

  before(
    async () => {
      office = await newPage({ bypassCSP: true });
      await logIn(office, 'irodai');
      // A product of zone A (a demo order picked there holds it) and its default bin.
      const zones = await rest<{ items: { id: number; code: string }[] }>(
        'GET',
        '/storages/?type=ZONE&page_size=200',
      );
      const zoneA = zones.items.find((z) => z.code === 'A')!;
      const demo = await rest<Order>('GET', `/customer-order/${await zoneOrderId(zoneA.id)}`);
      const line = demo.lines[0]!;
      const places = await rest<{ kind: string; branchId: number; storageCode: string }[]>(
        'GET',
        `/products/${line.productId}/storages`,
      );
      const bin = places.find((p) => p.kind === 'DEFAULT' && p.branchId === demo.branchId)!;
      product = { id: line.productId, code: line.productCode, bin: bin.storageCode };
      // The office's order, due today (before the demo orders): confirming reserves what is free.
      const draft = await rest<Order>('POST', '/customer-order/', {
        customerId: demo.customerId,
        branchId: demo.branchId,
        wantedDeliveryDate: new Date().toISOString().slice(0, 10),
        lines: [{ productId: product.id, quantity: String(ORDERED) }],
      });
      order = await rest<Order>('POST', `/customer-order/${draft.id}/state`, {
        state: 'CONFIRMED',
        version: draft.version,
      });
      missing = Number(order.lines[0]!.missingQuantity);
      assert.ok(missing > 0 && missing < ORDERED, `${missing} of ${ORDERED} missing`);

      dir = mkdtempSync(join(tmpdir(), 'kontor-floor-day-'));
      const video = join(dir, 'label.y4m');
      await writeLabelVideo(video, product.code);
      browser = await launchWithFakeCamera(video);
      const context = await browser.newContext({
        baseURL: harness().baseUrl,
        viewport: { width: 390, height: 844 },
        locale: 'hu-HU',
        permissions: ['camera'],
        // The app's CSP allows no inline script; axe is injected as one.
        bypassCSP: true,
      });
      phone = await context.newPage();
      phone.setDefaultTimeout(20_000);
      await logIn(phone, 'raktaros');
    },
    { timeout: 120_000 },
  );
  after(async () => {
    await browser?.close();
    await office?.context().close();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  test('the worker receives the delivery by hand and posts it', async () => {
    await phone.goto('/app/shelving');
    await phone.getByRole('heading', { name: 'Betárolás', level: 1 }).waitFor();
    const [supplier] = await rest<{ code: string; name: string }[]>(
      'GET',
      '/suppliers/mac?term=&limit=1',
    );
    const choose = async (label: string, typed: string, option: RegExp) => {
      await phone.getByRole('combobox', { name: label }).fill(typed);
      await phone.getByRole('option', { name: option }).first().click();
    };
    await phone.getByRole('tab', { name: 'Bevételezés' }).click();
    await choose('Szállító', supplier!.name.slice(0, 10), new RegExp(supplier!.code));
    await phone.getByLabel('Szállítólevél száma').fill(`NAP-${order.number}`);
    await choose('Termék 1', product.code, new RegExp(product.code));
    await phone.getByLabel('Mennyiség 1').fill(String(missing + EXTRA));
    await phone.getByRole('button', { name: 'Bevételezés könyvelése' }).click();
    await notice(/BE-\d{4}-\d{6} könyvelve/).waitFor();
  });

  test('shelving the missing part into the default bin by wedge scans reserves it for the order', async () => {
    await phone.getByRole('tab', { name: 'Betárolásra vár' }).click();
    await phone.getByRole('button', { name: new RegExp(product.code) }).waitFor();
    await phone.getByRole('heading', { name: 'Betárolás', level: 1 }).click();
    await wedgeScan(phone, product.code);
    await phone.getByRole('heading', { name: new RegExp(`^${product.code} –`) }).waitFor();
    await phone.getByLabel(/^Mennyiség \(/).fill(String(missing));
    await phone.getByRole('heading', { name: 'Betárolás', level: 1 }).click();
    await wedgeScan(phone, product.bin);
    await notice(`Célhely: ${product.bin}`).waitFor();
    await phone.getByRole('button', { name: 'Betárolás', exact: true }).click();
    await notice(/azonnal lefoglalva 1 rendelési tételhez/).waitFor();
    const line = (await rest<Order>('GET', `/customer-order/${order.id}`)).lines[0]!;
    assert.equal(Number(line.reservedQuantity), ORDERED);
    assert.equal(Number(line.missingQuantity), 0);
  });

  /** The waiting line of the product, with what is left of it ('1 db'). */
  const waitingLine = (left?: number) =>
    phone.getByRole('button', {
      name: new RegExp(`${product.code}${left === undefined ? '' : `.*${left} `}`),
    });
  const pending = () => phone.getByTestId('pending-actions');

  /** Opens the product's waiting line (by `open`), one piece, into the default bin. */
  async function prepareMove(open: () => Promise<void>) {
    await open();
    await phone.getByRole('heading', { name: new RegExp(`^${product.code} –`) }).waitFor();
    await phone.getByLabel(/^Mennyiség \(/).fill('1');
    await phone.getByRole('heading', { name: 'Betárolás', level: 1 }).click();
    await wedgeScan(phone, product.bin);
    await notice(`Célhely: ${product.bin}`).waitFor();
  }

  /** Reads the fake camera's label (the product's code) through the page's camera button. */
  async function cameraScan() {
    await phone.getByRole('button', { name: 'Beolvasás kamerával' }).click();
    await phone.getByRole('dialog', { name: 'Vonalkód beolvasása' }).waitFor({ state: 'hidden' });
  }

  test('one piece is shelved by camera with the connection cut: kept on the device, sent once', async () => {
    await waitingLine(EXTRA).waitFor();
    await prepareMove(cameraScan);
    await phone.context().setOffline(true);
    await phone.getByRole('button', { name: 'Betárolás', exact: true }).click();
    await notice(/a betárolás a készüléken vár/).waitFor();
    await pending().filter({ hasText: '1 művelet vár küldésre' }).waitFor();
    assert.deepEqual(await seriousViolations(phone), []);
    await phone.context().setOffline(false);
    await pending().waitFor({ state: 'detached' });
    await waitingLine(1).waitFor();
  });

  test('a move the server did not answer is resent by itself later, and the list shows it', async () => {
    // The request never reaches the server (no 'offline' or 'online' event: the device thinks it
    // is connected); the queue tries again after a while, and the page then reads the list again.
    await phone.route(
      '**/kontor/rest/shelving/moves',
      (route) => route.abort('connectionrefused'),
      // The move and the queue's immediate resend; the next try (15 s later) goes through.
      { times: 2 },
    );
    await prepareMove(async () => {
      await phone.getByRole('heading', { name: 'Betárolás', level: 1 }).click();
      await wedgeScan(phone, product.code);
    });
    await phone.getByRole('button', { name: 'Betárolás', exact: true }).click();
    await pending().filter({ hasText: '1 művelet vár küldésre' }).waitFor();
    await waitingLine(1).waitFor();
    await pending().waitFor({ state: 'detached', timeout: 40_000 });
    await waitingLine().waitFor({ state: 'detached' });
    const left = await rest<{ items: { productId: number }[] }>(
      'GET',
      `/shelving/?term=${product.code}`,
    );
    assert.deepEqual(
      left.items.filter((i) => i.productId === product.id),
      [],
    );
    const stock = await rest<{ storageCode: string; quantity: string }[]>(
      'GET',
      `/products/${product.id}/stock`,
    );
    const inBin = stock.find((s) => s.storageCode === product.bin)!;
    assert.ok(Number(inBin.quantity) >= ORDERED + EXTRA, `${inBin.quantity} in ${product.bin}`);
  });

  test('a proposed cycle is assigned to the worker, walked by scanning, closed: the order is ready', async () => {
    await proposeCycle(phone);
    await phone.getByTestId(`order-state-${order.number}`).waitFor();

    const picker = phone.getByLabel('Kigyűjtő kiosztása');
    const me = (await picker.locator('option', { hasText: '(én)' }).textContent())!;
    await picker.selectOption({ label: me });
    await phone.getByRole('button', { name: 'Kiosztás' }).click();
    await phone.getByText(`Kigyűjtő: ${me.replace(' (én)', '')}`).waitFor();

    // The camera feeds the same scan: the label read (a product) is not the place to go first.
    await cameraScan();
    await phone
      .getByRole('alert')
      .filter({ hasText: `Nem ez a hely (${product.code})` })
      .waitFor();
    await walk(phone, false);
    await closeCycle(phone);
    await phone
      .getByTestId(`order-state-${order.number}`)
      .filter({ hasText: 'Kiszállításra kész' })
      .waitFor();
    assert.equal((await rest<Order>('GET', `/customer-order/${order.id}`)).state, 'READY');
    const width = await phone.evaluate(() => document.documentElement.scrollWidth);
    assert.ok(width <= 390, `page is ${width} px wide`);
  });

  test('a shelf is counted on the phone and the office posts the count', async () => {
    const countPath = await openCount(phone, 'B-03');
    // The camera here too: a product before a place is answered in words.
    await cameraScan();
    await phone.getByTestId('count-notice').waitFor();
    await wedgeScan(phone, 'B-03-01');
    await phone.getByTestId('count-location').filter({ hasText: 'B-03-01' }).waitFor();
    const first = phone.locator('button[data-counted] p').first();
    await first.waitFor();
    const code = (await first.textContent())!;
    await wedgeScan(phone, code);
    await phone.getByTestId('count-product').filter({ hasText: code }).waitFor();
    const quantity = phone.getByLabel(/^Talált mennyiség/);
    await quantity.fill('3');
    await quantity.press('Enter');
    await phone.getByTestId('count-notice').filter({ hasText: 'Mentve' }).waitFor();

    await office.goto(`${countPath}/review`);
    await office
      .getByTestId('review-summary')
      .filter({ hasText: /^1 \/ \d+ sor megszámolva/ })
      .waitFor();
    await postCount(office);
  });
});

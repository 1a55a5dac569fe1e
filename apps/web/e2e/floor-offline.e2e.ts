import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { seriousViolations } from './axe.ts';
import { launchWithFakeCamera, writeLabelVideo } from './camera-label.ts';
import { harness, logIn, newPage, wedgeScan } from './harness.ts';

/** Where the screenshots go (look at them after a run); not part of the repository. */
const SCREENSHOTS = process.env.E2E_SCREENSHOT_DIR ?? tmpdir();
const PRESENTATION = '/dev/component-presentation';
/** A demo product's code, as its Kontor label prints it (Code 128, products/labels.pdf.ts). */
const PRODUCT_CODE = 'BUT-2003';

describe('camera scanning with Chromium’s fake camera (a printed Kontor label)', () => {
  let dir: string;
  let browser: Browser;
  let page: Page;
  before(async () => {
    dir = mkdtempSync(join(tmpdir(), 'kontor-camera-'));
    const video = join(dir, 'label.y4m');
    await writeLabelVideo(video, PRODUCT_CODE);
    browser = await launchWithFakeCamera(video);
    const context = await browser.newContext({
      baseURL: harness().baseUrl,
      viewport: { width: 360, height: 740 },
      locale: 'hu-HU',
      permissions: ['camera'],
    });
    page = await context.newPage();
    page.setDefaultTimeout(20_000);
    await logIn(page);
  });
  after(async () => {
    await browser.close();
    rmSync(dir, { recursive: true, force: true });
  });

  test('the camera reads the label’s Code 128 and closes, on a 360 px wide phone', async () => {
    await page.goto(PRESENTATION);
    const camera = page.getByRole('button', { name: 'Beolvasás kamerával' });
    await camera.scrollIntoViewIfNeeded();
    const box = await camera.boundingBox();
    assert.ok(box && box.height >= 44, `touch target ${box?.height} px high`);
    await camera.click();
    const dialog = page.getByRole('dialog', { name: 'Vonalkód beolvasása' });
    await dialog.waitFor();
    await page.screenshot({ path: join(SCREENSHOTS, 'camera-open.png') });
    await page
      .getByTestId('last-scan')
      .filter({ hasText: `Utolsó beolvasott kód: ${PRODUCT_CODE} (kamera)` })
      .waitFor();
    await dialog.waitFor({ state: 'hidden' });
    await page.screenshot({ path: join(SCREENSHOTS, 'camera-read.png') });
  });
});

describe('floor actions without a connection (sent once when it returns)', () => {
  let page: Page;
  before(async () => {
    // The app's CSP allows no inline script; axe is injected as one.
    page = await newPage({ viewport: { width: 390, height: 844 }, bypassCSP: true });
    await logIn(page);
  });
  after(() => page.context().close());

  const storagesWithCode = async (code: string) => {
    const answer = await page.request.get(`/kontor/rest/storages/?term=${code}`);
    const { items } = (await answer.json()) as { items: { code: string }[] };
    return items.filter((s) => s.code === code).length;
  };

  test('a hand scan (keyboard wedge) anywhere on the page is heard', async () => {
    await page.goto(PRESENTATION);
    await page.getByRole('heading', { name: 'Komponensbemutató', level: 1 }).waitFor();
    await wedgeScan(page, 'A-01-02');
    await page
      .getByTestId('last-scan')
      .filter({ hasText: 'Utolsó beolvasott kód: A-01-02 (kézi olvasó)' })
      .waitFor();
  });

  test('two actions made offline wait on the device, then each is booked once', async () => {
    const field = page.getByLabel(/Új polc kódja \(A zónában\)/);
    await field.waitFor();
    const record = page.getByRole('button', { name: 'Polc rögzítése' });
    await page.context().setOffline(true);
    for (const code of ['OFF-01', 'OFF-02']) {
      await field.fill(code);
      await record.click();
    }
    const waiting = page.getByTestId('pending-actions');
    await waiting.filter({ hasText: '2 művelet vár küldésre' }).waitFor();
    assert.match((await waiting.textContent()) ?? '', /Új polc: OFF-01.*Új polc: OFF-02/);
    await page.screenshot({ path: join(SCREENSHOTS, 'offline-waiting.png') });
    assert.deepEqual(await seriousViolations(page), []);

    await page.context().setOffline(false);
    await waiting.waitFor({ state: 'detached' });
    assert.equal(await storagesWithCode('OFF-01'), 1);
    assert.equal(await storagesWithCode('OFF-02'), 1);

    // A reload resends nothing: the device's list is empty, the server has one row each.
    await page.reload();
    await field.waitFor();
    assert.equal(await page.getByTestId('pending-actions').count(), 0);
    assert.equal(await storagesWithCode('OFF-01'), 1);
  });

  test('a connection cut after the server booked it: the resend is answered, not booked again', async () => {
    const field = page.getByLabel(/Új polc kódja/);
    // The answer is lost on the way back (the request reached the server and was booked), for
    // the first send and the queue's immediate resend alike. Once the test goes offline the
    // browser may fail a request itself while its answer is fetched: nothing is left to cut then.
    await page.route('**/kontor/rest/storages/', async (route) => {
      if (route.request().method() !== 'POST') return route.fallback();
      try {
        await route.fetch();
        await route.abort('connectionreset');
      } catch {
        // Already failed by the browser.
      }
    });
    await field.fill('OFF-03');
    await page.getByRole('button', { name: 'Polc rögzítése' }).click();
    await page.getByTestId('pending-actions').filter({ hasText: '1 művelet' }).waitFor();
    await page.unroute('**/kontor/rest/storages/');
    await page.context().setOffline(true);
    await page.context().setOffline(false);
    await page.getByTestId('pending-actions').waitFor({ state: 'detached' });
    assert.equal(await storagesWithCode('OFF-03'), 1);
  });

  test('installable: the manifest, and a service worker that never keeps a REST answer', async () => {
    const manifest = await (await page.request.get('/manifest.webmanifest')).json();
    assert.equal(manifest.name, 'Kontor');
    assert.equal(manifest.start_url, '/app');
    assert.equal(manifest.display, 'standalone');
    const sizes = manifest.icons.map((icon: { sizes: string }) => icon.sizes);
    assert.ok(sizes.includes('192x192') && sizes.includes('512x512'));
    for (const icon of manifest.icons as { src: string }[])
      assert.equal((await page.request.get(icon.src)).headers()['content-type'], 'image/png');

    const worker = await page.evaluate(
      async () => (await navigator.serviceWorker.ready).active?.scriptURL ?? '',
    );
    assert.match(worker, /\/sw\.js$/);
    const restAnswer = page.waitForResponse((r) => r.url().includes('/kontor/rest/'));
    await page.reload();
    assert.equal((await restAnswer).fromServiceWorker(), false);
    assert.equal(await page.evaluate(() => navigator.serviceWorker.controller !== null), true);
    const cached = await page.evaluate(async () => {
      const paths: string[] = [];
      for (const name of await caches.keys()) {
        const cache = await caches.open(name);
        paths.push(...(await cache.keys()).map((request) => new URL(request.url).pathname));
      }
      return paths;
    });
    assert.ok(cached.includes('/index.html'), 'the app shell is cached');
    assert.ok(cached.some((path) => path.startsWith('/assets/')));
    assert.deepEqual(
      cached.filter((path) => path.startsWith('/kontor/')),
      [],
    );
  });
});

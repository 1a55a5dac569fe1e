import assert from 'node:assert/strict';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import type { BrowserContext, Page } from 'playwright-core';
import { seriousViolations } from './axe.ts';
import { type Harness, logIn, newPage, REPO_ROOT, startHarness } from './harness.ts';

/** The test tab and job title the server's preload registers (warehouse-dashboard-tab.ts). */
const E2E_TAB = 'E2E_OPEN';
const E2E_JOB_TITLE = 'E2E dolgozó';
const REST = '/kontor/rest';
const DASHBOARD = '/kontor/rest/dashboards/warehouse';

/**
 * The floor's home page as `raktaros` on a 390 px phone, against a server of its own that carries
 * the test tab (warehouse-dashboard-tab.ts): lands on it after login, picks a job title, sees the
 * tab's live badge change within a second when another user's request changes its items.
 */
describe('warehouse dashboard', () => {
  let own: Harness;
  let page: Page;
  let office: BrowserContext;
  const badge = () => page.locator(`[data-badge="${E2E_TAB}"]`);
  const api = async (path: string, data: object) => {
    const r = await office.request.post(`${DASHBOARD}/${path}`, {
      data,
      headers: { origin: own.baseUrl },
    });
    assert.ok(r.ok(), await r.text());
    return r.status() === 204 ? null : r.json();
  };

  before(
    async () => {
      const preload = join(REPO_ROOT, 'apps', 'web', 'e2e', 'warehouse-dashboard-tab.ts');
      own = await startHarness({ nodeArgs: ['--import', preload] });
      const options = { baseURL: own.baseUrl, locale: 'hu-HU', bypassCSP: true };
      office = await own.browser.newContext(options);
      const login = await office.request.post(`${REST}/auth/login`, {
        data: { username: 'irodai', password: 'Kontor-demo-2026', rememberMe: false },
        headers: { origin: own.baseUrl },
      });
      assert.equal(login.status(), 200);
      // The test tab makes its job title and items on first use.
      await api('query', { tab: E2E_TAB });
      const phone = await own.browser.newContext({
        ...options,
        viewport: { width: 390, height: 844 },
      });
      page = await phone.newPage();
      page.setDefaultTimeout(15_000);
    },
    { timeout: 300_000 },
  );
  after(async () => {
    await own?.stop();
  });

  test('lands on the dashboard after login and remembers the chosen job title', async () => {
    await logIn(page, 'raktaros');
    await page.waitForURL('**/app/dashboards/warehouse');
    await page.getByLabel('Munkakör').selectOption({ label: E2E_JOB_TITLE });
    await page.getByRole('button', { name: 'Kezdés' }).click();
    await page.getByText(`${E2E_JOB_TITLE} · Nincs (bárhol)`).waitFor();
    await badge().filter({ hasText: /^3$/ }).waitFor();
    await page.reload();
    await badge().filter({ hasText: /^3$/ }).waitFor();
    assert.deepEqual(await seriousViolations(page), []);
    await page.screenshot({ path: '/tmp/warehouse-dashboard-390.png', fullPage: true });
  });

  test("a badge changes within a second of another user's change", async () => {
    const { items } = await api('query', { tab: E2E_TAB });
    const started = Date.now();
    await api('execute-action/change-state', { tab: E2E_TAB, itemId: items[0].id, state: 'DONE' });
    await badge().filter({ hasText: /^2$/ }).waitFor({ timeout: 1_000 });
    console.info(`warehouse dashboard: badge changed ${Date.now() - started} ms after the call`);
    await page.getByRole('listitem', { name: items[0].title }).waitFor({ state: 'detached' });
  });

  test('changes an item state from the phone, and the welcome page counts what is left', async () => {
    const card = page.getByRole('list', { name: E2E_TAB }).getByRole('listitem').first();
    await card.getByRole('button', { name: 'Állapot' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Elkészült' }).click();
    await page.getByText('Elvégezve.').waitFor();
    await badge().filter({ hasText: /^1$/ }).waitFor();
    await page.goto('/app');
    await page
      .getByRole('article', { name: 'Raktári teendők' })
      .getByText(`${E2E_TAB}: 1`)
      .waitFor();
  });

  test("the shelver's waiting goods show the suggested place apart from the buffer", async () => {
    await page.goto('/app/dashboards/warehouse');
    await page.getByRole('button', { name: 'Munkakör váltása' }).click();
    await page.getByLabel('Munkakör').selectOption({ label: 'Betároló' });
    await page.getByRole('button', { name: 'Kezdés' }).click();
    const card = page.getByRole('list', { name: 'Betárolandó' }).getByRole('listitem').first();
    await card.getByText(/^Javasolt hely: \S+$/).waitFor();
    await card.getByText(/^Hely: PUFFER-BE$/).waitFor();
  });
});

/**
 * The office keeps the floor's job titles and workstations on the settings page (Hungarian,
 * keyboard): a new job title with its tabs, a refused deactivation that names the workstation
 * using it, and the floor offering the new job title.
 */
describe('warehouse dashboard settings', () => {
  let office: Page;
  const code = `VISSZA_${Date.now().toString().slice(-5)}`;

  before(async () => {
    office = await newPage({ bypassCSP: true });
    await logIn(office, 'irodai');
  });
  after(() => office.context().close());

  test('the office adds a job title with its tabs; a job title in use is not deactivated', async () => {
    await office.goto('/app/settings/warehouse-dashboard');
    await office
      .getByRole('heading', { name: 'Raktári munkakörök és munkaállomások', level: 1 })
      .waitFor();
    await office.getByRole('button', { name: 'Új munkakör' }).click();
    const dialog = office.getByRole('dialog', { name: 'Új munkakör' });
    await dialog.getByLabel(/^Kód/).fill(code.toLowerCase());
    await dialog.getByLabel(/^Megnevezés/).fill('Visszárus');
    await dialog.getByRole('checkbox', { name: 'Leltározandó' }).check();
    await dialog.getByRole('checkbox', { name: 'Betárolandó' }).check();
    await dialog.getByLabel(/^Megnevezés/).press('Enter');
    await dialog.waitFor({ state: 'detached' });
    await office
      .getByTestId(`setting-${code}`)
      .filter({ hasText: 'Betárolandó, Leltározandó' })
      .waitFor();

    await office.getByRole('button', { name: 'Inaktiválás: Rakodó', exact: true }).click();
    await office
      .getByRole('alert')
      .filter({ hasText: 'Nem inaktiválható: ezek a munkaállomások használják: DOCK-1.' })
      .waitFor();
    await office.getByTestId('setting-LOADER').getByText('Aktív', { exact: true }).waitFor();
    assert.deepEqual(await seriousViolations(office), []);

    const floor = await newPage({ viewport: { width: 390, height: 844 } });
    await logIn(floor, 'raktaros');
    await floor.goto('/app/dashboards/warehouse');
    await floor
      .getByLabel('Munkakör')
      .locator('option', { hasText: 'Visszárus' })
      .waitFor({ state: 'attached' });
    await floor.context().close();
  });
});

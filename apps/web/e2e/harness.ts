import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { type Browser, type BrowserContextOptions, chromium, type Page } from 'playwright-core';
import { type SmtpSink, startSmtpSink } from '../../server/src/test/smtp-sink.ts';

export const REPO_ROOT = join(import.meta.dirname, '..', '..', '..');
export const DEMO_PASSWORD = 'Kontor-demo-2026';
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(),
      );
    });
  });
}

async function waitForServer(url: string, process: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (process.exitCode !== null)
      throw new Error(`The server exited with code ${process.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`The server did not answer ${url} within ${timeoutMs} ms`);
}

/** Runs one statement on the PostgreSQL server of `serverUrl` (its maintenance database). */
async function onPostgres(serverUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/**
 * With TEST_DATABASE_URL (CI, `npm test` here) the server runs on a fresh PostgreSQL database of
 * its own, which it migrates and seeds on start, as a firm's server would; without it, on
 * embedded PGlite in the fresh data directory. Either way every run starts from the demo data.
 * PostgreSQL also takes much less CPU per query than PGlite's WebAssembly, and the browser tests
 * share two cores with their servers and Chromium.
 */
async function freshDatabase(): Promise<{ url?: string; drop(): Promise<void> }> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) return { drop: async () => undefined };
  const name = `kontor_e2e_${process.pid}_${Date.now()}`;
  await onPostgres(serverUrl, `create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => onPostgres(serverUrl, `drop database if exists ${name} with (force)`),
  };
}

export interface Harness {
  baseUrl: string;
  browser: Browser;
  /** The real SMTP server on loopback the app's mail goes to (emails.e2e.ts reads it). */
  smtp: SmtpSink;
  stop(): Promise<void>;
}

/**
 * Starts the real server on a free port with a fresh data directory (migrated and seeded with
 * the demo data on start) and without the docs server, serving the built SPA; then Chromium.
 * `nodeArgs` go to the server's node before its main module (a test-only `--import`).
 */
export async function startHarness({
  nodeArgs = [],
}: {
  nodeArgs?: string[];
} = {}): Promise<Harness> {
  // WEB_DIST (the server's own setting) lets a run serve a build of its own.
  const webDist = process.env.WEB_DIST ?? join(REPO_ROOT, 'apps', 'web', 'dist');
  if (!existsSync(join(webDist, 'index.html'))) {
    throw new Error(`${webDist} is missing: run \`npm run build\` first (\`npm run e2e\` does)`);
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'kontor-e2e-'));
  const port = await freePort();
  const smtp = await startSmtpSink();
  const database = await freshDatabase();
  const server = spawn(process.execPath, [...nodeArgs, 'apps/server/src/main.ts'], {
    cwd: REPO_ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      DOCS_PORT: '0',
      DRAIN_DELAY_MS: '0',
      SMTP_URL: smtp.url,
      NODE_ENV: 'test',
      ...(database.url && { DATABASE_URL: database.url, DEMO_DATA: 'true' }),
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  try {
    await waitForServer(`${baseUrl}/kontor/rest/system/info`, server, 300_000);
  } catch (error) {
    server.kill();
    await smtp.close();
    await database.drop();
    throw error;
  }
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  return {
    baseUrl,
    browser,
    smtp,
    async stop() {
      await browser.close();
      server.kill();
      await new Promise((resolve) => server.once('exit', resolve));
      await smtp.close();
      await database.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

let current: Harness | undefined;

export function setHarness(harness: Harness | undefined): void {
  current = harness;
}

export function harness(): Harness {
  if (!current) throw new Error('The e2e harness is not started');
  return current;
}

/** A page in a fresh browser context (own cookies and storage). */
export async function newPage(options: BrowserContextOptions = {}): Promise<Page> {
  const context = await harness().browser.newContext({
    baseURL: harness().baseUrl,
    viewport: { width: 1400, height: 900 },
    locale: 'hu-HU',
    ...options,
  });
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  return page;
}

export async function logIn(
  page: Page,
  username = 'admin',
  { rememberMe = false } = {},
): Promise<void> {
  if (!page.url().includes('/login')) await page.goto('/login');
  await page.getByPlaceholder('Felhasználónév').fill(username);
  await page.getByPlaceholder('Jelszó').fill(DEMO_PASSWORD);
  if (rememberMe) await page.getByLabel('Maradok bejelentkezve').check();
  await page.getByRole('button', { name: 'Bejelentkezés' }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
}

/**
 * Every page the user's menu offers (`url`) and the 'Új …' forms it offers (`createNewUrl`, only
 * to who may create), whatever the nesting of the menu's tree.
 */
export async function menuPages(page: Page): Promise<string[]> {
  const menu: unknown = await (await page.request.get('/kontor/rest/menu')).json();
  const urls = new Set<string>();
  const walk = (node: unknown): void => {
    if (typeof node !== 'object' || node === null) return;
    for (const [key, value] of Object.entries(node)) {
      const isPage = key === 'url' || key === 'createNewUrl';
      if (isPage && typeof value === 'string' && value.startsWith('/app/')) urls.add(value);
      walk(value);
    }
  };
  walk(menu);
  return [...urls];
}

/**
 * A keyboard-wedge scanner's burst: the code's keys and Enter within one task of the page, where
 * the focus is. Playwright's own typing is a round trip per key, which on a loaded machine can
 * leave more than the wedge's 50 ms between keys, so the page would rightly take it for a person
 * typing. In a page's own scan field (`data-scan-target`), which needs no timing, the code is
 * typed into the field and Enter pressed.
 */
export async function wedgeScan(page: Page, code: string): Promise<void> {
  // Runs in the page; typed without the DOM library, which the server's projects (bench) lack.
  type PageGlobals = {
    document: { activeElement: (EventTarget & { closest(s: string): unknown }) | null };
    KeyboardEvent: new (type: string, init: object) => Event;
  };
  const inScanField = await page.evaluate(() => {
    const { document } = globalThis as unknown as PageGlobals;
    return document.activeElement?.closest('[data-scan-target]') != null;
  });
  if (inScanField) {
    await page.keyboard.type(code);
    await page.keyboard.press('Enter');
    return;
  }
  await page.evaluate((text) => {
    const { document, KeyboardEvent } = globalThis as unknown as PageGlobals;
    const target = document.activeElement ?? (globalThis as unknown as EventTarget);
    for (const key of [...text, 'Enter'])
      target.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }));
  }, code);
}

/** The focused grid cell as "aria-rowindex:aria-colindex" (header row 1), or what has the focus. */
export function focusedCell(page: Page): Promise<string> {
  // Runs in the page; typed without the DOM library, which the server's projects (bench) lack.
  type Element = { tagName: string; getAttribute(name: string): string | null };
  type Focus = { activeElement: (Element & { closest(s: string): Element | null }) | null };
  return page.evaluate(() => {
    const cell = (globalThis as unknown as { document: Focus }).document.activeElement;
    if (cell?.getAttribute('role') !== 'gridcell') return `not a cell: ${cell?.tagName}`;
    const row = cell.closest('[role="row"]');
    return `${row?.getAttribute('aria-rowindex')}:${cell.getAttribute('aria-colindex')}`;
  });
}

/**
 * Waits until the focus is on the cell `row:col` and answers where it is: a grid moves the focus
 * once React has rendered (a row added or deleted, a jump that scrolls the row window), which on
 * a loaded machine comes a frame or two after the key.
 */
export async function focusSettlesOn(page: Page, cell: string): Promise<string> {
  for (let i = 0; i < 50; i++) {
    const now = await focusedCell(page);
    if (now === cell) return now;
    await page.waitForTimeout(100);
  }
  return focusedCell(page);
}

/** A page's requests in flight, watched from `watchQuiet` on. */
export interface Quiet {
  inFlight: Set<unknown>;
}

/**
 * Watches a fresh page (before its first load) for `settle`: its requests in flight (not the
 * live-updates stream, which stays open while a page listens), and in the page the time its DOM
 * last changed. A lazy tab's code arriving, React rendering it and its query starting leave gaps
 * with no request in flight; on a loaded machine such a gap can outlast the quiet time, but the
 * page changes across it.
 */
export async function watchQuiet(page: Page): Promise<Quiet> {
  await page.context().addInitScript(() => {
    // Runs in the page; typed without the DOM library, which the server's projects (bench) lack.
    const w = globalThis as unknown as {
      __lastChange: number;
      document: unknown;
      MutationObserver: new (
        onChange: () => void,
      ) => { observe(target: unknown, options: object): void };
    };
    w.__lastChange = performance.now();
    new w.MutationObserver(() => {
      w.__lastChange = performance.now();
    }).observe(w.document, { subtree: true, childList: true });
  });
  const inFlight = new Set<unknown>();
  page.on('request', (request) => {
    if (request.resourceType() !== 'eventsource') inFlight.add(request);
  });
  page.on('requestfinished', (request) => inFlight.delete(request));
  page.on('requestfailed', (request) => inFlight.delete(request));
  return { inFlight };
}

/** Quiet long enough that nothing more is coming: no request and no change of the page. */
const QUIET_MS = 500;

/**
 * Waits until the page shows no visible skeleton or loader (and with `heading`, its heading), and
 * has had neither a request in flight nor a change of its DOM for QUIET_MS (at most 8 s each).
 * Playwright's 'networkidle' is a load state, which a navigation inside the app (`openInApp`) has
 * already reached. Asking the page how long it has been unchanged also waits for its main thread,
 * so a busy page never looks quiet.
 */
export async function settle(page: Page, quiet: Quiet, { heading = false } = {}): Promise<void> {
  if (heading)
    await page
      .locator('main h1')
      .first()
      .waitFor({ timeout: 8_000 })
      .catch(() => undefined);
  await page
    .waitForFunction(
      () =>
        !(
          globalThis as unknown as { document: { querySelector(s: string): unknown } }
        ).document.querySelector('.mantine-Skeleton-root[data-visible], main .mantine-Loader-root'),
      null,
      { timeout: 8_000 },
    )
    .catch(() => undefined);
  const deadline = Date.now() + 8_000;
  let quietSince = Date.now();
  while (Date.now() < deadline) {
    const unchangedMs = await page.evaluate(
      () => performance.now() - (globalThis as unknown as { __lastChange: number }).__lastChange,
    );
    if (quiet.inFlight.size > 0) quietSince = Date.now();
    if (Date.now() - quietSince >= QUIET_MS && unchangedMs >= QUIET_MS) return;
    await page.waitForTimeout(100);
  }
}

/**
 * Opens `url` inside the running app as its own links do (a history entry its router follows),
 * not as a page load: a load parses and starts the whole app again, about 0.7 s of the renderer's
 * CPU on these machines against 0.1 s (docs/benchmarks.md, the test suite), and the sweeps open
 * hundreds of pages. Loads the page when the app is not running in it yet (a fresh page, the
 * login page) or it is the page already shown.
 */
export async function openInApp(page: Page, url: string): Promise<void> {
  const target = new URL(url, harness().baseUrl);
  const pushed = await page.evaluate((path) => {
    // Runs in the page; typed without the DOM library, which the server's projects (bench) lack.
    const w = globalThis as unknown as {
      history: {
        state: { idx?: unknown } | null;
        pushState(s: object, t: string, u: string): void;
      };
      location: { pathname: string };
      dispatchEvent(event: unknown): void;
      PopStateEvent: new (type: string, init: object) => unknown;
    };
    const index = w.history.state?.idx;
    if (typeof index !== 'number' || w.location.pathname.startsWith('/login')) return false;
    // The same page with other parameters (a new form, then a record): loaded, as a page that
    // read its parameters once would otherwise go on showing the first.
    if (w.location.pathname === path.split('?')[0]) return false;
    // The router's own entry shape (react-router's createBrowserHistory): one step forward.
    const state = { usr: null, key: Math.random().toString(36).slice(2, 10), idx: index + 1 };
    w.history.pushState(state, '', path);
    w.dispatchEvent(new w.PopStateEvent('popstate', { state }));
    return true;
  }, `${target.pathname}${target.search}`);
  if (!pushed) await page.goto(url);
}

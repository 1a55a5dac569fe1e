import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Browser, type BrowserContextOptions, chromium, type Page } from 'playwright-core';

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

export interface Harness {
  baseUrl: string;
  browser: Browser;
  stop(): Promise<void>;
}

/**
 * Starts the real server on a free port with a fresh data directory (migrated and seeded with
 * the demo data on start) and without the docs server, serving the built SPA; then Chromium.
 */
export async function startHarness(): Promise<Harness> {
  // WEB_DIST (the server's own setting) lets a run serve a build of its own.
  const webDist = process.env.WEB_DIST ?? join(REPO_ROOT, 'apps', 'web', 'dist');
  if (!existsSync(join(webDist, 'index.html'))) {
    throw new Error(`${webDist} is missing: run \`npm run build\` first (\`npm run e2e\` does)`);
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'kontor-e2e-'));
  const port = await freePort();
  const server = spawn(process.execPath, ['apps/server/src/main.ts'], {
    cwd: REPO_ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      DOCS_PORT: '0',
      DRAIN_DELAY_MS: '0',
      NODE_ENV: 'test',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  try {
    await waitForServer(`${baseUrl}/kontor/rest/system/info`, server, 300_000);
  } catch (error) {
    server.kill();
    throw error;
  }
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  return {
    baseUrl,
    browser,
    async stop() {
      await browser.close();
      server.kill();
      await new Promise((resolve) => server.once('exit', resolve));
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

import assert from 'node:assert/strict';
import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import type { Page } from 'playwright-core';
import { harness, logIn, REPO_ROOT } from './harness.ts';

/**
 * Launch modes against real processes: the mock server (`npm run mock`) and the web dev server in
 * MOCK_ONLY and HYBRID mode (`vite --mode mock|hybrid`), proxying the live calls to the harness's
 * server and the rest to the mock.
 */
const MOCK_REST = '/MOCK/kontor/rest';

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

async function waitFor(url: string, child: ChildProcess, timeoutMs = 90_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${url}: the process exited (${child.exitCode})`);
    try {
      if ((await fetch(url)).status < 500) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

function start(args: string[], env: Record<string, string>, cwd = REPO_ROOT): ChildProcess {
  return spawn(process.execPath, args, {
    cwd,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

async function stop(child: ChildProcess | undefined): Promise<void> {
  if (!child || child.exitCode !== null) return;
  child.kill();
  await new Promise((resolve) => child.once('exit', resolve));
}

let mock: ChildProcess | undefined;
let mockUrl = '';
const devServers: ChildProcess[] = [];

/** A dev server in `mode`; answers its base URL once it serves the SPA. */
async function startDevServer(mode: 'mock' | 'hybrid'): Promise<string> {
  const port = await freePort();
  const child = start(
    [
      join(REPO_ROOT, 'node_modules', 'vite', 'bin', 'vite.js'),
      '--mode',
      mode,
      '--host',
      '127.0.0.1',
    ],
    {
      KONTOR_SERVER: harness().baseUrl,
      KONTOR_MOCK_SERVER: mockUrl,
      KONTOR_DEV_PORT: String(port),
    },
    // vite runs in the web workspace, where its config and index.html live.
    join(REPO_ROOT, 'apps', 'web'),
  );
  devServers.push(child);
  const baseUrl = `http://127.0.0.1:${port}`;
  await waitFor(`${baseUrl}/`, child);
  return baseUrl;
}

async function newPageAt(baseUrl: string): Promise<Page> {
  const context = await harness().browser.newContext({
    baseURL: baseUrl,
    viewport: { width: 1400, height: 900 },
    locale: 'hu-HU',
  });
  const page = await context.newPage();
  // The dev server compiles modules on first request.
  page.setDefaultTimeout(60_000);
  return page;
}

/** The paths of the API calls the page makes from now on. */
function recordCalls(page: Page): string[] {
  const calls: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.includes('/rest/')) calls.push(`${request.method()} ${pathname}`);
  });
  return calls;
}

describe('launch modes', () => {
  before(
    async () => {
      const port = await freePort();
      mockUrl = `http://127.0.0.1:${port}`;
      mock = start(['apps/server/src/mock-main.ts'], {
        MOCK_PORT: String(port),
        LOG_LEVEL: 'warn',
        DOCS_PORT: '0',
      });
      await waitFor(`${mockUrl}/healthz`, mock);
    },
    { timeout: 120_000 },
  );
  after(async () => {
    await Promise.all([stop(mock), ...devServers.map(stop)]);
  });

  test('MOCK_ONLY: logs in live, answers the welcome page from the mock, has no legacy pages', {
    timeout: 180_000,
  }, async () => {
    const page = await newPageAt(await startDevServer('mock'));
    const calls = recordCalls(page);
    await page.goto('/login');
    await logIn(page);
    await page.locator('[data-widget-id]').first().waitFor();
    assert.ok(calls.includes('POST /kontor/rest/auth/login'), 'login is live');
    assert.ok(calls.includes('GET /kontor/rest/user/info'), 'user info is live');
    assert.ok(calls.includes(`GET ${MOCK_REST}/welcome-page`), 'the welcome page is mocked');
    assert.ok(!calls.includes('GET /kontor/rest/welcome-page'));
    await page.goto('/app/PartnerList');
    await page.getByText('A régi oldal nem érhető el').first().waitFor();
    assert.equal(await page.locator('iframe').count(), 0);
  });

  test('the mock restart restores the fixtures (example todo page)', {
    timeout: 180_000,
  }, async () => {
    const page = await newPageAt(await startDevServer('mock'));
    await page.goto('/dev/example-todo');
    await page.getByText('Árlista ellenőrzése').waitFor();
    await page.getByPlaceholder('Új teendő').fill('Mock próba');
    await page.getByRole('button', { name: 'Hozzáadás' }).click();
    await page.getByText('Mock próba').waitFor();
    await page.getByRole('button', { name: 'Árlista ellenőrzése törlése' }).click();
    await page.getByText('Árlista ellenőrzése').waitFor({ state: 'detached' });
    const restart = await page.request.post(`${MOCK_REST}/mock/restart`, {
      headers: { origin: new URL(page.url()).origin },
    });
    assert.equal(restart.status(), 200);
    await page.reload();
    await page.getByText('Árlista ellenőrzése').waitFor();
    assert.equal(await page.getByText('Mock próba').count(), 0);
  });

  test('HYBRID: logs in live, mocks the rest, frames the live classic pages', {
    timeout: 180_000,
  }, async () => {
    const page = await newPageAt(await startDevServer('hybrid'));
    const calls = recordCalls(page);
    await page.goto('/login');
    await logIn(page);
    await page.locator('[data-widget-id]').first().waitFor();
    assert.ok(calls.includes('POST /kontor/rest/auth/login'));
    assert.ok(calls.includes(`GET ${MOCK_REST}/welcome-page`));
    await page.goto('/app/PartnerList');
    await page.frameLocator('iframe[data-legacy-frame]').locator('#partnerList').waitFor();
  });
});

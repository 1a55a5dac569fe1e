/**
 * Lighthouse (desktop) performance and accessibility of the login and welcome pages, in Debian's
 * Chromium against a running server: `node apps/web/scripts/lighthouse.ts http://127.0.0.1:8090`.
 * Logs in as admin for the welcome page. Prints the scores; docs/benchmarks.md records them.
 * `--save=<dir>` also writes each page's report (JSON) there, to read the request chains.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';

const { values: args, positionals } = parseArgs({
  options: { save: { type: 'string' } },
  allowPositionals: true,
});
const base = positionals[0] ?? 'http://127.0.0.1:8090';
const PORT = 9333;
// A persistent context is the browser's default one, where Lighthouse opens its tabs: the login
// made here is the one the welcome page's audit runs with.
const profile = mkdtempSync(join(tmpdir(), 'kontor-lighthouse-'));
const context = await chromium.launchPersistentContext(profile, {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', `--remote-debugging-port=${PORT}`],
});
const page = await context.newPage();
await page.goto(`${base}/login`);
await page.getByPlaceholder('Felhasználónév').waitFor();

async function audit(url: string, name: string) {
  // Cold: the login keeps its cookies and stored state (disableStorageReset), not the HTTP cache.
  await (await context.newCDPSession(page)).send('Network.clearBrowserCache');
  const result = await lighthouse(url, {
    port: PORT,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility'],
    formFactor: 'desktop',
    // The browser's own (desktop) user agent: Lighthouse's default is a phone's, which the SPA
    // answers with its mobile pages.
    emulatedUserAgent: false,
    screenEmulation: {
      mobile: false,
      width: 1350,
      height: 940,
      deviceScaleFactor: 1,
      disabled: false,
    },
    // Lighthouse's desktop preset: fast network, no CPU slowdown.
    throttlingMethod: 'simulate',
    throttling: {
      rttMs: 40,
      throughputKbps: 10 * 1024,
      cpuSlowdownMultiplier: 1,
      requestLatencyMs: 0,
      downloadThroughputKbps: 0,
      uploadThroughputKbps: 0,
    },
    disableStorageReset: true,
  });
  if (args.save && result)
    writeFileSync(join(args.save, `${name}.json`), JSON.stringify(result.lhr));
  const categories = result?.lhr.categories;
  const score = (key: string) => Math.round((categories?.[key]?.score ?? 0) * 100);
  const metric = (id: string) => result?.lhr.audits[id]?.displayValue ?? '?';
  console.log(
    `${name} (${result?.lhr.finalDisplayedUrl}): performance ${score('performance')}, accessibility ${score('accessibility')} ` +
      `(FCP ${metric('first-contentful-paint')}, LCP ${metric('largest-contentful-paint')}, ` +
      `TBT ${metric('total-blocking-time')}, CLS ${metric('cumulative-layout-shift')})`,
  );
  for (const audit of Object.values(result?.lhr.audits ?? {})) {
    if (audit.score !== null && audit.score < 0.9 && audit.scoreDisplayMode === 'binary') {
      console.log(`  failed: ${audit.id} ${audit.title}`);
    }
  }
}

await audit(`${base}/login`, 'login page');
await page.getByPlaceholder('Felhasználónév').fill('admin');
await page.getByPlaceholder('Jelszó').fill('Kontor-demo-2026');
await page.getByRole('button', { name: 'Bejelentkezés' }).click();
await page.waitForURL(`${base}/app`);
await audit(`${base}/app`, 'welcome page');
await context.close();
rmSync(profile, { recursive: true, force: true });

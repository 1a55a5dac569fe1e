/**
 * First screen benchmark: how soon a logged-out user sees the login form, and the welcome page's
 * largest contentful paint for a logged-in user, each in a cold Chromium context (empty cache)
 * against the real server serving the built SPA (the e2e harness: fresh demo data, free port).
 *
 *   npm run build && node bench/first-screen.ts --runs=6
 *
 * "Login form visible" is the page's own clock (performance.now(), from navigation start) when
 * the username field is in the DOM and laid out, recorded by a MutationObserver injected before
 * any script runs. The welcome LCP is the last 'largest-contentful-paint' entry of a
 * PerformanceObserver (Lighthouse's LCP without its network and CPU simulation). Figures are
 * printed, never asserted; docs/benchmarks.md records them.
 */
import { parseArgs } from 'node:util';
import type { BrowserContext } from 'playwright-core';
import { DEMO_PASSWORD, startHarness } from '../apps/web/e2e/harness.ts';

const { values: args } = parseArgs({ options: { runs: { type: 'string', default: '6' } } });
const RUNS = Number(args.runs);

/**
 * Run in the page before its scripts (as source text: this file is type-checked for Node):
 * notes when the login form's username field is laid out, and the latest LCP entry.
 */
const WATCH_LOGIN_FORM = `
  new MutationObserver((_, observer) => {
    const field = document.querySelector('input[name="username"]');
    if (field && field.offsetParent !== null) {
      window.__loginVisibleAt = performance.now();
      observer.disconnect();
    }
  }).observe(document, { childList: true, subtree: true });`;
const WATCH_LCP = `
  new PerformanceObserver((list) => {
    const last = list.getEntries().at(-1);
    if (last) window.__lcp = last.startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });`;

const harness = await startHarness();
const { browser, baseUrl } = harness;
const newContext = (storageState?: Awaited<ReturnType<BrowserContext['storageState']>>) =>
  browser.newContext({
    baseURL: baseUrl,
    viewport: { width: 1350, height: 940 },
    locale: 'hu-HU',
    storageState,
  });

async function timeLoginForm(path: string): Promise<{ ms: number; requests: number }> {
  const context = await newContext();
  const page = await context.newPage();
  let requests = 0;
  page.on('request', () => {
    requests += 1;
  });
  await page.addInitScript({ content: WATCH_LOGIN_FORM });
  await page.goto(path);
  await page.waitForFunction(
    () => (globalThis as { __loginVisibleAt?: number }).__loginVisibleAt !== undefined,
  );
  const ms = Number(await page.evaluate('window.__loginVisibleAt'));
  const counted = requests;
  await context.close();
  return { ms, requests: counted };
}

/** A logged-in browser's storage (cookies and the stored user state), made once. */
async function loggedInState() {
  const context = await newContext();
  const page = await context.newPage();
  await page.goto('/login');
  await page.getByPlaceholder('Felhasználónév').fill('admin');
  await page.getByPlaceholder('Jelszó').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Bejelentkezés' }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  const state = await context.storageState();
  await context.close();
  return state;
}

async function timeWelcomeLcp(state: Awaited<ReturnType<typeof loggedInState>>): Promise<number> {
  const context = await newContext(state);
  const page = await context.newPage();
  await page.addInitScript({ content: WATCH_LCP });
  await page.goto('/app');
  // The widgets (the largest text is one of their lines), then quiet: on a busy machine the
  // network can be idle for 500 ms while the preloaded chunks still run, before any paint.
  await page.locator('[data-widget-id]').first().waitFor();
  await page.waitForLoadState('networkidle');
  // LCP is final at the first input; the entries so far are what Lighthouse would take.
  const lcp = Number(await page.evaluate('window.__lcp'));
  await context.close();
  return lcp;
}

function summary(values: number[]): string {
  const sorted = [...values].sort((a, b) => a - b);
  const median = sorted[Math.floor((sorted.length - 1) / 2)]!;
  return `median ${median.toFixed(0)} ms (min ${sorted[0]!.toFixed(0)}, max ${sorted.at(-1)!.toFixed(0)}; ${values.map((v) => v.toFixed(0)).join(', ')})`;
}

try {
  for (const path of ['/', '/login']) {
    const runs = [];
    for (let i = 0; i < RUNS; i += 1) runs.push(await timeLoginForm(path));
    console.log(
      `login form visible from ${path}: ${summary(runs.map((r) => r.ms))}; requests ${runs.map((r) => r.requests).join(', ')}`,
    );
  }
  const state = await loggedInState();
  const lcps = [];
  for (let i = 0; i < RUNS; i += 1) lcps.push(await timeWelcomeLcp(state));
  console.log(`welcome page LCP (cold context, logged in): ${summary(lcps)}`);
} finally {
  await harness.stop();
}

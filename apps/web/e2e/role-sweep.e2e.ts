import assert from 'node:assert/strict';
import { after, describe, test } from 'node:test';
import type { Page } from 'playwright-core';
import { harness, logIn, newPage } from './harness.ts';

/** The demo users of one role each (apps/server/src/seed/demo.ts); admin may do everything. */
const USERS = ['ertekesito', 'irodai', 'raktaros', 'sofor', 'utemezo', 'muhely'];
/** An id no record has: a call the guard lets through answers 404 or 400 and changes nothing. */
const MISSING_ID = '2000000000';

/**
 * Every page the user's menu offers. Its 'Új …' forms are left out: an unsaved document has no
 * action but Save, and the sweep must stay fast.
 */
async function offeredPages(page: Page): Promise<string[]> {
  const menu: unknown = await (await page.request.get('/kontor/rest/menu')).json();
  const urls = new Set<string>();
  // Every `url` of the menu's tree, whatever its nesting.
  const walk = (node: unknown): void => {
    if (typeof node !== 'object' || node === null) return;
    for (const [key, value] of Object.entries(node)) {
      if (key === 'url' && typeof value === 'string' && value.startsWith('/app/')) urls.add(value);
      walk(value);
    }
  };
  walk(menu);
  return [...urls];
}

/** Counts the requests of a page in flight, from now on. */
function trackRequests(page: Page): { inFlight: Set<unknown> } {
  const inFlight = new Set<unknown>();
  page.on('request', (request) => inFlight.add(request));
  page.on('requestfinished', (request) => inFlight.delete(request));
  page.on('requestfailed', (request) => inFlight.delete(request));
  return { inFlight };
}

/**
 * Waits until the page shows its heading, no skeleton or loader, and has had no request in
 * flight for half a second (at most 8 s each). Playwright's 'networkidle' is a load state, which
 * a client-side navigation has already reached.
 */
async function settle(page: Page, tracker: { inFlight: Set<unknown> }): Promise<void> {
  await page
    .locator('main h1')
    .first()
    .waitFor({ timeout: 8_000 })
    .catch(() => undefined);
  await page
    .waitForFunction(
      () => !document.querySelector('main .mantine-Skeleton-root, main .mantine-Loader-root'),
      null,
      { timeout: 8_000 },
    )
    .catch(() => undefined);
  const deadline = Date.now() + 8_000;
  let quietSince = Date.now();
  while (Date.now() - quietSince < 500 && Date.now() < deadline) {
    if (tracker.inFlight.size > 0) quietSince = Date.now();
    await page.waitForTimeout(100);
  }
}

/** The calls named by the visible, enabled actions of the page (`data-endpoint`, from the contract). */
function offeredActions(page: Page): Promise<string[]> {
  return page.$$eval('[data-endpoint]', (elements) =>
    elements
      .filter((element) => element.checkVisibility() && !element.matches(':disabled'))
      .map((element) => element.getAttribute('data-endpoint') ?? ''),
  );
}

/** Opens the first row of a list page, if it has one that leads to a form. */
async function openFirstRecord(page: Page, tracker: { inFlight: Set<unknown> }): Promise<boolean> {
  const row = page.locator('main tbody tr').first();
  if ((await row.count()) === 0) return false;
  const before = page.url();
  await row.click({ timeout: 2_000 }).catch(() => undefined);
  await page.waitForURL((url) => url.href !== before, { timeout: 3_000 }).catch(() => undefined);
  if (page.url() === before) return false;
  await settle(page, tracker);
  return true;
}

/** What the server answers the user for `POST /path/:id` (ids of no record, an empty body). */
async function answerOf(page: Page, action: string): Promise<number> {
  const [method, path] = action.split(' ') as [string, string];
  const response = await page.request.fetch(
    `/kontor/rest${path.replace(/:[A-Za-z]+/g, MISSING_ID)}`,
    { method, data: {}, headers: { origin: harness().baseUrl } },
  );
  return response.status();
}

/** Walks every page of the user's menu and the first record of each list; answers the refusals. */
async function sweep(username: string): Promise<{ refused: string[]; offered: number }> {
  const page = await newPage();
  try {
    await logIn(page, username);
    const tracker = trackRequests(page);
    const offered = new Map<string, string>();
    const collect = async () => {
      for (const action of await offeredActions(page))
        if (!offered.has(action)) offered.set(action, page.url());
    };
    for (const url of await offeredPages(page)) {
      await page.goto(url);
      await settle(page, tracker);
      await collect();
      if (await openFirstRecord(page, tracker)) await collect();
    }
    const refused: string[] = [];
    for (const [action, where] of offered)
      if (!action.startsWith('GET ') && (await answerOf(page, action)) === 403)
        refused.push(`${username}: ${action} offered on ${where}`);
    return { refused, offered: offered.size };
  } finally {
    await page.context().close();
  }
}

describe('role sweep', () => {
  const results: string[] = [];
  after(() => console.log(`role sweep: ${results.join('; ')}`));

  test('no role is offered an enabled action the server refuses it', async () => {
    // One role after the other: the machine, not the server, limits the pace.
    const swept = [];
    for (const user of USERS) swept.push({ user, ...(await sweep(user)) });
    for (const { user, offered } of swept) results.push(`${user} ${offered} actions`);
    assert.deepEqual(
      swept.flatMap((s) => s.refused),
      [],
    );
    // The sweep saw the actions it checks: the back office is offered the state and dispatch calls.
    assert.ok((swept.find((s) => s.user === 'irodai')?.offered ?? 0) > 0, 'actions were found');
  });
});

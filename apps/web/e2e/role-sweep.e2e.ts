import assert from 'node:assert/strict';
import { after, describe, test } from 'node:test';
import type { Page } from 'playwright-core';
import {
  harness,
  logIn,
  menuPages,
  newPage,
  openInApp,
  type Quiet,
  settle,
  watchQuiet,
} from './harness.ts';

/** The demo users of one role each (apps/server/src/seed/demo.ts); admin may do everything. */
const USERS = ['ertekesito', 'irodai', 'raktaros', 'sofor', 'utemezo', 'muhely'];
/** An id no record has: a call the guard lets through answers 404 or 400 and changes nothing. */
const MISSING_ID = '2000000000';

/**
 * Lists whose records offer different actions by their state (draft, confirmed, dispatched,
 * approved, …): the sweep opens several of their records, of other lists only the first.
 */
const STATEFUL_LISTS = new Set([
  '/app/customer-orders',
  '/app/quote-requests',
  '/app/quotes',
  '/app/customer-invoices',
  '/app/discounts',
]);
const RECORDS_OF_STATEFUL_LIST = 4;
/** How many roles are swept side by side (each in its own browser context). */
const PARALLEL_ROLES = 2;

/**
 * The calls named by the visible actions of the page (`data-endpoint`, from the contract). A
 * disabled one counts too: it tells the user the action is theirs once the form allows it (a file
 * chosen, rows selected), so a role the server refuses must not see it at all.
 */
function offeredActions(page: Page): Promise<string[]> {
  return page.$$eval('[data-endpoint]', (elements) =>
    elements
      .filter((element) => element.checkVisibility())
      .map((element) => element.getAttribute('data-endpoint') ?? ''),
  );
}

/** Opens the `index`th row of a list page, if it has one that leads to a form. */
async function openRecord(page: Page, quiet: Quiet, index: number): Promise<boolean> {
  const row = page.locator('main tbody tr').nth(index);
  if ((await row.count()) === 0) return false;
  const before = page.url();
  await row.click({ timeout: 2_000 }).catch(() => undefined);
  await page.waitForURL((url) => url.href !== before, { timeout: 3_000 }).catch(() => undefined);
  if (page.url() === before) return false;
  await settle(page, quiet, { heading: true });
  return true;
}

/**
 * Shows each tab of a record's form in turn (a product's prices, media, variants…; a partner's
 * contacts, bank accounts, links) and collects the actions it offers: a hidden tab's are not visible.
 */
async function visitTabs(page: Page, quiet: Quiet, collect: () => Promise<void>): Promise<void> {
  // The tab rows are links (ui/tab-list.tsx) that keep the tab in the URL. Some tabs appear only
  // once the record has loaded (a product's goods-only tabs), so the row is read again after each.
  const tabLinks = () =>
    page.$$eval('main nav a[href*="tab="]', (links) =>
      links.map((link) => link.getAttribute('href') ?? ''),
    );
  const seen = new Set(
    await page.$$eval('main nav a[href*="tab="][aria-current]', (links) =>
      links.map((link) => link.getAttribute('href') ?? ''),
    ),
  );
  for (let href = (await tabLinks()).find((h) => !seen.has(h)); href; ) {
    seen.add(href);
    const clicked = await page
      .locator(`main nav a[href="${href}"]`)
      // Generous: with the other browser process busy, a tab can take seconds to be clickable,
      // and a tab skipped is a tab whose actions go unchecked.
      .click({ timeout: 10_000 })
      .then(() => true)
      .catch(() => false);
    if (clicked) {
      await settle(page, quiet, { heading: true });
      await collect();
    }
    href = (await tabLinks()).find((h) => !seen.has(h));
  }
}

/**
 * What the server answers the user for `POST /path/:id` (ids of no record). The body is JSON that
 * does not parse: the permission check (an onRequest hook) answers before the body is read, so a
 * refused role gets 403 and an allowed one 400, and no probe ever changes data (an empty object is
 * a valid body for some calls, e.g. proposing a picking cycle).
 */
async function answerOf(page: Page, action: string): Promise<number> {
  const [method, path] = action.split(' ') as [string, string];
  const response = await page.request.fetch(
    `/kontor/rest${path.replace(/:[A-Za-z]+/g, MISSING_ID)}`,
    {
      method,
      data: '{"probe":',
      headers: { origin: harness().baseUrl, 'content-type': 'application/json' },
    },
  );
  return response.status();
}

/**
 * Walks every page and 'new' form of the user's menu and the first records of each list; asks the
 * server about every action offered.
 */
async function sweep(
  username: string,
): Promise<{ refused: string[]; offered: number; endpoints: string[] }> {
  const page = await newPage();
  try {
    const quiet = await watchQuiet(page);
    await logIn(page, username);
    const offered = new Map<string, string>();
    const collect = async () => {
      for (const action of await offeredActions(page))
        if (!offered.has(action)) offered.set(action, page.url());
    };
    for (const url of await menuPages(page)) {
      const records = STATEFUL_LISTS.has(url) ? RECORDS_OF_STATEFUL_LIST : 1;
      for (let index = 0; index < records; index++) {
        await openInApp(page, url);
        await settle(page, quiet, { heading: true });
        if (index === 0) await collect();
        if (!(await openRecord(page, quiet, index))) break;
        await collect();
        await visitTabs(page, quiet, collect);
      }
    }
    const refused: string[] = [];
    for (const [action, where] of offered)
      if (!action.startsWith('GET ') && (await answerOf(page, action)) === 403)
        refused.push(`${username}: ${action} offered on ${where}`);
    return { refused, offered: offered.size, endpoints: [...offered.keys()] };
  } finally {
    await page.context().close();
  }
}

describe('role sweep', () => {
  const results: string[] = [];
  after(() => console.log(`role sweep: ${results.join('; ')}`));

  test('no role is offered an enabled action the server refuses it', async () => {
    // A few roles side by side: the machine, not the server, limits the pace.
    const swept: { user: string; refused: string[]; offered: number; endpoints: string[] }[] = [];
    for (let i = 0; i < USERS.length; i += PARALLEL_ROLES) {
      const batch = USERS.slice(i, i + PARALLEL_ROLES);
      const results = await Promise.all(
        batch.map(async (user) => ({ user, ...(await sweep(user)) })),
      );
      swept.push(...results);
    }
    for (const { user, offered } of swept) results.push(`${user} ${offered} actions`);
    assert.deepEqual(
      swept.flatMap((s) => s.refused),
      [],
    );
    // The sweep saw the actions it checks: the back office is offered the state and dispatch calls.
    assert.ok((swept.find((s) => s.user === 'irodai')?.offered ?? 0) > 0, 'actions were found');
    // The 'new' forms and the state-dependent records were reached: the sales desk saves orders.
    const sales = swept.find((s) => s.user === 'ertekesito');
    assert.ok(sales?.endpoints.includes('POST /customer-order/'), 'a new order form was swept');
    // The back office's own pages were reached: the import wizard, the webshop toolbar, a
    // discount list's items toolbar and the storages.
    const office = swept.find((s) => s.user === 'irodai')?.endpoints ?? [];
    for (const action of [
      'POST /import-files/',
      'POST /webshop-info/publish',
      'PUT /discounts/:discountId/add-products',
      'POST /storages/',
      // A product's tabs, a partner's sections and an invoice's actions (role-true since H21b).
      'POST /products/:productId/prices',
      'PUT /products/:productId/substitutes',
      'POST /products/:productId/media',
      'PUT /products/:productId/vignette',
      'POST /partners/:partnerId/bank-accounts',
      'POST /invoices/:invoiceId/credit-note',
    ])
      assert.ok(office.includes(action), `${action} among ${office.join(', ')}`);
  });
});

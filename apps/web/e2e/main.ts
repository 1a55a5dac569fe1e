/**
 * The end-to-end tests: the real server (fresh data directory, free port) and Debian's Chromium,
 * driven by playwright-core under node's test runner. Run with `npm run e2e` from the root, which
 * builds the SPA first. `node apps/web/e2e/main.ts legacy.e2e.ts …` runs only the files named;
 * `--shard=K/N` runs every N-th file from the K-th; `--queue=DIR` takes files one at a time from a
 * queue that several processes share, each with its own server (`npm test` runs them side by side:
 * scripts/test.ts), so a process that drew short files takes more and all end close together.
 */
import { AsyncResource } from 'node:async_hooks';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { setHarness, startHarness } from './harness.ts';

before(async () => setHarness(await startHarness()), { timeout: 180_000 });
after(async () => {
  const { harness } = await import('./harness.ts');
  await harness().stop();
  setHarness(undefined);
});

// In the order the queue hands them out: the longest first (times of a run on this 2-core machine
// under load, docs/benchmarks.md), so that no long file starts last. A new file goes where its time
// puts it, or at the end. A process runs its files in this order on one server's data, so a file
// that needs demo rows another file uses up comes before it.
const FILES = [
  'role-sweep.e2e.ts',
  'a11y.e2e.ts',
  'launch-modes.e2e.ts',
  'shell.e2e.ts',
  'mobile.e2e.ts',
  'welcome.e2e.ts',
  'products.e2e.ts',
  'roles.e2e.ts',
  'legacy.e2e.ts',
  // Before invoices: it picks confirmed demo orders that the invoices test dispatches.
  'picking.e2e.ts',
  // After picking: its proposed cycle takes zone A's due demo orders along with its own.
  'floor-day.e2e.ts',
  // Before invoices: the invoices test dispatches demo orders whose stock the sales desk's
  // order then misses (they failed in that order when a process drew both without picking).
  'sales.e2e.ts',
  'invoices.e2e.ts',
  'imports.e2e.ts',
  'discounts.e2e.ts',
  'fast-entry.e2e.ts',
  'shelving.e2e.ts',
  'forms.e2e.ts',
  'floor-offline.e2e.ts',
  'warehouse-dashboard.e2e.ts',
  'emails.e2e.ts',
  'partners.e2e.ts',
  'search.e2e.ts',
  'library.e2e.ts',
  'grid.e2e.ts',
  'price-source.e2e.ts',
  'stock-counts.e2e.ts',
  'storages.e2e.ts',
  'rates.e2e.ts',
  'purchasing.e2e.ts',
  'tender-orders.e2e.ts',
  'production.e2e.ts',
  'delivery.e2e.ts',
  'design-proofs.e2e.ts',
  // Last: it receives goods into the buffer that shelving's test lists.
  'supplier-invoices.e2e.ts',
];

const args = process.argv.slice(2);
const option = (name: string) =>
  args.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3);
const named = args.filter((arg) => !arg.startsWith('--'));
const queue = option('queue');
const [index = 1, count = 1] = (option('shard') ?? '1/1').split('/').map(Number);
const chosen = named.length > 0 ? named : FILES.filter((_, i) => i % count === index - 1);

/** The next file nobody has taken: taking it is creating its directory, which only one can. */
function takeFromQueue(dir: string): string | undefined {
  for (const file of FILES) {
    try {
      mkdirSync(join(dir, file));
      return file;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
  }
  return undefined;
}

// The test runner runs the top-level tests one after the other; a last test after each file's
// takes the next file, registering its tests at the top level again (in this module's context,
// not as children of that test).
const topLevel = new AsyncResource('e2e-queue');
async function runQueue(dir: string): Promise<void> {
  const file = takeFromQueue(dir);
  if (!file) return;
  await import(`./${file}`);
  test(`(${file} done, the next file from the queue)`, () =>
    topLevel.runInAsyncScope(runQueue, null, dir));
}

if (queue) {
  await runQueue(queue);
} else {
  for (const file of chosen) {
    await import(`./${file}`);
  }
}

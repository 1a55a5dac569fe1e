/**
 * The end-to-end tests: the real server (fresh data directory, free port) and Debian's Chromium,
 * driven by playwright-core under node's test runner. Run with `npm run e2e` from the root, which
 * builds the SPA first. `node apps/web/e2e/main.ts legacy.e2e.ts …` runs only the files named;
 * `--shard=K/N` runs every N-th file from the K-th (each shard is a process with its own server,
 * so `npm test` runs the shards side by side: scripts/test.ts).
 */
import { after, before } from 'node:test';
import { setHarness, startHarness } from './harness.ts';

before(async () => setHarness(await startHarness()), { timeout: 180_000 });
after(async () => {
  const { harness } = await import('./harness.ts');
  await harness().stop();
  setHarness(undefined);
});

// Dealt round-robin to the shards: the order keeps their times close (role-sweep, the longest,
// lands in the second).
const FILES = [
  'shell.e2e.ts',
  'welcome.e2e.ts',
  'mobile.e2e.ts',
  'legacy.e2e.ts',
  'launch-modes.e2e.ts',
  'partners.e2e.ts',
  'products.e2e.ts',
  'rates.e2e.ts',
  'forms.e2e.ts',
  'search.e2e.ts',
  'a11y.e2e.ts',
  'roles.e2e.ts',
  'sales.e2e.ts',
  'grid.e2e.ts',
  'imports.e2e.ts',
  'discounts.e2e.ts',
  'invoices.e2e.ts',
  'price-source.e2e.ts',
  'fast-entry.e2e.ts',
  'role-sweep.e2e.ts',
];

const args = process.argv.slice(2);
const shard = args.find((arg) => arg.startsWith('--shard='))?.slice('--shard='.length);
const named = args.filter((arg) => !arg.startsWith('--'));
const [index = 1, count = 1] = (shard ?? '1/1').split('/').map(Number);
const chosen = named.length > 0 ? named : FILES.filter((_, i) => i % count === index - 1);

for (const file of chosen) {
  await import(`./${file}`);
}

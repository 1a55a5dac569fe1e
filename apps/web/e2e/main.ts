/**
 * The end-to-end tests: the real server (fresh data directory, free port) and Debian's Chromium,
 * driven by playwright-core under node's test runner. Run with `npm run e2e` from the root, which
 * builds the SPA first. `node apps/web/e2e/main.ts legacy.e2e.ts …` runs only the files named.
 */
import { after, before } from 'node:test';
import { setHarness, startHarness } from './harness.ts';

before(async () => setHarness(await startHarness()), { timeout: 180_000 });
after(async () => {
  const { harness } = await import('./harness.ts');
  await harness().stop();
  setHarness(undefined);
});

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
  'fast-entry.e2e.ts',
];

for (const file of process.argv.length > 2 ? process.argv.slice(2) : FILES) {
  await import(`./${file}`);
}

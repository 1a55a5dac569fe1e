/**
 * The end-to-end tests: the real server (fresh data directory, free port) and Debian's Chromium,
 * driven by playwright-core under node's test runner. Run with `npm run e2e` from the root, which
 * builds the SPA first.
 */
import { after, before } from 'node:test';
import { setHarness, startHarness } from './harness.ts';

before(async () => setHarness(await startHarness()), { timeout: 180_000 });
after(async () => {
  const { harness } = await import('./harness.ts');
  await harness().stop();
  setHarness(undefined);
});

await import('./shell.e2e.ts');
await import('./welcome.e2e.ts');
await import('./mobile.e2e.ts');
await import('./legacy.e2e.ts');
await import('./launch-modes.e2e.ts');

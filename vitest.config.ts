import { defineConfig } from 'vitest/config';
import { testProcesses } from './scripts/parallelism.ts';
import SlowFirstSequencer from './scripts/vitest-sequencer.ts';

export default defineConfig({
  test: {
    // One worker more than the cores (Vitest's default leaves one core to itself: with one worker
    // on two cores the second idled through every PGlite file and the web tests; with two, the
    // PostgreSQL files' waits left a fifth of the machine idle; docs/benchmarks.md, the test
    // suite). VITEST_MAX_WORKERS (or --maxWorkers) overrides it.
    maxWorkers: testProcesses(process.env.VITEST_MAX_WORKERS),
    // Longest first, also on a fresh checkout without Vitest's results cache.
    sequence: { sequencer: SlowFirstSequencer },
    projects: [
      {
        test: {
          name: 'server',
          root: './apps/server',
          environment: 'node',
          include: ['src/**/*.test.ts'],
          globalSetup: ['./src/test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          pool: 'forks',
          // One module graph per worker, not per file: a third of the CPU went to importing the
          // server again for every file (docs/benchmarks.md, the test suite).
          isolate: false,
        },
      },
      {
        test: {
          name: 'contract',
          root: './packages/contract',
          environment: 'node',
          include: ['src/**/*.test.ts'],
        },
      },
      './apps/web/vitest.config.ts',
    ],
  },
});

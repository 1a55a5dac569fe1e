import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { testProcesses } from '../../scripts/parallelism.ts';

export default defineConfig({
  plugins: [react()],
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test-setup.ts'],
    // One jsdom and one module graph per worker, not per file (docs/benchmarks.md, the test suite).
    isolate: false,
    // As the server's: a property test's hundred runs take over 5 s on a loaded 2-core machine.
    testTimeout: 30_000,
    // As the root config (a project of its own file does not inherit it).
    maxWorkers: testProcesses(process.env.VITEST_MAX_WORKERS),
  },
});

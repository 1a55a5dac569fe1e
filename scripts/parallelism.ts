import { availableParallelism } from 'node:os';

/**
 * How many test processes run side by side (Vitest's workers, the browser tests' queue
 * processes): one more than the cores. A worker of the PostgreSQL files or a browser process in a
 * sweep waits for its answers much of the time (two workers kept 1.6 of 2 cores busy), and the
 * third fills those gaps (docs/benchmarks.md, the test suite). `override` (an environment
 * variable) wins.
 */
export function testProcesses(override: string | undefined): number {
  return Math.max(1, Number(override) || availableParallelism() + 1);
}

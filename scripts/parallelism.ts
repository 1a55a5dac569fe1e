import { availableParallelism } from 'node:os';

/**
 * How many test processes run side by side. Vitest's workers: one more than the cores, as a
 * worker of the PostgreSQL files waits for its answers much of the time (two workers kept 1.6 of
 * 2 cores busy; docs/benchmarks.md, the test suite). The browser tests' queue processes: one per
 * core, as with a third the keyboard-timing tests (a wedge scanner's burst, the 1 000-line order)
 * failed under the load. `override` (an environment variable) wins.
 */
export function testProcesses(override: string | undefined, extra: 0 | 1 = 1): number {
  return Math.max(1, Number(override) || availableParallelism() + extra);
}

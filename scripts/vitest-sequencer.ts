/**
 * The order Vitest hands files to its workers: longest first, so that no long file starts last
 * and keeps one core busy while the other idles (docs/benchmarks.md, the test suite).
 *
 * Vitest's own order is longest first by the durations of the last run (its results cache under
 * node_modules/.vite); a fresh checkout, as on CI, has none and falls back to the file size, which
 * puts the short sweep files (a few minutes of requests in 150 lines) at the end. These files go
 * first whenever the cache does not know them, in this order (the longest of a run on 2026-11-27,
 * docs/benchmarks.md).
 */
import { BaseSequencer, type TestSpecification } from 'vitest/node';

export const KNOWN_SLOW = [
  'src/test/route-sweep.test.ts',
  'src/test/hostile-input.test.ts',
  'src/modules/shell.test.ts',
  'src/modules/reference-data/reference-data.test.ts',
  'src/modules/invoices/nav-invoice-data.test.ts',
  'src/modules/emails/sending.test.ts',
  'src/main.test.ts',
  'src/modules/auth/auth.test.ts',
];

const rank = (spec: TestSpecification) => {
  const index = KNOWN_SLOW.findIndex((suffix) => spec.moduleId.endsWith(suffix));
  return index === -1 ? KNOWN_SLOW.length : index;
};

export default class SlowFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const cache = this.ctx.cache;
    const key = (spec: TestSpecification) =>
      cache.getTestSpecificationResult(spec) ? KNOWN_SLOW.length : rank(spec);
    // Within each project (Vitest keeps a project's files together), a stable sort moves the
    // known-slow files the cache has no duration for to the front.
    const projects = [...new Set(sorted.map((spec) => spec.project.name))];
    return projects.flatMap((name) =>
      sorted.filter((spec) => spec.project.name === name).sort((a, b) => key(a) - key(b)),
    );
  }
}

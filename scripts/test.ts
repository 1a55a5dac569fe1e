/**
 * `npm test`: every stage in order (lint, types, unit and API tests, build, bundle budget,
 * browser tests), stopping at the first that fails, and a table of each stage's time at the end
 * (also when a stage failed), so a slow stage shows in the CI log.
 *
 * `npm run test:area -- discounts [--no-e2e]`: the fast loop for one area: its Vitest files
 * (contract, server module, web feature) and, when `apps/web/e2e/<area>.e2e.ts` exists, a build
 * and that browser test file.
 *
 * The browser tests run in `E2E_SHARDS` processes (default 2), each with its own server and
 * Chromium, files dealt round-robin in FILES order (apps/web/e2e/main.ts).
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';

const ROOT = join(import.meta.dirname, '..');
const timings: { stage: string; seconds: number; ok: boolean }[] = [];

function run(command: string, args: string[], env: NodeJS.ProcessEnv = {}): Promise<boolean> {
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd: ROOT,
      stdio: 'inherit',
      env: { ...process.env, ...env },
    });
    child.on('exit', (code) => resolve(code === 0));
  });
}

async function stage(name: string, work: () => Promise<boolean>): Promise<void> {
  const started = performance.now();
  const ok = await work();
  timings.push({ stage: name, seconds: (performance.now() - started) / 1000, ok });
  if (!ok) finish(1);
}

function finish(code: number): never {
  const width = Math.max(...timings.map((t) => t.stage.length));
  const total = timings.reduce((sum, t) => sum + t.seconds, 0);
  const clock = (seconds: number) =>
    `${Math.floor(seconds / 60)} min ${String(Math.round(seconds % 60)).padStart(2, ' ')} s`;
  console.log('\nStage times:');
  for (const t of timings) {
    console.log(`  ${t.stage.padEnd(width)}  ${clock(t.seconds)}${t.ok ? '' : '  FAILED'}`);
  }
  console.log(`  ${'total'.padEnd(width)}  ${clock(total)}`);
  process.exit(code);
}

const npx = (bin: string, args: string[]) =>
  run(process.execPath, [join(ROOT, 'node_modules', '.bin', bin), ...args]);
const node = (script: string, args: string[] = [], env?: NodeJS.ProcessEnv) =>
  run(process.execPath, [join(ROOT, script), ...args], env);

async function browserTests(files: string[]): Promise<boolean> {
  const shards = Math.max(1, Number(process.env.E2E_SHARDS ?? 2));
  if (files.length > 0 || shards === 1) return node('apps/web/e2e/main.ts', files);
  const results = await Promise.all(
    Array.from({ length: shards }, (_, index) =>
      node('apps/web/e2e/main.ts', [`--shard=${index + 1}/${shards}`]),
    ),
  );
  return results.every(Boolean);
}

const [mode, ...rest] = process.argv.slice(2);
if (mode === 'area') {
  const area = rest.find((arg) => !arg.startsWith('--'));
  if (!area) {
    console.error('usage: npm run test:area -- <area> [--no-e2e]   (e.g. discounts)');
    process.exit(2);
  }
  const dirs = [
    `packages/contract/src/${area}`,
    `apps/server/src/modules/${area}`,
    `apps/web/src/features/${area}`,
  ].filter((dir) => existsSync(join(ROOT, dir)));
  if (dirs.length === 0) {
    console.error(`no area named ${area}`);
    process.exit(2);
  }
  await stage(`vitest ${area}`, () => npx('vitest', ['run', ...dirs]));
  const e2e = `${area}.e2e.ts`;
  if (!rest.includes('--no-e2e') && existsSync(join(ROOT, 'apps/web/e2e', e2e))) {
    await stage('build', () => run('npm', ['run', 'build']));
    await stage(`e2e ${e2e}`, () => browserTests([e2e]));
  }
  finish(0);
}

await stage('lint', () => npx('biome', ['check', '.']));
await stage('typecheck', () => run('npm', ['run', 'typecheck']));
await stage('unit and API tests (vitest)', () => npx('vitest', ['run']));
await stage('build', () => run('npm', ['run', 'build']));
await stage('bundle budget', () => node('apps/web/scripts/check-bundle-size.ts'));
await stage('browser tests (playwright)', () => browserTests([]));
finish(0);

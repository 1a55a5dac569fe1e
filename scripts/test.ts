/**
 * `npm test`: every stage in order (lint, types, unit and API tests, build, bundle budget,
 * browser tests), stopping at the first that fails, and a table of each stage's time at the end
 * (also when a stage failed), so a slow stage shows in the CI log.
 *
 * `npm run test:area -- discounts [--no-e2e]`: the fast loop for one area: its Vitest files
 * (contract, server module, web feature) and, when `apps/web/e2e/<area>.e2e.ts` exists, a build
 * and that browser test file.
 *
 * The browser tests run in `E2E_SHARDS` processes (default: one per core), each with its own
 * server and Chromium, taking files one at a time from a queue they share (apps/web/e2e/main.ts).
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { testProcesses } from './parallelism.ts';
import { ProcessTreeCpu } from './process-cpu.ts';

const ROOT = join(import.meta.dirname, '..');
const timings: { stage: string; seconds: number; cpu?: number; ok: boolean }[] = [];
const runStarted = performance.now();

/** CPU seconds of every process this run started (scripts/process-cpu.ts). */
const treeCpu = new ProcessTreeCpu();
const childCpuSeconds = () => treeCpu.seconds();

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

async function timed(name: string, work: () => Promise<boolean>): Promise<boolean> {
  const started = performance.now();
  const ok = await work();
  timings.push({ stage: name, seconds: (performance.now() - started) / 1000, ok });
  return ok;
}

async function stage(name: string, work: () => Promise<boolean>): Promise<void> {
  const cpuBefore = childCpuSeconds();
  const ok = await timed(name, work);
  const cpuAfter = childCpuSeconds();
  if (cpuBefore !== undefined && cpuAfter !== undefined) timings.at(-1)!.cpu = cpuAfter - cpuBefore;
  if (!ok) finish(1);
}

/**
 * Stages side by side (each mostly on one core), each timed on its own, their CPU time on one
 * line of both; stops if one failed.
 */
async function together(stages: [string, () => Promise<boolean>][]): Promise<void> {
  const cpuBefore = childCpuSeconds();
  const results = await Promise.all(stages.map(([name, work]) => timed(`${name} (‖)`, work)));
  const cpuAfter = childCpuSeconds();
  if (cpuBefore !== undefined && cpuAfter !== undefined) timings.at(-1)!.cpu = cpuAfter - cpuBefore;
  if (!results.every(Boolean)) finish(1);
}

function finish(code: number): never {
  const width = Math.max(...timings.map((t) => t.stage.length));
  // The wall time: stages run side by side count once.
  const total = (performance.now() - runStarted) / 1000;
  const clock = (seconds: number) =>
    `${Math.floor(seconds / 60)} min ${String(Math.round(seconds % 60)).padStart(2, ' ')} s`;
  const cpu = (seconds: number | undefined) =>
    seconds === undefined ? '' : `   CPU ${clock(seconds)}`;
  console.log("\nStage times (wall; CPU of the stage's processes; ‖ side by side):");
  for (const t of timings) {
    console.log(
      `  ${t.stage.padEnd(width)}  ${clock(t.seconds)}${cpu(t.cpu)}${t.ok ? '' : '  FAILED'}`,
    );
  }
  console.log(`  ${'total'.padEnd(width)}  ${clock(total)}${cpu(childCpuSeconds())}`);
  console.log(
    `  load average at the end: ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
  );
  process.exit(code);
}

const npx = (bin: string, args: string[]) =>
  run(process.execPath, [join(ROOT, 'node_modules', '.bin', bin), ...args]);
const node = (script: string, args: string[] = [], env?: NodeJS.ProcessEnv) =>
  run(process.execPath, [join(ROOT, script), ...args], env);

async function browserTests(files: string[]): Promise<boolean> {
  const shards = testProcesses(process.env.E2E_SHARDS, 0);
  if (files.length > 0 || shards === 1) return node('apps/web/e2e/main.ts', files);
  const queue = mkdtempSync(join(tmpdir(), 'kontor-e2e-queue-'));
  try {
    const results = await Promise.all(
      Array.from({ length: shards }, () => node('apps/web/e2e/main.ts', [`--queue=${queue}`])),
    );
    return results.every(Boolean);
  } finally {
    rmSync(queue, { recursive: true, force: true });
  }
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
// The type checker runs on one core; the build uses the other meanwhile.
await together([
  ['typecheck', () => run('npm', ['run', 'typecheck'])],
  ['build', () => run('npm', ['run', 'build'])],
]);
await stage('bundle budget', () => node('apps/web/scripts/check-bundle-size.ts'));
await stage('unit and API tests (vitest)', () => npx('vitest', ['run']));
await stage('browser tests (playwright)', () => browserTests([]));
finish(0);

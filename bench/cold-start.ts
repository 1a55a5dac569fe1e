/**
 * Cold start: how long from `node apps/server/src/main.ts` on an empty data directory (embedded
 * PGlite, demo data) to the first answered login? Each run spawns the real server on a free port
 * and POSTs the demo admin's login every 50 ms until it answers 200; the figure is that wall time.
 *
 *   npm run bench:cold-start -- --runs=3 --uncached
 *
 * Cases, alternated run by run so the machine's load weighs on each alike:
 * - baseline: the server restarted on a data directory that already holds the seeded database;
 * - empty dir: a fresh data directory, the demo snapshot (seed/snapshot.ts) already made;
 * - with `--uncached`, also a fresh data directory and a fresh snapshot directory: initdb, every
 *   migration and the seed, then the snapshot written (what the first start of a day pays).
 * The script prints figures and never fails on them; it fails when a server exits or never answers.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { parseArgs } from 'node:util';
import { DEMO_PASSWORD } from '../apps/server/src/seed/demo.ts';
import { freePort } from '../apps/server/src/test/free-port.ts';

const MAIN = join(import.meta.dirname, '../apps/server/src/main.ts');
const TIMEOUT_MS = 600_000;

const { values: args } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    uncached: { type: 'boolean', default: false },
  },
});
const runs = Number(args.runs);
if (!(Number.isInteger(runs) && runs > 0)) throw new Error('--runs takes a positive integer');

const work = mkdtempSync(join(tmpdir(), 'kontor-cold-'));
const snapshotDir = join(work, 'snapshots');

/** Starts the server on `dataDir`, answers the ms until the login answered 200, then stops it. */
async function timeToLogin(dataDir: string, snapshots: string): Promise<number> {
  const port = await freePort();
  const started = performance.now();
  const child = spawn(process.execPath, [MAIN], {
    env: {
      PATH: process.env.PATH ?? '',
      HOST: '127.0.0.1',
      PORT: String(port),
      DOCS_PORT: '0',
      LOG_LEVEL: 'warn',
      DRAIN_DELAY_MS: '0',
      DATA_DIR: dataDir,
      DEMO_SNAPSHOT_DIR: snapshots,
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr!.on('data', (d) => {
    stderr += d;
  });
  let exited = false;
  const exit = new Promise<void>((resolve) =>
    child.on('exit', () => {
      exited = true;
      resolve();
    }),
  );
  try {
    while (performance.now() - started < TIMEOUT_MS) {
      if (exited) throw new Error(`The server exited before answering:\n${stderr}`);
      const answered = await login(port);
      if (answered) return performance.now() - started;
      await sleep(50);
    }
    throw new Error(`No login answer within ${TIMEOUT_MS} ms:\n${stderr}`);
  } finally {
    child.kill('SIGTERM');
    await exit;
  }
}

async function login(port: number): Promise<boolean> {
  const origin = `http://127.0.0.1:${port}`;
  try {
    const response = await fetch(`${origin}/kontor/rest/auth/login`, {
      method: 'POST',
      headers: { origin, 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'admin', password: DEMO_PASSWORD, rememberMe: false }),
    });
    if (response.status !== 200) throw new Error(`Login answered ${response.status}`);
    return true;
  } catch (error) {
    if ((error as Error).message.startsWith('Login answered')) throw error;
    return false; // not listening yet
  }
}

const load = () =>
  loadavg()
    .map((l) => l.toFixed(1))
    .join(' ');
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor((xs.length - 1) / 2)]!;
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

console.log(`load before: ${load()}`);
const seededDir = join(work, 'seeded');
const prepared = await timeToLogin(seededDir, snapshotDir);
console.log(`prepare (seeds the baseline's directory, writes the snapshot): ${seconds(prepared)}`);

const cases: Record<string, () => Promise<number>> = {
  'baseline: restart on a seeded data dir': () => timeToLogin(seededDir, snapshotDir),
  'empty data dir, from the snapshot': () =>
    timeToLogin(mkdtempSync(join(work, 'empty-')), snapshotDir),
  ...(args.uncached && {
    'empty data dir, no snapshot (seeds, writes one)': () =>
      timeToLogin(mkdtempSync(join(work, 'empty-')), mkdtempSync(join(work, 'snapshots-'))),
  }),
};
const times = new Map<string, number[]>(Object.keys(cases).map((name) => [name, []]));
for (let run = 0; run < runs; run++) {
  const names = Object.keys(cases);
  if (run % 2 === 1) names.reverse();
  for (const name of names) times.get(name)!.push(await cases[name]!());
}
console.log(`load after: ${load()}\n`);
console.log(`| start to first answered login (${runs} runs) | median | runs |`);
console.log('| --- | ---: | --- |');
for (const [name, ms] of times) {
  console.log(`| ${name} | ${seconds(median(ms))} | ${ms.map(seconds).join(', ')} |`);
}
rmSync(work, { recursive: true, force: true });

/**
 * The bundle budget (issue 3): the JavaScript a browser must load, gzipped, for the login page
 * (≤ 150 KiB) and for the shell after login (welcome page; ≤ 300 KiB). Reads the Vite manifest of
 * the last build and follows each route module's static imports from the entry, the way the
 * browser would. Exits non-zero when a budget is exceeded. Run after `npm run build`.
 */
import { readFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

interface ManifestChunk {
  file: string;
  imports?: string[];
  isEntry?: boolean;
  name?: string;
}

const KIB = 1024;
const dist = join(dirname(fileURLToPath(import.meta.url)), '..', 'dist');
const manifest: Record<string, ManifestChunk> = JSON.parse(
  readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'),
);

const BUDGETS = [
  { name: 'login route', modules: ['src/shell/login-page.tsx'], limitKiB: 150 },
  {
    name: 'shell after login (welcome page)',
    modules: [
      'src/app/app-frame.tsx',
      'src/app/main-layout.tsx',
      'src/shell/welcome/welcome-page.tsx',
    ],
    limitKiB: 300,
  },
];

/**
 * A route module's chunk. A module that another chunk also imports statically (main-layout, from
 * the shell chunk of vite.config.ts) is listed under its chunk's key, which keeps the module's name.
 */
function chunkOf(key: string): ManifestChunk | undefined {
  const name = basename(key).replace(/\.tsx?$/, '');
  return (
    manifest[key] ??
    Object.entries(manifest).find(([k, chunk]) => k.startsWith('_') && chunk.name === name)?.[1]
  );
}

function collect(key: string, files: Set<string>): void {
  const chunk = chunkOf(key);
  if (!chunk) throw new Error(`${key} is not in the build manifest`);
  if (files.has(chunk.file)) return;
  files.add(chunk.file);
  for (const imported of chunk.imports ?? []) collect(imported, files);
}

const entry = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
if (!entry) throw new Error('The build manifest has no entry');

let isOver = false;
for (const budget of BUDGETS) {
  const files = new Set<string>();
  for (const key of [entry, ...budget.modules]) collect(key, files);
  const gzipped = [...files]
    .filter((file) => file.endsWith('.js'))
    .reduce((sum, file) => sum + gzipSync(readFileSync(join(dist, file))).length, 0);
  const sizeKiB = gzipped / KIB;
  const verdict = sizeKiB <= budget.limitKiB ? 'ok' : 'OVER BUDGET';
  if (sizeKiB > budget.limitKiB) isOver = true;
  console.log(
    `${budget.name}: ${sizeKiB.toFixed(1)} KiB gzipped JS in ${files.size} files (budget ${budget.limitKiB} KiB) ${verdict}`,
  );
}
process.exit(isOver ? 1 : 0);

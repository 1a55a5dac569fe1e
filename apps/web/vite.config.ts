import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

/** The live server (LIVE calls, and login, logout, auth check and user info in every mode). */
const serverTarget = process.env.KONTOR_SERVER ?? 'http://localhost:8090';
/** The mock server (`npm run mock`), which MOCK_ONLY and HYBRID call under /MOCK{contextPath}/rest. */
const mockTarget = process.env.KONTOR_MOCK_SERVER ?? 'http://localhost:3370';

/**
 * Launch modes (000 §1, §9), chosen by the dev server's `--mode`: `vite` is LIVE on 3351,
 * `vite --mode hybrid` HYBRID on 3352, `vite --mode mock` MOCK_ONLY on 3353. A build is LIVE
 * unless built with one of these modes. KONTOR_DEV_PORT overrides the port (the e2e tests).
 */
const LAUNCH_MODES: Record<string, { launchMode: string; port: number }> = {
  hybrid: { launchMode: 'HYBRID', port: 3352 },
  mock: { launchMode: 'MOCK_ONLY', port: 3353 },
};
const LIVE = { launchMode: 'LIVE', port: 3351 };

/**
 * Writes `.br` and `.gz` siblings of the built text assets, so the server can send them
 * precompressed (@fastify/static `preCompressed`) instead of compressing on every request.
 */
function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'kontor-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    closeBundle() {
      const assets = join(outDir, 'assets');
      for (const name of readdirSync(assets)) {
        if (!/\.(js|css|svg)$/.test(name)) continue;
        const content = readFileSync(join(assets, name));
        writeFileSync(join(assets, `${name}.gz`), gzipSync(content, { level: 9 }));
        writeFileSync(
          join(assets, `${name}.br`),
          brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
        );
      }
    },
  };
}

type ModuleGraph = { getModuleInfo: (id: string) => { importedIds: string[] } | null };

/** A library's index that re-exports all of it (most of which no route of ours uses). */
const BARREL = /node_modules[\\/].*[\\/]index\.m?js$/;

/**
 * Every module `roots` import statically, directly or not (the roots included), short of what
 * only a library's index re-exports: those modules stay in the automatic chunks.
 */
function staticClosure(graph: ModuleGraph, roots: string[]): Set<string> {
  const seen = new Set<string>();
  const pending = [...roots];
  for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
    if (seen.has(id) || BARREL.test(id)) continue;
    seen.add(id);
    pending.push(...(graph.getModuleInfo(id)?.importedIds ?? []));
  }
  return seen;
}

/**
 * Fewer, larger chunks for the first screens after login: what the app frame and the main layout
 * import (every logged-in page) becomes one chunk, what the welcome page adds another, instead of
 * some 80 small shared chunks that queue on the browser's six connections. Only modules these
 * routes really import are captured, and nothing the entry (login page) already holds.
 */
function firstScreenChunkName(root: string) {
  let groups: Map<string, string> | undefined;
  const path = (file: string) => join(root, 'src', file);
  const roots = {
    // The login page's code stays where it is: a logged-out start loads none of the groups.
    login: ['main.tsx', 'shell/login-page.tsx', 'lib/system-info.ts'].map(path),
    shell: ['app/app-frame.tsx', 'app/main-layout.tsx'].map(path),
    welcome: [path('shell/welcome/welcome-page.tsx')],
  };
  return (id: string, graph: ModuleGraph): string | null => {
    if (!groups) {
      const login = staticClosure(graph, roots.login);
      // The routes' own modules stay chunks of their own (the manifest names them by route).
      const isFree = (module: string) =>
        !login.has(module) && !roots.shell.includes(module) && !roots.welcome.includes(module);
      groups = new Map();
      for (const module of staticClosure(graph, roots.welcome))
        if (isFree(module)) groups.set(module, 'welcome');
      for (const module of staticClosure(graph, roots.shell))
        if (isFree(module)) groups.set(module, 'shell');
    }
    return groups.get(id) ?? null;
  };
}

export default defineConfig(({ mode }) => {
  const { launchMode, port } = LAUNCH_MODES[mode] ?? LIVE;
  return {
    define: { 'import.meta.env.VITE_LAUNCH_MODE': JSON.stringify(launchMode) },
    plugins: [react(), precompress()],
    build: {
      outDir: 'dist',
      // No source maps in production builds: they would publish the source (the dev server has
      // its own); the server refuses *.map besides (platform/http.ts).
      sourcemap: false,
      // The manifest lets scripts/check-bundle-size.ts follow what each route loads.
      manifest: true,
      rolldownOptions: {
        output: {
          codeSplitting: {
            groups: [
              {
                name: firstScreenChunkName(import.meta.dirname),
                // The captured sets are closed under static imports already; pulling in their
                // dependencies would move the entry's modules out of the entry.
                includeDependenciesRecursively: false,
              },
            ],
          },
        },
      },
    },
    server: {
      port: Number(process.env.KONTOR_DEV_PORT ?? port),
      strictPort: true,
      proxy: {
        '/kontor': { target: serverTarget, changeOrigin: false },
        '/MOCK': { target: mockTarget, changeOrigin: false },
      },
    },
  };
});

import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv, type Plugin } from 'vite';
import { firstScreenChunkName, firstScreenPreloads } from './first-screen-chunks';
import { serviceWorker } from './service-worker/plugin';

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
        if (!/\.(js|css|svg|wasm)$/.test(name)) continue;
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

export default defineConfig(({ mode }) => {
  const { launchMode, port } = LAUNCH_MODES[mode] ?? LIVE;
  // The REST base the app is built with (src/lib/config.ts: VITE_CONTEXT_PATH, default /kontor).
  const contextPath = loadEnv(mode, import.meta.dirname, 'VITE_').VITE_CONTEXT_PATH ?? '/kontor';
  return {
    define: { 'import.meta.env.VITE_LAUNCH_MODE': JSON.stringify(launchMode) },
    plugins: [
      react(),
      precompress(),
      firstScreenPreloads(import.meta.dirname, `${contextPath}/rest`),
      serviceWorker(import.meta.dirname),
    ],
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

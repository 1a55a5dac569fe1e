import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';

const ASSET_REF = /["'](\/assets\/[^"']+)["']/g;

/** The hashed assets an HTML page of the build loads (scripts, preloads, styles). */
function assetsOf(html: string): string[] {
  return [...html.matchAll(ASSET_REF)].map(([, path]) => path!);
}

/**
 * Writes dist/sw.js from service-worker/sw.js with the app shell to cache at install: what
 * index.html and the logged-in start pages (logged-in/*.html) load, plus the manifest and icons.
 * Its version is the hash of that list, so every build whose shell changed installs anew.
 */
export function serviceWorker(root: string): Plugin {
  let outDir = 'dist';
  return {
    name: 'kontor-service-worker',
    apply: 'build',
    configResolved(config) {
      outDir = join(config.root, config.build.outDir);
    },
    closeBundle() {
      const pages = [join(outDir, 'index.html')];
      const loggedIn = join(outDir, 'logged-in');
      if (existsSync(loggedIn))
        pages.push(...readdirSync(loggedIn).map((file) => join(loggedIn, file)));
      const assets = pages.flatMap((page) => assetsOf(readFileSync(page, 'utf8')));
      const precache = [
        ...new Set([
          '/index.html',
          '/manifest.webmanifest',
          '/favicon.svg',
          '/icons/kontor-192.png',
          ...assets,
        ]),
      ].sort();
      const version = createHash('sha256').update(precache.join('\n')).digest('hex').slice(0, 12);
      const source = readFileSync(join(root, 'service-worker/sw.js'), 'utf8')
        .replace('__KONTOR_VERSION__', version)
        .replace('__KONTOR_PRECACHE__', JSON.stringify(precache));
      writeFileSync(join(outDir, 'sw.js'), source);
    },
  };
}

// Kontor's service worker (built into dist/sw.js by service-worker/plugin.ts, which fills in the
// two constants). It makes the app installable and lets a floor page open without a connection:
// - the app shell (index.html's scripts and styles, the first screens' chunks) is cached at install;
// - other hashed assets (/assets/*: their names change with their content) are cached when first
//   loaded, cache first;
// - pages (navigations) go to the network first, the last page answer is the offline fallback;
// - nothing under /kontor/ (the REST API, classic pages, images) is ever cached or answered here:
//   data always comes from the server, and a floor action without a connection waits in the
//   page's own queue (lib/offline-queue.ts).
const VERSION = '__KONTOR_VERSION__';
const PRECACHE = __KONTOR_PRECACHE__;
const CACHE = `kontor-${VERSION}`;
const SHELL_KEY = '/__kontor-shell';

self.addEventListener('install', (event) => {
  event.waitUntil(
    (async () => {
      const cache = await caches.open(CACHE);
      await cache.addAll(PRECACHE);
      await self.skipWaiting();
    })(),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      for (const name of await caches.keys()) {
        if (name.startsWith('kontor-') && name !== CACHE) await caches.delete(name);
      }
      await self.clients.claim();
    })(),
  );
});

async function networkFirstPage(request) {
  const cache = await caches.open(CACHE);
  try {
    const response = await fetch(request);
    if (response.ok && response.type === 'basic') await cache.put(SHELL_KEY, response.clone());
    return response;
  } catch (error) {
    const cached = (await cache.match(SHELL_KEY)) ?? (await cache.match('/index.html'));
    if (cached) return cached;
    throw error;
  }
}

async function cacheFirstAsset(request) {
  const cache = await caches.open(CACHE);
  const cached = await cache.match(request);
  if (cached) return cached;
  const response = await fetch(request);
  if (response.ok && response.type === 'basic') await cache.put(request, response.clone());
  return response;
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (url.pathname.startsWith('/kontor/') || url.pathname.startsWith('/MOCK/')) return;
  if (request.mode === 'navigate') {
    event.respondWith(networkFirstPage(request));
  } else if (url.pathname.startsWith('/assets/')) {
    event.respondWith(cacheFirstAsset(request));
  }
});

import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { expect, it } from 'vitest';
import { DB_KINDS, describeApp, REST, startTestApp } from '../test/harness.ts';

describeApp('OpenAPI and health', (t) => {
  it('documents every API route in OpenAPI 3.1, from the contract schemas', async () => {
    const doc = t().app.swagger() as {
      openapi: string;
      paths: Record<string, Record<string, unknown>>;
    };
    expect(doc.openapi).toBe('3.1.0');
    const documented = Object.entries(doc.paths).flatMap(([path, methods]) =>
      Object.keys(methods).map((m) => `${m.toUpperCase()} ${path}`),
    );
    const api = t()
      .app.kontorRoutes.filter((r) => r.url.startsWith(REST))
      .map((r) => `${r.method} ${r.url.slice(REST.length).replace(/:([A-Za-z0-9_]+)/g, '{$1}')}`);
    expect(documented.sort()).toEqual(api.sort());
    const login = doc.paths['/auth/login']!.post as {
      requestBody: { content: { 'application/json': { schema: { required: string[] } } } };
    };
    expect(login.requestBody.content['application/json'].schema.required).toEqual(
      expect.arrayContaining(['username', 'password']),
    );
  });

  it('sets the security headers on every answer', async () => {
    const r = await t().call('GET', '/healthz');
    expect(r.headers['content-security-policy']).toContain("frame-ancestors 'self'");
    expect(r.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(r.headers['x-content-type-options']).toBe('nosniff');
  });
});

it('answers readyz 503 when the database is gone, while healthz still answers', async () => {
  const t = await startTestApp(DB_KINDS[0]!);
  expect((await t.call('GET', '/readyz')).statusCode).toBe(200);
  await t.database.close();
  expect((await t.call('GET', '/readyz')).statusCode).toBe(503);
  expect((await t.call('GET', '/healthz')).statusCode).toBe(200);
  await t.app.close();
});

it('while draining answers readyz 503, healthz ok, and closes every connection after its answer', async () => {
  const t = await startTestApp(DB_KINDS[0]!);
  expect((await t.call('GET', '/readyz')).headers.connection).not.toBe('close');
  t.app.startDrain();
  const ready = await t.call('GET', '/readyz');
  expect(ready.statusCode).toBe(503);
  expect(ready.json()).toMatchObject({ status: 503, detail: 'The server is shutting down' });
  const live = await t.call('GET', '/healthz');
  expect(live.statusCode).toBe(200);
  expect(live.headers.connection).toBe('close');
  await t.close();
});

const webDist = mkdtempSync(join(tmpdir(), 'kontor-dist-'));
mkdirSync(join(webDist, 'assets'));
writeFileSync(join(webDist, 'index.html'), '<!doctype html><title>Kontor</title>');
writeFileSync(join(webDist, 'assets', 'app-abc123.js'), 'console.log(1)');
writeFileSync(join(webDist, 'assets', 'app-abc123.js.br'), brotliCompressSync('console.log(1)'));
writeFileSync(join(webDist, 'assets', 'app-abc123.js.map'), '{"sources":["secret.ts"]}');
mkdirSync(join(webDist, 'logged-in'));
writeFileSync(
  join(webDist, 'logged-in', 'app.html'),
  '<!doctype html><title>Kontor, preloaded</title>',
);

describeApp(
  'serving the SPA',
  (t) => {
    const html = { accept: 'text/html' };
    it('answers index.html for / and for page paths, uncached', async () => {
      for (const path of ['/', '/app/discounts/12', '/login?redirectToOnLogin=%2Fapp']) {
        const r = await t().call('GET', path, { headers: html });
        expect(r.statusCode, path).toBe(200);
        expect(r.body).toContain('<title>Kontor</title>');
        expect(r.headers['cache-control']).toBe('no-cache');
      }
    });

    it('answers the logged-in page of the build to a browser with the login cookie, for its path only', async () => {
      const cookie = { ...html, cookie: 'kontorLoggedIn=true' };
      const preloaded = await t().call('GET', '/app', { headers: cookie });
      expect(preloaded.body).toContain('preloaded');
      expect(preloaded.headers.vary).toContain('cookie');
      // A phone shows the mobile pages: none of the desktop start's preloads.
      const phone = { ...cookie, 'user-agent': 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0) Mobile' };
      expect((await t().call('GET', '/app', { headers: phone })).body).not.toContain('preloaded');
      expect(preloaded.headers.vary).toContain('user-agent');
      expect((await t().call('GET', '/app', { headers: html })).body).not.toContain('preloaded');
      for (const path of ['/login', '/app/discounts/12', '/']) {
        expect((await t().call('GET', path, { headers: cookie })).body, path).not.toContain(
          'preloaded',
        );
      }
    });

    it('serves hashed assets for a year, precompressed when the browser accepts it', async () => {
      const r = await t().call('GET', '/assets/app-abc123.js', {
        headers: { 'accept-encoding': 'br' },
      });
      expect(r.statusCode).toBe(200);
      expect(r.headers['content-encoding']).toBe('br');
      expect(r.headers['cache-control']).toContain('immutable');
    });

    it('never serves source maps, even when a build left them', async () => {
      const r = await t().call('GET', '/assets/app-abc123.js.map');
      expect(r.statusCode).toBe(404);
      expect(r.body).not.toContain('secret.ts');
    });

    it('lets old bookmarks under the context path reach the SPA, but not API calls or framed pages', async () => {
      expect(
        (await t().call('GET', '/kontor/app/NoSuchOldPage?x=1', { headers: html })).body,
      ).toContain('<title>');
      const framed = await t().call('GET', '/kontor/app/NoSuchOldPage?noNavbar=true', {
        headers: html,
      });
      expect(framed.statusCode).toBe(404);
      expect(
        (await t().call('GET', `${REST}/nope`, { headers: html })).headers['content-type'],
      ).toContain('problem+json');
      expect((await t().call('GET', '/missing.js')).statusCode).toBe(404);
    });
  },
  { webDist },
);

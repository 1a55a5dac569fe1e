import type { Endpoint } from '@kontor/contract';
import * as contract from '@kontor/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RegisteredRoute } from '../../app.ts';
import { buildApp } from '../../app.ts';
import { testConfig } from '../../platform/config.ts';
import type { Database } from '../../platform/db/database.ts';
import { HOST, ORIGIN, openTestDatabase } from '../../test/harness.ts';
import { sampleOf, sampleQuery } from '../../test/sample.ts';
import { loadFixtures, readFixtures } from './mock.fixtures.ts';

const MOCK_REST = '/MOCK/kontor/rest';

/** Every endpoint of the contract by `METHOD /path`, so each mock route finds its response schema. */
const ENDPOINTS = new Map<string, Endpoint>(
  Object.entries(contract)
    .filter(([name]) => name.endsWith('Endpoints'))
    .flatMap(([, group]) => Object.values(group as Record<string, Endpoint>))
    .map((endpoint) => [`${endpoint.method} ${MOCK_REST}${endpoint.path}`, endpoint]),
);
/** Last, in this order: they end the mock's session and reset its data. */
const LAST = [`POST ${MOCK_REST}/auth/logout`, `POST ${MOCK_REST}/mock/restart`];

describe('mock server', () => {
  let app: FastifyInstance;
  let database: Database;
  let dispose: () => Promise<void>;
  const call = (method: string, url: string, body?: unknown) =>
    app.inject({
      method: method as 'GET',
      url,
      headers: { host: HOST, ...(method !== 'GET' && { origin: ORIGIN }) },
      ...(body !== undefined && { payload: body as object }),
    });
  const routes = () =>
    app.kontorRoutes
      .filter((r) => r.url.startsWith(`${MOCK_REST}/`))
      .sort((a, b) => LAST.indexOf(`${a.method} ${a.url}`) - LAST.indexOf(`${b.method} ${b.url}`));
  const urlOf = (route: RegisteredRoute, id: number) => {
    const path = route.url.replace(/:([A-Za-z0-9_]+)/g, String(id));
    const query = sampleQuery(route.schema?.querystring, id);
    return query ? `${path}?${query}` : path;
  };
  /** Every GET without path parameters: the calls a page makes on opening. */
  const snapshot = async () => {
    const answers: string[] = [];
    for (const route of routes().filter((r) => r.method === 'GET' && !r.url.includes(':'))) {
      const r = await call('GET', urlOf(route, 1));
      // Files carry their creation time inside; JSON answers must match byte for byte.
      const isJson = String(r.headers['content-type']).includes('json');
      answers.push(`${route.url} ${r.statusCode} ${isJson ? r.body : r.headers['content-type']}`);
    }
    return answers;
  };

  beforeAll(async () => {
    ({ database, dispose } = await openTestDatabase('pglite'));
    app = await buildApp({ config: testConfig(), database, mode: 'mock' });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await dispose();
  });

  it('mounts every module under /MOCK{contextPath}/rest and no classic page or SPA', () => {
    expect(routes().length).toBeGreaterThan(20);
    expect(app.kontorRoutes.some((r) => r.url.startsWith('/kontor/'))).toBe(false);
  });

  it('answers every route with its contract response schema, as the fixture user without a session', async () => {
    let reads = 0;
    let readsAnswered = 0;
    for (const route of routes()) {
      const key = `${route.method} ${route.url}`;
      const endpoint = ENDPOINTS.get(key);
      expect(endpoint, `${key} is not in the contract`).toBeDefined();
      const body = sampleOf(route.schema?.body, 1);
      const r = await call(route.method, urlOf(route, 1), body);
      if (route.method === 'GET') reads++;
      expect(r.statusCode, `${key}: ${r.body}`).toBeLessThan(500);
      // Never "log in first" (a wrong sample password at login is an answer, not a refusal).
      if (r.statusCode === 401) expect(r.json().code, key).not.toBe('UNAUTHENTICATED');
      if (r.statusCode >= 300) {
        expect(contract.ZProblem.safeParse(r.json()).success, key).toBe(true);
        continue;
      }
      if (route.method === 'GET') readsAnswered++;
      if (endpoint!.response === null) expect(r.statusCode, key).toBe(204);
      else if (!String(r.headers['content-type']).includes('json')) {
        // A file (spreadsheet export): its schema describes a binary body.
        expect(r.rawPayload.length, key).toBeGreaterThan(0);
      } else {
        const parsed = endpoint!.response.safeParse(r.json());
        expect(parsed.success, `${key}: ${parsed.error?.message}`).toBe(true);
      }
    }
    // Reads answer from the fixtures; a write's generated sample body often fails its own rules.
    expect(readsAnswered).toBeGreaterThan(reads / 2);
  });

  it('answers the same data every time: a restart restores the fixtures, todos included', async () => {
    await call('POST', `${MOCK_REST}/mock/restart`);
    const before = await snapshot();
    const created = await call('POST', `${MOCK_REST}/mock/todos`, { title: 'Próba' });
    expect(created.statusCode).toBe(200);
    await call('POST', `${MOCK_REST}/mock/todos/1/toggle`);
    await call('DELETE', `${MOCK_REST}/mock/todos/2`);
    await call('POST', `${MOCK_REST}/welcome-page/widget-order`, { ids: ['ApprovedQuoteWidget'] });
    expect(await snapshot()).not.toEqual(before);
    const restart = await call('POST', `${MOCK_REST}/mock/restart`);
    expect(restart.json().fixtureRows).toBeGreaterThan(100);
    expect(await snapshot()).toEqual(before);
  });

  it('finds products word by word in the fixtures: the search documents are built on load', async () => {
    await call('POST', `${MOCK_REST}/mock/restart`);
    const found = await call(
      'GET',
      `${MOCK_REST}/products?term=${encodeURIComponent('oszibarack sarga')}`,
    );
    expect(found.json().map((p: { code: string }) => p.code)).toEqual(['FES-5003']);
    const alias = await call('GET', `${MOCK_REST}/products?term=barackszin`);
    expect(alias.json().map((p: { code: string }) => p.code)).toEqual(['FES-5003']);
  });

  it('loads the committed fixtures into the current schema (regenerate with npm run mock:fixtures)', async () => {
    const fixtures = readFixtures();
    expect(await loadFixtures(database.db, fixtures)).toBe(
      Object.values(fixtures.tables).reduce((n, rows) => n + rows.length, 0),
    );
    for (const rows of Object.values(fixtures.tables))
      for (const row of rows)
        for (const value of Object.values(row))
          if (typeof value === 'string' && /^\d{4}-\d\d-\d\dT/.test(value))
            expect(Date.parse(value)).toBeLessThan(Date.parse('2026-11-21T00:00:00Z'));
  });
});

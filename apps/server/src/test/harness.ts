import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, inject } from 'vitest';
import { buildApp } from '../app.ts';
import { type Config, testConfig } from '../platform/config.ts';
import { type Database, openDatabase } from '../platform/db/database.ts';
import { migrate } from '../platform/db/migrate.ts';
import { DEMO_PASSWORD, seedDemo } from '../seed/demo.ts';
import { onTestServer } from './global-setup.ts';

/** A stand-in for the built SPA, so API tests never depend on whether `npm run build` ran. */
const TEST_WEB_DIST = mkdtempSync(join(tmpdir(), 'kontor-web-'));
writeFileSync(join(TEST_WEB_DIST, 'index.html'), '<!doctype html><title>Kontor</title>');

export type DbKind = 'pglite' | 'postgres';
/** API tests run on PGlite always, and on PostgreSQL too when TEST_DATABASE_URL is set (CI). */
export const DB_KINDS: DbKind[] = process.env.TEST_DATABASE_URL
  ? ['pglite', 'postgres']
  : ['pglite'];

export const HOST = 'kontor.test';
export const ORIGIN = `http://${HOST}`;
export const REST = '/kontor/rest';
export { DEMO_PASSWORD };

/** A fresh demo-seeded database: a PGlite copy of the shared snapshot, or a new PostgreSQL database. */
export async function openTestDatabase(
  kind: DbKind,
): Promise<{ database: Database; dispose(): Promise<void> }> {
  if (kind === 'pglite') {
    const snapshot = new Blob([readFileSync(inject('pgliteDump'))]);
    const database = await openDatabase({ pgliteSnapshot: snapshot });
    return { database, dispose: () => database.close() };
  }
  const serverUrl = process.env.TEST_DATABASE_URL!;
  const name = `kontor_t_${randomBytes(6).toString('hex')}`;
  const template = inject('postgresTemplate');
  await onTestServer(`create database ${name}${template ? ` template ${template}` : ''}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString(), poolSize: 5 });
  if (!template) {
    await migrate(database);
    await seedDemo(database.db);
  }
  return {
    database,
    async dispose() {
      await database.close();
      await onTestServer(`drop database if exists ${name} with (force)`);
    },
  };
}

export interface Session {
  /** The Cookie header to send: every cookie the server set at login. */
  cookie: string;
  cookies: Record<string, string>;
  accessToken: string;
}

export interface CallOptions {
  session?: Session | null;
  body?: unknown;
  headers?: Record<string, string>;
  /** The client address the server sees (login throttling counts per address). */
  remoteAddress?: string;
}

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  config: Config;
  kind: DbKind;
  /** Every log line written so far. */
  logs: string[];
  login(
    username: string,
    options?: { rememberMe?: boolean; password?: string; remoteAddress?: string },
  ): Promise<Session>;
  call(method: string, url: string, options?: CallOptions): Promise<LightMyRequestResponse>;
}

export function cookiesOf(response: LightMyRequestResponse): Record<string, string> {
  return Object.fromEntries(response.cookies.map((c) => [c.name, c.value]));
}

export function cookieHeader(cookies: Record<string, string>): string {
  return Object.entries(cookies)
    .filter(([, value]) => value !== '')
    .map(([name, value]) => `${name}=${value}`)
    .join('; ');
}

export async function startTestApp(
  kind: DbKind,
  overrides: Partial<Config> = {},
): Promise<TestApp & { close(): Promise<void> }> {
  const { database, dispose } = await openTestDatabase(kind);
  const logs: string[] = [];
  const logStream = new Writable({
    write(chunk, _encoding, done) {
      logs.push(String(chunk));
      done();
    },
  });
  const config = testConfig({ logLevel: 'info', webDist: TEST_WEB_DIST, ...overrides });
  const app = await buildApp({ config, database, logStream });
  await app.ready();
  const call: TestApp['call'] = (method, url, options = {}) => {
    const headers: Record<string, string> = { host: HOST, ...options.headers };
    if (options.session) headers.cookie = options.session.cookie;
    if (method !== 'GET' && method !== 'HEAD' && !('origin' in headers)) headers.origin = ORIGIN;
    return app.inject({
      method: method as 'GET',
      url,
      headers,
      ...(options.remoteAddress && { remoteAddress: options.remoteAddress }),
      ...(options.body !== undefined && { payload: options.body as object }),
    });
  };
  const login: TestApp['login'] = async (username, options = {}) => {
    const response = await call('POST', `${REST}/auth/login`, {
      ...(options.remoteAddress && { remoteAddress: options.remoteAddress }),
      body: {
        username,
        password: options.password ?? DEMO_PASSWORD,
        rememberMe: options.rememberMe ?? false,
      },
    });
    if (response.statusCode !== 200)
      throw new Error(`login of ${username} failed: ${response.body}`);
    const cookies = cookiesOf(response);
    return { cookie: cookieHeader(cookies), cookies, accessToken: response.json().accessToken };
  };
  return {
    app,
    database,
    config,
    kind,
    logs,
    login,
    call,
    async close() {
      await app.close();
      await dispose();
    },
  };
}

/** Runs a suite once per database kind against a fresh app; `t()` answers the running app. */
export function describeApp(
  name: string,
  suite: (t: () => TestApp) => void,
  overrides: Partial<Config> = {},
): void {
  for (const kind of DB_KINDS) {
    describe(`${name} [${kind}]`, () => {
      let current: (TestApp & { close(): Promise<void> }) | undefined;
      beforeAll(async () => {
        current = await startTestApp(kind, overrides);
      });
      afterAll(async () => {
        await current?.close();
      });
      suite(() => {
        if (!current) throw new Error('The test app is not started');
        return current;
      });
    });
  }
}

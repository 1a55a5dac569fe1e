import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ConfigError, readConfig } from './platform/config.ts';
import { DEMO_PASSWORD } from './seed/demo.ts';
import { describeApp, REST } from './test/harness.ts';

const MAIN = join(import.meta.dirname, 'main.ts');

interface Started {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
}

function start(env: Record<string, string>): Started {
  const child = spawn(process.execPath, [MAIN], {
    env: {
      PATH: process.env.PATH ?? '',
      HOST: '127.0.0.1',
      PORT: '0',
      DOCS_PORT: '0',
      LOG_LEVEL: 'info',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (d) => {
    output += d;
  });
  child.stderr!.on('data', (d) => {
    output += d;
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, output: () => output, exited };
}

async function waitFor(
  started: Started,
  pattern: RegExp,
  timeoutMs = 60_000,
): Promise<RegExpMatchArray> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    const match = started.output().match(pattern);
    if (match) return match;
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error(`Timed out waiting for ${pattern}; output:\n${started.output()}`);
}

describe('configuration', () => {
  it('reads the defaults of the spec', () => {
    const config = readConfig({});
    expect(config).toMatchObject({
      port: 8090,
      docsPort: 8095,
      contextPath: '/kontor',
      dataDir: './data',
      demoData: true,
    });
    expect(readConfig({ DATABASE_URL: 'postgres://x@y/z' }).demoData).toBe(false);
  });

  it('names every bad setting', () => {
    expect(() =>
      readConfig({ PORT: 'abc', CONTEXT_PATH: 'kontor', DATABASE_URL: 'mysql://x' }),
    ).toThrow(ConfigError);
    try {
      readConfig({ PORT: 'abc', CONTEXT_PATH: 'kontor' });
    } catch (error) {
      expect((error as Error).message).toMatch(/PORT/);
      expect((error as Error).message).toMatch(/CONTEXT_PATH/);
    }
  });

  it('makes the server exit with code 78 and a clear message on bad configuration', async () => {
    const started = start({ PORT: 'eighty', LOG_LEVEL: 'loud' });
    expect(await started.exited).toBe(78);
    expect(started.output()).toMatch(/Invalid configuration:\n {2}PORT: .*\n {2}LOG_LEVEL: /);
  });
});

describe('process lifecycle', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'kontor-main-'));
  const running: Started[] = [];
  afterAll(() => {
    for (const s of running) s.child.kill('SIGKILL');
  });

  it('seeds the embedded database on first start, finishes in-flight requests on SIGTERM, and starts again on the same data', async () => {
    const first = start({ DATA_DIR: dataDir });
    running.push(first);
    const [, port] = await waitFor(first, /Server listening at http:\/\/127\.0\.0\.1:(\d+)/);
    const base = `http://127.0.0.1:${port}`;
    expect((await fetch(`${base}/readyz`)).status).toBe(200);
    const login = fetch(`${base}${REST}/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: base },
      body: JSON.stringify({ username: 'admin', password: DEMO_PASSWORD, rememberMe: false }),
    });
    await waitFor(first, /"url":"\/kontor\/rest\/auth\/login".*"msg":"incoming request"/);
    first.child.kill('SIGTERM');
    const response = await login;
    expect(response.status).toBe(200);
    expect(((await response.json()) as { accessToken: string }).accessToken).toBeTruthy();
    expect(await first.exited).toBe(0);
    expect(first.output()).toContain('shutting down');
    await expect(fetch(`${base}/healthz`)).rejects.toThrow();

    const second = start({ DATA_DIR: dataDir });
    running.push(second);
    const [, port2] = await waitFor(second, /Server listening at http:\/\/127\.0\.0\.1:(\d+)/);
    const info = await fetch(`http://127.0.0.1:${port2}${REST}/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: `http://127.0.0.1:${port2}` },
      body: JSON.stringify({ username: 'irodai', password: DEMO_PASSWORD }),
    });
    expect(info.status).toBe(200);
    second.child.kill('SIGTERM');
    expect(await second.exited).toBe(0);
  }, 120_000);
});

describeApp('logging', (t) => {
  it('writes request ids and never a password, cookie or token', async () => {
    const session = await t().login('admin', { rememberMe: true });
    await t().call('GET', `${REST}/user/info`, { session });
    await t().call('GET', `${REST}/user/info`, {
      headers: { authorization: `Bearer ${session.accessToken}` },
    });
    await t().call('POST', `${REST}/auth/login`, {
      body: { username: 'admin', password: 'Titkos-rossz-jelszo' },
    });
    const logs = t().logs.join('');
    expect(logs).toContain('"reqId"');
    for (const secret of [
      DEMO_PASSWORD,
      'Titkos-rossz-jelszo',
      session.accessToken,
      session.cookies.JSESSIONID!,
      session.cookies.rememberMe!.split('.')[1]!,
    ]) {
      expect(logs).not.toContain(secret);
    }
  });
});

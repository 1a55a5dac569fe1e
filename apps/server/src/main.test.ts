import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ConfigError, readConfig } from './platform/config.ts';
import { SECURITY_HEADERS } from './platform/security-headers.ts';
import { DEMO_PASSWORD } from './seed/demo.ts';
import { freePort } from './test/free-port.ts';
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
      DRAIN_DELAY_MS: '200',
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
      docsHost: '127.0.0.1',
      drainDelayMs: 5000,
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

    const second = start({
      DATA_DIR: dataDir,
      HOST: '0.0.0.0',
      DOCS_PORT: String(await freePort()),
    });
    running.push(second);
    const [, port2] = await waitFor(second, /Server listening at http:\/\/127\.0\.0\.1:(\d+)/);
    // The API docs listen on loopback only (DOCS_HOST) and send the app's security headers.
    const [, docsUrl] = await waitFor(second, /API docs on (http:\/\/[^/"]+)\//);
    expect(docsUrl).toMatch(/^http:\/\/127\.0\.0\.1:/);
    const docsPage = await fetch(`${docsUrl}/`);
    expect(docsPage.status).toBe(200);
    for (const [name, value] of Object.entries(SECURITY_HEADERS))
      expect(docsPage.headers.get(name)).toBe(value);
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

/** GET over a keep-alive agent; answers the status and whether the answer closes the connection. */
function get(port: string, path: string, agent: Agent, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; closes: boolean }>((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, agent, headers }, (res) => {
      res.resume();
      res.on('end', () =>
        resolve({ status: res.statusCode!, closes: res.headers.connection === 'close' }),
      );
    });
    req.on('error', reject);
    req.end();
  });
}

describe('graceful drain', () => {
  const running: Started[] = [];
  afterAll(() => {
    for (const s of running) s.child.kill('SIGKILL');
  });

  it('on SIGTERM reports not-ready, answers every request with Connection: close, then exits', async () => {
    const server = start({
      DATA_DIR: mkdtempSync(join(tmpdir(), 'kontor-drain-')),
      DRAIN_DELAY_MS: '1500',
    });
    running.push(server);
    const [, port] = await waitFor(server, /Server listening at http:\/\/127\.0\.0\.1:(\d+)/);
    const base = `http://127.0.0.1:${port}`;
    const login = await fetch(`${base}${REST}/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: base },
      body: JSON.stringify({ username: 'admin', password: DEMO_PASSWORD }),
    });
    const { accessToken } = (await login.json()) as { accessToken: string };
    const auth = { authorization: `Bearer ${accessToken}` };
    let answered = 0;
    let closing = 0;
    let isTerminated = false;
    const lost: string[] = [];
    // Keep-alive clients, each sending its next request as soon as the last is answered, until an
    // answer closes its connection (behind a load balancer it would go on elsewhere).
    const client = async () => {
      const agent = new Agent({ keepAlive: true, maxSockets: 1 });
      for (;;) {
        try {
          const answer = await get(port!, `${REST}/auth/check`, agent, auth);
          answered++;
          expect(answer.status).toBe(204);
          if (answer.closes) return closing++;
        } catch (error) {
          return lost.push(String(error));
        } finally {
          // Once: a second SIGTERM would meet the default handler and kill the process.
          if (answered >= 200 && !isTerminated) isTerminated = server.child.kill('SIGTERM');
        }
      }
    };
    const clients = Array.from({ length: 10 }, client);
    await waitFor(server, /shutting down: draining/);
    const probe = new Agent();
    expect((await get(port!, '/readyz', probe)).status).toBe(503);
    expect((await get(port!, '/healthz', probe)).status).toBe(200);
    await Promise.all(clients);
    expect(lost).toEqual([]);
    expect(closing).toBe(10);
    expect(await server.exited).toBe(0);
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

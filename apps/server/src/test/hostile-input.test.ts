/**
 * The hostile-input sweep: for every registered route (new routes are covered the moment they
 * exist), from its zod schemas, as a logged-in admin so that every route really runs, it sends
 * NUL bytes, lone surrogates, out-of-range and malformed integers, wrong types, huge strings and
 * arrays, deep nesting and broken JSON, one field at a time in an otherwise valid request. Nothing
 * may answer 5xx; what the contract refuses (or the input rules, platform/input.ts) must answer
 * 4xx problem+json, and a classic page asked for by a browser an HTML error page.
 */
import { once } from 'node:events';
import { type AddressInfo, connect } from 'node:net';
import type { LightMyRequestResponse } from 'fastify';
import { expect, it } from 'vitest';
import {
  describeApp,
  HOST,
  ORIGIN,
  REST,
  type Session,
  startTestApp,
  type TestApp,
} from './harness.ts';
import { routeKey as key, type Probe, probesOf } from './hostile-probes.ts';

/** Ends the sweep's own session; auth.test.ts covers it. */
const SKIPPED = new Set([`POST ${REST}/auth/logout`]);
const PARALLEL = 8;

async function send(t: TestApp, session: Session, probe: Probe): Promise<LightMyRequestResponse> {
  return t.app.inject({
    method: probe.method as 'GET',
    url: probe.url,
    headers: {
      host: HOST,
      cookie: session.cookie,
      ...(probe.method !== 'GET' && { origin: ORIGIN }),
      ...(probe.wantsHtml && { accept: 'text/html' }),
      ...(probe.contentType && { 'content-type': probe.contentType }),
    },
    ...(probe.payload !== undefined && { payload: probe.payload }),
  });
}

function verdict(probe: Probe, r: LightMyRequestResponse): string | undefined {
  const type = String(r.headers['content-type'] ?? '');
  // A valid request to an outside service the tests do not reach (MNB, NAV) is rightly a 503.
  const isUnreachable = r.statusCode === 503 && !probe.isInvalid;
  if (r.statusCode >= 500 && !isUnreachable)
    return `answered ${r.statusCode}: ${r.body.slice(0, 200)}`;
  // The sweep must run every route as the admin, not stop at the login check.
  if (r.statusCode === 401 && r.body.includes('UNAUTHENTICATED')) return 'lost the session';
  if (probe.isInvalid && (r.statusCode < 400 || r.statusCode >= 500))
    return `was accepted (${r.statusCode})`;
  if (r.statusCode >= 400) {
    const expected = probe.wantsHtml ? 'text/html' : 'application/problem+json';
    if (!type.startsWith(expected)) return `answered ${r.statusCode} as ${type}, not ${expected}`;
  }
  return undefined;
}

describeApp('hostile input', (t) => {
  it('never answers 5xx to hostile input on any route, and refuses what the contract refuses', async () => {
    const session = await t().login('admin');
    const routes = t().app.kontorRoutes.filter((r) => !SKIPPED.has(key(r)));
    const probes = routes.flatMap(probesOf);
    const failures: string[] = [];
    for (let i = 0; i < probes.length; i += PARALLEL) {
      const batch = probes.slice(i, i + PARALLEL);
      const answers = await Promise.all(batch.map((p) => send(t(), session, p)));
      batch.forEach((p, j) => {
        const failure = verdict(p, answers[j]!);
        if (failure) failures.push(`${p.what}: ${failure}`);
      });
    }
    console.info(
      `hostile-input sweep [${t().kind}]: ${probes.length} requests on ${routes.length} routes`,
    );
    // 5xx first: they are the worst, and the first 40 are shown.
    failures.sort(
      (a, b) => Number(b.includes(': answered 5')) - Number(a.includes(': answered 5')),
    );
    expect(failures.length, failures.slice(0, 40).join('\n')).toBe(0);
    expect(probes.length).toBeGreaterThan(2000);
  }, 420_000);
});

describeApp('strict input', (t) => {
  it('refuses a NUL character with 400 naming the field, in bodies and queries', async () => {
    const login = await t().call('POST', `${REST}/auth/login`, {
      body: { username: 'admin\u0000', password: 'x' },
    });
    expect(login.statusCode).toBe(400);
    expect(login.headers['content-type']).toContain('application/problem+json');
    expect(login.json().errors[0].path).toBe('username');
    const session = await t().login('admin');
    const lookup = await t().call('GET', `${REST}/products/mac?term=a%00b`, { session });
    expect(lookup.statusCode).toBe(400);
    expect(lookup.json().errors[0].path).toBe('term');
    const surrogate = await t().call('POST', `${REST}/products/search`, {
      session,
      body: { term: 'a\ud800' },
    });
    expect(surrogate.statusCode).toBe(400);
    expect(surrogate.json().errors[0].path).toBe('term');
  });

  it('takes JSON types as they are and reads path and query integers as plain digits', async () => {
    const session = await t().login('admin');
    for (const firmId of [true, [2], '1', 1.5, 2 ** 31]) {
      const r = await t().call('PUT', `${REST}/user/firm`, { session, body: { firmId } });
      expect(r.statusCode, JSON.stringify(firmId)).toBe(400);
      expect(r.json().errors[0].path).toBe('firmId');
    }
    for (const id of ['0x1', '%201', '1e0', '2147483648', '-1', '1.0']) {
      const r = await t().call('GET', `${REST}/products/${id}/product-info`, { session });
      expect(r.statusCode, id).toBe(400);
      expect(r.json().errors[0].path).toBe('productId');
    }
    for (const limit of ['0x5', '%205', '5e0', '']) {
      const r = await t().call('GET', `${REST}/products/mac?limit=${limit}`, { session });
      expect(r.statusCode, limit).toBe(400);
    }
    const plain = await t().call('GET', `${REST}/products/mac?limit=05&term=a`, { session });
    expect(plain.statusCode).toBe(200);
  });
});

it('cuts a request whose body trickles in once the request timeout is up', async () => {
  const started = await startTestApp('pglite', { bodyTimeoutMs: 300 });
  try {
    await started.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = started.app.server.address() as AddressInfo;
    const socket = connect(port, '127.0.0.1');
    await once(socket, 'connect');
    socket.write(
      `POST ${REST}/auth/login HTTP/1.1\r\nHost: ${HOST}\r\nOrigin: ${ORIGIN}\r\n` +
        'Content-Type: application/json\r\nContent-Length: 1000\r\n\r\n{',
    );
    // One byte at a time, never the whole body: only the timeout can end it.
    const trickle = setInterval(() => socket.writable && socket.write(' '), 50);
    let answer = '';
    socket.on('data', (chunk) => {
      answer += String(chunk);
    });
    await once(socket, 'close');
    clearInterval(trickle);
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
  } finally {
    await started.close();
  }
});

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
import type { z } from 'zod';
import type { RegisteredRoute } from '../app.ts';
import {
  describeApp,
  HOST,
  ORIGIN,
  REST,
  type Session,
  startTestApp,
  type TestApp,
} from './harness.ts';
import { getAt, setAt, validSampleOf } from './sample.ts';

/** Ends the sweep's own session; auth.test.ts covers it. */
const SKIPPED = new Set([`POST ${REST}/auth/logout`]);
const PARALLEL = 8;
const DEPTH = 10_000;
/** Written into JSON as is: `1e309` is Infinity once parsed, which JSON.stringify cannot write. */
const INFINITE = '__1e309__';
/** Arrays nested DEPTH deep, written as text (too deep for JSON.stringify's stack). */
const DEEP = '__deep__';
const DEEP_TEXT = `${'['.repeat(DEPTH)}1${']'.repeat(DEPTH)}`;

type Part = 'params' | 'querystring' | 'body';
type Path = PropertyKey[];

interface Probe {
  what: string;
  method: string;
  url: string;
  payload?: string;
  contentType?: string;
  /** The contract or the input rules refuse it: a 4xx is required, not only "no 5xx". */
  isInvalid: boolean;
  wantsHtml: boolean;
}

const key = (r: RegisteredRoute) => `${r.method} ${r.url}`;
/** Classic pages (and their files): a browser asking for them gets HTML errors. */
const isClassicPage = (r: RegisteredRoute) => /^\/kontor\/(app[f2]?|classic-assets)\//.test(r.url);

/** Leaves (and containers) of a sample, depth first, with their paths; arrays by their first item. */
function pathsOf(value: unknown, path: Path = []): Path[] {
  if (typeof value !== 'object' || value === null) return [path];
  const entries = Array.isArray(value)
    ? value.slice(0, 1).map((v, i) => [i, v])
    : Object.entries(value);
  return [path, ...entries.flatMap(([k, v]) => pathsOf(v, [...path, k as PropertyKey]))];
}

/** Hostile replacements for a value; `true` marks those the input rules refuse whatever the schema. */
function hostileValues(current: unknown): [unknown, boolean][] {
  const wrongTypes: [unknown, boolean][] = [
    [true, false],
    [[current], false],
    [{ x: current }, false],
  ];
  if (typeof current === 'string')
    return [
      [`${current}\u0000`, true],
      [`\u0000`, true],
      [`${current}\ud800`, true],
      [`\udc00${current}`, true],
      ['x'.repeat(100_000), false],
      [1, false],
      ...wrongTypes,
    ];
  if (typeof current === 'number')
    return [
      [2 ** 31, false],
      [-1, false],
      [INFINITE, false],
      [1e20, false],
      [1.5, false],
      [String(current), false],
      [null, false],
      ...wrongTypes,
    ];
  if (typeof current === 'boolean')
    return [
      ['true', false],
      [1, false],
      [null, false],
      [[current], false],
    ];
  if (Array.isArray(current))
    return [
      [Array(100_000).fill(current[0] ?? 1), false],
      ['x', false],
      [{}, false],
      [DEEP, true],
    ];
  if (typeof current === 'object' && current !== null)
    return [
      ['x', false],
      [[], false],
      [{ '\u0000': 1 }, true],
      [DEEP, true],
    ];
  return [];
}

/**
 * Query and path values: malformed and out-of-range numbers, names of built-in object properties,
 * JSON, NUL. (A lone surrogate cannot travel in a URL: percent-encoding makes it U+FFFD.)
 */
const HOSTILE_TEXTS = [
  '0x1',
  ' 1',
  '1e0',
  '',
  '2147483648',
  '-1',
  '1e309',
  '9'.repeat(30),
  '1.5',
  'true',
  '{"x":1}',
  'constructor',
  '__proto__',
  'toString',
  '\u0000',
  'x\u0000',
];

/** Query and path values as text: what a number-typed field takes is plain digits (platform/input.ts). */
function asText(value: unknown): string {
  if (value === INFINITE) return '1e309';
  if (value === DEEP) return DEEP_TEXT;
  return typeof value === 'object' && value !== null ? JSON.stringify(value) : String(value);
}

/** What the server sees of a text value in a field whose valid sample is `sample`. */
function readBack(text: string, sample: unknown): unknown {
  return typeof sample === 'number' && /^[0-9]+$/.test(text) ? Number(text) : text;
}

function accepts(schema: unknown, value: unknown): boolean {
  return (schema as z.ZodType).safeParse(value).success;
}

function urlOf(route: RegisteredRoute, params: Record<string, string>, query: string): string {
  const path = route.url
    .replace(/:([A-Za-z0-9_]+)/g, (_, name: string) => params[name] ?? '1')
    .replace('*', 'x');
  return query ? `${path}?${query}` : path;
}

function encodeQuery(query: Record<string, unknown>): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    for (const item of Array.isArray(value) ? value : [value]) {
      if (item !== undefined) search.append(name, asText(item));
    }
  }
  return search.toString();
}

function bodyText(value: unknown): string {
  return JSON.stringify(value)
    .replaceAll(`"${INFINITE}"`, '1e309')
    .replaceAll(`"${DEEP}"`, DEEP_TEXT);
}

/** Every probe of one route: each field of each part made hostile in turn, and broken bodies. */
function probesOf(route: RegisteredRoute): Probe[] {
  const schema = route.schema ?? {};
  const sample = {
    params: (validSampleOf(schema.params) ?? {}) as Record<string, unknown>,
    querystring: (validSampleOf(schema.querystring) ?? {}) as Record<string, unknown>,
    body: validSampleOf(schema.body),
  };
  const hasBody = route.method !== 'GET';
  const wantsHtml = isClassicPage(route);
  const paramsText = (params: Record<string, unknown>) =>
    Object.fromEntries(Object.entries(params).map(([k, v]) => [k, encodeURIComponent(asText(v))]));
  const probe = (
    what: string,
    part: Partial<Record<Part, unknown>>,
    isInvalid: boolean,
    raw?: { payload: string; contentType?: string },
  ): Probe => {
    const params = (part.params ?? sample.params) as Record<string, unknown>;
    const query = (part.querystring ?? sample.querystring) as Record<string, unknown>;
    const body = 'body' in part ? part.body : sample.body;
    const payload =
      raw?.payload ?? (body !== undefined || hasBody ? bodyText(body ?? {}) : undefined);
    return {
      what: `${key(route)} ${what}`,
      method: route.method,
      url: urlOf(route, paramsText(params) as Record<string, string>, encodeQuery(query)),
      ...(payload !== undefined && {
        payload,
        contentType: raw?.contentType ?? 'application/json',
      }),
      isInvalid,
      wantsHtml,
    };
  };
  const probes: Probe[] = [
    probe(
      'NUL in an unknown query parameter',
      { querystring: { ...sample.querystring, zz: '\u0000' } },
      true,
    ),
  ];
  for (const [name, value] of Object.entries(sample.params)) {
    // An empty segment would be another route's path (`/storages/` for `/storages/:id`).
    for (const text of [...HOSTILE_TEXTS.filter(Boolean), 'x'.repeat(300)]) {
      const params = { ...sample.params, [name]: text };
      const read = { ...sample.params, [name]: readBack(text, value) };
      const what = `path ${name}=${JSON.stringify(text.slice(0, 20))}`;
      probes.push(
        probe(what, { params }, text.includes('\u0000') || !accepts(schema.params, read)),
      );
    }
  }
  for (const [name, value] of Object.entries(sample.querystring)) {
    for (const text of [...HOSTILE_TEXTS, 'x'.repeat(100_000), ['1', '2']]) {
      const querystring = { ...sample.querystring, [name]: text };
      const read = {
        ...sample.querystring,
        [name]: Array.isArray(text) ? text : readBack(text, value),
      };
      const what = `query ${name}=${JSON.stringify(text).slice(0, 20)}`;
      const isRefused = !Array.isArray(text) && text.includes('\u0000');
      probes.push(probe(what, { querystring }, isRefused || !accepts(schema.querystring, read)));
    }
  }
  if (!hasBody) return probes;
  for (const path of pathsOf(sample.body)) {
    const current = getAt(sample.body, path);
    for (const [value, isRefused] of hostileValues(current)) {
      const body = setAt(sample.body, path, value);
      probes.push(
        probe(
          `body ${path.join('.') || '(root)'}=${bodyText(value).slice(0, 20)}`,
          { body },
          isRefused || !accepts(schema.body, JSON.parse(bodyText(body))),
        ),
      );
    }
  }
  const broken = (what: string, payload: string, contentType = 'application/json') =>
    probe(what, {}, true, { payload, contentType });
  probes.push(
    broken('broken JSON', '{"a": '),
    broken('JSON of a prototype', '{"__proto__": {"isAdmin": true}}'),
    broken('text body', 'hello', 'text/plain'),
    broken(`JSON nested ${DEPTH} deep`, DEEP_TEXT),
    broken('body over the limit', JSON.stringify({ x: 'x'.repeat(1_100_000) })),
  );
  return probes;
}

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
  }, 180_000);
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

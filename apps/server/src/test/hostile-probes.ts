/**
 * The hostile-input sweep's probes (hostile-input.test.ts): from a route's zod schemas, a valid
 * request, then each field of each part made hostile in turn, and broken bodies. Each probe says
 * whether the contract or the input rules (platform/input.ts) refuse it, judged by the schema
 * itself, so a refused probe must answer 4xx and any other must at least not fail.
 */
import type { z } from 'zod';
import type { RegisteredRoute } from '../app.ts';
import { getAt, setAt, validSampleOf } from './sample.ts';

const DEPTH = 10_000;
/** Written into JSON as is: `1e309` is Infinity once parsed, which JSON.stringify cannot write. */
const INFINITE = '__1e309__';
/** Arrays nested DEPTH deep, written as text (too deep for JSON.stringify's stack). */
const DEEP = '__deep__';
const DEEP_TEXT = `${'['.repeat(DEPTH)}1${']'.repeat(DEPTH)}`;

type Part = 'params' | 'querystring' | 'body';
type Path = PropertyKey[];

export interface Probe {
  what: string;
  method: string;
  url: string;
  payload?: string;
  contentType?: string;
  /** The contract or the input rules refuse it: a 4xx is required, not only "no 5xx". */
  isInvalid: boolean;
  wantsHtml: boolean;
}

export const routeKey = (r: RegisteredRoute) => `${r.method} ${r.url}`;
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
export function probesOf(route: RegisteredRoute): Probe[] {
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
      what: `${routeKey(route)} ${what}`,
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

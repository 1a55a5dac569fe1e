import { z } from 'zod';

type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  pattern?: string;
  format?: string;
};

/** Candidate strings, the first one that fits a field's pattern is used. */
const STRINGS = ['FIRM-B', '/app/FIRM-B', '2026-11-22T08:00:00.000Z', '12345678-1-42'];

/**
 * A plausible value for a route input, derived from its zod schema: the firm sweep sends these,
 * with every integer set to `id`, to each route.
 */
export function sampleOf(schema: unknown, id: number): unknown {
  if (!schema) return undefined;
  return sampleJson(
    z.toJSONSchema(schema as z.ZodType, { io: 'input', unrepresentable: 'any' }) as JsonSchema,
    id,
  );
}

function sampleJson(schema: JsonSchema, id: number): unknown {
  if (schema.const !== undefined) return schema.const;
  if (schema.enum) return schema.enum[0];
  const options = schema.anyOf ?? schema.oneOf;
  if (options) return sampleJson(options.find((o) => o.type !== 'null') ?? options[0]!, id);
  const type = [schema.type].flat()[0];
  switch (type) {
    case 'object':
      return Object.fromEntries(
        Object.entries(schema.properties ?? {}).map(([k, v]) => [k, sampleJson(v, id)]),
      );
    case 'array':
      return schema.items ? [sampleJson(schema.items, id)] : [];
    case 'integer':
    case 'number':
      return id;
    case 'boolean':
      return true;
    case 'string': {
      if (schema.format === 'date-time') return STRINGS[2];
      const pattern = schema.pattern ? new RegExp(schema.pattern) : null;
      const fits = (s: string) => !pattern || pattern.test(s);
      // The id in the text makes each call's input differ, so no call is a no-op repeat.
      const plain = STRINGS.find(fits) ?? STRINGS[0]!;
      return fits(`${plain}-${id}`) ? `${plain}-${id}` : plain;
    }
    default:
      return 'FIRM-B';
  }
}

/** Query parameters travel as strings. */
export function sampleQuery(schema: unknown, id: number): string {
  const value = sampleOf(schema, id) as Record<string, unknown> | undefined;
  return new URLSearchParams(
    Object.entries(value ?? {}).map(([k, v]): [string, string] => [k, String(v)]),
  ).toString();
}

/**
 * Texts that pass common field rules (codes, currency and country codes, dates, tax numbers,
 * e-mail, phone, barcode, decimals), tried in turn by `validSampleOf`.
 */
const VALID_TEXTS = [
  'FIRM-B',
  'HUF',
  'HU',
  'hu',
  '2026-11-22',
  '2026-11-22T08:00:00.000Z',
  '12345676-2-42',
  'HU12345676',
  '01-09-123456',
  'info@example.hu',
  '+36 1 234 5678',
  '5901234123457',
  '1051',
  '1',
  'A',
  'a'.repeat(64),
];
const VALID_NUMBERS = [1, 10, 100, 0];

type Path = readonly PropertyKey[];

export function getAt(value: unknown, path: Path): unknown {
  return path.reduce<unknown>((v, k) => (v as Record<PropertyKey, unknown>)?.[k], value);
}

/** A copy of `value` with `item` at `path` (`undefined` leaves the last key out). */
export function setAt(value: unknown, path: Path, item: unknown): unknown {
  if (path.length === 0) return item;
  const [head, ...rest] = path;
  const copy = (Array.isArray(value) ? [...value] : { ...(value as object) }) as Record<
    PropertyKey,
    unknown
  >;
  if (item === undefined && rest.length === 0) delete copy[head!];
  else copy[head!] = setAt(copy[head!], rest, item);
  return copy;
}

/** Values to try for a failing field, by the type the schema expects or the value has. */
function candidatesFor(issue: z.core.$ZodIssue, current: unknown): readonly unknown[] {
  const kind = (issue as { expected?: string }).expected ?? typeof current;
  if (kind === 'number' || kind === 'int') return VALID_NUMBERS;
  if (kind === 'boolean') return [true, false];
  if (kind === 'object' || kind === 'record') return [{}];
  if (kind === 'array') return [[]];
  return VALID_TEXTS;
}

/**
 * A value the schema accepts, where one can be found: the plausible sample, then, field by failing
 * field, the next candidate of the field's kind (the last one leaves the field out), so checks the
 * JSON schema cannot show (check digits, "exactly one of") are met too. Hostile variants of it then
 * differ from a valid request in one field only.
 */
export function validSampleOf(schema: unknown): unknown {
  if (!schema) return undefined;
  const zod = schema as z.ZodType;
  let value = sampleOf(schema, 1);
  const tried = new Map<string, number>();
  const attemptOf = (issue: z.core.$ZodIssue) => tried.get(JSON.stringify(issue.path)) ?? 0;
  const candidatesOf = (issue: z.core.$ZodIssue) => candidatesFor(issue, getAt(value, issue.path));
  for (let round = 0; round < 200; round++) {
    const result = zod.safeParse(value);
    if (result.success) return value;
    // The first failing field with candidates left; a field that has none is given up on.
    const issue = result.error.issues.find(
      (i) => i.path.length > 0 && attemptOf(i) <= candidatesOf(i).length,
    );
    if (!issue) return value;
    const attempt = attemptOf(issue);
    tried.set(JSON.stringify(issue.path), attempt + 1);
    value = setAt(value, issue.path, candidatesOf(issue)[attempt]);
  }
  return value;
}

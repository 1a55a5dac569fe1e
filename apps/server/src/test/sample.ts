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

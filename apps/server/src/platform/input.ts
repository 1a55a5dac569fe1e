import type { TFieldError } from '@kontor/contract';
import type { FastifyInstance, FastifySchemaCompiler } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from './errors.ts';

/**
 * The rules every request value passes before any route sees it (ARCHITECTURE.md, "Hostile
 * input"): text is well-formed Unicode without NUL (PostgreSQL cannot store NUL, and a lone
 * surrogate is not text), JSON nests at most MAX_DEPTH levels, and query and path integers are
 * plain decimal digits. Bodies are never coerced: the contract's schemas take JSON types as they are.
 */
export const MAX_DEPTH = 32;

const DIGITS = /^[0-9]+$/;
const DECIMAL = /^[0-9]+(\.[0-9]+)?$/;
/** In a `u` pattern, a surrogate half matches on its own only when it is not part of a pair. */
const LONE_SURROGATE = /\p{Cs}/u;

type JsonSchema = {
  type?: string | string[];
  anyOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
};

/** 'integer' or 'number' when a field of a query or path schema takes a number, else undefined. */
function numericType(field: JsonSchema): string | undefined {
  const types = [field.type, ...(field.anyOf ?? []).map((option) => option.type)].flat();
  return types.find((type) => type === 'integer' || type === 'number');
}

/**
 * Query and path values arrive as text. For the fields whose schema takes a number, digits (and,
 * for non-integers, one decimal point) become that number; anything else (`0x1`, ` 1`, `1e0`, an
 * empty value, a repeated key) stays as it came and the schema refuses it. Range checks are the
 * schema's (`ZId` stops at the largest `integer`).
 */
function textToNumbers(schema: unknown): (data: unknown) => unknown {
  const json = z.toJSONSchema(schema as z.ZodType, { io: 'input', unrepresentable: 'any' });
  const fields = new Map<string, RegExp>();
  for (const [name, field] of Object.entries((json as JsonSchema).properties ?? {})) {
    const type = numericType(field);
    if (type) fields.set(name, type === 'integer' ? DIGITS : DECIMAL);
  }
  if (fields.size === 0) return (data) => data;
  return (data) => {
    if (typeof data !== 'object' || data === null) return data;
    const out: Record<string, unknown> = { ...data };
    for (const [name, pattern] of fields) {
      const value = Object.hasOwn(out, name) ? out[name] : undefined;
      if (typeof value === 'string' && pattern.test(value)) out[name] = Number(value);
    }
    return out;
  };
}

/** The zod validator of fastify-type-provider-zod, with query and path numbers read strictly. */
export const inputValidatorCompiler: FastifySchemaCompiler<z.ZodType> = (route) => {
  const validate = validatorCompiler(route);
  if (route.httpPart !== 'querystring' && route.httpPart !== 'params') return validate;
  const convert = textToNumbers(route.schema);
  return (data) => validate(convert(data));
};

function textProblem(text: string): string | undefined {
  if (text.includes('\u0000')) return 'Text must not contain the NUL character';
  if (LONE_SURROGATE.test(text)) return 'Text must be well-formed Unicode (no lone surrogate)';
  return undefined;
}

/** Parsed JSON and the parsed query or path; a raw body (Buffer, stream) is no text to check. */
function isJsonContainer(value: unknown): value is object {
  if (typeof value !== 'object' || value === null) return false;
  return !ArrayBuffer.isView(value) && typeof (value as { pipe?: unknown }).pipe !== 'function';
}

/** The first value (or key) of a request part that breaks the input rules, with its path. */
export function findBadInput(value: unknown, path: string[] = []): TFieldError | undefined {
  const at = (message: string, code: string, where = path): TFieldError => ({
    path: where.join('.'),
    message,
    code,
  });
  if (typeof value === 'string') {
    const message = textProblem(value);
    return message ? at(message, 'invalid_text') : undefined;
  }
  if (!isJsonContainer(value)) return undefined;
  if (path.length >= MAX_DEPTH) return at(`Nested deeper than ${MAX_DEPTH} levels`, 'too_deep');
  const entries = Array.isArray(value) ? value.entries() : Object.entries(value);
  for (const [key, item] of entries) {
    const where = [...path, String(key)];
    const keyMessage = typeof key === 'string' ? textProblem(key) : undefined;
    if (keyMessage) return at(keyMessage, 'invalid_text', where);
    const found = findBadInput(item, where);
    if (found) return found;
  }
  return undefined;
}

/** Request parts, named as in zod's validation errors (`Invalid querystring`). */
const PARTS = [
  ['params', 'params'],
  ['query', 'querystring'],
  ['body', 'body'],
] as const;

/**
 * Applies the text and nesting rules to every route, including those without a schema (classic
 * pages, files), before validation: a break answers 400 naming the field.
 */
export function registerInputRules(app: FastifyInstance): void {
  // Synchronous, as every per-request hook here: an async one costs a promise and a microtask turn.
  app.addHook('preValidation', (req, _reply, done) => {
    for (const [part, name] of PARTS) {
      const bad = findBadInput(req[part]);
      if (bad) {
        done(new AppError('VALIDATION_FAILED', `Invalid ${name}`, { errors: [bad] }));
        return;
      }
    }
    done();
  });
}

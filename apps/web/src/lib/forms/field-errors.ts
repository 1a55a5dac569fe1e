import type { TFieldError } from '@kontor/contract';
import type { z } from 'zod';
import { ApiError } from '../api/api-error';

/** Field path (`billingAddress.postalCode`) → dictionary key of the message shown at the field. */
export type FieldErrors = Readonly<Record<string, string>>;

export interface FieldRule {
  /** Matches the field path */
  path: RegExp;
  /** The issue code the rule is for; any code when left out */
  code?: string;
  key: string;
}

/** Reads the field errors of a failed call (problem+json `errors[]`), one message per field. */
export type ServerErrorReader = (error: unknown) => FieldErrors;

/**
 * The messages of an area's fields: the contract's and the server's messages are English
 * developer texts; the user reads the dictionary texts these rules pick (first match wins, then
 * the area's fallback).
 */
export function fieldMessages(rules: readonly FieldRule[], fallbackKey: string) {
  const messageKeyOf = (path: string, code: string): string =>
    rules.find((rule) => rule.path.test(path) && (!rule.code || rule.code === code))?.key ??
    fallbackKey;
  const collect = (errors: readonly { path: string; code: string }[]): FieldErrors => {
    const result: Record<string, string> = {};
    for (const { path, code } of errors) result[path] ??= messageKeyOf(path, code);
    return result;
  };
  return {
    messageKeyOf,
    /** The failing fields of a contract schema's check, one message per field. */
    zodFieldErrors: (error: z.ZodError | undefined): FieldErrors =>
      collect(
        (error?.issues ?? []).map((issue) => ({ path: issue.path.join('.'), code: issue.code })),
      ),
    /** The field errors of a problem+json answer (400 validation, 409 duplicate or stale). */
    problemFieldErrors: ((error: unknown): FieldErrors =>
      error instanceof ApiError
        ? collect((error.problem?.errors ?? []) as TFieldError[])
        : {}) as ServerErrorReader,
  };
}

export function isStaleVersion(error: unknown): boolean {
  return error instanceof ApiError && error.problem?.code === 'STALE_VERSION';
}

/** The errors without those of one field, e.g. once the user changes it. */
export function withoutField(errors: FieldErrors, path: string): FieldErrors {
  if (!(path in errors)) return errors;
  const { [path]: _, ...rest } = errors;
  return rest;
}

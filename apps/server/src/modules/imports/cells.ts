import type { z } from 'zod';

/** A cell turned into what the form would send, or the dictionary key of why it cannot be. */
export type CellResult = { ok: true; value: unknown } | { ok: false; key: string };

export const ERR = (name: string) => `IMPORTS.ERROR.${name}`;
const ok = (value: unknown): CellResult => ({ ok: true, value });
const fail = (name: string): CellResult => ({ ok: false, key: ERR(name) });

/** Accent- and case-free text for matching header names and Hungarian option labels. */
export function foldText(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();
}

/**
 * A number as Hungarian files write it: `1 234,5`, `1234,5`, `1.234,50` or `1234.5` (xlsx
 * numbers arrive with a dot); answers the decimal string `1234.5`, or null when it is no number.
 */
export function parseDecimal(text: string): string | null {
  let t = text.replace(/[\s\u00a0\u202f]/g, '');
  if (t.includes(',')) {
    if (t.includes('.')) t = t.replaceAll('.', '');
    t = t.replace(',', '.');
  }
  if (!/^-?\d+(\.\d+)?$/.test(t)) return null;
  return t.replace(/^(-?)0+(?=\d)/, '$1');
}

/** `2026-01-31`, `2026.01.31`, `2026. 01. 31.`, `2026/01/31` → `2026-01-31` when the day exists. */
export function parseDate(text: string): string | null {
  const m = /^(\d{4})[-./]\s*(\d{1,2})[-./]\s*(\d{1,2})\.?$/.exec(text.trim());
  if (!m) return null;
  const iso = `${m[1]}-${m[2]!.padStart(2, '0')}-${m[3]!.padStart(2, '0')}`;
  const d = new Date(`${iso}T00:00:00Z`);
  return Number.isNaN(d.getTime()) || d.toISOString().slice(0, 10) !== iso ? null : iso;
}

const TRUE = new Set(['igen', 'i', 'true', '1', 'x', 'aktiv', 'yes']);
const FALSE = new Set(['nem', 'n', 'false', '0', 'inaktiv', 'no']);

export type CellKind = 'TEXT' | 'INTEGER' | 'DECIMAL' | 'DATE' | 'BOOLEAN' | 'CODE' | 'LIST';

/** Converts a cell's text by its column's kind; an empty cell is `undefined` (left to the form's default). */
export function convertCell(
  kind: CellKind,
  text: string,
  options?: (text: string) => string | null,
): CellResult {
  if (text === '') return ok(undefined);
  switch (kind) {
    case 'INTEGER': {
      const t = text.replace(/[\s\u00a0]/g, '');
      return /^-?\d{1,9}$/.test(t) ? ok(Number(t)) : fail('NOT_AN_INTEGER');
    }
    case 'DECIMAL': {
      const value = parseDecimal(text);
      return value === null ? fail('NOT_A_NUMBER') : ok(value);
    }
    case 'DATE': {
      const value = parseDate(text);
      return value === null ? fail('NOT_A_DATE') : ok(value);
    }
    case 'BOOLEAN': {
      const t = foldText(text);
      if (TRUE.has(t)) return ok(true);
      return FALSE.has(t) ? ok(false) : fail('NOT_A_BOOLEAN');
    }
    case 'CODE':
      return ok(options?.(text) ?? text);
    case 'LIST': {
      const items = text
        .split(/[,;|]/)
        .map((s) => s.trim())
        .filter(Boolean);
      return ok(items.map((item) => options?.(item) ?? item));
    }
    default:
      return ok(text);
  }
}

/**
 * The Hungarian message key of the first problem the form's schema found: a missing value is
 * REQUIRED, a too long text TOO_LONG, a number outside its range OUT_OF_RANGE, a value not in
 * the list UNKNOWN_VALUE, anything else the column's own key (e.g. the tax number's check digit).
 */
export function issueKey(error: z.ZodError, value: unknown, invalidKey: string): string {
  const issue = error.issues[0];
  if (!issue) return invalidKey;
  if (value === undefined || value === null) return ERR('REQUIRED');
  if (issue.code === 'too_small' && issue.origin === 'string' && Number(issue.minimum) <= 1)
    return ERR('REQUIRED');
  if (issue.code === 'too_big' && issue.origin === 'string') return ERR('TOO_LONG');
  if ((issue.code === 'too_small' || issue.code === 'too_big') && issue.origin === 'number')
    return ERR('OUT_OF_RANGE');
  if (issue.code === 'invalid_value') return ERR('UNKNOWN_VALUE');
  if (issue.code === 'too_small' && issue.origin === 'array') return ERR('REQUIRED');
  return invalidKey;
}

/** An option list matched by code or by its Hungarian label, accent- and case-free. */
export function optionMatcher(entries: [code: string, label: string][]) {
  const byText = new Map<string, string>();
  for (const [code, label] of entries) {
    byText.set(foldText(code), code);
    byText.set(foldText(label), code);
  }
  return (text: string) => byText.get(foldText(text)) ?? null;
}

import { Money } from '@kontor/contract';

/** Why a typed number was refused: a dictionary key and its values. */
export interface DecimalProblem {
  key: 'VALIDATION.NOT_A_NUMBER' | 'UI.GRID_MAX_DECIMALS' | 'VALIDATION.AT_LEAST';
  values?: Record<string, string | number>;
}

export type DecimalParse =
  | { ok: true; value: string | null }
  | { ok: false; problem: DecimalProblem };

/**
 * A number typed the Hungarian way or the programmer's way (`1 234,5`, `1234.5`, `-0,25`) as a
 * canonical decimal string (`1234.5`: no group spaces, no leading or trailing zeros); null when
 * blank. Only one decimal separator is accepted: `1.234,5` is ambiguous and refused, never guessed.
 * `scale` caps the decimals, `min` is the smallest value allowed.
 */
export function parseDecimalText(
  typed: string,
  opts: { scale?: number; min?: string } = {},
): DecimalParse {
  // Spaces, no-break and narrow no-break spaces group thousands (Intl's hu-HU output uses them).
  const compact = typed.replace(/[\s\u00a0\u202f]/g, '');
  if (compact === '') return { ok: true, value: null };
  const match = /^([+-]?)(\d+)(?:[.,](\d+))?$/.exec(compact);
  if (!match) return { ok: false, problem: { key: 'VALIDATION.NOT_A_NUMBER' } };
  const [, sign, whole = '', rawFraction = ''] = match;
  const fraction = rawFraction.replace(/0+$/, '');
  if (opts.scale !== undefined && fraction.length > opts.scale) {
    return { ok: false, problem: { key: 'UI.GRID_MAX_DECIMALS', values: { scale: opts.scale } } };
  }
  const integer = whole.replace(/^0+(?=\d)/, '');
  const isZero = /^0$/.test(integer) && fraction === '';
  const value = `${sign === '-' && !isZero ? '-' : ''}${integer}${fraction ? `.${fraction}` : ''}`;
  if (opts.min !== undefined && new Money(value).lt(opts.min)) {
    return {
      ok: false,
      problem: { key: 'VALIDATION.AT_LEAST', values: { minimum: opts.min.replace('.', ',') } },
    };
  }
  return { ok: true, value };
}

/** A canonical decimal string as the editor shows it for typing: `1234.5` → `1234,5`. */
export function toEditableDecimal(value: string | null): string {
  return value === null ? '' : value.replace('.', ',');
}

import type { TFunction } from 'i18next';
import { ApiError } from '../../lib/api/api-error';

/**
 * A refusal of a delivery call in the user's words, from the dictionary (never the server's
 * English detail, save MyGLS's refusals, which the server words in Hungarian), and the field it
 * belongs to: a refused field ('Hibás érték' in place), the
 * reason the server names in its first error (`DELIVERY.ERROR.<CODE>`: a row in use, a stop of
 * another route, …), else the problem's code (stale version, wrong state, conflict).
 */
export function deliveryRefusal(
  error: unknown,
  t: TFunction,
): { field: string | null; text: string } {
  const problem = error instanceof ApiError ? error.problem : undefined;
  const failed = t('DELIVERY.ERROR.FAILED');
  if (!problem) return { field: null, text: failed };
  const first = problem.errors?.[0];
  // MyGLS's own refusals come worded in Hungarian by the server (couriers.service).
  if (first?.code.startsWith('gls_'))
    return { field: null, text: (problem.errors ?? []).map((e) => e.message).join(' ') };
  if (problem.code === 'VALIDATION_FAILED')
    return { field: first?.path ?? null, text: t('DELIVERY.ERROR.INVALID') };
  // A taken code or plate belongs under its field.
  if (first?.code === 'duplicate')
    return { field: first.path || null, text: t('DELIVERY.ERROR.DUPLICATE') };
  const byProblem = t(`DELIVERY.ERROR.${problem.code}`, { defaultValue: failed });
  const text = first?.code
    ? t(`DELIVERY.ERROR.${first.code.toUpperCase()}`, { defaultValue: byProblem })
    : byProblem;
  return { field: null, text };
}

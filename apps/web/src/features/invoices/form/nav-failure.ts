import type { TFunction } from 'i18next';
import { ApiError } from '../../../lib/api/api-error';
import { failureOf } from './invoice-action-modal';

/**
 * A NAV action's failure in the user's language: the server's reason (`NOTHING_CORRECTED: …`, a
 * stale version, a field) from the dictionary, never the raw problem+json.
 */
export function navFailureOf(t: TFunction, error: unknown): string {
  const problem = error instanceof ApiError ? error.problem : undefined;
  if (!problem) return failureOf(t, error);
  const reason = /^([A-Z_]+):/.exec(problem.detail ?? '')?.[1];
  const status = problem.errors?.find((e) => e.path === 'navStatus')?.message;
  const text = t(`INVOICES.NAV_ERROR.${reason ?? problem.code}`, {
    status: status ? t(`INVOICES.NAV.${status}`) : '',
    field: problem.errors?.[0]?.path ?? '',
    defaultValue: '',
  });
  return text || t('INVOICES.NAV_ERROR.OTHER');
}

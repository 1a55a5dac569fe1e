import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../lib/api/api-error';
import { logError } from '../lib/log';
import { ErrorDisplay } from '../ui/error-display';

export function isForbidden(error: unknown): boolean {
  return error instanceof ApiError && error.status === 403;
}

/**
 * A page whose data failed to load: the shared error display; the cause is logged. A refusal
 * (403) says so and what to do, never "try again later".
 */
export function ErrorMessage({ error }: { error: unknown }) {
  const { t } = useTranslation();
  useEffect(() => logError('Loading a page failed', error), [error]);
  if (isForbidden(error)) {
    return (
      <ErrorDisplay title={t('SHELL.NO_PERMISSION')} message={t('SHELL.NO_PERMISSION_HINT')} />
    );
  }
  return <ErrorDisplay message={t('SHELL.LOAD_FAILED')} />;
}

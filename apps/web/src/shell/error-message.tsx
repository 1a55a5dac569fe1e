import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { logError } from '../lib/log';
import { ErrorDisplay } from '../ui/error-display';

/** A page whose data failed to load: the shared error display; the cause is logged. */
export function ErrorMessage({ error }: { error: unknown }) {
  const { t } = useTranslation();
  useEffect(() => logError('Loading a page failed', error), [error]);
  return <ErrorDisplay message={t('SHELL.LOAD_FAILED')} />;
}

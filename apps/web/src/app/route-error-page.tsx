import { IconAlertTriangle } from '@tabler/icons-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router';
import { logError } from '../lib/log';
import classes from './route-error-page.module.css';

/**
 * Shown when a page cannot be rendered or its code cannot be loaded (typically a new release
 * replaced the chunk an old tab asks for): a warning icon, a message and a reload. Plain HTML, so
 * it works even when the UI kit's own chunk is the one that failed.
 */
export function RouteErrorPage() {
  const { t } = useTranslation();
  const error = useRouteError();
  useEffect(() => logError('Page failed', error), [error]);
  // An API refusal (ApiError 403) read by shape: the contract's chunk is not loaded here.
  const isForbidden = (error as { status?: unknown } | null)?.status === 403;
  return (
    <main className={classes.page}>
      <div className={classes.box} role="alert">
        <IconAlertTriangle className={classes.icon} size={40} aria-hidden />
        {isForbidden ? (
          <>
            <p className={classes.text}>{t('SHELL.NO_PERMISSION')}</p>
            <p>{t('SHELL.NO_PERMISSION_HINT')}</p>
          </>
        ) : (
          <p className={classes.text}>{t('SHELL.PAGE_FAILED')}</p>
        )}
        <button type="button" className={classes.button} onClick={() => window.location.reload()}>
          {t('SHELL.RELOAD')}
        </button>
      </div>
    </main>
  );
}

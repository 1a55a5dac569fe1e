import { Loader } from '@mantine/core';
import {
  type CSSProperties,
  createContext,
  type ReactNode,
  use,
  useCallback,
  useMemo,
  useState,
} from 'react';
import { useTranslation } from 'react-i18next';
import { LAYER } from './layers';
import classes from './spinner.module.css';
import { useDelayedFlag } from './use-delayed-flag';

export interface SpinnerTiming {
  /** ms a claim must stay open before the spinner shows */
  delay: number;
  /** ms of the spinner's fade-in; hiding is immediate */
  fade: number;
  /** ms before the overlay starts blocking the page */
  overlayDelay: number;
}

/** Spec 000 §9 timings. */
export const DEFAULT_SPINNER: SpinnerTiming = { delay: 600, fade: 150, overlayDelay: 0 };
export const SHELL_SPINNER: SpinnerTiming = { delay: 1000, fade: 200, overlayDelay: 1000 };
export const SMALL_SPINNER = { delay: 200, fade: 200 } as const;

export interface ProgressApi {
  /** Keeps the spinner wanted until `promise` settles; returns the same promise. */
  claim<T>(promise: Promise<T>): Promise<T>;
}

const ProgressContext = createContext<ProgressApi | null>(null);

export function SpinnerProvider({
  delay = DEFAULT_SPINNER.delay,
  fade = DEFAULT_SPINNER.fade,
  overlayDelay = DEFAULT_SPINNER.overlayDelay,
  children,
}: Partial<SpinnerTiming> & { children: ReactNode }) {
  const { t } = useTranslation();
  const [openClaims, setOpenClaims] = useState(0);
  const isBusy = openClaims > 0;
  const isOverlayShown = useDelayedFlag(isBusy, overlayDelay);
  const isSpinnerShown = useDelayedFlag(isBusy, delay);

  const claim = useCallback(<T,>(promise: Promise<T>): Promise<T> => {
    setOpenClaims((count) => count + 1);
    const release = () => setOpenClaims((count) => count - 1);
    promise.then(release, release);
    return promise;
  }, []);

  const api = useMemo(() => ({ claim }), [claim]);

  return (
    <ProgressContext value={api}>
      {children}
      {(isOverlayShown || isSpinnerShown) && (
        <div
          className={classes.overlay}
          data-spinner-overlay
          data-with-spinner={isSpinnerShown || undefined}
          style={{ zIndex: LAYER.spinner, '--spinner-fade': `${fade}ms` } as CSSProperties}
        >
          {isSpinnerShown && <Loader role="progressbar" aria-label={t('UI.LOADING')} />}
        </div>
      )}
    </ProgressContext>
  );
}

export function useProgress(): ProgressApi {
  const api = use(ProgressContext);
  if (!api) throw new Error('useProgress must be used inside SpinnerProvider');
  return api;
}

/** An inline spinner for a part of a page; it shows only when loading lasts over 200 ms. */
export function SmallSpinner({ isActive = true }: { isActive?: boolean }) {
  const { t } = useTranslation();
  const isShown = useDelayedFlag(isActive, SMALL_SPINNER.delay);
  if (!isShown) return null;
  return (
    <span
      className={classes.spinner}
      style={{ '--spinner-fade': `${SMALL_SPINNER.fade}ms` } as CSSProperties}
    >
      <Loader size="xs" role="progressbar" aria-label={t('UI.LOADING')} />
    </span>
  );
}

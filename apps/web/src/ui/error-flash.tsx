import {
  type CSSProperties,
  createContext,
  type ReactNode,
  use,
  useCallback,
  useEffect,
  useRef,
  useState,
} from 'react';
import classes from './error-flash.module.css';
import { LAYER } from './layers';

/** Spec 000 §9: the red flash fades out over 2000 ms. */
export const ERROR_FLASH_MS = 2000;

const ErrorFlashContext = createContext<(() => void) | null>(null);

export function ErrorFlashProvider({ children }: { children: ReactNode }) {
  // Each flash gets a new key so a flash during a flash starts the fade again.
  const [flashKey, setFlashKey] = useState<number | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  const flash = useCallback(() => {
    clearTimeout(timer.current);
    setFlashKey((current) => (current ?? 0) + 1);
    timer.current = setTimeout(() => setFlashKey(null), ERROR_FLASH_MS);
  }, []);

  useEffect(() => () => clearTimeout(timer.current), []);

  return (
    <ErrorFlashContext value={flash}>
      {children}
      {flashKey !== null && (
        <div
          key={flashKey}
          className={classes.flash}
          data-error-flash
          aria-hidden
          style={
            {
              zIndex: LAYER.dialogAboveSpinner,
              '--flash-duration': `${ERROR_FLASH_MS}ms`,
            } as CSSProperties
          }
        />
      )}
    </ErrorFlashContext>
  );
}

/** Returns the function that flashes the screen red, the error indicator of spec 000 §4. */
export function useErrorFlash(): () => void {
  const flash = use(ErrorFlashContext);
  if (!flash) throw new Error('useErrorFlash must be used inside ErrorFlashProvider');
  return flash;
}

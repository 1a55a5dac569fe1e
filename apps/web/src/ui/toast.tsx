import { CloseButton, Paper, Text } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck } from '@tabler/icons-react';
import {
  createContext,
  type ReactNode,
  use,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { useTranslation } from 'react-i18next';
import { LAYER } from './layers';
import classes from './toast.module.css';

export type ToastType = 'SUCCESS' | 'ERROR';

export interface ToastApi {
  show(message: string, type: ToastType): void;
}

/** Spec 000 §9: a toast stays 75 ms per character, then slides out for 500 ms; 460 px wide. */
export const TOAST = { msPerCharacter: 75, slideOutMs: 500, widthPx: 460 } as const;

interface ToastState {
  id: number;
  message: string;
  type: ToastType;
  phase: 'shown' | 'leaving';
}

const ToastContext = createContext<ToastApi | null>(null);

export function ToastProvider({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const [toast, setToast] = useState<ToastState | null>(null);
  const timers = useRef<ReturnType<typeof setTimeout>[]>([]);

  const clearTimers = useCallback(() => {
    for (const timer of timers.current) clearTimeout(timer);
    timers.current = [];
  }, []);

  const leave = useCallback(() => {
    clearTimers();
    setToast((current) => current && { ...current, phase: 'leaving' });
    timers.current.push(setTimeout(() => setToast(null), TOAST.slideOutMs));
  }, [clearTimers]);

  // A new toast replaces the current one and restarts its clock.
  const show = useCallback(
    (message: string, type: ToastType) => {
      clearTimers();
      setToast((current) => ({ id: (current?.id ?? 0) + 1, message, type, phase: 'shown' }));
      timers.current.push(setTimeout(leave, message.length * TOAST.msPerCharacter));
    },
    [clearTimers, leave],
  );

  useEffect(() => clearTimers, [clearTimers]);

  const api = useMemo(() => ({ show }), [show]);
  const isError = toast?.type === 'ERROR';
  const color = isError ? 'var(--mantine-color-red-7)' : 'var(--mantine-color-green-7)';

  return (
    <ToastContext value={api}>
      {children}
      <div
        className={classes.region}
        style={{ zIndex: LAYER.dialogAboveSpinner, width: TOAST.widthPx }}
        aria-live="polite"
      >
        {toast && (
          <Paper
            key={toast.id}
            shadow="md"
            className={classes.toast}
            role={isError ? 'alert' : 'status'}
            data-type={toast.type}
            data-phase={toast.phase}
            style={{
              '--toast-color': color,
              '--toast-slide-duration': `${TOAST.slideOutMs}ms`,
            }}
          >
            {isError ? (
              <IconAlertTriangle color={color} aria-hidden />
            ) : (
              <IconCircleCheck color={color} aria-hidden />
            )}
            <Text className={classes.message}>{toast.message}</Text>
            <CloseButton aria-label={t('UI.CLOSE')} onClick={leave} />
          </Paper>
        )}
      </div>
    </ToastContext>
  );
}

export function useToast(): ToastApi {
  const api = use(ToastContext);
  if (!api) throw new Error('useToast must be used inside ToastProvider');
  return api;
}

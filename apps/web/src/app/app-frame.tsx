import '@mantine/core/styles.css';
import '../lib/i18n/shell-texts';
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Outlet, useNavigation } from 'react-router';
import { queryClient } from '../lib/query';
import { SHELL_SPINNER, SpinnerProvider, useProgress } from '../ui/spinner';
import { ToastProvider } from '../ui/toast';
import { cssVariablesResolver, theme } from './theme';

/** A navigation that loads code or data holds a progress claim until it is done. */
function NavigationProgress() {
  const isNavigating = useNavigation().state !== 'idle';
  const { claim } = useProgress();
  useEffect(() => {
    if (!isNavigating) return;
    let release = () => {};
    void claim(
      new Promise<void>((resolve) => {
        release = resolve;
      }),
    );
    return () => release();
  }, [isNavigating, claim]);
  return null;
}

/**
 * What every page but login relies on: the Mantine theme, the server state cache, the toast and
 * the global spinner (shell timings). Loaded lazily, so the login page does not wait for it.
 */
export default function AppFrame() {
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
      <QueryClientProvider client={queryClient}>
        <ToastProvider>
          <SpinnerProvider {...SHELL_SPINNER}>
            <NavigationProgress />
            <Outlet />
          </SpinnerProvider>
        </ToastProvider>
      </QueryClientProvider>
    </MantineProvider>
  );
}

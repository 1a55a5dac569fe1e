import { createTheme } from '@mantine/core';

/** System fonts only: no font download stands between the user and the first screen. */
export const theme = createTheme({
  primaryColor: 'indigo',
  fontFamily:
    'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
  defaultRadius: 'sm',
});

import { type CSSVariablesResolver, createTheme, Popover, ScrollArea } from '@mantine/core';
import { LAYER } from '../ui/layers';

/**
 * System fonts only: no font download stands between the user and the first screen.
 *
 * Contrast (WCAG AA, 4.5:1, checked by axe in e2e/a11y.e2e.ts): filled colours use shade 8, and
 * text on a filled background turns dark wherever white would not reach 4.5:1 (a background's
 * luminance above 0.18 gives black at least 4.6:1, below it white gives at least 4.6:1).
 */
export const theme = createTheme({
  primaryColor: 'indigo',
  primaryShade: 8,
  autoContrast: true,
  luminanceThreshold: 0.18,
  fontFamily:
    'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
  defaultRadius: 'sm',
  components: {
    // Every dropdown (select, combobox, date picker, menu) is a popover. Mantine's default (300)
    // sits below the dialogs' layer, so a select inside a dialog opened behind it: dropdowns
    // take the top layer, as the tooltips do.
    Popover: Popover.extend({ defaultProps: { zIndex: LAYER.dialogAboveSpinner } }),
    // A scroll region is reachable from the keyboard, so it can be scrolled with the arrows even
    // when nothing inside it takes the focus (WCAG 2.1.1; axe's scrollable-region-focusable).
    ScrollArea: ScrollArea.extend({ defaultProps: { viewportProps: { tabIndex: 0 } } }),
  },
});

/** Dimmed text (hints, counts, descriptions) in gray 7: gray 6 reaches only 3.3:1 on white. */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    // Text on light yellow (warning alerts, badges): Mantine's yellow reaches only 2.7:1 there.
    '--mantine-color-yellow-light-color': '#8a4b00',
    // A hovered light button (indigo 9 text on indigo 2) reaches only 4.1:1; on a phone the last
    // tapped button stays hovered. Between indigo 1 and 2: 4.9:1, and still a visible change.
    '--mantine-color-indigo-light-hover': '#d0dbff',
  },
  dark: {},
});

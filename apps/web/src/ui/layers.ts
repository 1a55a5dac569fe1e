/** Stacking levels of the shell (spec 000 §9); every fixed or floating layer takes its z-index from here. */
export const LAYER = {
  navbar: 9,
  pageOverlay: 100,
  dialog: 99996,
  spinner: 99997,
  hotkeyOverlay: 99998,
  dialogAboveSpinner: 99999,
} as const;

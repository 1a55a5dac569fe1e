/** The shell's numbers (000 §9). */
export const MENU_ANIMATION_MS = 300;
export const NAVBAR_HEIGHT_PX = 80;
export const MOBILE_NAVBAR_HEIGHT_PX = 50;
export const NAVBAR_LEFT_INSET_PX = 85;

export const HOTKEY_OVERLAY_TIMING = {
  fancy: { inMs: 100, displayMs: 450 },
  classic: { inMs: 0, displayMs: 300 },
} as const;
export type HotkeyOverlayMode = keyof typeof HOTKEY_OVERLAY_TIMING;

export const BREADCRUMB_KEEP_LEADING = 2;
export const BREADCRUMB_ELLIPSIS_RESERVE_PX = 40;

export const PRODUCT_SEARCH_DEBOUNCE_MS = 200;
export const PRODUCT_DROPDOWN_MAX_HEIGHT_PX = 450;
export const PRODUCT_DROPDOWN_WIDTH_PX = 300;

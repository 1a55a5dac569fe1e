import { isMobileUserAgent, isTabletUserAgent } from '@kontor/contract/device';

export const isMobileDevice = isMobileUserAgent(navigator.userAgent);
export const isTabletDevice = isTabletUserAgent(navigator.userAgent);

export const LOCKED_VIEWPORT =
  'width=device-width, initial-scale=1, maximum-scale=1, user-scalable=no';

/** On tablets the viewport is locked to no zoom (000 §1). */
export function lockViewportZoom(doc: Document): void {
  let meta = doc.querySelector<HTMLMetaElement>('meta[name="viewport"]');
  if (!meta) {
    meta = doc.createElement('meta');
    meta.name = 'viewport';
    doc.head.append(meta);
  }
  meta.content = LOCKED_VIEWPORT;
}

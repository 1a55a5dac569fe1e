/** User-agent words that mean a mobile device (000 §1). */
export const MOBILE_USER_AGENT_WORDS = [
  'Mobi',
  'Android',
  'iPhone',
  'iPad',
  'iPod',
  'BlackBerry',
  'IEMobile',
  'Opera Mini',
] as const;

export function isMobileUserAgent(userAgent: string): boolean {
  return MOBILE_USER_AGENT_WORDS.some((word) => userAgent.includes(word));
}

/** iPads, and Android devices that do not call themselves "Mobile" (the Android tablet convention). */
export function isTabletUserAgent(userAgent: string): boolean {
  if (/iPad|Tablet/.test(userAgent)) return true;
  return userAgent.includes('Android') && !userAgent.includes('Mobile');
}

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

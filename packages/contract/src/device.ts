/**
 * The device kinds of 000 §1, by user agent: the SPA chooses its mobile pages with them, and the
 * server does not send a mobile browser the desktop start page's preloads (platform/http.ts).
 * A path of its own (`@kontor/contract/device`): the login page's entry imports it without the
 * rest of the contract.
 */

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

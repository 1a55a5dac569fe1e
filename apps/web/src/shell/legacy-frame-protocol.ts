/**
 * Messages a classic page posts to the SPA (000 §2), sent by the server's classic.js
 * (apps/server/src/classic/assets/classic.js): `{ source: 'kontor-legacy', type }`.
 */
export const LEGACY_MESSAGE_SOURCE = 'kontor-legacy';

export type LegacyMessageType = 'SPINNER_SHOW' | 'SPINNER_HIDE' | 'DISABLE_LOADING_OVERLAY';

const TYPES: ReadonlySet<string> = new Set<LegacyMessageType>([
  'SPINNER_SHOW',
  'SPINNER_HIDE',
  'DISABLE_LOADING_OVERLAY',
]);

/** The message's type when it is one of ours from our own origin, else null. */
export function parseLegacyMessage(
  event: { origin: string; data: unknown },
  origin: string,
): LegacyMessageType | null {
  if (event.origin !== origin) return null;
  const data = event.data as { source?: unknown; type?: unknown } | null;
  if (data?.source !== LEGACY_MESSAGE_SOURCE || typeof data.type !== 'string') return null;
  return TYPES.has(data.type) ? (data.type as LegacyMessageType) : null;
}

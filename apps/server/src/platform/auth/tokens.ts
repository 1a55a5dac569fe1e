import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/** A fresh random token of `bytes` bytes, base64url. 16 bytes = the 128-bit session id. */
export function newToken(bytes: number): string {
  return randomBytes(bytes).toString('base64url');
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export function equalHashes(a: string, b: string): boolean {
  return a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));
}

/** `selector.validator` of a remember-me cookie; null when malformed. */
export function parseRememberMe(
  value: string | undefined,
): { selector: string; validator: string } | null {
  const match = /^([A-Za-z0-9_-]{16})\.([A-Za-z0-9_-]{43})$/.exec(value ?? '');
  return match ? { selector: match[1]!, validator: match[2]! } : null;
}

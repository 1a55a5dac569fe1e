import type { Db } from '../../platform/db/database.ts';
import { AppError } from '../../platform/errors.ts';
import * as repo from './auth.repository.ts';

/**
 * Login throttling (README.md of this module): failures per account and per client address. Up to
 * the limit attempts pass freely; from the limit on, every failure closes the key for a growing
 * delay (10 s, doubling, at most 15 min). A key forgets its failures after 15 min without one.
 */
export const LOGIN_THROTTLE = {
  perAccount: 5,
  perIp: 20,
  firstDelayMs: 10_000,
  maxDelayMs: 15 * 60_000,
  forgetAfterMs: 15 * 60_000,
} as const;

export interface ThrottleKey {
  key: string;
  limit: number;
}

export interface ThrottleState {
  key: string;
  failures: number;
  blockedUntil: Date | null;
  lastFailureAt: Date;
}

export function throttleKeys(usernameKey: string, ip: string): ThrottleKey[] {
  return [
    { key: `user:${usernameKey}`, limit: LOGIN_THROTTLE.perAccount },
    { key: `ip:${ip}`, limit: LOGIN_THROTTLE.perIp },
  ];
}

/** How long a key stays closed after its `failures`-th failure in a row. */
export function delayAfter(failures: number, limit: number): number {
  if (failures < limit) return 0;
  return Math.min(LOGIN_THROTTLE.maxDelayMs, LOGIN_THROTTLE.firstDelayMs * 2 ** (failures - limit));
}

/**
 * The rule over the current rows of the keys: refused (with the time until every key is open
 * again) while any key is closed; else admitted, each key charged one failure in advance.
 */
export function charge(
  states: ThrottleState[],
  keys: ThrottleKey[],
  now: Date,
): { retryAfterMs: number } | { charged: ThrottleState[] } {
  const closedFor = Math.max(
    0,
    ...states.map((s) => (s.blockedUntil?.getTime() ?? 0) - now.getTime()),
  );
  if (closedFor > 0) return { retryAfterMs: closedFor };
  const charged = keys.map(({ key, limit }) => {
    const state = states.find((s) => s.key === key);
    const isFresh =
      !state || now.getTime() - state.lastFailureAt.getTime() > LOGIN_THROTTLE.forgetAfterMs;
    const failures = isFresh ? 1 : state.failures + 1;
    const delay = delayAfter(failures, limit);
    return {
      key,
      failures,
      blockedUntil: delay > 0 ? new Date(now.getTime() + delay) : null,
      lastFailureAt: now,
    };
  });
  return { charged };
}

/**
 * Charges an attempt to every key before its secret is checked, under row locks, so parallel
 * attempts are counted one after the other. Answers how long to wait while a key is closed
 * (nothing charged then), or null when admitted. Logins and the customer portal's lookups use it.
 */
export async function admitAttempt(db: Db, keys: ThrottleKey[]): Promise<number | null> {
  const now = new Date();
  await repo.forgetThrottle(db, new Date(now.getTime() - LOGIN_THROTTLE.forgetAfterMs), now);
  const decision = await db.transaction(async (tx) => {
    const states = await repo.lockThrottle(
      tx,
      keys.map((k) => k.key),
    );
    const result = charge(states, keys, new Date());
    if ('charged' in result) await repo.saveThrottle(tx, result.charged);
    return result;
  });
  return 'retryAfterMs' in decision ? decision.retryAfterMs : null;
}

/** admitAttempt for a login: throws 429 with Retry-After while a key is closed. */
export async function admitLogin(db: Db, keys: ThrottleKey[]): Promise<void> {
  const retryAfterMs = await admitAttempt(db, keys);
  if (retryAfterMs !== null) {
    throw new AppError('LOGIN_THROTTLED', 'Too many failed logins, try again later', {
      headers: { 'retry-after': String(Math.ceil(retryAfterMs / 1000)) },
    });
  }
}

/**
 * A successful attempt: the first key (the account, the order) starts afresh, the second (the
 * address) gets back the charge of this attempt. Two single-row statements, not one transaction,
 * so they never hold one key while waiting for another.
 */
export async function forgiveAttempt(db: Db, keys: ThrottleKey[]): Promise<void> {
  const [account, address] = keys;
  await repo.clearThrottle(db, account!.key);
  await repo.refundThrottle(db, address!.key, address!.limit);
}

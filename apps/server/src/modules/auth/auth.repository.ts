import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { loginThrottle, rememberMeTokens, userFirms, users } from '../../db/schema.ts';
import type { Db } from '../../platform/db/database.ts';
import type { ThrottleState } from './login-throttle.ts';

/** The active user of a username in its normal form (platform/auth/username.ts). */
export function findActiveUser(db: Db, usernameKey: string) {
  return db
    .select({ id: users.id, passwordHash: users.passwordHash, defaultFirmId: users.defaultFirmId })
    .from(users)
    .where(and(eq(users.username, usernameKey), eq(users.isActive, true)))
    .then((rows) => rows[0] ?? null);
}

export function findActiveUserById(db: Db, userId: number) {
  return db
    .select({ id: users.id, defaultFirmId: users.defaultFirmId })
    .from(users)
    .where(and(eq(users.id, userId), eq(users.isActive, true)))
    .then((rows) => rows[0] ?? null);
}

/** The firm a new session starts in: the user's default firm when still a member, else the first. */
export async function findLoginFirm(
  db: Db,
  userId: number,
  preferred: number | null,
): Promise<number | null> {
  const [row] = await db
    .select({ firmId: userFirms.firmId })
    .from(userFirms)
    .where(eq(userFirms.userId, userId))
    .orderBy(sql`${userFirms.firmId} = ${preferred ?? 0} desc`, asc(userFirms.firmId))
    .limit(1);
  return row?.firmId ?? null;
}

/** The throttle rows of `keys`, created when missing and locked until the transaction ends. */
export async function lockThrottle(tx: Db, keys: string[]): Promise<ThrottleState[]> {
  // Sorted, so two attempts sharing keys lock them in the same order and never deadlock.
  const sorted = [...keys].sort();
  await tx
    .insert(loginThrottle)
    .values(sorted.map((key) => ({ key })))
    .onConflictDoNothing();
  return tx
    .select({
      key: loginThrottle.key,
      failures: loginThrottle.failures,
      blockedUntil: loginThrottle.blockedUntil,
      lastFailureAt: loginThrottle.lastFailureAt,
    })
    .from(loginThrottle)
    .where(inArray(loginThrottle.key, sorted))
    .orderBy(asc(loginThrottle.key))
    .for('update');
}

export async function saveThrottle(tx: Db, states: ThrottleState[]): Promise<void> {
  for (const state of states) {
    const { key, ...values } = state;
    await tx
      .insert(loginThrottle)
      .values(state)
      .onConflictDoUpdate({ target: loginThrottle.key, set: values });
  }
}

/**
 * Drops keys that have forgotten their failures and are open, so the table does not grow forever;
 * rows another attempt holds are skipped, never waited for.
 */
export async function forgetThrottle(db: Db, lastFailureBefore: Date, now: Date): Promise<void> {
  await db.execute(sql`
    delete from login_throttle where key in (
      select key from login_throttle
      where last_failure_at < ${lastFailureBefore.toISOString()}
        and (blocked_until is null or blocked_until < ${now.toISOString()})
      for update skip locked)`);
}

export async function clearThrottle(db: Db, key: string): Promise<void> {
  await db.delete(loginThrottle).where(eq(loginThrottle.key, key));
}

/** Takes one charged failure back; below the limit the key is open again. */
export async function refundThrottle(db: Db, key: string, limit: number): Promise<void> {
  await db
    .update(loginThrottle)
    .set({
      failures: sql`greatest(${loginThrottle.failures} - 1, 0)`,
      blockedUntil: sql`case when ${loginThrottle.failures} - 1 < ${limit} then null else ${loginThrottle.blockedUntil} end`,
    })
    .where(eq(loginThrottle.key, key));
}

export function findRememberMe(db: Db, selector: string) {
  return db
    .select()
    .from(rememberMeTokens)
    .where(eq(rememberMeTokens.selector, selector))
    .then((rows) => rows[0] ?? null);
}

/** Replaces the validator only if it is still the one we read: two racing requests rotate once. */
export async function rotateRememberMe(db: Db, selector: string, oldHash: string, newHash: string) {
  const rows = await db
    .update(rememberMeTokens)
    .set({ validatorHash: newHash, previousValidatorHash: oldHash, rotatedAt: new Date() })
    .where(
      and(eq(rememberMeTokens.selector, selector), eq(rememberMeTokens.validatorHash, oldHash)),
    )
    .returning({ selector: rememberMeTokens.selector });
  return rows.length === 1;
}

export async function deleteRememberMe(db: Db, selector: string): Promise<void> {
  await db.delete(rememberMeTokens).where(eq(rememberMeTokens.selector, selector));
}

export async function deleteAllRememberMe(db: Db, userId: number): Promise<void> {
  await db.delete(rememberMeTokens).where(eq(rememberMeTokens.userId, userId));
}

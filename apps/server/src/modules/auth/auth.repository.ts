import { and, asc, count, eq, gt, lt, min, or, sql } from 'drizzle-orm';
import { loginFailures, rememberMeTokens, userFirms, users } from '../../db/schema.ts';
import type { Db } from '../../platform/db/database.ts';

export function findActiveUser(db: Db, username: string) {
  return db
    .select({ id: users.id, passwordHash: users.passwordHash, defaultFirmId: users.defaultFirmId })
    .from(users)
    .where(and(sql`lower(${users.username}) = lower(${username})`, eq(users.isActive, true)))
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

/** Failures per key within the window, and when the oldest of them leaves it. */
export async function countFailures(db: Db, keys: string[], since: Date) {
  return db
    .select({ key: loginFailures.key, failures: count(), oldest: min(loginFailures.at) })
    .from(loginFailures)
    .where(and(or(...keys.map((k) => eq(loginFailures.key, k))), gt(loginFailures.at, since)))
    .groupBy(loginFailures.key);
}

export async function recordFailure(db: Db, keys: string[], olderThan: Date): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.insert(loginFailures).values(keys.map((key) => ({ key })));
    await tx.delete(loginFailures).where(lt(loginFailures.at, olderThan));
  });
}

export async function clearFailures(db: Db, key: string): Promise<void> {
  await db.delete(loginFailures).where(eq(loginFailures.key, key));
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

import { and, eq, sql } from 'drizzle-orm';
import { screenSetups } from '../../db/schema.ts';
import type { Db } from '../../platform/db/database.ts';

export function findScreenSetup(db: Db, firmId: number, userId: number, screen: string) {
  return db
    .select({ setup: screenSetups.setup, updatedAt: screenSetups.updatedAt })
    .from(screenSetups)
    .where(
      and(
        eq(screenSetups.firmId, firmId),
        eq(screenSetups.userId, userId),
        eq(screenSetups.screen, screen),
      ),
    )
    .then((rows) => rows[0] ?? null);
}

export function saveScreenSetup(
  db: Db,
  key: { firmId: number; userId: number; screen: string },
  setup: unknown,
) {
  return db
    .insert(screenSetups)
    .values({ ...key, setup })
    .onConflictDoUpdate({
      target: [screenSetups.userId, screenSetups.firmId, screenSetups.screen],
      set: { setup: sql`excluded.setup`, updatedAt: sql`now()` },
    })
    .returning({ setup: screenSetups.setup, updatedAt: screenSetups.updatedAt })
    .then((rows) => rows[0]!);
}

import { and, eq, sql } from 'drizzle-orm';
import { widgetOrders } from '../../db/schema.ts';
import type { Db } from '../../platform/db/database.ts';

export function findWidgetOrder(db: Db, firmId: number, userId: number): Promise<string[] | null> {
  return db
    .select({ ids: widgetOrders.ids })
    .from(widgetOrders)
    .where(and(eq(widgetOrders.userId, userId), eq(widgetOrders.firmId, firmId)))
    .then((rows) => rows[0]?.ids ?? null);
}

export async function saveWidgetOrder(
  db: Db,
  firmId: number,
  userId: number,
  ids: string[],
): Promise<void> {
  await db
    .insert(widgetOrders)
    .values({ userId, firmId, ids })
    .onConflictDoUpdate({
      target: [widgetOrders.userId, widgetOrders.firmId],
      set: { ids, updatedAt: sql`now()` },
    });
}

import { and, desc, eq, lt, sql } from 'drizzle-orm';
import { navigationHistory } from '../../db/schema.ts';
import type { Db } from '../../platform/db/database.ts';
import { prepared } from '../../platform/db/prepared.ts';

export function listLatestVisits(db: Db, firmId: number, userId: number, limit: number) {
  const statement = prepared(db, 'navigation_latest_visits', (d) =>
    d
      .select({
        url: navigationHistory.url,
        label: navigationHistory.label,
        queryString: navigationHistory.queryString,
      })
      .from(navigationHistory)
      .where(
        and(
          eq(navigationHistory.firmId, sql.placeholder('firmId')),
          eq(navigationHistory.userId, sql.placeholder('userId')),
        ),
      )
      .orderBy(desc(navigationHistory.id))
      .limit(sql.placeholder('limit'))
      .prepare('navigation_latest_visits'),
  );
  return statement.execute({ firmId, userId, limit });
}

export async function insertVisit(
  db: Db,
  visit: { firmId: number; userId: number; url: string; queryString: string; label: string },
  keep: number,
): Promise<number> {
  const [row] = await db
    .insert(navigationHistory)
    .values(visit)
    .returning({ id: navigationHistory.id });
  // Keep only the latest `keep` visits of the user in the firm.
  await db
    .delete(navigationHistory)
    .where(
      and(
        eq(navigationHistory.firmId, visit.firmId),
        eq(navigationHistory.userId, visit.userId),
        lt(
          navigationHistory.id,
          sql`(select min(id) from (select id from navigation_history where firm_id = ${visit.firmId} and user_id = ${visit.userId} order by id desc limit ${keep}) latest)`,
        ),
      ),
    );
  return row!.id;
}

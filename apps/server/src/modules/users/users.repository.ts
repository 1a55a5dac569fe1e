import { and, asc, eq, sql } from 'drizzle-orm';
import { employees, firms, userFirms, users } from '../../db/schema.ts';
import type { Db } from '../../platform/db/database.ts';
import { prepared } from '../../platform/db/prepared.ts';

export function findUser(db: Db, userId: number) {
  return prepared(db, 'users_by_id', (d) =>
    d
      .select()
      .from(users)
      .where(eq(users.id, sql.placeholder('userId')))
      .prepare('users_by_id'),
  )
    .execute({ userId })
    .then((rows) => rows[0] ?? null);
}

export function listFirmsOfUser(db: Db, userId: number) {
  return db
    .select({ id: firms.id, name: firms.name, logoUrl: firms.logoUrl })
    .from(firms)
    .innerJoin(userFirms, eq(userFirms.firmId, firms.id))
    .where(eq(userFirms.userId, userId))
    .orderBy(asc(firms.name));
}

export function findEmployeeIdOfUser(db: Db, firmId: number, userId: number) {
  return db
    .select({ id: employees.id })
    .from(employees)
    .where(and(eq(employees.firmId, firmId), eq(employees.userId, userId)))
    .then((rows) => rows[0]?.id ?? null);
}

export async function isMemberOfFirm(db: Db, userId: number, firmId: number): Promise<boolean> {
  const rows = await db
    .select({ firmId: userFirms.firmId })
    .from(userFirms)
    .where(and(eq(userFirms.userId, userId), eq(userFirms.firmId, firmId)));
  return rows.length === 1;
}

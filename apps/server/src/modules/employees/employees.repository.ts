import type { TEmployeeJobType } from '@kontor/contract';
import { and, asc, eq, gte, sql } from 'drizzle-orm';
import { employeeAbsences, employees } from '../../db/schema.ts';
import { type Db, queryRows } from '../../platform/db/database.ts';
import { escapeLike } from '../../platform/db/search.ts';

const employeeColumns = {
  id: employees.id,
  name: employees.name,
  profilePic: employees.profilePicUrl,
  jobType: employees.jobType,
  jobTitle: employees.jobTitle,
  email: employees.email,
  phone: employees.phone,
};
export type EmployeeRow = {
  id: number;
  name: string;
  profilePic: string | null;
  jobType: TEmployeeJobType | null;
  jobTitle: string;
  email: string | null;
  phone: string | null;
};

const activeOf = (firmId: number) =>
  and(eq(employees.firmId, firmId), eq(employees.isActive, true));

export function listEmployees(db: Db, firmId: number, type: TEmployeeJobType | undefined) {
  return db
    .select(employeeColumns)
    .from(employees)
    .where(and(activeOf(firmId), type ? eq(employees.jobType, type) : undefined))
    .orderBy(asc(employees.name), asc(employees.id));
}

export function findEmployee(db: Db, firmId: number, id: number) {
  return db
    .select({ ...employeeColumns, isActive: employees.isActive })
    .from(employees)
    .where(and(eq(employees.firmId, firmId), eq(employees.id, id)))
    .then((rows) => rows[0] ?? null);
}

export function findEmployeeOfUser(db: Db, firmId: number, userId: number) {
  return db
    .select(employeeColumns)
    .from(employees)
    .where(and(eq(employees.firmId, firmId), eq(employees.userId, userId)))
    .then((rows) => rows[0] ?? null);
}

/** Active employees of a job type without an absence covering `date`. */
export function listAvailable(db: Db, firmId: number, type: TEmployeeJobType, date: string) {
  return db
    .select(employeeColumns)
    .from(employees)
    .where(
      and(
        activeOf(firmId),
        eq(employees.jobType, type),
        sql`not exists (select 1 from ${employeeAbsences} a
          where a.employee_id = ${employees.id} and ${date}::date between a.date_from and a.date_to)`,
      ),
    )
    .orderBy(asc(employees.name), asc(employees.id));
}

/**
 * Name prefix matches first (walking the prefix index in name order), then other name fragments
 * (trigram index, unordered); each part stops at `limit`, so an unselective term sorts nothing big.
 */
export function lookupEmployees(
  db: Db,
  firmId: number,
  term: string,
  limit: number,
  jobType: TEmployeeJobType | undefined,
) {
  const pattern = escapeLike(term);
  const job = jobType ? sql`and job_type = ${jobType}` : sql``;
  return queryRows<EmployeeRow & { rank: number }>(
    db,
    sql`select * from (
        (select 0 as rank, id, name, profile_pic_url as "profilePic", job_type as "jobType", job_title as "jobTitle", email, phone
          from employees where firm_id = ${firmId} and is_active ${job}
            and f_search_key(name) collate "C" like f_search_key(${pattern}) || '%'
          order by f_search_key(name) collate "C" limit ${limit})
        union all
        (select 1, id, name, profile_pic_url, job_type, job_title, email, phone
          from employees where firm_id = ${firmId} and is_active ${job}
            and f_search_key(name) like '%' || f_search_key(${pattern}) || '%'
            and not f_search_key(name) collate "C" like f_search_key(${pattern}) || '%'
          limit ${limit})
      ) m order by rank, f_search_key(name) collate "C", id limit ${limit}`,
  );
}

const absenceColumns = {
  id: employeeAbsences.id,
  employeeId: employeeAbsences.employeeId,
  dateFrom: employeeAbsences.dateFrom,
  dateTo: employeeAbsences.dateTo,
  reason: employeeAbsences.reason,
};

export function listAbsences(db: Db, firmId: number, employeeId: number, fromDate: string) {
  return db
    .select(absenceColumns)
    .from(employeeAbsences)
    .where(
      and(
        eq(employeeAbsences.firmId, firmId),
        eq(employeeAbsences.employeeId, employeeId),
        gte(employeeAbsences.dateTo, fromDate),
      ),
    )
    .orderBy(asc(employeeAbsences.dateFrom), asc(employeeAbsences.id));
}

export function insertAbsence(
  db: Db,
  values: { firmId: number; employeeId: number; dateFrom: string; dateTo: string; reason: string },
) {
  return db
    .insert(employeeAbsences)
    .values(values)
    .returning(absenceColumns)
    .then((rows) => rows[0]!);
}

export function deleteAbsence(db: Db, firmId: number, employeeId: number, id: number) {
  return db
    .delete(employeeAbsences)
    .where(
      and(
        eq(employeeAbsences.firmId, firmId),
        eq(employeeAbsences.employeeId, employeeId),
        eq(employeeAbsences.id, id),
      ),
    )
    .returning(absenceColumns)
    .then((rows) => rows[0] ?? null);
}

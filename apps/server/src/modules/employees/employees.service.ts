import type { TAbsence, TAbsenceBody, TEmployee, TEmployeeJobType } from '@kontor/contract';
import { todayInHungary } from '../../platform/business-day.ts';
import { type Ctx, runAction } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import * as repo from './employees.repository.ts';

const toEmployee = (row: repo.EmployeeRow): TEmployee => ({
  id: row.id,
  name: row.name,
  profilePic: row.profilePic,
  jobType: row.jobType,
  jobTitle: row.jobTitle,
  email: row.email,
  phone: row.phone,
});

export async function listEmployees(
  ctx: Ctx,
  type: TEmployeeJobType | undefined,
): Promise<TEmployee[]> {
  return (await repo.listEmployees(ctx.db, ctx.auth.firmId, type)).map(toEmployee);
}

export async function getCurrentUserEmployee(ctx: Ctx): Promise<TEmployee | null> {
  const row = await repo.findEmployeeOfUser(ctx.db, ctx.auth.firmId, ctx.auth.userId);
  return row && toEmployee(row);
}

export async function listAvailable(
  ctx: Ctx,
  type: TEmployeeJobType,
  date: string | undefined,
): Promise<TEmployee[]> {
  const rows = await repo.listAvailable(ctx.db, ctx.auth.firmId, type, date ?? todayInHungary());
  return rows.map(toEmployee);
}

/**
 * Employees matching a typed name, best first (name prefix, then fragment); at most `limit`. The
 * rank (0: name prefix, 1: fragment) lets the customer lookup merge them with partners.
 */
export async function lookupEmployeesRanked(
  ctx: Ctx,
  query: { term: string; limit: number; job?: TEmployeeJobType | undefined },
): Promise<{ employee: TEmployee; rank: number }[]> {
  const rows = await repo.lookupEmployees(
    ctx.db,
    ctx.auth.firmId,
    query.term,
    query.limit,
    query.job,
  );
  return rows.map((r) => ({ employee: toEmployee(r), rank: r.rank }));
}

export async function lookupEmployees(
  ctx: Ctx,
  query: { term: string; limit: number; job?: TEmployeeJobType | undefined },
): Promise<TEmployee[]> {
  return (await lookupEmployeesRanked(ctx, query)).map((r) => r.employee);
}

/** An active employee of the caller's firm, or null: partners check their sales representative. */
export async function findActiveEmployee(ctx: Ctx, id: number): Promise<TEmployee | null> {
  const row = await repo.findEmployee(ctx.db, ctx.auth.firmId, id);
  return row?.isActive ? toEmployee(row) : null;
}

async function requireEmployee(ctx: Ctx, employeeId: number) {
  const employee = await repo.findEmployee(ctx.db, ctx.auth.firmId, employeeId);
  if (!employee) throw new AppError('NOT_FOUND', 'No such employee');
  return employee;
}

export async function listAbsences(ctx: Ctx, employeeId: number): Promise<TAbsence[]> {
  await requireEmployee(ctx, employeeId);
  return repo.listAbsences(ctx.db, ctx.auth.firmId, employeeId, todayInHungary());
}

export async function createAbsence(
  ctx: Ctx,
  employeeId: number,
  body: Required<TAbsenceBody>,
): Promise<TAbsence> {
  await requireEmployee(ctx, employeeId);
  return runAction(ctx, async (tx) => {
    const absence = await repo.insertAbsence(tx, {
      firmId: ctx.auth.firmId,
      employeeId,
      ...body,
    });
    return {
      result: absence,
      audit: { entity: 'employee-absence', entityId: absence.id, action: 'create', after: absence },
    };
  });
}

export async function removeAbsence(ctx: Ctx, employeeId: number, id: number): Promise<void> {
  await runAction(ctx, async (tx) => {
    const removed = await repo.deleteAbsence(tx, ctx.auth.firmId, employeeId, id);
    if (!removed) throw new AppError('NOT_FOUND', 'No such absence');
    return {
      result: undefined,
      audit: { entity: 'employee-absence', entityId: id, action: 'delete', before: removed },
    };
  });
}

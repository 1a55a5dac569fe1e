import { z } from 'zod';
import { ZId, ZLookupQuery } from '../common.ts';
import { defineEndpoint } from '../endpoint.ts';

/** What an employee does; names come from the dictionary (`EMPLOYEES.JOB_TYPE.<type>`). */
export const EMPLOYEE_JOB_TYPES = [
  'SALES_REPRESENTATIVE',
  'WAREHOUSE_WORKER',
  'DRIVER',
  'SCHEDULER',
  'WORKSHOP_WORKER',
  'BACK_OFFICE',
] as const;
export const ZEmployeeJobType = z.enum(EMPLOYEE_JOB_TYPES);
export type TEmployeeJobType = z.infer<typeof ZEmployeeJobType>;

/** The spec's employee (id, name, profilePic) with what selections show next to the name. */
export const ZEmployee = z
  .object({
    id: z.int(),
    name: z.string(),
    profilePic: z.string().nullable(),
    jobType: ZEmployeeJobType.nullable(),
    jobTitle: z.string(),
    email: z.string().nullable(),
    phone: z.string().nullable(),
  })
  .meta({ id: 'Employee' });
export type TEmployee = z.infer<typeof ZEmployee>;

const ZIsoDate = z.iso.date();

export const ZAbsence = z
  .object({
    id: z.int(),
    employeeId: z.int(),
    dateFrom: z.string(),
    dateTo: z.string(),
    reason: z.string(),
  })
  .meta({ id: 'EmployeeAbsence' });
export type TAbsence = z.infer<typeof ZAbsence>;

export const ZAbsenceBody = z
  .object({ dateFrom: ZIsoDate, dateTo: ZIsoDate, reason: z.string().trim().max(200).default('') })
  .refine((a) => a.dateTo >= a.dateFrom, {
    path: ['dateTo'],
    message: 'The last day cannot be before the first',
  });
export type TAbsenceBody = z.input<typeof ZAbsenceBody>;

const ZEmployeeParams = z.object({ employeeId: ZId });

export const employeeEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/employees/',
    tag: 'employees',
    summary: 'Active employees of the firm, by name; `type` keeps one job type',
    query: z.object({ type: ZEmployeeJobType.optional() }),
    response: z.array(ZEmployee),
  }),
  currentUserEmployee: defineEndpoint({
    method: 'GET',
    path: '/employees/current-user-employee',
    tag: 'employees',
    summary: "The caller's own employee record in the current firm (null when there is none)",
    response: ZEmployee.nullable(),
  }),
  available: defineEndpoint({
    method: 'GET',
    path: '/employees/available',
    tag: 'employees',
    summary: 'Active employees of a job type not marked absent on the date (default: today)',
    query: z.object({ type: ZEmployeeJobType, date: ZIsoDate.optional() }),
    response: z.array(ZEmployee),
  }),
  representatives: defineEndpoint({
    method: 'GET',
    path: '/employees/representatives/mac',
    tag: 'employees',
    summary: 'Active sales representatives matching the term (name prefix first; accents ignored)',
    query: ZLookupQuery,
    response: z.array(ZEmployee),
  }),
  lookup: defineEndpoint({
    method: 'GET',
    path: '/employees/mac',
    tag: 'employees',
    summary: 'Active employees matching the term, optionally of one job type',
    query: ZLookupQuery.extend({ job: ZEmployeeJobType.optional() }),
    response: z.array(ZEmployee),
  }),
  absences: defineEndpoint({
    method: 'GET',
    path: '/employees/:employeeId/absences',
    tag: 'employees',
    summary: "The employee's absences ending today or later, earliest first",
    params: ZEmployeeParams,
    response: z.array(ZAbsence),
  }),
  createAbsence: defineEndpoint({
    method: 'POST',
    path: '/employees/:employeeId/absences',
    tag: 'employees',
    summary: 'Mark the employee absent from one day to another (both included)',
    params: ZEmployeeParams,
    body: ZAbsenceBody,
    response: ZAbsence,
  }),
  removeAbsence: defineEndpoint({
    method: 'DELETE',
    path: '/employees/:employeeId/absences/:absenceId',
    tag: 'employees',
    summary: 'Delete an absence',
    params: ZEmployeeParams.extend({ absenceId: ZId }),
    response: null,
  }),
};

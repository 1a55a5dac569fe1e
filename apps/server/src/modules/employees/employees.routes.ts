import { employeeEndpoints } from '@kontor/contract';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../platform/db/database.ts';
import { addEndpoint } from '../../platform/routes.ts';
import * as employees from './employees.service.ts';

export function registerEmployeeRoutes(app: FastifyInstance, database: Database): void {
  addEndpoint(app, database, employeeEndpoints.list, 'session', ({ query }, ctx) =>
    employees.listEmployees(ctx, query.type),
  );
  addEndpoint(app, database, employeeEndpoints.currentUserEmployee, 'session', (_, ctx) =>
    employees.getCurrentUserEmployee(ctx),
  );
  addEndpoint(app, database, employeeEndpoints.available, 'session', ({ query }, ctx) =>
    employees.listAvailable(ctx, query.type, query.date),
  );
  addEndpoint(app, database, employeeEndpoints.representatives, 'session', ({ query }, ctx) =>
    employees.lookupEmployees(ctx, { ...query, job: 'SALES_REPRESENTATIVE' }),
  );
  addEndpoint(app, database, employeeEndpoints.lookup, 'session', ({ query }, ctx) =>
    employees.lookupEmployees(ctx, query),
  );
  addEndpoint(app, database, employeeEndpoints.absences, 'session', ({ params }, ctx) =>
    employees.listAbsences(ctx, params.employeeId),
  );
  addEndpoint(
    app,
    database,
    employeeEndpoints.createAbsence,
    'employees.write',
    ({ params, body }, ctx) => employees.createAbsence(ctx, params.employeeId, body),
  );
  addEndpoint(
    app,
    database,
    employeeEndpoints.removeAbsence,
    'employees.write',
    ({ params }, ctx) => employees.removeAbsence(ctx, params.employeeId, params.absenceId),
  );
}

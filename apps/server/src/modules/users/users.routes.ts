import { userEndpoints } from '@kontor/contract';
import type { FastifyInstance } from 'fastify';
import type { SessionStore } from '../../platform/auth/session-store.ts';
import type { Database } from '../../platform/db/database.ts';
import { addEndpoint } from '../../platform/routes.ts';
import { changeFirm, getUserInfo } from './users.service.ts';

export function registerUserRoutes(
  app: FastifyInstance,
  database: Database,
  sessions: SessionStore,
): void {
  addEndpoint(app, database, userEndpoints.info, 'session', (_, ctx) => getUserInfo(ctx));
  addEndpoint(app, database, userEndpoints.changeFirm, 'session', ({ body }, ctx) =>
    changeFirm(ctx, sessions, body.firmId),
  );
}

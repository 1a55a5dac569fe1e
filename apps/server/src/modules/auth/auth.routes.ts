import { authEndpoints } from '@kontor/contract';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../platform/db/database.ts';
import { addEndpoint, addPublicEndpoint } from '../../platform/routes.ts';
import type { AuthService } from './auth.service.ts';

export function registerAuthRoutes(
  app: FastifyInstance,
  database: Database,
  auth: AuthService,
): void {
  addPublicEndpoint(app, authEndpoints.login, async ({ body, req, reply }) => {
    const { session, rememberSelector } = await auth.login(body, req, reply);
    return { accessToken: session.accessToken, rememberMeToken: rememberSelector };
  });
  addPublicEndpoint(app, authEndpoints.logout, async ({ req, reply }) => {
    await auth.logout(req, reply);
    return undefined;
  });
  addEndpoint(app, database, authEndpoints.check, 'session', async () => undefined);
}

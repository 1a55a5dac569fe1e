import { welcomePageEndpoints } from '@kontor/contract';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../platform/db/database.ts';
import { addEndpoint } from '../../platform/routes.ts';
import type { WelcomePageService } from './welcome-page.service.ts';

export function registerWelcomePageRoutes(
  app: FastifyInstance,
  database: Database,
  welcome: WelcomePageService,
): void {
  addEndpoint(app, database, welcomePageEndpoints.get, 'session', (_, ctx) => welcome.get(ctx));
  addEndpoint(app, database, welcomePageEndpoints.getWidgetOrder, 'session', (_, ctx) =>
    welcome.getOrder(ctx),
  );
  addEndpoint(app, database, welcomePageEndpoints.saveWidgetOrder, 'session', ({ body }, ctx) =>
    welcome.saveOrder(ctx, body),
  );
  addEndpoint(app, database, welcomePageEndpoints.mobile, 'session', (_, ctx) =>
    welcome.getMobile(ctx),
  );
}

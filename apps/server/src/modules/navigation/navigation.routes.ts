import { navigationEndpoints } from '@kontor/contract';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../platform/db/database.ts';
import { addEndpoint } from '../../platform/routes.ts';
import type { Dictionary } from '../dictionary/dictionary.service.ts';
import { getProfile } from '../users/users.service.ts';
import { buildMenu } from './menu.service.ts';
import { listHistory, listToolbarWidgets, pushHistory } from './navigation.service.ts';

export function registerNavigationRoutes(
  app: FastifyInstance,
  database: Database,
  dictionary: Dictionary,
): void {
  addEndpoint(app, database, navigationEndpoints.history, 'session', async (_, ctx) => ({
    historyItems: await listHistory(ctx),
  }));
  addEndpoint(app, database, navigationEndpoints.pushHistory, 'session', ({ body }, ctx) =>
    pushHistory(ctx, body.label, body.url),
  );
  addEndpoint(app, database, navigationEndpoints.menu, 'session', async (_, ctx) => {
    const { language } = await getProfile(ctx);
    return { menu: buildMenu(ctx.auth.roles, language, dictionary) };
  });
  addEndpoint(app, database, navigationEndpoints.toolbarWidgets, 'session', async (_, ctx) => ({
    widgets: await listToolbarWidgets(ctx, dictionary),
  }));
}

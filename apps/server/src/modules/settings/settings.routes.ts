import { settingEndpoints } from '@kontor/contract';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../platform/db/database.ts';
import { addEndpoint } from '../../platform/routes.ts';
import * as settings from './settings.service.ts';

/** The firm's parameters: read and changed by administrators only. */
export function registerSettingRoutes(app: FastifyInstance, database: Database): void {
  const e = settingEndpoints;
  addEndpoint(app, database, e.list, 'settings.admin', (_, ctx) => settings.listSettings(ctx));
  addEndpoint(app, database, e.get, 'settings.admin', ({ params }, ctx) =>
    settings.getSetting(ctx, params.settingId),
  );
  addEndpoint(app, database, e.update, 'settings.admin', ({ params, body }, ctx) =>
    settings.updateSetting(ctx, params.settingId, body),
  );
}

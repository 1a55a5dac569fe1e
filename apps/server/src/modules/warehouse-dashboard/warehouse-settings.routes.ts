import { warehouseSettingsEndpoints as e } from '@kontor/contract';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../platform/db/database.ts';
import { addEndpoint } from '../../platform/routes.ts';
import * as settings from './warehouse-settings.service.ts';

/** The dashboard's job titles and workstations, kept by the back office ('warehouse.settings'). */
export function registerWarehouseSettingsRoutes(app: FastifyInstance, database: Database): void {
  addEndpoint(app, database, e.jobTitles, 'warehouse.settings', (_, ctx) =>
    settings.listJobTitleSettings(ctx),
  );
  addEndpoint(app, database, e.createJobTitle, 'warehouse.settings', ({ body }, ctx) =>
    settings.createJobTitle(ctx, body),
  );
  addEndpoint(app, database, e.updateJobTitle, 'warehouse.settings', ({ params, body }, ctx) =>
    settings.updateJobTitle(ctx, params.id, body),
  );
  addEndpoint(app, database, e.workStations, 'warehouse.settings', (_, ctx) =>
    settings.listWorkStationSettings(ctx),
  );
  addEndpoint(app, database, e.createWorkStation, 'warehouse.settings', ({ body }, ctx) =>
    settings.createWorkStation(ctx, body),
  );
  addEndpoint(app, database, e.updateWorkStation, 'warehouse.settings', ({ params, body }, ctx) =>
    settings.updateWorkStation(ctx, params.id, body),
  );
}

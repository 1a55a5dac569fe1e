import { warehouseDashboardEndpoints as e } from '@kontor/contract';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../platform/db/database.ts';
import { addEndpoint } from '../../platform/routes.ts';
import * as dashboard from './warehouse-dashboard.service.ts';
import { registerWarehouseSettingsRoutes } from './warehouse-settings.routes.ts';

/**
 * The floor's home page: who may open it is `warehouse.dashboard`; each tab asks its own
 * permission on top (dashboard-tabs.ts), and its owner checks the item's state.
 */
export function registerWarehouseDashboardRoutes(app: FastifyInstance, database: Database): void {
  registerWarehouseSettingsRoutes(app, database);
  addEndpoint(app, database, e.jobTitles, 'warehouse.dashboard', (_, ctx) =>
    dashboard.listJobTitles(ctx),
  );
  addEndpoint(app, database, e.tabs, 'warehouse.dashboard', ({ query }, ctx) =>
    dashboard.listTabs(ctx, query.selected_job_title, query.work_station_id),
  );
  addEndpoint(app, database, e.badgeCount, 'warehouse.dashboard', ({ body }, ctx) =>
    dashboard.countBadges(ctx, body.selected_job_title, body.work_station_id),
  );
  addEndpoint(app, database, e.query, 'warehouse.dashboard', ({ body }, ctx) =>
    dashboard.queryTab(ctx, body),
  );
  addEndpoint(app, database, e.changeState, 'warehouse.dashboard', async ({ body }, ctx) => {
    await dashboard.executeAction(ctx, 'change-state', body, { state: body.state }, (tab, tx) =>
      tab.changeState!(ctx, tx, body.itemId, body.state),
    );
  });
  addEndpoint(app, database, e.updateLocation, 'warehouse.dashboard', async ({ body }, ctx) => {
    const details = { storageId: body.storageId };
    await dashboard.executeAction(ctx, 'update-location', body, details, (tab, tx) =>
      tab.updateLocation!(ctx, tx, body.itemId, body.storageId),
    );
  });
  addEndpoint(app, database, e.cannotProduce, 'warehouse.dashboard', async ({ body }, ctx) => {
    await dashboard.executeAction(ctx, 'cannot-produce', body, { reason: body.reason }, (tab, tx) =>
      tab.cannotProduce!(ctx, tx, body.itemId, body.reason),
    );
  });
  addEndpoint(
    app,
    database,
    e.reprintLabels,
    'warehouse.dashboard',
    async ({ body, reply }, ctx) => {
      const pdf = await dashboard.executeAction(
        ctx,
        'reprint-labels-upon-loading',
        body,
        {},
        (tab, tx) => tab.reprintLabels!(ctx, tx, body.itemId),
      );
      reply
        .type('application/pdf')
        .header('content-disposition', 'inline; filename="cimkek.pdf"')
        .header('cache-control', 'private, no-store');
      return pdf;
    },
  );
}

import {
  scheduleSettingsEndpoints as a,
  workScheduleEndpoints as s,
  workshopOrderEndpoints as w,
} from '@kontor/contract';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../platform/db/database.ts';
import { addEndpoint } from '../../platform/routes.ts';
import './production.dashboard.ts';
import { reorderDay, scheduleOrder, unscheduleOrder } from './booking.service.ts';
import { bulkSchedule } from './bulk-schedule.service.ts';
import { lineComposition } from './compositions.ts';
import { finishWorkshopOrder } from './finish.service.ts';
import * as schedule from './schedule.service.ts';
import * as settings from './settings.service.ts';
import * as orders from './workshop-orders.service.ts';

/**
 * Production (README "Access"): the workshop and the scheduler work workshop orders
 * (`production.use`); the schedule is read by the office and the floor (`schedule.read`) and
 * booked by the scheduler and the office (`schedule.write`).
 */
export function registerProductionRoutes(app: FastifyInstance, database: Database): void {
  const use = 'production.use';
  const read = 'schedule.read';
  const write = 'schedule.write';
  addEndpoint(app, database, w.createFromOrder, write, ({ params, body }, ctx) =>
    orders.createWorkshopOrders(ctx, params.orderId, body),
  );
  addEndpoint(app, database, w.compositions, read, ({ params }, ctx) =>
    lineComposition(ctx, params.orderId, params.breakdownId),
  );
  addEndpoint(app, database, w.list, use, ({ query }, ctx) =>
    orders.listWorkshopOrders(ctx, query),
  );
  addEndpoint(app, database, w.get, use, ({ params }, ctx) =>
    orders.getWorkshopOrder(ctx, params.workshopOrderId),
  );
  addEndpoint(app, database, w.changeState, use, ({ params, body }, ctx) =>
    orders.changeWorkshopOrderState(ctx, params.workshopOrderId, body),
  );
  addEndpoint(app, database, w.bulkSchedule, write, ({ body }, ctx) => bulkSchedule(ctx, body));
  addEndpoint(app, database, w.teams, read, ({ query }, ctx) => schedule.listTeams(ctx, query.tab));
  addEndpoint(app, database, w.deliveries, use, ({ query }, ctx) =>
    orders.listWorkshopOutput(ctx, query.from),
  );
  addEndpoint(app, database, w.finished, use, ({ params, body }, ctx) =>
    finishWorkshopOrder(ctx, params.orderId, body),
  );
  addEndpoint(app, database, s.tabs, read, (_, ctx) => schedule.listTabs(ctx));
  addEndpoint(app, database, s.badgeCount, read, ({ params }, ctx) =>
    schedule.badgeCount(ctx, params.currentTab),
  );
  addEndpoint(app, database, s.unscheduled, read, ({ params }, ctx) =>
    schedule.listUnscheduled(ctx, params.currentTab),
  );
  addEndpoint(app, database, s.calendar, read, ({ params, query }, ctx) =>
    schedule.calendar(ctx, params.currentTab, query),
  );
  addEndpoint(app, database, s.customer, read, ({ params }, ctx) =>
    schedule.customerBookings(ctx, params.customerId),
  );
  addEndpoint(app, database, s.schedule, write, ({ params, body }, ctx) =>
    scheduleOrder(ctx, params.orderId, body),
  );
  addEndpoint(app, database, s.unschedule, write, ({ params, query }, ctx) =>
    unscheduleOrder(ctx, params.orderId, query),
  );
  addEndpoint(app, database, s.reorder, write, ({ body }, ctx) => reorderDay(ctx, body));

  const admin = 'schedule.admin';
  addEndpoint(app, database, a.tabs, admin, (_, ctx) => settings.listTabSettings(ctx));
  addEndpoint(app, database, a.createTab, admin, ({ body }, ctx) => settings.createTab(ctx, body));
  addEndpoint(app, database, a.updateTab, admin, ({ params, body }, ctx) =>
    settings.updateTab(ctx, params.tabCode, body),
  );
  addEndpoint(app, database, a.removeTab, admin, ({ params, query }, ctx) =>
    settings.deleteTab(ctx, params.tabCode, query.version),
  );
  addEndpoint(app, database, a.teams, admin, (_, ctx) => settings.listTeamSettings(ctx));
  addEndpoint(app, database, a.createTeam, admin, ({ body }, ctx) =>
    settings.createTeam(ctx, body),
  );
  addEndpoint(app, database, a.updateTeam, admin, ({ params, body }, ctx) =>
    settings.updateTeam(ctx, params.teamId, body),
  );
  addEndpoint(app, database, a.workStations, admin, (_, ctx) => settings.workStationOptions(ctx));
  addEndpoint(app, database, a.removeTeam, admin, ({ params, query }, ctx) =>
    settings.deleteTeam(ctx, params.teamId, query.version),
  );
}

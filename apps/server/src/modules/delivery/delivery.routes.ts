import {
  courierEndpoints as couriers,
  unpackingFeeEndpoints as fees,
  fleetEndpoints as fleet,
  deliveryMethodEndpoints as methods,
  orderDeliveryEndpoints as orderDelivery,
  deliveryPlanEndpoints as plans,
  routeEndpoints as routes,
} from '@kontor/contract';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Config } from '../../platform/config.ts';
import type { Database } from '../../platform/db/database.ts';
import { addEndpoint } from '../../platform/routes.ts';
import { listCourierParcels, printGlsLabels } from './couriers/couriers.service.ts';
import './delivery.dashboard.ts';
import * as fleetService from './fleet.service.ts';
import * as methodService from './methods.service.ts';
import { getOrderDelivery, setOrderDelivery } from './order-delivery.service.ts';
import * as planService from './plans.service.ts';
import { routeDocuments } from './route-documents.ts';
import * as routeService from './routes.service.ts';
import * as stopService from './stops.service.ts';
import * as feeService from './unpacking.service.ts';
import { printUnpackingLabels } from './unpacking-labels.ts';

const pdf = (reply: FastifyReply, fileName: string, bytes: Buffer) => {
  reply
    .type('application/pdf')
    .header('content-disposition', `inline; filename="${fileName}"`)
    .header('cache-control', 'private, no-store');
  return bytes;
};

/**
 * Reference data (methods, plan conditions, fees) is read by any logged-in user (the order form
 * shows it) and kept by 'delivery.admin'; routes are planned with 'delivery.plan'; the driver
 * works their own routes with 'delivery.use' (README 'Access').
 */
export function registerDeliveryRoutes(
  app: FastifyInstance,
  database: Database,
  config: Config,
): void {
  addEndpoint(app, database, methods.list, 'session', (_, ctx) => methodService.listMethods(ctx));
  addEndpoint(app, database, methods.options, 'session', (_, ctx) =>
    methodService.listMethodOptions(ctx),
  );
  addEndpoint(app, database, methods.create, 'delivery.admin', ({ body }, ctx) =>
    methodService.createMethod(ctx, body),
  );
  addEndpoint(app, database, methods.update, 'delivery.admin', ({ params, body }, ctx) =>
    methodService.updateMethod(ctx, params.deliveryMethodId, body),
  );
  addEndpoint(app, database, methods.remove, 'delivery.admin', ({ params, query }, ctx) =>
    methodService.deleteMethod(ctx, params.deliveryMethodId, query.version),
  );

  addEndpoint(app, database, plans.list, 'session', (_, ctx) => planService.listConditions(ctx));
  addEndpoint(app, database, plans.create, 'delivery.admin', ({ body }, ctx) =>
    planService.createCondition(ctx, body),
  );
  addEndpoint(app, database, plans.update, 'delivery.admin', ({ params, body }, ctx) =>
    planService.updateCondition(ctx, params.deliveryPlanConditionId, body),
  );
  addEndpoint(app, database, plans.remove, 'delivery.admin', ({ params, query }, ctx) =>
    planService.deleteCondition(ctx, params.deliveryPlanConditionId, query.version),
  );
  addEndpoint(app, database, plans.earliestDate, 'session', ({ query }, ctx) =>
    planService.earliestDate(
      ctx.db,
      ctx.auth.firmId,
      query.postcode,
      query.orderedAt ? new Date(query.orderedAt) : new Date(),
    ),
  );

  addEndpoint(app, database, fleet.vehicles, 'delivery.use', (_, ctx) =>
    fleetService.listVehicles(ctx),
  );
  addEndpoint(app, database, fleet.createVehicle, 'delivery.admin', ({ body }, ctx) =>
    fleetService.createVehicle(ctx, body),
  );
  addEndpoint(app, database, fleet.updateVehicle, 'delivery.admin', ({ params, body }, ctx) =>
    fleetService.updateVehicle(ctx, params.vehicleId, body),
  );
  addEndpoint(app, database, fleet.removeVehicle, 'delivery.admin', ({ params, query }, ctx) =>
    fleetService.deleteVehicle(ctx, params.vehicleId, query.version),
  );
  addEndpoint(app, database, fleet.drivers, 'delivery.plan', (_, ctx) =>
    fleetService.listDrivers(ctx),
  );

  addEndpoint(app, database, routes.list, 'delivery.use', ({ query }, ctx) =>
    routeService.listRoutes(ctx, query),
  );
  addEndpoint(app, database, routes.mine, 'delivery.use', ({ query }, ctx) =>
    routeService.listMyRoutes(ctx, query.date),
  );
  addEndpoint(app, database, routes.get, 'delivery.use', ({ params }, ctx) =>
    routeService.getRoute(ctx, params.routeId),
  );
  addEndpoint(app, database, routes.candidates, 'delivery.plan', ({ query }, ctx) =>
    routeService.listCandidates(ctx, query.date),
  );
  addEndpoint(app, database, routes.create, 'delivery.plan', ({ body }, ctx) =>
    routeService.createRoute(ctx, body),
  );
  addEndpoint(app, database, routes.update, 'delivery.plan', ({ params, body }, ctx) =>
    routeService.updateRoute(ctx, params.routeId, body),
  );
  addEndpoint(app, database, routes.reorder, 'delivery.plan', ({ params, body }, ctx) =>
    routeService.reorderStops(ctx, params.routeId, body),
  );
  addEndpoint(app, database, routes.optimize, 'delivery.plan', ({ params, body }, ctx) =>
    routeService.optimizeRoute(ctx, params.routeId, body.version),
  );
  addEndpoint(app, database, routes.cancel, 'delivery.plan', ({ params, body }, ctx) =>
    routeService.cancelRoute(ctx, params.routeId, body.version),
  );
  addEndpoint(app, database, routes.depart, 'delivery.use', ({ params }, ctx) =>
    routeService.departRoute(ctx, params.routeId),
  );
  addEndpoint(app, database, routes.arrival, 'delivery.use', ({ params }, ctx) =>
    routeService.arriveRoute(ctx, params.routeId),
  );
  addEndpoint(
    app,
    database,
    routes.documents,
    'delivery.use',
    async ({ params, query, reply }, ctx) => {
      const made = await routeDocuments(ctx, params.routeId, query.kind);
      return pdf(reply, made.fileName, made.pdf);
    },
  );
  addEndpoint(app, database, routes.stopArrived, 'delivery.use', ({ params }, ctx) =>
    stopService.markArrived(ctx, params.routeId, params.stopId),
  );
  addEndpoint(app, database, routes.stopDelivered, 'delivery.use', ({ params, body }, ctx) =>
    stopService.markDelivered(ctx, params.routeId, params.stopId, body),
  );
  addEndpoint(app, database, routes.stopFailed, 'delivery.use', ({ params, body }, ctx) =>
    stopService.markFailed(ctx, params.routeId, params.stopId, body),
  );
  addEndpoint(app, database, routes.stopPhoto, 'delivery.use', async ({ params, reply }, ctx) => {
    const photo = await stopService.stopPhoto(ctx, params.routeId, params.stopId);
    reply.type(photo.type).header('cache-control', 'private, no-store');
    return photo.bytes;
  });

  addEndpoint(app, database, fees.list, 'session', (_, ctx) => feeService.listFees(ctx));
  addEndpoint(app, database, fees.create, 'delivery.admin', ({ body }, ctx) =>
    feeService.createFee(ctx, body),
  );
  addEndpoint(app, database, fees.update, 'delivery.admin', ({ params, body }, ctx) =>
    feeService.updateFee(ctx, params.unpackingFeeId, body),
  );
  addEndpoint(app, database, fees.remove, 'delivery.admin', ({ params, query }, ctx) =>
    feeService.deleteFee(ctx, params.unpackingFeeId, query.version),
  );
  addEndpoint(app, database, fees.labels, 'sales.dispatch', async ({ body, reply }, ctx) =>
    pdf(reply, 'kicsomagolas-cimkek.pdf', await printUnpackingLabels(ctx, body)),
  );

  addEndpoint(app, database, orderDelivery.get, 'sales.read', ({ params }, ctx) =>
    getOrderDelivery(ctx, params.orderId),
  );
  addEndpoint(app, database, orderDelivery.set, 'sales.write', ({ params, body }, ctx) =>
    setOrderDelivery(ctx, params.orderId, body),
  );

  addEndpoint(
    app,
    database,
    couriers.glsPrintLabels,
    'sales.dispatch',
    async ({ body, reply }, ctx) =>
      pdf(reply, 'gls-cimkek.pdf', await printGlsLabels(ctx, config, body)),
  );
  addEndpoint(app, database, couriers.courierParcels, 'sales.read', ({ params }, ctx) =>
    listCourierParcels(ctx, params.orderId),
  );
}

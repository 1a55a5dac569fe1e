import { vehicleEndpoints } from '@kontor/contract';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../platform/db/database.ts';
import { addEndpoint } from '../../platform/routes.ts';
import * as vehicles from './vehicles.service.ts';

/** Vehicle and windshield catalogue (spec 001 §7 Vehicles), read by everyone who reads products. */
export function registerVehicleRoutes(app: FastifyInstance, database: Database): void {
  const e = vehicleEndpoints;
  addEndpoint(app, database, e.makers, 'products.read', (_, ctx) => vehicles.listMakers(ctx));
  addEndpoint(app, database, e.models, 'products.read', ({ query }, ctx) =>
    vehicles.listModels(ctx, query.makerId, query.year),
  );
  addEndpoint(app, database, e.windshieldData, 'products.read', ({ query }, ctx) =>
    vehicles.findWindshields(ctx, query),
  );
  addEndpoint(app, database, e.validate, 'products.read', ({ body }, ctx) =>
    vehicles.validateVehicle(ctx, body),
  );
}

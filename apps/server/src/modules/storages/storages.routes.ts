import { branchEndpoints, storageEndpoints } from '@kontor/contract';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../platform/db/database.ts';
import { addEndpoint } from '../../platform/routes.ts';
import * as storages from './storages.service.ts';

/**
 * Branches are read by everyone (orders, deliveries and pickings name them); the warehouse layout
 * is read with 'warehouse.use' and changed only by administrators ('settings.admin'), because a
 * moved or deleted location changes where stock is.
 */
export function registerStorageRoutes(app: FastifyInstance, database: Database): void {
  addEndpoint(app, database, branchEndpoints.list, 'session', (_, ctx) =>
    storages.listBranches(ctx),
  );
  addEndpoint(app, database, storageEndpoints.list, 'warehouse.use', ({ query }, ctx) =>
    storages.listStorages(ctx, query),
  );
  addEndpoint(app, database, storageEndpoints.tree, 'warehouse.use', ({ query }, ctx) =>
    storages.getStorageTree(ctx, query.branch_id),
  );
  addEndpoint(app, database, storageEndpoints.get, 'warehouse.use', ({ params }, ctx) =>
    storages.getStorage(ctx, params.id),
  );
  addEndpoint(app, database, storageEndpoints.shelvingLookup, 'warehouse.use', ({ query }, ctx) =>
    storages.lookupShelvingStorages(ctx, query),
  );
  addEndpoint(app, database, storageEndpoints.create, 'settings.admin', ({ body }, ctx) =>
    storages.createStorage(ctx, body),
  );
  addEndpoint(app, database, storageEndpoints.update, 'settings.admin', ({ params, body }, ctx) =>
    storages.updateStorage(ctx, params.id, body),
  );
  addEndpoint(app, database, storageEndpoints.remove, 'settings.admin', ({ params, query }, ctx) =>
    storages.deleteStorage(ctx, params.id, query.version),
  );
}

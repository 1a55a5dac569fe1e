import { branchEndpoints, storageEndpoints as e } from '@kontor/contract';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../platform/db/database.ts';
import { addEndpoint } from '../../platform/routes.ts';
import { printStorageLabels } from './storage-labels.service.ts';
import * as storages from './storages.service.ts';

/**
 * Branches are read by everyone (orders, deliveries and pickings name them); the warehouse layout
 * is read with 'warehouse.use' and kept by the back office ('storages.admin'): a moved or
 * deactivated location changes where stock may be, an office decision, not the floor's.
 */
export function registerStorageRoutes(app: FastifyInstance, database: Database): void {
  addEndpoint(app, database, branchEndpoints.list, 'session', (_, ctx) =>
    storages.listBranches(ctx),
  );
  addEndpoint(app, database, e.list, 'warehouse.use', ({ query }, ctx) =>
    storages.listStorages(ctx, query),
  );
  addEndpoint(app, database, e.tree, 'warehouse.use', ({ query }, ctx) =>
    storages.getStorageTree(ctx, query.branch_id),
  );
  addEndpoint(app, database, e.get, 'warehouse.use', ({ params }, ctx) =>
    storages.getStorage(ctx, params.id),
  );
  addEndpoint(app, database, e.shelvingLookup, 'warehouse.use', ({ query }, ctx) =>
    storages.lookupShelvingStorages(ctx, query),
  );
  addEndpoint(app, database, e.create, 'storages.admin', ({ body }, ctx) =>
    storages.createStorage(ctx, body),
  );
  addEndpoint(app, database, e.update, 'storages.admin', ({ params, body }, ctx) =>
    storages.updateStorage(ctx, params.id, body),
  );
  addEndpoint(app, database, e.remove, 'storages.admin', ({ params, query }, ctx) =>
    storages.deleteStorage(ctx, params.id, query.version),
  );
  addEndpoint(app, database, e.deactivate, 'storages.admin', ({ params, body }, ctx) =>
    storages.deactivateStorage(ctx, params.id, body.version),
  );
  addEndpoint(app, database, e.reactivate, 'storages.admin', ({ params, body }, ctx) =>
    storages.reactivateStorage(ctx, params.id, body.version),
  );
  addEndpoint(app, database, e.labels, 'storages.admin', async ({ body, reply }, ctx) => {
    const pdf = await printStorageLabels(ctx, body.ids);
    reply
      .type('application/pdf')
      .header('content-disposition', 'inline; filename="helycimkek.pdf"')
      .header('cache-control', 'private, no-store');
    return pdf;
  });
}

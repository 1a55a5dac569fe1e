import { stockCountEndpoints as e } from '@kontor/contract';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../platform/db/database.ts';
import { addEndpoint } from '../../platform/routes.ts';
import './stock-counts.dashboard.ts';
import * as counts from './stock-counts.service.ts';

/**
 * The floor opens and counts with 'warehouse.use'; posting the differences into the ledger (and
 * cancelling a count) is the office's 'stock.post-count' (README: permissions).
 */
export function registerStockCountRoutes(app: FastifyInstance, database: Database): void {
  addEndpoint(app, database, e.list, 'warehouse.use', ({ query }, ctx) =>
    counts.listStockCounts(ctx, query),
  );
  addEndpoint(app, database, e.create, 'warehouse.use', ({ body }, ctx) =>
    counts.createStockCount(ctx, body),
  );
  addEndpoint(app, database, e.get, 'warehouse.use', ({ params }, ctx) =>
    counts.getStockCount(ctx, params.id),
  );
  addEndpoint(app, database, e.scan, 'warehouse.use', ({ params, query }, ctx) =>
    counts.scanForCount(ctx, params.id, query.code),
  );
  addEndpoint(app, database, e.count, 'warehouse.use', ({ params, body }, ctx) =>
    counts.countLines(ctx, params.id, body.lines),
  );
  addEndpoint(app, database, e.post, 'stock.post-count', ({ params, body }, ctx) =>
    counts.postStockCount(ctx, params.id, body),
  );
  addEndpoint(app, database, e.cancel, 'stock.post-count', ({ params }, ctx) =>
    counts.cancelStockCount(ctx, params.id),
  );
}

import { receiptEndpoints as r, shelvingEndpoints as s } from '@kontor/contract';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../platform/db/database.ts';
import { addEndpoint } from '../../platform/routes.ts';
import * as receipts from './receipts.service.ts';
import * as shelving from './shelving.service.ts';
import './shelving.dashboard.ts';

/** Receipts and shelving are the floor's and the back office's work ('warehouse.use'). */
export function registerShelvingRoutes(app: FastifyInstance, database: Database): void {
  addEndpoint(app, database, s.list, 'warehouse.use', ({ query }, ctx) =>
    shelving.listWaiting(ctx, query),
  );
  addEndpoint(app, database, s.scan, 'warehouse.use', ({ query }, ctx) =>
    shelving.scanCode(ctx, query.code),
  );
  addEndpoint(app, database, s.move, 'warehouse.use', ({ body }, ctx) =>
    shelving.shelve(ctx, body.lines),
  );
  addEndpoint(app, database, r.list, 'warehouse.use', ({ query }, ctx) =>
    receipts.listReceipts(ctx, query),
  );
  addEndpoint(app, database, r.get, 'warehouse.use', ({ params }, ctx) =>
    receipts.getReceipt(ctx, params.id),
  );
  addEndpoint(app, database, r.create, 'warehouse.use', ({ body }, ctx) =>
    receipts.createReceipt(ctx, body),
  );
  addEndpoint(app, database, r.update, 'warehouse.use', ({ params, body }, ctx) =>
    receipts.updateReceipt(ctx, params.id, body),
  );
  addEndpoint(app, database, r.post, 'warehouse.use', ({ params, body }, ctx) =>
    receipts.postReceipt(ctx, params.id, body.version),
  );
  addEndpoint(app, database, r.cancel, 'warehouse.use', ({ params, body }, ctx) =>
    receipts.cancelReceipt(ctx, params.id, body.version),
  );
}

import { pickingEndpoints as e } from '@kontor/contract';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../platform/db/database.ts';
import { addEndpoint } from '../../platform/routes.ts';
import { renderDocument } from '../documents/render.ts';
import * as picking from './picking.service.ts';
import { closeCycle } from './picking-close.service.ts';
import './picking.dashboard.ts';

/** Picking cycles are the floor's work: the warehouse and the back office (`warehouse.use`). */
export function registerPickingRoutes(app: FastifyInstance, database: Database): void {
  addEndpoint(app, database, e.list, 'warehouse.use', ({ query }, ctx) =>
    picking.listCycles(ctx, query),
  );
  addEndpoint(app, database, e.nonStarted, 'warehouse.use', (_, ctx) =>
    picking.findNonStartedCycle(ctx),
  );
  addEndpoint(app, database, e.candidates, 'warehouse.use', ({ query }, ctx) =>
    picking.listCandidates(ctx, query),
  );
  addEndpoint(app, database, e.workers, 'warehouse.use', (_, ctx) => picking.listWorkers(ctx));
  addEndpoint(app, database, e.get, 'warehouse.use', ({ params }, ctx) =>
    picking.getCycle(ctx, params.id),
  );
  addEndpoint(app, database, e.create, 'warehouse.use', ({ body }, ctx) =>
    picking.createCycle(ctx, body),
  );
  addEndpoint(app, database, e.update, 'warehouse.use', ({ params, body }, ctx) =>
    picking.updateCycle(ctx, params.id, body),
  );
  addEndpoint(app, database, e.confirmLine, 'warehouse.use', ({ params, body }, ctx) =>
    picking.confirmLine(ctx, params.id, params.lineId, body),
  );
  addEndpoint(app, database, e.close, 'warehouse.use', ({ params }, ctx) =>
    closeCycle(ctx, params.id),
  );
  addEndpoint(app, database, e.cancel, 'warehouse.use', ({ params }, ctx) =>
    picking.cancelCycle(ctx, params.id),
  );
  addEndpoint(app, database, e.pickList, 'warehouse.use', async ({ params, reply }, ctx) => {
    const made = await renderDocument(
      ctx.db,
      ctx.auth.firmId,
      { kind: 'PICK_LIST', id: params.id },
      'hu',
    );
    reply
      .type('application/pdf')
      .header('content-disposition', `inline; filename="${made.fileName}"`)
      .header('cache-control', 'private, no-store');
    return made.pdf;
  });
}

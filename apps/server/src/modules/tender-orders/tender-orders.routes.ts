import { tenderOrderEndpoints as e } from '@kontor/contract';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../platform/db/database.ts';
import { addEndpoint } from '../../platform/routes.ts';
import * as links from './tender-links.service.ts';
import * as tenders from './tender-orders.service.ts';

/**
 * Tender orders are sales work with suppliers' costs on them (README: permissions): sales and the
 * back office read and edit them; approving fixes the sale prices, so it takes `sales.price`.
 */
export function registerTenderOrderRoutes(app: FastifyInstance, database: Database): void {
  addEndpoint(app, database, e.list, 'sales.use', ({ query }, ctx) =>
    tenders.listTenderOrders(ctx, query),
  );
  addEndpoint(app, database, e.get, 'sales.use', ({ params }, ctx) =>
    tenders.getTenderOrder(ctx, params.id),
  );
  addEndpoint(app, database, e.create, 'sales.write', ({ body }, ctx) =>
    tenders.createTenderOrder(ctx, body),
  );
  addEndpoint(app, database, e.createFromQuote, 'sales.write', ({ params }, ctx) =>
    links.createFromQuote(ctx, params.quoteId),
  );
  addEndpoint(app, database, e.update, 'sales.write', ({ params, body }, ctx) =>
    tenders.updateTenderOrder(ctx, params.id, body),
  );
  addEndpoint(app, database, e.approve, 'sales.price', ({ params, body }, ctx) =>
    tenders.approveTenderOrder(ctx, params.id, body.version),
  );
  addEndpoint(app, database, e.cancel, 'sales.write', ({ params, body }, ctx) =>
    tenders.cancelTenderOrder(ctx, params.id, body.version),
  );
  addEndpoint(app, database, e.sendDefaultEmail, 'emails.send', ({ params, query }, ctx) =>
    links.sendDefaultEmail(ctx, params.id, query.requestKey),
  );
  addEndpoint(app, database, e.createOrder, 'sales.write', ({ params, body }, ctx) =>
    links.createOrder(ctx, params.id, body.version),
  );
  addEndpoint(app, database, e.modifyQuote, 'sales.write', ({ params, body }, ctx) =>
    links.modifyQuote(ctx, params.id, body.quoteVersion),
  );
}

import { salesDeskEndpoints } from '@kontor/contract';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../platform/db/database.ts';
import { addEndpoint } from '../../platform/routes.ts';
import { getQuotePricing, saveQuotePricing } from './pricing-assistant.quote-items.ts';
import { listHistory, previewPrices } from './pricing-assistant.service.ts';

/** The sales desk forms' helpers: price preview before saving, and the OrderHistory popup. */
export function registerSalesDeskRoutes(app: FastifyInstance, database: Database): void {
  addEndpoint(app, database, salesDeskEndpoints.pricePreview, 'sales.read', ({ body }, ctx) =>
    previewPrices(ctx, body),
  );
  addEndpoint(app, database, salesDeskEndpoints.quotePricing, 'sales.read', ({ query }, ctx) =>
    getQuotePricing(ctx, query.quote_id),
  );
  addEndpoint(
    app,
    database,
    salesDeskEndpoints.saveQuotePricing,
    'sales.write',
    ({ query, body }, ctx) => saveQuotePricing(ctx, query.quote_id, body),
  );
  addEndpoint(app, database, salesDeskEndpoints.history, 'sales.read', ({ query }, ctx) =>
    listHistory(ctx, query.entity, query.id),
  );
}

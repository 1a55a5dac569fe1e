import { webshopEndpoints } from '@kontor/contract';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../platform/config.ts';
import type { Database } from '../../platform/db/database.ts';
import { addEndpoint } from '../../platform/routes.ts';
import * as webshop from './webshop.service.ts';
import { bulkUpdateWebshopInfo } from './webshop-bulk.service.ts';

/** Webshop info (spec 001 §2): read by product readers, changed by product writers. */
export function registerWebshopRoutes(
  app: FastifyInstance,
  database: Database,
  config: Pick<Config, 'contextPath'>,
): void {
  const e = webshopEndpoints;
  const { contextPath } = config;
  addEndpoint(app, database, e.list, 'products.read', ({ query }, ctx) =>
    webshop.listWebshopInfo(ctx, contextPath, query),
  );
  addEndpoint(app, database, e.save, 'products.write', ({ params, body }, ctx) =>
    webshop.saveWebshopInfo(ctx, contextPath, params.productId, body),
  );
  addEndpoint(app, database, e.publish, 'products.write', ({ body }, ctx) =>
    webshop.publishWebshopInfo(ctx, body),
  );
  addEndpoint(app, database, e.bulk, 'products.write', ({ body }, ctx) =>
    bulkUpdateWebshopInfo(ctx, body),
  );
}

import { discountEndpoints } from '@kontor/contract';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../platform/db/database.ts';
import { addEndpoint } from '../../platform/routes.ts';
import * as discounts from './discounts.service.ts';
import { listHistory } from './history.service.ts';
import * as items from './items.service.ts';

export function registerDiscountRoutes(app: FastifyInstance, database: Database): void {
  const e = discountEndpoints;
  addEndpoint(app, database, e.list, 'discounts.read', ({ query }, ctx) =>
    discounts.listDiscounts(ctx, query),
  );
  addEndpoint(app, database, e.removeMany, 'discounts.write', ({ body }, ctx) =>
    discounts.deleteDiscounts(ctx, body.ids),
  );
  addEndpoint(app, database, e.create, 'discounts.write', ({ body }, ctx) =>
    discounts.createDiscount(ctx, body),
  );
  addEndpoint(app, database, e.get, 'discounts.read', ({ params }, ctx) =>
    discounts.getDiscount(ctx, params.discountId),
  );
  addEndpoint(app, database, e.update, 'discounts.write', ({ params, body }, ctx) =>
    discounts.updateDiscount(ctx, params.discountId, body.version, body.discount),
  );
  addEndpoint(app, database, e.approve, 'discounts.approve', ({ params, body }, ctx) =>
    discounts.approveDiscount(ctx, params.discountId, body.version),
  );
  addEndpoint(app, database, e.cancel, 'discounts.write', ({ params, body }, ctx) =>
    discounts.cancelDiscount(ctx, params.discountId, body.version),
  );
  addEndpoint(app, database, e.clone, 'discounts.write', ({ params }, ctx) =>
    discounts.cloneDiscount(ctx, params.discountId),
  );
  addEndpoint(app, database, e.changeEndDate, 'discounts.write', ({ params, body }, ctx) =>
    discounts.changeEndDate(ctx, params.discountId, body.version, body.validTo),
  );

  addEndpoint(app, database, e.history, 'discounts.read', ({ params, query }, ctx) =>
    listHistory(ctx, params.discountId, query.limit),
  );
  addEndpoint(app, database, e.items, 'discounts.read', ({ params }, ctx) =>
    items.listItems(ctx, params.discountId),
  );
  addEndpoint(app, database, e.createItem, 'discounts.write', ({ params, body }, ctx) =>
    items.createItem(ctx, params.discountId, body),
  );
  addEndpoint(app, database, e.updateItem, 'discounts.write', ({ params, body }, ctx) =>
    items.updateItem(ctx, params.discountId, params.discountItemId, body),
  );
  addEndpoint(app, database, e.removeItems, 'discounts.write', ({ params, body }, ctx) =>
    items.deleteItems(ctx, params.discountId, body.ids),
  );
  addEndpoint(app, database, e.cancelItem, 'discounts.write', ({ params }, ctx) =>
    items.cancelItem(ctx, params.discountItemId),
  );
  addEndpoint(app, database, e.addProducts, 'discounts.write', ({ params, body }, ctx) =>
    items.addProducts(ctx, params.discountId, body),
  );
  addEndpoint(app, database, e.recalculate, 'discounts.write', ({ params }, ctx) =>
    items.recalculate(ctx, params.discountId),
  );
}

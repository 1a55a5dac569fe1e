import {
  supplierOrderGeneratorEndpoints as g,
  minimumStockEndpoints as m,
  supplierOrderEndpoints as s,
} from '@kontor/contract';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../platform/db/database.ts';
import { addEndpoint, xlsxDownload } from '../../platform/routes.ts';
import type { Dictionary } from '../dictionary/dictionary.service.ts';
import * as generator from './generator.service.ts';
import * as minimumStock from './minimum-stock.service.ts';
import { receiveSupplierOrder } from './receive.service.ts';
import * as orders from './supplier-orders.service.ts';

/** Purchasing is the back office's work ('purchasing.use'; admin holds it too). */
export function registerPurchasingRoutes(
  app: FastifyInstance,
  database: Database,
  dictionary: Dictionary,
): void {
  const p = 'purchasing.use';
  addEndpoint(app, database, s.list, p, ({ query }, ctx) => orders.listSupplierOrders(ctx, query));
  addEndpoint(app, database, s.exportXlsx, p, async ({ query, reply }, ctx) =>
    xlsxDownload(
      reply,
      'szallitoi-rendelesek.xlsx',
      await orders.exportSupplierOrders(ctx, dictionary, query),
    ),
  );
  addEndpoint(app, database, g.view, p, ({ query }, ctx) => generator.generatorView(ctx, query));
  addEndpoint(app, database, g.generatedFromCustomer, p, ({ query }, ctx) =>
    generator.generatedFromCustomer(ctx, query.customer_order_id),
  );
  addEndpoint(app, database, g.generate, p, ({ body }, ctx) =>
    generator.generateSupplierOrders(ctx, body),
  );
  addEndpoint(app, database, g.createFromCustomerOrder, p, ({ params, body }, ctx) =>
    generator.createFromCustomerOrder(ctx, params.customerOrderId, body),
  );
  addEndpoint(app, database, s.get, p, ({ params }, ctx) =>
    orders.getSupplierOrder(ctx, params.id),
  );
  addEndpoint(app, database, s.create, p, ({ body }, ctx) => orders.createSupplierOrder(ctx, body));
  addEndpoint(app, database, s.update, p, ({ params, body }, ctx) =>
    orders.updateSupplierOrder(ctx, params.id, body),
  );
  addEndpoint(app, database, s.changeState, p, ({ params, body }, ctx) =>
    orders.changeSupplierOrderState(ctx, params.id, body),
  );
  addEndpoint(app, database, s.stornoItem, p, ({ params }, ctx) =>
    orders.stornoOrderItem(ctx, params.orderItemId),
  );
  addEndpoint(app, database, s.receive, p, ({ params, body }, ctx) =>
    receiveSupplierOrder(ctx, params.id, body),
  );
  // A product's stock levels: edited on the product form, read by the generator.
  addEndpoint(app, database, m.get, 'products.read', ({ params }, ctx) =>
    minimumStock.getMinimumStock(ctx, params.productId),
  );
  addEndpoint(app, database, m.set, 'products.write', ({ params, body }, ctx) =>
    minimumStock.setMinimumStock(ctx, params.productId, body),
  );
}

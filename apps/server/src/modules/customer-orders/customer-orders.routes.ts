import {
  customerOrderEndpoints,
  dispatchEndpoints,
  orderCallEndpoints,
  quoteEndpoints,
  quoteRequestEndpoints,
} from '@kontor/contract';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../platform/db/database.ts';
import { addEndpoint, xlsxDownload } from '../../platform/routes.ts';
import type { Dictionary } from '../dictionary/dictionary.service.ts';
import { lookupByRole } from '../partners/lookups.service.ts';
import * as dispatch from './dispatch.service.ts';
import * as calls from './order-calls.service.ts';
import * as lines from './order-lines.service.ts';
import * as orders from './orders.service.ts';
import * as parcels from './parcels.service.ts';
import * as requests from './quote-requests.service.ts';
import * as quotes from './quotes.service.ts';

export function registerCustomerOrderRoutes(
  app: FastifyInstance,
  database: Database,
  dictionary: Dictionary,
): void {
  const r = quoteRequestEndpoints;
  addEndpoint(app, database, r.create, 'sales.write', ({ body }, ctx) =>
    requests.createQuoteRequest(ctx, body),
  );
  addEndpoint(app, database, r.search, 'sales.read', ({ body }, ctx) =>
    requests.searchQuoteRequests(ctx, body),
  );
  addEndpoint(app, database, r.exportXlsx, 'sales.read', async ({ query, reply }, ctx) =>
    xlsxDownload(
      reply,
      'ajanlatkeresek.xlsx',
      await requests.exportQuoteRequests(ctx, dictionary, query),
    ),
  );
  addEndpoint(app, database, r.get, 'sales.read', ({ params }, ctx) =>
    requests.getQuoteRequest(ctx, params.quoteRequestId),
  );
  addEndpoint(app, database, r.update, 'sales.write', ({ params, body }, ctx) =>
    requests.updateQuoteRequest(ctx, params.quoteRequestId, body),
  );
  addEndpoint(app, database, r.decline, 'sales.write', ({ params }, ctx) =>
    requests.declineQuoteRequest(ctx, params.quoteRequestId),
  );
  addEndpoint(app, database, r.createQuote, 'sales.write', ({ params, body }, ctx) =>
    requests.createQuoteFromRequest(ctx, params.quoteRequestId, body),
  );

  const q = quoteEndpoints;
  addEndpoint(app, database, q.create, 'sales.write', ({ body }, ctx) =>
    quotes.createQuote(ctx, body),
  );
  addEndpoint(app, database, q.search, 'sales.read', ({ body }, ctx) =>
    quotes.searchQuotes(ctx, body),
  );
  addEndpoint(app, database, q.exportXlsx, 'sales.read', async ({ query, reply }, ctx) =>
    xlsxDownload(reply, 'arajanlatok.xlsx', await quotes.exportQuotes(ctx, dictionary, query)),
  );
  addEndpoint(app, database, q.get, 'sales.read', ({ params }, ctx) =>
    quotes.getQuote(ctx, params.quoteId),
  );
  addEndpoint(app, database, q.update, 'sales.write', ({ params, body }, ctx) =>
    quotes.updateQuote(ctx, params.quoteId, body),
  );
  addEndpoint(app, database, q.changeState, 'sales.write', ({ params, body }, ctx) =>
    quotes.changeQuoteState(ctx, params.quoteId, body),
  );
  addEndpoint(app, database, q.createOrder, 'sales.write', ({ params }, ctx) =>
    orders.createOrderFromQuote(ctx, params.quoteId),
  );

  const o = customerOrderEndpoints;
  addEndpoint(app, database, o.create, 'sales.write', ({ body }, ctx) =>
    orders.createOrder(ctx, body),
  );
  addEndpoint(app, database, o.update, 'sales.write', ({ body }, ctx) =>
    orders.updateOrder(ctx, body),
  );
  addEndpoint(app, database, o.search, 'sales.read', ({ body }, ctx) =>
    orders.searchOrders(ctx, body),
  );
  addEndpoint(app, database, o.exportXlsx, 'sales.read', async ({ query, reply }, ctx) =>
    xlsxDownload(reply, 'rendelesek.xlsx', await orders.exportOrders(ctx, dictionary, query)),
  );
  addEndpoint(app, database, o.get, 'sales.read', ({ params }, ctx) =>
    orders.getOrder(ctx, params.orderId),
  );
  addEndpoint(app, database, o.changeState, 'sales.confirm', ({ params, body }, ctx) =>
    orders.changeOrderState(ctx, params.orderId, body),
  );
  addEndpoint(app, database, o.rapidSearch, 'sales.read', ({ query }, ctx) =>
    orders.rapidSearchOrders(ctx, query),
  );
  addEndpoint(app, database, o.reserveList, 'sales.read', ({ params }, ctx) =>
    orders.getReserveList(ctx, params.orderId),
  );
  addEndpoint(app, database, o.setCommercialProcessItem, 'sales.write', ({ query, body }, ctx) =>
    orders.setCommercialProcessItem(ctx, query.order_item_id, body),
  );
  addEndpoint(app, database, o.removeCommercialProcessItem, 'sales.write', ({ query }, ctx) =>
    orders.setCommercialProcessItem(ctx, query.order_item_id, {
      fulfilment: 'STOCK',
      partnerId: null,
      version: query.version,
    }),
  );

  registerDispatchRoutes(app, database);
  registerOrderCallRoutes(app, database);
}

function registerOrderCallRoutes(app: FastifyInstance, database: Database): void {
  const c = orderCallEndpoints;
  addEndpoint(app, database, c.updateOrder, 'sales.write', ({ params, body }, ctx) =>
    lines.updateOrderLines(ctx, params.orderId, body),
  );
  addEndpoint(app, database, c.changeProduct, 'sales.write', ({ params, body }, ctx) =>
    lines.changeProduct(ctx, params.subItemId, body),
  );
  addEndpoint(app, database, c.createdBy, 'sales.write', ({ body }, ctx) =>
    calls.setOrderEmployee(ctx, 'created', body),
  );
  addEndpoint(app, database, c.modifiedBy, 'sales.write', ({ body }, ctx) =>
    calls.setOrderEmployee(ctx, 'modified', body),
  );
  addEndpoint(app, database, c.items, 'sales.read', ({ params }, ctx) =>
    calls.getOrderItems(ctx, params.orderId),
  );
  addEndpoint(app, database, c.convertPrice, 'sales.read', ({ query }, ctx) =>
    calls.convertPrice(ctx, query),
  );
  addEndpoint(app, database, c.customers, 'sales.read', ({ query }, ctx) =>
    lookupByRole(ctx, 'CUSTOMER', query),
  );
}

function registerDispatchRoutes(app: FastifyInstance, database: Database): void {
  const d = dispatchEndpoints;
  addEndpoint(app, database, d.validate, 'sales.read', ({ query }, ctx) =>
    dispatch.validateBeforeDispatch(ctx, query.orderId),
  );
  addEndpoint(app, database, d.dispatch, 'sales.dispatch', ({ params, body }, ctx) =>
    dispatch.dispatchOrder(ctx, params.orderId, body),
  );
  addEndpoint(app, database, d.parcels, 'sales.read', ({ params }, ctx) =>
    parcels.getParcels(ctx, params.orderId),
  );
  addEndpoint(app, database, d.saveParcels, 'sales.dispatch', ({ params, body }, ctx) =>
    parcels.saveParcels(ctx, params.orderId, body),
  );
  addEndpoint(app, database, d.updateParcel, 'sales.dispatch', ({ params, body }, ctx) =>
    parcels.updateParcel(ctx, params.orderId, params.parcelId, body),
  );
  addEndpoint(app, database, d.deleteParcel, 'sales.dispatch', ({ params }, ctx) =>
    parcels.deleteParcel(ctx, params.orderId, params.parcelId),
  );
  addEndpoint(
    app,
    database,
    d.reprintLabel,
    'sales.dispatch',
    async ({ params, body, reply }, ctx) => {
      const pdf = await parcels.printOrderLabel(ctx, params.orderId, body);
      reply
        .type('application/pdf')
        .header('content-disposition', 'inline; filename="rendeles-cimke.pdf"')
        .header('cache-control', 'private, no-store');
      return pdf;
    },
  );
}

import { supplierInvoiceEndpoints as e } from '@kontor/contract';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../platform/db/database.ts';
import { addEndpoint } from '../../platform/routes.ts';
import type { NavConfig } from '../reference-data/nav.adapter.ts';
import * as matching from './matching.service.ts';
import * as inbox from './nav-inbox.service.ts';
import * as invoices from './supplier-invoices.service.ts';

/** The office records and matches ('purchasing.use'); approving and paying are rights of their own. */
export function registerSupplierInvoiceRoutes(
  app: FastifyInstance,
  database: Database,
  deps: { nav: NavConfig | null },
): void {
  const p = 'purchasing.use';
  addEndpoint(app, database, e.navInbox, p, (_, ctx) => inbox.listNavInbox(ctx));
  addEndpoint(app, database, e.navPull, p, ({ body }, ctx) =>
    inbox.pullNavInbox(ctx, deps.nav, body),
  );
  addEndpoint(app, database, e.navCreateDraft, p, ({ params }, ctx) =>
    inbox.createDraftFromNav(ctx, params.navInvoiceId),
  );
  addEndpoint(app, database, e.list, p, ({ query }, ctx) =>
    invoices.listSupplierInvoices(ctx, query),
  );
  addEndpoint(app, database, e.get, p, ({ params }, ctx) =>
    invoices.getSupplierInvoice(ctx, params.id),
  );
  addEndpoint(app, database, e.create, p, ({ body }, ctx) =>
    invoices.createSupplierInvoice(ctx, body),
  );
  addEndpoint(app, database, e.update, p, ({ params, body }, ctx) =>
    invoices.updateSupplierInvoice(ctx, params.id, body),
  );
  addEndpoint(app, database, e.aggregated, p, ({ params }, ctx) =>
    matching.aggregatedItems(ctx, params.id),
  );
  addEndpoint(app, database, e.putItems, p, ({ params, body }, ctx) =>
    matching.putItems(ctx, params.id, body),
  );
  addEndpoint(app, database, e.deleteItem, p, ({ params }, ctx) =>
    matching.deleteItem(ctx, params.invoiceItemId),
  );
  addEndpoint(app, database, e.approve, 'supplier-invoices.approve', ({ params, body }, ctx) =>
    invoices.approveSupplierInvoice(ctx, params.id, body),
  );
  addEndpoint(app, database, e.cancel, p, ({ params, body }, ctx) =>
    invoices.cancelSupplierInvoice(ctx, params.id, body),
  );
  addEndpoint(app, database, e.addPayment, 'supplier-invoices.pay', ({ params, body }, ctx) =>
    invoices.addSupplierPayment(ctx, params.id, body),
  );
}

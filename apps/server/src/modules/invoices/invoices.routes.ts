import { accountingEndpoints as a, invoiceEndpoints as e } from '@kontor/contract';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../platform/db/database.ts';
import { addEndpoint, xlsxDownload } from '../../platform/routes.ts';
import * as accounting from './accounting.service.ts';
import * as invoices from './invoices.service.ts';
import * as settle from './invoices.settle.service.ts';
import * as navRecovery from './nav-recovery.service.ts';

export function registerInvoiceRoutes(
  app: FastifyInstance,
  database: Database,
  deps: invoices.InvoiceDeps,
): void {
  addEndpoint(app, database, e.createFromOrder, 'invoices.write', ({ params, body }, ctx) =>
    invoices.createInvoiceFromOrder(ctx, deps, params.customerOrderId, body),
  );
  addEndpoint(app, database, e.dispatchAndInvoice, 'invoices.write', ({ params, body }, ctx) =>
    invoices.dispatchAndInvoice(ctx, deps, params.orderId, body),
  );
  addEndpoint(app, database, e.search, 'invoices.read', ({ body }, ctx) =>
    invoices.searchInvoices(ctx, body),
  );
  addEndpoint(app, database, e.get, 'invoices.read', ({ params }, ctx) =>
    invoices.getInvoice(ctx, params.invoiceId),
  );
  addEndpoint(app, database, e.creditNote, 'invoices.write', ({ params, body }, ctx) =>
    invoices.createCreditNote(ctx, deps, params.invoiceId, body),
  );
  addEndpoint(app, database, e.resendToNav, 'invoices.write', ({ params, body }, ctx) =>
    navRecovery.resendToNav(ctx, deps, params.invoiceId, body.version),
  );
  addEndpoint(app, database, e.navCorrect, 'invoices.write', ({ params, body }, ctx) =>
    navRecovery.correctForNav(ctx, deps, params.invoiceId, body),
  );
  addEndpoint(app, database, e.navAnnulment, 'invoices.write', ({ params, body }, ctx) =>
    navRecovery.requestNavAnnulment(ctx, deps, params.invoiceId, body),
  );
  addEndpoint(app, database, e.pdf, 'invoices.read', async ({ params, reply }, ctx) => {
    const pdf = await invoices.printInvoice(ctx, params.invoiceId);
    reply
      .type('application/pdf')
      .header('content-disposition', `inline; filename="szamla-${params.invoiceId}.pdf"`)
      .header('cache-control', 'private, no-store');
    return pdf;
  });
  addEndpoint(app, database, e.addPayment, 'invoices.write', ({ params, body }, ctx) =>
    invoices.addPayment(ctx, params.invoiceId, body),
  );
  addEndpoint(app, database, e.refund, 'invoices.write', ({ params, body }, ctx) =>
    settle.addRefund(ctx, params.invoiceId, body),
  );
  addEndpoint(app, database, e.cancelProforma, 'invoices.write', ({ params, body }, ctx) =>
    settle.cancelProforma(ctx, params.invoiceId, body),
  );
  addEndpoint(app, database, a.validateMonth, 'invoices.read', ({ params }, ctx) =>
    accounting.validateMonth(ctx, params.year, params.month),
  );
  addEndpoint(app, database, a.exportMonth, 'invoices.read', async ({ params, reply }, ctx) => {
    const file = await accounting.exportMonth(ctx, params.year, params.month);
    return xlsxDownload(reply, `szamlak-${params.year}-${params.month}.xlsx`, file);
  });
}

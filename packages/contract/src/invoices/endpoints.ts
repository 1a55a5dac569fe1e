import { z } from 'zod';
import { ZId } from '../common.ts';
import { ZVersion } from '../customer-orders/documents.ts';
import { defineEndpoint } from '../endpoint.ts';
import { ZPdfFile } from '../products/labels.ts';
import {
  ZCancelProformaBody,
  ZCreateInvoiceBody,
  ZCreditNoteBody,
  ZDispatchAndInvoice,
  ZDispatchAndInvoiceBody,
  ZInvoice,
  ZInvoicePage,
  ZInvoiceSearchBody,
  ZNavAnnulmentBody,
  ZNavCorrectBody,
  ZPaymentBody,
} from './invoice.ts';

const tag = 'invoices';
const ZInvoiceParams = z.object({ invoiceId: ZId });

export const invoiceEndpoints = {
  createFromOrder: defineEndpoint({
    method: 'POST',
    path: '/customer-order/:customerOrderId/create-invoice',
    tag,
    summary:
      'Issue an invoice of an order: normal/final from the dispatched, not yet invoiced lines, or a proforma/advance for an amount or percentage',
    params: z.object({ customerOrderId: ZId }),
    body: ZCreateInvoiceBody,
    response: ZInvoice,
  }),
  dispatchAndInvoice: defineEndpoint({
    method: 'POST',
    path: '/orders/dispatchAndInvoice/:orderId',
    tag,
    summary: 'Dispatch an order and invoice what left, in one transaction (all or nothing)',
    params: z.object({ orderId: ZId }),
    body: ZDispatchAndInvoiceBody,
    response: ZDispatchAndInvoice,
  }),
  search: defineEndpoint({
    method: 'POST',
    path: '/invoices/search',
    tag,
    summary: 'Customer invoices and proformas, filtered, one page with the total count',
    body: ZInvoiceSearchBody,
    response: ZInvoicePage,
  }),
  get: defineEndpoint({
    method: 'GET',
    path: '/invoices/:invoiceId',
    tag,
    summary: 'One invoice with its lines, VAT summary, payments, credit notes and NAV status',
    params: ZInvoiceParams,
    response: ZInvoice,
  }),
  creditNote: defineEndpoint({
    method: 'POST',
    path: '/invoices/:invoiceId/credit-note',
    tag,
    summary: 'Issue a credit note (storno or partial correction) referring to an issued invoice',
    params: ZInvoiceParams,
    body: ZCreditNoteBody,
    response: ZInvoice,
  }),
  resendToNav: defineEndpoint({
    method: 'POST',
    path: '/invoices/:invoiceId/nav-resend',
    tag,
    summary:
      'Report the invoice to NAV Online Számla again (once NAV is set up, after a failed report or an annulment; never while NAV is processing it)',
    params: ZInvoiceParams,
    body: z.object({ version: ZVersion }),
    response: ZInvoice,
  }),
  navCorrect: defineEndpoint({
    method: 'POST',
    path: '/invoices/:invoiceId/nav-correct',
    tag,
    summary:
      "Correct an invoice NAV refused (the buyer's current data, line texts, the note) and report it again under its number",
    params: ZInvoiceParams,
    body: ZNavCorrectBody,
    response: ZInvoice,
  }),
  navAnnulment: defineEndpoint({
    method: 'POST',
    path: '/invoices/:invoiceId/nav-annulment',
    tag,
    summary:
      'Technical annulment (manageAnnulment) of a report NAV accepted but that was made in error',
    params: ZInvoiceParams,
    body: ZNavAnnulmentBody,
    response: ZInvoice,
  }),
  pdf: defineEndpoint({
    method: 'POST',
    path: '/invoices/:invoiceId/pdf',
    tag,
    summary:
      "The invoice as a PDF: 'Eredeti' the first time, 'Másolat' with the copy's number after",
    params: ZInvoiceParams,
    body: z.object({}),
    response: ZPdfFile,
  }),
  addPayment: defineEndpoint({
    method: 'POST',
    path: '/invoices/:invoiceId/payments',
    tag,
    summary: 'Record a payment (transfer, cash, card) against an invoice or proforma',
    params: ZInvoiceParams,
    body: ZPaymentBody,
    response: ZInvoice,
  }),
  refund: defineEndpoint({
    method: 'POST',
    path: '/invoices/:invoiceId/refunds',
    tag,
    summary:
      'Record a refund paid back on a credit note: a negative payment of the corrected invoice',
    params: ZInvoiceParams,
    body: ZPaymentBody,
    response: ZInvoice,
  }),
  cancelProforma: defineEndpoint({
    method: 'POST',
    path: '/invoices/:invoiceId/cancel',
    tag,
    summary: 'Cancel an unpaid proforma (a state change: a proforma is no invoice)',
    params: ZInvoiceParams,
    body: ZCancelProformaBody,
    response: ZInvoice,
  }),
};

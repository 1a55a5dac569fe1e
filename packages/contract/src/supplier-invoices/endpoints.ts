import { z } from 'zod';
import { ZId } from '../common.ts';
import { ZVersionBody } from '../discounts/discount.ts';
import { defineEndpoint } from '../endpoint.ts';
import { ZNavInboundInvoice, ZNavPullBody, ZNavPullResult } from './nav-inbox.ts';
import {
  ZAggregatedSupplierOrderItem,
  ZApproveSupplierInvoiceBody,
  ZSaveSupplierInvoiceBody,
  ZSupplierInvoice,
  ZSupplierInvoiceItemsBody,
  ZSupplierInvoiceListQuery,
  ZSupplierInvoicePage,
  ZSupplierPaymentBody,
  ZUpdateSupplierInvoiceBody,
} from './supplier-invoice.ts';

const tag = 'supplier-invoices';
const ZIdParams = z.object({ id: ZId });

export const supplierInvoiceEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/supplier-invoice/',
    tag,
    summary: 'Supplier invoices, oldest due first; by state, supplier, unpaid, proforma, term',
    query: ZSupplierInvoiceListQuery,
    response: ZSupplierInvoicePage,
  }),
  get: defineEndpoint({
    method: 'GET',
    path: '/supplier-invoice/:id',
    tag,
    summary: 'One supplier invoice with its items (3-way flags) and payments',
    params: ZIdParams,
    response: ZSupplierInvoice,
  }),
  create: defineEndpoint({
    method: 'POST',
    path: '/supplier-invoice/',
    tag,
    summary: "Record a supplier's invoice as a DRAFT (its number unique per supplier)",
    body: ZSaveSupplierInvoiceBody,
    response: ZSupplierInvoice,
  }),
  update: defineEndpoint({
    method: 'PUT',
    path: '/supplier-invoice/:id',
    tag,
    summary: 'Change the header of a DRAFT supplier invoice (version required)',
    params: ZIdParams,
    body: ZUpdateSupplierInvoiceBody,
    response: ZSupplierInvoice,
  }),
  aggregated: defineEndpoint({
    method: 'POST',
    path: '/supplier-invoice/:id/get-aggregated-supplier-order-items',
    tag,
    summary:
      "The supplier's received supplier-order lines not yet invoiced, aggregated per product",
    params: ZIdParams,
    body: z.object({}),
    response: z.array(ZAggregatedSupplierOrderItem),
  }),
  putItems: defineEndpoint({
    method: 'PUT',
    path: '/supplier-invoice/:id/supplier-invoice-item',
    tag,
    summary: 'Add or change items tied to received supplier-order lines (never beyond received)',
    params: ZIdParams,
    body: ZSupplierInvoiceItemsBody,
    response: ZSupplierInvoice,
  }),
  deleteItem: defineEndpoint({
    method: 'DELETE',
    path: '/supplier-invoice/:invoiceItemId',
    tag,
    summary: 'Remove one item of a DRAFT supplier invoice',
    params: z.object({ invoiceItemId: ZId }),
    response: ZSupplierInvoice,
  }),
  approve: defineEndpoint({
    method: 'PUT',
    path: '/supplier-invoice/:id/approve',
    tag,
    summary: 'Approve for payment; every flagged item needs an acceptance with a reason',
    params: ZIdParams,
    body: ZApproveSupplierInvoiceBody,
    response: ZSupplierInvoice,
  }),
  cancel: defineEndpoint({
    method: 'PUT',
    path: '/supplier-invoice/:id/cancel',
    tag,
    summary: 'Cancel an unpaid supplier invoice: its items no longer count as invoiced',
    params: ZIdParams,
    body: ZVersionBody,
    response: ZSupplierInvoice,
  }),
  addPayment: defineEndpoint({
    method: 'POST',
    path: '/supplier-invoice/:id/payments',
    tag,
    summary: 'Record a payment to the supplier (never beyond the remainder)',
    params: ZIdParams,
    body: ZSupplierPaymentBody,
    response: ZSupplierInvoice,
  }),
  navInbox: defineEndpoint({
    method: 'GET',
    path: '/supplier-invoice/nav-inbox',
    tag,
    summary: 'Invoices pulled from NAV Online Számla (INBOUND), newest first',
    response: z.array(ZNavInboundInvoice),
  }),
  navPull: defineEndpoint({
    method: 'POST',
    path: '/supplier-invoice/nav-inbox/pull',
    tag,
    summary: 'Pull incoming invoices of a date window from NAV (each one only once)',
    body: ZNavPullBody,
    response: ZNavPullResult,
  }),
  navCreateDraft: defineEndpoint({
    method: 'POST',
    path: '/supplier-invoice/nav-inbox/:navInvoiceId/create-draft',
    tag,
    summary: 'A DRAFT supplier invoice from a pulled NAV invoice (supplier by tax number)',
    params: z.object({ navInvoiceId: ZId }),
    body: z.object({}),
    response: ZSupplierInvoice,
  }),
};

import { z } from 'zod';
import { ZCodeEntry, ZId, ZLookupQuery } from '../common.ts';
import { defineEndpoint } from '../endpoint.ts';
import { ZVersion } from './documents.ts';
import {
  orderPages,
  ZCommercialProcessItemBody,
  ZOrder,
  ZOrderBody,
  ZOrderExportQuery,
  ZOrderSearchBody,
  ZOrderStateBody,
  ZReserveList,
  ZUpdateOrderBody,
} from './orders.ts';
import {
  quotePages,
  ZCreateQuoteFromRequestBody,
  ZQuote,
  ZQuoteBody,
  ZQuoteExportQuery,
  ZQuoteRequest,
  ZQuoteRequestBody,
  ZQuoteRequestExportQuery,
  ZQuoteRequestSearchBody,
  ZQuoteSearchBody,
  ZQuoteStateBody,
  ZUpdateQuoteBody,
  ZUpdateQuoteRequestBody,
} from './quotes.ts';

const tag = 'customer-orders';
const ZRequestParams = z.object({ quoteRequestId: ZId });
const ZQuoteParams = z.object({ quoteId: ZId });
const ZOrderParams = z.object({ orderId: ZId });
const xlsxFile = z
  .custom<Uint8Array<ArrayBufferLike>>((v) => v instanceof Uint8Array)
  .meta({ description: 'The xlsx file' });

export const quoteRequestEndpoints = {
  create: defineEndpoint({
    method: 'POST',
    path: '/customer-order/quote-request',
    tag,
    summary: 'Record a quote request of a customer or a prospect (state OPEN)',
    body: ZQuoteRequestBody,
    response: ZQuoteRequest,
  }),
  search: defineEndpoint({
    method: 'POST',
    path: '/customer-order/quote-request/search',
    tag,
    summary: 'Quote requests, sorted (newest first by default), one page with the total count',
    body: ZQuoteRequestSearchBody,
    response: quotePages.requests,
  }),
  exportXlsx: defineEndpoint({
    method: 'GET',
    path: '/customer-order/quote-request/export.xlsx',
    tag,
    summary: 'The quote request list with the same filters and sort as an Excel workbook',
    query: ZQuoteRequestExportQuery,
    response: xlsxFile,
  }),
  get: defineEndpoint({
    method: 'GET',
    path: '/customer-order/quote-request/:quoteRequestId',
    tag,
    summary: 'One quote request with its lines',
    params: ZRequestParams,
    response: ZQuoteRequest,
  }),
  update: defineEndpoint({
    method: 'PUT',
    path: '/customer-order/quote-request/:quoteRequestId',
    tag,
    summary: 'Change an OPEN quote request (stale version: 409)',
    params: ZRequestParams,
    body: ZUpdateQuoteRequestBody,
    response: ZQuoteRequest,
  }),
  decline: defineEndpoint({
    method: 'POST',
    path: '/customer-order/quote-request/:quoteRequestId/decline',
    tag,
    summary: 'OPEN → DECLINED',
    params: ZRequestParams,
    response: ZQuoteRequest,
  }),
  createQuote: defineEndpoint({
    method: 'POST',
    path: '/customer-order/quote-request/:quoteRequestId/create-quote',
    tag,
    summary: 'Turn an OPEN request into a priced DRAFT quote (the request becomes QUOTED)',
    params: ZRequestParams,
    body: ZCreateQuoteFromRequestBody,
    response: ZQuote,
  }),
};

export const quoteEndpoints = {
  create: defineEndpoint({
    method: 'POST',
    path: '/customer-order/quote',
    tag,
    summary:
      'Create a DRAFT quote with its number (AJ-year-nnnnnn); lines priced from the price list',
    body: ZQuoteBody,
    response: ZQuote,
  }),
  search: defineEndpoint({
    method: 'POST',
    path: '/customer-order/quote/search',
    tag,
    summary: 'Quotes, newest first, one page with the total count',
    body: ZQuoteSearchBody,
    response: quotePages.quotes,
  }),
  exportXlsx: defineEndpoint({
    method: 'GET',
    path: '/customer-order/quote/export.xlsx',
    tag,
    summary: 'The quote list with the same filters and sort as an Excel workbook',
    query: ZQuoteExportQuery,
    response: xlsxFile,
  }),
  get: defineEndpoint({
    method: 'GET',
    path: '/customer-order/quote/:quoteId',
    tag,
    summary: 'One quote with its lines and totals',
    params: ZQuoteParams,
    response: ZQuote,
  }),
  update: defineEndpoint({
    method: 'PUT',
    path: '/customer-order/quote/:quoteId',
    tag,
    summary: 'Change a DRAFT or SENT quote (stale version: 409)',
    params: ZQuoteParams,
    body: ZUpdateQuoteBody,
    response: ZQuote,
  }),
  changeState: defineEndpoint({
    method: 'POST',
    path: '/customer-order/quote/:quoteId/state',
    tag,
    summary: 'DRAFT → SENT → APPROVED / REJECTED (refused from any other state: 409)',
    params: ZQuoteParams,
    body: ZQuoteStateBody,
    response: ZQuote,
  }),
  createOrder: defineEndpoint({
    method: 'POST',
    path: '/customer-order/quote/:quoteId/create-order',
    tag,
    summary: 'An APPROVED quote becomes a DRAFT customer order, lines copied; the quote is ORDERED',
    params: ZQuoteParams,
    response: ZOrder,
  }),
};

export const customerOrderEndpoints = {
  create: defineEndpoint({
    method: 'POST',
    path: '/customer-order/',
    tag,
    summary: 'Create a DRAFT customer order with its number (VR-year-nnnnnn)',
    body: ZOrderBody,
    response: ZOrder,
  }),
  update: defineEndpoint({
    method: 'PUT',
    path: '/customer-order/',
    tag,
    summary: 'Change a DRAFT or CONFIRMED order, lines included (stale version: 409)',
    body: ZUpdateOrderBody,
    response: ZOrder,
  }),
  search: defineEndpoint({
    method: 'POST',
    path: '/customer-order/search',
    tag,
    summary: 'Customer orders, sorted (newest first by default), one page with the total count',
    body: ZOrderSearchBody,
    response: orderPages.orders,
  }),
  exportXlsx: defineEndpoint({
    method: 'GET',
    path: '/customer-order/export.xlsx',
    tag,
    summary: 'The order list with the same filters and sort as an Excel workbook',
    query: ZOrderExportQuery,
    response: xlsxFile,
  }),
  get: defineEndpoint({
    method: 'GET',
    path: '/customer-order/:orderId',
    tag,
    summary: 'One customer order with its lines, reservations per line and totals',
    params: ZOrderParams,
    response: ZOrder,
  }),
  changeState: defineEndpoint({
    method: 'POST',
    path: '/customer-order/:orderId/state',
    tag,
    summary:
      'Move the order on (confirm reserves stock, cancel releases it); refused from a wrong state: 409',
    params: ZOrderParams,
    body: ZOrderStateBody,
    response: ZOrder,
  }),
  rapidSearch: defineEndpoint({
    method: 'GET',
    path: '/customer-order/rapid-search/mac',
    tag,
    summary:
      'Orders whose number or customer name contains the term, newest first (code: number, name: customer)',
    query: ZLookupQuery,
    response: z.array(ZCodeEntry),
  }),
  reserveList: defineEndpoint({
    method: 'GET',
    path: '/customer-order/:orderId/reserve-list',
    tag,
    summary: 'Per line: what is reserved from which storage and what is missing',
    params: ZOrderParams,
    response: ZReserveList,
  }),
  setCommercialProcessItem: defineEndpoint({
    method: 'PUT',
    path: '/customer-order/commercial-process-item',
    tag,
    summary: 'Set how a line is fulfilled (stock, purchase, production, subcontract)',
    query: z.object({ order_item_id: ZId }),
    body: ZCommercialProcessItemBody,
    response: ZOrder,
  }),
  removeCommercialProcessItem: defineEndpoint({
    method: 'DELETE',
    path: '/customer-order/commercial-process-item',
    tag,
    summary: 'Reset how a line is fulfilled to STOCK (the default)',
    query: z.object({ order_item_id: ZId, version: ZVersion }),
    response: ZOrder,
  }),
};

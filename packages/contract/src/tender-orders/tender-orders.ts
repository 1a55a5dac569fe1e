import { z } from 'zod';
import { pageOf, ZDecimal, ZId, ZPaging } from '../common.ts';
import { ZQuantity, ZUnitPrice } from '../customer-orders/documents.ts';
import { ZEmailMessage } from '../emails/emails.ts';
import { defineEndpoint } from '../endpoint.ts';
import { ZIsoDate } from '../reference-data/currencies.ts';

/**
 * A tender order (tender): a large customer request priced from suppliers' quotes. DRAFT →
 * APPROVED → ORDERED; DRAFT and APPROVED → CANCELLED; saving an APPROVED one makes it a DRAFT
 * again (modules/tender-orders/README.md).
 */
export const TENDER_ORDER_STATES = ['DRAFT', 'APPROVED', 'ORDERED', 'CANCELLED'] as const;
export const ZTenderOrderState = z.enum(TENDER_ORDER_STATES);
export type TTenderOrderState = z.infer<typeof ZTenderOrderState>;

/** How many lines, and offers per line, one tender order may hold. */
export const TENDER_LINE_MAX = 500;
export const TENDER_OFFER_MAX = 20;

/** One supplier's offer for a line, in the tender's currency: a cell of the quote matrix. */
export const ZTenderOfferInput = z.object({
  supplierId: ZId,
  unitPrice: ZUnitPrice,
  leadTimeDays: z.int().min(0).max(365).default(0),
  isChosen: z.boolean().default(false),
});

export const ZTenderLineInput = z.object({
  productId: ZId,
  quantity: ZQuantity,
  /** The net unit sale price offered to the customer. */
  salePrice: ZUnitPrice,
  offers: z.array(ZTenderOfferInput).max(TENDER_OFFER_MAX).default([]),
});
export type TTenderLineInput = z.input<typeof ZTenderLineInput>;

export const ZTenderOrderBody = z.object({
  customerId: ZId,
  currencyCode: z.string().trim().length(3).default('HUF'),
  title: z.string().trim().max(200).default(''),
  tenderDate: ZIsoDate.optional().meta({ description: 'Default: today in Hungary' }),
  note: z.string().max(4000).default(''),
  lines: z.array(ZTenderLineInput).max(TENDER_LINE_MAX).default([]),
});
export type TTenderOrderBody = z.input<typeof ZTenderOrderBody>;

export const ZUpdateTenderOrderBody = ZTenderOrderBody.extend({ version: z.int().min(1) });
export type TUpdateTenderOrderBody = z.input<typeof ZUpdateTenderOrderBody>;

export const ZTenderOffer = z
  .object({
    supplierId: z.int(),
    supplierName: z.string(),
    unitPrice: ZDecimal,
    leadTimeDays: z.int(),
    isChosen: z.boolean(),
  })
  .meta({ id: 'TenderOffer' });

/** Sale and cost nets and the margin (sale − cost) with its share of the sale in percent. */
export const ZTenderMargin = z
  .object({
    saleNet: ZDecimal,
    /** Null while a line has no chosen offer. */
    costNet: ZDecimal.nullable(),
    margin: ZDecimal.nullable(),
    marginPercent: ZDecimal.nullable(),
  })
  .meta({ id: 'TenderMargin' });
export type TTenderMargin = z.infer<typeof ZTenderMargin>;

export const ZTenderLine = z
  .object({
    id: z.int(),
    position: z.int(),
    productId: z.int(),
    productCode: z.string(),
    productName: z.string(),
    unit: z.string(),
    quantity: ZDecimal,
    salePrice: ZDecimal,
    offers: z.array(ZTenderOffer),
    ...ZTenderMargin.shape,
  })
  .meta({ id: 'TenderLine' });
export type TTenderLine = z.infer<typeof ZTenderLine>;

export const ZTenderOrderListItem = z
  .object({
    id: z.int(),
    number: z.string(),
    state: ZTenderOrderState,
    title: z.string(),
    customerId: z.int(),
    customerName: z.string(),
    currencyCode: z.string(),
    tenderDate: ZIsoDate,
    quoteId: z.int().nullable(),
    quoteNumber: z.string().nullable(),
    customerOrderId: z.int().nullable(),
    customerOrderNumber: z.string().nullable(),
    saleNet: ZDecimal,
    version: z.int(),
  })
  .meta({ id: 'TenderOrderListItem' });
export type TTenderOrderListItem = z.infer<typeof ZTenderOrderListItem>;

export const ZTenderOrder = ZTenderOrderListItem.extend({
  note: z.string(),
  /** The matrix's columns: every supplier with an offer on any line, by name. */
  suppliers: z.array(z.object({ id: z.int(), name: z.string() })),
  lines: z.array(ZTenderLine),
  totals: ZTenderMargin,
}).meta({ id: 'TenderOrder' });
export type TTenderOrder = z.infer<typeof ZTenderOrder>;

export const ZTenderOrderListQuery = ZPaging.extend({
  state: ZTenderOrderState.optional(),
  term: z
    .string()
    .trim()
    .max(200)
    .default('')
    .meta({ description: 'Number, title or customer name' }),
});

const params = z.object({ id: ZId });
const versionBody = z.object({ version: z.int().min(1) });
const tag = 'tender-orders';

export const tenderOrderEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/tender-orders/',
    tag,
    summary: 'Tender orders, newest first',
    query: ZTenderOrderListQuery,
    response: pageOf(ZTenderOrderListItem),
  }),
  get: defineEndpoint({
    method: 'GET',
    path: '/tender-orders/:id',
    tag,
    summary: 'One tender order with its quote matrix and margins',
    params,
    response: ZTenderOrder,
  }),
  create: defineEndpoint({
    method: 'POST',
    path: '/tender-orders/',
    tag,
    summary: 'A DRAFT tender order',
    body: ZTenderOrderBody,
    response: ZTenderOrder,
  }),
  createFromQuote: defineEndpoint({
    method: 'POST',
    path: '/tender-orders/from-quote/:quoteId',
    tag,
    summary: "A DRAFT tender order with the quote's customer, currency, lines and net prices",
    params: z.object({ quoteId: ZId }),
    response: ZTenderOrder,
  }),
  update: defineEndpoint({
    method: 'PUT',
    path: '/tender-orders/:id',
    tag,
    summary: 'Changes a DRAFT or APPROVED tender order (an approved one becomes DRAFT again)',
    params,
    body: ZUpdateTenderOrderBody,
    response: ZTenderOrder,
  }),
  approve: defineEndpoint({
    method: 'PUT',
    path: '/tender-orders/:id/approve',
    tag,
    summary: 'Approves a DRAFT tender order whose every line has a chosen offer',
    params,
    body: versionBody,
    response: ZTenderOrder,
  }),
  cancel: defineEndpoint({
    method: 'PUT',
    path: '/tender-orders/:id/cancel',
    tag,
    summary: 'Cancels a DRAFT or APPROVED tender order',
    params,
    body: versionBody,
    response: ZTenderOrder,
  }),
  sendDefaultEmail: defineEndpoint({
    method: 'GET',
    path: '/tender-orders/:id/sendDefaultEmail',
    tag,
    summary:
      "Queues the tender template, in the customer's language, to the customer's first contact (once per requestKey)",
    params,
    query: z.object({ requestKey: z.uuid() }),
    response: ZEmailMessage,
  }),
  createOrder: defineEndpoint({
    method: 'POST',
    path: '/tender-orders/:id/create-order',
    tag,
    summary:
      'The customer order (DRAFT) from an APPROVED tender: sale prices, each line bought from its chosen supplier; never twice',
    params,
    body: versionBody,
    response: ZTenderOrder,
  }),
  modifyQuote: defineEndpoint({
    method: 'POST',
    path: '/tender-orders/:id/modify-quote',
    tag,
    summary: "Writes the tender's quantities and sale prices back to the quote it came from",
    params,
    body: z.object({ quoteVersion: z.int().min(1) }),
    response: ZTenderOrder,
  }),
};

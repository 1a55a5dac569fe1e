import { z } from 'zod';
import { pageOf, ZDecimal, ZId, ZNonEmpty } from '../common.ts';
import { ZIsoDate } from '../reference-data/currencies.ts';
import {
  exportQueryOf,
  listSortOf,
  ZDocumentHeaderBody,
  ZDocumentSearchBody,
  ZLine,
  ZLineBody,
  ZQuantity,
  ZTotals,
  ZVersion,
} from './documents.ts';

export const QUOTE_REQUEST_STATES = ['OPEN', 'QUOTED', 'DECLINED'] as const;
export const ZQuoteRequestState = z.enum(QUOTE_REQUEST_STATES);

export const ZQuoteRequestLineBody = z
  .object({
    productId: ZId.nullable().default(null),
    description: z.string().trim().max(500).default(''),
    quantity: ZQuantity,
    wantedDate: ZIsoDate.nullable().default(null),
  })
  .refine((l) => l.productId !== null || l.description !== '', {
    message: 'A product or a description is expected',
    path: ['description'],
  });

const ZQuoteRequestFields = z.object({
  customerId: ZId.nullable().default(null),
  prospectName: z.string().trim().max(200).default(''),
  contactName: z.string().trim().max(200).default(''),
  contactEmail: z.string().trim().max(200).default(''),
  contactPhone: z.string().trim().max(60).default(''),
  subject: ZNonEmpty.max(300),
  salesRepEmployeeId: ZId.nullable().default(null),
  lines: z.array(ZQuoteRequestLineBody).max(500).default([]),
});
const hasCustomerOrProspect = (b: { customerId: number | null; prospectName: string }) =>
  b.customerId !== null || b.prospectName !== '';
const NO_CUSTOMER = {
  message: 'A customer or a prospect name is expected',
  path: ['prospectName'],
};
export const ZQuoteRequestBody = ZQuoteRequestFields.refine(hasCustomerOrProspect, NO_CUSTOMER);
export const ZUpdateQuoteRequestBody = ZQuoteRequestFields.extend({ version: ZVersion }).refine(
  hasCustomerOrProspect,
  NO_CUSTOMER,
);

export const ZQuoteRequest = z
  .object({
    id: z.int(),
    number: z.string(),
    state: ZQuoteRequestState,
    customerId: z.int().nullable(),
    customerName: z.string().nullable(),
    prospectName: z.string(),
    contactName: z.string(),
    contactEmail: z.string(),
    contactPhone: z.string(),
    subject: z.string(),
    salesRepEmployeeId: z.int().nullable(),
    quoteId: z.int().nullable(),
    lines: z.array(
      z.object({
        id: z.int(),
        productId: z.int().nullable(),
        /** The product's code and name (null for a free-text line). */
        productCode: z.string().nullable(),
        productName: z.string().nullable(),
        description: z.string(),
        quantity: ZDecimal,
        wantedDate: z.string().nullable(),
      }),
    ),
    version: z.int(),
    createdAt: z.string(),
  })
  .meta({ id: 'QuoteRequest' });
export type TQuoteRequest = z.infer<typeof ZQuoteRequest>;

export const ZQuoteRequestListItem = ZQuoteRequest.omit({ lines: true }).meta({
  id: 'QuoteRequestListItem',
});

/** Turning a request into a quote: a prospect's request needs the customer created for it. */
export const ZCreateQuoteFromRequestBody = z.object({
  customerId: ZId.optional(),
  validUntil: ZIsoDate.optional(),
});

/** EXPIRED is never stored: a quote reads EXPIRED when its validity passed (quotes README). */
export const QUOTE_STATES = [
  'DRAFT',
  'SENT',
  'APPROVED',
  'REJECTED',
  'EXPIRED',
  'ORDERED',
] as const;
export const ZQuoteState = z.enum(QUOTE_STATES);
export type TQuoteState = z.infer<typeof ZQuoteState>;

export const ZQuoteBody = ZDocumentHeaderBody.extend({
  quoteRequestId: ZId.nullable().default(null),
  quoteDate: ZIsoDate.optional(),
  /** Omitted: 30 days after the quote date. */
  validUntil: ZIsoDate.optional(),
  note: z.string().trim().max(4000).default(''),
  lines: z.array(ZLineBody).max(1000).default([]),
});
export const ZUpdateQuoteBody = ZQuoteBody.omit({ quoteRequestId: true }).extend({
  version: ZVersion,
});

export const ZQuote = z
  .object({
    id: z.int(),
    number: z.string(),
    state: ZQuoteState,
    quoteRequestId: z.int().nullable(),
    customerId: z.int(),
    customerName: z.string(),
    contactId: z.int().nullable(),
    currencyCode: z.string(),
    priceType: z.string(),
    priceBasis: z.enum(['net', 'gross']),
    quoteDate: z.string(),
    validUntil: z.string(),
    salesRepEmployeeId: z.int().nullable(),
    note: z.string(),
    orderId: z.int().nullable(),
    lines: z.array(ZLine),
    totals: ZTotals,
    version: z.int(),
    createdAt: z.string(),
  })
  .meta({ id: 'Quote' });
export type TQuote = z.infer<typeof ZQuote>;

export const ZQuoteListItem = ZQuote.omit({ lines: true, orderId: true }).meta({
  id: 'QuoteListItem',
});

export const ZQuoteStateBody = z.object({
  state: z.enum(['SENT', 'APPROVED', 'REJECTED']),
  version: ZVersion,
});

/** The quote list's sortable columns (`date`: the quote date, `total`: the gross total). */
export const QUOTE_SORTS = ['number', 'date', 'customer', 'state', 'total'] as const;
const ZQuoteFilters = z.object({ state: ZQuoteState.optional(), ...listSortOf(QUOTE_SORTS) });
export const ZQuoteSearchBody = ZDocumentSearchBody.extend(ZQuoteFilters.shape);
/** The xlsx export takes the list's filters and sort as query parameters. */
export const ZQuoteExportQuery = exportQueryOf(ZQuoteFilters.shape);

/** The quote request list's sortable columns (`date`: recorded at, `customer`: or the prospect). */
export const QUOTE_REQUEST_SORTS = ['number', 'date', 'customer', 'subject', 'state'] as const;
const ZQuoteRequestFilters = z.object({
  state: ZQuoteRequestState.optional(),
  ...listSortOf(QUOTE_REQUEST_SORTS),
});
export const ZQuoteRequestSearchBody = ZDocumentSearchBody.extend(ZQuoteRequestFilters.shape);
export const ZQuoteRequestExportQuery = exportQueryOf(ZQuoteRequestFilters.shape);
export const quotePages = {
  requests: pageOf(ZQuoteRequestListItem),
  quotes: pageOf(ZQuoteListItem),
};

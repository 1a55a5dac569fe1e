import { z } from 'zod';
import { pageOf, ZDecimal, ZId } from '../common.ts';
import { ZIsoDate } from '../reference-data/currencies.ts';
import {
  ZDocumentHeaderBody,
  ZDocumentSearchBody,
  ZLine,
  ZLineBody,
  ZTotals,
  ZVersion,
} from './documents.ts';

export const ORDER_STATES = [
  'DRAFT',
  'CONFIRMED',
  'IN_PROGRESS',
  'READY',
  'DISPATCHED',
  'CLOSED',
  'CANCELLED',
] as const;
export const ZOrderState = z.enum(ORDER_STATES);
export type TOrderState = z.infer<typeof ZOrderState>;

/** How a line is fulfilled (the commercial process item); all but STOCK name a partner. */
export const FULFILMENTS = ['STOCK', 'PURCHASE', 'PRODUCTION', 'SUBCONTRACT'] as const;
export const ZFulfilment = z.enum(FULFILMENTS);

/** An order line: a priced line with how it is fulfilled (STOCK unless said otherwise). */
export const ZOrderLineBody = ZLineBody.extend({
  fulfilment: ZFulfilment.default('STOCK'),
  fulfilmentPartnerId: ZId.nullable().default(null),
}).refine((l) => (l.fulfilment === 'STOCK') === (l.fulfilmentPartnerId === null), {
  message: 'A partner is expected for PURCHASE, PRODUCTION and SUBCONTRACT, none for STOCK',
  path: ['fulfilmentPartnerId'],
});

export const ZOrderBody = ZDocumentHeaderBody.extend({
  /** Omitted: the firm's first active branch. */
  branchId: ZId.optional(),
  orderDate: ZIsoDate.optional(),
  wantedDeliveryDate: ZIsoDate.nullable().default(null),
  deliveryAddressId: ZId.nullable().default(null),
  internalNote: z.string().trim().max(4000).default(''),
  customerNote: z.string().trim().max(4000).default(''),
  lines: z.array(ZOrderLineBody).max(1000).default([]),
});
export const ZUpdateOrderBody = ZOrderBody.extend({ id: ZId, version: ZVersion });

export const ZOrderLine = ZLine.extend({
  fulfilment: ZFulfilment,
  fulfilmentPartnerId: z.int().nullable(),
  reservedQuantity: ZDecimal,
  missingQuantity: ZDecimal,
});

export const ZOrder = z
  .object({
    id: z.int(),
    number: z.string(),
    state: ZOrderState,
    quoteId: z.int().nullable(),
    customerId: z.int(),
    customerName: z.string(),
    contactId: z.int().nullable(),
    branchId: z.int(),
    currencyCode: z.string(),
    exchangeRate: ZDecimal.nullable(),
    priceType: z.string(),
    priceBasis: z.enum(['net', 'gross']),
    paymentMethod: z.string(),
    paymentTermsDays: z.int(),
    orderDate: z.string(),
    wantedDeliveryDate: z.string().nullable(),
    billingAddress: z.string(),
    deliveryAddress: z.string(),
    salesRepEmployeeId: z.int().nullable(),
    internalNote: z.string(),
    customerNote: z.string(),
    lines: z.array(ZOrderLine),
    totals: ZTotals,
    version: z.int(),
    createdAt: z.string(),
    /** Only in the answer of the creating call: printed on the confirmation, never stored. */
    accessCode: z.string().nullable(),
  })
  .meta({ id: 'CustomerOrder' });
export type TOrder = z.infer<typeof ZOrder>;

export const ZOrderListItem = ZOrder.omit({ lines: true, accessCode: true }).meta({
  id: 'CustomerOrderListItem',
});

export const ZOrderStateBody = z.object({
  state: z.enum(['CONFIRMED', 'IN_PROGRESS', 'READY', 'CLOSED', 'CANCELLED']),
  version: ZVersion,
});

export const ZOrderSearchBody = ZDocumentSearchBody.extend({
  state: ZOrderState.optional(),
  dateFrom: ZIsoDate.optional(),
  dateTo: ZIsoDate.optional(),
});

export const ZCommercialProcessItemBody = z
  .object({
    fulfilment: ZFulfilment,
    partnerId: ZId.nullable().default(null),
    version: ZVersion,
  })
  .refine((b) => (b.fulfilment === 'STOCK') === (b.partnerId === null), {
    message: 'A partner is expected for PURCHASE, PRODUCTION and SUBCONTRACT, none for STOCK',
    path: ['partnerId'],
  });

export const ZReserveListLine = z.object({
  lineId: z.int(),
  position: z.int(),
  productId: z.int(),
  productCode: z.string(),
  productName: z.string(),
  quantity: ZDecimal,
  reservedQuantity: ZDecimal,
  missingQuantity: ZDecimal,
  reservations: z.array(
    z.object({ storageId: z.int(), storageCode: z.string(), quantity: ZDecimal }),
  ),
});
export const ZReserveList = z.array(ZReserveListLine).meta({ id: 'ReserveList' });

export const orderPages = { orders: pageOf(ZOrderListItem) };

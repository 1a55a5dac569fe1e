import { z } from 'zod';
import { pageOf, ZDecimal, ZId } from '../common.ts';
import { ZIsoDate } from '../reference-data/currencies.ts';
import {
  exportQueryOf,
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
  /**
   * One of the customer's shipping addresses (GET /partners/{id} `shippingAddresses`); null: the
   * billing address. Left out of an update: the order keeps its current delivery address.
   */
  deliveryAddressId: ZId.nullable().optional(),
  internalNote: z.string().trim().max(4000).default(''),
  customerNote: z.string().trim().max(4000).default(''),
  lines: z.array(ZOrderLineBody).max(1000).default([]),
});
export const ZUpdateOrderBody = ZOrderBody.extend({ id: ZId, version: ZVersion });

export const ZOrderLine = ZLine.extend({
  fulfilment: ZFulfilment,
  fulfilmentPartnerId: z.int().nullable(),
  /** The fulfilment partner's name (null for STOCK). */
  fulfilmentPartnerName: z.string().nullable(),
  reservedQuantity: ZDecimal,
  missingQuantity: ZDecimal,
  /** How much has left with dispatches (delivery notes). */
  dispatchedQuantity: ZDecimal,
});

/** NONE: nothing has left yet; PARTIAL: some lines or quantities left; FULL: everything left. */
export const ZDispatchStatus = z.enum(['NONE', 'PARTIAL', 'FULL']);

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
    /** The shipping address chosen; null: the billing address (or set before it was kept). */
    deliveryAddressId: z.int().nullable(),
    salesRepEmployeeId: z.int().nullable(),
    /** The employees who took and last changed the order (PUT /customer-order/created-by, …). */
    createdByEmployeeId: z.int().nullable(),
    modifiedByEmployeeId: z.int().nullable(),
    internalNote: z.string(),
    customerNote: z.string(),
    lines: z.array(ZOrderLine),
    dispatchStatus: ZDispatchStatus,
    totals: ZTotals,
    version: z.int(),
    createdAt: z.string(),
    /** Only in the answer of the creating call: printed on the confirmation, never stored. */
    accessCode: z.string().nullable(),
  })
  .meta({ id: 'CustomerOrder' });
export type TOrder = z.infer<typeof ZOrder>;

export const ZOrderListItem = ZOrder.omit({
  lines: true,
  accessCode: true,
  dispatchStatus: true,
}).meta({
  id: 'CustomerOrderListItem',
});

export const ZOrderStateBody = z.object({
  state: z.enum(['CONFIRMED', 'IN_PROGRESS', 'READY', 'CLOSED', 'CANCELLED']),
  version: ZVersion,
});

/** The order list's sortable columns (`total`: the gross total). */
export const ORDER_SORTS = ['number', 'date', 'customer', 'state', 'total'] as const;

const ZOrderFilters = z.object({
  state: ZOrderState.optional(),
  dateFrom: ZIsoDate.optional(),
  dateTo: ZIsoDate.optional(),
  salesRepEmployeeId: ZId.optional(),
  /** Orders with at least one line of the product. */
  productId: ZId.optional(),
  /** Default: newest order date first. Ties go by id in the same direction. */
  sort: z.enum(ORDER_SORTS).default('date'),
  direction: z.enum(['asc', 'desc']).default('desc'),
});
export const ZOrderSearchBody = ZDocumentSearchBody.extend(ZOrderFilters.shape);
export type TOrderSearchBody = z.input<typeof ZOrderSearchBody>;

/** The xlsx export takes the list's filters and sort as query parameters. */
export const ZOrderExportQuery = exportQueryOf(ZOrderFilters.shape);

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
  /** On a line still missing stock: the other orders holding the product, largest first. */
  heldBy: z.array(z.object({ orderId: z.int(), orderNumber: z.string(), quantity: ZDecimal })),
});
export const ZReserveList = z.array(ZReserveListLine).meta({ id: 'ReserveList' });
export type TReserveListLine = z.infer<typeof ZReserveListLine>;

/** Counting stops here: a list of a million orders answers its first page fast (README). */
export const ORDER_COUNT_CAP = 1_000;

export const orderPages = {
  orders: pageOf(ZOrderListItem).extend({
    /** True when more than ORDER_COUNT_CAP orders match: `total` is then the cap ("1 000+"). */
    totalCapped: z.boolean(),
  }),
};

/**
 * The single-line path of a big order (POST /customer-order/{id}/update-order): only the lines
 * named here change (`id` given: that line; no `id`: a new line at the end), `deleteLineIds` go;
 * every other line stays as stored, so one change of a 1 000-line order stays cheap.
 */
export const ZOrderLineChange = ZLineBody.extend({
  id: ZId.optional(),
  fulfilment: ZFulfilment.default('STOCK'),
  fulfilmentPartnerId: ZId.nullable().default(null),
}).refine((l) => (l.fulfilment === 'STOCK') === (l.fulfilmentPartnerId === null), {
  message: 'A partner is expected for PURCHASE, PRODUCTION and SUBCONTRACT, none for STOCK',
  path: ['fulfilmentPartnerId'],
});
export const ZUpdateOrderLinesBody = z.object({
  version: ZVersion,
  lines: z.array(ZOrderLineChange).max(1000).default([]),
  deleteLineIds: z.array(ZId).max(1000).default([]),
});

/**
 * The answer of the single-line path: the header as it now stands (totals, version) and only the
 * changed or added lines; the client keeps its other lines and drops `deletedLineIds`.
 */
export const ZOrderLinesChanged = ZOrderListItem.extend({
  lines: z.array(ZOrderLine),
  deletedLineIds: z.array(z.int()),
}).meta({ id: 'CustomerOrderLinesChanged' });
export type TOrderLinesChanged = z.infer<typeof ZOrderLinesChanged>;

/** Sets the employee who took (created-by) or last changed (modified-by) the order. */
export const ZOrderEmployeeBody = z.object({
  orderId: ZId,
  employeeId: ZId.nullable(),
  version: ZVersion,
});

/** A substitute: the line keeps its quantity and is re-priced for the new product. */
export const ZChangeProductBody = z.object({ productId: ZId, version: ZVersion });

export const ZOrderItems = z.array(ZOrderLine).meta({ id: 'CustomerOrderItems' });

export const ZConvertPriceQuery = z.object({
  order_id: ZId,
  price: ZDecimal.refine((v) => /^\d{1,12}(\.\d{1,6})?$/.test(v), {
    message: 'A non-negative price with at most 6 decimals is expected',
  }),
  /** The currency of `price` (HUF unless said). */
  currency: z
    .string()
    .regex(/^[A-Z]{3}$/, 'A currency code is expected')
    .default('HUF'),
});
export const ZConvertedPrice = z.object({
  price: ZDecimal,
  currencyCode: z.string(),
  scale: z.int(),
  rate: ZDecimal.nullable(),
});

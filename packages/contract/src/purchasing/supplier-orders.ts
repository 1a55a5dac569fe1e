import { z } from 'zod';
import { INT_MAX, pageOf, ZDecimal, ZId, ZNonEmpty, ZPaging } from '../common.ts';
import { ZQuantity, ZUnitPrice } from '../customer-orders/documents.ts';
import { defineEndpoint } from '../endpoint.ts';
import { ZIsoDate } from '../reference-data/currencies.ts';

/**
 * A supplier order (szállítói rendelés): DRAFT → SENT → CONFIRMED → PARTLY_RECEIVED → RECEIVED →
 * CLOSED; DRAFT, SENT and CONFIRMED → CANCELLED (modules/purchasing/README.md).
 */
export const SUPPLIER_ORDER_STATES = [
  'DRAFT',
  'SENT',
  'CONFIRMED',
  'PARTLY_RECEIVED',
  'RECEIVED',
  'CLOSED',
  'CANCELLED',
] as const;
export const ZSupplierOrderState = z.enum(SUPPLIER_ORDER_STATES);
export type TSupplierOrderState = z.infer<typeof ZSupplierOrderState>;

/** The states a user moves an order into; the receipt sets PARTLY_RECEIVED and RECEIVED. */
export const ZSupplierOrderTarget = z.enum(['SENT', 'CONFIRMED', 'CLOSED', 'CANCELLED']);

/** How many lines one supplier order may hold. */
export const SUPPLIER_ORDER_LINE_MAX = 500;

/** A customer-order line a supplier-order line serves, and how much of it. */
export const ZServedDemand = z
  .object({
    customerOrderLineId: z.int(),
    customerOrderId: z.int(),
    customerOrderNumber: z.string(),
    customerName: z.string(),
    quantity: ZDecimal,
  })
  .meta({ id: 'ServedDemand' });
export type TServedDemand = z.infer<typeof ZServedDemand>;

/** The product, quantity and price of a line (an order's line, a generator's proposal). */
export const PRODUCT_LINE_FIELDS = {
  productId: z.int(),
  productCode: z.string(),
  productName: z.string(),
  unit: z.string(),
  quantity: ZDecimal,
  unitPrice: ZDecimal,
};

export const ZSupplierOrderLine = z
  .object({
    id: z.int(),
    position: z.int(),
    ...PRODUCT_LINE_FIELDS,
    /** quantity × unit price, in the order's currency. */
    net: ZDecimal,
    receivedQuantity: ZDecimal,
    cancelledQuantity: ZDecimal,
    /** Still expected: quantity − received − cancelled. */
    openQuantity: ZDecimal,
    demands: z.array(ZServedDemand),
  })
  .meta({ id: 'SupplierOrderLine' });
export type TSupplierOrderLine = z.infer<typeof ZSupplierOrderLine>;

export const ZSupplierOrderHeader = z
  .object({
    id: z.int(),
    number: z.string().meta({ description: 'e.g. `SR-2026-000123`' }),
    state: ZSupplierOrderState,
    supplierId: z.int(),
    supplierCode: z.string(),
    supplierName: z.string(),
    currencyCode: z.string(),
    exchangeRate: ZDecimal.meta({ description: 'MNB rate of the order date (HUF per unit)' }),
    orderDate: ZIsoDate,
    wantedDate: ZIsoDate.nullable(),
    note: z.string(),
    /** Sum of the lines' net amounts (cancelled parts included: what was ordered). */
    net: ZDecimal,
    lineCount: z.int(),
    version: z.int(),
    sentAt: z.string().nullable(),
  })
  .meta({ id: 'SupplierOrderHeader' });
export type TSupplierOrderHeader = z.infer<typeof ZSupplierOrderHeader>;

export const ZSupplierOrder = ZSupplierOrderHeader.extend({
  lines: z.array(ZSupplierOrderLine),
}).meta({ id: 'SupplierOrder' });
export type TSupplierOrder = z.infer<typeof ZSupplierOrder>;

export const ZSupplierOrderLineBody = z.object({
  productId: ZId,
  quantity: ZQuantity,
  unitPrice: ZUnitPrice.optional().meta({
    description: "Default: the supplier's price for the quantity (product supplier info), else 0",
  }),
  customerOrderLineIds: z
    .array(ZId)
    .max(100)
    .default([])
    .meta({ description: 'The customer-order lines (PURCHASE / SUBCONTRACT) this line serves' }),
});
export type TSupplierOrderLineBody = z.input<typeof ZSupplierOrderLineBody>;

export const ZSaveSupplierOrderBody = z.object({
  supplierId: ZId,
  currencyCode: z.string().trim().length(3).default('HUF'),
  orderDate: ZIsoDate.optional().meta({ description: "Default: today's Hungarian date" }),
  wantedDate: ZIsoDate.nullable().default(null),
  note: z.string().trim().max(1000).default(''),
  lines: z.array(ZSupplierOrderLineBody).min(1).max(SUPPLIER_ORDER_LINE_MAX),
});
export type TSaveSupplierOrderBody = z.input<typeof ZSaveSupplierOrderBody>;

const ZVersion = z.int().min(1).max(INT_MAX);
export const ZUpdateSupplierOrderBody = ZSaveSupplierOrderBody.extend({ version: ZVersion });
export const ZSupplierOrderStateBody = z.object({
  state: ZSupplierOrderTarget,
  version: ZVersion,
});

export const ZReceiveSupplierOrderBody = z.object({
  version: ZVersion,
  deliveryNoteNumber: ZNonEmpty.max(60),
  receiptDate: ZIsoDate.optional().meta({ description: "Default: today's Hungarian date" }),
  storageId: ZId.nullable()
    .default(null)
    .meta({ description: 'A buffer; default: the inbound buffer (shelving README)' }),
  lines: z
    .array(z.object({ supplierOrderLineId: ZId, quantity: ZQuantity }))
    .min(1)
    .max(SUPPLIER_ORDER_LINE_MAX)
    .optional()
    .meta({ description: 'What came, line by line; left out: everything still expected' }),
});
export type TReceiveSupplierOrderBody = z.input<typeof ZReceiveSupplierOrderBody>;

export const ZSupplierOrderReceipt = z
  .object({
    order: ZSupplierOrder,
    receiptId: z.int(),
    receiptNumber: z.string(),
    /** What the received goods were reserved for (in the buffer they landed in). */
    reservations: z.array(z.object({ customerOrderLineId: z.int(), quantity: ZDecimal })),
  })
  .meta({ id: 'SupplierOrderReceipt' });

const ZIdParams = z.object({ id: ZId });

/** The list's filters; the export takes them without paging. */
const ZSupplierOrderFilters = z.object({
  state: ZSupplierOrderState.optional(),
  supplier_id: ZId.optional(),
  from_date: ZIsoDate.optional(),
  to_date: ZIsoDate.optional(),
  term: z.string().trim().max(200).default('').meta({ description: 'Number or supplier name' }),
});

export const supplierOrderEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/supplier-order/',
    tag: 'purchasing',
    summary: 'Supplier orders, newest first; by state, supplier, order date range, term',
    query: ZPaging.extend(ZSupplierOrderFilters.shape),
    response: pageOf(ZSupplierOrderHeader),
  }),
  exportXlsx: defineEndpoint({
    method: 'GET',
    path: '/supplier-order/export.xlsx',
    tag: 'purchasing',
    summary: 'The supplier order list with the same filters as an Excel workbook',
    query: ZSupplierOrderFilters,
    response: z
      .custom<Uint8Array<ArrayBufferLike>>((v) => v instanceof Uint8Array)
      .meta({ description: 'The xlsx file' }),
  }),
  get: defineEndpoint({
    method: 'GET',
    path: '/supplier-order/:id',
    tag: 'purchasing',
    summary: 'One supplier order with its lines and the demand they serve',
    params: ZIdParams,
    response: ZSupplierOrder,
  }),
  create: defineEndpoint({
    method: 'POST',
    path: '/supplier-order/',
    tag: 'purchasing',
    summary: 'Create a DRAFT supplier order (number from series SR)',
    body: ZSaveSupplierOrderBody,
    response: ZSupplierOrder,
  }),
  update: defineEndpoint({
    method: 'PUT',
    path: '/supplier-order/:id',
    tag: 'purchasing',
    summary: 'Change a DRAFT supplier order (version required)',
    params: ZIdParams,
    body: ZUpdateSupplierOrderBody,
    response: ZSupplierOrder,
  }),
  changeState: defineEndpoint({
    method: 'PUT',
    path: '/supplier-order/:id/state',
    tag: 'purchasing',
    summary: 'Send, confirm, close or cancel a supplier order',
    params: ZIdParams,
    body: ZSupplierOrderStateBody,
    response: ZSupplierOrder,
  }),
  stornoItem: defineEndpoint({
    method: 'PUT',
    path: '/supplier-order/:orderItemId/storno-order-item',
    tag: 'purchasing',
    summary: 'Cancel what a line still expects; its demand is open again',
    params: z.object({ orderItemId: ZId }),
    response: ZSupplierOrder,
  }),
  receive: defineEndpoint({
    method: 'POST',
    path: '/supplier-order/:id/receive',
    tag: 'purchasing',
    summary:
      'Receive all or part: a posted receipt into the buffer, reserved for the served customer orders',
    params: ZIdParams,
    body: ZReceiveSupplierOrderBody,
    response: ZSupplierOrderReceipt,
  }),
};

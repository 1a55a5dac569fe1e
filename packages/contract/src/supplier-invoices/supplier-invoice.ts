import { z } from 'zod';
import { INT_MAX, pageOf, ZDecimal, ZId, ZNonEmpty, ZPaging } from '../common.ts';
import { ZQuantity, ZUnitPrice } from '../customer-orders/documents.ts';
import { ZInvoicePaymentMethod, ZPaymentBody, ZPositiveAmount } from '../invoices/invoice.ts';
import { ZIsoDate } from '../reference-data/currencies.ts';

/**
 * A supplier invoice (szállítói számla): DRAFT → APPROVED → PARTLY_PAID → PAID; DRAFT and
 * APPROVED (nothing paid) → CANCELLED. A proforma (díjbekérő) is never approved: it is paid from
 * DRAFT (modules/supplier-invoices/README.md).
 */
export const SUPPLIER_INVOICE_STATES = [
  'DRAFT',
  'APPROVED',
  'PARTLY_PAID',
  'PAID',
  'CANCELLED',
] as const;
export const ZSupplierInvoiceState = z.enum(SUPPLIER_INVOICE_STATES);
export type TSupplierInvoiceState = z.infer<typeof ZSupplierInvoiceState>;

/** A 3-way difference of an item over the firm's tolerance (README: the 3-way check). */
export const THREE_WAY_FLAGS = ['PRICE', 'QUANTITY'] as const;
export const ZThreeWayFlag = z.enum(THREE_WAY_FLAGS);
export type TThreeWayFlag = z.infer<typeof ZThreeWayFlag>;

export const SUPPLIER_INVOICE_ITEM_MAX = 2000;
const ZVersion = z.int().min(1).max(INT_MAX);

/** What the matched supplier-order line says, beside what the invoice says. */
const THREE_WAY_FIELDS = {
  supplierOrderLineId: z.int(),
  supplierOrderId: z.int(),
  supplierOrderNumber: z.string(),
  productId: z.int(),
  productCode: z.string(),
  productName: z.string(),
  unit: z.string(),
  orderedQuantity: ZDecimal.meta({ description: 'Ordered less cancelled' }),
  receivedQuantity: ZDecimal,
  /** On every live non-proforma invoice, this one included. */
  invoicedQuantity: ZDecimal,
  orderUnitPrice: ZDecimal,
  orderCurrencyCode: z.string(),
};

export const ZSupplierInvoiceItem = z
  .object({
    id: z.int(),
    ...THREE_WAY_FIELDS,
    quantity: ZDecimal,
    unitPrice: ZDecimal,
    vatCode: z.string(),
    vatRate: ZDecimal,
    net: ZDecimal,
    vat: ZDecimal,
    gross: ZDecimal,
    flags: z.array(ZThreeWayFlag),
    /** The approver's reason for accepting the flags, when accepted. */
    acceptedReason: z.string().nullable(),
  })
  .meta({ id: 'SupplierInvoiceItem' });
export type TSupplierInvoiceItem = z.infer<typeof ZSupplierInvoiceItem>;

export const ZSupplierInvoicePayment = z.object({
  id: z.int(),
  method: ZInvoicePaymentMethod,
  paidOn: z.string(),
  amount: ZDecimal,
  note: z.string(),
});

export const ZSupplierInvoiceHeader = z
  .object({
    id: z.int(),
    state: ZSupplierInvoiceState,
    supplierId: z.int(),
    supplierName: z.string(),
    invoiceNumber: z.string().meta({ description: "The supplier's own invoice number" }),
    isProforma: z.boolean(),
    issueDate: ZIsoDate,
    fulfilmentDate: ZIsoDate,
    dueDate: ZIsoDate,
    currencyCode: z.string(),
    exchangeRate: ZDecimal.meta({ description: 'MNB rate of the fulfilment date (HUF per unit)' }),
    paymentMethod: ZInvoicePaymentMethod,
    note: z.string(),
    net: ZDecimal,
    vat: ZDecimal,
    gross: ZDecimal,
    paid: ZDecimal,
    /** gross − paid */
    remainder: ZDecimal,
    isOverdue: z.boolean(),
    version: z.int(),
  })
  .meta({ id: 'SupplierInvoiceHeader' });
export type TSupplierInvoiceHeader = z.infer<typeof ZSupplierInvoiceHeader>;

export const ZSupplierInvoice = ZSupplierInvoiceHeader.extend({
  items: z.array(ZSupplierInvoiceItem),
  payments: z.array(ZSupplierInvoicePayment),
  /** Items whose flags are not accepted yet: approval is refused while any is left. */
  openFlagCount: z.int(),
}).meta({ id: 'SupplierInvoice' });
export type TSupplierInvoice = z.infer<typeof ZSupplierInvoice>;

export const ZSaveSupplierInvoiceBody = z.object({
  supplierId: ZId,
  invoiceNumber: ZNonEmpty.max(60),
  isProforma: z.boolean().default(false),
  issueDate: ZIsoDate,
  fulfilmentDate: ZIsoDate,
  dueDate: ZIsoDate,
  currencyCode: z.string().trim().length(3).default('HUF'),
  paymentMethod: ZInvoicePaymentMethod.default('TRANSFER'),
  note: z.string().trim().max(1000).default(''),
  proformaGross: ZPositiveAmount.nullable()
    .default(null)
    .meta({ description: 'A proforma has no items: the gross it asks for (required for one)' }),
});
export type TSaveSupplierInvoiceBody = z.input<typeof ZSaveSupplierInvoiceBody>;
export const ZUpdateSupplierInvoiceBody = ZSaveSupplierInvoiceBody.extend({ version: ZVersion });

export const ZSupplierInvoiceItemsBody = z.object({
  version: ZVersion,
  items: z
    .array(z.object({ supplierOrderLineId: ZId, quantity: ZQuantity, unitPrice: ZUnitPrice }))
    .min(1)
    .max(SUPPLIER_INVOICE_ITEM_MAX),
});
export type TSupplierInvoiceItemsBody = z.input<typeof ZSupplierInvoiceItemsBody>;

export const ZApproveSupplierInvoiceBody = z.object({
  version: ZVersion,
  acceptances: z
    .array(z.object({ itemId: ZId, reason: ZNonEmpty.max(500) }))
    .max(SUPPLIER_INVOICE_ITEM_MAX)
    .default([]),
});
export type TApproveSupplierInvoiceBody = z.input<typeof ZApproveSupplierInvoiceBody>;

export const ZSupplierPaymentBody = ZPaymentBody;

/** One received supplier-order line not yet fully invoiced. */
export const ZAggregatedLine = z.object({
  ...THREE_WAY_FIELDS,
  orderDate: ZIsoDate,
  /** received − invoiced: what this invoice may still take. */
  uninvoicedQuantity: ZDecimal,
  /** What this invoice already holds of the line (its item), if any. */
  itemId: z.int().nullable(),
});
export type TAggregatedLine = z.infer<typeof ZAggregatedLine>;

/** The supplier's received, not fully invoiced lines of one product across its orders. */
export const ZAggregatedSupplierOrderItem = z
  .object({
    productId: z.int(),
    productCode: z.string(),
    productName: z.string(),
    unit: z.string(),
    orderedQuantity: ZDecimal,
    receivedQuantity: ZDecimal,
    invoicedQuantity: ZDecimal,
    uninvoicedQuantity: ZDecimal,
    /** Quantity-weighted order price of the lines (their currency). */
    averageOrderPrice: ZDecimal,
    lines: z.array(ZAggregatedLine),
  })
  .meta({ id: 'AggregatedSupplierOrderItem' });
export type TAggregatedSupplierOrderItem = z.infer<typeof ZAggregatedSupplierOrderItem>;

export const ZSupplierInvoiceListQuery = ZPaging.extend({
  state: ZSupplierInvoiceState.optional(),
  supplier_id: ZId.optional(),
  unpaid: z.enum(['1']).optional().meta({ description: '1: only those with a remainder' }),
  proforma: z.enum(['0', '1']).optional(),
  term: z.string().trim().max(200).default('').meta({ description: 'Number or supplier name' }),
});
export const ZSupplierInvoicePage = pageOf(ZSupplierInvoiceHeader);

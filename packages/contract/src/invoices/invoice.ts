import { z } from 'zod';
import { INT_MAX, pageOf, ZDecimal, ZId } from '../common.ts';
import { ZDispatch, ZDispatchBody } from '../customer-orders/dispatch.ts';
import { ZPercent, ZQuantity, ZVersion } from '../customer-orders/documents.ts';
import { ZIsoDate } from '../reference-data/currencies.ts';
import { INVOICE_KINDS } from './rules.ts';

export const ZInvoiceKind = z.enum(INVOICE_KINDS);
export const NAV_STATUSES = [
  'NOT_REQUIRED',
  'NOT_CONFIGURED',
  'WAITING',
  'SENT',
  'ACCEPTED',
  'ACCEPTED_WITH_WARNINGS',
  'REFUSED',
  // A report that failed permanently (authentication) or whose retries ran out: resend it.
  'FAILED',
  // Technical annulment (manageAnnulment) of an accepted report.
  'ANNULMENT_WAITING',
  'ANNULMENT_SENT',
  'ANNULMENT_PENDING',
  'ANNULLED',
  'ANNULMENT_REJECTED',
] as const;
export const ZNavStatus = z.enum(NAV_STATUSES);
export type TNavStatus = z.infer<typeof ZNavStatus>;
/** CANCELLED: a cancelled proforma (nothing is due on it). */
export const PAYMENT_STATES = ['UNPAID', 'PARTIAL', 'PAID', 'CANCELLED'] as const;
export const ZPaymentState = z.enum(PAYMENT_STATES);
export const INVOICE_PAYMENT_METHODS = ['TRANSFER', 'CASH', 'CARD'] as const;
export const ZInvoicePaymentMethod = z.enum(INVOICE_PAYMENT_METHODS);

/** A positive amount with at most 4 decimals (numeric(18,4)). */
export const ZPositiveAmount = ZDecimal.refine(
  (v) => /^\d{1,14}(\.\d{1,4})?$/.test(v) && Number(v) > 0,
  { message: 'A positive amount with at most 4 decimals is expected' },
);

export const ZInvoiceLine = z.object({
  id: z.int(),
  position: z.int(),
  orderLineId: z.int().nullable(),
  advanceInvoiceId: z.int().nullable(),
  correctedLineId: z.int().nullable(),
  productId: z.int().nullable(),
  description: z.string(),
  quantity: ZDecimal,
  unit: z.string(),
  unitPrice: ZDecimal,
  vatCode: z.string(),
  vatRate: ZDecimal,
  /** NAV's exemption or out-of-scope case and its reason text for a zero-VAT line. */
  vatCase: z.string().nullable(),
  vatReason: z.string().nullable(),
  net: ZDecimal,
  vat: ZDecimal,
  gross: ZDecimal,
  /**
   * A deduction line of a final invoice: the advance invoice it deducts, the day its money arrived
   * (its fulfilment date) and its exchange rate (1 in HUF): NAV v3 `advancePaymentData`.
   */
  advancePayment: z
    .object({ originalInvoice: z.string(), paymentDate: z.string(), exchangeRate: ZDecimal })
    .nullable(),
});
export type TInvoiceLine = z.infer<typeof ZInvoiceLine>;

export const ZVatSummary = z.object({
  vatCode: z.string(),
  vatRate: ZDecimal,
  net: ZDecimal,
  vat: ZDecimal,
  gross: ZDecimal,
  /** The VAT in HUF at the invoice's MNB rate (equal to `vat` on HUF invoices). */
  vatHuf: ZDecimal,
});

export const ZInvoicePayment = z.object({
  id: z.int(),
  method: ZInvoicePaymentMethod,
  paidOn: z.string(),
  /** Negative: a refund paid back to the customer on the credit note named here. */
  amount: ZDecimal,
  note: z.string(),
  creditNoteId: z.int().nullable(),
});

export const ZNavMessage = z.object({
  code: z.string(),
  message: z.string(),
  severity: z.string(),
});

export const ZInvoiceListItem = z.object({
  id: z.int(),
  kind: ZInvoiceKind,
  number: z.string(),
  customerId: z.int(),
  buyerName: z.string(),
  customerOrderId: z.int().nullable(),
  correctedInvoiceId: z.int().nullable(),
  currencyCode: z.string(),
  issueDate: z.string(),
  fulfilmentDate: z.string(),
  dueDate: z.string(),
  paymentMethod: z.string(),
  net: ZDecimal,
  vat: ZDecimal,
  gross: ZDecimal,
  payable: ZDecimal,
  paid: ZDecimal,
  /** Payable after credit notes, minus payments. */
  remainder: ZDecimal,
  paymentState: ZPaymentState,
  navStatus: ZNavStatus,
  /** When a proforma was cancelled (null: not cancelled). */
  cancelledAt: z.string().nullable(),
});
export type TInvoiceListItem = z.infer<typeof ZInvoiceListItem>;

export const ZInvoice = ZInvoiceListItem.extend({
  orderNumber: z.string().nullable(),
  correctedInvoiceNumber: z.string().nullable(),
  proformaId: z.int().nullable(),
  seller: z.object({
    name: z.string(),
    address: z.string(),
    taxNumber: z.string(),
    /** Printed on bank-transfer invoices (null: none set when it was issued). */
    bankAccount: z.string().nullable(),
  }),
  buyer: z.object({
    name: z.string(),
    kind: z.enum(['COMPANY', 'PERSON']),
    address: z.string(),
    countryCode: z.string(),
    taxNumber: z.string().nullable(),
    euVatNumber: z.string().nullable(),
    /** The billing address in parts (null on invoices issued before they were frozen). */
    postalCode: z.string().nullable(),
    city: z.string().nullable(),
    street: z.string().nullable(),
  }),
  /** How the original reaches the buyer (NAV invoiceAppearance). */
  appearance: z.enum(['PAPER', 'ELECTRONIC']),
  exchangeRate: ZDecimal.nullable(),
  exchangeRateDate: z.string().nullable(),
  priceBasis: z.enum(['net', 'gross']),
  vatHuf: ZDecimal,
  cashRounding: ZDecimal,
  credited: ZDecimal,
  /** A credit note: what may still be paid back to the customer on it ('0' for other kinds). */
  refundable: ZDecimal,
  cancelReason: z.string().nullable(),
  note: z.string(),
  lines: z.array(ZInvoiceLine),
  vatSummary: z.array(ZVatSummary),
  payments: z.array(ZInvoicePayment),
  creditNotes: z.array(z.object({ id: z.int(), number: z.string(), gross: ZDecimal })),
  navTransactionId: z.string().nullable(),
  navMessages: z.array(ZNavMessage),
  printCount: z.int(),
  version: z.int(),
});
export type TInvoice = z.infer<typeof ZInvoice>;

/**
 * `POST /customer-order/{id}/create-invoice`. NORMAL and FINAL invoice the dispatched, not yet
 * invoiced quantities (FINAL also deducts the order's advance invoices); PROFORMA and ADVANCE ask
 * for an `amount` (gross, in the order's currency) or a `percent` of the order's gross total.
 */
export const ZCreateInvoiceBody = z.object({
  kind: z.enum(['PROFORMA', 'ADVANCE', 'FINAL', 'NORMAL']),
  amount: ZPositiveAmount.optional(),
  percent: ZPercent.optional(),
  /** An advance invoice issued for a paid proforma. */
  proformaId: ZId.optional(),
  /**
   * NORMAL/FINAL: omitted, the latest dispatch day of the invoiced lines; ADVANCE: the day the
   * money arrived, required unless the advance follows a paid proforma (its payment day).
   */
  fulfilmentDate: ZIsoDate.optional(),
  /** The client's key of this request: a repeat with the same key answers the same document. */
  idempotencyKey: z.uuid().optional(),
  /** Omitted: the order's payment method (card and cash on delivery are paid in cash/card). */
  paymentMethod: ZInvoicePaymentMethod.optional(),
  note: z.string().trim().max(2000).default(''),
});
export type TCreateInvoiceBody = z.input<typeof ZCreateInvoiceBody>;

/** A credit note for whole lines or parts of them; no lines: the whole invoice (storno). */
export const ZCreditNoteBody = z.object({
  lines: z
    .array(z.object({ invoiceLineId: ZId, quantity: ZQuantity }))
    .max(1000)
    .optional(),
  reason: z.string().trim().min(1).max(500),
  version: ZVersion,
});
export type TCreditNoteBody = z.input<typeof ZCreditNoteBody>;

export const ZPaymentBody = z.object({
  method: ZInvoicePaymentMethod,
  paidOn: ZIsoDate,
  amount: ZPositiveAmount,
  note: z.string().trim().max(500).default(''),
  version: ZVersion,
});
export type TPaymentBody = z.input<typeof ZPaymentBody>;

/** NAV's technical annulment codes (invoiceAnnulment.xsd v3.0 `AnnulmentCodeType`). */
export const ANNULMENT_CODES = [
  'ERRATIC_DATA',
  'ERRATIC_INVOICE_NUMBER',
  'ERRATIC_INVOICE_ISSUE_DATE',
  'ERRATIC_ELECTRONIC_HASH_VALUE',
] as const;
export const ZAnnulmentCode = z.enum(ANNULMENT_CODES);

/** Technical annulment of an accepted NAV report (the reason: NAV allows 1024 characters). */
export const ZNavAnnulmentBody = z.object({
  version: ZVersion,
  code: ZAnnulmentCode,
  reason: z.string().trim().min(1).max(1024),
});
export type TNavAnnulmentBody = z.input<typeof ZNavAnnulmentBody>;

/**
 * Correcting an invoice NAV refused before it is reported again: the buyer's current data from
 * the partner record and texts only (amounts, quantities, VAT and dates make another invoice).
 */
export const ZNavCorrectBody = z.object({
  version: ZVersion,
  refreshBuyer: z.boolean(),
  lines: z
    .array(z.object({ invoiceLineId: ZId, description: z.string().trim().min(1).max(512) }))
    .max(500)
    .default([]),
  note: z.string().trim().max(2000).optional(),
});
export type TNavCorrectBody = z.input<typeof ZNavCorrectBody>;

/** Cancelling a proforma: a state change with its reason (a proforma is no invoice). */
export const ZCancelProformaBody = z.object({
  reason: z.string().trim().min(1).max(500),
  version: ZVersion,
});
export type TCancelProformaBody = z.input<typeof ZCancelProformaBody>;

export const ZInvoiceSearchBody = z.object({
  page_number: z.int().min(0).max(INT_MAX).default(0),
  page_size: z.int().min(1).max(200).default(25),
  kind: ZInvoiceKind.optional(),
  paymentState: ZPaymentState.optional(),
  navStatus: ZNavStatus.optional(),
  customerId: ZId.optional(),
  customerOrderId: ZId.optional(),
  fromDate: ZIsoDate.optional(),
  toDate: ZIsoDate.optional(),
  unpaidOnly: z.boolean().default(false),
  term: z.string().trim().max(200).default(''),
  sort: z.enum(['number', 'issueDate', 'dueDate', 'buyerName', 'gross']).default('issueDate'),
  direction: z.enum(['asc', 'desc']).default('desc'),
});
export const ZInvoicePage = pageOf(ZInvoiceListItem);

/**
 * `POST /orders/dispatchAndInvoice/{orderId}`: the dispatch body, then the invoice of what left
 * (FINAL when the order has open advance invoices, NORMAL otherwise, unless `invoiceKind` says).
 */
export const ZDispatchAndInvoiceBody = ZDispatchBody.extend({
  invoiceKind: z.enum(['NORMAL', 'FINAL']).optional(),
  /** The client's key of this request: a repeat answers the dispatch and invoice already made. */
  idempotencyKey: z.uuid().optional(),
  paymentMethod: ZInvoicePaymentMethod.optional(),
  note: z.string().trim().max(2000).default(''),
});
export const ZDispatchAndInvoice = z.object({ dispatch: ZDispatch, invoice: ZInvoice });

import { z } from 'zod';
import { INT_MAX, pageOf, ZDecimal, ZId, ZNonEmpty, ZPaging } from '../common.ts';
import { ZQuantity } from '../customer-orders/documents.ts';
import { defineEndpoint } from '../endpoint.ts';
import { ZIsoDate } from '../reference-data/currencies.ts';

/** A receipt (bevételezés): DRAFT → POSTED (stock booked into buffers), DRAFT → CANCELLED. */
export const RECEIPT_STATES = ['DRAFT', 'POSTED', 'CANCELLED'] as const;
export const ZReceiptState = z.enum(RECEIPT_STATES);
export type TReceiptState = z.infer<typeof ZReceiptState>;

/** How many lines one receipt may hold. */
export const RECEIPT_LINE_MAX = 500;

export const ZReceiptLine = z
  .object({
    id: z.int(),
    lineNo: z.int(),
    productId: z.int(),
    productCode: z.string(),
    productName: z.string(),
    unit: z.string(),
    quantity: ZDecimal,
    /** The buffer the line lands in: the product's BUFFER storage of the branch, else the receipt's. */
    storageId: z.int(),
    storageCode: z.string(),
  })
  .meta({ id: 'ReceiptLine' });
export type TReceiptLine = z.infer<typeof ZReceiptLine>;

export const ZReceiptHeader = z
  .object({
    id: z.int(),
    number: z.string().meta({ description: 'e.g. `BE-2026-000001`' }),
    state: ZReceiptState,
    supplierId: z.int(),
    supplierCode: z.string(),
    supplierName: z.string(),
    deliveryNoteNumber: z.string(),
    receiptDate: ZIsoDate,
    storageId: z.int(),
    storageCode: z.string(),
    storageName: z.string(),
    supplierOrderId: z.int().nullable().meta({ description: 'Set by purchasing (issue 25)' }),
    note: z.string(),
    lineCount: z.int(),
    version: z.int(),
    postedAt: z.string().nullable(),
  })
  .meta({ id: 'ReceiptHeader' });
export type TReceiptHeader = z.infer<typeof ZReceiptHeader>;

export const ZReceipt = ZReceiptHeader.extend({ lines: z.array(ZReceiptLine) }).meta({
  id: 'Receipt',
});
export type TReceipt = z.infer<typeof ZReceipt>;

export const ZReceiptLineBody = z.object({ productId: ZId, quantity: ZQuantity });

export const ZSaveReceiptBody = z.object({
  supplierId: ZId,
  deliveryNoteNumber: ZNonEmpty.max(60),
  receiptDate: ZIsoDate.optional().meta({ description: "Default: today's Hungarian date" }),
  storageId: ZId.nullable()
    .default(null)
    .meta({ description: 'A buffer; default: the inbound buffer (README)' }),
  note: z.string().trim().max(1000).default(''),
  lines: z.array(ZReceiptLineBody).min(1).max(RECEIPT_LINE_MAX),
});
export type TSaveReceiptBody = z.input<typeof ZSaveReceiptBody>;

const ZVersion = z.int().min(1).max(INT_MAX);
export const ZUpdateReceiptBody = ZSaveReceiptBody.extend({ version: ZVersion });
export const ZReceiptVersionBody = z.object({ version: ZVersion });

const ZIdParams = z.object({ id: ZId });

export const receiptEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/shelving/receipts/',
    tag: 'shelving',
    summary: 'Receipts, newest first; by state or term (number, delivery note, supplier)',
    query: ZPaging.extend({
      state: ZReceiptState.optional(),
      term: z.string().trim().max(200).default(''),
    }),
    response: pageOf(ZReceiptHeader),
  }),
  get: defineEndpoint({
    method: 'GET',
    path: '/shelving/receipts/:id',
    tag: 'shelving',
    summary: 'One receipt with its lines',
    params: ZIdParams,
    response: ZReceipt,
  }),
  create: defineEndpoint({
    method: 'POST',
    path: '/shelving/receipts/',
    tag: 'shelving',
    summary: 'Record a delivery as a DRAFT receipt (number from series BE)',
    body: ZSaveReceiptBody,
    response: ZReceipt,
  }),
  update: defineEndpoint({
    method: 'PUT',
    path: '/shelving/receipts/:id',
    tag: 'shelving',
    summary: 'Change a DRAFT receipt (version required)',
    params: ZIdParams,
    body: ZUpdateReceiptBody,
    response: ZReceipt,
  }),
  post: defineEndpoint({
    method: 'POST',
    path: '/shelving/receipts/:id/post',
    tag: 'shelving',
    summary: 'Post a DRAFT receipt: RECEIPT movements into its buffers, once',
    params: ZIdParams,
    body: ZReceiptVersionBody,
    response: ZReceipt,
  }),
  cancel: defineEndpoint({
    method: 'POST',
    path: '/shelving/receipts/:id/cancel',
    tag: 'shelving',
    summary: 'Cancel a DRAFT receipt',
    params: ZIdParams,
    body: ZReceiptVersionBody,
    response: ZReceipt,
  }),
};

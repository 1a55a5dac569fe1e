import { z } from 'zod';
import { ZId } from '../common.ts';
import { defineEndpoint } from '../endpoint.ts';
import { ZPdfFile } from '../products/labels.ts';

/** The kinds of document the one renderer makes (an INVOICE is any invoice, credit notes too). */
export const DOCUMENT_KINDS = [
  'INVOICE',
  'QUOTE',
  'ORDER_CONFIRMATION',
  'PICK_LIST',
  'SUPPLIER_ORDER',
  'ROUTE_SHEET',
  'DELIVERY_NOTE',
] as const;
export const ZDocumentKind = z.enum(DOCUMENT_KINDS);
export type TDocumentKind = z.infer<typeof ZDocumentKind>;
export const ZDocumentLanguage = z.enum(['hu', 'en', 'de']);

export const ZMakeDocumentBody = z.object({
  kind: ZDocumentKind,
  /** The invoice's, quote's or order's id. */
  sourceId: ZId,
  /** Omitted: the customer's language, then Hungarian. */
  language: ZDocumentLanguage.optional(),
});

export const ZDocumentMetadata = z
  .object({
    documentId: z.int(),
    kind: ZDocumentKind,
    sourceId: z.int(),
    number: z.string(),
    language: ZDocumentLanguage,
    fileName: z.string(),
    sizeBytes: z.int(),
    madeAt: z.string(),
    madeBy: z.object({ userId: z.int(), name: z.string() }).nullable(),
  })
  .meta({ id: 'DocumentMetadata' });
export type TDocumentMetadata = z.infer<typeof ZDocumentMetadata>;

/** Where a print went when the firm has a network printer (setting `documents.printerUrl`). */
export const ZPrintJob = z
  .object({ printerUrl: z.string(), jobId: z.int() })
  .meta({ id: 'PrintJob' });
export type TPrintJob = z.infer<typeof ZPrintJob>;

const tag = 'documents';
const ZDocumentParams = z.object({ documentId: ZId });

export const documentEndpoints = {
  make: defineEndpoint({
    method: 'POST',
    path: '/documents/',
    tag,
    summary: "Makes an invoice's, quote's or order confirmation's PDF and records it",
    body: ZMakeDocumentBody,
    response: ZDocumentMetadata,
  }),
  metadata: defineEndpoint({
    method: 'GET',
    path: '/documents/metadata/:documentId',
    tag,
    summary: 'What a made document is: kind, number, language, size, when and by whom made',
    params: ZDocumentParams,
    response: ZDocumentMetadata,
  }),
  print: defineEndpoint({
    method: 'POST',
    path: '/documents/:documentId/print',
    tag,
    summary:
      "The document's PDF to download; sent to the firm's network printer (IPP) when one is set",
    params: ZDocumentParams,
    body: z.object({}),
    response: z.union([ZPdfFile, ZPrintJob]),
  }),
} as const;

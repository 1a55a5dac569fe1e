import { z } from 'zod';
import { ZDecimal } from '../common.ts';
import { ZIsoDate } from '../reference-data/currencies.ts';

/** An invoice a supplier reported to NAV with the firm as its buyer (queryInvoiceDigest INBOUND). */
export const ZNavInboundInvoice = z
  .object({
    id: z.int(),
    invoiceNumber: z.string(),
    supplierTaxNumber: z.string(),
    supplierName: z.string(),
    /** The firm's partner with this tax number, if any. */
    supplierId: z.int().nullable(),
    issueDate: ZIsoDate,
    fulfilmentDate: ZIsoDate.nullable(),
    dueDate: ZIsoDate.nullable(),
    currencyCode: z.string(),
    net: ZDecimal,
    vat: ZDecimal,
    gross: ZDecimal,
    /** The supplier invoice made from it; null while it waits for matching. */
    supplierInvoiceId: z.int().nullable(),
  })
  .meta({ id: 'NavInboundInvoice' });
export type TNavInboundInvoice = z.infer<typeof ZNavInboundInvoice>;

export const ZNavPullBody = z
  .object({ fromDate: ZIsoDate, toDate: ZIsoDate })
  .refine((b) => b.fromDate <= b.toDate, { path: ['toDate'], message: 'Before the start' });

export const ZNavPullResult = z.object({
  /** Invoices NAV listed in the window. */
  listed: z.int(),
  /** Of those, new to the inbox (the others were pulled before). */
  added: z.int(),
});

import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';

const tag = 'invoices';
const ZMonthParams = z.object({
  year: z.int().min(2000).max(2100),
  month: z.int().min(1).max(12),
});

export const ACCOUNTING_PROBLEMS = [
  'GAP',
  'UNREPORTED',
  'REFUSED',
  'NO_PAYMENT_METHOD',
  'NO_RATE',
] as const;

/** A check of a month before it goes to the accountant (spec 001 §2 External accounting). */
export const ZMonthCheck = z.object({
  year: z.int(),
  month: z.int(),
  invoiceCount: z.int(),
  problems: z.array(
    z.object({
      code: z.enum(ACCOUNTING_PROBLEMS),
      /** The invoice's number, or the missing number of a gap. */
      number: z.string(),
      invoiceId: z.int().nullable(),
    }),
  ),
});
export type TMonthCheck = z.infer<typeof ZMonthCheck>;

export const accountingEndpoints = {
  validateMonth: defineEndpoint({
    method: 'POST',
    path: '/external-accounting/validate-month/:year/:month',
    tag,
    summary:
      'Checks a month before hand-over to the accountant: number gaps, unreported or refused invoices, missing payment method or exchange rate',
    params: ZMonthParams,
    response: ZMonthCheck,
  }),
  exportMonth: defineEndpoint({
    method: 'GET',
    path: '/external-accounting/export/:year/:month',
    tag,
    summary: "The month's invoices as an xlsx workbook, one row per invoice and VAT code",
    params: ZMonthParams,
    response: z
      .custom<Uint8Array<ArrayBufferLike>>((v) => v instanceof Uint8Array)
      .meta({ description: 'The xlsx file' }),
  }),
};

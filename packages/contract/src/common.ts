import { z } from 'zod';

/** The largest PostgreSQL `integer`: ids and counts beyond it are refused, not overflowed. */
export const INT_MAX = 2_147_483_647;
/**
 * Integers are JSON numbers, never coerced: `true` or `[2]` is not an id. Query and path values
 * are text on the wire; the server turns plain decimal digits (`/^[0-9]+$/`) into numbers for the
 * integer fields of those schemas before they are checked (apps/server platform/input.ts), so the
 * same schema serves bodies, queries and paths, and `0x1`, ` 1` or `1e0` are refused everywhere.
 */
export const ZId = z.int().positive().max(INT_MAX);
export const ZNonEmpty = z.string().trim().min(1);
/** Money and quantities travel as decimal strings, never floats (ARCHITECTURE.md, convention 5). */
export const ZDecimal = z.string().regex(/^-?\d+(\.\d+)?$/, 'Decimal number expected');
export const ZLanguage = z.enum(['HU', 'EN']);
export type TLanguage = z.infer<typeof ZLanguage>;
export const ZPaging = z.object({
  page_number: z.int().min(0).max(INT_MAX).default(0),
  page_size: z.int().min(1).max(200).default(25),
});
export const ZFirm = z
  .object({ id: z.int(), name: z.string(), logoUrl: z.string().nullable() })
  .meta({ id: 'Firm' });
export type TFirm = z.infer<typeof ZFirm>;
/** A coded reference entry (spec 001 §3 "code entry"), the answer of most `/…/mac` lookups. */
export const ZCodeEntry = z
  .object({ id: z.int(), code: z.string(), name: z.string() })
  .meta({ id: 'CodeEntry' });
export type TCodeEntry = z.infer<typeof ZCodeEntry>;
/** An option of a selection (spec 001 §3 "labelled option"). */
export const ZLabelledOption = z
  .object({ id: z.int(), label: z.string() })
  .meta({ id: 'LabelledOption' });
export type TLabelledOption = z.infer<typeof ZLabelledOption>;
/** A lookup's query: the typed fragment, matched accent- and case-free; answers the best `limit`. */
export const ZLookupQuery = z.object({
  term: z.string().trim().max(200).default(''),
  limit: z.int().min(1).max(100).default(20),
});
/** A page of a list (`page_number` from 0). */
export function pageOf<T extends z.ZodType>(item: T) {
  return z.object({
    items: z.array(item),
    page_number: z.int(),
    page_size: z.int(),
    total: z.int(),
  });
}
/** Query flag of a classic page shown inside the SPA's frame: the page leaves out its own navbar. */
export const LEGACY_NO_NAVBAR_FLAG = 'noNavbar';

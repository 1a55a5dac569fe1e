import { z } from 'zod';

export const ZId = z.coerce.number().int().positive().max(2_147_483_647);
export const ZNonEmpty = z.string().trim().min(1);
/** Money and quantities travel as decimal strings, never floats (ARCHITECTURE.md, convention 5). */
export const ZDecimal = z.string().regex(/^-?\d+(\.\d+)?$/, 'Decimal number expected');
export const ZLanguage = z.enum(['HU', 'EN']);
export type TLanguage = z.infer<typeof ZLanguage>;
export const ZPaging = z.object({
  page_number: z.coerce.number().int().min(0).default(0),
  page_size: z.coerce.number().int().min(1).max(200).default(25),
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
  limit: z.coerce.number().int().min(1).max(100).default(20),
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

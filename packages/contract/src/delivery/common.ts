import { z } from 'zod';
import { INT_MAX, ZDecimal } from '../common.ts';

/** A net amount in HUF (fees): at most 2 decimals, not negative. */
export const ZFeeAmount = ZDecimal.refine((v) => /^\d{1,10}(\.\d{1,2})?$/.test(v), {
  message: 'A non-negative amount with at most 2 decimals is expected',
});
/** A Hungarian postcode: four digits, the first not 0. */
export const ZPostcode = z.string().regex(/^[1-9]\d{3}$/, 'Four digits expected');
/** A time of day `HH:MM` (24 h, Europe/Budapest). */
export const ZTimeOfDay = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'HH:MM expected');
export const ZDeliveryVersion = z.int().min(1).max(INT_MAX);
export const ZDeliveryVersionBody = z.object({ version: ZDeliveryVersion });

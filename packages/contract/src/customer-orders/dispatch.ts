import { z } from 'zod';
import { ZDecimal, ZId } from '../common.ts';
import { ZQuantity, ZVersion } from './documents.ts';

/**
 * Why an order cannot leave yet (GET /orders/validate-before-dispatch). Every reason is answered
 * at once, each with its Hungarian text (dictionary `dispatch.json`, keys `DISPATCH.REASON.*`).
 */
export const DISPATCH_REASONS = [
  'WRONG_STATE',
  'CANCELLED',
  'ALREADY_DISPATCHED',
  'CUSTOMER_BLOCKED',
  'MISSING_DELIVERY_ADDRESS',
  'NO_LINES',
  'UNRESERVED_LINE',
] as const;
export const ZDispatchReasonCode = z.enum(DISPATCH_REASONS);

export const ZDispatchReason = z.object({
  code: ZDispatchReasonCode,
  message: z.string(),
  /** The line the reason is about (UNRESERVED_LINE), else null. */
  lineId: z.int().nullable(),
});

export const ZDispatchValidation = z
  .object({
    orderId: z.int(),
    /** True when the whole rest of the order may leave now. */
    canDispatch: z.boolean(),
    /** True when at least some reserved quantity may leave now (a partial dispatch). */
    canDispatchPartly: z.boolean(),
    reasons: z.array(ZDispatchReason),
  })
  .meta({ id: 'DispatchValidation' });
export type TDispatchValidation = z.infer<typeof ZDispatchValidation>;

export const ZDispatchValidationQuery = z.object({ orderId: ZId });

/** One line to send: omitted lines stay; without `lines` everything not yet dispatched leaves. */
export const ZDispatchLineBody = z.object({ orderLineId: ZId, quantity: ZQuantity });

export const ZDispatchBody = z.object({
  version: ZVersion,
  lines: z.array(ZDispatchLineBody).min(1).max(1000).optional(),
});
export type TDispatchBody = z.output<typeof ZDispatchBody>;

/** What one dispatch (delivery note, series SZL) sent. */
export const ZDispatch = z
  .object({
    dispatchId: z.int(),
    number: z.string(),
    orderId: z.int(),
    /** The order's state after the dispatch: DISPATCHED once every line has fully left. */
    orderState: z.string(),
    orderVersion: z.int(),
    /** Per order line: how much left with this dispatch. */
    lines: z.array(z.object({ orderLineId: z.int(), quantity: ZDecimal })),
    /** The stock movements out: per order line and storage (the reservation's storage). */
    movements: z.array(z.object({ orderLineId: z.int(), storageId: z.int(), quantity: ZDecimal })),
  })
  .meta({ id: 'Dispatch' });
export type TDispatch = z.infer<typeof ZDispatch>;

/** `count` identical parcels of a weight (kg, 3 decimals) and size (cm). */
export const ZParcelBody = z.object({
  count: z.int().min(1).max(999),
  weightKg: ZDecimal.refine((v) => /^\d{1,7}(\.\d{1,3})?$/.test(v) && Number(v) > 0, {
    message: 'A positive weight in kg with at most 3 decimals is expected',
  }),
  lengthCm: z.int().min(1).max(10000),
  widthCm: z.int().min(1).max(10000),
  heightCm: z.int().min(1).max(10000),
});
export const ZParcel = ZParcelBody.extend({ id: z.int(), position: z.int() });
export const ZParcels = z
  .object({
    orderId: z.int(),
    parcels: z.array(ZParcel),
    totalCount: z.int(),
    totalWeightKg: ZDecimal,
  })
  .meta({ id: 'OrderParcels' });
/** The whole parcel list of the order (replaces what was there). */
export const ZParcelsBody = z.object({ parcels: z.array(ZParcelBody).max(100) });

export const ZReprintLabelBody = z.object({
  /** Omitted: one label per parcel (at least one). */
  copies: z.int().min(1).max(999).optional(),
});

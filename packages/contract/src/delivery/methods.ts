import { z } from 'zod';
import { ZCodeEntry, ZDecimal, ZId, ZNonEmpty } from '../common.ts';
import { defineEndpoint } from '../endpoint.ts';
import { ZDeliveryVersion, ZDeliveryVersionBody, ZFeeAmount } from './common.ts';

/** How goods reach the customer: our own van, a courier company, or picked up by the customer. */
export const DELIVERY_METHOD_KINDS = ['OWN_VEHICLE', 'COURIER', 'PICKUP'] as const;
export const ZDeliveryMethodKind = z.enum(DELIVERY_METHOD_KINDS);
/** Couriers with an adapter (modules/delivery/couriers); DPD and Foxpost join this list. */
export const COURIER_ADAPTERS = ['GLS'] as const;
export const ZCourierAdapter = z.enum(COURIER_ADAPTERS);
export type TCourierAdapter = z.infer<typeof ZCourierAdapter>;

/** FIXED: one amount; WEIGHT_BANDS: the amount of the first band whose `upToKg` holds the weight. */
export const FEE_RULES = ['FIXED', 'WEIGHT_BANDS'] as const;
export const ZFeeRule = z.enum(FEE_RULES);

export const ZWeightBand = z.object({
  upToKg: ZDecimal.refine((v) => /^\d{1,6}(\.\d{1,3})?$/.test(v) && Number(v) > 0, {
    message: 'A positive weight in kg with at most 3 decimals is expected',
  }),
  amount: ZFeeAmount,
});

export const ZDeliveryMethodBody = z
  .object({
    code: z
      .string()
      .trim()
      .min(1)
      .max(20)
      .regex(/^[A-Z0-9_-]+$/, 'Upper-case letters, digits, `_`, `-`'),
    name: ZNonEmpty.max(100),
    kind: ZDeliveryMethodKind,
    /** Required for COURIER, null otherwise. */
    courier: ZCourierAdapter.nullable().default(null),
    feeRule: ZFeeRule.default('FIXED'),
    /** Net HUF; FIXED only (0: free). */
    fixedFee: ZFeeAmount.default('0'),
    /** WEIGHT_BANDS only: ascending `upToKg`; heavier than the last band: the last band's amount. */
    weightBands: z.array(ZWeightBand).max(20).default([]),
    /** The fee is 0 when the order's net goods value (HUF) reaches this; null: never free. */
    freeAboveNet: ZFeeAmount.nullable().default(null),
    /** The service product the fee is billed as on the order (a service of the firm). */
    serviceProductId: ZId.nullable().default(null),
    isActive: z.boolean().default(true),
  })
  .refine((m) => (m.kind === 'COURIER') === (m.courier !== null), {
    path: ['courier'],
    message: 'A courier is expected for COURIER, none otherwise',
  })
  .refine((m) => m.feeRule !== 'WEIGHT_BANDS' || m.weightBands.length > 0, {
    path: ['weightBands'],
    message: 'At least one weight band is expected',
  })
  .refine(
    (m) =>
      m.weightBands.every((b, i, all) => i === 0 || Number(b.upToKg) > Number(all[i - 1]?.upToKg)),
    { path: ['weightBands'], message: 'Bands must be in ascending weight order' },
  );
export type TDeliveryMethodBody = z.input<typeof ZDeliveryMethodBody>;
export const ZUpdateDeliveryMethodBody = z.intersection(
  ZDeliveryMethodBody,
  z.object({ version: ZDeliveryVersion }),
);

export const ZDeliveryMethod = z
  .object({
    id: z.int(),
    code: z.string(),
    name: z.string(),
    kind: ZDeliveryMethodKind,
    courier: ZCourierAdapter.nullable(),
    feeRule: ZFeeRule,
    fixedFee: ZDecimal,
    weightBands: z.array(z.object({ upToKg: ZDecimal, amount: ZDecimal })),
    freeAboveNet: ZDecimal.nullable(),
    serviceProductId: z.int().nullable(),
    serviceProductCode: z.string().nullable(),
    isActive: z.boolean(),
    /** Named by an order or a plan condition: it cannot be deleted, only deactivated. */
    isInUse: z.boolean(),
    version: z.int(),
  })
  .meta({ id: 'DeliveryMethod' });
export type TDeliveryMethod = z.infer<typeof ZDeliveryMethod>;

const tag = 'delivery';
const ZMethodParams = z.object({ deliveryMethodId: ZId });

export const deliveryMethodEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/delivery-methods/',
    tag,
    summary: "The firm's delivery methods (inactive ones too) in code order",
    response: z.array(ZDeliveryMethod),
  }),
  options: defineEndpoint({
    method: 'GET',
    path: '/delivery-methods/list',
    tag,
    summary: 'The active delivery methods as options of a selection (the order form)',
    response: z.array(ZCodeEntry.extend({ kind: ZDeliveryMethodKind })),
  }),
  create: defineEndpoint({
    method: 'POST',
    path: '/delivery-methods/',
    tag,
    summary: 'Create a delivery method (code unique in the firm: 409 CONFLICT on the code)',
    body: ZDeliveryMethodBody,
    response: ZDeliveryMethod,
  }),
  update: defineEndpoint({
    method: 'PUT',
    path: '/delivery-methods/:deliveryMethodId',
    tag,
    summary: 'Change a delivery method (stale version: 409 STALE_VERSION)',
    params: ZMethodParams,
    body: ZUpdateDeliveryMethodBody,
    response: ZDeliveryMethod,
  }),
  remove: defineEndpoint({
    method: 'DELETE',
    path: '/delivery-methods/:deliveryMethodId',
    tag,
    summary:
      'Delete an unused delivery method (in use: 409 CONFLICT, error code in_use: deactivate it instead)',
    params: ZMethodParams,
    query: ZDeliveryVersionBody,
    response: null,
  }),
} as const;

import { z } from 'zod';
import { ZId, ZNonEmpty } from '../common.ts';
import { defineEndpoint } from '../endpoint.ts';
import { ZIsoDate } from '../reference-data/currencies.ts';
import { ZDeliveryVersion, ZDeliveryVersionBody, ZPostcode, ZTimeOfDay } from './common.ts';

/** ISO weekdays: 1 Monday … 7 Sunday. */
export const ZWeekday = z.int().min(1).max(7);

/**
 * Which days own delivery serves a region: postcodes `postcodeFrom`–`postcodeTo` on the
 * weekdays; an order taken before the cut-off is deliverable `leadDays` working days later (the
 * first served weekday on or after that), after the cut-off one working day later still.
 */
export const ZPlanConditionBody = z
  .object({
    name: ZNonEmpty.max(100),
    postcodeFrom: ZPostcode,
    postcodeTo: ZPostcode,
    weekdays: z
      .array(ZWeekday)
      .min(1)
      .max(7)
      .refine((d) => new Set(d).size === d.length, 'Each weekday once'),
    cutoffTime: ZTimeOfDay.default('12:00'),
    leadDays: z.int().min(0).max(30).default(1),
    /** The own-vehicle delivery method it plans for. */
    deliveryMethodId: ZId,
    isActive: z.boolean().default(true),
  })
  .refine((c) => c.postcodeFrom <= c.postcodeTo, {
    path: ['postcodeTo'],
    message: 'Below the first postcode',
  });
export type TPlanConditionBody = z.input<typeof ZPlanConditionBody>;
export const ZUpdatePlanConditionBody = z.intersection(
  ZPlanConditionBody,
  z.object({ version: ZDeliveryVersion }),
);

export const ZPlanCondition = z
  .object({
    id: z.int(),
    name: z.string(),
    postcodeFrom: z.string(),
    postcodeTo: z.string(),
    weekdays: z.array(z.int()),
    cutoffTime: z.string(),
    leadDays: z.int(),
    deliveryMethodId: z.int(),
    deliveryMethodName: z.string(),
    isActive: z.boolean(),
    version: z.int(),
  })
  .meta({ id: 'DeliveryPlanCondition' });
export type TPlanCondition = z.infer<typeof ZPlanCondition>;

export const ZEarliestDateQuery = z.object({
  postcode: ZPostcode,
  /** When the order is taken (ISO timestamp); default: now. */
  orderedAt: z.iso.datetime({ offset: true }).optional(),
});
export const ZEarliestDate = z
  .object({
    /** Null when no active condition covers the postcode (no own delivery there). */
    date: ZIsoDate.nullable(),
    planConditionId: z.int().nullable(),
    planConditionName: z.string().nullable(),
    /** Whether public holidays were skipped too (else weekends only); always so now: README 'Rules'. */
    skipsHolidays: z.boolean(),
  })
  .meta({ id: 'EarliestDeliveryDate' });
export type TEarliestDate = z.infer<typeof ZEarliestDate>;

const tag = 'delivery';
const ZConditionParams = z.object({ deliveryPlanConditionId: ZId });

export const deliveryPlanEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/delivery-plans/conditions',
    tag,
    summary: "The firm's delivery plan conditions in postcode order",
    response: z.array(ZPlanCondition),
  }),
  create: defineEndpoint({
    method: 'POST',
    path: '/delivery-plans/conditions',
    tag,
    summary: 'Create a plan condition (the method must be an own-vehicle one)',
    body: ZPlanConditionBody,
    response: ZPlanCondition,
  }),
  update: defineEndpoint({
    method: 'PUT',
    path: '/delivery-plans/conditions/:deliveryPlanConditionId',
    tag,
    summary: 'Change a plan condition (stale version: 409 STALE_VERSION)',
    params: ZConditionParams,
    body: ZUpdatePlanConditionBody,
    response: ZPlanCondition,
  }),
  remove: defineEndpoint({
    method: 'DELETE',
    path: '/delivery-plans/conditions/:deliveryPlanConditionId',
    tag,
    summary: 'Delete a plan condition',
    params: ZConditionParams,
    query: ZDeliveryVersionBody,
    response: null,
  }),
  earliestDate: defineEndpoint({
    method: 'GET',
    path: '/delivery-plans/earliest-date',
    tag,
    summary: 'The earliest own-delivery date of an order to a postcode taken at a moment',
    query: ZEarliestDateQuery,
    response: ZEarliestDate,
  }),
} as const;

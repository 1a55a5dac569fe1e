import { z } from 'zod';
import { INT_MAX, ZDecimal, ZId } from '../common.ts';
import { defineEndpoint } from '../endpoint.ts';
import { ZIsoDate } from '../reference-data/currencies.ts';

/**
 * The work schedule (ütemterv, modules/production/README.md): configured tabs (workshop,
 * installation, delivery…), each a calendar of days × teams where customer orders are booked.
 * A day's capacity is the team's members available that day × the team's capacity per member;
 * public holidays and weekends are days off, transferred working days (Saturdays) are working days.
 */
export const CAPACITY_UNITS = ['HOURS', 'PIECES'] as const;
export const ZCapacityUnit = z.enum(CAPACITY_UNITS);
export type TCapacityUnit = z.infer<typeof ZCapacityUnit>;

/** What a tab plans: the workshop's orders, or open customer orders (installation, delivery). */
export const ZScheduleTabSource = z.enum(['WORKSHOP', 'ORDERS']);

/** The longest range one calendar call answers (days, both ends included). */
export const SCHEDULE_RANGE_MAX_DAYS = 62;

export const ZScheduleTab = z
  .object({
    code: z.string().meta({ description: 'e.g. `WORKSHOP`, `INSTALLATION`, `DELIVERY`' }),
    /** The name typed in the settings; null: the dictionary's (`nameKey`). */
    name: z.string().nullable(),
    /** Dictionary key of the name: `PRODUCTION.SCHEDULE.TAB.<CODE>`. */
    nameKey: z.string(),
    source: ZScheduleTabSource,
    unit: ZCapacityUnit,
    /** What one booking takes when nothing else says (hours or pieces). */
    defaultLoad: ZDecimal,
    position: z.int(),
  })
  .meta({ id: 'ScheduleTab' });
export type TScheduleTab = z.infer<typeof ZScheduleTab>;

/** A day of the calendar: a working day or why it is not one. */
export const ZScheduleDay = z
  .object({
    date: ZIsoDate,
    isWorkday: z.boolean(),
    /** `HOLIDAY` (munkaszüneti nap), `WEEKEND`, `TRANSFERRED_WORKDAY` (áthelyezett munkanap), null. */
    kind: z.enum(['HOLIDAY', 'WEEKEND', 'TRANSFERRED_WORKDAY', 'TRANSFERRED_REST_DAY']).nullable(),
    /** The holiday's Hungarian name, e.g. `Karácsony`; null on ordinary days. */
    name: z.string().nullable(),
  })
  .meta({ id: 'ScheduleDay' });
export type TScheduleDay = z.infer<typeof ZScheduleDay>;

/** One team's day: capacity from its available members against what is booked. */
export const ZScheduleCell = z
  .object({
    date: ZIsoDate,
    availableMembers: z.int(),
    capacity: ZDecimal,
    booked: ZDecimal,
  })
  .meta({ id: 'ScheduleCell' });
export type TScheduleCell = z.infer<typeof ZScheduleCell>;

export const ZScheduleBooking = z
  .object({
    id: z.int(),
    tabCode: z.string(),
    customerOrderId: z.int(),
    customerOrderNumber: z.string(),
    customerId: z.int(),
    customerName: z.string(),
    deliveryAddress: z.string(),
    wantedDate: ZIsoDate.nullable(),
    teamId: z.int(),
    teamName: z.string(),
    day: ZIsoDate,
    /** Order within the team's day, from 1. */
    position: z.int(),
    load: ZDecimal,
    /** Booked over capacity by a user who holds `schedule.override`; the reason they gave. */
    overCapacity: z.boolean(),
    overrideReason: z.string().nullable(),
    /** The workshop orders it carries (workshop tab), their states. */
    workshopOrderIds: z.array(z.int()),
    version: z.int(),
  })
  .meta({ id: 'ScheduleBooking' });
export type TScheduleBooking = z.infer<typeof ZScheduleBooking>;

export const ZScheduleCalendar = z
  .object({
    tab: ZScheduleTab,
    from: ZIsoDate,
    to: ZIsoDate,
    days: z.array(ZScheduleDay),
    teams: z.array(
      z.object({
        id: z.int(),
        code: z.string(),
        name: z.string(),
        /** False: deactivated, shown for its bookings in the range only, offered for none. */
        isActive: z.boolean(),
        cells: z.array(ZScheduleCell),
      }),
    ),
    /** Every booking in the range, by team, day and position. */
    bookings: z.array(ZScheduleBooking),
  })
  .meta({ id: 'ScheduleCalendar' });
export type TScheduleCalendar = z.infer<typeof ZScheduleCalendar>;

/** A customer order a tab still has to book (the left column of the calendar page). */
export const ZUnscheduledOrder = z
  .object({
    customerOrderId: z.int(),
    customerOrderNumber: z.string(),
    customerId: z.int(),
    customerName: z.string(),
    deliveryAddress: z.string(),
    wantedDate: ZIsoDate.nullable(),
    /** What booking it would take (the tab's unit). */
    load: ZDecimal,
    workshopOrderIds: z.array(z.int()),
  })
  .meta({ id: 'UnscheduledOrder' });
export type TUnscheduledOrder = z.infer<typeof ZUnscheduledOrder>;

const ZVersion = z.int().min(1).max(INT_MAX);
const ZTabCode = z
  .string()
  .trim()
  .regex(/^[A-Z][A-Z0-9_]{0,39}$/, 'A tab code expected');

/**
 * Book a customer order on a team's day, or move its booking (`version` of the booking then).
 * Over capacity is refused (409, `errors[0].code` `over_capacity`) unless `override` is true and
 * the caller holds `schedule.override`; the reason is recorded on the booking and in the audit.
 */
export const ZScheduleOrderBody = z
  .object({
    tab: ZTabCode,
    teamId: ZId,
    day: ZIsoDate,
    position: z
      .int()
      .min(1)
      .max(10_000)
      .optional()
      .meta({ description: 'Default: after the last booking of the day' }),
    version: ZVersion.optional().meta({
      description: 'The booking version read; required when the order is booked on the tab already',
    }),
    load: ZDecimal.refine((v) => !v.startsWith('-') && /[1-9]/.test(v), 'Must be positive')
      .optional()
      .meta({
        description: "Default: the workshop orders' quantity (pieces) or the tab's default",
      }),
    override: z.boolean().default(false),
    overrideReason: z.string().trim().max(500).default(''),
  })
  .refine((b) => !b.override || b.overrideReason.length > 0, {
    path: ['overrideReason'],
    message: 'A reason is expected when booking over capacity',
  });
export type TScheduleOrderBody = z.input<typeof ZScheduleOrderBody>;

/** The new order of one team's day: every booking of that day, each once, with its version. */
export const ZReorderBody = z.object({
  tab: ZTabCode,
  teamId: ZId,
  day: ZIsoDate,
  bookings: z
    .array(z.object({ id: ZId, version: ZVersion }))
    .min(1)
    .max(2000)
    .refine((b) => new Set(b.map((x) => x.id)).size === b.length, 'Each booking once'),
});
export type TReorderBody = z.input<typeof ZReorderBody>;

const ZTabParams = z.object({ currentTab: ZTabCode });
const ZRange = z.object({ from: ZIsoDate, to: ZIsoDate });
const tag = 'production';

export const workScheduleEndpoints = {
  tabs: defineEndpoint({
    method: 'GET',
    path: '/customer-order/work-schedule/tabs',
    tag,
    summary: "The firm's configured schedule tabs in order",
    response: z.array(ZScheduleTab),
  }),
  badgeCount: defineEndpoint({
    method: 'GET',
    path: '/customer-order/work-schedule/:currentTab/badge-count',
    tag,
    summary: 'How many customer orders the tab has not booked yet',
    params: ZTabParams,
    response: z.object({ count: z.int() }),
  }),
  unscheduled: defineEndpoint({
    method: 'GET',
    path: '/customer-order/work-schedule/:currentTab/unscheduled',
    tag,
    summary: 'The customer orders the tab has not booked yet, by wanted date',
    params: ZTabParams,
    response: z.array(ZUnscheduledOrder),
  }),
  calendar: defineEndpoint({
    method: 'GET',
    path: '/customer-order/work-schedule/:currentTab',
    tag,
    summary: `Days × teams from \`from\` to \`to\` (at most ${SCHEDULE_RANGE_MAX_DAYS} days): capacity, booked, the bookings`,
    params: ZTabParams,
    query: ZRange,
    response: ZScheduleCalendar,
  }),
  customer: defineEndpoint({
    method: 'GET',
    path: '/customer-order/work-schedule/customer/:customerId',
    tag,
    summary: "A customer's bookings on every tab from today on, by day",
    params: z.object({ customerId: ZId }),
    response: z.array(ZScheduleBooking),
  }),
  schedule: defineEndpoint({
    method: 'PUT',
    path: '/customer-order/:orderId/schedule',
    tag,
    summary:
      'Book or move a customer order on a team and day of a tab; over capacity 409 unless overridden',
    params: z.object({ orderId: ZId }),
    body: ZScheduleOrderBody,
    response: ZScheduleBooking,
  }),
  unschedule: defineEndpoint({
    method: 'DELETE',
    path: '/customer-order/:orderId/schedule',
    tag,
    summary: "Take a customer order off a tab's schedule (its workshop orders are PLANNED again)",
    params: z.object({ orderId: ZId }),
    query: z.object({ tab: ZTabCode, version: ZVersion }),
    response: null,
  }),
  reorder: defineEndpoint({
    method: 'PUT',
    path: '/customer-order/reorder',
    tag,
    summary: "Reorder one team's day: every booking of the day in the new order",
    body: ZReorderBody,
    response: z.array(ZScheduleBooking),
  }),
};

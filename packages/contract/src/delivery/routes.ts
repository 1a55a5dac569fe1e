import { z } from 'zod';
import { pageOf, ZDecimal, ZId, ZNonEmpty, ZPaging } from '../common.ts';
import { defineEndpoint } from '../endpoint.ts';
import { ZPdfFile } from '../products/labels.ts';
import { ZIsoDate } from '../reference-data/currencies.ts';
import { ZDeliveryVersion, ZDeliveryVersionBody } from './common.ts';

/** A route: PLANNED → DEPARTED → RETURNED; PLANNED → CANCELLED (README 'States'). */
export const ROUTE_STATES = ['PLANNED', 'DEPARTED', 'RETURNED', 'CANCELLED'] as const;
export const ZRouteState = z.enum(ROUTE_STATES);
export type TRouteState = z.infer<typeof ZRouteState>;
/** A stop: PENDING → ARRIVED → DELIVERED | FAILED (PENDING → DELIVERED | FAILED directly too). */
export const STOP_STATES = ['PENDING', 'ARRIVED', 'DELIVERED', 'FAILED'] as const;
export const ZStopState = z.enum(STOP_STATES);
export type TStopState = z.infer<typeof ZStopState>;
/** Why a delivery failed: dictionary `DELIVERY.FAILURE.<code>`. */
export const FAILURE_REASONS = [
  'NOBODY_HOME',
  'REFUSED',
  'WRONG_ADDRESS',
  'NO_PAYMENT',
  'DAMAGED',
  'NO_TIME',
  'OTHER',
] as const;
export const ZFailureReason = z.enum(FAILURE_REASONS);

export const ZRouteStop = z
  .object({
    id: z.int(),
    /** 1-based place in the tour. */
    position: z.int(),
    orderId: z.int(),
    orderNumber: z.string(),
    customerName: z.string(),
    address: z.string(),
    postcode: z.string(),
    city: z.string(),
    contactName: z.string().nullable(),
    /** The number to call (tap-to-call on the phone), null when none is known. */
    phone: z.string().nullable(),
    /** The postcode's coordinates (README 'Postcode coordinates'); null: postcode unknown. */
    latitude: z.number().nullable(),
    longitude: z.number().nullable(),
    parcelCount: z.int(),
    weightKg: ZDecimal,
    volumeM3: ZDecimal,
    /** Cash on delivery to collect (the order's gross total when paid in cash), else null. */
    codAmount: ZDecimal.nullable(),
    codCurrency: z.string().nullable(),
    state: ZStopState,
    arrivedAt: z.string().nullable(),
    completedAt: z.string().nullable(),
    failureReason: ZFailureReason.nullable(),
    failureNote: z.string().nullable(),
    recipientName: z.string().nullable(),
    hasSignature: z.boolean(),
    hasPhoto: z.boolean(),
    /** The delivery note (szállítólevél) number of the order's dispatch. */
    deliveryNoteNumber: z.string().nullable(),
  })
  .meta({ id: 'RouteStop' });
export type TRouteStop = z.infer<typeof ZRouteStop>;

export const ZRouteSummary = z
  .object({
    id: z.int(),
    number: z.string(),
    date: z.string(),
    state: ZRouteState,
    vehicleId: z.int(),
    vehiclePlate: z.string(),
    vehicleName: z.string(),
    driverUserId: z.int(),
    driverName: z.string(),
    stopCount: z.int(),
    deliveredCount: z.int(),
    failedCount: z.int(),
    weightKg: ZDecimal,
    volumeM3: ZDecimal,
    capacityKg: ZDecimal,
    capacityM3: ZDecimal,
    /** Straight-line length of the tour from the depot and back, km (1 decimal). */
    distanceKm: ZDecimal,
    departedAt: z.string().nullable(),
    returnedAt: z.string().nullable(),
    note: z.string(),
    version: z.int(),
  })
  .meta({ id: 'RouteSummary' });
export type TRouteSummary = z.infer<typeof ZRouteSummary>;

export const ZRoute = ZRouteSummary.extend({
  /** The depot the tour starts from and returns to (the branch's postcode). */
  depot: z.object({
    postcode: z.string(),
    latitude: z.number().nullable(),
    longitude: z.number().nullable(),
  }),
  stops: z.array(ZRouteStop),
}).meta({ id: 'Route' });
export type TRoute = z.infer<typeof ZRoute>;

export const ZRouteListQuery = ZPaging.extend({
  /** First day (inclusive). */
  from: ZIsoDate,
  /** Last day (inclusive); default: 31 days from `from`. */
  to: ZIsoDate.optional(),
  state: ZRouteState.optional(),
  vehicleId: ZId.optional(),
  driverUserId: ZId.optional(),
});

const ZOrderIds = z
  .array(ZId)
  .max(300)
  .refine((ids) => new Set(ids).size === ids.length, 'Each order once');

export const ZCreateRouteBody = z.object({
  date: ZIsoDate,
  vehicleId: ZId,
  driverUserId: ZId,
  /** Ready or dispatched own-delivery orders on no other open route; the stop order is proposed. */
  orderIds: ZOrderIds.default([]),
  note: z.string().trim().max(1000).default(''),
});
export type TCreateRouteBody = z.input<typeof ZCreateRouteBody>;
/** A PLANNED route's header and orders: added orders get stops at the end, removed ones go. */
export const ZUpdateRouteBody = ZCreateRouteBody.extend({ version: ZDeliveryVersion });
export type TUpdateRouteBody = z.input<typeof ZUpdateRouteBody>;

export const ZReorderStopsBody = z.object({
  version: ZDeliveryVersion,
  /** Every stop of the route once, in the new order. */
  stopIds: z
    .array(ZId)
    .min(1)
    .max(300)
    .refine((ids) => new Set(ids).size === ids.length, 'Each stop once'),
});

/** An order the planner may put on a route of the day. */
export const ZRouteCandidate = z
  .object({
    orderId: z.int(),
    orderNumber: z.string(),
    orderState: z.string(),
    customerName: z.string(),
    address: z.string(),
    postcode: z.string(),
    wantedDeliveryDate: z.string().nullable(),
    planConditionName: z.string().nullable(),
    parcelCount: z.int(),
    weightKg: ZDecimal,
    volumeM3: ZDecimal,
  })
  .meta({ id: 'RouteCandidate' });
export type TRouteCandidate = z.infer<typeof ZRouteCandidate>;

export const ZRouteDocumentsQuery = z.object({
  /** ALL: the route sheet then every stop's delivery note; or just one of them. */
  kind: z.enum(['ALL', 'ROUTE_SHEET', 'DELIVERY_NOTES']).default('ALL'),
});

/** Proof of delivery: PNG and JPEG images as base64 (no `data:` prefix). */
const ZBase64Image = (maxChars: number) =>
  z
    .string()
    .max(maxChars)
    .regex(/^[A-Za-z0-9+/]+={0,2}$/, 'Base64 expected');
export const ZDeliveredBody = z.object({
  recipientName: ZNonEmpty.max(200),
  /** The signature drawn on the phone: a PNG. */
  signaturePng: ZBase64Image(300_000),
  /** Optional photo (JPEG or PNG, downscaled on the phone to ≤ 1280 px). */
  photo: ZBase64Image(900_000).nullable().default(null),
});
export type TDeliveredBody = z.input<typeof ZDeliveredBody>;
export const ZFailedBody = z.object({
  reason: ZFailureReason,
  note: z.string().trim().max(500).default(''),
});
export type TFailedBody = z.input<typeof ZFailedBody>;

export const ZImageFile = z
  .custom<Uint8Array<ArrayBufferLike>>((v) => v instanceof Uint8Array)
  .meta({ description: 'An image (image/jpeg or image/png)' });

const tag = 'delivery';
const ZRouteParams = z.object({ routeId: ZId });
const ZStopParams = z.object({ routeId: ZId, stopId: ZId });
const driverAction = <const B extends z.ZodType>(path: string, summary: string, body: B) =>
  defineEndpoint({
    method: 'POST' as const,
    path: `/delivery/routes/:routeId/stops/:stopId/${path}`,
    tag,
    summary: `${summary} (the route's driver, route DEPARTED; takes an Idempotency-Key)`,
    params: ZStopParams,
    body,
    response: ZRoute,
  });

export const routeEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/delivery/routes/',
    tag,
    summary: 'Routes from a day (a driver: only their own), by date then number',
    query: ZRouteListQuery,
    response: pageOf(ZRouteSummary),
  }),
  mine: defineEndpoint({
    method: 'GET',
    path: '/delivery/my-routes',
    tag,
    summary: "The caller's routes of a day (default today) with their stops: the driver's phone",
    query: z.object({ date: ZIsoDate.optional() }),
    response: z.array(ZRoute),
  }),
  get: defineEndpoint({
    method: 'GET',
    path: '/delivery/routes/:routeId',
    tag,
    summary: 'A route with its stops in order (a driver: only their own)',
    params: ZRouteParams,
    response: ZRoute,
  }),
  candidates: defineEndpoint({
    method: 'GET',
    path: '/delivery/route-candidates',
    tag,
    summary:
      'Ready and dispatched own-delivery orders for a day: served by a plan condition that day, on no open route',
    query: z.object({ date: ZIsoDate }),
    response: z.array(ZRouteCandidate),
  }),
  create: defineEndpoint({
    method: 'POST',
    path: '/delivery/routes/',
    tag,
    summary:
      'Plan a route: vehicle, driver, orders; capacity checked (409 CONFLICT, over_capacity), stop order proposed',
    body: ZCreateRouteBody,
    response: ZRoute,
  }),
  update: defineEndpoint({
    method: 'PUT',
    path: '/delivery/routes/:routeId',
    tag,
    summary: 'Change a PLANNED route: vehicle, driver, date, orders (capacity checked)',
    params: ZRouteParams,
    body: ZUpdateRouteBody,
    response: ZRoute,
  }),
  reorder: defineEndpoint({
    method: 'POST',
    path: '/delivery/routes/:routeId/reorder',
    tag,
    summary: "The planner's stop order (PLANNED)",
    params: ZRouteParams,
    body: ZReorderStopsBody,
    response: ZRoute,
  }),
  optimize: defineEndpoint({
    method: 'POST',
    path: '/delivery/routes/:routeId/optimize',
    tag,
    summary: 'Propose the stop order again: nearest neighbour then 2-opt (PLANNED)',
    params: ZRouteParams,
    body: ZDeliveryVersionBody,
    response: ZRoute,
  }),
  cancel: defineEndpoint({
    method: 'POST',
    path: '/delivery/routes/:routeId/cancel',
    tag,
    summary: 'Cancel a PLANNED route: its orders are free for another',
    params: ZRouteParams,
    body: ZDeliveryVersionBody,
    response: ZRoute,
  }),
  depart: defineEndpoint({
    method: 'POST',
    path: '/delivery/routes/:routeId/depart',
    tag,
    summary: 'The driver leaves the depot (PLANNED → DEPARTED; takes an Idempotency-Key)',
    params: ZRouteParams,
    response: ZRoute,
  }),
  arrival: defineEndpoint({
    method: 'POST',
    path: '/delivery/routes/:routeId/arrival',
    tag,
    summary:
      'The driver is back (DEPARTED → RETURNED; every stop delivered or failed; takes an Idempotency-Key)',
    params: ZRouteParams,
    response: ZRoute,
  }),
  documents: defineEndpoint({
    method: 'GET',
    path: '/delivery/routes/:routeId/documents',
    tag,
    summary: "The route sheet and the stops' delivery notes (with proof of delivery) as one PDF",
    params: ZRouteParams,
    query: ZRouteDocumentsQuery,
    response: ZPdfFile,
  }),
  stopArrived: defineEndpoint({
    method: 'POST',
    path: '/delivery/routes/:routeId/stops/:stopId/arrived',
    tag,
    summary:
      "The driver is at the stop (PENDING → ARRIVED; the route's driver, route DEPARTED; takes an Idempotency-Key)",
    params: ZStopParams,
    response: ZRoute,
  }),
  stopDelivered: driverAction(
    'delivered',
    'Delivered with proof: recipient, signature, optional photo (→ DELIVERED)',
    ZDeliveredBody,
  ),
  stopFailed: driverAction('failed', 'Not delivered, with the reason (→ FAILED)', ZFailedBody),
  stopPhoto: defineEndpoint({
    method: 'GET',
    path: '/delivery/routes/:routeId/stops/:stopId/photo',
    tag,
    summary: "The stop's proof-of-delivery photo (404 when none)",
    params: ZStopParams,
    response: ZImageFile,
  }),
} as const;

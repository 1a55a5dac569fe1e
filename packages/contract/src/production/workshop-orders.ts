import { z } from 'zod';
import { INT_MAX, pageOf, ZDecimal, ZId, ZPaging } from '../common.ts';
import { defineEndpoint } from '../endpoint.ts';
import { ZIsoDate } from '../reference-data/currencies.ts';

/**
 * A workshop order (műhelyrendelés): one PRODUCTION line of a customer order made in the workshop
 * (modules/production/README.md). PLANNED → SCHEDULED (booked on the work schedule) →
 * IN_PRODUCTION → DONE; PLANNED, SCHEDULED, IN_PRODUCTION → CANNOT_PRODUCE (with a reason) →
 * PLANNED again; every state but DONE → CANCELLED.
 */
export const WORKSHOP_ORDER_STATES = [
  'PLANNED',
  'SCHEDULED',
  'IN_PRODUCTION',
  'DONE',
  'CANNOT_PRODUCE',
  'CANCELLED',
] as const;
export const ZWorkshopOrderState = z.enum(WORKSHOP_ORDER_STATES);
export type TWorkshopOrderState = z.infer<typeof ZWorkshopOrderState>;

/**
 * The states a user moves a workshop order into through the state call: SCHEDULED comes from the
 * work schedule, DONE from the finished call.
 */
export const ZWorkshopOrderTarget = z.enum([
  'PLANNED',
  'IN_PRODUCTION',
  'CANNOT_PRODUCE',
  'CANCELLED',
]);
export type TWorkshopOrderTarget = z.infer<typeof ZWorkshopOrderTarget>;

const ZVersion = z.int().min(1).max(INT_MAX);

/** A material of a workshop order: a component of the product's composition × the quantity. */
export const ZWorkshopMaterial = z
  .object({
    componentId: z.int(),
    code: z.string(),
    name: z.string(),
    unit: z.string(),
    /** Per unit of the product (the composition's quantity). */
    quantityPerUnit: ZDecimal,
    /** quantityPerUnit × the order's quantity: what making it consumes. */
    quantity: ZDecimal,
    /** Reserved for this workshop order now (until it is consumed or released). */
    reservedQuantity: ZDecimal,
    /** Consumed by the finish (stock movements of source WORKSHOP_ORDER). */
    consumedQuantity: ZDecimal,
  })
  .meta({ id: 'WorkshopMaterial' });
export type TWorkshopMaterial = z.infer<typeof ZWorkshopMaterial>;

export const ZWorkshopOrderHeader = z
  .object({
    id: z.int(),
    number: z.string().meta({ description: 'e.g. `MH-2026-000123`' }),
    state: ZWorkshopOrderState,
    customerOrderId: z.int(),
    customerOrderNumber: z.string(),
    customerOrderLineId: z.int(),
    customerId: z.int(),
    customerName: z.string(),
    productId: z.int(),
    productCode: z.string(),
    productName: z.string(),
    unit: z.string(),
    quantity: ZDecimal,
    wantedDate: ZIsoDate.nullable(),
    /** The team (workstation) and day it is booked on; null while PLANNED. */
    teamId: z.int().nullable(),
    teamName: z.string().nullable(),
    scheduledDate: ZIsoDate.nullable(),
    /** Why it cannot be made (state CANNOT_PRODUCE; kept for the record after). */
    cannotProduceReason: z.string().nullable(),
    /** Every material fully reserved (a shortage shows on the page before starting). */
    materialsReserved: z.boolean(),
    startedAt: z.string().nullable(),
    finishedAt: z.string().nullable(),
    version: z.int(),
  })
  .meta({ id: 'WorkshopOrderHeader' });
export type TWorkshopOrderHeader = z.infer<typeof ZWorkshopOrderHeader>;

export const ZWorkshopOrder = ZWorkshopOrderHeader.extend({
  note: z.string(),
  materials: z.array(ZWorkshopMaterial),
  /** Where the finished product was booked (DONE). */
  outputStorageId: z.int().nullable(),
}).meta({ id: 'WorkshopOrder' });
export type TWorkshopOrder = z.infer<typeof ZWorkshopOrder>;

/** Make workshop orders of a customer order's PRODUCTION lines (never twice per line). */
export const ZCreateWorkshopOrdersBody = z.object({
  lineIds: z
    .array(ZId)
    .max(500)
    .refine((ids) => new Set(ids).size === ids.length, 'Each line once')
    .optional()
    .meta({ description: 'Default: every PRODUCTION line without a workshop order' }),
  wantedDate: ZIsoDate.nullable()
    .optional()
    .meta({ description: "Default: the customer order's wanted delivery date" }),
  note: z.string().trim().max(1000).default(''),
});
export type TCreateWorkshopOrdersBody = z.input<typeof ZCreateWorkshopOrdersBody>;

export const ZCreateWorkshopOrdersResult = z
  .object({
    /** Made by this call (empty when every line already had one). */
    created: z.array(ZWorkshopOrder),
    /** Every workshop order of the customer order, this call's included. */
    all: z.array(ZWorkshopOrderHeader),
  })
  .meta({ id: 'CreateWorkshopOrdersResult' });

export const ZWorkshopOrderStateBody = z
  .object({
    state: ZWorkshopOrderTarget,
    version: ZVersion,
    reason: z.string().trim().max(500).default(''),
  })
  .refine((b) => b.state !== 'CANNOT_PRODUCE' || b.reason.length > 0, {
    path: ['reason'],
    message: 'A reason is expected when it cannot be produced',
  });
export type TWorkshopOrderStateBody = z.input<typeof ZWorkshopOrderStateBody>;

export const ZFinishWorkshopOrderBody = z.object({
  version: ZVersion,
  storageId: ZId.nullable()
    .default(null)
    .meta({ description: "Where the product is booked; default: the product's default storage" }),
});
export type TFinishWorkshopOrderBody = z.input<typeof ZFinishWorkshopOrderBody>;

export const ZWorkshopOrderListQuery = ZPaging.extend({
  state: ZWorkshopOrderState.optional(),
  /** Wanted date range (inclusive). */
  from_date: ZIsoDate.optional(),
  to_date: ZIsoDate.optional(),
  team_id: ZId.optional(),
  customer_id: ZId.optional(),
  term: z
    .string()
    .trim()
    .max(200)
    .default('')
    .meta({ description: 'Workshop order or customer order number, product code or name' }),
});

/** Book several workshop orders' customer orders on one team and day (one transaction). */
export const ZBulkScheduleBody = z.object({
  workshopOrderIds: z
    .array(ZId)
    .min(1)
    .max(200)
    .refine((ids) => new Set(ids).size === ids.length, 'Each workshop order once'),
  teamId: ZId,
  day: ZIsoDate,
  override: z.boolean().default(false),
  overrideReason: z.string().trim().max(500).default(''),
});
export type TBulkScheduleBody = z.input<typeof ZBulkScheduleBody>;

/** A customer-order line's breakdown: what making it takes, from the product's composition. */
export const ZLineComposition = z
  .object({
    customerOrderLineId: z.int(),
    productId: z.int(),
    productCode: z.string(),
    productName: z.string(),
    unit: z.string(),
    quantity: ZDecimal,
    fulfilment: z.string(),
    workshopOrderId: z.int().nullable(),
    components: z.array(
      z.object({
        componentId: z.int(),
        code: z.string(),
        name: z.string(),
        unit: z.string(),
        quantityPerUnit: ZDecimal,
        quantity: ZDecimal,
        /** On hand − reserved over every storage of the firm now. */
        available: ZDecimal,
        /** The component has a composition of its own (a semi-finished product). */
        hasComposition: z.boolean(),
      }),
    ),
  })
  .meta({ id: 'LineComposition' });
export type TLineComposition = z.infer<typeof ZLineComposition>;

/** Team (workstation) of the workshop, installers or drivers: who the schedule books work on. */
export const ZScheduleTeam = z
  .object({
    id: z.int(),
    code: z.string(),
    name: z.string(),
    tabCode: z.string(),
    /** The warehouse dashboard's workstation it works at (its TO_PRODUCE tab shows its orders). */
    workStationId: z.int().nullable(),
    /** Capacity of one available member per working day, in the tab's unit. */
    capacityPerMember: ZDecimal,
    members: z.array(z.object({ employeeId: z.int(), name: z.string() })),
  })
  .meta({ id: 'ScheduleTeam' });
export type TScheduleTeam = z.infer<typeof ZScheduleTeam>;

const ZWorkshopOrderParams = z.object({ workshopOrderId: ZId });
const tag = 'production';

export const workshopOrderEndpoints = {
  createFromOrder: defineEndpoint({
    method: 'POST',
    path: '/customer-order/:orderId/workshop/schedule',
    tag,
    summary:
      "Make PLANNED workshop orders of the order's PRODUCTION lines, materials reserved; never twice per line",
    params: z.object({ orderId: ZId }),
    body: ZCreateWorkshopOrdersBody,
    response: ZCreateWorkshopOrdersResult,
  }),
  compositions: defineEndpoint({
    method: 'GET',
    path: '/orders/:orderId/items/breakdowns/:breakdownId/compositions',
    tag,
    summary: "What making an order line takes: its product's components × the line's quantity",
    params: z.object({ orderId: ZId, breakdownId: ZId }),
    response: ZLineComposition,
  }),
  list: defineEndpoint({
    method: 'GET',
    path: '/workshop-orders/',
    tag,
    summary:
      'Workshop orders by wanted date; filters state, wanted date range, team, customer, term',
    query: ZWorkshopOrderListQuery,
    response: pageOf(ZWorkshopOrderHeader),
  }),
  get: defineEndpoint({
    method: 'GET',
    path: '/workshop-orders/:workshopOrderId',
    tag,
    summary: 'One workshop order with its materials',
    params: ZWorkshopOrderParams,
    response: ZWorkshopOrder,
  }),
  changeState: defineEndpoint({
    method: 'POST',
    path: '/workshop-orders/:workshopOrderId/state',
    tag,
    summary: 'Start, mark cannot-produce (reason), plan again or cancel a workshop order',
    params: ZWorkshopOrderParams,
    body: ZWorkshopOrderStateBody,
    response: ZWorkshopOrder,
  }),
  bulkSchedule: defineEndpoint({
    method: 'POST',
    path: '/workshop-orders/bulk-schedule',
    tag,
    summary:
      "Book the chosen workshop orders' customer orders on a team's day of the workshop tab (all or none)",
    body: ZBulkScheduleBody,
    response: z.array(ZWorkshopOrderHeader),
  }),
  teams: defineEndpoint({
    method: 'GET',
    path: '/workshop-teams/',
    tag,
    summary: 'Teams (workstations) of the firm with their members; `tab` keeps one schedule tab',
    query: z.object({ tab: z.string().trim().max(40).optional() }),
    response: z.array(ZScheduleTeam),
  }),
  deliveries: defineEndpoint({
    method: 'GET',
    path: '/delivery/workshop-order/',
    tag,
    summary:
      'The workshop output: orders booked from `from` on (SCHEDULED, IN_PRODUCTION) and those finished since `from`',
    query: z.object({ from: ZIsoDate.optional().meta({ description: 'Default: today' }) }),
    response: z.array(ZWorkshopOrderHeader),
  }),
  finished: defineEndpoint({
    method: 'POST',
    path: '/delivery/workshop-order/:orderId/finished',
    tag,
    summary:
      'Finish a workshop order: materials consumed, the product booked in and reserved for its customer-order line (once)',
    params: z.object({ orderId: ZId.meta({ description: 'The workshop order' }) }),
    body: ZFinishWorkshopOrderBody,
    response: ZWorkshopOrder,
  }),
};

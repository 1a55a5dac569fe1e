import { z } from 'zod';
import { INT_MAX, pageOf, ZId, ZPaging } from '../common.ts';
import { defineEndpoint } from '../endpoint.ts';
import { ZPdfFile } from '../products/labels.ts';

/**
 * Picking cycles (kigyűjtési kör, modules/picking/README.md): the reserved STOCK lines of several
 * customer orders in one storage zone, walked once in location order, confirmed line by line,
 * closed into the warehouse's packing location.
 */
export const PICKING_CYCLE_STATES = ['OPEN', 'IN_PROGRESS', 'CLOSED', 'CANCELLED'] as const;
export const ZPickingCycleState = z.enum(PICKING_CYCLE_STATES);
export type TPickingCycleState = z.infer<typeof ZPickingCycleState>;

/** Why less was picked than asked (a short pick leaves the rest reserved on the shelf). */
export const SHORT_PICK_REASONS = ['NOT_FOUND', 'DAMAGED', 'NOT_ENOUGH', 'OTHER'] as const;
export const ZShortPickReason = z.enum(SHORT_PICK_REASONS);
export type TShortPickReason = z.infer<typeof ZShortPickReason>;

/** How many lines a proposed cycle takes at most, unless asked otherwise. */
export const PICKING_DEFAULT_MAX_LINES = 40;

/** A picked quantity: zero or positive, up to 4 decimals. */
const ZQuantity = z.string().regex(/^\d{1,12}(\.\d{1,4})?$/, 'A quantity (up to 4 decimals)');

const ZOrderIds = z
  .array(ZId)
  .min(1)
  .max(100)
  .refine((ids) => new Set(ids).size === ids.length, 'Each order once');

export const ZPickingLine = z
  .object({
    id: z.int(),
    orderId: z.int(),
    orderNumber: z.string(),
    orderLineId: z.int(),
    productId: z.int(),
    productCode: z.string(),
    productName: z.string(),
    /** What scanning the product may give: its code and its label's barcode. */
    productBarcodes: z.array(z.string()),
    unit: z.string(),
    storageId: z.int(),
    storageCode: z.string(),
    /** Codes from the warehouse down to the location: the walk's order. */
    storagePath: z.array(z.string()),
    quantity: z.string(),
    /** null until confirmed. */
    pickedQuantity: z.string().nullable(),
    shortReason: ZShortPickReason.nullable(),
    confirmedAt: z.string().nullable(),
  })
  .meta({ id: 'PickingLine' });
export type TPickingLine = z.infer<typeof ZPickingLine>;

export const ZPickingCycleOrder = z.object({
  id: z.int(),
  number: z.string(),
  customerName: z.string(),
  state: z.string(),
  wantedDeliveryDate: z.string().nullable(),
});

const ZCycleHead = z.object({
  id: z.int(),
  number: z.string(),
  state: ZPickingCycleState,
  zoneId: z.int(),
  zoneCode: z.string(),
  zoneName: z.string(),
  packingStorageId: z.int(),
  packingStorageCode: z.string(),
  assignedUserId: z.int().nullable(),
  assignedUserName: z.string().nullable(),
  note: z.string(),
  createdAt: z.string(),
  closedAt: z.string().nullable(),
  /** The earliest wanted delivery date of its orders. */
  due: z.string().nullable(),
  lineCount: z.int(),
  confirmedCount: z.int(),
  orderCount: z.int(),
  version: z.int(),
});

export const ZPickingCycleSummary = ZCycleHead.meta({ id: 'PickingCycleSummary' });
export type TPickingCycleSummary = z.infer<typeof ZPickingCycleSummary>;

export const ZPickingCycle = ZCycleHead.extend({
  orders: z.array(ZPickingCycleOrder),
  /** In walk order: by location path, then product code. */
  lines: z.array(ZPickingLine),
}).meta({ id: 'PickingCycle' });
export type TPickingCycle = z.infer<typeof ZPickingCycle>;

export const ZCreatePickingCycleBody = z.object({
  /** The zone; without it the zone of the first due order is taken. */
  zoneId: ZId.optional(),
  /** The orders; without them the due ones are proposed up to `maxLines`. */
  orderIds: ZOrderIds.optional(),
  maxLines: z.int().min(1).max(1000).default(PICKING_DEFAULT_MAX_LINES),
  assignedUserId: ZId.nullable().default(null),
  note: z.string().trim().max(500).default(''),
});
export type TCreatePickingCycleBody = z.input<typeof ZCreatePickingCycleBody>;

export const ZUpdatePickingCycleBody = z.object({
  version: z.int().min(1).max(INT_MAX),
  /** Given: the worker (null: nobody); left out: unchanged. */
  assignedUserId: ZId.nullable().optional(),
  /** Only while OPEN. */
  addOrderIds: ZOrderIds.optional(),
  removeOrderIds: ZOrderIds.optional(),
  note: z.string().trim().max(500).optional(),
});
export type TUpdatePickingCycleBody = z.input<typeof ZUpdatePickingCycleBody>;

/**
 * One line's confirmation. `pickedQuantity` is the line's total picked (not an addition), so a
 * resent confirmation books nothing twice. Less than asked needs `shortReason`. The scanned
 * codes, when given, must be the line's location and product.
 */
export const ZConfirmPickingLineBody = z.object({
  pickedQuantity: ZQuantity,
  shortReason: ZShortPickReason.nullable().default(null),
  locationCode: z.string().trim().max(100).optional(),
  productCode: z.string().trim().max(100).optional(),
});
export type TConfirmPickingLineBody = z.input<typeof ZConfirmPickingLineBody>;

export const ZPickingCandidate = z
  .object({
    orderId: z.int(),
    number: z.string(),
    customerName: z.string(),
    orderDate: z.string(),
    wantedDeliveryDate: z.string().nullable(),
    lineCount: z.int(),
  })
  .meta({ id: 'PickingCandidate' });
export type TPickingCandidate = z.infer<typeof ZPickingCandidate>;

export const ZPickingWorker = z
  .object({ id: z.int(), name: z.string(), isMe: z.boolean() })
  .meta({ id: 'PickingWorker' });
export type TPickingWorker = z.infer<typeof ZPickingWorker>;

const ZCycleParams = z.object({ id: ZId });

export const pickingEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/picking-cycle/',
    tag: 'picking',
    summary: 'Picking cycles by state, zone or worker; open ones first, due first',
    query: ZPaging.extend({
      state: ZPickingCycleState.optional(),
      zone_id: ZId.optional(),
      assigned_user_id: ZId.optional(),
      term: z.string().trim().max(100).default(''),
    }),
    response: pageOf(ZPickingCycleSummary),
  }),
  nonStarted: defineEndpoint({
    method: 'GET',
    path: '/picking-cycle/non-started-picking-cycle',
    tag: 'picking',
    summary:
      'The next OPEN cycle for the caller: assigned to them first, else unassigned; due first',
    response: z.object({ cycle: ZPickingCycleSummary.nullable() }),
  }),
  candidates: defineEndpoint({
    method: 'GET',
    path: '/picking-cycle/candidates',
    tag: 'picking',
    summary: 'Orders with reserved lines in the zone not yet in an open cycle, due first',
    query: z.object({ zone_id: ZId, limit: z.int().min(1).max(200).default(50) }),
    response: z.array(ZPickingCandidate),
  }),
  workers: defineEndpoint({
    method: 'GET',
    path: '/picking-cycle/workers',
    tag: 'picking',
    summary: "The firm's active warehouse users a cycle may be assigned to (the caller marked)",
    response: z.array(ZPickingWorker),
  }),
  get: defineEndpoint({
    method: 'GET',
    path: '/picking-cycle/:id',
    tag: 'picking',
    summary: 'One picking cycle with its orders and its lines in walk order',
    params: ZCycleParams,
    response: ZPickingCycle,
  }),
  create: defineEndpoint({
    method: 'POST',
    path: '/picking-cycle/',
    tag: 'picking',
    summary: 'Create a cycle of the named orders in a zone, or a proposed one (due orders first)',
    body: ZCreatePickingCycleBody,
    response: ZPickingCycle,
  }),
  update: defineEndpoint({
    method: 'PUT',
    path: '/picking-cycle/:id',
    tag: 'picking',
    summary: 'Assign the worker, change the note, add or remove orders (orders only while OPEN)',
    params: ZCycleParams,
    body: ZUpdatePickingCycleBody,
    response: ZPickingCycle,
  }),
  confirmLine: defineEndpoint({
    method: 'PUT',
    path: '/picking-cycle/:id/lines/:lineId',
    tag: 'picking',
    summary: "Confirm one line's picked quantity (a short pick with its reason)",
    params: z.object({ id: ZId, lineId: ZId }),
    body: ZConfirmPickingLineBody,
    response: ZPickingCycle,
  }),
  close: defineEndpoint({
    method: 'PUT',
    path: '/picking-cycle/:id/close',
    tag: 'picking',
    summary:
      'Close: picked goods move to the packing location with their reservations, orders move on; a second close changes nothing',
    params: ZCycleParams,
    response: ZPickingCycle,
  }),
  cancel: defineEndpoint({
    method: 'PUT',
    path: '/picking-cycle/:id/cancel',
    tag: 'picking',
    summary: 'Cancel an OPEN cycle: its lines are free for another cycle',
    params: ZCycleParams,
    response: ZPickingCycle,
  }),
  pickList: defineEndpoint({
    method: 'GET',
    path: '/picking-cycle/:id/pick-list',
    tag: 'picking',
    summary: 'The printable pick list (PDF, Hungarian)',
    params: ZCycleParams,
    response: ZPdfFile,
  }),
};

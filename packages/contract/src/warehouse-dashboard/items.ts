import { z } from 'zod';

/**
 * The warehouse dashboard's general item model (modules/warehouse-dashboard/README.md): every
 * tab of every job title lists work items of this one shape, whichever area owns them
 * (shelving, picking, stock counts, later workshop orders and delivery routes). An area plugs its
 * tab in on the server (`registerDashboardTab`); the page shows any tab without knowing it.
 */
export const DASHBOARD_ACTIONS = [
  'change-state',
  'update-location',
  'cannot-produce',
  'reprint-labels-upon-loading',
] as const;
export const ZDashboardAction = z.enum(DASHBOARD_ACTIONS);
export type TDashboardAction = z.infer<typeof ZDashboardAction>;

export const ZDashboardItem = z
  .object({
    /** Unique within the tab, e.g. `buffer:12:345` or `cycle:7`; actions name the item by it. */
    id: z.string(),
    /** The owning area's kind of item (`BUFFER_STOCK`, `PICKING_CYCLE`, `STOCK_COUNT`, …). */
    kind: z.string(),
    /** Short title line, e.g. the cycle's or order's number. */
    title: z.string(),
    orderId: z.int().nullable(),
    orderNumber: z.string().nullable(),
    customerName: z.string().nullable(),
    productId: z.int().nullable(),
    productCode: z.string().nullable(),
    productName: z.string().nullable(),
    quantity: z.string().nullable(),
    unit: z.string().nullable(),
    storageId: z.int().nullable(),
    storageCode: z.string().nullable(),
    /**
     * Where the item should go, when its area suggests a place (TO_SHELVE: the product's default
     * storage, else where it lies most); absent when there is no suggestion.
     */
    suggestedTarget: z.object({ storageId: z.int(), storageCode: z.string() }).nullish(),
    /** ISO date or timestamp the work is due. */
    due: z.string().nullable(),
    /** The item's state code in its area (shown from the area's dictionary). */
    state: z.string().nullable(),
    /** The SPA path that opens the item's own page (e.g. `/app/picking-cycle/7`). */
    href: z.string().nullable(),
    /** What may be done to it from the dashboard. */
    actions: z.array(ZDashboardAction),
    /** For change-state: the states it may go to. */
    nextStates: z.array(z.string()),
  })
  .meta({ id: 'DashboardItem' });
export type TDashboardItem = z.infer<typeof ZDashboardItem>;

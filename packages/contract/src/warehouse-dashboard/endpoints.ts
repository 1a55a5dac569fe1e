import { z } from 'zod';
import { pageOf, ZId, ZNonEmpty, ZPaging } from '../common.ts';
import { defineEndpoint } from '../endpoint.ts';
import { ZPdfFile } from '../products/labels.ts';
import { ZDashboardAction, ZDashboardItem } from './items.ts';

/** A job title's or tab's code: `PICKER`, `TO_SHELVE` (names come from the dictionary or data). */
export const ZDashboardCode = z
  .string()
  .regex(/^[A-Z][A-Z0-9_]{0,39}$/, 'Upper-case letters, digits and `_`');

export const ZWorkStation = z
  .object({
    id: z.int(),
    code: z.string(),
    name: z.string(),
    /** The branch (site) it stands in; null: any. */
    branchName: z.string().nullable(),
  })
  .meta({ id: 'WorkStation' });
export type TWorkStation = z.infer<typeof ZWorkStation>;

/**
 * A job title of the floor (configured per firm): its tabs in order, and the workstations where
 * it works (none: it works without one).
 */
export const ZJobTitle = z
  .object({
    code: z.string(),
    name: z.string(),
    tabCodes: z.array(z.string()),
    workStations: z.array(ZWorkStation),
  })
  .meta({ id: 'JobTitle' });
export type TJobTitle = z.infer<typeof ZJobTitle>;

/** A tab the caller sees: its code (name `WAREHOUSE_DASHBOARD.TAB.<code>`) and what its items allow. */
export const ZDashboardTab = z
  .object({ code: z.string(), actions: z.array(ZDashboardAction) })
  .meta({ id: 'DashboardTab' });
export type TDashboardTab = z.infer<typeof ZDashboardTab>;

const ZWorkStationRef = ZId.nullable()
  .default(null)
  .meta({ description: 'The chosen workstation (some tabs show only its work)' });

export const ZTabsQuery = z.object({
  selected_job_title: ZDashboardCode,
  work_station_id: ZId.optional(),
});

export const ZBadgeCountBody = z.object({
  selected_job_title: ZDashboardCode,
  work_station_id: ZWorkStationRef,
});
export const ZBadgeCounts = z
  .object({ counts: z.array(z.object({ tab: z.string(), count: z.int() })) })
  .meta({ id: 'DashboardBadgeCounts' });
export type TBadgeCounts = z.infer<typeof ZBadgeCounts>;

export const ZDashboardQueryBody = ZPaging.extend({
  tab: ZDashboardCode,
  work_station_id: ZWorkStationRef,
});
export type TDashboardQueryBody = z.input<typeof ZDashboardQueryBody>;

const ZItemRef = z.object({
  tab: ZDashboardCode,
  itemId: ZNonEmpty.max(200),
  work_station_id: ZWorkStationRef,
});
export const ZChangeStateBody = ZItemRef.extend({ state: ZDashboardCode });
export const ZUpdateLocationBody = ZItemRef.extend({ storageId: ZId });
export const ZCannotProduceBody = ZItemRef.extend({ reason: ZNonEmpty.max(500) });
export const ZReprintLabelsBody = ZItemRef;

const action = <B extends z.ZodType, R extends z.ZodType | null = null>(
  path: string,
  summary: string,
  body: B,
  response: R = null as R,
) =>
  defineEndpoint({
    method: 'POST' as const,
    path: `/dashboards/warehouse/execute-action/${path}`,
    tag: 'warehouse-dashboard',
    summary: `${summary}; done by the tab's owner in one transaction with an audit row (400 when the tab has no such action, 409 when the item's state no longer allows it)`,
    body,
    response,
  });

export const warehouseDashboardEndpoints = {
  jobTitles: defineEndpoint({
    method: 'GET',
    path: '/dashboards/warehouse/job-titles',
    tag: 'warehouse-dashboard',
    summary: "The firm's active job titles with their tabs and workstations",
    response: z.array(ZJobTitle),
  }),
  tabs: defineEndpoint({
    method: 'GET',
    path: '/dashboards/warehouse/tabs',
    tag: 'warehouse-dashboard',
    summary:
      "The job title's tabs in its order that exist (their area is installed) and the caller may see",
    query: ZTabsQuery,
    response: z.array(ZDashboardTab),
  }),
  badgeCount: defineEndpoint({
    method: 'POST',
    path: '/dashboards/warehouse/badge-count',
    tag: 'warehouse-dashboard',
    summary: "Every tab's count of the job title in one call",
    body: ZBadgeCountBody,
    response: ZBadgeCounts,
  }),
  query: defineEndpoint({
    method: 'POST',
    path: '/dashboards/warehouse/query',
    tag: 'warehouse-dashboard',
    summary: "One page of a tab's work items, due first",
    body: ZDashboardQueryBody,
    response: pageOf(ZDashboardItem),
  }),
  changeState: action('change-state', 'Moves an item to one of its `nextStates`', ZChangeStateBody),
  updateLocation: action('update-location', "Sets an item's storage location", ZUpdateLocationBody),
  cannotProduce: action(
    'cannot-produce',
    'Marks a workshop item as not producible, with the reason the office sees',
    ZCannotProduceBody,
  ),
  reprintLabels: action(
    'reprint-labels-upon-loading',
    'The labels of what is loaded onto a vehicle again, as a PDF',
    ZReprintLabelsBody,
    ZPdfFile,
  ),
};

import { z } from 'zod';
import { INT_MAX, ZId, ZNonEmpty } from '../common.ts';
import { defineEndpoint } from '../endpoint.ts';
import { ZDashboardCode } from './endpoints.ts';

/**
 * The dashboard's tabs a job title may show (spec 001 §2, §7): the warehouse areas' tabs and the
 * ones the workshop and delivery areas will plug in. A tab whose area is not installed yet is
 * kept in the configuration and simply not shown (warehouse-dashboard README).
 */
export const DASHBOARD_TAB_CODES = [
  'TO_SHELVE',
  'TO_PICK',
  'TO_PACK',
  'TO_COUNT',
  'TO_LOAD',
  'TO_PRODUCE',
  'CANNOT_PRODUCE',
] as const;
export const ZDashboardTabCode = z.enum(DASHBOARD_TAB_CODES);

const unique = (values: readonly unknown[]) => new Set(values).size === values.length;

const ZTabCodes = z.array(ZDashboardTabCode).max(20).refine(unique, 'Each tab once');
const ZJobTitleCodes = z.array(ZDashboardCode).max(50).refine(unique, 'Each job title once');
const ZName = ZNonEmpty.max(100);

/** A job title as the settings page keeps it (inactive ones too). */
export const ZJobTitleSetting = z
  .object({
    id: z.int(),
    code: z.string(),
    name: z.string(),
    tabCodes: z.array(z.string()),
    position: z.int(),
    isActive: z.boolean(),
    version: z.int(),
  })
  .meta({ id: 'JobTitleSetting' });
export type TJobTitleSetting = z.infer<typeof ZJobTitleSetting>;

export const ZCreateJobTitleBody = z.object({
  /** Stable: devices remember it; it cannot change later. */
  code: ZDashboardCode,
  name: ZName,
  tabCodes: ZTabCodes.default([]),
});
export type TCreateJobTitleBody = z.input<typeof ZCreateJobTitleBody>;

/** Rename, change the tabs, (de)activate; left out: unchanged. */
const ZVersion = z.int().min(1).max(INT_MAX);

export const ZUpdateJobTitleBody = z.object({
  /** The version read: a change made meanwhile answers 409 STALE_VERSION. */
  version: ZVersion,
  name: ZName.optional(),
  tabCodes: ZTabCodes.optional(),
  isActive: z.boolean().optional(),
});
export type TUpdateJobTitleBody = z.input<typeof ZUpdateJobTitleBody>;

/** A workstation as the settings page keeps it: its branch (null: any) and who works there. */
export const ZWorkStationSetting = z
  .object({
    id: z.int(),
    code: z.string(),
    name: z.string(),
    /** The job titles that work there; empty: any. */
    jobTitleCodes: z.array(z.string()),
    branchId: z.int().nullable(),
    branchName: z.string().nullable(),
    position: z.int(),
    isActive: z.boolean(),
    version: z.int(),
  })
  .meta({ id: 'WorkStationSetting' });
export type TWorkStationSetting = z.infer<typeof ZWorkStationSetting>;

export const ZCreateWorkStationBody = z.object({
  code: z
    .string()
    .trim()
    .regex(/^[A-Z0-9][A-Z0-9_-]{0,39}$/, 'Upper-case letters, digits, `-` and `_`'),
  name: ZName,
  jobTitleCodes: ZJobTitleCodes.default([]),
  branchId: ZId.nullable().default(null),
});
export type TCreateWorkStationBody = z.input<typeof ZCreateWorkStationBody>;

export const ZUpdateWorkStationBody = z.object({
  version: ZVersion,
  name: ZName.optional(),
  jobTitleCodes: ZJobTitleCodes.optional(),
  branchId: ZId.nullable().optional(),
  isActive: z.boolean().optional(),
});
export type TUpdateWorkStationBody = z.input<typeof ZUpdateWorkStationBody>;

const ZIdParams = z.object({ id: ZId });
const SETTINGS = '/dashboards/warehouse/settings';

/** The back office keeps the floor's job titles and workstations (warehouse-dashboard README). */
export const warehouseSettingsEndpoints = {
  jobTitles: defineEndpoint({
    method: 'GET',
    path: `${SETTINGS}/job-titles`,
    tag: 'warehouse-dashboard',
    summary: "The firm's job titles, inactive ones too, in their order",
    response: z.array(ZJobTitleSetting),
  }),
  createJobTitle: defineEndpoint({
    method: 'POST',
    path: `${SETTINGS}/job-titles`,
    tag: 'warehouse-dashboard',
    summary: 'A new job title at the end of the order (409 when the code is taken)',
    body: ZCreateJobTitleBody,
    response: ZJobTitleSetting,
  }),
  updateJobTitle: defineEndpoint({
    method: 'PUT',
    path: `${SETTINGS}/job-titles/:id`,
    tag: 'warehouse-dashboard',
    summary:
      'Rename, change the tabs, deactivate or reactivate (409 deactivating one an active workstation names)',
    params: ZIdParams,
    body: ZUpdateJobTitleBody,
    response: ZJobTitleSetting,
  }),
  workStations: defineEndpoint({
    method: 'GET',
    path: `${SETTINGS}/work-stations`,
    tag: 'warehouse-dashboard',
    summary: "The firm's workstations, inactive ones too, with their branch",
    response: z.array(ZWorkStationSetting),
  }),
  createWorkStation: defineEndpoint({
    method: 'POST',
    path: `${SETTINGS}/work-stations`,
    tag: 'warehouse-dashboard',
    summary:
      'A new workstation of a branch (or any) for some job titles (or any); 409 when the code is taken',
    body: ZCreateWorkStationBody,
    response: ZWorkStationSetting,
  }),
  updateWorkStation: defineEndpoint({
    method: 'PUT',
    path: `${SETTINGS}/work-stations/:id`,
    tag: 'warehouse-dashboard',
    summary: 'Rename, change the branch or the job titles, deactivate or reactivate',
    params: ZIdParams,
    body: ZUpdateWorkStationBody,
    response: ZWorkStationSetting,
  }),
};

import { z } from 'zod';
import { INT_MAX, ZDecimal, ZId, ZLabelledOption, ZNonEmpty } from '../common.ts';
import { defineEndpoint } from '../endpoint.ts';
import { ZCapacityUnit, ZScheduleTabSource } from './schedule.ts';

/**
 * Work schedule settings (modules/production/README.md "Settings"): the firm's tabs and teams,
 * kept by the office and the scheduler (`schedule.admin`). A tab or team with bookings cannot be
 * deleted (409 CONFLICT, `in_use`), only deactivated: an inactive team is offered for no new
 * booking, its past bookings still show on the calendar.
 */
const ZVersion = z.int().min(1).max(INT_MAX);
const ZCode = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z][A-Z0-9_]{0,39}$/, 'Letters, digits and `_`, starting with a letter, at most 40');
const ZPositiveDecimal = (max: number) =>
  ZDecimal.refine((v) => /^\d{1,6}(\.\d{1,2})?$/.test(v) && Number(v) <= max, {
    message: `A number from 0 to ${max} with at most 2 decimals is expected`,
  });
const ZPosition = z.int().min(0).max(10_000).default(0);

export const ZScheduleTabSettings = z
  .object({
    code: z.string(),
    /** The Hungarian name typed in the settings; null: the dictionary's name of the code. */
    name: z.string().nullable(),
    nameKey: z.string(),
    source: ZScheduleTabSource,
    unit: ZCapacityUnit,
    defaultLoad: ZDecimal,
    position: z.int(),
    isActive: z.boolean(),
    /** Bookings on it (it can then only be deactivated). */
    bookingCount: z.int(),
    version: z.int(),
  })
  .meta({ id: 'ScheduleTabSettings' });
export type TScheduleTabSettings = z.infer<typeof ZScheduleTabSettings>;

const tabFields = {
  name: ZNonEmpty.max(100),
  source: ZScheduleTabSource,
  unit: ZCapacityUnit,
  defaultLoad: ZPositiveDecimal(10_000).refine((v) => Number(v) > 0, 'Must be positive'),
  position: ZPosition,
  isActive: z.boolean().default(true),
};
export const ZScheduleTabCreateBody = z.object({ code: ZCode, ...tabFields });
export type TScheduleTabCreateBody = z.input<typeof ZScheduleTabCreateBody>;
/** The code stays (bookings and teams name it); source and unit only while nothing is booked. */
export const ZScheduleTabUpdateBody = z.object({ ...tabFields, version: ZVersion });
export type TScheduleTabUpdateBody = z.input<typeof ZScheduleTabUpdateBody>;

export const ZScheduleTeamSettings = z
  .object({
    id: z.int(),
    code: z.string(),
    name: z.string(),
    tabCode: z.string(),
    workStationId: z.int().nullable(),
    capacityPerMember: ZDecimal,
    position: z.int(),
    isActive: z.boolean(),
    /** Every member, inactive employees too (`isActive`): they give no capacity. */
    members: z.array(z.object({ employeeId: z.int(), name: z.string(), isActive: z.boolean() })),
    bookingCount: z.int(),
    version: z.int(),
  })
  .meta({ id: 'ScheduleTeamSettings' });
export type TScheduleTeamSettings = z.infer<typeof ZScheduleTeamSettings>;

const teamFields = {
  code: ZCode,
  name: ZNonEmpty.max(100),
  tabCode: ZCode,
  workStationId: ZId.nullable().default(null),
  capacityPerMember: ZPositiveDecimal(1000),
  position: ZPosition,
  isActive: z.boolean().default(true),
  memberIds: z
    .array(ZId)
    .max(200)
    .default([])
    .refine((ids) => new Set(ids).size === ids.length, 'Each employee once'),
};
export const ZScheduleTeamBody = z.object(teamFields);
export type TScheduleTeamBody = z.input<typeof ZScheduleTeamBody>;
/** The tab stays while the team has bookings (409 `in_use` on `tabCode`). */
export const ZScheduleTeamUpdateBody = z.object({ ...teamFields, version: ZVersion });
export type TScheduleTeamUpdateBody = z.input<typeof ZScheduleTeamUpdateBody>;

const tag = 'production';
const ZTabParams = z.object({ tabCode: ZCode });
const ZTeamParams = z.object({ teamId: ZId });
const ZVersionQuery = z.object({ version: ZVersion });

export const scheduleSettingsEndpoints = {
  tabs: defineEndpoint({
    method: 'GET',
    path: '/work-schedule-settings/tabs/',
    tag,
    summary: "The firm's schedule tabs, inactive too, with how many bookings each has",
    response: z.array(ZScheduleTabSettings),
  }),
  createTab: defineEndpoint({
    method: 'POST',
    path: '/work-schedule-settings/tabs/',
    tag,
    summary: 'Add a schedule tab (code unique in the firm: 409 CONFLICT `duplicate` on `code`)',
    body: ZScheduleTabCreateBody,
    response: ZScheduleTabSettings,
  }),
  updateTab: defineEndpoint({
    method: 'PUT',
    path: '/work-schedule-settings/tabs/:tabCode',
    tag,
    summary: 'Change a tab (stale version: 409; source or unit of a tab with bookings: 409 in_use)',
    params: ZTabParams,
    body: ZScheduleTabUpdateBody,
    response: ZScheduleTabSettings,
  }),
  removeTab: defineEndpoint({
    method: 'DELETE',
    path: '/work-schedule-settings/tabs/:tabCode',
    tag,
    summary: 'Delete a tab without bookings or teams (else 409 CONFLICT in_use: deactivate it)',
    params: ZTabParams,
    query: ZVersionQuery,
    response: null,
  }),
  teams: defineEndpoint({
    method: 'GET',
    path: '/work-schedule-settings/teams/',
    tag,
    summary: "The firm's schedule teams, inactive too, with members and booking counts",
    response: z.array(ZScheduleTeamSettings),
  }),
  createTeam: defineEndpoint({
    method: 'POST',
    path: '/work-schedule-settings/teams/',
    tag,
    summary: 'Add a team to a tab (code unique in the firm: 409 CONFLICT `duplicate` on `code`)',
    body: ZScheduleTeamBody,
    response: ZScheduleTeamSettings,
  }),
  updateTeam: defineEndpoint({
    method: 'PUT',
    path: '/work-schedule-settings/teams/:teamId',
    tag,
    summary: 'Change a team and its members (stale version: 409 STALE_VERSION)',
    params: ZTeamParams,
    body: ZScheduleTeamUpdateBody,
    response: ZScheduleTeamSettings,
  }),
  workStations: defineEndpoint({
    method: 'GET',
    path: '/work-schedule-settings/work-stations',
    tag,
    summary: "The warehouse dashboard's active workstations a team may stand at, as options",
    response: z.array(ZLabelledOption),
  }),
  removeTeam: defineEndpoint({
    method: 'DELETE',
    path: '/work-schedule-settings/teams/:teamId',
    tag,
    summary: 'Delete a team without bookings (else 409 CONFLICT in_use: deactivate it)',
    params: ZTeamParams,
    query: ZVersionQuery,
    response: null,
  }),
};

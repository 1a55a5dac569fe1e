import {
  DASHBOARD_ACTIONS,
  type TBadgeCounts,
  type TDashboardAction,
  type TDashboardItem,
  type TDashboardTab,
  type TJobTitle,
} from '@kontor/contract';
import { type Ctx, runAction } from '../../platform/context.ts';
import type { Db } from '../../platform/db/database.ts';
import { AppError, fieldError } from '../../platform/errors.ts';
import { publishChange } from '../../platform/events.ts';
import { hasPermission } from '../../platform/permissions.ts';
import { type DashboardTab, dashboardTab, type TabScope } from './dashboard-tabs.ts';
import * as repo from './warehouse-dashboard.repository.ts';

type ActionHandler = 'changeState' | 'updateLocation' | 'cannotProduce' | 'reprintLabels';

/** Which handler of a tab does each dashboard action. */
const HANDLERS: Record<TDashboardAction, ActionHandler> = {
  'change-state': 'changeState',
  'update-location': 'updateLocation',
  'cannot-produce': 'cannotProduce',
  'reprint-labels-upon-loading': 'reprintLabels',
};

/** The audit action of each dashboard action (AUDIT.ACTION.* in legacy.json). */
const AUDIT_ACTIONS: Record<TDashboardAction, string> = {
  'change-state': 'change_state',
  'update-location': 'update_location',
  'cannot-produce': 'cannot_produce',
  'reprint-labels-upon-loading': 'reprint_labels',
};

const canSee = (ctx: Ctx, tab: DashboardTab) =>
  hasPermission(ctx.auth.roles, tab.permission ?? 'warehouse.use');

export const actionsOf = (tab: DashboardTab): TDashboardAction[] =>
  DASHBOARD_ACTIONS.filter((action) => tab[HANDLERS[action]] !== undefined);

export async function listJobTitles(ctx: Ctx): Promise<TJobTitle[]> {
  const [titles, stations] = await Promise.all([
    repo.findJobTitles(ctx.db, ctx.auth.firmId),
    repo.findWorkStations(ctx.db, ctx.auth.firmId),
  ]);
  return titles.map((title) => ({
    ...title,
    workStations: stations
      .filter((s) => s.jobTitleCodes.length === 0 || s.jobTitleCodes.includes(title.code))
      .map(({ id, code, name, branchName }) => ({ id, code, name, branchName })),
  }));
}

/** The scope of a call: the caller's firm and a workstation of that firm (400 otherwise). */
async function scopeOf(ctx: Ctx, workStationId: number | null | undefined): Promise<TabScope> {
  const id = workStationId ?? null;
  if (id !== null && !(await repo.isWorkStationOf(ctx.db, ctx.auth.firmId, id)))
    throw fieldError('work_station_id', 'No such workstation');
  return { firmId: ctx.auth.firmId, workStationId: id };
}

/** The job title's tabs in its order that are registered and that the caller may see. */
async function tabsOfJobTitle(ctx: Ctx, code: string): Promise<DashboardTab[]> {
  const title = await repo.findJobTitle(ctx.db, ctx.auth.firmId, code);
  if (!title) throw fieldError('selected_job_title', 'No such job title');
  return title.tabCodes
    .map((tabCode) => dashboardTab(tabCode))
    .filter((tab): tab is DashboardTab => tab !== undefined && canSee(ctx, tab));
}

/** A registered tab the caller may see: unknown is 400 on `tab`, not allowed 403. */
function visibleTab(ctx: Ctx, code: string): DashboardTab {
  const tab = dashboardTab(code);
  if (!tab) throw fieldError('tab', 'No such tab');
  if (!canSee(ctx, tab)) throw new AppError('FORBIDDEN', `The tab ${code} is not yours to see`);
  return tab;
}

export async function listTabs(
  ctx: Ctx,
  jobTitle: string,
  workStationId: number | undefined,
): Promise<TDashboardTab[]> {
  await scopeOf(ctx, workStationId);
  const tabs = await tabsOfJobTitle(ctx, jobTitle);
  return tabs.map((tab) => ({ code: tab.code, actions: actionsOf(tab) }));
}

/** Every tab's count in one call (each tab's count is one query; they run side by side). */
export async function countBadges(
  ctx: Ctx,
  jobTitle: string,
  workStationId: number | null,
): Promise<TBadgeCounts> {
  const scope = await scopeOf(ctx, workStationId);
  const tabs = await tabsOfJobTitle(ctx, jobTitle);
  const counts = await Promise.all(tabs.map((tab) => tab.count(ctx.db, scope)));
  return { counts: tabs.map((tab, i) => ({ tab: tab.code, count: counts[i]! })) };
}

export async function queryTab(
  ctx: Ctx,
  input: { tab: string; work_station_id: number | null; page_number: number; page_size: number },
): Promise<{ items: TDashboardItem[]; total: number; page_number: number; page_size: number }> {
  const tab = visibleTab(ctx, input.tab);
  const scope = await scopeOf(ctx, input.work_station_id);
  const page = await tab.list(ctx.db, scope, {
    pageNumber: input.page_number,
    pageSize: input.page_size,
  });
  return { ...page, page_number: input.page_number, page_size: input.page_size };
}

interface ItemRef {
  tab: string;
  itemId: string;
  work_station_id: number | null;
}

/**
 * Runs a dashboard action through the tab's owner in one transaction with an audit row; a change
 * (not a reprint) tells the connected dashboards. A tab without that action is 400 on `tab`.
 */
export async function executeAction<T>(
  ctx: Ctx,
  action: TDashboardAction,
  ref: ItemRef,
  details: Record<string, unknown>,
  run: (tab: DashboardTab, tx: Db) => Promise<T>,
): Promise<T> {
  const tab = visibleTab(ctx, ref.tab);
  if (tab[HANDLERS[action]] === undefined)
    throw fieldError('tab', `The tab ${ref.tab} has no ${action} action`);
  await scopeOf(ctx, ref.work_station_id);
  return runAction(ctx, async (tx) => {
    const result = await run(tab, tx);
    if (action !== 'reprint-labels-upon-loading')
      await publishChange(tx, ctx.auth.firmId, 'warehouse');
    return {
      result,
      audit: {
        entity: 'dashboard_item',
        entityId: `${ref.tab}:${ref.itemId}`,
        action: AUDIT_ACTIONS[action],
        after: { ...details, workStationId: ref.work_station_id },
      },
    };
  });
}

import type { TDashboardItem } from '@kontor/contract';
import type { Ctx } from '../../platform/context.ts';
import type { Db } from '../../platform/db/database.ts';
import type { Permission } from '../../platform/permissions.ts';

/** Who looks: the tab's rows may depend on the chosen workstation. */
export interface TabScope {
  firmId: number;
  workStationId: number | null;
}

/**
 * One tab of the warehouse dashboard, plugged in by the area that owns its items (shelving,
 * picking, stock counts; later workshop orders and routes). `count` must be one cheap query (all
 * badges are asked in one call); `list` answers one page in due order.
 */
export interface DashboardTab {
  /** Stable code, e.g. `TO_SHELVE`; its name is `WAREHOUSE_DASHBOARD.TAB.<code>`. */
  code: string;
  /**
   * Order among the tabs where no job title orders them (the welcome widget, a job title listing
   * tabs in its own configured order wins); small first.
   */
  position: number;
  /** Who sees the tab and may act on its items; `warehouse.use` when not given. */
  permission?: Permission;
  count(db: Db, scope: TabScope): Promise<number>;
  list(
    db: Db,
    scope: TabScope,
    page: { pageNumber: number; pageSize: number },
  ): Promise<{ items: TDashboardItem[]; total: number }>;
  /**
   * The dashboard's actions on this tab's items, each in the caller's transaction (`tx`); the
   * handler checks the item's current state and throws AppError (409) when it no longer fits.
   */
  changeState?(ctx: Ctx, tx: Db, itemId: string, state: string): Promise<void>;
  updateLocation?(ctx: Ctx, tx: Db, itemId: string, storageId: number): Promise<void>;
  cannotProduce?(ctx: Ctx, tx: Db, itemId: string, reason: string): Promise<void>;
  reprintLabels?(ctx: Ctx, tx: Db, itemId: string): Promise<Buffer>;
}

const tabs = new Map<string, DashboardTab>();

/** Called once by an owning area's module at load (e.g. `shelving.dashboard.ts`). */
export function registerDashboardTab(tab: DashboardTab): void {
  if (tabs.has(tab.code)) throw new Error(`Dashboard tab ${tab.code} registered twice`);
  tabs.set(tab.code, tab);
}

export function dashboardTab(code: string): DashboardTab | undefined {
  return tabs.get(code);
}

/** Takes a tab out of the registry (tests that register their own tab clean up with it). */
export function unregisterDashboardTab(code: string): void {
  tabs.delete(code);
}

export function dashboardTabs(): DashboardTab[] {
  return [...tabs.values()].sort((a, b) => a.position - b.position);
}

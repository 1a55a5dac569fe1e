import type { Ctx } from '../../platform/context.ts';
import { hasPermission } from '../../platform/permissions.ts';
import { emptyWidget, type WidgetProvider } from '../welcome-page/welcome-page.widgets.ts';
import { dashboardTabs } from './dashboard-tabs.ts';

export const DASHBOARD_URL = '/app/dashboards/warehouse';

/** The floor's welcome widget: the count of every tab the user sees, each linking to its tab. */
async function compute(ctx: Ctx, t: (key: string) => string) {
  const tabs = dashboardTabs().filter((tab) =>
    hasPermission(ctx.auth.roles, tab.permission ?? 'warehouse.use'),
  );
  const scope = { firmId: ctx.auth.firmId, workStationId: null };
  const counts = await Promise.all(tabs.map((tab) => tab.count(ctx.db, scope)));
  return {
    ...emptyWidget('WarehouseDashboardWidget', t('WAREHOUSE_DASHBOARD.WIDGET.TITLE')),
    count: counts.reduce((sum, n) => sum + n, 0),
    showCheckmarkIfEmpty: true,
    URLList: tabs.map((tab, i) => ({
      URL: `${DASHBOARD_URL}?tab=${tab.code}`,
      key: `${t(`WAREHOUSE_DASHBOARD.TAB.${tab.code}`)}: ${counts[i]}`,
    })),
    optionalURL: DASHBOARD_URL,
    showMoreLink: t('WAREHOUSE_DASHBOARD.WIDGET.OPEN'),
    noDataAvailableLink: t('WAREHOUSE_DASHBOARD.WIDGET.NOTHING'),
  };
}

export const warehouseDashboardWidgets: WidgetProvider[] = [
  { type: 'WarehouseDashboardWidget', permission: 'warehouse.dashboard', compute },
];

import { sql } from 'drizzle-orm';
import { todayInHungary } from '../../platform/business-day.ts';
import type { Ctx } from '../../platform/context.ts';
import { queryRows } from '../../platform/db/database.ts';
import { emptyWidget, type WidgetProvider } from '../welcome-page/welcome-page.widgets.ts';
import * as repo from './schedule.repository.ts';

export const SCHEDULE_URL = '/app/work-schedule';
export const WORKSHOP_URL = '/app/workshop-orders';

/** The scheduler's: what each schedule tab has not booked yet, each linking to its tab. */
async function scheduleWidget(ctx: Ctx, t: (key: string) => string) {
  const tabs = await repo.listTabs(ctx.db, ctx.auth.firmId);
  const counts = await Promise.all(
    tabs.map((tab) => repo.countUnscheduled(ctx.db, ctx.auth.firmId, tab)),
  );
  return {
    ...emptyWidget('WorkScheduleWidget', t('PRODUCTION.WIDGET.SCHEDULE')),
    count: counts.reduce((sum, n) => sum + n, 0),
    showCheckmarkIfEmpty: true,
    URLList: tabs.map((tab, i) => ({
      URL: `${SCHEDULE_URL}?tab=${tab.code}`,
      key: `${tab.name ?? t(`PRODUCTION.SCHEDULE.TAB.${tab.code}`)}: ${counts[i]}`,
    })),
    optionalURL: SCHEDULE_URL,
    showMoreLink: t('PRODUCTION.WIDGET.OPEN_SCHEDULE'),
    noDataAvailableLink: t('PRODUCTION.WIDGET.NOTHING_TO_SCHEDULE'),
  };
}

/** The workshop's: to produce today (booked up to today), in production, cannot produce. */
async function workshopWidget(ctx: Ctx, t: (key: string) => string) {
  const [row] = await queryRows<{ today: number; running: number; stopped: number }>(
    ctx.db,
    sql`select count(*) filter (where state = 'SCHEDULED' and scheduled_date <= ${todayInHungary()})::int as today,
          count(*) filter (where state = 'IN_PRODUCTION')::int as running,
          count(*) filter (where state = 'CANNOT_PRODUCE')::int as stopped
        from workshop_orders where firm_id = ${ctx.auth.firmId}
          and state in ('SCHEDULED', 'IN_PRODUCTION', 'CANNOT_PRODUCE')`,
  );
  const link = (state: string, key: string, n: number) => ({
    URL: `${WORKSHOP_URL}?state=${state}`,
    key: `${t(key)}: ${n}`,
  });
  return {
    ...emptyWidget('WorkshopWidget', t('PRODUCTION.WIDGET.WORKSHOP')),
    count: row!.today,
    showCheckmarkIfEmpty: true,
    URLList: [
      link('SCHEDULED', 'PRODUCTION.WIDGET.TODAY', row!.today),
      link('IN_PRODUCTION', 'PRODUCTION.WIDGET.RUNNING', row!.running),
      link('CANNOT_PRODUCE', 'PRODUCTION.WIDGET.CANNOT_PRODUCE', row!.stopped),
    ],
    optionalURL: WORKSHOP_URL,
    showMoreLink: t('PRODUCTION.WIDGET.OPEN_WORKSHOP'),
    noDataAvailableLink: t('PRODUCTION.WIDGET.NOTHING_TODAY'),
  };
}

/**
 * Welcome widgets of the scheduler (`schedule.override` is the scheduler's own right; the back
 * office books too but plans from the calendar) and of the workshop (`production.use`).
 */
export const productionWidgets: WidgetProvider[] = [
  { type: 'WorkScheduleWidget', permission: 'schedule.override', compute: scheduleWidget },
  { type: 'WorkshopWidget', permission: 'production.use', compute: workshopWidget },
];

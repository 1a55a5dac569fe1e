import type { WidgetProvider } from '../welcome-page/welcome-page.widgets.ts';
import { emptyWidget } from '../welcome-page/welcome-page.widgets.ts';
import { countOpenTasks } from './inbox.service.ts';

const TASKS_URL = '/app/tasks';

export const inboxWidgets: WidgetProvider[] = [
  {
    type: 'DepartmentTaskWidget',
    permission: 'session',
    async compute(ctx, t) {
      const counts = new Map<string, number>();
      for (const row of await countOpenTasks(ctx)) {
        const department = row.department ?? t('WIDGET.NO_DEPARTMENT');
        counts.set(department, (counts.get(department) ?? 0) + row.count);
      }
      const total = [...counts.values()].reduce((a, b) => a + b, 0);
      return {
        ...emptyWidget('DepartmentTaskWidget', t('WIDGET.DEPARTMENT_TASKS')),
        count: total,
        showCheckmarkIfEmpty: true,
        tooltip: t('WIDGET.DEPARTMENT_TASKS.TOOLTIP'),
        departmentTasks: [...counts].map(([department, count]) => ({
          URL: `${TASKS_URL}?department=${encodeURIComponent(department)}`,
          key: `${department} (${count})`,
        })),
        optionalURL: TASKS_URL,
        showMoreLink: t('WIDGET.SHOW_ALL'),
        noDataAvailableLink: t('WIDGET.NO_OPEN_TASKS'),
      };
    },
  },
  {
    type: 'CustomerServiceTaskWidget',
    permission: 'sales.use',
    async compute(ctx, t) {
      const count = (await countOpenTasks(ctx))
        .filter((row) => row.kind === 'CUSTOMER_SERVICE')
        .reduce((sum, row) => sum + row.count, 0);
      return {
        ...emptyWidget('CustomerServiceTaskWidget', t('WIDGET.CUSTOMER_SERVICE_TASKS')),
        count,
        showCheckmarkIfEmpty: true,
        optionalURL: `${TASKS_URL}?kind=CUSTOMER_SERVICE`,
        showMoreLink: t('WIDGET.SHOW_ALL'),
        noDataAvailableLink: t('WIDGET.NO_OPEN_TASKS'),
      };
    },
  },
];

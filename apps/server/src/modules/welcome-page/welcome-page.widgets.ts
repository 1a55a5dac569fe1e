import type { TLanguage, TWidget, TWidgetType } from '@kontor/contract';
import type { Ctx } from '../../platform/context.ts';
import type { Permission } from '../../platform/permissions.ts';

/**
 * A welcome-page widget is computed by the module that owns its data. Modules register their
 * providers in app.ts; a widget type whose module does not exist yet is simply not offered.
 */
export interface WidgetProvider {
  type: TWidgetType;
  permission: Permission;
  compute(ctx: Ctx, t: (key: string) => string): Promise<TWidget>;
}

export type Translate = (language: TLanguage, key: string) => string;

/** A widget with every optional field empty; providers fill in what they have. */
export function emptyWidget(type: TWidgetType, title: string): TWidget {
  return {
    id: type,
    widgetType: type,
    title,
    URLList: [],
    departmentTasks: [],
    optionalURL: null,
    sum: null,
    currency: null,
    tooltip: null,
    count: null,
    showCheckmarkIfEmpty: false,
    primaryButtonURL: null,
    primaryButtonText: null,
    showMoreLink: null,
    noDataAvailableLink: null,
  };
}

import { z } from 'zod';
import { ZDecimal, ZFirm } from '../common.ts';
import { defineEndpoint } from '../endpoint.ts';

export const WIDGET_TYPES = [
  'RemainderOfNonProformaSupplierInvoicesWidget',
  'CustomerServiceTaskWidget',
  'ApprovedQuoteWidget',
  'RemainderOfProformaInvoicesWidget',
  'PaidNonInvoicedCustomerProformaInvoiceWidget',
  'ApprovedCustomerOrderWidget',
  'NumberOfCustomersWidget',
  'RemainderOfNonProformaCustomerInvoicesWidget',
  'CustomerAdvanceInvoiceWithNoFinalInvoiceWidget',
  'DepartmentTaskWidget',
  /** The warehouse dashboard's tab counts (modules/warehouse-dashboard). */
  'WarehouseDashboardWidget',
  /** The scheduler's: customer orders each schedule tab has not booked yet (modules/production). */
  'WorkScheduleWidget',
  /** The workshop's: to produce today, in production, cannot produce (modules/production). */
  'WorkshopWidget',
] as const;
export const ZWidgetType = z.enum(WIDGET_TYPES);
export type TWidgetType = z.infer<typeof ZWidgetType>;

export const ZWidgetLink = z.object({ URL: z.string(), key: z.string() });
export const ZWidget = z
  .object({
    id: z.string(),
    widgetType: ZWidgetType,
    title: z.string(),
    URLList: z.array(ZWidgetLink),
    departmentTasks: z.array(ZWidgetLink),
    optionalURL: z.string().nullable(),
    sum: ZDecimal.nullable(),
    currency: z.string().nullable(),
    tooltip: z.string().nullable(),
    count: z.int().nullable(),
    showCheckmarkIfEmpty: z.boolean(),
    primaryButtonURL: z.string().nullable(),
    primaryButtonText: z.string().nullable(),
    showMoreLink: z.string().nullable(),
    noDataAvailableLink: z.string().nullable(),
  })
  .meta({ id: 'Widget' });
export type TWidget = z.infer<typeof ZWidget>;

export const ZWelcomePage = z.object({
  welcome: z.object({ nickName: z.string() }),
  widgets: z.array(ZWidget),
  firms: z.array(ZFirm),
  firmSelectionEnabled: z.boolean(),
});
export type TWelcomePage = z.infer<typeof ZWelcomePage>;

export const ZWidgetOrder = z.object({
  ids: z
    .array(z.string().min(1).max(200))
    .max(100)
    .refine((ids) => new Set(ids).size === ids.length, 'Widget ids must be unique'),
});
export type TWidgetOrder = z.infer<typeof ZWidgetOrder>;

/** The mobile start page (spec: "not shown"): greeting, current firm, counters and quick links. */
export const ZMobileWelcomePage = z.object({
  welcome: z.object({ nickName: z.string() }),
  currentFirm: ZFirm,
  openTaskCount: z.int(),
  unreadMessageCount: z.int(),
  quickLinks: z.array(z.object({ label: z.string(), url: z.string() })),
});
export type TMobileWelcomePage = z.infer<typeof ZMobileWelcomePage>;

export const welcomePageEndpoints = {
  get: defineEndpoint({
    method: 'GET',
    path: '/welcome-page',
    tag: 'welcome-page',
    summary: 'Greeting, the widgets available to the user and the firms',
    response: ZWelcomePage,
  }),
  getWidgetOrder: defineEndpoint({
    method: 'GET',
    path: '/welcome-page/widget-order',
    tag: 'welcome-page',
    summary: 'Ids of the widgets the user displays, in order',
    response: ZWidgetOrder,
  }),
  saveWidgetOrder: defineEndpoint({
    method: 'POST',
    path: '/welcome-page/widget-order',
    tag: 'welcome-page',
    summary: 'Save the displayed widgets and their order',
    body: ZWidgetOrder,
    response: ZWidgetOrder,
  }),
  mobile: defineEndpoint({
    method: 'GET',
    path: '/welcome-page/mobile',
    tag: 'welcome-page',
    summary: 'The simplified start page of the mobile view',
    response: ZMobileWelcomePage,
  }),
};

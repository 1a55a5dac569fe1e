import type { ComponentType } from 'react';

/** A lazily loaded page: its path under the parent and the module whose default export it shows. */
export interface PageRoute {
  path: string;
  load: () => Promise<{ default: ComponentType }>;
}

/**
 * The pages under /app (000 §2). Adding a page is one line here plus its module; a path not listed
 * falls to the catch-all, which shows the older page of the same path.
 */
/** A page of area-pages.ts (two hops, see there). */
const area = (name: keyof typeof import('./area-pages').AREA_PAGES) => () =>
  import('./area-pages').then((m) => m.AREA_PAGES[name]());

export const APP_PAGES: readonly PageRoute[] = [
  { path: 'tasks', load: area('tasks') },
  { path: 'messages', load: area('messages') },
  // /app/Tools is the classic admin Tools page (in the legacy frame); it links here.
  { path: 'DeveloperTools', load: () => import('../dev/developer-tools-page') },
  { path: 'partners', load: area('partnerList') },
  { path: 'PartnerForm', load: area('partnerForm') },
  { path: 'products', load: area('productList') },
  { path: 'ProductForm', load: area('productForm') },
  { path: 'ProductChooser', load: area('productChooser') },
  {
    path: 'ProductVariationList',
    load: area('productVariationList'),
  },
  {
    path: 'product-multilingual-data',
    load: area('productMultilingualData'),
  },
  { path: 'WebshopInfo', load: area('webshopInfo') },
  { path: 'vehicles', load: area('vehicles') },
  { path: 'product-search-conditions', load: area('searchConditions') },
  { path: 'product-import', load: area('productImport') },
  { path: 'partner-import', load: area('partnerImport') },
  { path: 'param-settings', load: area('paramSettings') },
  { path: 'param-settings/:currentSettingMenuId', load: area('paramSettings') },
  { path: 'discounts', load: area('discounts') },
  { path: 'discounts/new', load: area('discountForm') },
  { path: 'discounts/:discountId', load: area('discountForm') },
  { path: 'customer-invoices', load: area('invoices') },
  { path: 'CustomerInvoiceForm', load: area('invoiceForm') },
  { path: 'external-accounting', load: area('externalAccounting') },
  { path: 'email-template-editor', load: area('emailTemplateEditor') },
  { path: 'RateList', load: area('rateList') },
  { path: 'customer-orders', load: area('customerOrders') },
  { path: 'CustomerOrderForm', load: area('customerOrderForm') },
  { path: 'CustomerOrderReserveList', load: area('reserveList') },
  { path: 'OrderHistory', load: area('orderHistory') },
  { path: 'quotes', load: area('quotes') },
  { path: 'quote-pricing-assistant', load: area('quotePricingAssistant') },
  { path: 'QuoteForm', load: area('quoteForm') },
  { path: 'quote-requests', load: area('quoteRequests') },
  { path: 'QuoteRequestForm', load: area('quoteRequestForm') },
  { path: 'storages', load: area('storages') },
  { path: 'dashboards/warehouse', load: area('warehouseDashboard') },
  { path: 'shelving', load: area('shelving') },
  { path: 'stock-counts', load: area('stockCounts') },
  { path: 'stock-counts/:countId', load: area('stockCount') },
  { path: 'stock-counts/:countId/review', load: area('stockCountReview') },
  { path: 'picking-cycle', load: area('pickingCycles') },
  { path: 'picking-cycle/:cycleId', load: area('pickingCycle') },
  { path: 'settings/warehouse-dashboard', load: area('warehouseSettings') },
  { path: 'supplier-orders', load: area('supplierOrders') },
  { path: 'SupplierOrderForm', load: area('supplierOrderForm') },
  { path: 'supplier-order-creator', load: area('supplierOrderCreator') },
  {
    path: 'CustomerOrderSupplierOrderSelector',
    load: area('customerOrderSupplierOrderSelector'),
  },
  { path: 'tender-orders', load: area('tenderOrders') },
  { path: 'TenderOrderForm', load: area('tenderOrderForm') },
  { path: 'supplier-invoices', load: area('supplierInvoices') },
  { path: 'supplier-invoices/nav-inbox', load: area('supplierInvoiceNavInbox') },
  { path: 'SupplierInvoiceForm', load: area('supplierInvoiceForm') },
  { path: 'aggregated-supplier-order-items', load: area('aggregatedSupplierOrderItems') },
  { path: 'work-schedule', load: area('workSchedule') },
  { path: 'schedule-tabs', load: area('scheduleTabs') },
  { path: 'schedule-teams', load: area('scheduleTeams') },
  { path: 'workshop-orders', load: area('workshopOrders') },
  { path: 'delivery-methods', load: area('deliveryMethods') },
  { path: 'delivery-plan-conditions', load: area('planConditions') },
  { path: 'unpacking-fees', load: area('unpackingFees') },
  { path: 'delivery-vehicles', load: area('deliveryVehicles') },
  { path: 'manage-routes', load: area('manageRoutes') },
  { path: 'driver-route', load: area('driverRoute') },
  { path: 'UnpackingLabelPrinter', load: area('unpackingLabelPrinter') },
  { path: 'visual-design-board', load: area('visualDesignBoard') },
];

/** Wall and kiosk screens under /ambient, in their own layout without the navbar. */
export const AMBIENT_PAGES: readonly PageRoute[] = [
  { path: 'clock', load: () => import('../shell/ambient-clock-page') },
];

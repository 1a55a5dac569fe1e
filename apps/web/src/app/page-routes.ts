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
/** A page of rare-pages.ts (two hops, see there). */
const rare = (name: keyof typeof import('./rare-pages').RARE_PAGES) => () =>
  import('./rare-pages').then((m) => m.RARE_PAGES[name]());

export const APP_PAGES: readonly PageRoute[] = [
  { path: 'tasks', load: () => import('../features/inbox/tasks-page') },
  { path: 'messages', load: () => import('../features/inbox/messages-page') },
  // /app/Tools is the classic admin Tools page (in the legacy frame); it links here.
  { path: 'DeveloperTools', load: () => import('../dev/developer-tools-page') },
  { path: 'partners', load: () => import('../features/partners/partner-list-page') },
  { path: 'PartnerForm', load: () => import('../features/partners/partner-form-page') },
  { path: 'products', load: () => import('../features/products/product-list-page') },
  { path: 'ProductForm', load: () => import('../features/products/product-form-page') },
  { path: 'ProductChooser', load: () => import('../features/products/product-chooser-page') },
  {
    path: 'ProductVariationList',
    load: () => import('../features/products/product-variation-list-page'),
  },
  {
    path: 'product-multilingual-data',
    load: () => import('../features/products/product-multilingual-data-page'),
  },
  { path: 'WebshopInfo', load: rare('webshopInfo') },
  { path: 'vehicles', load: rare('vehicles') },
  { path: 'product-search-conditions', load: rare('searchConditions') },
  { path: 'product-import', load: rare('productImport') },
  { path: 'partner-import', load: rare('partnerImport') },
  { path: 'param-settings', load: rare('paramSettings') },
  { path: 'param-settings/:currentSettingMenuId', load: rare('paramSettings') },
  { path: 'discounts', load: () => import('../features/discounts/discount-list-page') },
  { path: 'discounts/new', load: () => import('../features/discounts/discount-form-page') },
  {
    path: 'discounts/:discountId',
    load: () => import('../features/discounts/discount-form-page'),
  },
  { path: 'customer-invoices', load: () => import('../features/invoices/invoice-list-page') },
  {
    path: 'CustomerInvoiceForm',
    load: () => import('../features/invoices/invoice-form-page'),
  },
  {
    path: 'external-accounting',
    load: () => import('../features/invoices/external-accounting-page'),
  },
  { path: 'RateList', load: () => import('../features/reference-data/rate-list-page') },
  {
    path: 'customer-orders',
    load: () => import('../features/customer-orders/customer-order-list-page'),
  },
  {
    path: 'CustomerOrderForm',
    load: () => import('../features/customer-orders/customer-order-form-page'),
  },
  {
    path: 'CustomerOrderReserveList',
    load: () => import('../features/customer-orders/reserve-list-page'),
  },
  { path: 'OrderHistory', load: () => import('../features/customer-orders/order-history-page') },
  { path: 'quotes', load: () => import('../features/customer-orders/quote-list-page') },
  {
    path: 'quote-pricing-assistant',
    load: () => import('../features/customer-orders/quote-pricing-assistant-page'),
  },
  { path: 'QuoteForm', load: () => import('../features/customer-orders/quote-form-page') },
  {
    path: 'quote-requests',
    load: () => import('../features/customer-orders/quote-request-list-page'),
  },
  {
    path: 'QuoteRequestForm',
    load: () => import('../features/customer-orders/quote-request-form-page'),
  },
];

/** Wall and kiosk screens under /ambient, in their own layout without the navbar. */
export const AMBIENT_PAGES: readonly PageRoute[] = [
  { path: 'clock', load: () => import('../shell/ambient-clock-page') },
];

/**
 * The business areas' pages (inbox, partners, products, rates, sales, discounts, invoices, imports…),
 * loaded in two hops: page-routes imports this small module lazily, and it imports the page. The
 * after-login bundle then lists only this module's chunk for them, not every chunk of each page
 * (the bundle budget, `npm run size`); opening the first of them costs one more small request.
 * A new area's pages go here.
 */
export const AREA_PAGES = {
  tasks: () => import('../features/inbox/tasks-page'),
  messages: () => import('../features/inbox/messages-page'),
  partnerList: () => import('../features/partners/partner-list-page'),
  partnerForm: () => import('../features/partners/partner-form-page'),
  productList: () => import('../features/products/product-list-page'),
  productForm: () => import('../features/products/product-form-page'),
  productChooser: () => import('../features/products/product-chooser-page'),
  productVariationList: () => import('../features/products/product-variation-list-page'),
  productMultilingualData: () => import('../features/products/product-multilingual-data-page'),
  rateList: () => import('../features/reference-data/rate-list-page'),
  customerOrders: () => import('../features/customer-orders/customer-order-list-page'),
  customerOrderForm: () => import('../features/customer-orders/customer-order-form-page'),
  reserveList: () => import('../features/customer-orders/reserve-list-page'),
  orderHistory: () => import('../features/customer-orders/order-history-page'),
  quotes: () => import('../features/customer-orders/quote-list-page'),
  quoteForm: () => import('../features/customer-orders/quote-form-page'),
  quotePricingAssistant: () => import('../features/customer-orders/quote-pricing-assistant-page'),
  quoteRequests: () => import('../features/customer-orders/quote-request-list-page'),
  quoteRequestForm: () => import('../features/customer-orders/quote-request-form-page'),
  discounts: () => import('../features/discounts/discount-list-page'),
  discountForm: () => import('../features/discounts/discount-form-page'),
  invoices: () => import('../features/invoices/invoice-list-page'),
  invoiceForm: () => import('../features/invoices/invoice-form-page'),
  externalAccounting: () => import('../features/invoices/external-accounting-page'),
  webshopInfo: () => import('../features/webshop/webshop-info-page'),
  vehicles: () => import('../features/vehicles/vehicles-page'),
  searchConditions: () => import('../features/products/search-conditions/search-conditions-page'),
  productImport: () => import('../features/imports/product-import-page'),
  partnerImport: () => import('../features/imports/partner-import-page'),
  paramSettings: () => import('../features/settings/param-settings-page'),
};

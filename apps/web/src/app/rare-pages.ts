/**
 * Rarely used pages (imports, settings, catalogue screens), loaded in two hops: page-routes imports
 * this small module lazily, and it imports the page. The after-login bundle then lists only this
 * module's chunk for them, not every chunk of each page (the bundle budget, `npm run size`, has
 * almost no room left); opening one of them costs one more small request.
 */
export const RARE_PAGES = {
  webshopInfo: () => import('../features/webshop/webshop-info-page'),
  vehicles: () => import('../features/vehicles/vehicles-page'),
  searchConditions: () => import('../features/products/search-conditions/search-conditions-page'),
  productImport: () => import('../features/imports/product-import-page'),
  partnerImport: () => import('../features/imports/partner-import-page'),
  paramSettings: () => import('../features/settings/param-settings-page'),
};

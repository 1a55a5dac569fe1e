import type { FastifyInstance } from 'fastify';
import type { SessionStore } from '../platform/auth/session-store.ts';
import type { Config } from '../platform/config.ts';
import type { Database } from '../platform/db/database.ts';
import { type LiveEvents, registerLiveEventRoutes } from '../platform/live-events.ts';
import { registerAuthRoutes } from './auth/auth.routes.ts';
import type { AuthService } from './auth/auth.service.ts';
import { registerCustomerOrderRoutes } from './customer-orders/customer-orders.routes.ts';
import { registerSalesDeskRoutes } from './customer-orders/pricing-assistant.routes.ts';
import { salesWidgets } from './customer-orders/sales.widgets.ts';
import { registerDeliveryRoutes } from './delivery/delivery.routes.ts';
import { registerDesignProofRoutes } from './design-proofs/design-proofs.routes.ts';
import type { Dictionary } from './dictionary/dictionary.service.ts';
import { registerDiscountRoutes } from './discounts/discounts.routes.ts';
import { registerDocumentRoutes } from './documents/documents.routes.ts';
import { registerEmailRoutes } from './emails/emails.routes.ts';
import { registerEmployeeRoutes } from './employees/employees.routes.ts';
import { registerImportRoutes } from './imports/imports.routes.ts';
import { createImporters } from './imports/registry.ts';
import { registerInboxRoutes } from './inbox/inbox.routes.ts';
import { inboxWidgets } from './inbox/inbox.widgets.ts';
import { invoiceNav } from './invoices/invoices.jobs.ts';
import { registerInvoiceRoutes } from './invoices/invoices.routes.ts';
import { invoiceWidgets } from './invoices/invoices.widgets.ts';
import { registerLibraryRoutes } from './library/library.routes.ts';
import { registerNavigationRoutes } from './navigation/navigation.routes.ts';
import { registerPartnerRoutes } from './partners/partners.routes.ts';
import { registerPickingRoutes } from './picking/picking.routes.ts';
import { registerProductionRoutes } from './production/production.routes.ts';
import { productionWidgets } from './production/production.widgets.ts';
import { registerProductRoutes } from './products/products.routes.ts';
import { registerPurchasingRoutes } from './purchasing/purchasing.routes.ts';
import { registerReferenceDataRoutes } from './reference-data/reference-data.routes.ts';
import { registerSettingRoutes } from './settings/settings.routes.ts';
import { registerShelvingRoutes } from './shelving/shelving.routes.ts';
import { registerStockCountRoutes } from './stock-counts/stock-counts.routes.ts';
import { registerStorageRoutes } from './storages/storages.routes.ts';
import { registerSupplierInvoiceRoutes } from './supplier-invoices/supplier-invoices.routes.ts';
import { supplierInvoiceWidgets } from './supplier-invoices/supplier-invoices.widgets.ts';
import { registerSystemRoutes } from './system/system.routes.ts';
import { registerTenderOrderRoutes } from './tender-orders/tender-orders.routes.ts';
import { registerUserRoutes } from './users/users.routes.ts';
import { registerVehicleRoutes } from './vehicles/vehicles.routes.ts';
import { registerWarehouseDashboardRoutes } from './warehouse-dashboard/warehouse-dashboard.routes.ts';
import { warehouseDashboardWidgets } from './warehouse-dashboard/warehouse-dashboard.widgets.ts';
import { registerWebshopRoutes } from './webshop/webshop.routes.ts';
import { registerWelcomePageRoutes } from './welcome-page/welcome-page.routes.ts';
import { WelcomePageService } from './welcome-page/welcome-page.service.ts';
import type { WidgetProvider } from './welcome-page/welcome-page.widgets.ts';

export interface ModuleDeps {
  config: Config;
  database: Database;
  sessions: SessionStore;
  auth: AuthService;
  dictionary: Dictionary;
  live: LiveEvents;
}

/** Welcome-page widgets, from the modules that own their data. */
const WIDGET_PROVIDERS: WidgetProvider[] = [
  ...inboxWidgets,
  ...salesWidgets,
  ...invoiceWidgets,
  ...warehouseDashboardWidgets,
  ...supplierInvoiceWidgets,
  ...productionWidgets,
];

/** Every business area's routes, under `{contextPath}/rest`. A new area adds one line here. */
export function registerModules(rest: FastifyInstance, deps: ModuleDeps): void {
  const { config, database, sessions, auth, dictionary, live } = deps;
  registerAuthRoutes(rest, database, auth);
  registerLiveEventRoutes(rest, database, live);
  registerUserRoutes(rest, database, sessions);
  registerSystemRoutes(rest, database, config.buildNumber);
  registerNavigationRoutes(rest, database, dictionary);
  registerWelcomePageRoutes(rest, database, new WelcomePageService(WIDGET_PROVIDERS, dictionary));
  registerInboxRoutes(rest, database);
  registerProductRoutes(rest, database, config);
  registerPartnerRoutes(rest, database, dictionary);
  registerEmployeeRoutes(rest, database);
  registerReferenceDataRoutes(rest, database, config);
  registerStorageRoutes(rest, database);
  registerShelvingRoutes(rest, database);
  registerPickingRoutes(rest, database);
  registerPurchasingRoutes(rest, database, dictionary);
  registerTenderOrderRoutes(rest, database);
  registerDiscountRoutes(rest, database);
  registerCustomerOrderRoutes(rest, database, dictionary);
  registerDeliveryRoutes(rest, database, config);
  registerDesignProofRoutes(rest, database);
  registerSettingRoutes(rest, database);
  registerVehicleRoutes(rest, database);
  registerWebshopRoutes(rest, database, config);
  registerImportRoutes(rest, database, dictionary, createImporters(dictionary));
  registerSalesDeskRoutes(rest, database);
  registerInvoiceRoutes(rest, database, { nav: invoiceNav(config) });
  registerDocumentRoutes(rest, database);
  registerLibraryRoutes(rest, database);
  registerEmailRoutes(rest, database);
  registerWarehouseDashboardRoutes(rest, database);
  registerStockCountRoutes(rest, database);
  registerSupplierInvoiceRoutes(rest, database, { nav: invoiceNav(config) });
  registerProductionRoutes(rest, database);
}

/**
 * Every Drizzle table, gathered from the areas' own `*.schema.ts` files beside their code. The SQL
 * migrations in ./migrations are the truth for the database; schema.test.ts compares both.
 */

export * from '../classic/classic.schema.ts';
export * from '../modules/customer-orders/customer-orders.schema.ts';
export * from '../modules/delivery/delivery.schema.ts';
export * from '../modules/design-proofs/design-proofs.schema.ts';
export * from '../modules/discounts/discounts.schema.ts';
export * from '../modules/documents/documents.schema.ts';
export * from '../modules/emails/emails.schema.ts';
export * from '../modules/employees/employees.schema.ts';
export * from '../modules/imports/imports.schema.ts';
export * from '../modules/invoices/invoices.schema.ts';
export * from '../modules/library/library.schema.ts';
export * from '../modules/partners/partners.schema.ts';
export * from '../modules/picking/picking.schema.ts';
export * from '../modules/production/production.schema.ts';
export * from '../modules/products/products.schema.ts';
export * from '../modules/purchasing/purchasing.schema.ts';
export * from '../modules/reference-data/reference-data.schema.ts';
export * from '../modules/shelving/shelving.schema.ts';
export * from '../modules/stock-counts/stock-counts.schema.ts';
export * from '../modules/storages/storages.schema.ts';
export * from '../modules/supplier-invoices/supplier-invoices.schema.ts';
export * from '../modules/tender-orders/tender-orders.schema.ts';
export * from '../modules/vehicles/vehicles.schema.ts';
export * from '../modules/warehouse-dashboard/warehouse-dashboard.schema.ts';
export * from '../modules/webshop/webshop.schema.ts';
export * from '../platform/platform.schema.ts';

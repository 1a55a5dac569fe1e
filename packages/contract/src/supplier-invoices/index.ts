export * from './endpoints.ts';
export * from './nav-inbox.ts';
export * from './supplier-invoice.ts';

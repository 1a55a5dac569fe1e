export * from './accounting.ts';
export * from './endpoints.ts';
export * from './invoice.ts';
export * from './rules.ts';
export * from './vat-status.ts';

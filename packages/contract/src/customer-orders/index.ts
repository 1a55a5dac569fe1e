export * from './documents.ts';
export * from './endpoints.ts';
export * from './orders.ts';
export * from './quotes.ts';

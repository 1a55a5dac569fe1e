export * from './dispatch.ts';
export * from './documents.ts';
export * from './endpoints.ts';
export * from './order-calls.ts';
export * from './orders.ts';
export * from './quotes.ts';

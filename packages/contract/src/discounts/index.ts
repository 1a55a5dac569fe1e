export * from './discount.ts';
export * from './endpoints.ts';

export * from './tender-orders.ts';

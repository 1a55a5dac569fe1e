export * from './schedule.ts';
export * from './workshop-orders.ts';

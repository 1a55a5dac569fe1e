export * from './schedule.ts';
export * from './settings.ts';
export * from './workshop-orders.ts';

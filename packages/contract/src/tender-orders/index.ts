export * from './margin.ts';
export * from './tender-orders.ts';

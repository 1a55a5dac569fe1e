export * from './common.ts';
export * from './couriers.ts';
export * from './methods.ts';
export * from './order-delivery.ts';
export * from './plans.ts';
export * from './routes.ts';
export * from './unpacking.ts';
export * from './vehicles.ts';

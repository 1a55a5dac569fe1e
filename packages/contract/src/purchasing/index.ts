export * from './generator.ts';
export * from './supplier-orders.ts';

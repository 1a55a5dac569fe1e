export * from './receipts.ts';
export * from './shelving.ts';

export * from './vehicles.ts';

export * from './endpoints.ts';
export * from './items.ts';
export * from './settings.ts';

export * from './endpoints.ts';
export * from './imports.ts';

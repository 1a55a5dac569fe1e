export * from './emails.ts';
export * from './endpoints.ts';

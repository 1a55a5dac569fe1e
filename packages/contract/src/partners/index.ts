export * from './endpoints.ts';
export * from './partner.ts';
export * from './validation.ts';

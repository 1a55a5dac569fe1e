export * from './documents.ts';

export * from './webshop.ts';

export * from './composition.ts';
export * from './endpoints.ts';
export * from './labels.ts';
export * from './minimum-stock.ts';
export * from './prices.ts';
export * from './product.ts';
export * from './search-conditions.ts';
export * from './variants.ts';

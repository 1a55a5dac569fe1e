export * from './codes.ts';
export * from './comments.ts';
export * from './countries.ts';
export * from './country-names.ts';
export * from './currencies.ts';
export * from './nav.ts';
export * from './phone.ts';
export * from './screen-setup.ts';

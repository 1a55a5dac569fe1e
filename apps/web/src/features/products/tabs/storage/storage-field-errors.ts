import { fieldMessages } from '../../../../lib/forms/field-errors';

/** The storage calls' refusals: an unusable storage location, or a product that is a service. */
export const storageMessages = fieldMessages(
  [
    { path: /^storageId$/, key: 'PRODUCTS.STORAGE.ERROR_STORAGE' },
    { path: /^productId$/, key: 'PRODUCTS.STORAGE.SERVICES_NOT_STORED' },
    { path: /^ids/, key: 'PRODUCTS.STORAGE.ERROR_GONE' },
  ],
  'PRODUCTS.STORAGE.ERROR_FAILED',
);

import type { TFunction } from 'i18next';

/** The audit actions of a product (the services' `action` values) and their labels. */
const ACTION_KEYS: Readonly<Record<string, string>> = {
  create: 'PRODUCTS.EVENT.ACTION.CREATE',
  update: 'PRODUCTS.EVENT.ACTION.UPDATE',
  delete: 'PRODUCTS.EVENT.ACTION.DELETE',
  'update-translations': 'PRODUCTS.EVENT.ACTION.UPDATE_TRANSLATIONS',
  'add-price': 'PRODUCTS.EVENT.ACTION.ADD_PRICE',
  'remove-price': 'PRODUCTS.EVENT.ACTION.REMOVE_PRICE',
  'add-supplier': 'PRODUCTS.EVENT.ACTION.ADD_SUPPLIER',
  'remove-supplier': 'PRODUCTS.EVENT.ACTION.REMOVE_SUPPLIER',
  'set-default-storage': 'PRODUCTS.EVENT.ACTION.SET_DEFAULT_STORAGE',
  'set-minimum-stock': 'PRODUCTS.EVENT.ACTION.SET_MINIMUM_STOCK',
  'delete-default-storage': 'PRODUCTS.EVENT.ACTION.DELETE_DEFAULT_STORAGE',
  'add-buffer-storage': 'PRODUCTS.EVENT.ACTION.ADD_BUFFER_STORAGE',
  'remove-buffer-storages': 'PRODUCTS.EVENT.ACTION.REMOVE_BUFFER_STORAGES',
  'set-substitutes': 'PRODUCTS.EVENT.ACTION.SET_SUBSTITUTES',
  'update-composition': 'PRODUCTS.EVENT.ACTION.UPDATE_COMPOSITION',
  'update-packages': 'PRODUCTS.EVENT.ACTION.UPDATE_PACKAGES',
  'update-containers': 'PRODUCTS.EVENT.ACTION.UPDATE_CONTAINERS',
  'update-vignette': 'PRODUCTS.EVENT.ACTION.UPDATE_VIGNETTE',
  'print-labels': 'PRODUCTS.EVENT.ACTION.PRINT_LABELS',
  'update-variants': 'PRODUCTS.EVENT.ACTION.UPDATE_VARIANTS',
  'add-media': 'PRODUCTS.EVENT.ACTION.ADD_MEDIA',
  'remove-media': 'PRODUCTS.EVENT.ACTION.REMOVE_MEDIA',
  'set-main-media': 'PRODUCTS.EVENT.ACTION.SET_MAIN_MEDIA',
};

/** The top-level fields the audit rows compare (the product, its names, its label). */
const FIELD_KEYS: Readonly<Record<string, string>> = {
  code: 'PRODUCTS.EVENT.FIELD.CODE',
  name: 'PRODUCTS.EVENT.FIELD.NAME',
  description: 'PRODUCTS.EVENT.FIELD.DESCRIPTION',
  isService: 'PRODUCTS.EVENT.FIELD.IS_SERVICE',
  group: 'PRODUCTS.EVENT.FIELD.GROUP',
  catalogue: 'PRODUCTS.EVENT.FIELD.CATALOGUE',
  measureUnitCode: 'PRODUCTS.EVENT.FIELD.MEASURE_UNIT_CODE',
  vatCode: 'PRODUCTS.EVENT.FIELD.VAT_CODE',
  isActive: 'PRODUCTS.EVENT.FIELD.IS_ACTIVE',
  aliases: 'PRODUCTS.EVENT.FIELD.ALIASES',
  imageUrl: 'PRODUCTS.EVENT.FIELD.IMAGE_URL',
  translations: 'PRODUCTS.EVENT.FIELD.TRANSLATIONS',
  templateCode: 'PRODUCTS.EVENT.FIELD.TEMPLATE_CODE',
  barcodeType: 'PRODUCTS.EVENT.FIELD.BARCODE_TYPE',
  barcodeValue: 'PRODUCTS.EVENT.FIELD.BARCODE_VALUE',
  lines: 'PRODUCTS.EVENT.FIELD.LINES',
  widthMm: 'PRODUCTS.EVENT.FIELD.WIDTH_MM',
  heightMm: 'PRODUCTS.EVENT.FIELD.HEIGHT_MM',
};

/** An action the list does not know yet shows as the server names it rather than not at all. */
export const actionLabel = (t: TFunction, action: string) =>
  ACTION_KEYS[action] ? t(ACTION_KEYS[action]) : action;

export const fieldLabel = (t: TFunction, field: string) =>
  FIELD_KEYS[field] ? t(FIELD_KEYS[field]) : field;

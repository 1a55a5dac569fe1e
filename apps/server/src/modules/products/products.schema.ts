/** Drizzle tables of products (mirror the SQL migrations in db/migrations; db/schema.test.ts compares). */
import { STOCK_REASONS, STOCK_SOURCE_KINDS } from '@kontor/contract';
import {
  bigint,
  bigserial,
  boolean,
  date,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
} from 'drizzle-orm/pg-core';
import { ts } from '../../db/columns.ts';

export const products = pgTable('products', {
  id: serial('id').primaryKey(),
  firmId: integer('firm_id').notNull(),
  code: text('code').notNull(),
  name: text('name').notNull(),
  imagePath: text('image_path'),
  isActive: boolean('is_active').notNull().default(true),
  version: integer('version').notNull().default(1),
  createdAt: ts('created_at').notNull().defaultNow(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
  // 0004_products.sql
  isService: boolean('is_service').notNull().default(false),
  description: text('description').notNull().default(''),
  groupId: integer('group_id'),
  catalogueId: integer('catalogue_id'),
  measureUnitCode: text('measure_unit_code').notNull().default('db'),
  vatCode: text('vat_code').notNull().default('27'),
  variationGroupId: integer('variation_group_id'),
  // 0007_search_words.sql: written by triggers only.
  searchDoc: text('search_doc').notNull().default(''),
  // 0039_minimum_stock_tender_orders.sql
  minimumStock: numeric('minimum_stock', { precision: 16, scale: 4 }),
  orderUpToStock: numeric('order_up_to_stock', { precision: 16, scale: 4 }),
  // 0041_design_proofs.sql
  needsDesignProof: boolean('needs_design_proof').notNull().default(false),
});

export const productGroups = pgTable('product_groups', {
  id: serial('id').primaryKey(),
  firmId: integer('firm_id').notNull(),
  kind: text('kind', { enum: ['PRODUCT', 'SERVICE'] }).notNull(),
  code: text('code').notNull(),
  name: text('name').notNull(),
  isActive: boolean('is_active').notNull().default(true),
});

export const productCatalogues = pgTable('product_catalogues', {
  id: serial('id').primaryKey(),
  firmId: integer('firm_id').notNull(),
  code: text('code').notNull(),
  name: text('name').notNull(),
  isActive: boolean('is_active').notNull().default(true),
});

export const productTranslations = pgTable(
  'product_translations',
  {
    firmId: integer('firm_id').notNull(),
    productId: integer('product_id').notNull(),
    language: text('language').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
  },
  (t) => [primaryKey({ columns: [t.productId, t.language] })],
);

export const productAliases = pgTable('product_aliases', {
  id: serial('id').primaryKey(),
  firmId: integer('firm_id').notNull(),
  productId: integer('product_id').notNull(),
  alias: text('alias').notNull(),
});

export const productPrices = pgTable('product_prices', {
  id: serial('id').primaryKey(),
  firmId: integer('firm_id').notNull(),
  productId: integer('product_id').notNull(),
  priceType: text('price_type').notNull(),
  currencyCode: text('currency_code').notNull(),
  unitPrice: numeric('unit_price', { precision: 16, scale: 4 }).notNull(),
  validFrom: date('valid_from', { mode: 'string' }).notNull(),
  validTo: date('valid_to', { mode: 'string' }),
  createdAt: ts('created_at').notNull().defaultNow(),
});

export const productSuppliers = pgTable('product_suppliers', {
  id: serial('id').primaryKey(),
  firmId: integer('firm_id').notNull(),
  productId: integer('product_id').notNull(),
  supplierId: integer('supplier_id').notNull(),
  supplierProductCode: text('supplier_product_code'),
  currencyCode: text('currency_code').notNull(),
  unitPrice: numeric('unit_price', { precision: 16, scale: 4 }).notNull(),
  minQuantity: numeric('min_quantity', { precision: 16, scale: 4 }).notNull().default('1'),
  leadTimeDays: integer('lead_time_days').notNull().default(0),
  isPreferred: boolean('is_preferred').notNull().default(false),
});

export const productSubstitutes = pgTable(
  'product_substitutes',
  {
    firmId: integer('firm_id').notNull(),
    productId: integer('product_id').notNull(),
    substituteId: integer('substitute_id').notNull(),
  },
  (t) => [primaryKey({ columns: [t.productId, t.substituteId] })],
);

export const productStorages = pgTable('product_storages', {
  id: serial('id').primaryKey(),
  firmId: integer('firm_id').notNull(),
  productId: integer('product_id').notNull(),
  storageId: integer('storage_id').notNull(),
  branchId: integer('branch_id').notNull(),
  kind: text('kind', { enum: ['DEFAULT', 'BUFFER'] }).notNull(),
});

export const stockMovements = pgTable('stock_movements', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  firmId: integer('firm_id').notNull(),
  productId: integer('product_id').notNull(),
  storageId: integer('storage_id').notNull(),
  quantity: numeric('quantity', { precision: 16, scale: 4 }).notNull(),
  reason: text('reason', { enum: STOCK_REASONS }).notNull(),
  reference: text('reference'),
  createdBy: integer('created_by'),
  createdAt: ts('created_at').notNull().defaultNow(),
  sourceKind: text('source_kind', { enum: STOCK_SOURCE_KINDS }),
  sourceId: bigint('source_id', { mode: 'number' }),
});

export const productComponents = pgTable(
  'product_components',
  {
    firmId: integer('firm_id').notNull(),
    productId: integer('product_id').notNull(),
    componentId: integer('component_id').notNull(),
    quantity: numeric('quantity', { precision: 16, scale: 4 }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.productId, t.componentId] })],
);

export const productPackages = pgTable('product_packages', {
  id: serial('id').primaryKey(),
  firmId: integer('firm_id').notNull(),
  productId: integer('product_id').notNull(),
  measureUnitCode: text('measure_unit_code').notNull(),
  quantity: numeric('quantity', { precision: 16, scale: 4 }).notNull(),
  barcode: text('barcode'),
  grossWeightKg: numeric('gross_weight_kg', { precision: 12, scale: 3 }),
});

export const productMedia = pgTable('product_media', {
  id: serial('id').primaryKey(),
  firmId: integer('firm_id').notNull(),
  productId: integer('product_id').notNull(),
  fileName: text('file_name').notNull(),
  originalName: text('original_name').notNull(),
  contentType: text('content_type').notNull(),
  sizeBytes: integer('size_bytes').notNull(),
  isMain: boolean('is_main').notNull().default(false),
  createdAt: ts('created_at').notNull().defaultNow(),
});

export const productLabels = pgTable('product_labels', {
  productId: integer('product_id').primaryKey(),
  firmId: integer('firm_id').notNull(),
  templateCode: text('template_code'),
  barcodeType: text('barcode_type', { enum: ['EAN13', 'EAN8', 'CODE128', 'QR'] })
    .notNull()
    .default('EAN13'),
  barcodeValue: text('barcode_value'),
  lines: text('lines').array().notNull().default([]),
  widthMm: integer('width_mm').notNull().default(50),
  heightMm: integer('height_mm').notNull().default(30),
});

export const productContainers = pgTable(
  'product_containers',
  {
    firmId: integer('firm_id').notNull(),
    productId: integer('product_id').notNull(),
    containerId: integer('container_id').notNull(),
    quantity: numeric('quantity', { precision: 16, scale: 4 }).notNull(),
    depositFee: numeric('deposit_fee', { precision: 16, scale: 2 }).notNull().default('0'),
    currencyCode: text('currency_code').notNull().default('HUF'),
  },
  (t) => [primaryKey({ columns: [t.productId, t.containerId] })],
);

export const productVariationGroups = pgTable('product_variation_groups', {
  id: serial('id').primaryKey(),
  firmId: integer('firm_id').notNull(),
  code: text('code').notNull(),
  name: text('name').notNull(),
  createdAt: ts('created_at').notNull().defaultNow(),
});

export const productVariantValues = pgTable(
  'product_variant_values',
  {
    firmId: integer('firm_id').notNull(),
    productId: integer('product_id').notNull(),
    attribute: text('attribute').notNull(),
    value: text('value').notNull(),
  },
  (t) => [primaryKey({ columns: [t.productId, t.attribute] })],
);

export const productSearchConditions = pgTable('product_search_conditions', {
  id: serial('id').primaryKey(),
  firmId: integer('firm_id').notNull(),
  userId: integer('user_id').notNull(),
  name: text('name').notNull(),
  filters: jsonb('filters').notNull(),
  version: integer('version').notNull().default(1),
  createdAt: ts('created_at').notNull().defaultNow(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});

/** Drizzle tables of reference-data (mirror the SQL migrations in db/migrations; db/schema.test.ts compares). */
import {
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

export const languages = pgTable('languages', {
  id: serial('id').primaryKey(),
  code: text('code').notNull(),
  nameHu: text('name_hu').notNull(),
  nameEn: text('name_en').notNull(),
  sortOrder: integer('sort_order').notNull().default(100),
});

export const measureUnits = pgTable('measure_units', {
  id: serial('id').primaryKey(),
  code: text('code').notNull(),
  nameHu: text('name_hu').notNull(),
  nameEn: text('name_en').notNull(),
  navUnit: text('nav_unit').notNull(),
  sortOrder: integer('sort_order').notNull().default(100),
});

export const currencies = pgTable('currencies', {
  id: serial('id').primaryKey(),
  code: text('code').notNull(),
  nameHu: text('name_hu').notNull(),
  nameEn: text('name_en').notNull(),
  decimals: integer('decimals').notNull().default(2),
  sortOrder: integer('sort_order').notNull().default(100),
});

export const currencyRates = pgTable(
  'currency_rates',
  {
    currencyCode: text('currency_code').notNull(),
    rateDate: date('rate_date', { mode: 'string' }).notNull(),
    rate: numeric('rate', { precision: 14, scale: 4 }).notNull(),
    unit: integer('unit').notNull().default(1),
    source: text('source', { enum: ['MNB', 'MANUAL'] })
      .notNull()
      .default('MNB'),
    importedAt: ts('imported_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.currencyCode, t.rateDate] })],
);

export const codes = pgTable('codes', {
  id: serial('id').primaryKey(),
  firmId: integer('firm_id').notNull(),
  codeGroup: text('code_group').notNull(),
  code: text('code').notNull(),
  nameHu: text('name_hu').notNull(),
  nameEn: text('name_en'),
  sortOrder: integer('sort_order').notNull().default(100),
  isActive: boolean('is_active').notNull().default(true),
});

export const couriers = pgTable('couriers', {
  id: serial('id').primaryKey(),
  firmId: integer('firm_id').notNull(),
  code: text('code').notNull(),
  name: text('name').notNull(),
  kind: text('kind', { enum: ['PARCEL', 'POSTAL', 'PARCEL_LOCKER', 'OWN_DELIVERY'] }).notNull(),
  accountNumber: text('account_number'),
  trackingUrlTemplate: text('tracking_url_template'),
  sortOrder: integer('sort_order').notNull().default(100),
  isActive: boolean('is_active').notNull().default(true),
});

export const documentTemplates = pgTable('document_templates', {
  id: serial('id').primaryKey(),
  firmId: integer('firm_id').notNull(),
  scope: text('scope').notNull(),
  kind: text('kind', { enum: ['DOCUMENT', 'EMAIL'] }).notNull(),
  code: text('code').notNull(),
  name: text('name').notNull(),
  language: text('language').notNull(),
  isDefault: boolean('is_default').notNull().default(false),
  isActive: boolean('is_active').notNull().default(true),
  sortOrder: integer('sort_order').notNull().default(100),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});

export const screenSetups = pgTable(
  'screen_setups',
  {
    userId: integer('user_id').notNull(),
    firmId: integer('firm_id').notNull(),
    screen: text('screen').notNull(),
    setup: jsonb('setup').notNull(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.firmId, t.screen] })],
);

export const comments = pgTable('comments', {
  id: serial('id').primaryKey(),
  firmId: integer('firm_id').notNull(),
  entityType: text('entity_type', {
    enum: ['QUOTE', 'QUOTE_REQUEST', 'CUSTOMER_ORDER'],
  }).notNull(),
  entityId: integer('entity_id').notNull(),
  authorUserId: integer('author_user_id').notNull(),
  text: text('text').notNull(),
  createdAt: ts('created_at').notNull().defaultNow(),
});

export const branches = pgTable('branches', {
  id: serial('id').primaryKey(),
  firmId: integer('firm_id').notNull(),
  code: text('code').notNull(),
  name: text('name').notNull(),
  countryCode: text('country_code').notNull().default('HU'),
  postalCode: text('postal_code').notNull(),
  city: text('city').notNull(),
  street: text('street').notNull(),
  isActive: boolean('is_active').notNull().default(true),
});

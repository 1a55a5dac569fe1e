/** Drizzle tables of partners (mirror the SQL migrations in db/migrations; db/schema.test.ts compares). */
import { boolean, integer, numeric, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { ts } from '../../db/columns.ts';

export const partners = pgTable('partners', {
  id: serial('id').primaryKey(),
  firmId: integer('firm_id').notNull(),
  code: text('code').notNull(),
  kind: text('kind', { enum: ['COMPANY', 'PERSON'] }).notNull(),
  name: text('name').notNull(),
  shortName: text('short_name'),
  roles: text('roles').array().notNull(),
  taxNumber: text('tax_number'),
  euVatNumber: text('eu_vat_number'),
  groupTaxNumber: text('group_tax_number'),
  registrationNumber: text('registration_number'),
  priceType: text('price_type'),
  /** The language of its documents and messages (languages.code); null: Hungarian. */
  language: text('language'),
  paymentMethod: text('payment_method').notNull().default('TRANSFER'),
  paymentTermsDays: integer('payment_terms_days').notNull().default(8),
  creditLimit: numeric('credit_limit', { precision: 16, scale: 2 }),
  salesRepEmployeeId: integer('sales_rep_employee_id'),
  notes: text('notes').notNull().default(''),
  isActive: boolean('is_active').notNull().default(true),
  version: integer('version').notNull().default(1),
  createdAt: ts('created_at').notNull().defaultNow(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
  // 0007_search_words.sql: written by triggers only.
  searchDoc: text('search_doc').notNull().default(''),
});

export const partnerAddresses = pgTable('partner_addresses', {
  id: serial('id').primaryKey(),
  firmId: integer('firm_id').notNull(),
  partnerId: integer('partner_id').notNull(),
  kind: text('kind', { enum: ['BILLING', 'SHIPPING'] }).notNull(),
  name: text('name'),
  countryCode: text('country_code').notNull().default('HU'),
  postalCode: text('postal_code').notNull(),
  city: text('city').notNull(),
  street: text('street').notNull(),
  isDefault: boolean('is_default').notNull().default(false),
});

export const partnerContacts = pgTable('partner_contacts', {
  id: serial('id').primaryKey(),
  firmId: integer('firm_id').notNull(),
  partnerId: integer('partner_id').notNull(),
  name: text('name').notNull(),
  phone: text('phone'),
  email: text('email'),
  position: text('position'),
  language: text('language').$type<'hu' | 'en' | 'de'>(),
  isPrimary: boolean('is_primary').notNull().default(false),
  version: integer('version').notNull().default(1),
  createdAt: ts('created_at').notNull().defaultNow(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});

export const partnerBankAccounts = pgTable('partner_bank_accounts', {
  id: serial('id').primaryKey(),
  firmId: integer('firm_id').notNull(),
  partnerId: integer('partner_id').notNull(),
  accountNumber: text('account_number').notNull(),
  format: text('format', { enum: ['HU', 'IBAN'] }).notNull(),
  bankName: text('bank_name'),
  currencyCode: text('currency_code').notNull().default('HUF'),
  isDefault: boolean('is_default').notNull().default(false),
  version: integer('version').notNull().default(1),
  createdAt: ts('created_at').notNull().defaultNow(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});

export const partnerLinks = pgTable('partner_links', {
  id: serial('id').primaryKey(),
  firmId: integer('firm_id').notNull(),
  partnerId: integer('partner_id').notNull(),
  linkedPartnerId: integer('linked_partner_id').notNull(),
  linkType: text('link_type', { enum: ['PARENT_COMPANY', 'BRANCH', 'PAYER', 'RELATED'] }).notNull(),
  createdAt: ts('created_at').notNull().defaultNow(),
});

/** Drizzle tables of discounts (mirror the SQL migrations in db/migrations; db/schema.test.ts compares). */
import { boolean, date, integer, numeric, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { ts } from '../../db/columns.ts';

/** Discount lists and their items (migration 0009; modules/discounts/README.md). */
export const discounts = pgTable('discounts', {
  id: serial('id').primaryKey(),
  firmId: integer('firm_id').notNull(),
  name: text('name').notNull(),
  scope: text('scope').notNull(),
  customerIds: integer('customer_ids').array().notNull().default([]),
  priceType: text('price_type'),
  currencyCode: text('currency_code'),
  validFrom: date('valid_from', { mode: 'string' }).notNull(),
  validTo: date('valid_to', { mode: 'string' }),
  priority: integer('priority').notNull().default(0),
  note: text('note').notNull().default(''),
  state: text('state').notNull().default('DRAFT'),
  ownerUserId: integer('owner_user_id').notNull(),
  changedByUserId: integer('changed_by_user_id').notNull(),
  approvedByUserId: integer('approved_by_user_id'),
  approvedAt: ts('approved_at'),
  version: integer('version').notNull().default(1),
  createdAt: ts('created_at').notNull().defaultNow(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});

export const discountItems = pgTable('discount_items', {
  id: serial('id').primaryKey(),
  firmId: integer('firm_id').notNull(),
  discountId: integer('discount_id').notNull(),
  target: text('target').notNull(),
  productId: integer('product_id'),
  groupId: integer('group_id'),
  catalogueId: integer('catalogue_id'),
  minQuantity: numeric('min_quantity', { precision: 16, scale: 4 }).notNull().default('0'),
  discountPercent: numeric('discount_percent', { precision: 7, scale: 4 }),
  fixedPrice: numeric('fixed_price', { precision: 16, scale: 4 }),
  listPrice: numeric('list_price', { precision: 16, scale: 4 }),
  purchaseCost: numeric('purchase_cost', { precision: 16, scale: 4 }),
  netPrice: numeric('net_price', { precision: 16, scale: 4 }),
  isCancelled: boolean('is_cancelled').notNull().default(false),
});

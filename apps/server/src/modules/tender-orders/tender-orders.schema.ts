/** Drizzle tables of tender orders (mirror migration 0039; db/schema.test.ts compares). */
import { TENDER_ORDER_STATES } from '@kontor/contract';
import { boolean, date, integer, numeric, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { ts } from '../../db/columns.ts';

export const tenderOrders = pgTable('tender_orders', {
  id: serial('id').primaryKey(),
  firmId: integer('firm_id').notNull(),
  number: text('number').notNull(),
  state: text('state', { enum: TENDER_ORDER_STATES }).notNull().default('DRAFT'),
  customerId: integer('customer_id').notNull(),
  currencyCode: text('currency_code').notNull(),
  title: text('title').notNull().default(''),
  tenderDate: date('tender_date', { mode: 'string' }).notNull(),
  note: text('note').notNull().default(''),
  quoteId: integer('quote_id'),
  customerOrderId: integer('customer_order_id'),
  version: integer('version').notNull().default(1),
  createdBy: integer('created_by'),
  createdAt: ts('created_at').notNull().defaultNow(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});

export const tenderOrderLines = pgTable('tender_order_lines', {
  id: serial('id').primaryKey(),
  firmId: integer('firm_id').notNull(),
  tenderOrderId: integer('tender_order_id').notNull(),
  position: integer('position').notNull(),
  productId: integer('product_id').notNull(),
  quantity: numeric('quantity', { precision: 16, scale: 4 }).notNull(),
  salePrice: numeric('sale_price', { precision: 16, scale: 4 }).notNull(),
});

export const tenderOrderOffers = pgTable('tender_order_offers', {
  firmId: integer('firm_id').notNull(),
  tenderOrderLineId: integer('tender_order_line_id').notNull(),
  supplierId: integer('supplier_id').notNull(),
  unitPrice: numeric('unit_price', { precision: 16, scale: 4 }).notNull(),
  leadTimeDays: integer('lead_time_days').notNull().default(0),
  isChosen: boolean('is_chosen').notNull().default(false),
});

/** Drizzle tables of supplier orders (mirror migration 0037; db/schema.test.ts compares). */
import { SUPPLIER_ORDER_STATES } from '@kontor/contract';
import { date, integer, numeric, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { ts } from '../../db/columns.ts';

export const supplierOrders = pgTable('supplier_orders', {
  id: serial('id').primaryKey(),
  firmId: integer('firm_id').notNull(),
  number: text('number').notNull(),
  state: text('state', { enum: SUPPLIER_ORDER_STATES }).notNull().default('DRAFT'),
  supplierId: integer('supplier_id').notNull(),
  currencyCode: text('currency_code').notNull(),
  exchangeRate: numeric('exchange_rate', { precision: 18, scale: 6 }).notNull(),
  orderDate: date('order_date', { mode: 'string' }).notNull(),
  wantedDate: date('wanted_date', { mode: 'string' }),
  note: text('note').notNull().default(''),
  version: integer('version').notNull().default(1),
  createdBy: integer('created_by'),
  sentAt: ts('sent_at'),
  createdAt: ts('created_at').notNull().defaultNow(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});

export const supplierOrderLines = pgTable('supplier_order_lines', {
  id: serial('id').primaryKey(),
  firmId: integer('firm_id').notNull(),
  supplierOrderId: integer('supplier_order_id').notNull(),
  position: integer('position').notNull(),
  productId: integer('product_id').notNull(),
  quantity: numeric('quantity', { precision: 16, scale: 4 }).notNull(),
  unitPrice: numeric('unit_price', { precision: 16, scale: 4 }).notNull(),
  receivedQuantity: numeric('received_quantity', { precision: 16, scale: 4 })
    .notNull()
    .default('0'),
  cancelledQuantity: numeric('cancelled_quantity', { precision: 16, scale: 4 })
    .notNull()
    .default('0'),
});

export const supplierOrderLineDemands = pgTable('supplier_order_line_demands', {
  firmId: integer('firm_id').notNull(),
  supplierOrderLineId: integer('supplier_order_line_id').notNull(),
  customerOrderLineId: integer('customer_order_line_id').notNull(),
  quantity: numeric('quantity', { precision: 16, scale: 4 }).notNull(),
});

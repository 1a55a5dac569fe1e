/** Drizzle tables of classic (mirror the SQL migrations in db/migrations; db/schema.test.ts compares). */
import { integer, jsonb, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { ts } from '../db/columns.ts';

/** The customer portal's read model of an order (migration 0005; classic/README.md). */
export const customerOrderAccess = pgTable('customer_order_access', {
  id: serial('id').primaryKey(),
  firmId: integer('firm_id').notNull(),
  orderNumber: text('order_number').notNull(),
  accessCodeHash: text('access_code_hash').notNull(),
  customerName: text('customer_name').notNull(),
  status: text('status').notNull(),
  statusChangedAt: ts('status_changed_at').notNull().defaultNow(),
  items: jsonb('items').notNull().default([]),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});

/** Drizzle tables of stock counts (mirror migration 0032; db/schema.test.ts compares). */
import { integer, numeric, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { ts } from '../../db/columns.ts';

export const stockCounts = pgTable('stock_counts', {
  id: serial('id').primaryKey(),
  firmId: integer('firm_id').notNull(),
  number: text('number').notNull(),
  storageId: integer('storage_id').notNull(),
  state: text('state', { enum: ['OPEN', 'COUNTING', 'POSTED', 'CANCELLED'] })
    .notNull()
    .default('OPEN'),
  note: text('note').notNull().default(''),
  uncounted: text('uncounted', { enum: ['KEEP', 'ZERO'] }),
  createdBy: integer('created_by'),
  createdAt: ts('created_at').notNull().defaultNow(),
  closedBy: integer('closed_by'),
  closedAt: ts('closed_at'),
});

export const stockCountLines = pgTable('stock_count_lines', {
  id: serial('id').primaryKey(),
  firmId: integer('firm_id').notNull(),
  countId: integer('count_id').notNull(),
  storageId: integer('storage_id').notNull(),
  productId: integer('product_id').notNull(),
  expected: numeric('expected', { precision: 16, scale: 4 }).notNull(),
  counted: numeric('counted', { precision: 16, scale: 4 }),
  onHandAtCount: numeric('on_hand_at_count', { precision: 16, scale: 4 }),
  countedBy: integer('counted_by'),
  countedAt: ts('counted_at'),
  adjustment: numeric('adjustment', { precision: 16, scale: 4 }),
});

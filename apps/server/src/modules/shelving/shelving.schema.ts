/** Drizzle tables of receipts and shelving (mirror migration 0030; db/schema.test.ts compares). */
import { RECEIPT_STATES } from '@kontor/contract';
import { date, integer, numeric, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { ts } from '../../db/columns.ts';

export const receipts = pgTable('receipts', {
  id: serial('id').primaryKey(),
  firmId: integer('firm_id').notNull(),
  number: text('number').notNull(),
  state: text('state', { enum: RECEIPT_STATES }).notNull().default('DRAFT'),
  supplierId: integer('supplier_id').notNull(),
  deliveryNoteNumber: text('delivery_note_number').notNull(),
  receiptDate: date('receipt_date', { mode: 'string' }).notNull(),
  storageId: integer('storage_id').notNull(),
  supplierOrderId: integer('supplier_order_id'),
  note: text('note').notNull().default(''),
  version: integer('version').notNull().default(1),
  createdBy: integer('created_by'),
  postedBy: integer('posted_by'),
  postedAt: ts('posted_at'),
  createdAt: ts('created_at').notNull().defaultNow(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});

export const receiptLines = pgTable('receipt_lines', {
  id: serial('id').primaryKey(),
  firmId: integer('firm_id').notNull(),
  receiptId: integer('receipt_id').notNull(),
  lineNo: integer('line_no').notNull(),
  productId: integer('product_id').notNull(),
  quantity: numeric('quantity', { precision: 16, scale: 4 }).notNull(),
  storageId: integer('storage_id').notNull(),
});

export const shelvingMoves = pgTable('shelving_moves', {
  id: serial('id').primaryKey(),
  firmId: integer('firm_id').notNull(),
  productId: integer('product_id').notNull(),
  fromStorageId: integer('from_storage_id').notNull(),
  toStorageId: integer('to_storage_id').notNull(),
  quantity: numeric('quantity', { precision: 16, scale: 4 }).notNull(),
  createdBy: integer('created_by'),
  createdAt: ts('created_at').notNull().defaultNow(),
});

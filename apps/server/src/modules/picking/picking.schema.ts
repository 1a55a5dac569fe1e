/** Drizzle tables of picking cycles (mirror migration 0031; db/schema.test.ts compares). */

import { PICKING_CYCLE_STATES, SHORT_PICK_REASONS } from '@kontor/contract';
import { boolean, integer, numeric, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { ts } from '../../db/columns.ts';

export const pickingCycles = pgTable('picking_cycles', {
  id: serial('id').primaryKey(),
  firmId: integer('firm_id').notNull(),
  number: text('number').notNull(),
  state: text('state', { enum: PICKING_CYCLE_STATES }).notNull().default('OPEN'),
  zoneId: integer('zone_id').notNull(),
  packingStorageId: integer('packing_storage_id').notNull(),
  assignedUserId: integer('assigned_user_id'),
  note: text('note').notNull().default(''),
  createdBy: integer('created_by'),
  createdAt: ts('created_at').notNull().defaultNow(),
  startedAt: ts('started_at'),
  closedAt: ts('closed_at'),
  closedBy: integer('closed_by'),
  version: integer('version').notNull().default(1),
});

export const pickingCycleLines = pgTable('picking_cycle_lines', {
  id: serial('id').primaryKey(),
  firmId: integer('firm_id').notNull(),
  cycleId: integer('cycle_id').notNull(),
  orderId: integer('order_id').notNull(),
  orderLineId: integer('order_line_id').notNull(),
  reservationId: integer('reservation_id'),
  productId: integer('product_id').notNull(),
  storageId: integer('storage_id').notNull(),
  storagePath: text('storage_path').array().notNull(),
  quantity: numeric('quantity', { precision: 16, scale: 4 }).notNull(),
  pickedQuantity: numeric('picked_quantity', { precision: 16, scale: 4 }),
  shortReason: text('short_reason', { enum: SHORT_PICK_REASONS }),
  confirmedBy: integer('confirmed_by'),
  confirmedAt: ts('confirmed_at'),
  isOpen: boolean('is_open').notNull().default(true),
});

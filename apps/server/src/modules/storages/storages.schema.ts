/** Drizzle tables of storages (mirror the SQL migrations in db/migrations; db/schema.test.ts compares). */
import { boolean, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { ts } from '../../db/columns.ts';

export const storages = pgTable('storages', {
  id: serial('id').primaryKey(),
  firmId: integer('firm_id').notNull(),
  branchId: integer('branch_id').notNull(),
  parentId: integer('parent_id'),
  code: text('code').notNull(),
  name: text('name').notNull(),
  type: text('type', { enum: ['WAREHOUSE', 'ZONE', 'SHELF', 'BIN', 'BUFFER'] }).notNull(),
  isActive: boolean('is_active').notNull().default(true),
  version: integer('version').notNull().default(1),
  createdAt: ts('created_at').notNull().defaultNow(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});

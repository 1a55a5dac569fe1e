/** Drizzle tables of the warehouse dashboard (mirror migrations 0033 and 0036; db/schema.test.ts compares). */
import { boolean, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';

export const warehouseJobTitles = pgTable('warehouse_job_titles', {
  id: serial('id').primaryKey(),
  firmId: integer('firm_id').notNull(),
  code: text('code').notNull(),
  name: text('name').notNull(),
  tabCodes: text('tab_codes').array().notNull().default([]),
  position: integer('position').notNull().default(0),
  isActive: boolean('is_active').notNull().default(true),
  version: integer('version').notNull().default(1),
});

export const warehouseWorkStations = pgTable('warehouse_work_stations', {
  id: serial('id').primaryKey(),
  firmId: integer('firm_id').notNull(),
  code: text('code').notNull(),
  name: text('name').notNull(),
  jobTitleCodes: text('job_title_codes').array().notNull().default([]),
  /** The branch it stands in; null: any. */
  branchId: integer('branch_id'),
  position: integer('position').notNull().default(0),
  isActive: boolean('is_active').notNull().default(true),
  version: integer('version').notNull().default(1),
});

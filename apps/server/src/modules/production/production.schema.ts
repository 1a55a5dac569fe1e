/** Drizzle tables of production and scheduling (mirror migrations 0040 and 0043; db/schema.test.ts compares). */
import { WORKSHOP_ORDER_STATES } from '@kontor/contract';
import { boolean, date, integer, numeric, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { ts } from '../../db/columns.ts';

export const scheduleTabs = pgTable('schedule_tabs', {
  firmId: integer('firm_id').notNull(),
  code: text('code').notNull(),
  source: text('source', { enum: ['WORKSHOP', 'ORDERS'] }).notNull(),
  unit: text('unit', { enum: ['HOURS', 'PIECES'] }).notNull(),
  defaultLoad: numeric('default_load', { precision: 10, scale: 2 }).notNull(),
  position: integer('position').notNull().default(0),
  isActive: boolean('is_active').notNull().default(true),
  name: text('name'),
  version: integer('version').notNull().default(1),
});

export const scheduleTeams = pgTable('schedule_teams', {
  id: serial('id').primaryKey(),
  firmId: integer('firm_id').notNull(),
  code: text('code').notNull(),
  name: text('name').notNull(),
  tabCode: text('tab_code').notNull(),
  workStationId: integer('work_station_id'),
  capacityPerMember: numeric('capacity_per_member', { precision: 10, scale: 2 }).notNull(),
  position: integer('position').notNull().default(0),
  isActive: boolean('is_active').notNull().default(true),
  version: integer('version').notNull().default(1),
});

export const scheduleTeamMembers = pgTable('schedule_team_members', {
  firmId: integer('firm_id').notNull(),
  teamId: integer('team_id').notNull(),
  employeeId: integer('employee_id').notNull(),
});

export const publicCalendarDays = pgTable('public_calendar_days', {
  day: date('day', { mode: 'string' }).primaryKey(),
  kind: text('kind', {
    enum: ['HOLIDAY', 'TRANSFERRED_WORKDAY', 'TRANSFERRED_REST_DAY'],
  }).notNull(),
  name: text('name').notNull(),
});

export const workshopOrders = pgTable('workshop_orders', {
  id: serial('id').primaryKey(),
  firmId: integer('firm_id').notNull(),
  number: text('number').notNull(),
  state: text('state', { enum: WORKSHOP_ORDER_STATES }).notNull().default('PLANNED'),
  customerOrderId: integer('customer_order_id').notNull(),
  customerOrderLineId: integer('customer_order_line_id').notNull(),
  productId: integer('product_id').notNull(),
  quantity: numeric('quantity', { precision: 16, scale: 4 }).notNull(),
  wantedDate: date('wanted_date', { mode: 'string' }),
  teamId: integer('team_id'),
  scheduledDate: date('scheduled_date', { mode: 'string' }),
  cannotProduceReason: text('cannot_produce_reason'),
  note: text('note').notNull().default(''),
  outputStorageId: integer('output_storage_id'),
  startedAt: ts('started_at'),
  finishedAt: ts('finished_at'),
  version: integer('version').notNull().default(1),
  createdBy: integer('created_by'),
  createdAt: ts('created_at').notNull().defaultNow(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});

export const workshopOrderMaterials = pgTable('workshop_order_materials', {
  firmId: integer('firm_id').notNull(),
  workshopOrderId: integer('workshop_order_id').notNull(),
  componentId: integer('component_id').notNull(),
  quantityPerUnit: numeric('quantity_per_unit', { precision: 16, scale: 4 }).notNull(),
  quantity: numeric('quantity', { precision: 16, scale: 4 }).notNull(),
  consumedQuantity: numeric('consumed_quantity', { precision: 16, scale: 4 })
    .notNull()
    .default('0'),
});

export const scheduleBookings = pgTable('schedule_bookings', {
  id: serial('id').primaryKey(),
  firmId: integer('firm_id').notNull(),
  tabCode: text('tab_code').notNull(),
  customerOrderId: integer('customer_order_id').notNull(),
  teamId: integer('team_id').notNull(),
  day: date('day', { mode: 'string' }).notNull(),
  position: integer('position').notNull(),
  load: numeric('load', { precision: 10, scale: 2 }).notNull(),
  overCapacity: boolean('over_capacity').notNull().default(false),
  overrideReason: text('override_reason'),
  version: integer('version').notNull().default(1),
  createdBy: integer('created_by'),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});

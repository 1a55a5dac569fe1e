/** Drizzle tables of employees (mirror the SQL migrations in db/migrations; db/schema.test.ts compares). */
import { boolean, date, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { ts } from '../../db/columns.ts';

export const employees = pgTable('employees', {
  id: serial('id').primaryKey(),
  firmId: integer('firm_id').notNull(),
  userId: integer('user_id'),
  name: text('name').notNull(),
  jobTitle: text('job_title').notNull(),
  email: text('email'),
  phone: text('phone'),
  profilePicUrl: text('profile_pic_url'),
  isActive: boolean('is_active').notNull().default(true),
  jobType: text('job_type', {
    enum: [
      'SALES_REPRESENTATIVE',
      'WAREHOUSE_WORKER',
      'DRIVER',
      'SCHEDULER',
      'WORKSHOP_WORKER',
      'BACK_OFFICE',
    ],
  }),
});

export const employeeAbsences = pgTable('employee_absences', {
  id: serial('id').primaryKey(),
  firmId: integer('firm_id').notNull(),
  employeeId: integer('employee_id').notNull(),
  dateFrom: date('date_from', { mode: 'string' }).notNull(),
  dateTo: date('date_to', { mode: 'string' }).notNull(),
  reason: text('reason').notNull().default(''),
  createdAt: ts('created_at').notNull().defaultNow(),
});

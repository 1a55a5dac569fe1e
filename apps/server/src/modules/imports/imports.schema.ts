/** Drizzle tables of imports (mirror the SQL migrations in db/migrations; db/schema.test.ts compares). */
import { boolean, integer, jsonb, pgTable, primaryKey, serial, text } from 'drizzle-orm/pg-core';
import { ts } from '../../db/columns.ts';

export const importFiles = pgTable('import_files', {
  id: serial('id').primaryKey(),
  firmId: integer('firm_id').notNull(),
  filename: text('filename').notNull(),
  format: text('format').notNull(),
  encoding: text('encoding').notNull(),
  delimiter: text('delimiter').notNull(),
  headers: text('headers').array().notNull(),
  uploadedBy: integer('uploaded_by'),
  createdAt: ts('created_at').notNull().defaultNow(),
});

export const importTemplates = pgTable('import_templates', {
  id: serial('id').primaryKey(),
  firmId: integer('firm_id').notNull(),
  type: text('type').notNull(),
  importMode: text('import_mode').notNull(),
  name: text('name').notNull(),
  mapping: jsonb('mapping').notNull(),
  createdBy: integer('created_by'),
  createdAt: ts('created_at').notNull().defaultNow(),
});

export const importRuns = pgTable('import_runs', {
  id: serial('id').primaryKey(),
  firmId: integer('firm_id').notNull(),
  fileId: integer('file_id').notNull(),
  type: text('type').notNull(),
  importMode: text('import_mode').notNull(),
  mapping: jsonb('mapping').notNull(),
  status: text('status').notNull().default('VALIDATED'),
  rowsTotal: integer('rows_total').notNull().default(0),
  rowsInvalid: integer('rows_invalid').notNull().default(0),
  rowsDone: integer('rows_done').notNull().default(0),
  rowsFailed: integer('rows_failed').notNull().default(0),
  cancelRequested: boolean('cancel_requested').notNull().default(false),
  createdBy: integer('created_by'),
  createdAt: ts('created_at').notNull().defaultNow(),
  startedAt: ts('started_at'),
  finishedAt: ts('finished_at'),
});

export const importRowResults = pgTable(
  'import_row_results',
  {
    importId: integer('import_id').notNull(),
    rowNumber: integer('row_number').notNull(),
    entityId: integer('entity_id'),
    isFailed: boolean('is_failed').notNull().default(false),
  },
  (t) => [primaryKey({ columns: [t.importId, t.rowNumber] })],
);

export const importErrors = pgTable(
  'import_errors',
  {
    importId: integer('import_id').notNull(),
    rowNumber: integer('row_number').notNull(),
    columnIndex: integer('column_index').notNull(),
    messageKey: text('message_key').notNull(),
    value: text('value').notNull().default(''),
  },
  (t) => [primaryKey({ columns: [t.importId, t.rowNumber, t.columnIndex] })],
);

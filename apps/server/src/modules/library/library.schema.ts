/** Drizzle tables of the library (mirror the SQL migrations in db/migrations; db/schema.test.ts compares). */
import { bigint, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { ts } from '../../db/columns.ts';

/** A file attached to an order, partner, product or supplier invoice: 0025_documents_library.sql. */
export const libraryFiles = pgTable('library_files', {
  id: serial('id').primaryKey(),
  firmId: integer('firm_id').notNull(),
  fileId: integer('file_id').notNull(),
  location: text('location').notNull(),
  ownerId: integer('owner_id').notNull(),
  filename: text('filename').notNull(),
  contentType: text('content_type').notNull(),
  sizeBytes: bigint('size_bytes', { mode: 'number' }).notNull(),
  uploadedBy: integer('uploaded_by'),
  uploadedAt: ts('uploaded_at').notNull().defaultNow(),
  deletedAt: ts('deleted_at'),
  deletedBy: integer('deleted_by'),
  purgedAt: ts('purged_at'),
});

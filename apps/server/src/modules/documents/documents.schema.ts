/** Drizzle tables of documents (mirror the SQL migrations in db/migrations; db/schema.test.ts compares). */

import { DOCUMENT_KINDS } from '@kontor/contract';
import { integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { ts } from '../../db/columns.ts';

/** A document made (rendered) for someone: 0025_documents_library.sql. */
export const documents = pgTable('documents', {
  id: serial('id').primaryKey(),
  firmId: integer('firm_id').notNull(),
  kind: text('kind', { enum: DOCUMENT_KINDS }).notNull(),
  sourceId: integer('source_id').notNull(),
  number: text('number').notNull(),
  language: text('language', { enum: ['hu', 'en', 'de'] }).notNull(),
  sizeBytes: integer('size_bytes').notNull(),
  madeBy: integer('made_by'),
  madeAt: ts('made_at').notNull().defaultNow(),
});

/** Drizzle tables of e-mail (mirror the SQL migrations in db/migrations; db/schema.test.ts compares). */
import { integer, pgTable, serial, text, uuid } from 'drizzle-orm/pg-core';
import { bytea, ts } from '../../db/columns.ts';

// --- e-mail (migration 0026) ---
export const emailTemplateTypes = pgTable('email_template_types', {
  id: serial('id').primaryKey(),
  firmId: integer('firm_id').notNull(),
  name: text('name').notNull(),
  groupId: integer('group_id').notNull(),
  documentKind: text('document_kind'),
  createdAt: ts('created_at').notNull().defaultNow(),
});

export const emailTemplates = pgTable('email_templates', {
  id: serial('id').primaryKey(),
  firmId: integer('firm_id').notNull(),
  typeId: integer('type_id').notNull(),
  language: text('language').notNull(),
  subject: text('subject').notNull(),
  body: text('body').notNull(),
  version: integer('version').notNull().default(1),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});

export const emailMessages = pgTable('email_messages', {
  id: serial('id').primaryKey(),
  firmId: integer('firm_id').notNull(),
  requestKey: uuid('request_key').notNull(),
  messageId: text('message_id').notNull(),
  documentKind: text('document_kind').notNull(),
  documentId: integer('document_id').notNull(),
  typeId: integer('type_id'),
  language: text('language').notNull(),
  fromAddress: text('from_address').notNull(),
  toAddresses: text('to_addresses').array().notNull(),
  ccAddresses: text('cc_addresses').array().notNull().default([]),
  subject: text('subject').notNull(),
  body: text('body').notNull(),
  attachmentName: text('attachment_name'),
  attachment: bytea('attachment'),
  state: text('state').notNull().default('QUEUED'),
  attempts: integer('attempts').notNull().default(0),
  serverAnswer: text('server_answer'),
  createdBy: integer('created_by').notNull(),
  createdAt: ts('created_at').notNull().defaultNow(),
  claimedAt: ts('claimed_at'),
  sentAt: ts('sent_at'),
});

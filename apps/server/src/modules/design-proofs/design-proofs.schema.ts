/** Drizzle tables of design proofs (mirror migration 0041; db/schema.test.ts compares). */
import { integer, numeric, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { ts } from '../../db/columns.ts';

export const designProofs = pgTable('design_proofs', {
  id: serial('id').primaryKey(),
  firmId: integer('firm_id').notNull(),
  orderId: integer('order_id').notNull(),
  orderLineId: integer('order_line_id').notNull(),
  state: text('state', { enum: ['TO_DESIGN', 'SENT', 'ACCEPTED', 'REJECTED'] })
    .notNull()
    .default('TO_DESIGN'),
  locationX: numeric('location_x', { precision: 6, scale: 5 }),
  locationY: numeric('location_y', { precision: 6, scale: 5 }),
  locationSize: numeric('location_size', { precision: 6, scale: 5 }),
  version: integer('version').notNull().default(1),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});

export const designProofVersions = pgTable('design_proof_versions', {
  id: serial('id').primaryKey(),
  firmId: integer('firm_id').notNull(),
  proofId: integer('proof_id').notNull(),
  number: integer('number').notNull(),
  fileId: integer('file_id').notNull(),
  filename: text('filename').notNull(),
  contentType: text('content_type').notNull(),
  sizeBytes: integer('size_bytes').notNull(),
  tokenHash: text('token_hash').notNull(),
  expiresAt: ts('expires_at').notNull(),
  uploadedBy: integer('uploaded_by'),
  uploadedAt: ts('uploaded_at').notNull().defaultNow(),
  emailMessageId: integer('email_message_id'),
  answer: text('answer', { enum: ['ACCEPTED', 'REJECTED'] }),
  answeredAt: ts('answered_at'),
  stampName: text('stamp_name'),
  comment: text('comment'),
  onBehalfBy: integer('on_behalf_by'),
});

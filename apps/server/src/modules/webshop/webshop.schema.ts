/** Drizzle tables of webshop (mirror the SQL migrations in db/migrations; db/schema.test.ts compares). */
import { boolean, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { ts } from '../../db/columns.ts';

// --- webshop (migration 0015) ---
export const productWebshop = pgTable('product_webshop', {
  firmId: integer('firm_id').notNull(),
  productId: integer('product_id').primaryKey(),
  published: boolean('published').notNull().default(false),
  mainMediaId: integer('main_media_id'),
  version: integer('version').notNull().default(1),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});

export const productWebshopTexts = pgTable(
  'product_webshop_texts',
  {
    firmId: integer('firm_id').notNull(),
    productId: integer('product_id').notNull(),
    language: text('language').notNull(),
    shortDescription: text('short_description').notNull().default(''),
    longDescription: text('long_description').notNull().default(''),
    slug: text('slug'),
  },
  (t) => [primaryKey({ columns: [t.productId, t.language] })],
);

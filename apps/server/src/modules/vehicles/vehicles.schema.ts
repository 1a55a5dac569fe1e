/** Drizzle tables of vehicles (mirror the SQL migrations in db/migrations; db/schema.test.ts compares). */
import { boolean, integer, pgTable, primaryKey, serial, text } from 'drizzle-orm/pg-core';

export const vehicleMakers = pgTable('vehicle_makers', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
});

export const vehicleModels = pgTable('vehicle_models', {
  id: serial('id').primaryKey(),
  makerId: integer('maker_id').notNull(),
  name: text('name').notNull(),
  yearFrom: integer('year_from').notNull(),
  yearTo: integer('year_to'),
});

export const vehicleWindshields = pgTable('vehicle_windshields', {
  id: serial('id').primaryKey(),
  modelId: integer('model_id').notNull(),
  glassCode: text('glass_code').notNull(),
  internationalSku: text('international_sku').notNull(),
  hasRainSensor: boolean('has_rain_sensor').notNull().default(false),
  hasHeating: boolean('has_heating').notNull().default(false),
  hasCameraBracket: boolean('has_camera_bracket').notNull().default(false),
  widthMm: integer('width_mm').notNull(),
  heightMm: integer('height_mm').notNull(),
});

// --- vehicle import (migration 0019) ---
export const vehicleWindshieldProducts = pgTable(
  'vehicle_windshield_products',
  {
    firmId: integer('firm_id').notNull(),
    windshieldId: integer('windshield_id').notNull(),
    productId: integer('product_id').notNull(),
  },
  (t) => [primaryKey({ columns: [t.firmId, t.windshieldId] })],
);

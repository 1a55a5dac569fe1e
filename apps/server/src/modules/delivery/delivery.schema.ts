/** Drizzle tables of delivery (mirror db/migrations/0042_delivery.sql; db/schema.test.ts compares). */
import { boolean, date, integer, jsonb, numeric, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { ts } from '../../db/columns.ts';

export const deliveryMethods = pgTable('delivery_methods', {
  id: serial('id').primaryKey(),
  firmId: integer('firm_id').notNull(),
  code: text('code').notNull(),
  name: text('name').notNull(),
  kind: text('kind').notNull(),
  courier: text('courier'),
  feeRule: text('fee_rule').notNull(),
  fixedFee: numeric('fixed_fee', { precision: 14, scale: 2 }).notNull(),
  weightBands: jsonb('weight_bands').notNull(),
  freeAboveNet: numeric('free_above_net', { precision: 14, scale: 2 }),
  serviceProductId: integer('service_product_id'),
  isActive: boolean('is_active').notNull(),
  version: integer('version').notNull(),
  createdAt: ts('created_at').notNull(),
  updatedAt: ts('updated_at').notNull(),
});

export const deliveryPlanConditions = pgTable('delivery_plan_conditions', {
  id: serial('id').primaryKey(),
  firmId: integer('firm_id').notNull(),
  name: text('name').notNull(),
  postcodeFrom: text('postcode_from').notNull(),
  postcodeTo: text('postcode_to').notNull(),
  weekdays: integer('weekdays').array().notNull(),
  cutoffTime: text('cutoff_time').notNull(),
  leadDays: integer('lead_days').notNull(),
  deliveryMethodId: integer('delivery_method_id').notNull(),
  isActive: boolean('is_active').notNull(),
  version: integer('version').notNull(),
});

export const deliveryVehicles = pgTable('delivery_vehicles', {
  id: serial('id').primaryKey(),
  firmId: integer('firm_id').notNull(),
  plateNumber: text('plate_number').notNull(),
  name: text('name').notNull(),
  capacityKg: numeric('capacity_kg', { precision: 9, scale: 1 }).notNull(),
  capacityM3: numeric('capacity_m3', { precision: 9, scale: 3 }).notNull(),
  isActive: boolean('is_active').notNull(),
  version: integer('version').notNull(),
});

export const deliveryRoutes = pgTable('delivery_routes', {
  id: serial('id').primaryKey(),
  firmId: integer('firm_id').notNull(),
  number: text('number').notNull(),
  routeDate: date('route_date', { mode: 'string' }).notNull(),
  branchId: integer('branch_id').notNull(),
  vehicleId: integer('vehicle_id').notNull(),
  driverUserId: integer('driver_user_id').notNull(),
  state: text('state').notNull(),
  note: text('note').notNull(),
  distanceKm: numeric('distance_km', { precision: 8, scale: 1 }).notNull(),
  departedAt: ts('departed_at'),
  returnedAt: ts('returned_at'),
  version: integer('version').notNull(),
  createdBy: integer('created_by'),
  createdAt: ts('created_at').notNull(),
  updatedAt: ts('updated_at').notNull(),
});

export const deliveryRouteStops = pgTable('delivery_route_stops', {
  id: serial('id').primaryKey(),
  firmId: integer('firm_id').notNull(),
  routeId: integer('route_id').notNull(),
  customerOrderId: integer('customer_order_id').notNull(),
  position: integer('position').notNull(),
  state: text('state').notNull(),
  isOpen: boolean('is_open').notNull(),
  arrivedAt: ts('arrived_at'),
  completedAt: ts('completed_at'),
  failureReason: text('failure_reason'),
  failureNote: text('failure_note'),
  recipientName: text('recipient_name'),
  signatureFileId: integer('signature_file_id'),
  photoFileId: integer('photo_file_id'),
  photoType: text('photo_type'),
});

export const orderDeliveries = pgTable('order_deliveries', {
  customerOrderId: integer('customer_order_id').primaryKey(),
  firmId: integer('firm_id').notNull(),
  deliveryMethodId: integer('delivery_method_id'),
  wantsUnpacking: boolean('wants_unpacking').notNull(),
  deliveryLineId: integer('delivery_line_id'),
  unpackingLineId: integer('unpacking_line_id'),
  deliveryFee: numeric('delivery_fee', { precision: 14, scale: 2 }).notNull(),
  unpackingFee: numeric('unpacking_fee', { precision: 14, scale: 2 }).notNull(),
});

export const unpackingFees = pgTable('unpacking_fees', {
  id: serial('id').primaryKey(),
  firmId: integer('firm_id').notNull(),
  productGroupId: integer('product_group_id'),
  sizeClass: text('size_class').notNull(),
  amount: numeric('amount', { precision: 14, scale: 2 }).notNull(),
  serviceProductId: integer('service_product_id'),
  isActive: boolean('is_active').notNull(),
  version: integer('version').notNull(),
});

export const courierShipments = pgTable('courier_shipments', {
  id: serial('id').primaryKey(),
  firmId: integer('firm_id').notNull(),
  customerOrderId: integer('customer_order_id').notNull(),
  courier: text('courier').notNull(),
  state: text('state').notNull(),
  clientReference: text('client_reference').notNull(),
  parcelCount: integer('parcel_count').notNull(),
  parcelIds: integer('parcel_ids').array().notNull(),
  parcelNumbers: text('parcel_numbers').array().notNull(),
  labelFormat: text('label_format').notNull(),
  labelFileId: integer('label_file_id'),
  createdAt: ts('created_at').notNull(),
  printedAt: ts('printed_at'),
});

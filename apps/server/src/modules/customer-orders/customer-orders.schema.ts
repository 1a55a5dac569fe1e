/** Drizzle tables of customer-orders (mirror the SQL migrations in db/migrations; db/schema.test.ts compares). */
import { date, integer, jsonb, numeric, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { ts } from '../../db/columns.ts';

export const quoteRequests = pgTable('quote_requests', {
  id: serial('id').primaryKey(),
  firmId: integer('firm_id').notNull(),
  number: text('number').notNull(),
  state: text('state', { enum: ['OPEN', 'QUOTED', 'DECLINED'] })
    .notNull()
    .default('OPEN'),
  customerId: integer('customer_id'),
  prospectName: text('prospect_name').notNull().default(''),
  contactName: text('contact_name').notNull().default(''),
  contactEmail: text('contact_email').notNull().default(''),
  contactPhone: text('contact_phone').notNull().default(''),
  subject: text('subject').notNull(),
  salesRepEmployeeId: integer('sales_rep_employee_id'),
  quoteId: integer('quote_id'),
  version: integer('version').notNull().default(1),
  createdBy: integer('created_by'),
  createdAt: ts('created_at').notNull().defaultNow(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});

export const quoteRequestLines = pgTable('quote_request_lines', {
  id: serial('id').primaryKey(),
  firmId: integer('firm_id').notNull(),
  quoteRequestId: integer('quote_request_id').notNull(),
  position: integer('position').notNull(),
  productId: integer('product_id'),
  description: text('description').notNull().default(''),
  quantity: numeric('quantity', { precision: 16, scale: 4 }).notNull(),
  wantedDate: date('wanted_date', { mode: 'string' }),
});

/** Header columns quotes and customer orders share. */
const documentColumns = () => ({
  id: serial('id').primaryKey(),
  firmId: integer('firm_id').notNull(),
  number: text('number').notNull(),
  customerId: integer('customer_id').notNull(),
  contactId: integer('contact_id'),
  currencyCode: text('currency_code').notNull(),
  priceType: text('price_type').notNull(),
  priceBasis: text('price_basis', { enum: ['net', 'gross'] }).notNull(),
  salesRepEmployeeId: integer('sales_rep_employee_id'),
  netTotal: numeric('net_total', { precision: 18, scale: 4 }).notNull().default('0'),
  vatTotal: numeric('vat_total', { precision: 18, scale: 4 }).notNull().default('0'),
  grossTotal: numeric('gross_total', { precision: 18, scale: 4 }).notNull().default('0'),
  version: integer('version').notNull().default(1),
  createdBy: integer('created_by'),
  createdAt: ts('created_at').notNull().defaultNow(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});

export const quotes = pgTable('quotes', {
  ...documentColumns(),
  state: text('state', { enum: ['DRAFT', 'SENT', 'APPROVED', 'REJECTED', 'ORDERED'] })
    .notNull()
    .default('DRAFT'),
  quoteRequestId: integer('quote_request_id'),
  quoteDate: date('quote_date', { mode: 'string' }).notNull(),
  validUntil: date('valid_until', { mode: 'string' }).notNull(),
  note: text('note').notNull().default(''),
});

export const customerOrders = pgTable('customer_orders', {
  ...documentColumns(),
  state: text('state', {
    enum: ['DRAFT', 'CONFIRMED', 'IN_PROGRESS', 'READY', 'DISPATCHED', 'CLOSED', 'CANCELLED'],
  })
    .notNull()
    .default('DRAFT'),
  quoteId: integer('quote_id'),
  branchId: integer('branch_id').notNull(),
  exchangeRate: numeric('exchange_rate', { precision: 14, scale: 4 }),
  paymentMethod: text('payment_method').notNull(),
  paymentTermsDays: integer('payment_terms_days').notNull(),
  orderDate: date('order_date', { mode: 'string' }).notNull(),
  wantedDeliveryDate: date('wanted_delivery_date', { mode: 'string' }),
  billingAddress: text('billing_address').notNull(),
  deliveryAddress: text('delivery_address').notNull(),
  /** Customer orders, second part (0014_sales_speed.sql). */
  deliveryAddressId: integer('delivery_address_id'),
  /** f_search_key(number, customer name), kept by triggers; the list's term search. */
  searchDoc: text('search_doc').notNull().default(''),
  /** The customer's name, kept by the same triggers; the list's customer sort (0016). */
  customerSort: text('customer_sort').notNull().default(''),
  internalNote: text('internal_note').notNull().default(''),
  customerNote: text('customer_note').notNull().default(''),
  modifiedBy: integer('modified_by'),
  createdByEmployeeId: integer('created_by_employee_id'),
  modifiedByEmployeeId: integer('modified_by_employee_id'),
});

/** Priced line columns quote lines and order lines share (money.ts computes the amounts). */
const lineColumns = () => ({
  id: serial('id').primaryKey(),
  firmId: integer('firm_id').notNull(),
  position: integer('position').notNull(),
  productId: integer('product_id').notNull(),
  description: text('description').notNull().default(''),
  quantity: numeric('quantity', { precision: 16, scale: 4 }).notNull(),
  unit: text('unit').notNull(),
  unitPrice: numeric('unit_price', { precision: 16, scale: 4 }).notNull(),
  discountPercent: numeric('discount_percent', { precision: 5, scale: 2 }).notNull().default('0'),
  vatCode: text('vat_code').notNull(),
  vatRate: numeric('vat_rate', { precision: 5, scale: 2 }).notNull(),
  net: numeric('net', { precision: 18, scale: 4 }).notNull(),
  vat: numeric('vat', { precision: 18, scale: 4 }).notNull(),
  gross: numeric('gross', { precision: 18, scale: 4 }).notNull(),
  /** Why the line got its price (the pricing engine's discount); null from the list alone. */
  priceExplanation: text('price_explanation'),
  /** The same as data (0024): kind, price list, discount list and approver; null before. */
  priceSource: jsonb('price_source').$type<{
    kind: 'LIST' | 'DISCOUNT' | 'MANUAL';
    priceList: string | null;
    discountId: number | null;
    discountName: string | null;
    approvedBy: string | null;
  }>(),
});

export const quoteLines = pgTable('quote_lines', {
  ...lineColumns(),
  quoteId: integer('quote_id').notNull(),
});

export const customerOrderLines = pgTable('customer_order_lines', {
  ...lineColumns(),
  orderId: integer('order_id').notNull(),
  fulfilment: text('fulfilment', { enum: ['STOCK', 'PURCHASE', 'PRODUCTION', 'SUBCONTRACT'] })
    .notNull()
    .default('STOCK'),
  fulfilmentPartnerId: integer('fulfilment_partner_id'),
  dispatchedQuantity: numeric('dispatched_quantity', { precision: 16, scale: 4 })
    .notNull()
    .default('0'),
});

export const stockReservations = pgTable('stock_reservations', {
  id: serial('id').primaryKey(),
  firmId: integer('firm_id').notNull(),
  orderLineId: integer('order_line_id'),
  /** Materials of a workshop order (migration 0040): a reservation has a line or this. */
  workshopOrderId: integer('workshop_order_id'),
  productId: integer('product_id').notNull(),
  storageId: integer('storage_id').notNull(),
  quantity: numeric('quantity', { precision: 16, scale: 4 }).notNull(),
  createdAt: ts('created_at').notNull().defaultNow(),
});

export const dispatches = pgTable('dispatches', {
  id: serial('id').primaryKey(),
  firmId: integer('firm_id').notNull(),
  customerOrderId: integer('customer_order_id').notNull(),
  number: text('number').notNull(),
  dispatchedAt: ts('dispatched_at').notNull().defaultNow(),
  dispatchedBy: integer('dispatched_by'),
});

export const dispatchLines = pgTable('dispatch_lines', {
  id: serial('id').primaryKey(),
  dispatchId: integer('dispatch_id').notNull(),
  customerOrderLineId: integer('customer_order_line_id').notNull(),
  // 0022: null for a service line (nothing leaves a storage).
  storageId: integer('storage_id'),
  quantity: numeric('quantity', { precision: 16, scale: 4 }).notNull(),
});

export const orderParcels = pgTable('order_parcels', {
  id: serial('id').primaryKey(),
  firmId: integer('firm_id').notNull(),
  customerOrderId: integer('customer_order_id').notNull(),
  position: integer('position').notNull(),
  count: integer('count').notNull(),
  weightKg: numeric('weight_kg', { precision: 10, scale: 3 }).notNull(),
  lengthCm: integer('length_cm').notNull(),
  widthCm: integer('width_cm').notNull(),
  heightCm: integer('height_cm').notNull(),
});

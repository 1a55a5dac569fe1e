/** Drizzle tables of supplier invoices (mirror migration 0038; db/schema.test.ts compares). */
import { SUPPLIER_INVOICE_STATES } from '@kontor/contract';
import { boolean, date, integer, numeric, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { ts } from '../../db/columns.ts';

const amount = (name: string) => numeric(name, { precision: 18, scale: 4 });

export const supplierInvoices = pgTable('supplier_invoices', {
  id: serial('id').primaryKey(),
  firmId: integer('firm_id').notNull(),
  supplierId: integer('supplier_id').notNull(),
  invoiceNumber: text('invoice_number').notNull(),
  state: text('state', { enum: SUPPLIER_INVOICE_STATES }).notNull().default('DRAFT'),
  isProforma: boolean('is_proforma').notNull().default(false),
  issueDate: date('issue_date', { mode: 'string' }).notNull(),
  fulfilmentDate: date('fulfilment_date', { mode: 'string' }).notNull(),
  dueDate: date('due_date', { mode: 'string' }).notNull(),
  currencyCode: text('currency_code').notNull(),
  exchangeRate: numeric('exchange_rate', { precision: 18, scale: 6 }).notNull(),
  paymentMethod: text('payment_method').notNull(),
  note: text('note').notNull().default(''),
  netTotal: amount('net_total').notNull().default('0'),
  vatTotal: amount('vat_total').notNull().default('0'),
  grossTotal: amount('gross_total').notNull().default('0'),
  paidTotal: amount('paid_total').notNull().default('0'),
  version: integer('version').notNull().default(1),
  createdBy: integer('created_by'),
  approvedBy: integer('approved_by'),
  approvedAt: ts('approved_at'),
  createdAt: ts('created_at').notNull().defaultNow(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});

export const supplierInvoiceItems = pgTable('supplier_invoice_items', {
  id: serial('id').primaryKey(),
  firmId: integer('firm_id').notNull(),
  supplierInvoiceId: integer('supplier_invoice_id').notNull(),
  supplierOrderLineId: integer('supplier_order_line_id').notNull(),
  quantity: numeric('quantity', { precision: 16, scale: 4 }).notNull(),
  unitPrice: numeric('unit_price', { precision: 16, scale: 4 }).notNull(),
  vatCode: text('vat_code').notNull(),
  vatRate: numeric('vat_rate', { precision: 5, scale: 2 }).notNull(),
  net: amount('net').notNull(),
  vat: amount('vat').notNull(),
  gross: amount('gross').notNull(),
  acceptedReason: text('accepted_reason'),
  acceptedBy: integer('accepted_by'),
  acceptedAt: ts('accepted_at'),
});

export const supplierInvoicePayments = pgTable('supplier_invoice_payments', {
  id: serial('id').primaryKey(),
  firmId: integer('firm_id').notNull(),
  supplierInvoiceId: integer('supplier_invoice_id').notNull(),
  method: text('method').notNull(),
  paidOn: date('paid_on', { mode: 'string' }).notNull(),
  amount: amount('amount').notNull(),
  note: text('note').notNull().default(''),
  createdBy: integer('created_by'),
  createdAt: ts('created_at').notNull().defaultNow(),
});

export const navInboundInvoices = pgTable('nav_inbound_invoices', {
  id: serial('id').primaryKey(),
  firmId: integer('firm_id').notNull(),
  supplierTaxNumber: text('supplier_tax_number').notNull(),
  supplierName: text('supplier_name').notNull(),
  invoiceNumber: text('invoice_number').notNull(),
  issueDate: date('issue_date', { mode: 'string' }).notNull(),
  fulfilmentDate: date('fulfilment_date', { mode: 'string' }),
  dueDate: date('due_date', { mode: 'string' }),
  currencyCode: text('currency_code').notNull(),
  net: amount('net').notNull(),
  vat: amount('vat').notNull(),
  gross: amount('gross').notNull(),
  paymentMethod: text('payment_method'),
  supplierInvoiceId: integer('supplier_invoice_id'),
  pulledAt: ts('pulled_at').notNull().defaultNow(),
});

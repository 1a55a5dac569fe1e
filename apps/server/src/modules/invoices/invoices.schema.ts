/** Drizzle tables of invoices (mirror the SQL migrations in db/migrations; db/schema.test.ts compares). */
import { date, integer, jsonb, numeric, pgTable, serial, text, uuid } from 'drizzle-orm/pg-core';
import { ts } from '../../db/columns.ts';

export const invoices = pgTable('invoices', {
  id: serial('id').primaryKey(),
  firmId: integer('firm_id').notNull(),
  kind: text('kind', { enum: ['PROFORMA', 'ADVANCE', 'FINAL', 'NORMAL', 'CREDIT_NOTE'] }).notNull(),
  number: text('number').notNull(),
  customerOrderId: integer('customer_order_id'),
  correctedInvoiceId: integer('corrected_invoice_id'),
  proformaId: integer('proforma_id'),
  customerId: integer('customer_id').notNull(),
  sellerName: text('seller_name').notNull(),
  sellerAddress: text('seller_address').notNull(),
  sellerTaxNumber: text('seller_tax_number').notNull(),
  buyerName: text('buyer_name').notNull(),
  buyerKind: text('buyer_kind', { enum: ['COMPANY', 'PERSON'] }).notNull(),
  buyerAddress: text('buyer_address').notNull(),
  buyerCountryCode: text('buyer_country_code').notNull().default('HU'),
  buyerTaxNumber: text('buyer_tax_number'),
  buyerEuVatNumber: text('buyer_eu_vat_number'),
  currencyCode: text('currency_code').notNull(),
  exchangeRate: numeric('exchange_rate', { precision: 14, scale: 4 }),
  exchangeRateDate: date('exchange_rate_date', { mode: 'string' }),
  priceBasis: text('price_basis', { enum: ['net', 'gross'] }).notNull(),
  paymentMethod: text('payment_method').notNull(),
  issueDate: date('issue_date', { mode: 'string' }).notNull(),
  fulfilmentDate: date('fulfilment_date', { mode: 'string' }).notNull(),
  dueDate: date('due_date', { mode: 'string' }).notNull(),
  netTotal: numeric('net_total', { precision: 18, scale: 4 }).notNull(),
  vatTotal: numeric('vat_total', { precision: 18, scale: 4 }).notNull(),
  grossTotal: numeric('gross_total', { precision: 18, scale: 4 }).notNull(),
  vatTotalHuf: numeric('vat_total_huf', { precision: 18, scale: 4 }).notNull(),
  cashRounding: numeric('cash_rounding', { precision: 18, scale: 4 }).notNull().default('0'),
  payable: numeric('payable', { precision: 18, scale: 4 }).notNull(),
  creditedTotal: numeric('credited_total', { precision: 18, scale: 4 }).notNull().default('0'),
  paidTotal: numeric('paid_total', { precision: 18, scale: 4 }).notNull().default('0'),
  note: text('note').notNull().default(''),
  navStatus: text('nav_status').notNull(),
  navTransactionId: text('nav_transaction_id'),
  navMessages: jsonb('nav_messages').notNull().default([]),
  navAttempts: integer('nav_attempts').notNull().default(0),
  navUpdatedAt: ts('nav_updated_at'),
  // 0021: the hash of the last report sent, and the technical annulment.
  navSentHash: text('nav_sent_hash'),
  navAnnulmentCode: text('nav_annulment_code'),
  navAnnulmentReason: text('nav_annulment_reason'),
  navAnnulmentTransactionId: text('nav_annulment_transaction_id'),
  printCount: integer('print_count').notNull().default(0),
  version: integer('version').notNull().default(1),
  createdBy: integer('created_by'),
  createdAt: ts('created_at').notNull().defaultNow(),
  // 0018: a cancelled proforma.
  cancelledAt: ts('cancelled_at'),
  cancelReason: text('cancel_reason'),
  // 0022: the client's key of the create request (one document per key and firm).
  idempotencyKey: uuid('idempotency_key'),
  // 0022: the dispatch of dispatchAndInvoice the invoice was made with.
  dispatchId: integer('dispatch_id'),
  // 0023: the buyer's billing address in parts, and how the original reaches the buyer.
  buyerPostalCode: text('buyer_postal_code'),
  buyerCity: text('buyer_city'),
  buyerStreet: text('buyer_street'),
  sellerBankAccount: text('seller_bank_account'),
  appearance: text('appearance', { enum: ['PAPER', 'ELECTRONIC'] })
    .notNull()
    .default('PAPER'),
});

export const invoiceLines = pgTable('invoice_lines', {
  id: serial('id').primaryKey(),
  firmId: integer('firm_id').notNull(),
  invoiceId: integer('invoice_id').notNull(),
  position: integer('position').notNull(),
  orderLineId: integer('order_line_id'),
  advanceInvoiceId: integer('advance_invoice_id'),
  correctedLineId: integer('corrected_line_id'),
  productId: integer('product_id'),
  description: text('description').notNull(),
  quantity: numeric('quantity', { precision: 16, scale: 4 }).notNull(),
  unit: text('unit').notNull(),
  unitPrice: numeric('unit_price', { precision: 16, scale: 4 }).notNull(),
  vatCode: text('vat_code').notNull(),
  vatRate: numeric('vat_rate', { precision: 5, scale: 2 }).notNull(),
  net: numeric('net', { precision: 18, scale: 4 }).notNull(),
  vat: numeric('vat', { precision: 18, scale: 4 }).notNull(),
  gross: numeric('gross', { precision: 18, scale: 4 }).notNull(),
});

export const invoicePayments = pgTable('invoice_payments', {
  id: serial('id').primaryKey(),
  firmId: integer('firm_id').notNull(),
  invoiceId: integer('invoice_id').notNull(),
  method: text('method', { enum: ['TRANSFER', 'CASH', 'CARD'] }).notNull(),
  paidOn: date('paid_on', { mode: 'string' }).notNull(),
  amount: numeric('amount', { precision: 18, scale: 4 }).notNull(),
  note: text('note').notNull().default(''),
  createdBy: integer('created_by'),
  createdAt: ts('created_at').notNull().defaultNow(),
  // 0018: a refund (negative amount) paid back on this credit note.
  creditNoteId: integer('credit_note_id'),
});

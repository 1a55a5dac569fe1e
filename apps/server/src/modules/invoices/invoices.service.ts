import {
  Money,
  seriesOfKind,
  type ZCreateInvoiceBody,
  type ZDispatchAndInvoiceBody,
  type ZInvoiceSearchBody,
  type ZPaymentBody,
} from '@kontor/contract';
import type { z } from 'zod';
import { todayInHungary } from '../../platform/business-day.ts';
import { type Ctx, runAction } from '../../platform/context.ts';
import type { Db } from '../../platform/db/database.ts';
import { AppError, fieldError } from '../../platform/errors.ts';
import { nextDocumentNumber } from '../../platform/number-series.ts';
import { dispatchAnswer, dispatchOrderIn } from '../customer-orders/dispatch.service.ts';
import { getSafeRate } from '../reference-data/currencies.service.ts';
import { correctExcessAdvances } from './advance-excess.ts';
import { renderInvoicePdf } from './invoice.pdf.ts';
import {
  enqueueReport,
  type InvoiceDeps,
  lockIssued,
  navStatusOf,
  refuseAllZero,
} from './invoice-issue.ts';
import { checkIssuable } from './invoice-legal.ts';
import { invoiceBuyer, invoiceSeller } from './invoice-parties.ts';
import * as repo from './invoices.repository.ts';
import { type DraftLine, fulfilmentWindow, totalsOf, zeroVatCase } from './invoices.rules.ts';
import { invoiceAnswer, loadInvoice, paymentOf, scaleOf, toListItem } from './invoices.view.ts';
import { orderInvoiceLines } from './order-invoice-lines.ts';

export { createCreditNote } from './credit-note.service.ts';
export { type InvoiceDeps, lockIssued } from './invoice-issue.ts';

type CreateBody = z.output<typeof ZCreateInvoiceBody>;

const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** The order's payment method as an invoice's: cash on delivery is cash, offsetting a transfer. */
function invoiceMethod(orderMethod: string): 'TRANSFER' | 'CASH' | 'CARD' {
  if (orderMethod === 'CASH' || orderMethod === 'CASH_ON_DELIVERY') return 'CASH';
  return orderMethod === 'CARD' ? 'CARD' : 'TRANSFER';
}

/** The MNB rate of the fulfilment date (Áfa tv. 80. §), or a 400 naming the date. */
async function rateOf(ctx: Ctx, tx: Db, currency: string, date: string) {
  if (currency === 'HUF') return null;
  try {
    return await getSafeRate({ ...ctx, db: tx }, { from: currency, to: 'HUF', date });
  } catch (error) {
    if (error instanceof AppError && error.code === 'NOT_FOUND')
      throw fieldError('fulfilmentDate', `No MNB ${currency} rate on or before ${date}`);
    throw error;
  }
}

function refuseZeroRate(lines: readonly DraftLine[]) {
  const bad = lines.findIndex(
    (l) => !/^(27|18|5)(\.0+)?$/.test(l.vatRate) && !zeroVatCase(l.vatCode),
  );
  if (bad >= 0)
    throw fieldError(
      `lines.${bad}.vatCode`,
      'A zero-VAT line needs a NAV exemption or out-of-scope code (AAM, TAM, KBAET, …), not a plain 0 %',
    );
}

/**
 * The document a repeated or parallel request with this key already made (a double click), or
 * null. The order row is locked first, so a parallel request waits for the first one's commit
 * and then finds its document.
 */
async function repeatOf(tx: Db, ctx: Ctx, orderId: number, key: string | undefined) {
  if (key === undefined) return null;
  await repo.lockOrder(tx, ctx.auth.firmId, orderId);
  const made = await repo.findByIdempotencyKey(tx, ctx.auth.firmId, key);
  if (made && made.customer_order_id !== orderId)
    throw fieldError('idempotencyKey', 'The key was used for a document of another order');
  return made;
}

const repeatAudit = (key: string | undefined) => ({
  action: 'repeated_request',
  change: () => ({ after: { idempotencyKey: key } }),
});

/**
 * The fulfilment date (README "Content"): what the body says, else what the documents give (the
 * latest dispatch of what is invoiced, the payment day of the proforma an advance follows), else
 * for a proforma its issue date. An advance without either is refused: its date is the day the
 * money arrived (Áfa tv. 59. §), which Kontor cannot know by itself. The date must lie in the
 * window of fulfilmentWindow.
 */
function fulfilmentDateOf(body: CreateBody, given: string | null, issueDate: string) {
  const date = body.fulfilmentDate ?? given ?? (body.kind === 'PROFORMA' ? issueDate : null);
  if (date === null)
    throw fieldError(
      'fulfilmentDate',
      body.kind === 'ADVANCE'
        ? 'Give the day the advance was received (the fulfilment date of an advance)'
        : 'No dispatch date of the invoiced lines; give the fulfilment date',
    );
  const { from, to } = fulfilmentWindow(issueDate);
  if (date < from || date > to)
    throw fieldError('fulfilmentDate', `The fulfilment date must lie between ${from} and ${to}`);
  if (body.kind === 'ADVANCE' && date > issueDate)
    throw fieldError('fulfilmentDate', 'An advance cannot have been received in the future');
  return date;
}

/**
 * Issues an invoice of an order inside the caller's transaction (dispatchAndInvoice composes it
 * with the dispatch). The order row is locked first, so two invoices of one order never cover the
 * same dispatched quantity; the number is taken last (number-series.ts).
 */
export async function issueFromOrderIn(
  tx: Db,
  ctx: Ctx,
  deps: InvoiceDeps,
  orderId: number,
  body: CreateBody,
): Promise<number> {
  const firmId = ctx.auth.firmId;
  const order = await repo.lockOrder(tx, firmId, orderId);
  if (!order) throw new AppError('NOT_FOUND', 'No such customer order');
  if (order.state === 'DRAFT' || order.state === 'CANCELLED')
    throw new AppError('INVALID_STATE', `The order is ${order.state}; it cannot be invoiced`, {
      errors: [{ path: 'state', message: `order is ${order.state}`, code: 'invalid_state' }],
    });
  const scale = await scaleOf(tx, order.currency_code);
  const issueDate = todayInHungary();
  const paymentMethod = body.paymentMethod ?? invoiceMethod(order.payment_method);
  const made = await orderInvoiceLines(tx, ctx, order, body, scale);
  const { lines, proformaId } = made;
  const fulfilmentDate = fulfilmentDateOf(body, made.fulfilmentDate, issueDate);
  const rate = await rateOf(ctx, tx, order.currency_code, fulfilmentDate);
  refuseZeroRate(lines);
  refuseAllZero(lines);
  const totals = totalsOf(lines, {
    scale,
    currency: order.currency_code,
    paymentMethod,
    exchangeRate: rate?.rate ?? null,
  });
  const seller = await invoiceSeller(tx, firmId);
  const buyer = await invoiceBuyer(tx, firmId, order.customer_id);
  await checkIssuable(tx, firmId, {
    ...buyer,
    kind: body.kind,
    ...seller,
    currencyCode: order.currency_code,
    exchangeRate: rate?.rate ?? null,
    priceBasis: order.price_basis,
    paymentMethod,
    issueDate,
    fulfilmentDate,
    lines,
    totals,
    scale,
  });
  const number = await nextDocumentNumber(tx, firmId, seriesOfKind(body.kind), issueDate);
  const id = await repo.insertInvoice(
    tx,
    firmId,
    number,
    {
      kind: body.kind,
      customerOrderId: order.id,
      proformaId,
      customerId: order.customer_id,
      ...seller,
      ...buyer,
      currencyCode: order.currency_code,
      exchangeRate: rate?.rate ?? null,
      exchangeRateDate: rate?.date ?? null,
      priceBasis: order.price_basis,
      paymentMethod,
      issueDate,
      fulfilmentDate,
      dueDate:
        paymentMethod === 'TRANSFER' ? addDays(issueDate, order.payment_terms_days) : issueDate,
      netTotal: totals.net,
      vatTotal: totals.vat,
      grossTotal: totals.gross,
      vatTotalHuf: totals.vatHuf,
      cashRounding: totals.cashRounding,
      payable: totals.payable,
      note: body.note,
      idempotencyKey: body.idempotencyKey ?? null,
      navStatus: navStatusOf(body.kind, deps),
      createdBy: ctx.auth.userId,
    },
    lines,
  );
  if (body.kind !== 'PROFORMA' && deps.nav) await (deps.onIssued ?? enqueueReport)(tx, ctx, id);
  if (body.kind === 'FINAL') await correctExcessAdvances(tx, ctx, deps, order);
  return id;
}

export function createInvoiceFromOrder(
  ctx: Ctx,
  deps: InvoiceDeps,
  orderId: number,
  body: CreateBody,
) {
  return runAction(ctx, async (tx) => {
    const repeat = await repeatOf(tx, ctx, orderId, body.idempotencyKey);
    if (repeat)
      return invoiceAnswer(tx, ctx.auth.firmId, repeat.id, repeatAudit(body.idempotencyKey));
    const id = await issueFromOrderIn(tx, ctx, deps, orderId, body);
    return invoiceAnswer(tx, ctx.auth.firmId, id, { action: 'create' });
  });
}

/**
 * Dispatch and invoice in ONE transaction: the dispatch (stock out, delivery note) and the invoice
 * of what left commit together or not at all. A repeat with the same `idempotencyKey` answers the
 * dispatch and invoice already made.
 */
export function dispatchAndInvoice(
  ctx: Ctx,
  deps: InvoiceDeps,
  orderId: number,
  body: z.output<typeof ZDispatchAndInvoiceBody>,
) {
  return runAction(ctx, async (tx) => {
    const { invoiceKind, paymentMethod, note, idempotencyKey, ...dispatchBody } = body;
    const repeat = await repeatOf(tx, ctx, orderId, idempotencyKey);
    if (repeat?.dispatch_id === null)
      throw fieldError('idempotencyKey', 'The key was used for an invoice made without a dispatch');
    if (repeat) {
      const dispatch = await dispatchAnswer(tx, repeat.dispatch_id!);
      const { result: invoice, audit } = await invoiceAnswer(
        tx,
        ctx.auth.firmId,
        repeat.id,
        repeatAudit(idempotencyKey),
      );
      return { result: { dispatch, invoice }, audit };
    }
    const dispatch = await dispatchOrderIn(tx, ctx, orderId, dispatchBody);
    const kind =
      invoiceKind ??
      ((await repo.listOpenAdvances(tx, ctx.auth.firmId, orderId)).length ? 'FINAL' : 'NORMAL');
    const id = await issueFromOrderIn(tx, ctx, deps, orderId, {
      kind,
      note,
      ...(paymentMethod && { paymentMethod }),
      ...(idempotencyKey && { idempotencyKey }),
    });
    await repo.setDispatchOf(tx, id, dispatch.dispatchId);
    const { result: invoice, audit } = await invoiceAnswer(tx, ctx.auth.firmId, id, {
      action: 'create',
    });
    return { result: { dispatch, invoice }, audit };
  });
}

export function getInvoice(ctx: Ctx, id: number) {
  return loadInvoice(ctx.db, ctx.auth.firmId, id);
}

export async function searchInvoices(ctx: Ctx, body: z.output<typeof ZInvoiceSearchBody>) {
  const { rows, total } = await repo.searchInvoices(ctx.db, ctx.auth.firmId, body, body);
  const scales = new Map<string, number>();
  for (const code of new Set(rows.map((r) => r.currencyCode)))
    scales.set(code, await scaleOf(ctx.db, code));
  return {
    items: rows.map((r) => toListItem(r, scales.get(r.currencyCode)!)),
    page_number: body.page_number,
    page_size: body.page_size,
    total,
  };
}

/** A payment (partial or full) against an invoice or proforma; never more than what remains. */
export function addPayment(ctx: Ctx, invoiceId: number, body: z.output<typeof ZPaymentBody>) {
  return runAction(ctx, async (tx) => {
    const row = await lockIssued(tx, ctx, invoiceId, body.version);
    if (row.kind === 'CREDIT_NOTE')
      throw new AppError('INVALID_STATE', 'A credit note is settled through its invoice', {
        errors: [{ path: 'kind', message: 'CREDIT_NOTE', code: 'invalid_state' }],
      });
    if (row.cancelledAt)
      throw new AppError('INVALID_STATE', 'The proforma is cancelled', {
        errors: [{ path: 'state', message: 'CANCELLED', code: 'invalid_state' }],
      });
    const scale = await scaleOf(tx, row.currencyCode);
    if (new Money(body.amount).decimalPlaces() > scale)
      throw fieldError('amount', `At most ${scale} decimals in ${row.currencyCode}`);
    if (body.paidOn > todayInHungary()) throw fieldError('paidOn', 'The date is in the future');
    const { remainder } = paymentOf(row, scale);
    if (new Money(body.amount).gt(remainder))
      throw fieldError('amount', `More than the remainder (${remainder} ${row.currencyCode})`);
    await repo.insertPayment(tx, ctx.auth.firmId, row.id, body, ctx.auth.userId);
    return invoiceAnswer(tx, ctx.auth.firmId, row.id, {
      action: 'payment',
      change: () => ({ after: body }),
    });
  });
}

/**
 * Reports a document to NAV again: after a refusal (corrected master data), after the NAV user was
 * set up, or when retries ran out. Clears the old transaction, so the next run sends anew.
 */
export { resendToNav } from './nav-recovery.service.ts';

/** Counts one more print of the invoice: answers its number (1 = the original, 2… a copy). */
export async function countInvoicePrint(db: Db, firmId: number, invoiceId: number) {
  const copy = await repo.countPrint(db, firmId, invoiceId);
  if (copy === null) throw new AppError('NOT_FOUND', 'No such invoice');
  return copy;
}

/** A print of the invoice: the first is the original, every later one a numbered copy (audited). */
export function printInvoice(ctx: Ctx, invoiceId: number): Promise<Buffer> {
  return runAction(ctx, async (tx) => {
    const copy = await countInvoicePrint(tx, ctx.auth.firmId, invoiceId);
    const invoice = await loadInvoice(tx, ctx.auth.firmId, invoiceId);
    const logo = await repo.findLogo(tx, ctx.auth.firmId);
    const pdf = await renderInvoicePdf(invoice, { copy, logo });
    return {
      result: pdf,
      audit: { entity: 'invoices', entityId: invoiceId, action: 'print', after: { copy } },
    };
  });
}

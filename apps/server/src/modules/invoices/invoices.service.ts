import {
  Money,
  roundMoney,
  seriesOfKind,
  type TInvoiceKind,
  type TNavStatus,
  type ZCreateInvoiceBody,
  type ZCreditNoteBody,
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
import { enqueue } from '../../platform/queue.ts';
import { dispatchOrderIn } from '../customer-orders/dispatch.service.ts';
import { getSafeRate } from '../reference-data/currencies.service.ts';
import type { NavConfig } from '../reference-data/nav.adapter.ts';
import { renderInvoicePdf } from './invoice.pdf.ts';
import { navReportJob } from './invoices.jobs.ts';
import * as repo from './invoices.repository.ts';
import {
  type DraftLine,
  negateLine,
  priceOrderLine,
  splitGross,
  totalsOf,
  zeroVatCase,
} from './invoices.rules.ts';
import { invoiceAnswer, loadInvoice, paymentOf, scaleOf, toListItem } from './invoices.view.ts';

type CreateBody = z.output<typeof ZCreateInvoiceBody>;

/** What issuing needs beyond the caller: the NAV technical user (null: not set up). */
export interface InvoiceDeps {
  nav: NavConfig | null;
  /** Runs in the issuing transaction for a document to report (default: enqueue the NAV job). */
  onIssued?: (tx: Db, ctx: Ctx, invoiceId: number) => Promise<void>;
}

/** The NAV report of an issued document: a job that exists only if the issue commits. */
function enqueueReport(tx: Db, ctx: Ctx, invoiceId: number) {
  return enqueue(
    ctx,
    tx,
    navReportJob,
    { firmId: ctx.auth.firmId, invoiceId },
    {
      singletonKey: `invoice-${invoiceId}`,
    },
  );
}

const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** The order's payment method as an invoice's: cash on delivery is cash, offsetting a transfer. */
function invoiceMethod(orderMethod: string): 'TRANSFER' | 'CASH' | 'CARD' {
  if (orderMethod === 'CASH' || orderMethod === 'CASH_ON_DELIVERY') return 'CASH';
  return orderMethod === 'CARD' ? 'CARD' : 'TRANSFER';
}

function navStatusOf(kind: TInvoiceKind, deps: InvoiceDeps): TNavStatus {
  if (kind === 'PROFORMA') return 'NOT_REQUIRED';
  return deps.nav ? 'WAITING' : 'NOT_CONFIGURED';
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

async function orderInvoiceLines(
  tx: Db,
  ctx: Ctx,
  order: repo.OrderHead,
  body: CreateBody,
  scale: number,
): Promise<{ lines: DraftLine[]; proformaId: number | null }> {
  const orderLines = await repo.listOrderLines(tx, order.id);
  if (body.kind === 'NORMAL' || body.kind === 'FINAL') {
    if (body.amount !== undefined || body.percent !== undefined)
      throw fieldError(
        'amount',
        'A normal or final invoice covers the dispatched lines; no amount',
      );
    const lines = orderLines.flatMap((l) => {
      const open = Money.min(l.dispatched, l.quantity).minus(l.invoiced);
      return open.gt(0)
        ? [
            priceOrderLine(
              {
                id: l.id,
                productId: l.product_id,
                productName: l.product_name,
                description: l.description,
                unit: l.unit,
                unitPrice: l.unit_price,
                discountPercent: l.discount_percent,
                vatCode: l.vat_code,
                vatRate: l.vat_rate,
              },
              open.toFixed(4),
              order.price_basis,
              scale,
            ),
          ]
        : [];
    });
    if (lines.length === 0)
      throw new AppError(
        'INVALID_STATE',
        'Nothing to invoice: no dispatched, not yet invoiced line',
        {
          errors: [
            { path: 'kind', message: 'Nothing dispatched to invoice', code: 'invalid_state' },
          ],
        },
      );
    const advances = await repo.listOpenAdvances(tx, ctx.auth.firmId, order.id);
    if (body.kind === 'NORMAL' && advances.length)
      throw fieldError(
        'kind',
        'The order has advance invoices: issue a FINAL invoice to deduct them',
      );
    if (body.kind === 'FINAL' && !advances.length)
      throw fieldError(
        'kind',
        'The order has no advance invoice to deduct: issue a NORMAL invoice',
      );
    const deductions = advances.map(({ invoice, line }) =>
      negateLine(
        {
          ...line,
          quantity: line.quantity,
          orderLineId: null,
          correctedLineId: null,
          advanceInvoiceId: invoice.id,
          description: `Előleg levonása (${invoice.number}, ${invoice.fulfilmentDate})`,
        },
        scale,
      ),
    );
    return { lines: [...lines, ...deductions], proformaId: null };
  }
  if (orderLines.length === 0) throw fieldError('kind', 'The order has no lines');
  let proformaId: number | null = null;
  let amount = body.amount;
  if (body.proformaId !== undefined) {
    if (body.kind !== 'ADVANCE')
      throw fieldError('proformaId', 'Only an advance invoice follows a proforma');
    const proforma = await repo.findInvoice(tx, ctx.auth.firmId, body.proformaId, true);
    if (proforma?.kind !== 'PROFORMA' || proforma.customerOrderId !== order.id)
      throw fieldError('proformaId', 'No such proforma of this order');
    if (await repo.hasInvoiceOfProforma(tx, proforma.id))
      throw fieldError(
        'proformaId',
        'An advance invoice was already issued for this proforma',
        'INVALID_STATE',
      );
    proformaId = proforma.id;
    amount ??= new Money(proforma.paidTotal).gt(0) ? proforma.paidTotal : proforma.grossTotal;
  }
  if ((amount === undefined) === (body.percent === undefined))
    throw fieldError('amount', 'Give either an amount or a percent');
  const gross =
    amount !== undefined
      ? roundMoney(amount, scale)
      : roundMoney(new Money(order.gross_total).times(body.percent!).div(100), scale);
  if (new Money(gross).lte(0)) throw fieldError('amount', 'The amount is zero');
  if (new Money(gross).gt(order.gross_total))
    throw fieldError('amount', "The amount is more than the order's gross total");
  const groups = new Map<string, { vatCode: string; vatRate: string; gross: Money }>();
  for (const l of orderLines) {
    const g = groups.get(l.vat_code) ?? {
      vatCode: l.vat_code,
      vatRate: l.vat_rate,
      gross: new Money(0),
    };
    groups.set(l.vat_code, { ...g, gross: g.gross.plus(l.gross) });
  }
  const label = body.kind === 'PROFORMA' ? 'Díjbekérő' : 'Előleg';
  const parts = splitGross(
    gross,
    [...groups.values()].map((g) => ({ ...g, gross: g.gross.toFixed(4) })),
    scale,
  );
  const lines = parts.map(
    (p): DraftLine => ({
      orderLineId: null,
      advanceInvoiceId: null,
      correctedLineId: null,
      productId: null,
      description: `${label} a(z) ${order.number} rendelésre`,
      quantity: '1.0000',
      unit: 'db',
      unitPrice: order.price_basis === 'gross' ? p.amounts.gross : p.amounts.net,
      vatCode: p.vatCode,
      vatRate: p.vatRate,
      ...p.amounts,
    }),
  );
  return { lines, proformaId };
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
  const fulfilmentDate = body.fulfilmentDate ?? issueDate;
  const paymentMethod = body.paymentMethod ?? invoiceMethod(order.payment_method);
  const rate = await rateOf(ctx, tx, order.currency_code, fulfilmentDate);
  const { lines, proformaId } = await orderInvoiceLines(tx, ctx, order, body, scale);
  refuseZeroRate(lines);
  const totals = totalsOf(lines, {
    scale,
    currency: order.currency_code,
    paymentMethod,
    exchangeRate: rate?.rate ?? null,
  });
  const seller = await repo.findSeller(tx, firmId);
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
      sellerName: seller.name,
      sellerAddress: seller.address,
      sellerTaxNumber: seller.tax_number,
      buyerName: order.buyer_name,
      buyerKind: order.buyer_kind,
      buyerAddress: order.billing_address,
      buyerCountryCode: order.buyer_country_code,
      buyerTaxNumber: order.buyer_kind === 'COMPANY' ? order.buyer_tax_number : null,
      buyerEuVatNumber: order.buyer_eu_vat_number,
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
      navStatus: navStatusOf(body.kind, deps),
      createdBy: ctx.auth.userId,
    },
    lines,
  );
  if (body.kind !== 'PROFORMA' && deps.nav) await (deps.onIssued ?? enqueueReport)(tx, ctx, id);
  return id;
}

export function createInvoiceFromOrder(
  ctx: Ctx,
  deps: InvoiceDeps,
  orderId: number,
  body: CreateBody,
) {
  return runAction(ctx, async (tx) => {
    const id = await issueFromOrderIn(tx, ctx, deps, orderId, body);
    return invoiceAnswer(tx, ctx.auth.firmId, id, { action: 'create' });
  });
}

/**
 * Dispatch and invoice in ONE transaction: the dispatch (stock out, delivery note) and the invoice
 * of what left commit together or not at all.
 */
export function dispatchAndInvoice(
  ctx: Ctx,
  deps: InvoiceDeps,
  orderId: number,
  body: z.output<typeof ZDispatchAndInvoiceBody>,
) {
  return runAction(ctx, async (tx) => {
    const { invoiceKind, paymentMethod, note, ...dispatchBody } = body;
    const dispatch = await dispatchOrderIn(tx, ctx, orderId, dispatchBody);
    const kind =
      invoiceKind ??
      ((await repo.listOpenAdvances(tx, ctx.auth.firmId, orderId)).length ? 'FINAL' : 'NORMAL');
    const id = await issueFromOrderIn(tx, ctx, deps, orderId, {
      kind,
      note,
      ...(paymentMethod && { paymentMethod }),
    });
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

export async function lockIssued(tx: Db, ctx: Ctx, id: number, version: number) {
  const row = await repo.findInvoice(tx, ctx.auth.firmId, id, true);
  if (!row) throw new AppError('NOT_FOUND', 'No such invoice');
  if (row.version !== version) {
    const message = 'The invoice was changed by someone else; reload it';
    throw new AppError('STALE_VERSION', message, {
      errors: [{ path: 'version', message, code: 'stale' }],
    });
  }
  return row;
}

/**
 * A credit note (Áfa tv. 170. §): a new document referring to the invoice, with the credited
 * quantities negative. Without lines it takes back everything not yet credited (storno).
 */
export function createCreditNote(
  ctx: Ctx,
  deps: InvoiceDeps,
  invoiceId: number,
  body: z.output<typeof ZCreditNoteBody>,
) {
  return runAction(ctx, async (tx) => {
    const firmId = ctx.auth.firmId;
    const original = await lockIssued(tx, ctx, invoiceId, body.version);
    if (original.kind === 'PROFORMA' || original.kind === 'CREDIT_NOTE')
      throw new AppError(
        'INVALID_STATE',
        `A ${original.kind} cannot be corrected by a credit note`,
        {
          errors: [{ path: 'kind', message: original.kind, code: 'invalid_state' }],
        },
      );
    const scale = await scaleOf(tx, original.currencyCode);
    const lines = await repo.listLines(tx, original.id);
    const credited = await repo.creditedQuantities(tx, original.id);
    const byId = new Map(lines.map((l) => [l.id, l]));
    const remainingOf = (l: (typeof lines)[number]) =>
      new Money(l.quantity)
        .abs()
        .minus(credited.get(l.id) ?? 0)
        .abs();
    const asDraft = (l: (typeof lines)[number]): DraftLine => ({
      ...l,
      correctedLineId: l.id,
    });
    let draft: DraftLine[];
    if (!body.lines) {
      if (credited.size > 0)
        throw fieldError('lines', 'The invoice was partly credited already; name the lines');
      draft = lines.map((l) => negateLine(asDraft(l), scale));
    } else {
      draft = body.lines.map((wanted, i) => {
        const line = byId.get(wanted.invoiceLineId);
        if (!line) throw fieldError(`lines.${i}.invoiceLineId`, 'No such line of the invoice');
        const quantity = new Money(wanted.quantity);
        if (new Money(line.quantity).lte(0) || quantity.lte(0) || quantity.gt(remainingOf(line)))
          throw fieldError(`lines.${i}.quantity`, 'More than what is left to credit on the line');
        if (quantity.eq(line.quantity)) return negateLine(asDraft(line), scale);
        return priceOrderLine(
          {
            id: line.orderLineId ?? 0,
            productId: line.productId ?? 0,
            productName: line.description,
            description: line.description,
            unit: line.unit,
            unitPrice: line.unitPrice,
            discountPercent: '0',
            vatCode: line.vatCode,
            vatRate: line.vatRate,
          },
          quantity.negated().toFixed(4),
          original.priceBasis,
          scale,
        );
      });
      draft = draft.map((d, i) => {
        const line = byId.get(body.lines![i]!.invoiceLineId)!;
        return {
          ...d,
          orderLineId: line.orderLineId,
          productId: line.productId,
          correctedLineId: line.id,
        };
      });
    }
    if (draft.length === 0) throw fieldError('lines', 'Nothing to credit');
    const totals = totalsOf(draft, {
      scale,
      currency: original.currencyCode,
      paymentMethod: original.paymentMethod,
      exchangeRate: original.exchangeRate,
    });
    const issueDate = todayInHungary();
    const number = await nextDocumentNumber(tx, firmId, seriesOfKind('CREDIT_NOTE'), issueDate);
    const { id: _id, number: _n, firmId: _f, createdAt: _c, ...copied } = original;
    const id = await repo.insertInvoice(
      tx,
      firmId,
      number,
      {
        ...copied,
        kind: 'CREDIT_NOTE',
        correctedInvoiceId: original.id,
        proformaId: null,
        issueDate,
        dueDate: issueDate,
        netTotal: totals.net,
        vatTotal: totals.vat,
        grossTotal: totals.gross,
        vatTotalHuf: totals.vatHuf,
        cashRounding: totals.cashRounding,
        payable: totals.payable,
        creditedTotal: '0',
        paidTotal: '0',
        note: body.reason,
        navStatus: navStatusOf('CREDIT_NOTE', deps),
        navTransactionId: null,
        navMessages: [],
        navAttempts: 0,
        navUpdatedAt: null,
        printCount: 0,
        version: 1,
        createdBy: ctx.auth.userId,
      },
      draft,
    );
    await repo.addCredit(tx, original.id, totals.payable);
    if (deps.nav) await (deps.onIssued ?? enqueueReport)(tx, ctx, id);
    return invoiceAnswer(tx, firmId, id, {
      action: 'credit_note',
      change: (note) => ({
        after: { ...note, correctedInvoiceId: original.id },
      }),
    });
  });
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

/** A print of the invoice: the first is the original, every later one a numbered copy (audited). */
export function printInvoice(ctx: Ctx, invoiceId: number): Promise<Buffer> {
  return runAction(ctx, async (tx) => {
    const copy = await repo.countPrint(tx, ctx.auth.firmId, invoiceId);
    if (copy === null) throw new AppError('NOT_FOUND', 'No such invoice');
    const invoice = await loadInvoice(tx, ctx.auth.firmId, invoiceId);
    const logo = await repo.findLogo(tx, ctx.auth.firmId);
    const pdf = await renderInvoicePdf(invoice, { copy, logo });
    return {
      result: pdf,
      audit: { entity: 'invoices', entityId: invoiceId, action: 'print', after: { copy } },
    };
  });
}

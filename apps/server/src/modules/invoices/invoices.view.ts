import { Money, type TInvoice, type TInvoiceListItem, vatGroupKey } from '@kontor/contract';
import type { AuditEntry } from '../../platform/context.ts';
import type { Db } from '../../platform/db/database.ts';
import { AppError } from '../../platform/errors.ts';
import * as repo from './invoices.repository.ts';
import { vatSummary, zeroVatCase } from './invoices.rules.ts';

const fixed = (value: string, scale: number) => new Money(value).toFixed(scale);

/** payable + credited − paid; a proforma, invoice or credit note is PAID once nothing remains. */
export function paymentOf(row: repo.InvoiceRow, scale: number) {
  if (row.cancelledAt) return { remainder: fixed('0', scale), state: 'CANCELLED' as const };
  const due = new Money(row.payable).plus(row.creditedTotal);
  const remainder = due.minus(row.paidTotal);
  const state: TInvoiceListItem['paymentState'] =
    row.kind === 'CREDIT_NOTE' || remainder.lte(0)
      ? 'PAID'
      : new Money(row.paidTotal).gt(0)
        ? 'PARTIAL'
        : 'UNPAID';
  return {
    remainder: row.kind === 'CREDIT_NOTE' ? fixed('0', scale) : remainder.toFixed(scale),
    state,
  };
}

/**
 * What may still be refunded on a credit note: what it took back less its refunds, and never more
 * than the corrected invoice is overpaid (−remainder). 0 for any other kind.
 */
export async function refundableOf(db: Db, row: repo.InvoiceRow): Promise<Money> {
  if (row.kind !== 'CREDIT_NOTE' || row.correctedInvoiceId === null) return new Money(0);
  const original = await repo.findInvoice(db, row.firmId, row.correctedInvoiceId);
  if (!original) return new Money(0);
  const overpaid = new Money(original.paidTotal)
    .minus(original.payable)
    .minus(original.creditedTotal);
  const left = new Money(row.payable).abs().minus(await repo.refundedOn(db, row.id));
  return Money.max(0, Money.min(overpaid, left));
}

export function toListItem(row: repo.InvoiceRow, scale: number): TInvoiceListItem {
  const payment = paymentOf(row, scale);
  return {
    id: row.id,
    kind: row.kind,
    number: row.number,
    customerId: row.customerId,
    buyerName: row.buyerName,
    customerOrderId: row.customerOrderId,
    correctedInvoiceId: row.correctedInvoiceId,
    currencyCode: row.currencyCode,
    issueDate: row.issueDate,
    fulfilmentDate: row.fulfilmentDate,
    dueDate: row.dueDate,
    paymentMethod: row.paymentMethod,
    net: fixed(row.netTotal, scale),
    vat: fixed(row.vatTotal, scale),
    gross: fixed(row.grossTotal, scale),
    payable: fixed(row.payable, scale),
    paid: fixed(row.paidTotal, scale),
    remainder: payment.remainder,
    paymentState: payment.state,
    navStatus: row.navStatus as TInvoiceListItem['navStatus'],
    cancelledAt: row.cancelledAt?.toISOString() ?? null,
  };
}

export async function scaleOf(db: Db, currency: string): Promise<number> {
  return (await repo.findCurrencyScale(db, currency)) ?? 2;
}

export async function loadInvoice(db: Db, firmId: number, id: number): Promise<TInvoice> {
  const row = await repo.findInvoice(db, firmId, id);
  if (!row) throw new AppError('NOT_FOUND', 'No such invoice');
  const scale = await scaleOf(db, row.currencyCode);
  const [lines, payments, creditNotes, orderNumber, correctedNumber, refundable, advances] =
    await Promise.all([
      repo.listLines(db, id),
      repo.listPayments(db, id),
      repo.listCreditNotes(db, id),
      repo.findOrderNumber(db, row.customerOrderId),
      repo.findNumber(db, firmId, row.correctedInvoiceId),
      refundableOf(db, row),
      repo.advancePaymentsOf(db, id),
    ]);
  const shown = lines.map((l) => ({
    ...l,
    net: fixed(l.net, scale),
    vat: fixed(l.vat, scale),
    gross: fixed(l.gross, scale),
  }));
  return {
    ...toListItem(row, scale),
    orderNumber,
    correctedInvoiceNumber: correctedNumber,
    proformaId: row.proformaId,
    seller: {
      name: row.sellerName,
      address: row.sellerAddress,
      taxNumber: row.sellerTaxNumber,
      bankAccount: row.sellerBankAccount,
    },
    buyer: {
      name: row.buyerName,
      kind: row.buyerKind,
      address: row.buyerAddress,
      countryCode: row.buyerCountryCode,
      taxNumber: row.buyerTaxNumber,
      euVatNumber: row.buyerEuVatNumber,
      postalCode: row.buyerPostalCode,
      city: row.buyerCity,
      street: row.buyerStreet,
    },
    appearance: row.appearance,
    exchangeRate: row.exchangeRate,
    exchangeRateDate: row.exchangeRateDate,
    priceBasis: row.priceBasis,
    vatHuf: fixed(row.vatTotalHuf, 0),
    cashRounding: fixed(row.cashRounding, scale),
    credited: fixed(row.creditedTotal, scale),
    refundable: refundable.toFixed(scale),
    cancelReason: row.cancelReason,
    note: row.note,
    lines: shown.map((l) => {
      const zero = zeroVatCase(l.vatCode);
      return {
        id: l.id,
        position: l.position,
        orderLineId: l.orderLineId,
        advanceInvoiceId: l.advanceInvoiceId,
        correctedLineId: l.correctedLineId,
        productId: l.productId,
        description: l.description,
        quantity: l.quantity,
        unit: l.unit,
        unitPrice: l.unitPrice,
        vatCode: l.vatCode,
        vatRate: l.vatRate,
        vatCase: zero?.case ?? null,
        vatReason: zero?.reason ?? null,
        net: l.net,
        vat: l.vat,
        gross: l.gross,
        advancePayment:
          l.advanceInvoiceId !== null && new Money(l.quantity).lt(0)
            ? (advances.get(l.advanceInvoiceId) ?? null)
            : null,
      };
    }),
    // One group per NAV case: EU and KBAET lines make one KBAET summary (README "Zero VAT").
    vatSummary: vatSummary(
      shown.map((l) => ({ ...l, vatCode: vatGroupKey(l.vatCode) })),
      scale,
      row.exchangeRate,
    ),
    payments: payments.map((p) => ({
      id: p.id,
      method: p.method,
      paidOn: p.paidOn,
      amount: fixed(p.amount, scale),
      note: p.note,
      creditNoteId: p.creditNoteId,
    })),
    creditNotes: creditNotes.map((c) => ({ ...c, gross: fixed(c.gross, scale) })),
    navTransactionId: row.navTransactionId,
    navMessages: row.navMessages as TInvoice['navMessages'],
    printCount: row.printCount,
    version: row.version,
  };
}

/**
 * An invoice action's answer and audit entry: the invoice as it now stands, audited as `action`
 * with what `change` names of it (the whole invoice after, unless told otherwise).
 */
export async function invoiceAnswer(
  db: Db,
  firmId: number,
  id: number,
  {
    action,
    change = (invoice) => ({ after: invoice }),
  }: { action: string; change?: (invoice: TInvoice) => Pick<AuditEntry, 'before' | 'after'> },
): Promise<{ result: TInvoice; audit: AuditEntry }> {
  const invoice = await loadInvoice(db, firmId, id);
  return {
    result: invoice,
    audit: { entity: 'invoices', entityId: id, action, ...change(invoice) },
  };
}

import {
  Money,
  type TApproveSupplierInvoiceBody,
  type TSaveSupplierInvoiceBody,
  type TSupplierInvoice,
  type TSupplierInvoiceHeader,
  type TSupplierInvoiceState,
} from '@kontor/contract';
import { type Ctx, runAction } from '../../platform/context.ts';
import type { Db } from '../../platform/db/database.ts';
import { AppError, fieldError } from '../../platform/errors.ts';
import { getSafeRate } from '../reference-data/currencies.service.ts';
import { readSetting } from '../settings/settings.service.ts';
import { pageAnswer, rowWindow } from '../shelving/paging.ts';
import * as repo from './supplier-invoices.repository.ts';
import { type Tolerance, threeWayFlags } from './three-way.ts';

export const ENTITY = 'supplier-invoice';

const toHeader = (r: repo.InvoiceRow): TSupplierInvoiceHeader => ({
  id: r.id,
  state: r.state,
  supplierId: r.supplier_id,
  supplierName: r.supplier_name,
  invoiceNumber: r.invoice_number,
  isProforma: r.is_proforma,
  issueDate: r.issue_date,
  fulfilmentDate: r.fulfilment_date,
  dueDate: r.due_date,
  currencyCode: r.currency_code,
  exchangeRate: r.exchange_rate,
  paymentMethod: r.payment_method,
  note: r.note,
  net: r.net,
  vat: r.vat,
  gross: r.gross,
  paid: r.paid,
  remainder: r.remainder,
  isOverdue: r.is_overdue,
  version: r.version,
});

export async function toleranceOf(db: Db, firmId: number): Promise<Tolerance> {
  return {
    pricePercent: await readSetting(db, firmId, 'purchasing.priceTolerancePercent'),
    priceHuf: await readSetting(db, firmId, 'purchasing.priceToleranceHuf'),
    quantity: await readSetting(db, firmId, 'purchasing.quantityTolerance'),
  };
}

/** One of the firm's supplier invoices with its items, their 3-way flags and payments (else 404). */
export async function loadSupplierInvoice(
  db: Db,
  firmId: number,
  id: number,
): Promise<TSupplierInvoice> {
  const row = await repo.findInvoice(db, firmId, id);
  if (!row) throw new AppError('NOT_FOUND', 'No such supplier invoice');
  const tolerance = await toleranceOf(db, firmId);
  const items = (await repo.listItems(db, id)).map((it) => {
    const flags = threeWayFlags(
      {
        orderedQuantity: it.ordered_quantity,
        receivedQuantity: it.received_quantity,
        invoicedQuantity: it.invoiced_quantity,
        orderUnitPrice: it.order_unit_price,
        orderExchangeRate: it.order_exchange_rate,
        unitPrice: it.unit_price,
        invoiceExchangeRate: row.exchange_rate,
      },
      tolerance,
    );
    return {
      id: it.id,
      supplierOrderLineId: it.supplier_order_line_id,
      supplierOrderId: it.supplier_order_id,
      supplierOrderNumber: it.supplier_order_number,
      productId: it.product_id,
      productCode: it.product_code,
      productName: it.product_name,
      unit: it.unit,
      orderedQuantity: it.ordered_quantity,
      receivedQuantity: it.received_quantity,
      invoicedQuantity: it.invoiced_quantity,
      orderUnitPrice: it.order_unit_price,
      orderCurrencyCode: it.order_currency_code,
      quantity: it.quantity,
      unitPrice: it.unit_price,
      vatCode: it.vat_code,
      vatRate: it.vat_rate,
      net: it.net,
      vat: it.vat,
      gross: it.gross,
      flags,
      acceptedReason: it.accepted_reason,
    };
  });
  const payments = (await repo.listPayments(db, id)).map((p) => ({
    id: p.id,
    method: p.method,
    paidOn: p.paid_on,
    amount: p.amount,
    note: p.note,
  }));
  const openFlagCount = items.filter((i) => i.flags.length > 0 && !i.acceptedReason).length;
  return { ...toHeader(row), items, payments, openFlagCount };
}

export function getSupplierInvoice(ctx: Ctx, id: number, db: Db = ctx.db) {
  return loadSupplierInvoice(db, ctx.auth.firmId, id);
}

export async function listSupplierInvoices(
  ctx: Ctx,
  query: {
    state?: TSupplierInvoiceState | undefined;
    supplier_id?: number | undefined;
    unpaid?: '1' | undefined;
    proforma?: '0' | '1' | undefined;
    term: string;
    page_number: number;
    page_size: number;
  },
) {
  const filter = {
    state: query.state,
    supplierId: query.supplier_id,
    unpaid: query.unpaid === '1',
    proforma: query.proforma === undefined ? undefined : query.proforma === '1',
    term: query.term,
  };
  const rows = await repo.listInvoices(ctx.db, ctx.auth.firmId, filter, rowWindow(query));
  return pageAnswer(query, rows, toHeader);
}

/**
 * The invoice locked for this transaction, at the version and in a state the caller expects
 * (409 `STALE_VERSION` first, then `INVALID_STATE`).
 */
export async function lockInvoice(
  tx: Db,
  ctx: Ctx,
  id: number,
  version: number | null,
  states: readonly TSupplierInvoiceState[],
) {
  const row = await repo.findInvoice(tx, ctx.auth.firmId, id, true);
  if (!row) throw new AppError('NOT_FOUND', 'No such supplier invoice');
  if (version !== null && row.version !== version)
    throw new AppError('STALE_VERSION', 'The supplier invoice was changed by someone else', {
      errors: [{ path: 'version', message: 'Stale version', code: 'stale' }],
    });
  if (!states.includes(row.state))
    throw new AppError(
      'INVALID_STATE',
      `The supplier invoice ${row.invoice_number} is ${row.state}`,
    );
  return row;
}

type HeaderBody = Omit<TSaveSupplierInvoiceBody, 'proformaGross'> & {
  proformaGross?: string | null | undefined;
};

/** Checks the header: a supplier of the firm, its number free, dates in order, the MNB rate. */
async function resolveHeader(tx: Db, ctx: Ctx, body: HeaderBody, id: number) {
  const firmId = ctx.auth.firmId;
  if (!(await repo.findSupplier(tx, firmId, body.supplierId)))
    throw fieldError('supplierId', 'No such supplier');
  const values = {
    supplierId: body.supplierId,
    invoiceNumber: body.invoiceNumber,
    isProforma: body.isProforma ?? false,
    issueDate: body.issueDate,
    fulfilmentDate: body.fulfilmentDate,
    dueDate: body.dueDate,
    currencyCode: body.currencyCode ?? 'HUF',
    paymentMethod: body.paymentMethod ?? 'TRANSFER',
    note: body.note ?? '',
  };
  if (values.dueDate < values.issueDate) throw fieldError('dueDate', 'Before the issue date');
  if (values.isProforma !== (body.proformaGross != null))
    throw fieldError(
      'proformaGross',
      values.isProforma ? 'A proforma needs its gross amount' : 'Only a proforma has one',
    );
  if (await repo.isNumberTaken(tx, firmId, values, id))
    throw fieldError('invoiceNumber', 'This supplier invoice is already recorded', 'CONFLICT');
  let exchangeRate: string;
  try {
    const rate = await getSafeRate(
      { ...ctx, db: tx },
      { from: values.currencyCode, to: 'HUF', date: values.fulfilmentDate },
    );
    exchangeRate = rate.rate;
  } catch (error) {
    if (
      error instanceof AppError &&
      (error.code === 'NOT_FOUND' || error.code === 'VALIDATION_FAILED')
    )
      throw fieldError(
        'currencyCode',
        `No MNB rate of ${values.currencyCode} on ${values.fulfilmentDate}`,
      );
    throw error;
  }
  return { ...values, exchangeRate };
}

/** Writes a new DRAFT in the caller's transaction; answers its id. */
export async function insertSupplierInvoice(tx: Db, ctx: Ctx, body: HeaderBody) {
  const values = await resolveHeader(tx, ctx, body, 0);
  const id = await repo.insertInvoice(tx, ctx.auth.firmId, ctx.auth.userId, values);
  if (values.isProforma) await repo.refreshTotals(tx, id, body.proformaGross!);
  return id;
}

export function createSupplierInvoice(ctx: Ctx, body: HeaderBody): Promise<TSupplierInvoice> {
  return runAction(ctx, async (tx) => {
    const id = await insertSupplierInvoice(tx, ctx, body);
    const after = await getSupplierInvoice(ctx, id, tx);
    return { result: after, audit: { entity: ENTITY, entityId: id, action: 'create', after } };
  });
}

export function updateSupplierInvoice(
  ctx: Ctx,
  id: number,
  body: HeaderBody & { version: number },
): Promise<TSupplierInvoice> {
  return runAction(ctx, async (tx) => {
    await lockInvoice(tx, ctx, id, body.version, ['DRAFT']);
    const before = await getSupplierInvoice(ctx, id, tx);
    const values = await resolveHeader(tx, ctx, body, id);
    // Items belong to the supplier's orders and are priced in the invoice's currency.
    if (
      before.items.length > 0 &&
      (values.supplierId !== before.supplierId ||
        values.currencyCode !== before.currencyCode ||
        values.isProforma)
    )
      throw new AppError(
        'INVALID_STATE',
        'Remove the items before changing supplier, currency or kind',
      );
    await repo.updateHeader(tx, id, values);
    await repo.refreshTotals(tx, id, values.isProforma ? body.proformaGross! : null);
    const after = await getSupplierInvoice(ctx, id, tx);
    return {
      result: after,
      audit: { entity: ENTITY, entityId: id, action: 'update', before, after },
    };
  });
}

/**
 * Approval for payment (README): a DRAFT non-proforma invoice with items; every flagged item is
 * accepted, now (with a reason) or before; the acceptances are recorded on the items.
 */
export function approveSupplierInvoice(
  ctx: Ctx,
  id: number,
  body: TApproveSupplierInvoiceBody,
): Promise<TSupplierInvoice> {
  return runAction(ctx, async (tx) => {
    const row = await lockInvoice(tx, ctx, id, body.version, ['DRAFT']);
    if (row.is_proforma)
      throw new AppError('INVALID_STATE', 'A proforma is paid, never approved as an invoice');
    const before = await getSupplierInvoice(ctx, id, tx);
    if (before.items.length === 0) throw new AppError('INVALID_STATE', 'The invoice has no items');
    const acceptances = body.acceptances ?? [];
    acceptances.forEach((a, i) => {
      if (!before.items.some((it) => it.id === a.itemId))
        throw fieldError(`acceptances.${i}.itemId`, 'Not an item of this invoice');
    });
    const accepted = new Set(acceptances.map((a) => a.itemId));
    const open = before.items
      .map((it, i) => ({ it, i }))
      .filter(({ it }) => it.flags.length > 0 && !it.acceptedReason && !accepted.has(it.id));
    if (open.length > 0)
      throw new AppError('INVALID_STATE', 'Flagged items need an acceptance with a reason', {
        errors: open.map(({ it, i }) => ({
          path: `items.${i}`,
          message: `${it.productCode}: ${it.flags.join(', ')}`,
          code: 'unaccepted_flags',
        })),
      });
    await repo.acceptItems(tx, id, ctx.auth.userId, acceptances);
    await repo.setState(tx, id, 'APPROVED', ctx.auth.userId);
    const after = await getSupplierInvoice(ctx, id, tx);
    return {
      result: after,
      audit: {
        entity: ENTITY,
        entityId: id,
        action: 'approve',
        before: { state: row.state, acceptances },
        after,
      },
    };
  });
}

/** Cancels an unpaid invoice: its items stop counting as invoiced; a NAV invoice is offered again. */
export function cancelSupplierInvoice(
  ctx: Ctx,
  id: number,
  body: { version: number },
): Promise<TSupplierInvoice> {
  return runAction(ctx, async (tx) => {
    const row = await lockInvoice(tx, ctx, id, body.version, ['DRAFT', 'APPROVED']);
    if (new Money(row.paid).gt(0))
      throw new AppError('INVALID_STATE', 'A paid supplier invoice cannot be cancelled');
    await repo.setState(tx, id, 'CANCELLED');
    await repo.releaseNavInvoice(tx, id);
    const after = await getSupplierInvoice(ctx, id, tx);
    return {
      result: after,
      audit: {
        entity: ENTITY,
        entityId: id,
        action: 'cancel',
        before: { state: row.state },
        after,
      },
    };
  });
}

/**
 * A payment to the supplier: an approved invoice, or a proforma (paid from DRAFT); never more
 * than the remainder; the state follows what is left (PARTLY_PAID, PAID).
 */
export function addSupplierPayment(
  ctx: Ctx,
  id: number,
  body: {
    method: 'TRANSFER' | 'CASH' | 'CARD';
    paidOn: string;
    amount: string;
    note?: string | undefined;
    version: number;
  },
): Promise<TSupplierInvoice> {
  return runAction(ctx, async (tx) => {
    const row = await lockInvoice(tx, ctx, id, body.version, ['DRAFT', 'APPROVED', 'PARTLY_PAID']);
    if (row.state === 'DRAFT' && !row.is_proforma)
      throw new AppError('INVALID_STATE', 'An invoice is paid once it is approved');
    const amount = new Money(body.amount);
    if (amount.decimalPlaces() > row.scale)
      throw fieldError('amount', `At most ${row.scale} decimals in ${row.currency_code}`);
    if (amount.gt(row.remainder))
      throw fieldError(
        'amount',
        `More than the remainder ${row.remainder} ${row.currency_code}`,
        'INVALID_STATE',
      );
    await repo.addPayment(tx, ctx.auth.firmId, id, ctx.auth.userId, {
      method: body.method,
      paidOn: body.paidOn,
      amount: body.amount,
      note: body.note ?? '',
    });
    await repo.setState(tx, id, amount.eq(row.remainder) ? 'PAID' : 'PARTLY_PAID');
    const after = await getSupplierInvoice(ctx, id, tx);
    return {
      result: after,
      audit: {
        entity: ENTITY,
        entityId: id,
        action: 'payment',
        before: { state: row.state, paid: row.paid },
        after: body,
      },
    };
  });
}

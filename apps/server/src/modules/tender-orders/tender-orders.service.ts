import {
  lineMargin,
  type TTenderOrder,
  type TTenderOrderListItem,
  type TTenderOrderState,
  totalMargin,
  type ZTenderOrderBody,
} from '@kontor/contract';
import type { z } from 'zod';
import { todayInHungary } from '../../platform/business-day.ts';
import { type Ctx, runAction } from '../../platform/context.ts';
import type { Db } from '../../platform/db/database.ts';
import { AppError, fieldError, staleVersion } from '../../platform/errors.ts';
import { nextDocumentNumber } from '../../platform/number-series.ts';
import { wrongState } from '../customer-orders/sales-document/document.service.ts';
import { pageAnswer, rowWindow } from '../shelving/paging.ts';
import * as repo from './tender-orders.repository.ts';

/** The number series of tender orders: `TD-2026-000123`. */
export const TENDER_SERIES = 'TD';
export const ENTITY = 'tender-order';

type Body = z.output<typeof ZTenderOrderBody>;

const toListItem = (r: repo.TenderRow): TTenderOrderListItem => ({
  id: r.id,
  number: r.number,
  state: r.state,
  title: r.title,
  customerId: r.customer_id,
  customerName: r.customer_name,
  currencyCode: r.currency_code,
  tenderDate: r.tender_date,
  quoteId: r.quote_id,
  quoteNumber: r.quote_number,
  customerOrderId: r.customer_order_id,
  customerOrderNumber: r.customer_order_number,
  saleNet: r.sale_net,
  version: r.version,
});

/** One of the firm's tender orders with its matrix and margins (else 404). */
export async function loadTender(db: Db, firmId: number, id: number): Promise<TTenderOrder> {
  const row = await repo.findTender(db, firmId, id);
  if (!row) throw new AppError('NOT_FOUND', 'No such tender order');
  const [lines, offers] = [await repo.listLines(db, id), await repo.listOffers(db, id)];
  const suppliers = new Map(offers.map((o) => [o.supplier_id, o.supplier_name] as const));
  const matrix = lines.map((l) => {
    const own = offers.filter((o) => o.tender_order_line_id === l.id);
    const cost = own.find((o) => o.is_chosen)?.unit_price ?? null;
    return { line: l, own, margin: { quantity: l.quantity, salePrice: l.sale_price, cost } };
  });
  return {
    ...toListItem(row),
    note: row.note,
    suppliers: [...suppliers].map(([supplierId, name]) => ({ id: supplierId, name })),
    lines: matrix.map(({ line: l, own, margin }) => ({
      id: l.id,
      position: l.position,
      productId: l.product_id,
      productCode: l.product_code,
      productName: l.product_name,
      unit: l.unit,
      quantity: l.quantity,
      salePrice: l.sale_price,
      offers: own.map((o) => ({
        supplierId: o.supplier_id,
        supplierName: o.supplier_name,
        unitPrice: o.unit_price,
        leadTimeDays: o.lead_time_days,
        isChosen: o.is_chosen,
      })),
      ...lineMargin(margin),
    })),
    totals: totalMargin(matrix.map((m) => m.margin)),
  };
}

export const getTenderOrder = (ctx: Ctx, id: number) => loadTender(ctx.db, ctx.auth.firmId, id);

export async function listTenderOrders(
  ctx: Ctx,
  query: {
    state?: TTenderOrderState | undefined;
    term: string;
    page_number: number;
    page_size: number;
  },
) {
  const filter = { state: query.state, term: query.term };
  const rows = await repo.listTenders(ctx.db, ctx.auth.firmId, filter, rowWindow(query));
  return pageAnswer(query, rows, toListItem);
}

/**
 * The body checked against the firm's data: a customer, a known currency, products, suppliers with
 * at most one offer each and at most one chosen offer per line (400 naming the field).
 */
async function resolveBody(tx: Db, firmId: number, body: Body) {
  if (!(await repo.hasCustomer(tx, firmId, body.customerId)))
    throw fieldError('customerId', 'No such customer');
  if (!(await repo.hasCurrency(tx, body.currencyCode)))
    throw fieldError('currencyCode', 'No such currency');
  const products = await repo.findProducts(tx, firmId, [
    ...new Set(body.lines.map((l) => l.productId)),
  ]);
  const supplierIds = body.lines.flatMap((l) => l.offers.map((o) => o.supplierId));
  const suppliers = await repo.findSuppliers(tx, firmId, [...new Set(supplierIds)]);
  for (const [i, line] of body.lines.entries()) {
    if (!products.has(line.productId)) throw fieldError(`lines.${i}.productId`, 'No such product');
    const seen = new Set<number>();
    for (const [j, offer] of line.offers.entries()) {
      const path = `lines.${i}.offers.${j}`;
      if (!suppliers.has(offer.supplierId))
        throw fieldError(`${path}.supplierId`, 'No such supplier');
      if (seen.has(offer.supplierId))
        throw fieldError(`${path}.supplierId`, 'The supplier has an offer on this line already');
      seen.add(offer.supplierId);
    }
    if (line.offers.filter((o) => o.isChosen).length > 1)
      throw fieldError(`lines.${i}.offers`, 'At most one offer of a line is chosen');
  }
  const values: repo.TenderValues = {
    customerId: body.customerId,
    currencyCode: body.currencyCode,
    title: body.title,
    tenderDate: body.tenderDate ?? todayInHungary(),
    note: body.note,
  };
  return values;
}

/** Writes a new DRAFT tender with its lines (number taken late in the transaction). */
export async function insertTender(
  tx: Db,
  ctx: Ctx,
  body: Body,
  quoteId: number | null,
): Promise<TTenderOrder> {
  const values = await resolveBody(tx, ctx.auth.firmId, body);
  const number = await nextDocumentNumber(tx, ctx.auth.firmId, TENDER_SERIES, values.tenderDate);
  const id = await repo.insertTender(tx, ctx.auth, number, values, quoteId);
  await repo.replaceLines(tx, ctx.auth.firmId, id, body.lines);
  return loadTender(tx, ctx.auth.firmId, id);
}

export function createTenderOrder(ctx: Ctx, body: Body): Promise<TTenderOrder> {
  return runAction(ctx, async (tx) => {
    const after = await insertTender(tx, ctx, body, null);
    return {
      result: after,
      audit: { entity: ENTITY, entityId: after.id, action: 'create', after },
    };
  });
}

/** The tender locked for this transaction, at the version and in a state the caller expects. */
export async function lockTender(
  tx: Db,
  ctx: Ctx,
  id: number,
  version: number | null,
  states: readonly TTenderOrderState[],
  action: string,
) {
  const row = await repo.findTender(tx, ctx.auth.firmId, id, true);
  if (!row) throw new AppError('NOT_FOUND', 'No such tender order');
  if (version !== null && row.version !== version) throw staleVersion('tender order');
  if (!states.includes(row.state)) throw wrongState('tender order', row.state, action);
  return row;
}

/** A DRAFT or APPROVED tender changes; a changed APPROVED one needs approving again (DRAFT). */
export function updateTenderOrder(
  ctx: Ctx,
  id: number,
  body: Body & { version: number },
): Promise<TTenderOrder> {
  return runAction(ctx, async (tx) => {
    await lockTender(tx, ctx, id, body.version, ['DRAFT', 'APPROVED'], 'changed');
    const before = await loadTender(tx, ctx.auth.firmId, id);
    const values = await resolveBody(tx, ctx.auth.firmId, body);
    await repo.updateTender(tx, id, { ...values, state: 'DRAFT' });
    await repo.replaceLines(tx, ctx.auth.firmId, id, body.lines);
    const after = await loadTender(tx, ctx.auth.firmId, id);
    return {
      result: after,
      audit: { entity: ENTITY, entityId: id, action: 'update', before, after },
    };
  });
}

/**
 * Approves a DRAFT tender: it needs lines, and a chosen offer on each (409 naming the first line
 * without one), so the order made from it knows whom to buy every line from.
 */
export function approveTenderOrder(ctx: Ctx, id: number, version: number) {
  return runAction(ctx, async (tx) => {
    await lockTender(tx, ctx, id, version, ['DRAFT'], 'approved');
    const tender = await loadTender(tx, ctx.auth.firmId, id);
    if (tender.lines.length === 0)
      throw new AppError('INVALID_STATE', 'A tender without lines cannot be approved', {
        errors: [{ path: 'lines', message: 'No lines', code: 'no_lines' }],
      });
    const open = tender.lines.findIndex((l) => !l.offers.some((o) => o.isChosen));
    if (open >= 0)
      throw new AppError('INVALID_STATE', 'Every line needs a chosen offer', {
        errors: [{ path: `lines.${open}.offers`, message: 'No chosen offer', code: 'not_chosen' }],
      });
    await repo.updateTender(tx, id, { state: 'APPROVED' });
    const after = await loadTender(tx, ctx.auth.firmId, id);
    return { result: after, audit: { entity: ENTITY, entityId: id, action: 'approve', after } };
  });
}

export function cancelTenderOrder(ctx: Ctx, id: number, version: number) {
  return runAction(ctx, async (tx) => {
    await lockTender(tx, ctx, id, version, ['DRAFT', 'APPROVED'], 'cancelled');
    await repo.updateTender(tx, id, { state: 'CANCELLED' });
    const after = await loadTender(tx, ctx.auth.firmId, id);
    return { result: after, audit: { entity: ENTITY, entityId: id, action: 'cancel', after } };
  });
}

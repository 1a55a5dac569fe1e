import {
  Money,
  type TSupplierOrder,
  type TSupplierOrderHeader,
  type TSupplierOrderLineBody,
  type TSupplierOrderState,
} from '@kontor/contract';
import { todayInHungary } from '../../platform/business-day.ts';
import { type Ctx, runAction } from '../../platform/context.ts';
import type { Db } from '../../platform/db/database.ts';
import { AppError, fieldError, staleVersion } from '../../platform/errors.ts';
import { publishChange } from '../../platform/events.ts';
import { nextDocumentNumbers } from '../../platform/number-series.ts';
import * as xlsx from '../customer-orders/list-export.ts';
import type { Dictionary } from '../dictionary/dictionary.service.ts';
import { getSafeRate } from '../reference-data/currencies.service.ts';
import { pageAnswer, rowWindow } from '../shelving/paging.ts';
import { checkProducts, priceAndCover, type WantedLine } from './order-lines.ts';
import * as repo from './supplier-orders.repository.ts';

/** The number series of supplier orders: `SR-2026-000123`. */
export const SUPPLIER_ORDER_SERIES = 'SR';
const ENTITY = 'supplier-order';

export const toHeader = (r: repo.SupplierOrderRow): TSupplierOrderHeader => ({
  id: r.id,
  number: r.number,
  state: r.state,
  supplierId: r.supplier_id,
  supplierCode: r.supplier_code,
  supplierName: r.supplier_name,
  currencyCode: r.currency_code,
  exchangeRate: r.exchange_rate,
  orderDate: r.order_date,
  wantedDate: r.wanted_date,
  note: r.note,
  net: r.net,
  lineCount: r.line_count,
  version: r.version,
  sentAt: r.sent_at,
});

export function getSupplierOrder(ctx: Ctx, id: number, db: Db = ctx.db): Promise<TSupplierOrder> {
  return loadSupplierOrder(db, ctx.auth.firmId, id);
}

/** One of the firm's supplier orders with its lines and the demand they serve (else 404). */
export async function loadSupplierOrder(
  db: Db,
  firmId: number,
  id: number,
): Promise<TSupplierOrder> {
  const row = await repo.findOrder(db, firmId, id);
  if (!row) throw new AppError('NOT_FOUND', 'No such supplier order');
  const [lines, links] = [await repo.listLines(db, id), await repo.listDemandLinks(db, id)];
  return {
    ...toHeader(row),
    lines: lines.map((l) => ({
      id: l.id,
      position: l.position,
      productId: l.product_id,
      productCode: l.product_code,
      productName: l.product_name,
      unit: l.unit,
      quantity: l.quantity,
      unitPrice: l.unit_price,
      net: l.net,
      receivedQuantity: l.received_quantity,
      cancelledQuantity: l.cancelled_quantity,
      openQuantity: l.open_quantity,
      demands: links
        .filter((d) => d.supplier_order_line_id === l.id)
        .map((d) => ({
          customerOrderLineId: d.customer_order_line_id,
          customerOrderId: d.customer_order_id,
          customerOrderNumber: d.customer_order_number,
          customerName: d.customer_name,
          quantity: d.quantity,
        })),
    })),
  };
}

export async function listSupplierOrders(
  ctx: Ctx,
  query: {
    state?: TSupplierOrderState | undefined;
    supplier_id?: number | undefined;
    from_date?: string | undefined;
    to_date?: string | undefined;
    term: string;
    page_number: number;
    page_size: number;
  },
) {
  const filter = {
    state: query.state,
    supplierId: query.supplier_id,
    fromDate: query.from_date,
    toDate: query.to_date,
    term: query.term,
  };
  const rows = await repo.listOrders(ctx.db, ctx.auth.firmId, filter, rowWindow(query));
  return pageAnswer(query, rows, toHeader);
}

export interface HeaderInput {
  supplierId: number;
  currencyCode: string;
  orderDate?: string | undefined;
  wantedDate: string | null;
  note: string;
}

/** The header's values: a supplier of the firm, the MNB rate of the order date (400 without). */
export async function resolveHeader(
  tx: Db,
  ctx: Ctx,
  input: HeaderInput,
  path = '',
): Promise<repo.OrderValues> {
  const [header] = await resolveHeaders(tx, ctx, [{ ...input, path }]);
  return header!;
}

/**
 * The headers of new or changed orders: every supplier checked in one statement, each
 * currency's MNB rate of the order date read once (a generation makes hundreds of orders).
 */
export async function resolveHeaders(
  tx: Db,
  ctx: Ctx,
  inputs: readonly (HeaderInput & { path: string })[],
): Promise<repo.OrderValues[]> {
  const suppliers = await repo.findSuppliers(
    tx,
    ctx.auth.firmId,
    inputs.map((i) => i.supplierId),
  );
  const missing = inputs.find((i) => !suppliers.has(i.supplierId));
  if (missing) throw fieldError(`${missing.path}supplierId`, 'No such supplier');
  const rates = new Map<string, string>();
  const headers: repo.OrderValues[] = [];
  for (const input of inputs) {
    const orderDate = input.orderDate ?? todayInHungary();
    const key = `${input.currencyCode}:${orderDate}`;
    const rate =
      rates.get(key) ?? (await rateOn(tx, ctx, input.currencyCode, orderDate, input.path));
    rates.set(key, rate);
    headers.push({
      supplierId: input.supplierId,
      currencyCode: input.currencyCode,
      exchangeRate: rate,
      orderDate,
      wantedDate: input.wantedDate,
      note: input.note,
    });
  }
  return headers;
}

/** The MNB rate of a currency on the order date, or a 400 on the order's currency. */
async function rateOn(tx: Db, ctx: Ctx, currencyCode: string, date: string, path: string) {
  try {
    return (await getSafeRate({ ...ctx, db: tx }, { from: currencyCode, to: 'HUF', date })).rate;
  } catch (error) {
    if (
      error instanceof AppError &&
      (error.code === 'NOT_FOUND' || error.code === 'VALIDATION_FAILED')
    )
      throw fieldError(`${path}currencyCode`, `No MNB rate of ${currencyCode} on ${date}`);
    throw error;
  }
}

/**
 * New DRAFT orders with their lines, numbered in one statement from the series of their order
 * date (all of one year: one action's orders share the order date).
 */
export async function insertDrafts(
  tx: Db,
  ctx: Ctx,
  drafts: readonly { header: repo.OrderValues; lines: readonly repo.NewLine[] }[],
): Promise<number[]> {
  const numbers = await nextDocumentNumbers(
    tx,
    ctx.auth.firmId,
    SUPPLIER_ORDER_SERIES,
    drafts[0]!.header.orderDate,
    drafts.length,
  );
  const ids = await repo.insertOrders(
    tx,
    ctx.auth,
    numbers,
    drafts.map((d) => d.header),
  );
  await repo.appendLines(
    tx,
    ctx.auth.firmId,
    drafts.map((d, i) => ({ orderId: ids[i]!, lines: d.lines })),
  );
  return ids;
}

const wantedLines = (
  supplierId: number,
  currencyCode: string,
  lines: readonly TSupplierOrderLineBody[],
): WantedLine[] =>
  lines.map((l, i) => ({
    path: `lines.${i}`,
    supplierId,
    currencyCode,
    productId: l.productId,
    quantity: l.quantity,
    unitPrice: l.unitPrice,
    customerOrderLineIds: l.customerOrderLineIds ?? [],
  }));

/** Checks, prices and covers the lines of one order (form input). */
async function resolveLines(tx: Db, ctx: Ctx, header: repo.OrderValues, body: SaveInput) {
  const wanted = wantedLines(header.supplierId, header.currencyCode, body.lines);
  await checkProducts(tx, ctx.auth.firmId, wanted);
  return priceAndCover(tx, ctx.auth.firmId, wanted);
}

export interface SaveInput extends HeaderInput {
  lines: readonly TSupplierOrderLineBody[];
}

export function createSupplierOrder(ctx: Ctx, body: SaveInput): Promise<TSupplierOrder> {
  return runAction(ctx, async (tx) => {
    const header = await resolveHeader(tx, ctx, body);
    const lines = await resolveLines(tx, ctx, header, body);
    const [id] = await insertDrafts(tx, ctx, [{ header, lines }]);
    await publishChange(tx, ctx.auth.firmId, 'purchasing');
    const after = await getSupplierOrder(ctx, id!, tx);
    return { result: after, audit: { entity: ENTITY, entityId: id!, action: 'create', after } };
  });
}

/** The order locked for this transaction, at the version and in a state the caller expects. */
export async function lockOrder(
  tx: Db,
  ctx: Ctx,
  id: number,
  version: number | null,
  states: readonly TSupplierOrderState[],
) {
  const row = await repo.findOrder(tx, ctx.auth.firmId, id, true);
  if (!row) throw new AppError('NOT_FOUND', 'No such supplier order');
  if (version !== null && row.version !== version) throw staleVersion('supplier order');
  if (!states.includes(row.state))
    throw new AppError('INVALID_STATE', `The supplier order ${row.number} is ${row.state}`);
  return row;
}

export function updateSupplierOrder(
  ctx: Ctx,
  id: number,
  body: SaveInput & { version: number },
): Promise<TSupplierOrder> {
  return runAction(ctx, async (tx) => {
    await lockOrder(tx, ctx, id, body.version, ['DRAFT']);
    const before = await getSupplierOrder(ctx, id, tx);
    const header = await resolveHeader(tx, ctx, body);
    // The old lines (and the demand they covered) go first, so the new ones may cover it again.
    await repo.deleteLines(tx, id);
    const lines = await resolveLines(tx, ctx, header, body);
    await repo.updateOrder(tx, id, header);
    await repo.appendLines(tx, ctx.auth.firmId, [{ orderId: id, lines }]);
    await publishChange(tx, ctx.auth.firmId, 'purchasing');
    const after = await getSupplierOrder(ctx, id, tx);
    return {
      result: after,
      audit: { entity: ENTITY, entityId: id, action: 'update', before, after },
    };
  });
}

/** Where each state a user asks for may be reached from (README: states). */
const FROM: Record<'SENT' | 'CONFIRMED' | 'CLOSED' | 'CANCELLED', TSupplierOrderState[]> = {
  SENT: ['DRAFT'],
  CONFIRMED: ['SENT'],
  CLOSED: ['RECEIVED'],
  CANCELLED: ['DRAFT', 'SENT', 'CONFIRMED'],
};

export function changeSupplierOrderState(
  ctx: Ctx,
  id: number,
  body: { state: keyof typeof FROM; version: number },
): Promise<TSupplierOrder> {
  return runAction(ctx, async (tx) => {
    const row = await lockOrder(tx, ctx, id, body.version, FROM[body.state]);
    // Nothing of a cancellable order was received: cancelling frees all its demand.
    if (body.state === 'CANCELLED') await repo.cancelOpenRest(tx, id, null);
    await repo.setState(tx, id, body.state);
    await publishChange(tx, ctx.auth.firmId, 'purchasing');
    const after = await getSupplierOrder(ctx, id, tx);
    return {
      result: after,
      audit: {
        entity: ENTITY,
        entityId: id,
        action: body.state.toLowerCase(),
        before: { state: row.state },
        after,
      },
    };
  });
}

/**
 * Storno of one line: what it still expects will not come. Its demand beyond what it received
 * is open again; an order whose other lines are all received becomes RECEIVED.
 */
export function stornoOrderItem(ctx: Ctx, lineId: number): Promise<TSupplierOrder> {
  return runAction(ctx, async (tx) => {
    const line = await repo.findLine(tx, ctx.auth.firmId, lineId);
    if (!line) throw new AppError('NOT_FOUND', 'No such supplier-order line');
    const id = line.supplier_order_id;
    const row = await lockOrder(tx, ctx, id, null, [
      'DRAFT',
      'SENT',
      'CONFIRMED',
      'PARTLY_RECEIVED',
    ]);
    const before = await getSupplierOrder(ctx, id, tx);
    const current = before.lines.find((l) => l.id === lineId)!;
    if (new Money(current.openQuantity).lte(0))
      throw new AppError('INVALID_STATE', 'Nothing of this line is still expected');
    await repo.cancelOpenRest(tx, id, [lineId]);
    if (row.state === 'PARTLY_RECEIVED' && (await repo.isFullyReceived(tx, id)))
      await repo.setState(tx, id, 'RECEIVED');
    else await repo.setState(tx, id, row.state); // the same state, a new version
    await publishChange(tx, ctx.auth.firmId, 'purchasing');
    const after = await getSupplierOrder(ctx, id, tx);
    return {
      result: after,
      audit: { entity: ENTITY, entityId: id, action: 'storno-item', before: current, after },
    };
  });
}

const EXPORT_COLUMNS: xlsx.ExportColumn<TSupplierOrderHeader>[] = [
  xlsx.numberColumn(),
  { key: 'PURCHASING.FIELD.SUPPLIER', width: 40, value: (o) => o.supplierName },
  xlsx.dateColumn('PURCHASING.FIELD.ORDER_DATE', (o) => o.orderDate),
  xlsx.dateColumn('PURCHASING.FIELD.WANTED_DATE', (o) => o.wantedDate),
  { key: 'PURCHASING.FIELD.STATE', width: 18, value: (o, t) => t(`PURCHASING.STATE.${o.state}`) },
  { key: 'PURCHASING.FIELD.CURRENCY', width: 8, value: (o) => o.currencyCode },
  { key: 'PURCHASING.FIELD.NET', width: 16, value: (o) => Number(o.net), numFmt: '#,##0.00' },
];

/** The supplier order list with the list's filters as an xlsx workbook (the sales lists' way). */
export function exportSupplierOrders(
  ctx: Ctx,
  dictionary: Dictionary,
  query: Omit<Parameters<typeof listSupplierOrders>[1], 'page_number' | 'page_size'>,
) {
  return xlsx.exportList(ctx, dictionary, 'PURCHASING.LIST.TITLE', EXPORT_COLUMNS, (page) =>
    listSupplierOrders(ctx, { ...query, ...page }),
  );
}

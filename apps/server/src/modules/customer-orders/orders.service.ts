import { randomInt } from 'node:crypto';
import {
  hasPermission,
  Money,
  ORDER_COUNT_CAP,
  roundMoney,
  type TOrder,
  type TOrderState,
  type ZCommercialProcessItemBody,
  type ZOrderBody,
  type ZOrderExportQuery,
  type ZOrderSearchBody,
  type ZOrderStateBody,
  type ZUpdateOrderBody,
} from '@kontor/contract';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import { hashAccessCode } from '../../classic/pages/customer-portal.ts';
import { todayInHungary } from '../../platform/business-day.ts';
import { type AuditEntry, auditValues, type Ctx, runAction } from '../../platform/context.ts';
import type { Db } from '../../platform/db/database.ts';
import { AppError, fieldError } from '../../platform/errors.ts';
import { documentNumberSql } from '../../platform/number-series.ts';
import type { Dictionary } from '../dictionary/dictionary.service.ts';
import { getSafeRate } from '../reference-data/currencies.service.ts';
import * as docs from './documents.repository.ts';
import {
  type KeptPrice,
  type PricingOptions,
  priceDocumentLines,
  resolveHeader,
} from './documents.service.ts';
import { currencyScales, listAnswer, storedLineOf, totalsOf } from './documents.view.ts';
import * as xlsx from './list-export.ts';
import * as repo from './orders.repository.ts';
import { refuseInPickingCycle } from './picking-guard.ts';
import { updateQuote as updateQuoteRow } from './quotes.repository.ts';
import { QUOTE } from './quotes.service.ts';
import { releaseOrder, reserveList, reserveOrder } from './reservations.service.ts';
import * as core from './sales-document/document.service.ts';

type OrderBody = z.output<typeof ZOrderBody>;
type UpdateOrderBody = z.output<typeof ZUpdateOrderBody>;

export const ORDER_SERIES = 'VR';

/** States in which the order's header and lines may change (and `requireEditable`). */
const EDITABLE: readonly TOrderState[] = ['DRAFT', 'CONFIRMED'];

/** States in which a STOCK line holds (or waits for) its reservation. */
const RESERVING: readonly TOrderState[] = ['CONFIRMED', 'IN_PROGRESS', 'READY'];

/** The portal shows the customer its own words for our states (migration 0005). */
const PORTAL_STATUS: Record<TOrderState, string> = {
  DRAFT: 'RECEIVED',
  CONFIRMED: 'CONFIRMED',
  IN_PROGRESS: 'IN_PRODUCTION',
  READY: 'READY',
  DISPATCHED: 'DISPATCHED',
  CLOSED: 'DELIVERED',
  CANCELLED: 'CANCELLED',
};

const ACCESS_CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const newAccessCode = () =>
  Array.from(
    { length: 10 },
    () => ACCESS_CODE_ALPHABET[randomInt(ACCESS_CODE_ALPHABET.length)],
  ).join('');

function toListItem(row: repo.OrderRow, scale: number) {
  const o = row.order;
  return {
    id: o.id,
    number: o.number,
    state: o.state,
    quoteId: o.quoteId,
    customerId: o.customerId,
    customerName: row.customerName,
    contactId: o.contactId,
    branchId: o.branchId,
    currencyCode: o.currencyCode,
    exchangeRate: o.exchangeRate,
    priceType: o.priceType,
    priceBasis: o.priceBasis,
    paymentMethod: o.paymentMethod,
    paymentTermsDays: o.paymentTermsDays,
    orderDate: o.orderDate,
    wantedDeliveryDate: o.wantedDeliveryDate,
    billingAddress: o.billingAddress,
    deliveryAddress: o.deliveryAddress,
    deliveryAddressId: o.deliveryAddressId,
    salesRepEmployeeId: o.salesRepEmployeeId,
    createdByEmployeeId: o.createdByEmployeeId,
    modifiedByEmployeeId: o.modifiedByEmployeeId,
    internalNote: o.internalNote,
    customerNote: o.customerNote,
    totals: totalsOf(o, scale),
    version: o.version,
    createdAt: new Date(o.createdAt).toISOString(),
  };
}

export const requireOrder = core.foundOr('customer order', repo.findOrder);

/**
 * Lines change only in DRAFT and CONFIRMED, and not once goods have left: a partly dispatched
 * order's lines are the delivery notes' lines (README: dispatch).
 */
/**
 * The order (under its row lock) may change: DRAFT or CONFIRMED, nothing dispatched, and none of
 * its lines (or of `lineIds`, the lines a change touches) in an open picking cycle.
 */
export async function requireEditable(
  tx: Db,
  row: repo.OrderRow,
  lineIds?: readonly number[],
): Promise<void> {
  if (row.order.state !== 'DRAFT' && row.order.state !== 'CONFIRMED')
    throw core.wrongState('customer order', row.order.state, 'changed');
  if (await repo.hasDispatchedLines(tx, row.order.id))
    throw core.wrongState('customer order', 'partly dispatched', 'changed');
  await refuseInPickingCycle(tx, row.order.id, lineIds);
}

export async function loadOrder(db: Db, row: repo.OrderRow): Promise<TOrder> {
  const scale = (await docs.findCurrencyScale(db, row.order.currencyCode)) ?? 2;
  const lines = await repo.listLines(db, row.order.id);
  const reserving = RESERVING.includes(row.order.state);
  const dispatched = lines.filter((l) => new Money(l.line.dispatchedQuantity).gt(0));
  return {
    ...toListItem(row, scale),
    accessCode: null,
    dispatchStatus:
      dispatched.length === 0
        ? 'NONE'
        : lines.every((l) => new Money(l.line.dispatchedQuantity).gte(l.line.quantity))
          ? 'FULL'
          : 'PARTIAL',
    lines: lines.map((l) => toOrderLine(l, scale, reserving)),
  };
}

type LineRow = Awaited<ReturnType<typeof repo.listLines>>[number];

function toOrderLine(
  { line, productCode, productName, partnerName, reserved }: LineRow,
  scale: number,
  reserving: boolean,
): TOrder['lines'][number] {
  return {
    ...storedLineOf(line, { productCode, productName }, scale),
    fulfilment: line.fulfilment,
    fulfilmentPartnerId: line.fulfilmentPartnerId,
    fulfilmentPartnerName: partnerName,
    reservedQuantity: new Money(reserved).toFixed(4),
    missingQuantity:
      reserving && line.fulfilment === 'STOCK'
        ? Money.max(
            new Money(line.quantity).minus(line.dispatchedQuantity).minus(reserved),
            0,
          ).toFixed(4)
        : '0.0000',
    dispatchedQuantity: new Money(line.dispatchedQuantity).toFixed(4),
  };
}

/** The header and the named lines only (the answer of the single-line path). */
export async function loadOrderPart(db: Db, row: repo.OrderRow, lineIds: readonly number[]) {
  const scale = (await docs.findCurrencyScale(db, row.order.currencyCode)) ?? 2;
  const lines = lineIds.length ? await repo.listLines(db, row.order.id, lineIds) : [];
  const reserving = RESERVING.includes(row.order.state);
  return {
    ...toListItem(row, scale),
    lines: lines.map((l) => toOrderLine(l, scale, reserving)),
  };
}

export const ORDER: core.SalesDocumentKind<repo.OrderRow, TOrder> = {
  what: 'customer order',
  entity: 'customer_order',
  find: requireOrder,
  status: ({ order }) => order,
  load: loadOrder,
};

export function getOrder(ctx: Ctx, id: number, db: Db = ctx.db): Promise<TOrder> {
  return core.getDocument(ctx, ORDER, id, db);
}

/** The list's body; the sort defaults to the newest order date first. */
type OrderSearch = Omit<z.output<typeof ZOrderSearchBody>, 'sort' | 'direction'> &
  Partial<Pick<z.output<typeof ZOrderSearchBody>, 'sort' | 'direction'>>;

export async function searchOrders(ctx: Ctx, body: OrderSearch, withTotal = true) {
  const { rows, total } = await repo.searchOrders(
    ctx.db,
    ctx.auth.firmId,
    body,
    body,
    withTotal,
    ORDER_COUNT_CAP,
  );
  const scales = await currencyScales(
    ctx.db,
    rows.map((r) => r.order.currencyCode),
  );
  const items = rows.map((r) => toListItem(r, scales.get(r.order.currencyCode)!));
  return {
    ...listAnswer(body, items, Math.min(total, ORDER_COUNT_CAP)),
    totalCapped: total > ORDER_COUNT_CAP,
  };
}

type ListItem = ReturnType<typeof toListItem>;
const ORDER_COLUMNS: xlsx.ExportColumn<ListItem>[] = [
  xlsx.numberColumn(),
  xlsx.dateColumn('SALES.FIELD.ORDER_DATE', (o) => o.orderDate),
  xlsx.customerColumn((o) => o.customerName),
  xlsx.stateColumn(),
  xlsx.dateColumn('SALES.FIELD.WANTED_DELIVERY_DATE', (o) => o.wantedDeliveryDate),
  ...xlsx.amountColumns(),
];

/** The order list with the list's filters and sort as an xlsx workbook. */
export function exportOrders(
  ctx: Ctx,
  dictionary: Dictionary,
  filters: z.output<typeof ZOrderExportQuery>,
): Promise<Buffer> {
  return xlsx.exportList(ctx, dictionary, 'SALES.ORDER.LIST_TITLE', ORDER_COLUMNS, (page) =>
    searchOrders(ctx, { ...filters, ...page }, false),
  );
}

/** The order lookup: number or customer name fragment, newest first. */
export async function rapidSearchOrders(ctx: Ctx, query: { term: string; limit: number }) {
  const { rows } = await repo.searchOrders(
    ctx.db,
    ctx.auth.firmId,
    { term: query.term },
    { page_number: 0, page_size: query.limit },
    false,
  );
  return rows.map((r) => ({ id: r.order.id, code: r.order.number, name: r.customerName }));
}

/** The customer's latest orders for the partner form (POST /customers/{id}/last-orders). */
export async function listLastOrdersOf(
  ctx: Ctx,
  customerId: number,
  paging: { page_number: number; page_size: number },
) {
  const page = await searchOrders(ctx, { ...paging, term: '', customerId });
  return {
    ...page,
    items: page.items.map((o) => ({
      id: o.id,
      orderNumber: o.number,
      orderDate: o.orderDate,
      status: o.state,
      grossTotal: o.totals.gross,
      currencyCode: o.currencyCode,
    })),
  };
}

async function exchangeRateOf(ctx: Ctx, db: Db, currencyCode: string, date: string) {
  if (currencyCode === 'HUF') return null;
  try {
    // Stored as numeric(14, 4): rounded here, so a new order's answer equals a read.
    const { rate } = await getSafeRate({ ...ctx, db }, { from: currencyCode, to: 'HUF', date });
    return roundMoney(rate, 4);
  } catch (error) {
    if (error instanceof AppError && error.status === 404)
      throw fieldError('currencyCode', `No MNB rate of ${currencyCode} on or before ${date}`);
    throw error;
  }
}

/** Header values and priced lines of an order body, checked against the database. */
async function orderValues(
  ctx: Ctx,
  tx: Db,
  body: OrderBody,
  pricing: PricingOptions = {},
  current?: repo.OrderRow['order'],
) {
  const { firmId } = ctx.auth;
  // One round trip: the header, the branch, a new order's ids and the lines' products.
  const productIds = [...new Set(body.lines.map((l) => l.productId))];
  const header = await resolveHeader<docs.BranchAndNewIds & { products: docs.ProductRow[] }>(
    ctx,
    tx,
    body,
    sql`${docs.branchAndNewIdsColumns(tx, firmId, body.branchId, current ? null : body.lines.length)},
        ${docs.productsColumn(firmId, productIds)}`,
  );
  const found = header.extra;
  const orderDate = body.orderDate ?? todayInHungary();
  const branchId = found.branch_id;
  if (branchId === null) throw fieldError('branchId', 'No such branch');
  // Left out of an update: the order keeps its address (while the customer stays the same).
  const keepsAddress =
    body.deliveryAddressId === undefined && current?.customerId === header.customer.id;
  const deliveryAddressId = keepsAddress
    ? current.deliveryAddressId
    : (body.deliveryAddressId ?? null);
  const deliveryAddress = keepsAddress
    ? current.deliveryAddress
    : deliveryAddressId
      ? await docs.findShippingAddress(tx, firmId, header.customer.id, deliveryAddressId)
      : header.customer.billing_address;
  if (deliveryAddress === null)
    throw fieldError('deliveryAddressId', 'Not a shipping address of the customer');
  const partnerIds = body.lines.flatMap((l) => l.fulfilmentPartnerId ?? []);
  const partnerNames = await docs.findPartnerNames(tx, firmId, [...new Set(partnerIds)]);
  for (const [i, line] of body.lines.entries())
    if (line.fulfilmentPartnerId && !partnerNames.has(line.fulfilmentPartnerId))
      throw fieldError(`lines.${i}.fulfilmentPartnerId`, 'No such partner');
  const priced = await priceDocumentLines(ctx, tx, header, orderDate, body.lines, {
    ...pricing,
    products: found.products,
  });
  const values: repo.OrderValues = {
    customerId: header.customer.id,
    contactId: header.contactId,
    branchId,
    currencyCode: header.currencyCode,
    exchangeRate: await exchangeRateOf(ctx, tx, header.currencyCode, orderDate),
    priceType: header.priceType,
    priceBasis: header.priceBasis,
    paymentMethod: header.customer.payment_method,
    paymentTermsDays: header.customer.payment_terms_days,
    orderDate,
    wantedDeliveryDate: body.wantedDeliveryDate,
    billingAddress: header.customer.billing_address,
    deliveryAddress,
    deliveryAddressId,
    salesRepEmployeeId: header.salesRepEmployeeId,
    internalNote: body.internalNote,
    customerNote: body.customerNote,
    netTotal: priced.totals.net,
    vatTotal: priced.totals.vat,
    grossTotal: priced.totals.gross,
    modifiedBy: ctx.auth.userId,
  };
  const lines = priced.lines.map((l, i) => ({
    ...l,
    fulfilment: body.lines[i]!.fulfilment,
    fulfilmentPartnerId: body.lines[i]!.fulfilmentPartnerId,
  }));
  return { values, lines, header, partnerNames, newIds: found };
}

/** What the customer portal shows of the order (migration 0005). */
function portalView(order: TOrder) {
  return {
    customerName: order.customerName,
    status: PORTAL_STATUS[order.state],
    items: order.lines.map((l) => ({
      code: l.productCode,
      name: l.productName,
      quantity: l.quantity,
      unit: l.unit,
    })),
  };
}

/** Writes the portal's read model from the order as it now stands (same transaction). */
async function syncPortal(tx: Db, firmId: number, order: TOrder) {
  await repo.upsertPortalAccess(tx, { firmId, orderNumber: order.number, ...portalView(order) });
}

/**
 * Creates a DRAFT order and answers it with its one-time access code. The reads check and price
 * the body; then one statement writes the order, its lines, its number, the portal row and (with
 * `audit`) the audit row, so the number's counter row is locked only for that statement and the
 * commit (README: number series; bench/orders.ts). The answer is built from what was written.
 * Outside a transaction the statement commits by itself; inside one, with it.
 */
export async function insertOrderIn(
  ctx: Ctx,
  db: Db,
  body: OrderBody,
  from: { quoteId: number | null; quoteLines: readonly KeptPrice[] } | null,
  audit?: Pick<AuditEntry, 'entity' | 'action'>,
): Promise<TOrder> {
  // An order made from an approved quote (or tender: quoteId null without a quote) keeps its
  // prices (and their reasons) as they are.
  const { values, lines, header, partnerNames, newIds } = await orderValues(ctx, db, body, {
    trusted: from !== null,
    kept: from ? { currencyCode: body.currencyCode, line: (i) => from.quoteLines[i] } : undefined,
  });
  const { firmId, userId } = ctx.auth;
  // The number and the creation time come from the writing statement.
  const createdAt = new Date(0);
  const row: repo.OrderRow['order'] = {
    ...values,
    id: newIds.order_id!,
    firmId,
    number: '',
    state: 'DRAFT',
    quoteId: from?.quoteId ?? null,
    version: 1,
    createdBy: userId,
    createdAt,
    updatedAt: createdAt,
    searchDoc: '',
    customerSort: header.customer.name,
    createdByEmployeeId: null,
    modifiedByEmployeeId: null,
  };
  const stored = lines.map((line, i) => ({
    ...line,
    id: newIds.line_ids[i]!,
    firmId,
    orderId: row.id,
    dispatchedQuantity: '0',
  }));
  const order: TOrder = {
    ...toListItem({ order: row, customerName: header.customer.name }, header.scale),
    accessCode: null,
    dispatchStatus: 'NONE',
    lines: stored.map((line) =>
      toOrderLine(
        {
          line,
          productCode: line.productCode,
          productName: line.productName,
          partnerName: partnerNames.get(line.fulfilmentPartnerId ?? 0) ?? null,
          reserved: '0',
        },
        header.scale,
        false,
      ),
    ),
  };
  const accessCode = newAccessCode();
  const { createdAt: _created, updatedAt: _updated, ...insertable } = row;
  const written = await repo.insertNumberedOrder(db, {
    order: insertable,
    lines: stored,
    // Outside a transaction (the order form) taken ahead, so saving orders do not queue on the
    // counter (README: number series).
    number: await documentNumberSql(db, firmId, ORDER_SERIES, values.orderDate),
    portal: {
      firmId,
      accessCodeHash: hashAccessCode(accessCode),
      ...portalView(order),
    },
    // The audit's `after` is the answer without the access code; the statement adds the number.
    audit:
      audit &&
      auditValues(
        { userId, firmId, requestId: ctx.requestId },
        { ...audit, entityId: row.id, after: withoutAccessCode(order) },
      ),
  });
  return { ...order, ...written, accessCode };
}

const withoutAccessCode = ({ accessCode: _, ...rest }: TOrder) => rest;

export function createOrder(ctx: Ctx, body: OrderBody): Promise<TOrder> {
  return insertOrderIn(ctx, ctx.db, body, null, { entity: 'customer_order', action: 'create' });
}

/** DRAFT or CONFIRMED orders may change; a confirmed one is re-reserved for its new lines. */
export function updateOrder(ctx: Ctx, body: UpdateOrderBody): Promise<TOrder> {
  return core.editDocument(ctx, ORDER, body.id, {
    version: body.version,
    from: EDITABLE,
    editable: requireEditable,
    async save(tx, row, before) {
      const { values, lines } = await orderValues(
        ctx,
        tx,
        body,
        { kept: { currencyCode: before.currencyCode, line: (i) => before.lines[i] } },
        row.order,
      );
      await repo.updateOrder(tx, ctx.auth.firmId, body.id, { states: [row.order.state] }, values);
      await releaseOrder(tx, body.id);
      await repo.replaceLines(tx, ctx.auth.firmId, body.id, lines);
      if (row.order.state === 'CONFIRMED')
        await reserveOrder(ctx, tx, { orderId: body.id, branchId: values.branchId });
      const after = await getOrder(ctx, body.id, tx);
      await syncPortal(tx, ctx.auth.firmId, after);
      return after;
    },
  });
}

/** The state call's transitions (README); DISPATCHED comes from the dispatch call (later). */
const ORDER_TRANSITIONS: Record<z.output<typeof ZOrderStateBody>['state'], TOrderState[]> = {
  CONFIRMED: ['DRAFT'],
  IN_PROGRESS: ['CONFIRMED'],
  READY: ['CONFIRMED', 'IN_PROGRESS'],
  CLOSED: ['DISPATCHED'],
  CANCELLED: ['DRAFT', 'CONFIRMED'],
};
const ACTION_OF = {
  CONFIRMED: 'confirm',
  IN_PROGRESS: 'start',
  READY: 'ready',
  CLOSED: 'close',
  CANCELLED: 'cancel',
} as const;

/**
 * Moves several orders on at once (closing a picking cycle): each from the state the caller read
 * under its row lock, by the transition rules of `changeOrderState`, in one statement with the
 * portal's status and one audit row per order. A move the rules refuse refuses the whole call.
 */
export async function advanceOrders(
  ctx: Ctx,
  tx: Db,
  moves: readonly { id: number; from: TOrderState; to: keyof typeof ACTION_OF }[],
): Promise<void> {
  const refused = moves.find((m) => !ORDER_TRANSITIONS[m.to].includes(m.from));
  if (refused) throw core.wrongState('customer order', refused.from, `moved to ${refused.to}`);
  if (moves.length === 0) return;
  await repo.advanceStates(
    tx,
    { firmId: ctx.auth.firmId, userId: ctx.auth.userId, requestId: ctx.requestId },
    moves.map((m) => ({ ...m, action: ACTION_OF[m.to], portal: PORTAL_STATUS[m.to] })),
  );
}

export function changeOrderState(
  ctx: Ctx,
  id: number,
  body: z.output<typeof ZOrderStateBody>,
): Promise<TOrder> {
  // The row lock makes a double click or a second user wait and then see the new state.
  return core.changeDocumentState(ctx, ORDER, id, {
    ...core.stateCall(body, ORDER_TRANSITIONS, ACTION_OF),
    async apply(tx, row) {
      const current = row.order.state;
      if (body.state === 'CANCELLED' && (await repo.hasDispatchedLines(tx, id)))
        throw core.wrongState('customer order', 'partly dispatched', 'cancelled');
      if (body.state === 'CANCELLED') await refuseInPickingCycle(tx, id);
      const changed = await repo.updateOrder(
        tx,
        ctx.auth.firmId,
        id,
        { states: [current] },
        { state: body.state, modifiedBy: ctx.auth.userId },
      );
      if (body.state === 'CONFIRMED')
        await reserveOrder(ctx, tx, { orderId: id, branchId: row.order.branchId });
      if (body.state === 'CANCELLED') await releaseOrder(tx, id);
      // The row as changed under the lock: no second read of the header.
      const after = await loadOrder(tx, { order: changed!, customerName: row.customerName });
      // The items stay; only the portal's status follows the state.
      await repo.setPortalStatus(tx, ctx.auth.firmId, after.number, PORTAL_STATUS[after.state]);
      return after;
    },
    after: (order) => ({
      state: order.state,
      lines: order.lines.map((l) => ({ id: l.id, reserved: l.reservedQuantity })),
    }),
  });
}

export async function getReserveList(ctx: Ctx, id: number) {
  return reserveList(ctx.db, await getOrder(ctx, id));
}

/** Sets how one line is fulfilled; the order's version guards it like any edit. */
export function setCommercialProcessItem(
  ctx: Ctx,
  lineId: number,
  body: z.output<typeof ZCommercialProcessItemBody>,
): Promise<TOrder> {
  return runAction(ctx, async (tx) => {
    const { firmId } = ctx.auth;
    const line = await repo.findLine(tx, firmId, lineId);
    if (!line) throw new AppError('NOT_FOUND', 'No such order line');
    const row = await core.lockDocument(tx, ctx, ORDER, line.orderId, {
      version: body.version,
      from: EDITABLE,
      verb: 'changed',
    });
    await requireEditable(tx, row);
    if (body.partnerId && !(await docs.isPartnerOf(tx, firmId, body.partnerId)))
      throw fieldError('partnerId', 'No such partner');
    const before = (await loadOrder(tx, row)).lines.find((l) => l.id === lineId);
    await repo.setLineFulfilment(tx, lineId, body.fulfilment, body.partnerId);
    await repo.updateOrder(
      tx,
      firmId,
      line.orderId,
      { states: [row.order.state] },
      {
        modifiedBy: ctx.auth.userId,
      },
    );
    if (row.order.state === 'CONFIRMED') {
      await releaseOrder(tx, line.orderId);
      await reserveOrder(ctx, tx, { orderId: line.orderId, branchId: row.order.branchId });
    }
    const after = await getOrder(ctx, line.orderId, tx);
    return {
      result: after,
      audit: {
        entity: 'customer_order',
        entityId: line.orderId,
        action: 'set_fulfilment',
        before: { lineId, fulfilment: before?.fulfilment, partnerId: before?.fulfilmentPartnerId },
        after: { lineId, fulfilment: body.fulfilment, partnerId: body.partnerId },
      },
    };
  });
}

/**
 * An APPROVED quote becomes a DRAFT order with its lines and prices copied, and the quote becomes
 * ORDERED, in one transaction: the quote's row lock makes a second click wait and then refuse.
 */
export function createOrderFromQuote(ctx: Ctx, quoteId: number): Promise<TOrder> {
  return core.changeDocumentState(ctx, QUOTE, quoteId, {
    from: ['APPROVED'],
    action: 'create_order',
    verb: 'ordered',
    async apply(tx, row) {
      const quote = await QUOTE.load(tx, row);
      const header = {
        customerId: quote.customerId,
        contactId: quote.contactId,
        currencyCode: quote.currencyCode,
        priceType: quote.priceType as OrderBody['priceType'],
        salesRepEmployeeId: quote.salesRepEmployeeId,
      };
      const lines = quote.lines.map((l) => ({
        productId: l.productId,
        quantity: l.quantity,
        unitPrice: l.unitPrice,
        discountPercent: l.discountPercent,
        description: l.description,
        fulfilment: 'STOCK' as const,
        fulfilmentPartnerId: null,
      }));
      // The order keeps the quote's prices; a user without sales.price may carry over only list
      // prices (as on the quote's date), so a quote does not launder a price they could not set.
      if (!hasPermission(ctx.auth.roles, 'sales.price'))
        await priceDocumentLines(
          ctx,
          tx,
          await resolveHeader(ctx, tx, header),
          quote.quoteDate,
          lines,
        );
      const order = await insertOrderIn(
        ctx,
        tx,
        {
          ...header,
          wantedDeliveryDate: null,
          deliveryAddressId: null,
          internalNote: quote.note,
          customerNote: '',
          lines,
        },
        { quoteId, quoteLines: quote.lines },
      );
      await updateQuoteRow(
        tx,
        ctx.auth.firmId,
        quoteId,
        { states: ['APPROVED'] },
        { state: 'ORDERED' },
      );
      return order;
    },
    after: ({ accessCode: _, ...order }) => ({
      state: 'ORDERED',
      orderId: order.id,
      orderNumber: order.number,
      order,
    }),
  });
}

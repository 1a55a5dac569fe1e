import type {
  TQuote,
  TQuoteRequest,
  ZCreateQuoteFromRequestBody,
  ZQuoteRequestBody,
  ZQuoteRequestExportQuery,
  ZQuoteRequestSearchBody,
  ZUpdateQuoteRequestBody,
} from '@kontor/contract';
import type { z } from 'zod';
import { todayInHungary } from '../../platform/business-day.ts';
import { type Ctx, runAction } from '../../platform/context.ts';
import type { Db } from '../../platform/db/database.ts';
import { AppError, fieldError } from '../../platform/errors.ts';
import { nextDocumentNumber } from '../../platform/number-series.ts';
import type { Dictionary } from '../dictionary/dictionary.service.ts';
import { findActiveEmployee } from '../employees/employees.service.ts';
import { findCustomer, findProducts } from './documents.repository.ts';
import { staleVersion, wrongState } from './documents.service.ts';
import { listAnswer, stateChanged } from './documents.view.ts';
import {
  customerColumn,
  dateColumn,
  type ExportColumn,
  exportList,
  numberColumn,
  stateColumn,
} from './list-export.ts';
import * as repo from './quote-requests.repository.ts';
import { getQuote, insertQuoteIn } from './quotes.service.ts';

type RequestBody = z.output<typeof ZQuoteRequestBody>;

export const QUOTE_REQUEST_SERIES = 'AK';

function toListItem(row: repo.RequestRow) {
  const r = row.request;
  return {
    id: r.id,
    number: r.number,
    state: r.state,
    customerId: r.customerId,
    customerName: row.customerName,
    prospectName: r.prospectName,
    contactName: r.contactName,
    contactEmail: r.contactEmail,
    contactPhone: r.contactPhone,
    subject: r.subject,
    salesRepEmployeeId: r.salesRepEmployeeId,
    quoteId: r.quoteId,
    version: r.version,
    createdAt: new Date(r.createdAt).toISOString(),
  };
}

async function requireRequest(db: Db, firmId: number, id: number, forUpdate = false) {
  const row = await repo.findRequest(db, firmId, id, forUpdate);
  if (!row) throw new AppError('NOT_FOUND', 'No such quote request');
  return row;
}

export async function getQuoteRequest(
  ctx: Ctx,
  id: number,
  db: Db = ctx.db,
): Promise<TQuoteRequest> {
  const row = await requireRequest(db, ctx.auth.firmId, id);
  const lines = await repo.listLines(db, id);
  return {
    ...toListItem(row),
    lines: lines.map(({ line: l, productCode, productName }) => ({
      id: l.id,
      productId: l.productId,
      productCode,
      productName,
      description: l.description,
      quantity: l.quantity,
      wantedDate: l.wantedDate,
    })),
  };
}

export async function searchQuoteRequests(
  ctx: Ctx,
  body: z.output<typeof ZQuoteRequestSearchBody>,
  withTotal = true,
) {
  const { rows, total } = await repo.searchRequests(ctx.db, ctx.auth.firmId, body, body, withTotal);
  return listAnswer(body, rows.map(toListItem), total);
}

type RequestListItem = ReturnType<typeof toListItem>;
const REQUEST_COLUMNS: ExportColumn<RequestListItem>[] = [
  numberColumn(),
  // The day it was recorded, in Budapest.
  dateColumn('SALES.FIELD.CREATED_AT', (r) => todayInHungary(new Date(r.createdAt))),
  customerColumn((r) => r.customerName ?? r.prospectName),
  { key: 'SALES.FIELD.SUBJECT', width: 40, value: (r) => r.subject },
  { key: 'SALES.FIELD.CONTACT_NAME', width: 24, value: (r) => r.contactName },
  stateColumn(),
];

/** The quote request list with the list's filters and sort as an xlsx workbook. */
export function exportQuoteRequests(
  ctx: Ctx,
  dictionary: Dictionary,
  filters: z.output<typeof ZQuoteRequestExportQuery>,
): Promise<Buffer> {
  return exportList(ctx, dictionary, 'SALES.REQUEST.LIST_TITLE', REQUEST_COLUMNS, (page) =>
    searchQuoteRequests(ctx, { ...filters, ...page }, false),
  );
}

async function checkBody(ctx: Ctx, db: Db, body: RequestBody): Promise<void> {
  const { firmId } = ctx.auth;
  if (body.customerId !== null && !(await findCustomer(db, firmId, body.customerId)))
    throw fieldError('customerId', 'No such customer');
  if (
    body.salesRepEmployeeId &&
    !(await findActiveEmployee({ ...ctx, db }, body.salesRepEmployeeId))
  )
    throw fieldError('salesRepEmployeeId', 'Not an active employee of the firm');
  const ids = body.lines.flatMap((l) => (l.productId === null ? [] : [l.productId]));
  const known = new Set((await findProducts(db, firmId, ids)).map((p) => p.id));
  const bad = body.lines.findIndex((l) => l.productId !== null && !known.has(l.productId));
  if (bad >= 0) throw fieldError(`lines.${bad}.productId`, 'No such product');
}

function valuesOf(body: RequestBody) {
  const { lines, ...header } = body;
  return { header, lines };
}

export function createQuoteRequest(ctx: Ctx, body: RequestBody): Promise<TQuoteRequest> {
  return runAction(ctx, async (tx) => {
    await checkBody(ctx, tx, body);
    const { header, lines } = valuesOf(body);
    const number = await nextDocumentNumber(tx, ctx.auth.firmId, QUOTE_REQUEST_SERIES);
    const id = await repo.insertRequest(tx, ctx.auth.firmId, number, {
      ...header,
      createdBy: ctx.auth.userId,
    });
    await repo.replaceLines(tx, ctx.auth.firmId, id, lines);
    const after = await getQuoteRequest(ctx, id, tx);
    return {
      result: after,
      audit: { entity: 'quote_request', entityId: id, action: 'create', after },
    };
  });
}

export function updateQuoteRequest(
  ctx: Ctx,
  id: number,
  body: z.output<typeof ZUpdateQuoteRequestBody>,
): Promise<TQuoteRequest> {
  return runAction(ctx, async (tx) => {
    const before = await getQuoteRequest(ctx, id, tx);
    await checkBody(ctx, tx, body);
    const { version, ...rest } = body;
    const { header, lines } = valuesOf(rest);
    if (!(await repo.updateRequest(tx, ctx.auth.firmId, id, version, header))) {
      if (before.version !== version) throw staleVersion('quote request');
      throw wrongState('quote request', before.state, 'changed');
    }
    await repo.replaceLines(tx, ctx.auth.firmId, id, lines);
    const after = await getQuoteRequest(ctx, id, tx);
    return {
      result: after,
      audit: { entity: 'quote_request', entityId: id, action: 'update', before, after },
    };
  });
}

export function declineQuoteRequest(ctx: Ctx, id: number): Promise<TQuoteRequest> {
  return runAction(ctx, async (tx) => {
    const row = await requireRequest(tx, ctx.auth.firmId, id, true);
    if (row.request.state !== 'OPEN')
      throw wrongState('quote request', row.request.state, 'declined');
    await repo.updateRequest(tx, ctx.auth.firmId, id, row.request.version, { state: 'DECLINED' });
    const after = await getQuoteRequest(ctx, id, tx);
    return stateChanged(
      after,
      { entity: 'quote_request', entityId: id, action: 'decline', from: 'OPEN' },
      { state: 'DECLINED' },
    );
  });
}

/**
 * One click: the OPEN request becomes a priced DRAFT quote. Lines with a product are copied (free
 * text lines stay on the request for the sales rep to resolve); the request becomes QUOTED.
 */
export function createQuoteFromRequest(
  ctx: Ctx,
  id: number,
  body: z.output<typeof ZCreateQuoteFromRequestBody>,
): Promise<TQuote> {
  return runAction(ctx, async (tx) => {
    const row = await requireRequest(tx, ctx.auth.firmId, id, true);
    const request = row.request;
    if (request.state !== 'OPEN') throw wrongState('quote request', request.state, 'quoted');
    const customerId = body.customerId ?? request.customerId;
    if (customerId === null)
      throw fieldError('customerId', 'The request is from a prospect; name the customer');
    const lines = await repo.listLines(tx, id);
    const quoteId = await insertQuoteIn(ctx, tx, {
      quoteRequestId: id,
      customerId,
      contactId: null,
      currencyCode: 'HUF',
      salesRepEmployeeId: request.salesRepEmployeeId,
      validUntil: body.validUntil,
      note: request.subject,
      lines: lines.flatMap(({ line: l }) =>
        l.productId === null
          ? []
          : [
              {
                productId: l.productId,
                quantity: l.quantity,
                description: l.description,
              },
            ],
      ),
    });
    await repo.updateRequest(tx, ctx.auth.firmId, id, request.version, {
      state: 'QUOTED',
      quoteId,
      customerId,
    });
    const quote = await getQuote(ctx, quoteId, tx);
    return stateChanged(
      quote,
      { entity: 'quote_request', entityId: id, action: 'create_quote', from: 'OPEN' },
      { state: 'QUOTED', quoteId, quoteNumber: quote.number },
    );
  });
}

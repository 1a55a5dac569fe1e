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
import type { Ctx } from '../../platform/context.ts';
import type { Db } from '../../platform/db/database.ts';
import { fieldError } from '../../platform/errors.ts';
import type { Dictionary } from '../dictionary/dictionary.service.ts';
import { findActiveEmployee } from '../employees/employees.service.ts';
import { findCustomer, findProducts } from './documents.repository.ts';
import { listAnswer } from './documents.view.ts';
import * as xlsx from './list-export.ts';
import * as repo from './quote-requests.repository.ts';
import { getQuote, insertQuoteIn } from './quotes.service.ts';
import * as core from './sales-document/document.service.ts';

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

async function loadRequest(db: Db, row: repo.RequestRow): Promise<TQuoteRequest> {
  const lines = await repo.listLines(db, row.request.id);
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

const REQUEST: core.SalesDocumentKind<repo.RequestRow, TQuoteRequest> = {
  what: 'quote request',
  entity: 'quote_request',
  find: core.foundOr('quote request', repo.findRequest),
  status: ({ request }) => request,
  load: loadRequest,
};

export function getQuoteRequest(ctx: Ctx, id: number): Promise<TQuoteRequest> {
  return core.getDocument(ctx, REQUEST, id);
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
const REQUEST_COLUMNS: xlsx.ExportColumn<RequestListItem>[] = [
  xlsx.numberColumn(),
  // The day it was recorded, in Budapest.
  xlsx.dateColumn('SALES.FIELD.CREATED_AT', (r) => todayInHungary(new Date(r.createdAt))),
  xlsx.customerColumn((r) => r.customerName ?? r.prospectName),
  { key: 'SALES.FIELD.SUBJECT', width: 40, value: (r) => r.subject },
  { key: 'SALES.FIELD.CONTACT_NAME', width: 24, value: (r) => r.contactName },
  xlsx.stateColumn(),
];

/** The quote request list with the list's filters and sort as an xlsx workbook. */
export function exportQuoteRequests(
  ctx: Ctx,
  dictionary: Dictionary,
  filters: z.output<typeof ZQuoteRequestExportQuery>,
): Promise<Buffer> {
  return xlsx.exportList(ctx, dictionary, 'SALES.REQUEST.LIST_TITLE', REQUEST_COLUMNS, (page) =>
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
  return core.createDocument(ctx, REQUEST, async (tx) => {
    await checkBody(ctx, tx, body);
    const { header, lines } = valuesOf(body);
    return core.insertNumbered(
      tx,
      ctx.auth.firmId,
      { series: QUOTE_REQUEST_SERIES },
      { insert: repo.insertRequest, replaceLines: repo.replaceLines },
      { ...header, createdBy: ctx.auth.userId },
      lines,
    );
  });
}

/** Only an OPEN request changes; the version is checked on the locked row first. */
export function updateQuoteRequest(
  ctx: Ctx,
  id: number,
  body: z.output<typeof ZUpdateQuoteRequestBody>,
): Promise<TQuoteRequest> {
  const { version, ...rest } = body;
  return core.editDocument(ctx, REQUEST, id, {
    version,
    from: ['OPEN'],
    async save(tx) {
      await checkBody(ctx, tx, rest);
      const { header, lines } = valuesOf(rest);
      await repo.updateRequest(tx, ctx.auth.firmId, id, { states: ['OPEN'] }, header);
      await repo.replaceLines(tx, ctx.auth.firmId, id, lines);
    },
  });
}

export function declineQuoteRequest(ctx: Ctx, id: number): Promise<TQuoteRequest> {
  return core.changeDocumentState(ctx, REQUEST, id, {
    from: ['OPEN'],
    action: 'decline',
    verb: 'declined',
    async apply(tx) {
      await repo.updateRequest(
        tx,
        ctx.auth.firmId,
        id,
        { states: ['OPEN'] },
        { state: 'DECLINED' },
      );
      return core.getDocument(ctx, REQUEST, id, tx);
    },
    after: () => ({ state: 'DECLINED' }),
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
  return core.changeDocumentState(ctx, REQUEST, id, {
    from: ['OPEN'],
    action: 'create_quote',
    verb: 'quoted',
    async apply(tx, { request }) {
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
            : [{ productId: l.productId, quantity: l.quantity, description: l.description }],
        ),
      });
      await repo.updateRequest(
        tx,
        ctx.auth.firmId,
        id,
        { states: ['OPEN'] },
        { state: 'QUOTED', quoteId, customerId },
      );
      return getQuote(ctx, quoteId, tx);
    },
    after: (quote) => ({ state: 'QUOTED', quoteId: quote.id, quoteNumber: quote.number }),
  });
}

import type {
  TQuote,
  TQuoteState,
  ZQuoteBody,
  ZQuoteExportQuery,
  ZQuoteSearchBody,
  ZQuoteStateBody,
  ZUpdateQuoteBody,
} from '@kontor/contract';
import type { z } from 'zod';
import { todayInHungary } from '../../platform/business-day.ts';
import type { Ctx } from '../../platform/context.ts';
import type { Db } from '../../platform/db/database.ts';
import { AppError, fieldError } from '../../platform/errors.ts';
import type { Dictionary } from '../dictionary/dictionary.service.ts';
import { findCurrencyScale } from './documents.repository.ts';
import { priceDocumentLines, resolveHeader } from './documents.service.ts';
import { currencyScales, listAnswer, storedLineOf, totalsOf } from './documents.view.ts';
import * as xlsx from './list-export.ts';
import * as repo from './quotes.repository.ts';
import * as core from './sales-document/document.service.ts';

type QuoteBody = z.output<typeof ZQuoteBody>;
type UpdateQuoteBody = z.output<typeof ZUpdateQuoteBody>;

export const QUOTE_SERIES = 'AJ';
const DEFAULT_VALIDITY_DAYS = 30;

export function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** The state a user sees: DRAFT or SENT past the validity date reads EXPIRED (never stored). */
export function effectiveQuoteState(
  row: { state: string; validUntil: string },
  today: string,
): TQuoteState {
  if ((row.state === 'DRAFT' || row.state === 'SENT') && row.validUntil < today) return 'EXPIRED';
  return row.state as TQuoteState;
}

function toListItem(row: repo.QuoteRow, scale: number, today: string) {
  const q = row.quote;
  return {
    id: q.id,
    number: q.number,
    state: effectiveQuoteState(q, today),
    quoteRequestId: q.quoteRequestId,
    customerId: q.customerId,
    customerName: row.customerName,
    contactId: q.contactId,
    currencyCode: q.currencyCode,
    priceType: q.priceType,
    priceBasis: q.priceBasis,
    quoteDate: q.quoteDate,
    validUntil: q.validUntil,
    salesRepEmployeeId: q.salesRepEmployeeId,
    note: q.note,
    totals: totalsOf(q, scale),
    version: q.version,
    createdAt: new Date(q.createdAt).toISOString(),
  };
}

export async function loadQuote(db: Db, row: repo.QuoteRow, today: string): Promise<TQuote> {
  const scale = (await findCurrencyScale(db, row.quote.currencyCode)) ?? 2;
  const [lines, orderId] = await Promise.all([
    repo.listLines(db, row.quote.id),
    repo.findOrderIdOfQuote(db, row.quote.id),
  ]);
  return {
    ...toListItem(row, scale, today),
    orderId,
    lines: lines.map(({ line, ...product }) => storedLineOf(line, product, scale)),
  };
}

/** The quote as a sales document; its state is the one a user sees (EXPIRED computed). */
export const QUOTE: core.SalesDocumentKind<repo.QuoteRow, TQuote> = {
  what: 'quote',
  entity: 'quote',
  find: core.foundOr('quote', repo.findQuote),
  status: ({ quote }) => ({
    state: effectiveQuoteState(quote, todayInHungary()),
    version: quote.version,
  }),
  load: (db, row) => loadQuote(db, row, todayInHungary()),
};

export function getQuote(ctx: Ctx, id: number, db: Db = ctx.db): Promise<TQuote> {
  return core.getDocument(ctx, QUOTE, id, db);
}

export async function searchQuotes(
  ctx: Ctx,
  body: z.output<typeof ZQuoteSearchBody>,
  withTotal = true,
) {
  const today = todayInHungary();
  const { rows, total } = await repo.searchQuotes(
    ctx.db,
    ctx.auth.firmId,
    today,
    body,
    body,
    withTotal,
  );
  const scales = await currencyScales(
    ctx.db,
    rows.map((r) => r.quote.currencyCode),
  );
  const items = rows.map((r) => toListItem(r, scales.get(r.quote.currencyCode)!, today));
  return listAnswer(body, items, total);
}

type QuoteListItem = ReturnType<typeof toListItem>;
const QUOTE_COLUMNS: xlsx.ExportColumn<QuoteListItem>[] = [
  xlsx.numberColumn(),
  xlsx.dateColumn('SALES.FIELD.QUOTE_DATE', (q) => q.quoteDate),
  xlsx.dateColumn('SALES.FIELD.VALID_UNTIL', (q) => q.validUntil),
  xlsx.customerColumn((q) => q.customerName),
  xlsx.stateColumn(),
  ...xlsx.amountColumns(),
];

/** The quote list with the list's filters and sort as an xlsx workbook. */
export function exportQuotes(
  ctx: Ctx,
  dictionary: Dictionary,
  filters: z.output<typeof ZQuoteExportQuery>,
): Promise<Buffer> {
  return xlsx.exportList(ctx, dictionary, 'SALES.QUOTE.LIST_TITLE', QUOTE_COLUMNS, (page) =>
    searchQuotes(ctx, { ...filters, ...page }, false),
  );
}

async function pricedValues(
  ctx: Ctx,
  tx: Db,
  body: Omit<QuoteBody, 'quoteRequestId'>,
  kept?: Pick<TQuote, 'currencyCode' | 'lines'>,
) {
  const header = await resolveHeader(ctx, tx, body);
  const quoteDate = body.quoteDate ?? todayInHungary();
  const validUntil = body.validUntil ?? addDays(quoteDate, DEFAULT_VALIDITY_DAYS);
  if (validUntil < quoteDate)
    throw fieldError('validUntil', 'The validity ends before the quote date');
  const priced = await priceDocumentLines(ctx, tx, header, quoteDate, body.lines, {
    kept: kept && { currencyCode: kept.currencyCode, line: (i) => kept.lines[i] },
  });
  const values = {
    customerId: header.customer.id,
    contactId: header.contactId,
    currencyCode: header.currencyCode,
    priceType: header.priceType,
    priceBasis: header.priceBasis,
    salesRepEmployeeId: header.salesRepEmployeeId,
    quoteDate,
    validUntil,
    note: body.note,
    netTotal: priced.totals.net,
    vatTotal: priced.totals.vat,
    grossTotal: priced.totals.gross,
  };
  return { values, lines: priced.lines };
}

/** Creates a DRAFT quote inside the caller's transaction (also used by the quote request). */
export async function insertQuoteIn(ctx: Ctx, tx: Db, body: QuoteBody): Promise<number> {
  const { values, lines } = await pricedValues(ctx, tx, body);
  return core.insertNumbered(
    tx,
    ctx.auth.firmId,
    { series: QUOTE_SERIES, date: values.quoteDate },
    { insert: repo.insertQuote, replaceLines: repo.replaceLines },
    { ...values, quoteRequestId: body.quoteRequestId, createdBy: ctx.auth.userId },
    lines,
  );
}

export function createQuote(ctx: Ctx, body: QuoteBody): Promise<TQuote> {
  return core.createDocument(ctx, QUOTE, (tx) => {
    if (body.quoteRequestId !== null)
      throw new AppError('VALIDATION_FAILED', 'Create the quote from its request', {
        errors: [
          {
            path: 'quoteRequestId',
            message: 'Use the create-quote call of the quote request',
            code: 'invalid',
          },
        ],
      });
    return insertQuoteIn(ctx, tx, body);
  });
}

/** DRAFT and SENT quotes change; the lines are priced only after the version and state checks. */
export function updateQuote(ctx: Ctx, id: number, body: UpdateQuoteBody): Promise<TQuote> {
  return core.editDocument(ctx, QUOTE, id, {
    version: body.version,
    // An expired quote may be edited (a new validity date revives it): the stored state counts.
    from: ['DRAFT', 'SENT', 'EXPIRED'],
    async save(tx, _row, before) {
      const { values, lines } = await pricedValues(ctx, tx, body, before);
      await repo.updateQuote(tx, ctx.auth.firmId, id, { states: ['DRAFT', 'SENT'] }, values);
      await repo.replaceLines(tx, ctx.auth.firmId, id, lines);
    },
  });
}

/** Allowed transitions of the quote state call (README); ORDERED comes from create-order only. */
const QUOTE_TRANSITIONS: Record<'SENT' | 'APPROVED' | 'REJECTED', TQuoteState[]> = {
  SENT: ['DRAFT'],
  APPROVED: ['SENT'],
  REJECTED: ['SENT'],
};
const ACTION_OF = { SENT: 'send', APPROVED: 'approve', REJECTED: 'reject' } as const;

export function changeQuoteState(
  ctx: Ctx,
  id: number,
  body: z.output<typeof ZQuoteStateBody>,
): Promise<TQuote> {
  return core.changeDocumentState(ctx, QUOTE, id, {
    ...core.stateCall(body, QUOTE_TRANSITIONS, ACTION_OF),
    async apply(tx, row) {
      await repo.updateQuote(
        tx,
        ctx.auth.firmId,
        id,
        { states: [row.quote.state] },
        { state: body.state },
      );
      return getQuote(ctx, id, tx);
    },
    after: (quote) => ({ state: quote.state }),
  });
}

/**
 * Credit notes (Áfa tv. 170. §): a new document referring to the invoice, with the credited
 * quantities negative. Each line of the invoice may be named once per request, and what all its
 * credit notes take back never exceeds what the line invoiced — in quantity and in every amount.
 */
import { Money, seriesOfKind, type ZCreditNoteBody } from '@kontor/contract';
import type { z } from 'zod';
import { todayInHungary } from '../../platform/business-day.ts';
import { type Ctx, runAction } from '../../platform/context.ts';
import type { Db } from '../../platform/db/database.ts';
import { AppError, fieldError } from '../../platform/errors.ts';
import { nextDocumentNumber } from '../../platform/number-series.ts';
import {
  enqueueReport,
  type InvoiceDeps,
  lockIssued,
  navStatusOf,
  refuseAllZero,
  refuseZeroLine,
} from './invoice-issue.ts';
import { checkIssuable } from './invoice-legal.ts';
import * as repo from './invoices.repository.ts';
import { type DraftLine, negateLine, priceOrderLine, totalsOf } from './invoices.rules.ts';
import { invoiceAnswer, scaleOf } from './invoices.view.ts';

type Line = Awaited<ReturnType<typeof repo.listLines>>[number];
type Wanted = NonNullable<z.output<typeof ZCreditNoteBody>['lines']>;

const asDraft = (l: Line): DraftLine => ({ ...l, correctedLineId: l.id });

/** What is still uncredited of a line: its amounts less what earlier credit notes took back. */
function leftOf(line: Line, credited: repo.Credited | undefined, scale: number): DraftLine {
  const less = (v: string, c: Money | undefined) => new Money(v).minus(c ?? 0).toFixed(scale);
  return {
    ...asDraft(line),
    quantity: new Money(line.quantity).minus(credited?.quantity ?? 0).toFixed(4),
    net: less(line.net, credited?.net),
    vat: less(line.vat, credited?.vat),
    gross: less(line.gross, credited?.gross),
  };
}

/**
 * The credit lines of named invoice lines: the whole rest of a line when its rest is asked for
 * (so the credits add up to the line exactly), otherwise the quantity priced again; refused when
 * a line is named twice or more than its rest — quantity or money — would be taken back.
 */
function creditLines(
  wanted: Wanted,
  lines: readonly Line[],
  credited: Map<number, repo.Credited>,
  priceBasis: 'net' | 'gross',
  scale: number,
): DraftLine[] {
  const byId = new Map(lines.map((l) => [l.id, l]));
  const seen = new Set<number>();
  return wanted.map((w, i) => {
    const line = byId.get(w.invoiceLineId);
    if (!line) throw fieldError(`lines.${i}.invoiceLineId`, 'No such line of the invoice');
    if (seen.has(line.id))
      throw fieldError(`lines.${i}.invoiceLineId`, 'The line is named twice; name it once');
    seen.add(line.id);
    const quantity = new Money(w.quantity);
    const left = leftOf(line, credited.get(line.id), scale);
    const tooMuch = () =>
      fieldError(`lines.${i}.quantity`, 'More than what is left to credit on the line');
    // A deduction of an advance (a negative line) is taken back whole: the advance reopens.
    const deduction = line.advanceInvoiceId !== null && new Money(line.quantity).lt(0);
    if (deduction && !quantity.eq(new Money(left.quantity).abs()))
      throw fieldError(`lines.${i}.quantity`, 'A deduction of an advance is taken back whole');
    if (!deduction && (new Money(line.quantity).lte(0) || quantity.gt(left.quantity)))
      throw tooMuch();
    const draft =
      deduction || quantity.eq(left.quantity)
        ? negateLine(left, scale)
        : {
            ...priceOrderLine(
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
              priceBasis,
              scale,
            ),
            orderLineId: line.orderLineId,
            productId: line.productId,
            correctedLineId: line.id,
          };
    for (const key of ['net', 'vat', 'gross'] as const)
      if (new Money(draft[key]).negated().abs().gt(new Money(left[key]).abs())) throw tooMuch();
    refuseZeroLine(draft, `lines.${i}.quantity`);
    return draft;
  });
}

/**
 * Issues a credit note of the locked `original` with the given (negative) lines in the caller's
 * transaction: totals, the number (last), the row, the original's credited sum, the NAV job.
 */
export async function issueCreditNote(
  tx: Db,
  ctx: Ctx,
  deps: InvoiceDeps,
  original: repo.InvoiceRow,
  draft: DraftLine[],
  reason: string,
): Promise<number> {
  const firmId = ctx.auth.firmId;
  const scale = await scaleOf(tx, original.currencyCode);
  const totals = totalsOf(draft, {
    scale,
    currency: original.currencyCode,
    paymentMethod: original.paymentMethod,
    exchangeRate: original.exchangeRate,
  });
  const issueDate = todayInHungary();
  await checkIssuable(tx, firmId, {
    ...original,
    kind: 'CREDIT_NOTE',
    issueDate,
    lines: draft,
    totals,
    scale,
    correcting: original.number,
  });
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
      idempotencyKey: null,
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
      note: reason,
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
  return id;
}

/**
 * A credit note of an issued invoice. Without lines it takes back everything (storno), only while
 * nothing was credited. The invoice row is locked first, so parallel credit notes of one invoice
 * run one after the other and each sees what the others took back.
 */
export function createCreditNote(
  ctx: Ctx,
  deps: InvoiceDeps,
  invoiceId: number,
  body: z.output<typeof ZCreditNoteBody>,
) {
  return runAction(ctx, async (tx) => {
    const firmId = ctx.auth.firmId;
    // The order first (as issuing does), then the invoice: a credit note of an advance and a
    // final invoice deducting it never run side by side.
    const head = await repo.findInvoice(tx, firmId, invoiceId);
    if (head?.customerOrderId) await repo.lockOrder(tx, firmId, head.customerOrderId);
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
    const credited = await repo.creditedLines(tx, original.id);
    if (!body.lines && credited.size > 0)
      throw fieldError(
        'lines',
        'The invoice was partly credited (or, an advance, deducted) already; name the lines',
      );
    const draft = body.lines
      ? creditLines(body.lines, lines, credited, original.priceBasis, scale)
      : lines.map((l) => negateLine(asDraft(l), scale));
    if (draft.length === 0) throw fieldError('lines', 'Nothing to credit');
    refuseAllZero(draft);
    const id = await issueCreditNote(tx, ctx, deps, original, draft, body.reason);
    return invoiceAnswer(tx, firmId, id, {
      action: 'credit_note',
      change: (note) => ({
        after: { ...note, correctedInvoiceId: original.id },
      }),
    });
  });
}

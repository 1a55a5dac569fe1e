/**
 * What every issuing action shares: the NAV dependencies, the NAV report job enqueued in the
 * issuing transaction, the locked read of an issued document and the checks made before a number
 * of the gapless series is taken.
 */
import { Money, type TInvoiceKind, type TNavStatus } from '@kontor/contract';
import type { Ctx } from '../../platform/context.ts';
import type { Db } from '../../platform/db/database.ts';
import { AppError, fieldError, staleVersion } from '../../platform/errors.ts';
import { enqueue } from '../../platform/queue.ts';
import type { NavConfig } from '../reference-data/nav.adapter.ts';
import { navReportJob } from './invoices.jobs.ts';
import * as repo from './invoices.repository.ts';
import type { DraftLine } from './invoices.rules.ts';

/** What issuing needs beyond the caller: the NAV technical user (null: not set up). */
export interface InvoiceDeps {
  nav: NavConfig | null;
  /** Runs in the issuing transaction for a document to report (default: enqueue the NAV job). */
  onIssued?: (tx: Db, ctx: Ctx, invoiceId: number) => Promise<void>;
}

/** The NAV report of an issued document: a job that exists only if the issue commits. */
export function enqueueReport(tx: Db, ctx: Ctx, invoiceId: number) {
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

export function navStatusOf(kind: TInvoiceKind, deps: InvoiceDeps): TNavStatus {
  if (kind === 'PROFORMA') return 'NOT_REQUIRED';
  return deps.nav ? 'WAITING' : 'NOT_CONFIGURED';
}

/** An issued document locked for the transaction, at the version the user saw (else 409). */
export async function lockIssued(tx: Db, ctx: Ctx, id: number, version: number) {
  const row = await repo.findInvoice(tx, ctx.auth.firmId, id, true);
  if (!row) throw new AppError('NOT_FOUND', 'No such invoice');
  if (row.version !== version) throw staleVersion('invoice');
  return row;
}

const isZero = (l: Pick<DraftLine, 'net' | 'vat' | 'gross'>) =>
  new Money(l.net).isZero() && new Money(l.vat).isZero() && new Money(l.gross).isZero();

/**
 * A document whose every amount is zero is no invoice (it would only use up a number of the
 * gapless series): refused before the number is taken.
 */
export function refuseAllZero(lines: readonly DraftLine[]) {
  if (lines.every(isZero))
    throw fieldError('lines', 'Every amount of the document is zero; nothing to invoice');
}

/** A credit line that takes back no money (a quantity too small to be worth a unit of currency). */
export function refuseZeroLine(line: DraftLine, path: string) {
  if (isZero(line)) throw fieldError(path, 'The quantity is worth nothing; nothing to credit');
}

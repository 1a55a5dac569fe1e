/**
 * Putting a NAV report right (README "NAV reporting"): resend, correct a refused invoice, and the
 * technical annulment of an accepted one. Each is one transaction that locks the invoice, checks
 * its NAV status there, stores the new state, enqueues the NAV job and is audited.
 */
import type { TNavStatus, ZNavAnnulmentBody, ZNavCorrectBody } from '@kontor/contract';
import { eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { invoiceLines, invoices } from '../../db/schema.ts';
import { type Ctx, runAction } from '../../platform/context.ts';
import type { Db } from '../../platform/db/database.ts';
import { AppError, fieldError } from '../../platform/errors.ts';
import { enqueue } from '../../platform/queue.ts';
import { invoiceBuyer } from './invoice-parties.ts';
import { navAnnulmentJob, navReportJob } from './invoices.jobs.ts';
import { type InvoiceDeps, lockIssued } from './invoices.service.ts';
import { invoiceAnswer } from './invoices.view.ts';
import { ANNULLING } from './nav-annulment.ts';
import { buildInvoiceData, NAV_HOLDS, xmlHash } from './nav-report.ts';

type InvoiceRow = typeof invoices.$inferSelect;

/**
 * The buyer's current billing data from the partner record, as the invoice row stores them: the
 * one place where a partner becomes an invoice's buyer after issue.
 */
export async function buyerFromPartner(tx: Db, firmId: number, partnerId: number) {
  const buyer = await invoiceBuyer(tx, firmId, partnerId);
  if (buyer.buyerPostalCode === null)
    throw fieldError('refreshBuyer', 'The partner has no billing address');
  return buyer;
}

/** A 409 whose detail starts with its reason (`NAV_PROCESSING: …`), which the web translates. */
const invalidState = (message: string, status: string) =>
  new AppError('INVALID_STATE', message, {
    errors: [{ path: 'navStatus', message: status, code: 'invalid_state' }],
  });

/** The invoice locked at the caller's version; NAV must be set up for any NAV action. */
async function lockForNav(tx: Db, ctx: Ctx, deps: InvoiceDeps, id: number, version: number) {
  const row = await lockIssued(tx, ctx, id, version);
  // Nothing to send through: the action cannot run in this state (not a server failure).
  if (!deps.nav)
    throw invalidState('NAV_NOT_CONFIGURED: the NAV technical user is not set up', row.navStatus);
  return row;
}

/** A refused report goes again only with other bytes: the same data would be refused again. */
async function expectCorrected(tx: Db, row: InvoiceRow) {
  const { xml } = await buildInvoiceData(tx, row);
  if (row.navStatus === 'REFUSED' && xmlHash(xml) === row.navSentHash)
    throw invalidState(
      'NOTHING_CORRECTED: the report would be the same NAV refused; correct the invoice first',
      row.navStatus,
    );
}

/** Back to a new report (WAITING), or to asking NAV about a stored transaction (SENT). */
/**
 * Starts a NAV job of the invoice in the caller's transaction: the new NAV state (messages and
 * attempts cleared, version raised) and the job, one per invoice and kind.
 */
async function startNavJob(
  tx: Db,
  ctx: Ctx,
  row: InvoiceRow,
  values: Partial<typeof invoices.$inferInsert>,
  job: typeof navReportJob | typeof navAnnulmentJob,
  singletonKey: string,
) {
  await tx
    .update(invoices)
    .set({
      ...values,
      navMessages: [],
      navAttempts: 0,
      navUpdatedAt: new Date(),
      version: sql`${invoices.version} + 1`,
    })
    .where(eq(invoices.id, row.id));
  await enqueue(ctx, tx, job, { firmId: ctx.auth.firmId, invoiceId: row.id }, { singletonKey });
}

function restartReport(tx: Db, ctx: Ctx, row: InvoiceRow, keepTransaction: boolean) {
  return startNavJob(
    tx,
    ctx,
    row,
    {
      navStatus: keepTransaction ? 'SENT' : 'WAITING',
      navTransactionId: keepTransaction ? row.navTransactionId : null,
      // Annulled: NAV's earlier report is void, the next CREATE is a new one (not a lost answer).
      ...(row.navStatus === 'ANNULLED' && { navSentHash: null }),
      navAnnulmentTransactionId: null,
    },
    navReportJob,
    `invoice-${row.id}`,
  );
}

/** Resending: allowed once nothing is under way at NAV. */
const RESENDABLE = new Set<string>(['NOT_CONFIGURED', 'FAILED', 'ANNULLED', 'REFUSED']);
/** An annulment NAV gave a transaction id: asking again only queries, it never sends twice. */
const ASK_AGAIN = new Set<string>(['ANNULMENT_SENT', 'ANNULMENT_PENDING']);

export function resendToNav(ctx: Ctx, deps: InvoiceDeps, invoiceId: number, version: number) {
  return runAction(ctx, async (tx) => {
    const row = await lockForNav(tx, ctx, deps, invoiceId, version);
    if (ASK_AGAIN.has(row.navStatus)) {
      // Only asks NAV again about the annulment it holds (the taxpayer approved it meanwhile).
      await tx
        .update(invoices)
        .set({ navAttempts: 0, version: sql`${invoices.version} + 1` })
        .where(eq(invoices.id, row.id));
      const job = { firmId: ctx.auth.firmId, invoiceId: row.id };
      await enqueue(ctx, tx, navAnnulmentJob, job, { singletonKey: `annul-${row.id}` });
    } else if (RESENDABLE.has(row.navStatus)) {
      await expectCorrected(tx, row);
      // A FAILED report NAV gave a transaction id for is asked about, never sent twice.
      await restartReport(tx, ctx, row, row.navStatus === 'FAILED' && !!row.navTransactionId);
    } else {
      const why =
        row.navStatus === 'SENT' || row.navStatus === 'WAITING'
          ? 'NAV_PROCESSING: NAV is still processing the report; a second one would be refused as a duplicate number'
          : `NAV_STATE: the invoice is ${row.navStatus} at NAV`;
      throw invalidState(why, row.navStatus);
    }
    return invoiceAnswer(tx, ctx.auth.firmId, row.id, {
      action: 'nav_report',
      change: (after) => ({
        before: { navStatus: row.navStatus },
        after: { navStatus: after.navStatus },
      }),
    });
  });
}

/** Correcting an invoice NAV refused, then reporting it again under its number. */
export function correctForNav(
  ctx: Ctx,
  deps: InvoiceDeps,
  invoiceId: number,
  body: z.output<typeof ZNavCorrectBody>,
) {
  return runAction(ctx, async (tx) => {
    const row = await lockForNav(tx, ctx, deps, invoiceId, body.version);
    if (row.navStatus !== 'REFUSED')
      throw invalidState(
        `NOT_REFUSED: only an invoice NAV refused can be corrected; this one is ${row.navStatus}`,
        row.navStatus,
      );
    const lines = await tx.select().from(invoiceLines).where(eq(invoiceLines.invoiceId, row.id));
    const seen = new Set<number>();
    body.lines.forEach((l, i) => {
      if (!lines.some((x) => x.id === l.invoiceLineId) || seen.has(l.invoiceLineId))
        throw fieldError(`lines.${i}.invoiceLineId`, 'Not a line of this invoice, or named twice');
      seen.add(l.invoiceLineId);
    });
    const buyer = body.refreshBuyer ? await buyerFromPartner(tx, row.firmId, row.customerId) : {};
    const head = { ...buyer, ...(body.note !== undefined && { note: body.note }) };
    if (Object.keys(head).length)
      await tx.update(invoices).set(head).where(eq(invoices.id, row.id));
    for (const l of body.lines)
      await tx
        .update(invoiceLines)
        .set({ description: l.description })
        .where(eq(invoiceLines.id, l.invoiceLineId));
    const [corrected] = await tx.select().from(invoices).where(eq(invoices.id, row.id));
    await expectCorrected(tx, corrected!);
    await restartReport(tx, ctx, corrected!, false);
    const texts = (from: typeof lines) =>
      from.filter((l) => seen.has(l.id)).map((l) => ({ id: l.id, description: l.description }));
    const pick = (r: InvoiceRow) => ({
      buyerName: r.buyerName,
      buyerAddress: r.buyerAddress,
      buyerCountryCode: r.buyerCountryCode,
      buyerTaxNumber: r.buyerTaxNumber,
      buyerEuVatNumber: r.buyerEuVatNumber,
      buyerPostalCode: r.buyerPostalCode,
      buyerCity: r.buyerCity,
      buyerStreet: r.buyerStreet,
      note: r.note,
      navStatus: r.navStatus,
    });
    return invoiceAnswer(tx, ctx.auth.firmId, row.id, {
      action: 'nav_correct',
      change: (after) => ({
        before: { ...pick(row), lines: texts(lines) },
        after: {
          ...pick(corrected!),
          navStatus: after.navStatus,
          lines: after.lines
            .filter((l) => seen.has(l.id))
            .map((l) => ({ id: l.id, description: l.description })),
        },
      }),
    });
  });
}

/** Annulment is possible only of a report NAV accepted (or whose earlier annulment failed). */
const ANNULLABLE = new Set<TNavStatus>([...NAV_HOLDS].filter((s) => !ANNULLING.has(s)));

export function requestNavAnnulment(
  ctx: Ctx,
  deps: InvoiceDeps,
  invoiceId: number,
  body: z.output<typeof ZNavAnnulmentBody>,
) {
  return runAction(ctx, async (tx) => {
    const row = await lockForNav(tx, ctx, deps, invoiceId, body.version);
    if (!ANNULLABLE.has(row.navStatus as TNavStatus))
      throw invalidState(
        `NOT_ACCEPTED: only a report NAV accepted can be annulled; this one is ${row.navStatus}`,
        row.navStatus,
      );
    await startNavJob(
      tx,
      ctx,
      row,
      {
        navStatus: 'ANNULMENT_WAITING',
        navAnnulmentCode: body.code,
        navAnnulmentReason: body.reason,
        navAnnulmentTransactionId: null,
      },
      navAnnulmentJob,
      `annul-${row.id}`,
    );
    return invoiceAnswer(tx, ctx.auth.firmId, row.id, {
      action: 'nav_annulment',
      change: () => ({
        before: { navStatus: row.navStatus, navTransactionId: row.navTransactionId },
        after: { navStatus: 'ANNULMENT_WAITING', code: body.code, reason: body.reason },
      }),
    });
  });
}

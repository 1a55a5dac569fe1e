/**
 * Reporting one invoice or credit note to NAV (README "NAV reporting"). Run by the queue job
 * `invoices.nav-report`; idempotent, so a retry or a restart mid-way never sends an invoice twice:
 * once NAV has given a transaction id it is stored (status SENT) and later runs only ask for the
 * transaction's status. A permanent failure (authentication, a refused document) ends the run
 * with the state stored; an outage or NAV still processing schedules the next run
 * (`navRetryDelaySeconds`) until the attempts run out (FAILED).
 */

import { createHash } from 'node:crypto';
import type { TNavStatus } from '@kontor/contract';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { invoices } from '../../db/schema.ts';
import { type Db, queryRows } from '../../platform/db/database.ts';
import { type NavConfig, NavError } from '../reference-data/nav.adapter.ts';
import { loadInvoice } from './invoices.view.ts';
import {
  findReportedTransaction,
  manageInvoice,
  type NavMessage,
  queryTransactionStatus,
} from './nav-invoice.adapter.ts';
import { type Correction, invoiceDataXml } from './nav-invoice-data.ts';

export interface NavReportJob {
  firmId: number;
  invoiceId: number;
}

/** Schedules the next run of the job in `seconds` (inside `tx`, with the state it stored). */
export type RetryLater = (tx: Db, seconds: number) => Promise<void>;

/**
 * The retry schedule of an outage: doubling from one minute, capped at one hour, 30 runs in all.
 * The waits between them add up to `navRetryScheduleSeconds()` (86 580 s: 1 day 0 h 3 min).
 */
export const NAV_RETRY = { firstDelaySeconds: 60, maxDelaySeconds: 3600, attempts: 30 } as const;

/** The wait after the `attempt`-th failed run (1-based). */
export function navRetryDelaySeconds(attempt: number): number {
  return Math.min(NAV_RETRY.firstDelaySeconds * 2 ** (attempt - 1), NAV_RETRY.maxDelaySeconds);
}

/** From the first run to the last: the sum of the waits between the runs. */
export function navRetryScheduleSeconds(): number {
  let total = 0;
  for (let attempt = 1; attempt < NAV_RETRY.attempts; attempt++)
    total += navRetryDelaySeconds(attempt);
  return total;
}

/** NAV holds an accepted report of the invoice (a modification of it is not `WithoutMaster`). */
export const NAV_HOLDS = new Set<TNavStatus>([
  'ACCEPTED',
  'ACCEPTED_WITH_WARNINGS',
  'ANNULMENT_WAITING',
  'ANNULMENT_SENT',
  'ANNULMENT_PENDING',
  'ANNULMENT_REJECTED',
]);

/** The statuses a report job works on; every other one is final or belongs to the annulment. */
const REPORTING = new Set<string>(['WAITING', 'SENT']);

/** The hash kept of every InvoiceData sent (`nav_sent_hash`). */
export const xmlHash = (xml: string) => createHash('sha256').update(xml, 'utf8').digest('hex');

async function correctionOf(
  db: Db,
  row: typeof invoices.$inferSelect,
): Promise<(Correction & { originalPending: boolean }) | null> {
  if (row.correctedInvoiceId === null) return null;
  const [info] = await queryRows<{
    number: string;
    nav_status: TNavStatus;
    earlier: number;
    lines_before: number;
    storno: boolean;
  }>(
    db,
    sql`
      select o.number, o.nav_status,
             (select count(*)::int from invoices c where c.corrected_invoice_id = o.id and c.id < ${row.id}) as earlier,
             (select count(*)::int from invoice_lines l join invoices c on c.id = l.invoice_id
              where c.id = o.id or (c.corrected_invoice_id = o.id and c.id < ${row.id})) as lines_before,
             (select count(*) from invoice_lines l where l.invoice_id = o.id)
               = (select count(*) from invoice_lines l where l.invoice_id = ${row.id}) as storno
      from invoices o where o.id = ${row.correctedInvoiceId}`,
  );
  return {
    originalNumber: info!.number,
    modificationIndex: info!.earlier + 1,
    linesBefore: info!.lines_before,
    operation: info!.storno && info!.earlier === 0 ? 'STORNO' : 'MODIFY',
    // Decided when the modification is reported: NAV refuses a master-less modification of an
    // invoice it holds, and one referring to an invoice it does not hold unless flagged.
    modifyWithoutMaster: !NAV_HOLDS.has(info!.nav_status),
    originalPending: REPORTING.has(info!.nav_status),
  };
}

/** The InvoiceData XML of an issued document and the manageInvoice operation it is sent with. */
export async function buildInvoiceData(db: Db, row: typeof invoices.$inferSelect) {
  const correction = await correctionOf(db, row);
  const xml = invoiceDataXml(await loadInvoice(db, row.firmId, row.id), correction);
  return {
    xml,
    operation: correction?.operation ?? ('CREATE' as const),
    originalPending: correction?.originalPending ?? false,
  };
}

type NavValues = Partial<Omit<typeof invoices.$inferInsert, 'navAttempts'>> & { navAttempts?: SQL };

/** Stores NAV's answer if the invoice is still in the state the run read (else changes nothing). */
export async function setNav(db: Db, id: number, from: string, values: NavValues) {
  const rows = await db
    .update(invoices)
    .set({ ...values, navUpdatedAt: new Date() })
    .where(and(eq(invoices.id, id), eq(invoices.navStatus, from)))
    .returning({ id: invoices.id });
  return rows.length > 0;
}

const errorMessage = (code: string, message: string): NavMessage => ({
  code,
  message,
  severity: 'ERROR',
});

/**
 * A run that could not finish (an outage, NAV still processing): the next run is scheduled, or,
 * when the attempts ran out, the invoice becomes `failed` (null: stays as it is) with the last
 * message.
 */
export async function retryOrFail(
  db: Db,
  row: { id: number; navAttempts: number },
  from: string,
  failed: TNavStatus | null,
  message: NavMessage | null,
  retryLater: RetryLater,
): Promise<void> {
  const attempt = row.navAttempts + 1;
  const messages = message ? { navMessages: [message] } : {};
  if (attempt >= NAV_RETRY.attempts) {
    const exhausted = errorMessage(
      'NAV_RETRIES_EXHAUSTED',
      `NAV did not answer in ${NAV_RETRY.attempts} attempts${message ? ` (${message.message})` : ''}`,
    );
    await setNav(db, row.id, from, {
      ...(failed && { navStatus: failed }),
      navAttempts: sql`${attempt}`,
      navMessages: [exhausted],
    });
    return;
  }
  await db.transaction(async (tx) => {
    if (await setNav(tx, row.id, from, { navAttempts: sql`${attempt}`, ...messages }))
      await retryLater(tx, navRetryDelaySeconds(attempt));
  });
}

/** A NAV failure as a message of the invoice. */
export function navFailure(error: NavError): NavMessage {
  return errorMessage(error.permanent ? error.code : 'NAV_UNAVAILABLE', error.message);
}

export async function reportInvoice(
  db: Db,
  log: FastifyBaseLogger,
  nav: NavConfig | null,
  job: NavReportJob,
  retryLater: RetryLater,
): Promise<void> {
  const [row] = await db
    .select()
    .from(invoices)
    .where(and(eq(invoices.firmId, job.firmId), eq(invoices.id, job.invoiceId)));
  if (!row || !REPORTING.has(row.navStatus)) return;
  if (!nav?.exchangeKey) {
    await setNav(db, row.id, row.navStatus, { navStatus: 'NOT_CONFIGURED' });
    return;
  }
  let status = row.navStatus;
  let transactionId = row.navTransactionId;
  try {
    if (!transactionId) {
      const { xml, operation, originalPending } = await buildInvoiceData(db, row);
      // A modification waits until NAV decided on the original (modifyWithoutMaster depends on it).
      if (originalPending) return await retryOrFail(db, row, status, 'FAILED', null, retryLater);
      const hash = xmlHash(xml);
      // The same document went out before without an answer (lost, or the process died): NAV
      // may hold it; its transaction is taken over instead of a second CREATE of the number.
      if (row.navSentHash === hash) transactionId = await findReportedTransaction(nav, row.number);
      if (!transactionId) {
        await setNav(db, row.id, status, { navSentHash: hash });
        transactionId = await manageInvoice(nav, operation, xml);
      }
      await setNav(db, row.id, status, {
        navStatus: 'SENT',
        navTransactionId: transactionId,
        navSentHash: hash,
        navMessages: [],
      });
      status = 'SENT';
    }
    const result = await queryTransactionStatus(nav, transactionId);
    if (result.status === 'DONE') {
      const warned = result.messages.some((m) => m.severity === 'WARN');
      await setNav(db, row.id, status, {
        navStatus: warned ? 'ACCEPTED_WITH_WARNINGS' : 'ACCEPTED',
        navMessages: result.messages,
      });
      return;
    }
    if (result.status === 'ABORTED') {
      await setNav(db, row.id, status, { navStatus: 'REFUSED', navMessages: result.messages });
      return;
    }
    await retryOrFail(db, row, status, 'FAILED', null, retryLater);
  } catch (error) {
    if (!(error instanceof NavError)) throw error;
    log.warn({ err: error, invoiceId: row.id, permanent: error.permanent }, 'NAV report failed');
    if (error.permanent) {
      await setNav(db, row.id, status, { navStatus: 'FAILED', navMessages: [navFailure(error)] });
      return;
    }
    await retryOrFail(db, row, status, 'FAILED', navFailure(error), retryLater);
  }
}

/**
 * Technical annulment of an accepted NAV report (interface specification v3.0, "Technikai
 * érvénytelenítés", manageAnnulment): an InvoiceAnnulment document (namespace
 * `http://schemas.nav.gov.hu/OSA/3.0/annul`) names the invoice's number, the annulment code and the
 * reason. NAV takes it (DONE), then waits until the taxpayer approves it on the NAV portal
 * (annulmentVerificationStatus VERIFICATION_PENDING → VERIFICATION_DONE or _REJECTED). Run by the
 * queue job `invoices.nav-annulment` with the report's retry schedule:
 * ANNULMENT_WAITING → ANNULMENT_SENT → ANNULMENT_PENDING → ANNULLED, or ANNULMENT_REJECTED.
 */
import type { TNavStatus } from '@kontor/contract';
import { and, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { invoices } from '../../db/schema.ts';
import type { Db } from '../../platform/db/database.ts';
import { type NavConfig, NavError } from '../reference-data/nav.adapter.ts';
import { escapeXml } from '../reference-data/xml.ts';
import { manageAnnulment, queryTransactionStatus } from './nav-invoice.adapter.ts';
import {
  type NavReportJob,
  navFailure,
  type RetryLater,
  retryOrFail,
  setNav,
} from './nav-report.ts';

export const ANNUL_NS = 'http://schemas.nav.gov.hu/OSA/3.0/annul';

/** The InvoiceAnnulment document of one invoice (`annulmentReference`: its number). */
export function invoiceAnnulmentXml(number: string, code: string, reason: string, at: Date) {
  return `<?xml version="1.0" encoding="UTF-8"?>
<InvoiceAnnulment xmlns="${ANNUL_NS}"><annulmentReference>${escapeXml(number)}</annulmentReference><annulmentTimestamp>${at.toISOString()}</annulmentTimestamp><annulmentCode>${escapeXml(code)}</annulmentCode><annulmentReason>${escapeXml(reason)}</annulmentReason></InvoiceAnnulment>`;
}

/** The statuses an annulment job works on. */
export const ANNULLING = new Set<string>([
  'ANNULMENT_WAITING',
  'ANNULMENT_SENT',
  'ANNULMENT_PENDING',
]);

/** NAV's answer to an annulment transaction as the invoice's status (null: ask again later). */
function annulmentStatus(status: string, verification: string | null): TNavStatus | null {
  if (status === 'ABORTED') return 'ANNULMENT_REJECTED';
  if (status !== 'DONE') return null;
  if (verification === 'VERIFICATION_DONE') return 'ANNULLED';
  if (verification === 'VERIFICATION_REJECTED') return 'ANNULMENT_REJECTED';
  return 'ANNULMENT_PENDING';
}

export async function annulInvoice(
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
  if (!row || !ANNULLING.has(row.navStatus)) return;
  let status = row.navStatus;
  let transactionId = row.navAnnulmentTransactionId;
  // Nothing sent yet: the annulment did not happen, the accepted report stands.
  const failed = (): TNavStatus | null => (transactionId ? null : 'ANNULMENT_REJECTED');
  try {
    if (!nav?.exchangeKey)
      throw new NavError('NAV is not set up', { code: 'NOT_CONFIGURED', permanent: true });
    if (!transactionId) {
      const xml = invoiceAnnulmentXml(
        row.number,
        row.navAnnulmentCode ?? 'ERRATIC_DATA',
        row.navAnnulmentReason ?? '',
        new Date(),
      );
      transactionId = await manageAnnulment(nav, xml);
      await setNav(db, row.id, status, {
        navStatus: 'ANNULMENT_SENT',
        navAnnulmentTransactionId: transactionId,
        navMessages: [],
      });
      status = 'ANNULMENT_SENT';
    }
    const result = await queryTransactionStatus(nav, transactionId);
    const next = annulmentStatus(result.status, result.annulmentVerification);
    if (next && next !== 'ANNULMENT_PENDING') {
      await setNav(db, row.id, status, { navStatus: next, navMessages: result.messages });
      return;
    }
    if (next === 'ANNULMENT_PENDING' && status !== next) {
      await setNav(db, row.id, status, { navStatus: next, navMessages: result.messages });
      status = next;
    }
    await retryOrFail(db, row, status, null, null, retryLater);
  } catch (error) {
    if (!(error instanceof NavError)) throw error;
    log.warn({ err: error, invoiceId: row.id, permanent: error.permanent }, 'NAV annulment failed');
    if (error.permanent) {
      await setNav(db, row.id, status, {
        ...(failed() && { navStatus: failed()! }),
        navMessages: [navFailure(error)],
      });
      return;
    }
    await retryOrFail(db, row, status, failed(), navFailure(error), retryLater);
  }
}

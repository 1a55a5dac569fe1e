/**
 * Reporting one invoice or credit note to NAV (README "NAV reporting"). Run by the queue job
 * `invoices.nav-report`; idempotent, so a retry or a restart mid-way never sends an invoice twice:
 * once NAV has given a transaction id it is stored (status SENT) and later runs only ask for the
 * transaction's status. A run that cannot finish (NAV down, NAV still processing) throws, and the
 * queue retries it with backoff.
 */

import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { invoices } from '../../db/schema.ts';
import { type Db, queryRows } from '../../platform/db/database.ts';
import { type NavConfig, NavError } from '../reference-data/nav.adapter.ts';
import { loadInvoice } from './invoices.view.ts';
import { manageInvoice, queryTransactionStatus } from './nav-invoice.adapter.ts';
import { type Correction, invoiceDataXml } from './nav-invoice-data.ts';

export interface NavReportJob {
  firmId: number;
  invoiceId: number;
}

/** NAV has the invoice but has not decided yet: ask again later. */
export class NavPendingError extends Error {}

const FINAL = new Set(['NOT_REQUIRED', 'ACCEPTED', 'ACCEPTED_WITH_WARNINGS', 'REFUSED']);

async function correctionOf(db: Db, row: typeof invoices.$inferSelect): Promise<Correction | null> {
  if (row.correctedInvoiceId === null) return null;
  const [info] = await queryRows<{
    number: string;
    earlier: number;
    lines_before: number;
    storno: boolean;
  }>(
    db,
    sql`
      select o.number,
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
  };
}

/** The InvoiceData XML of an issued document and the manageInvoice operation it is sent with. */
export async function buildInvoiceData(db: Db, row: typeof invoices.$inferSelect) {
  const correction = await correctionOf(db, row);
  const xml = invoiceDataXml(await loadInvoice(db, row.firmId, row.id), correction);
  return { xml, operation: correction?.operation ?? ('CREATE' as const) };
}

type NavValues = Partial<Omit<typeof invoices.$inferInsert, 'navAttempts'>> & { navAttempts?: SQL };

function setNav(db: Db, id: number, values: NavValues) {
  return db
    .update(invoices)
    .set({ ...values, navUpdatedAt: new Date() })
    .where(eq(invoices.id, id));
}

export async function reportInvoice(
  db: Db,
  log: FastifyBaseLogger,
  nav: NavConfig | null,
  job: NavReportJob,
): Promise<void> {
  const [row] = await db
    .select()
    .from(invoices)
    .where(and(eq(invoices.firmId, job.firmId), eq(invoices.id, job.invoiceId)));
  if (!row || FINAL.has(row.navStatus)) return;
  if (!nav?.exchangeKey) {
    await setNav(db, row.id, { navStatus: 'NOT_CONFIGURED' });
    return;
  }
  let transactionId = row.navTransactionId;
  try {
    if (!transactionId) {
      const { xml, operation } = await buildInvoiceData(db, row);
      transactionId = await manageInvoice(nav, operation, xml);
      await setNav(db, row.id, {
        navStatus: 'SENT',
        navTransactionId: transactionId,
        navMessages: [],
        navAttempts: sql`${invoices.navAttempts} + 1`,
      });
    }
    const result = await queryTransactionStatus(nav, transactionId);
    if (result.status === 'DONE') {
      const warned = result.messages.some((m) => m.severity === 'WARN');
      await setNav(db, row.id, {
        navStatus: warned ? 'ACCEPTED_WITH_WARNINGS' : 'ACCEPTED',
        navMessages: result.messages,
      });
      return;
    }
    if (result.status === 'ABORTED') {
      await setNav(db, row.id, { navStatus: 'REFUSED', navMessages: result.messages });
      return;
    }
    throw new NavPendingError(`NAV transaction ${transactionId} is ${result.status}`);
  } catch (error) {
    if (error instanceof NavError) {
      log.warn({ err: error, invoiceId: row.id }, 'NAV invoice report failed; will retry');
      await setNav(db, row.id, {
        navMessages: [{ code: 'NAV_UNAVAILABLE', message: error.message, severity: 'ERROR' }],
        ...(row.navTransactionId ? {} : { navAttempts: sql`${invoices.navAttempts} + 1` }),
      });
    }
    throw error;
  }
}

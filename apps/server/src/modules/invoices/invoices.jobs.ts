import type { Config } from '../../platform/config.ts';
import { defineJob } from '../../platform/queue.ts';
import type { NavConfig } from '../reference-data/nav.adapter.ts';
import { type NavReportJob, reportInvoice } from './nav-report.ts';

/** The NAV technical user able to report invoices (the exchange key is needed), or null. */
export function invoiceNav(config: Pick<Config, 'nav'>): NavConfig | null {
  return config.nav?.exchangeKey ? config.nav : null;
}

/**
 * Reports one invoice or credit note to NAV. Enqueued in the issuing transaction (one job per
 * invoice: singleton key); NAV down or still processing fails the run, and pg-boss retries it with
 * a doubling delay from one minute, for about a day before it gives up (the invoice then stays
 * WAITING or SENT, and "Újraküldés" enqueues it again).
 */
export const navReportJob = defineJob<NavReportJob>({
  name: 'invoices.nav-report',
  retryLimit: 12,
  retryDelaySeconds: 60,
  expireInSeconds: 300,
  handler: (ctx, data) => reportInvoice(ctx.db, ctx.log, invoiceNav(ctx.config), data),
});

export const invoiceJobs = [navReportJob];

import type { Config } from '../../platform/config.ts';
import { defineJob, type JobDefinition } from '../../platform/queue.ts';
import type { NavConfig } from '../reference-data/nav.adapter.ts';
import { annulInvoice } from './nav-annulment.ts';
import { type NavReportJob, reportInvoice } from './nav-report.ts';

/** The NAV technical user able to report invoices (the exchange key is needed), or null. */
export function invoiceNav(config: Pick<Config, 'nav'>): NavConfig | null {
  return config.nav?.exchangeKey ? config.nav : null;
}

/**
 * A NAV job: its run schedules its own next run on an outage (`NAV_RETRY` in nav-report.ts, a
 * capped doubling schedule that ends in a terminal state), so pg-boss's own retries (3, doubling
 * from one minute) only cover a crashed or expired run.
 */
function navJob(name: string, run: typeof reportInvoice): JobDefinition<NavReportJob> {
  const job: JobDefinition<NavReportJob> = defineJob<NavReportJob>({
    name,
    retryLimit: 3,
    retryDelaySeconds: 60,
    expireInSeconds: 300,
    handler: (ctx, data) =>
      run(ctx.db, ctx.log, invoiceNav(ctx.config), data, (tx, seconds) =>
        ctx.queue.send(tx, job, data, { startAfterSeconds: seconds }),
      ),
  });
  return job;
}

/** Reports one invoice or credit note to NAV; enqueued in the issuing transaction. */
export const navReportJob = navJob('invoices.nav-report', reportInvoice);

/** Technical annulment of one accepted report (`POST /invoices/{id}/nav-annulment`). */
export const navAnnulmentJob = navJob('invoices.nav-annulment', annulInvoice);

export const invoiceJobs = [navReportJob, navAnnulmentJob];

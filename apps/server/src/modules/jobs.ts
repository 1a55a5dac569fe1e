import type { JobDefinition } from '../platform/queue.ts';
import { invoiceJobs } from './invoices/invoices.jobs.ts';

/** Every background job of every area, registered with the queue at start: one line per area. */
export const JOBS: readonly JobDefinition<never>[] = [...(invoiceJobs as JobDefinition<never>[])];

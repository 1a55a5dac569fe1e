import type { JobDefinition } from '../platform/queue.ts';
import { importJobs } from './imports/imports.jobs.ts';
import { invoiceJobs } from './invoices/invoices.jobs.ts';

/** Every background job of every area, registered with the queue at start: one line per area. */
export const JOBS: readonly JobDefinition<never>[] = [
  ...(importJobs as JobDefinition<never>[]),
  ...(invoiceJobs as JobDefinition<never>[]),
];

import { idempotencyPurgeJob } from '../platform/idempotency.ts';
import type { JobDefinition } from '../platform/queue.ts';
import { emailJobs } from './emails/emails.jobs.ts';
import { importJobs } from './imports/imports.jobs.ts';
import { invoiceJobs } from './invoices/invoices.jobs.ts';
import { libraryJobs } from './library/library.jobs.ts';

/** Every background job of every area, registered with the queue at start: one line per area. */
export const JOBS: readonly JobDefinition<never>[] = [
  ...(emailJobs as JobDefinition<never>[]),
  ...(importJobs as JobDefinition<never>[]),
  ...(invoiceJobs as JobDefinition<never>[]),
  ...(libraryJobs as JobDefinition<never>[]),
  idempotencyPurgeJob as JobDefinition<never>,
];

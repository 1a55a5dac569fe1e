/**
 * The worker process of the crash test (crash.test.ts): delivers one message, on the PostgreSQL
 * database and SMTP server given as arguments, exactly as a server's job run would.
 * Usage: node crash-worker.test-data.ts <databaseUrl> <smtpUrl> <messageId>
 */
import pino from 'pino';
import { testConfig } from '../../platform/config.ts';
import { openDatabase } from '../../platform/db/database.ts';
import { createJobQueue } from '../../platform/queue.ts';
import { closeTransports, deliverMessage, emailJobs } from './emails.jobs.ts';

const [databaseUrl, smtpUrl, messageId] = process.argv.slice(2);
const database = await openDatabase({ databaseUrl: databaseUrl!, poolSize: 2 });
const config = testConfig({ smtpUrl: smtpUrl! });
const log = pino({ level: 'silent' });
const queue = createJobQueue({ database, config, log, jobs: emailJobs as never, workers: false });
process.stdout.write('started\n');
await deliverMessage(
  { db: database.db, log, config, queue, jobId: 'crash' },
  { messageId: Number(messageId) },
);
closeTransports();
await queue.stop();
await database.close();
process.stdout.write('finished\n');

/**
 * E-mail end to end (modules/emails/README.md) on PostgreSQL, against a real SMTP server on
 * loopback (smtp-server): 300 invoice e-mails rendered, queued and delivered by 4 queue workers
 * (as 4 server processes would), next to a baseline measured in the same run: nodemailer sending
 * 300 prepared messages with the same PDF straight to the same server. Also the queue alone (300
 * messages without attachment) with 1 and 4 workers, and the invoice PDF render. Timings are
 * printed, never asserted.
 *
 *   npm run bench:emails                      # BENCH_EMAILS_URL: a server where we may create a database
 *   npm run bench:emails -- --messages=300 --workers=4
 *
 * The run creates `kontor_bench_emails` fresh (migrated, demo data) and drops it at the end.
 */
import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import pino from 'pino';
import { renderDocument } from '../apps/server/src/modules/emails/attachment.ts';
import { closeTransports, emailJobs } from '../apps/server/src/modules/emails/emails.jobs.ts';
import { sendEmail } from '../apps/server/src/modules/emails/sending.service.ts';
import { testConfig } from '../apps/server/src/platform/config.ts';
import { queryRows } from '../apps/server/src/platform/db/database.ts';
import { createJobQueue, type JobQueue } from '../apps/server/src/platform/queue.ts';
import { seedContext } from '../apps/server/src/seed/context.ts';
import { startSmtpSink } from '../apps/server/src/test/smtp-sink.ts';
import { benchDatabase } from './database.ts';

const { values: args } = parseArgs({
  options: {
    messages: { type: 'string', default: '300' },
    workers: { type: 'string', default: '4' },
  },
});
const COUNT = Number(args.messages);
const WORKERS = Number(args.workers);
const SERVER = process.env.BENCH_EMAILS_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const NAME = 'kontor_bench_emails';

const bench = await benchDatabase(NAME, SERVER, { poolSize: 20 });
const { database } = bench;
const sink = await startSmtpSink();
const config = testConfig({ smtpUrl: sink.url, emailRatePerMinute: 100_000 });
const log = pino({ level: 'silent' });
const db = database.db;

const [admin] = await queryRows<{ id: number }>(
  db,
  sql`select id from users where username = 'admin'`,
);
const invoices = await queryRows<{ id: number }>(
  db,
  sql`select id from invoices where firm_id = 1 order by id`,
);

/** Queues in the app (one per simulated process); `workers` poll and deliver. */
function queues(count: number, workers: boolean): JobQueue[] {
  return Array.from({ length: count }, () =>
    createJobQueue({ database, config, log, jobs: emailJobs as never, workers }),
  );
}

const seconds = (ms: number) => (ms / 1000).toFixed(2);
const rows: string[] = [];
const progress = (text: string) => console.error(`[${new Date().toISOString()}] ${text}`);

// The invoice PDF alone: what every message of the end-to-end case renders first.
{
  const times: number[] = [];
  for (let i = 0; i < 100; i++) {
    const t = performance.now();
    await renderDocument(db, 1, { kind: 'INVOICE', id: invoices[i % invoices.length]!.id });
    times.push(performance.now() - t);
  }
  times.sort((a, b) => a - b);
  rows.push(
    `| invoice PDF render (100) | p50 ${times[50]!.toFixed(1)} ms · p95 ${times[95]!.toFixed(1)} ms | |`,
  );
}

/** Sends `COUNT` messages through the app and waits until the sink has them all. */
async function throughApp(label: string, workers: number, withPdf: boolean) {
  const [sender] = queues(1, false);
  const ctx = { ...seedContext(db, 1, admin!.id), queue: sender! };
  const before = sink.received.length;
  const start = performance.now();
  const running = queues(workers, true);
  await Promise.all(running.map((q) => q.start()));
  // Ten users sending at once, each message its own request.
  let next = 0;
  await Promise.all(
    Array.from({ length: 10 }, async () => {
      while (next < COUNT) {
        const i = next++;
        await sendEmail(ctx, {
          documentKind: 'INVOICE',
          documentId: invoices[i % invoices.length]!.id,
          typeId: null,
          language: 'hu',
          to: [`vevo${i}@example.hu`],
          cc: [],
          subject: `Számla ${i}`,
          body: 'Tisztelt Vevő!\n\nMellékelten küldjük számlánkat.',
          isAttachmentIncluded: withPdf,
          requestKey: randomUUID(),
        });
      }
    }),
  );
  const queued = performance.now();
  progress(`queued ${COUNT}`);
  await sink.waitFor(before + COUNT, 600_000);
  const done = performance.now();
  await Promise.all([...running, sender!].map((q) => q.stop()));
  const [sent] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from email_messages where state = 'SENT'`,
  );
  rows.push(
    `| ${label} | ${seconds(done - start)} s (queued in ${seconds(queued - start)} s) · ${Math.round((COUNT * 1000) / (done - start))} msg/s | SENT rows so far: ${sent!.n} |`,
  );
}

/** The baseline: nodemailer alone, the same messages prepared in memory, 4 pooled connections. */
async function baseline() {
  const pdf = (await renderDocument(db, 1, { kind: 'INVOICE', id: invoices[0]!.id })).pdf;
  const transport = nodemailer.createTransport(sink.url, {
    pool: true,
    maxConnections: 4,
  } as never);
  const before = sink.received.length;
  const start = performance.now();
  await Promise.all(
    Array.from({ length: COUNT }, (_, i) =>
      transport.sendMail({
        from: 'iroda@kontor.example.hu',
        to: `vevo${i}@example.hu`,
        subject: `Számla ${i}`,
        text: 'Tisztelt Vevő!\n\nMellékelten küldjük számlánkat.',
        attachments: [{ filename: 'szamla.pdf', content: pdf }],
      }),
    ),
  );
  await sink.waitFor(before + COUNT);
  const done = performance.now();
  transport.close();
  rows.push(
    `| baseline: nodemailer alone, ${COUNT} prepared messages with the PDF | ${seconds(done - start)} s · ${Math.round((COUNT * 1000) / (done - start))} msg/s | |`,
  );
}

progress('baseline');
await baseline();
progress('end to end');
await throughApp(
  `${COUNT} invoices rendered, queued, sent by ${WORKERS} workers (end to end)`,
  WORKERS,
  true,
);
progress('queue, 1 worker');
await throughApp(`queue alone: ${COUNT} messages, no attachment, 1 worker`, 1, false);
await throughApp(
  `queue alone: ${COUNT} messages, no attachment, ${WORKERS} workers`,
  WORKERS,
  false,
);

console.log('| case | time | note |');
console.log('| --- | --- | --- |');
for (const row of rows) console.log(row);

closeTransports();
await sink.close();
await bench.dispose();

import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../platform/db/database.ts';
import { REST, startTestApp } from '../../test/harness.ts';
import { startSmtpSink } from '../../test/smtp-sink.ts';
import { closeTransports, deliverMessage } from './emails.jobs.ts';

/**
 * The crash test of the exactly-once design (README): a worker process is killed after the mail
 * server answered 250 and before its own commit. The message must stay SENDING (uncertain, shown
 * to the user) and no later run may send it again. Needs two processes on one database:
 * PostgreSQL only.
 */
describe.skipIf(!process.env.TEST_DATABASE_URL)(
  'e-mail crash between SMTP answer and commit',
  () => {
    let sink: Awaited<ReturnType<typeof startSmtpSink>>;
    let t: Awaited<ReturnType<typeof startTestApp>>;
    beforeAll(async () => {
      sink = await startSmtpSink();
      t = await startTestApp('postgres', { smtpUrl: sink.url });
    });
    afterAll(async () => {
      closeTransports();
      await t?.close();
      await sink?.close();
    });

    it('never sends the message twice after the worker dies before its commit', async () => {
      const office = await t.login('irodai');
      const [invoice] = await queryRows<{ id: number }>(
        t.database.db,
        sql`select id from invoices where firm_id = 1 order by id limit 1`,
      );
      const sent = await t.call('POST', `${REST}/emails/send-email`, {
        session: office,
        body: {
          documentKind: 'INVOICE',
          documentId: invoice!.id,
          language: 'hu',
          to: ['vevo@example.hu'],
          subject: 'Összeomlás-teszt',
          body: 'Egyszer',
          isAttachmentIncluded: false,
          requestKey: randomUUID(),
        },
      });
      const { id } = sent.json();
      const [{ db: name } = { db: '' }] = await queryRows<{ db: string }>(
        t.database.db,
        sql`select current_database() as db`,
      );
      const url = new URL(process.env.TEST_DATABASE_URL!);
      url.pathname = `/${name}`;

      // While the sink holds its answer, a second connection locks the message row: the worker
      // gets its 250 and then waits on the lock in its final transaction, where it is killed.
      const locker = new pg.Client({ connectionString: url.toString() });
      await locker.connect();
      sink.beforeAnswer(async () => {
        await locker.query('begin');
        await locker.query('select id from email_messages where id = $1 for update', [id]);
      });
      const worker = spawn(
        process.execPath,
        [
          join(import.meta.dirname, 'crash-worker.test-data.ts'),
          url.toString(),
          sink.url,
          String(id),
        ],
        { stdio: ['ignore', 'pipe', 'inherit'] },
      );
      const exited = new Promise<NodeJS.Signals | null>((resolve) =>
        worker.on('exit', (_code, signal) => resolve(signal)),
      );
      await sink.waitFor(1, 30_000);
      // The worker's final update waits for the row lock: it has the answer and has not committed.
      for (;;) {
        const { rows } = await locker.query(
          `select count(*)::int as n from pg_stat_activity
          where datname = current_database() and wait_event_type = 'Lock'`,
        );
        if (rows[0].n > 0) break;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      worker.kill('SIGKILL');
      expect(await exited).toBe('SIGKILL');
      await locker.query('rollback');
      await locker.end();
      sink.beforeAnswer(null);

      const state = async () =>
        (await t.call('GET', `${REST}/emails/${id}`, { session: office })).json();
      expect(await state()).toMatchObject({ state: 'SENDING', attempts: 1 });
      // Every later run (the job's retry after its expiry, another worker) leaves it alone.
      const ctx = {
        db: t.database.db,
        log: t.app.log,
        config: t.config,
        queue: t.app.jobs,
        jobId: 'x',
      };
      await deliverMessage(ctx, { messageId: id });
      await t.app.jobs.runUntilIdle();
      expect(sink.received).toHaveLength(1);
      expect(await state()).toMatchObject({ state: 'SENDING', attempts: 1 });
    }, 60_000);
  },
);

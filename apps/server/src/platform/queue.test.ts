import { sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DB_KINDS, openTestDatabase } from '../test/harness.ts';
import { testConfig } from './config.ts';
import { type Database, type Db, queryRows } from './db/database.ts';
import { createJobQueue, defineJob, type JobQueue } from './queue.ts';

const log = pino({ level: 'silent' });

/** Each run of `probe.record` is one row; a unique key would hide a double run, so none. */
const record = defineJob<{ key: string; failTimes?: number }>({
  name: 'test.record',
  retryDelaySeconds: 0,
  async handler(ctx, data) {
    const [row] = await queryRows<{ n: number }>(
      ctx.db,
      sql`select count(*)::int as n from job_attempts where key = ${data.key}`,
    );
    const n = row!.n;
    await ctx.db.execute(sql`insert into job_attempts (key) values (${data.key})`);
    if (n < (data.failTimes ?? 0)) throw new Error(`attempt ${n + 1} fails`);
    // Long enough that two pollers would overlap if both had claimed the job.
    await new Promise((r) => setTimeout(r, 20));
    await ctx.db.execute(sql`insert into job_runs (key) values (${data.key})`);
  },
});

function queueOn(database: Database, workers = false): JobQueue {
  return createJobQueue({ database, config: testConfig(), log, jobs: [record as never], workers });
}

async function countRuns(db: Db, key: string): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from job_runs where key = ${key}`,
  );
  return row!.n;
}

for (const kind of DB_KINDS) {
  describe(`job queue [${kind}]`, () => {
    let database: Database;
    let dispose: () => Promise<void>;
    let queue: JobQueue;
    beforeAll(async () => {
      ({ database, dispose } = await openTestDatabase(kind));
      await database.db.execute(sql`create table job_runs (key text not null)`);
      await database.db.execute(sql`create table job_attempts (key text not null)`);
      queue = queueOn(database);
      await queue.start();
    });
    afterAll(async () => {
      await queue.stop();
      await dispose();
    });

    it('runs a job enqueued in a committed transaction once', async () => {
      await database.db.transaction((tx) => queue.send(tx, record, { key: 'committed' }));
      expect(await queue.runUntilIdle()).toBe(1);
      expect(await countRuns(database.db, 'committed')).toBe(1);
      expect(await queue.runUntilIdle()).toBe(0);
    });

    it('has no job when the enqueuing transaction rolls back', async () => {
      await expect(
        database.db.transaction(async (tx) => {
          await queue.send(tx, record, { key: 'rolled-back' });
          throw new Error('action failed');
        }),
      ).rejects.toThrow('action failed');
      expect(await queue.runUntilIdle()).toBe(0);
      expect(await countRuns(database.db, 'rolled-back')).toBe(0);
    });

    it('retries a failed job until it succeeds', async () => {
      await database.db.transaction((tx) => queue.send(tx, record, { key: 'flaky', failTimes: 2 }));
      for (let i = 0; i < 3; i++) await queue.runUntilIdle();
      expect(await countRuns(database.db, 'flaky')).toBe(1);
    });

    it('keeps a job across a restart of the process', async () => {
      const before = queueOn(database);
      await before.start();
      await database.db.transaction((tx) => before.send(tx, record, { key: 'restart' }));
      await before.stop();
      const after = queueOn(database);
      await after.start();
      await after.runUntilIdle();
      await after.stop();
      expect(await countRuns(database.db, 'restart')).toBe(1);
    });

    it('a worker process picks up a job without being asked', async () => {
      const worker = queueOn(database, true);
      await worker.start();
      await database.db.transaction((tx) => worker.send(tx, record, { key: 'polled' }));
      // Waits for the outcome (not a timing assertion): the worker polls every 2 s.
      await expect.poll(() => countRuns(database.db, 'polled'), { timeout: 15_000 }).toBe(1);
      await worker.stop();
    });

    it.runIf(kind === 'postgres')(
      'several processes working the queue run each job exactly once',
      async () => {
        const keys = Array.from({ length: 30 }, (_, i) => `parallel-${i}`);
        await database.db.transaction(async (tx) => {
          for (const key of keys) await queue.send(tx, record, { key });
        });
        // Three "processes" drain the same queue at once.
        const processes = [queueOn(database), queueOn(database), queueOn(database)];
        await Promise.all(processes.map((p) => p.start()));
        const ran = await Promise.all(processes.map((p) => p.runUntilIdle()));
        await Promise.all(processes.map((p) => p.stop()));
        expect(ran.reduce((a, b) => a + b, 0)).toBe(keys.length);
        const rows = await queryRows<{ key: string; n: number }>(
          database.db,
          sql`select key, count(*)::int as n from job_runs where key like 'parallel-%' group by key`,
        );
        expect(rows).toHaveLength(keys.length);
        expect(rows.every((r) => r.n === 1)).toBe(true);
      },
    );
  });
}

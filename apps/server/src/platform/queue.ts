import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { type Db as BossDb, fromDrizzle, fromPglite, getConstructionPlans, PgBoss } from 'pg-boss';
import type { Config } from './config.ts';
import type { Database, Db } from './db/database.ts';

/**
 * Background work (imports, NAV reporting, e-mail) on pg-boss: jobs live in PostgreSQL (or the
 * embedded PGlite) in the `pgboss` schema, so they survive restarts; a job is claimed with
 * `for update skip locked`, so several server processes never run one job twice. Jobs are enqueued
 * inside the action's transaction (`enqueue`), so a job exists exactly when its action committed.
 */
export const QUEUE_SCHEMA = 'pgboss';

export interface JobContext {
  db: Db;
  log: FastifyBaseLogger;
  config: Config;
  queue: JobQueue;
  jobId: string;
}

export interface JobDefinition<T> {
  /** Unique, e.g. `imports.run`, `invoices.nav-report`. */
  name: string;
  /** Must be idempotent: a job whose process died mid-way runs again. */
  handler: (ctx: JobContext, data: T) => Promise<void>;
  /** Retries after a failure (default 3), `retryDelaySeconds` apart (default 30, doubling). */
  retryLimit?: number;
  retryDelaySeconds?: number;
  /** How long one run may take before it counts as failed and is retried (default 15 min). */
  expireInSeconds?: number;
  /**
   * Jobs a worker claims per poll and runs side by side (default 1). A worker polls every 2 s, so
   * this bounds its throughput (e-mail: 20, README emails); a failed run fails its whole batch,
   * so such handlers must be idempotent (they are anyway).
   */
  batchSize?: number;
}

export function defineJob<T>(definition: JobDefinition<T>): JobDefinition<T> {
  return definition;
}

export interface EnqueueOptions {
  /** At most one queued job per key (e.g. one NAV report per invoice). */
  singletonKey?: string;
  /** With `singletonKey`: at most one job per key in each window of this many seconds. */
  singletonSeconds?: number;
  startAfterSeconds?: number;
}

export interface JobQueue {
  /** Adds a job inside `tx`: it exists only if that transaction commits. */
  send<T>(tx: Db, job: JobDefinition<T>, data: T, options?: EnqueueOptions): Promise<void>;
  /** Runs every due job to completion in this process, until none is left (tests, tools). */
  runUntilIdle(): Promise<number>;
  start(): Promise<void>;
  stop(): Promise<void>;
}

/** Enqueues from a service: `enqueue(ctx, tx, job, data)`. */
export function enqueue<T>(
  ctx: { queue: JobQueue },
  tx: Db,
  job: JobDefinition<T>,
  data: T,
  options?: EnqueueOptions,
): Promise<void> {
  return ctx.queue.send(tx, job, data, options);
}

/** Installs the queue's tables once (called by the migrator, under its lock). */
export async function installQueueSchema(
  exec: (script: string) => Promise<Record<string, unknown>[]>,
): Promise<void> {
  const [row] = await exec(`select to_regclass('${QUEUE_SCHEMA}.version') as t`);
  if (!row?.t) await exec(getConstructionPlans(QUEUE_SCHEMA));
}

export interface QueueOptions {
  database: Pick<Database, 'db' | 'pool' | 'pglite'>;
  config: Config;
  log: FastifyBaseLogger;
  jobs: readonly JobDefinition<never>[];
  /** Poll and run jobs in this process (servers); off in tests, which call `runUntilIdle`. */
  workers: boolean;
}

export function createJobQueue(options: QueueOptions): JobQueue {
  const { database, config, log, jobs, workers } = options;
  const db = database.db;
  // pg-boss's own statements go to the app's pool (PostgreSQL) or the one embedded connection;
  // `for update skip locked` keeps processes from claiming the same job.
  const executor: BossDb = database.pglite
    ? fromPglite(database.pglite)
    : { executeSql: (text, values) => database.pool!.query(text, values) };
  const boss = new PgBoss({
    db: executor,
    schema: QUEUE_SCHEMA,
    ...(database.pglite && { backend: 'pglite' as const }),
    supervise: workers,
    schedule: false,
    migrate: true,
  });
  boss.on('error', (error) => log.error({ err: error }, 'job queue error'));
  const byName = new Map(jobs.map((j) => [j.name, j as JobDefinition<unknown>]));
  let started: Promise<void> | null = null;

  const queue: JobQueue = {
    async send(tx, job, data, opts = {}) {
      if (!byName.has(job.name)) throw new Error(`Job ${job.name} is not registered`);
      await queue.start();
      await boss.send(job.name, data as object, {
        db: fromDrizzle(tx as never, sql),
        ...(opts.singletonKey && { singletonKey: opts.singletonKey }),
        ...(opts.singletonSeconds && { singletonSeconds: opts.singletonSeconds }),
        ...(opts.startAfterSeconds && { startAfter: opts.startAfterSeconds }),
      });
    },
    async runUntilIdle() {
      await queue.start();
      let done = 0;
      for (;;) {
        let ran = 0;
        for (const job of byName.values()) {
          for (const claimed of await boss.fetch<unknown>(job.name, { batchSize: 1 })) {
            ran++;
            await runOne(job, claimed.id, claimed.data);
          }
        }
        if (ran === 0) return done;
        done += ran;
      }
    },
    start() {
      started ??= (async () => {
        await boss.start();
        for (const job of byName.values()) {
          await boss.createQueue(job.name, {
            retryLimit: job.retryLimit ?? 3,
            retryDelay: job.retryDelaySeconds ?? 30,
            retryBackoff: (job.retryDelaySeconds ?? 30) > 0,
            expireInSeconds: job.expireInSeconds ?? 900,
          });
          if (workers)
            await boss.work<unknown>(
              job.name,
              { pollingIntervalSeconds: 2, batchSize: job.batchSize ?? 1 },
              async (batch) => {
                await Promise.all(batch.map((claimed) => handle(job, claimed.id, claimed.data)));
              },
            );
        }
      })();
      return started;
    },
    async stop() {
      if (!started) return;
      await started.catch(() => {});
      await boss.stop({ graceful: true, close: false, timeout: 10_000 });
    },
  };

  /** A worker's run: an error fails the job, and pg-boss retries it. */
  async function handle(job: JobDefinition<unknown>, id: string, data: unknown) {
    await job.handler(
      { db, log: log.child({ job: job.name, jobId: id }), config, queue, jobId: id },
      data,
    );
  }

  /** `runUntilIdle`'s run: completes or fails the fetched job itself. */
  async function runOne(job: JobDefinition<unknown>, id: string, data: unknown) {
    try {
      await handle(job, id, data);
      await boss.complete(job.name, id);
    } catch (error) {
      log.warn({ err: error, job: job.name, jobId: id }, 'job failed');
      await boss.fail(job.name, id, { message: (error as Error).message });
    }
  }

  return queue;
}

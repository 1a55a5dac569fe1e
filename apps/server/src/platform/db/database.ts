import type { PGlite } from '@electric-sql/pglite';
import { type SQL, sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import * as schema from '../../db/schema.ts';
import { openPgliteHere } from './pglite-open.ts';
import type { EmbeddedClient } from './pglite-thread.ts';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  readonly kind: 'pglite' | 'postgres';
  readonly db: Db;
  /** The node-postgres pool (PostgreSQL only); benchmarks use it for their raw-SQL baseline. */
  readonly pool: pg.Pool | null;
  /** The embedded database (PGlite only), in process or on its own thread; tests snapshot it. */
  readonly pglite: EmbeddedClient | null;
  /** Calls `onPayload` for every NOTIFY on `channel`, from any server process on the database. */
  listen(channel: string, onPayload: (payload: string) => void): Promise<void>;
  /**
   * Runs `fn` holding the database-wide migration lock, with `exec` for multi-statement scripts
   * (simple query protocol). Used by the migrator, so two processes starting together migrate once.
   */
  exclusive<T>(
    fn: (exec: (script: string) => Promise<Record<string, unknown>[]>) => Promise<T>,
  ): Promise<T>;
  ping(): Promise<void>;
  close(): Promise<void>;
}

const MIGRATION_LOCK = 7_255_001;

/** Runs raw SQL and returns its rows (both drivers answer `{ rows }`). */
export async function queryRows<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

export interface OpenOptions {
  databaseUrl?: string | undefined;
  /** Directory of the embedded database; `memory://` keeps it in memory. */
  pgliteDir?: string;
  /** A snapshot (`pglite.dumpDataDir()`) to start the embedded database from. */
  pgliteSnapshot?: Blob;
  /**
   * The embedded database already started on its own thread (`startPgliteThread`; the server starts
   * it before loading its modules). Without it PGlite runs in this thread (tests, scripts).
   */
  pgliteThread?: { client: EmbeddedClient; ready: Promise<void> };
  poolSize?: number;
}

export async function openDatabase(options: OpenOptions): Promise<Database> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl, options.poolSize ?? 10);
  if (options.pgliteThread) {
    await options.pgliteThread.ready;
    return pgliteDatabase(options.pgliteThread.client);
  }
  return pgliteDatabase(
    await openPgliteHere(options.pgliteDir ?? 'memory://', options.pgliteSnapshot),
  );
}

type PgliteClient = Pick<PGlite, 'query'> & Partial<Pick<PGlite, 'transaction'>>;

/**
 * drizzle passes those parsers with every query, and PGlite then copies its whole parser table
 * (~320 types) per query: ~60 µs, a third of a simple query. The database's own table holds them
 * instead (pglite-open.ts), and the client drizzle sees leaves them out, in transactions too.
 */
function withoutQueryParsers<T extends PgliteClient>(client: T): T {
  return new Proxy(client, {
    get(target, property) {
      if (property === 'query')
        return (query: string, params?: unknown[], options?: { rowMode?: 'array' | 'object' }) =>
          target.query(query, params, options && { rowMode: options.rowMode ?? 'object' });
      if (property === 'transaction' && target.transaction)
        return <R>(callback: (tx: PgliteClient) => Promise<R>) =>
          target.transaction!((tx) => callback(withoutQueryParsers(tx)));
      const value = Reflect.get(target, property, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

function pgliteDatabase(client: EmbeddedClient): Database {
  const db = drizzlePglite({
    client: withoutQueryParsers(client) as unknown as PGlite,
    schema,
  }) as unknown as Db;
  return {
    kind: 'pglite',
    db,
    pool: null,
    pglite: client,
    async listen(channel, onPayload) {
      await client.listen(channel, onPayload);
    },
    async exclusive(fn) {
      return fn(async (script) => {
        const results = await client.exec(script);
        return (results.at(-1)?.rows ?? []) as Record<string, unknown>[];
      });
    },
    async ping() {
      await client.query('select 1');
    },
    async close() {
      await client.close();
    },
  };
}

async function openPostgres(url: string, max: number): Promise<Database> {
  // JIT off for the app's sessions: its queries are short, and compiling a plan's expressions took
  // 0.75 s of a 1.1 s dashboard page with many open picking cycles (docs/benchmarks.md, warehouse).
  const pool = new pg.Pool({
    connectionString: url,
    max,
    application_name: 'kontor',
    options: '-c jit=off',
  });
  // A pool error (e.g. the server restarted) is reported per query; never crash the process.
  pool.on('error', () => {});
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  const listeners: pg.Client[] = [];
  await pool.query('select 1');
  return {
    kind: 'postgres',
    db,
    pool,
    pglite: null,
    async listen(channel, onPayload) {
      const client = new pg.Client({ connectionString: url, application_name: 'kontor-listen' });
      client.on('error', () => {});
      await client.connect();
      client.on('notification', (n) => {
        if (n.channel === channel) onPayload(n.payload ?? '');
      });
      await client.query(`listen ${pg.escapeIdentifier(channel)}`);
      listeners.push(client);
    },
    async exclusive(fn) {
      const client = await pool.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
        return await fn(async (script) => {
          const result = (await client.query(script)) as unknown as
            | pg.QueryResult
            | pg.QueryResult[];
          const last = Array.isArray(result) ? result.at(-1) : result;
          return (last?.rows ?? []) as Record<string, unknown>[];
        });
      } finally {
        await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => {});
        client.release();
      }
    },
    async ping() {
      await db.execute(sql`select 1`);
    },
    async close() {
      await Promise.all(listeners.map((c) => c.end()));
      await pool.end();
    },
  };
}

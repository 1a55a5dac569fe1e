import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { type SQL, sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import * as schema from '../../db/schema.ts';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  readonly kind: 'pglite' | 'postgres';
  readonly db: Db;
  /** The node-postgres pool (PostgreSQL only); benchmarks use it for their raw-SQL baseline. */
  readonly pool: pg.Pool | null;
  /** The embedded database (PGlite only); tests snapshot it. */
  readonly pglite: PGlite | null;
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
  poolSize?: number;
}

export async function openDatabase(options: OpenOptions): Promise<Database> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl, options.poolSize ?? 10);
  return openPglite(options.pgliteDir ?? 'memory://', options.pgliteSnapshot);
}

export function pgliteDirOf(dataDir: string): string {
  return join(dataDir, 'pglite');
}

async function openPglite(dir: string, snapshot?: Blob): Promise<Database> {
  if (!dir.startsWith('memory://')) mkdirSync(dir, { recursive: true });
  const client = await PGlite.create(dir, {
    extensions: { pg_trgm, unaccent },
    ...(snapshot && { loadDataDir: snapshot }),
  });
  const db = drizzlePglite(client, { schema }) as unknown as Db;
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
  const pool = new pg.Pool({ connectionString: url, max, application_name: 'kontor' });
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

import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase, queryRows } from './database.ts';
import { startPgliteThread } from './pglite-thread.ts';

/** The embedded database on its own thread behaves as in process: the server runs it this way. */
describe('PGlite on its own thread', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openDatabase({ pgliteThread: startPgliteThread({ dir: 'memory://' }) });
    await queryRows(
      database.db,
      sql`create table thread_t (id int primary key, at timestamptz, amount numeric)`,
    );
  });
  afterAll(() => database.close());

  it('answers queries with the types drizzle expects (timestamps and numerics as text)', async () => {
    await queryRows(
      database.db,
      sql`insert into thread_t values (1, '2026-01-02 03:04:05+00', 12.50)`,
    );
    const [row] = await queryRows<{ at: string; amount: string; n: number }>(
      database.db,
      sql`select at, amount, 7::int as n from thread_t where id = ${1}`,
    );
    expect(row).toEqual({ at: '2026-01-02 03:04:05+00', amount: '12.50', n: 7 });
  });

  it('commits a transaction, rolls one back on an error, and keeps the SQLSTATE', async () => {
    await database.db.transaction(async (tx) => {
      await queryRows(tx, sql`insert into thread_t values (2, now(), 1)`);
    });
    const failed = database.db.transaction(async (tx) => {
      await queryRows(tx, sql`insert into thread_t values (3, now(), 1)`);
      await queryRows(tx, sql`insert into thread_t values (2, now(), 1)`);
    });
    await expect(failed).rejects.toMatchObject({ cause: { code: '23505' } });
    const ids = await queryRows<{ id: number }>(
      database.db,
      sql`select id from thread_t order by id`,
    );
    expect(ids.map((r) => r.id)).toEqual([1, 2]);
  });

  it('holds other queries until an open transaction ends, as PGlite does in process', async () => {
    const order: string[] = [];
    let inside!: () => void;
    const entered = new Promise<void>((resolve) => {
      inside = resolve;
    });
    const tx = database.db.transaction(async (t) => {
      await queryRows(t, sql`update thread_t set amount = 99 where id = 1`);
      inside();
      await new Promise((resolve) => setTimeout(resolve, 50));
      order.push('tx done');
    });
    await entered;
    const outside = queryRows<{ amount: string }>(
      database.db,
      sql`select amount from thread_t where id = 1`,
    ).then((rows) => {
      order.push('outside read');
      return rows[0]!.amount;
    });
    await tx;
    expect(await outside).toBe('99');
    expect(order).toEqual(['tx done', 'outside read']);
  });

  it('delivers notifications and dumps the data directory', async () => {
    const payloads: string[] = [];
    await database.listen('thread_channel', (payload) => payloads.push(payload));
    await queryRows(database.db, sql`select pg_notify('thread_channel', 'hello')`);
    await expect.poll(() => payloads).toEqual(['hello']);
    const dump = await database.pglite!.dumpDataDir('gzip');
    const copy = await openDatabase({ pgliteSnapshot: dump });
    const rows = await queryRows<{ id: number }>(copy.db, sql`select id from thread_t order by id`);
    expect(rows.map((r) => r.id)).toEqual([1, 2]);
    await copy.close();
  });

  it('answers a failed start with the reason instead of hanging', async () => {
    const broken = startPgliteThread({ dir: 'memory://', snapshot: new Uint8Array([1, 2, 3]) });
    await expect(broken.ready).rejects.toThrow();
    await broken.client.close();
  });
});

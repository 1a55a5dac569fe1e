import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { storageByCode } from '../modules/storages/storages.test-data.ts';
import { describeApp, REST, type Session, type TestApp } from '../test/harness.ts';
import { queryRows } from './db/database.ts';
import { purgeIdempotencyKeys } from './idempotency.ts';

const countOf = async (t: TestApp, code: string) => {
  const [row] = await queryRows<{ n: number }>(
    t.database.db,
    sql`select count(*)::int as n from storages where code = ${code}`,
  );
  return row?.n;
};

const storedKeys = async (t: TestApp, key: string) =>
  queryRows<{ status_code: number | null }>(
    t.database.db,
    sql`select status_code from idempotency_keys where key = ${key}`,
  );

describeApp('idempotent requests (Idempotency-Key)', (t) => {
  let session: Session;
  let zoneB: number;
  const post = (key: string | undefined, body: object) =>
    t().call('POST', `${REST}/storages/`, {
      session,
      body,
      ...(key !== undefined && { headers: { 'idempotency-key': key } }),
    });
  const shelf = (code: string) => ({ code, name: `Polc ${code}`, type: 'SHELF', parentId: zoneB });

  it('runs the first request once and answers a repeat with the stored answer', async () => {
    session = await t().login('irodai');
    zoneB = (await storageByCode(t(), session, 'B')).id;
    const key = randomUUID();
    const first = await post(key, shelf('B-71'));
    expect(first.statusCode).toBe(200);
    const again = await post(key, shelf('B-71'));
    expect(again.statusCode).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.headers['content-type']).toBe(first.headers['content-type']);
    expect(again.json()).toEqual(first.json());
    expect(await countOf(t(), 'B-71')).toBe(1);
    // Without the header the same body runs again (and the unique code refuses it).
    expect((await post(undefined, shelf('B-71'))).statusCode).toBe(409);
  });

  it('refuses the key for another body or path (422 naming the header)', async () => {
    const key = randomUUID();
    expect((await post(key, shelf('B-72'))).statusCode).toBe(200);
    const other = await post(key, shelf('B-73'));
    expect(other.statusCode).toBe(422);
    expect(other.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(other.json()).toMatchObject({
      code: 'IDEMPOTENCY_KEY_REUSED',
      errors: [{ path: 'Idempotency-Key' }],
    });
    const elsewhere = await t().call('POST', `${REST}/storages/${zoneB}/deactivate`, {
      session,
      body: { version: 1 },
      headers: { 'idempotency-key': key },
    });
    expect(elsewhere.statusCode).toBe(422);
    expect(await countOf(t(), 'B-73')).toBe(0);
  });

  it('keeps a key per user: another user may use the same key for their own request', async () => {
    const key = randomUUID();
    expect((await post(key, shelf('B-74'))).statusCode).toBe(200);
    const admin = await t().login('admin');
    const theirs = await t().call('POST', `${REST}/storages/`, {
      session: admin,
      body: shelf('B-75'),
      headers: { 'idempotency-key': key },
    });
    expect(theirs.statusCode).toBe(200);
    expect(theirs.headers['idempotent-replayed']).toBeUndefined();
  });

  it('stores no failed answer: the key is free again after a 4xx', async () => {
    const key = randomUUID();
    const failed = await post(key, shelf('B-71'));
    expect(failed.json()).toMatchObject({ status: 409, code: 'CONFLICT' });
    expect(await storedKeys(t(), key)).toEqual([]);
    const resent = await post(key, shelf('B-76'));
    expect(resent.statusCode).toBe(200);
    expect(resent.headers['idempotent-replayed']).toBeUndefined();
  });

  it('keeps a file answered as a whole (a PDF) and replays it byte for byte', async () => {
    const key = randomUUID();
    const print = () =>
      t().call('POST', `${REST}/storages/labels`, {
        session,
        body: { ids: [zoneB] },
        headers: { 'idempotency-key': key },
      });
    const first = await print();
    expect(first.headers['content-type']).toBe('application/pdf');
    const again = await print();
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.headers['content-type']).toBe('application/pdf');
    expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
  });

  it('checks the header: 1–100 characters, else 400 naming it', async () => {
    for (const bad of ['', 'x'.repeat(101)]) {
      const answer = await post(bad, shelf('B-77'));
      expect(answer.statusCode).toBe(400);
      expect(answer.json()).toMatchObject({ errors: [{ path: 'Idempotency-Key' }] });
    }
    expect((await post('x'.repeat(100), shelf('B-77'))).statusCode).toBe(200);
    expect(await countOf(t(), 'B-77')).toBe(1);
  });

  it('does the action once for 10 parallel requests with the same key', async () => {
    const key = randomUUID();
    const answers = await Promise.all(Array.from({ length: 10 }, () => post(key, shelf('B-78'))));
    const created = answers.filter((a) => a.statusCode === 200);
    // Each answer is the one stored answer, or (after waiting 5 s) 409 IN_PROGRESS: never a second.
    expect(created.length).toBeGreaterThanOrEqual(1);
    for (const a of answers.filter((x) => x.statusCode !== 200))
      expect(a.json()).toMatchObject({ status: 409, code: 'IN_PROGRESS' });
    expect(new Set(created.map((a) => a.body)).size).toBe(1);
    // One of them ran the action; every other 200 is the stored answer.
    expect(created.filter((a) => a.headers['idempotent-replayed'] !== 'true')).toHaveLength(1);
    expect(await countOf(t(), 'B-78')).toBe(1);
    const [audit] = await queryRows<{ n: number }>(
      t().database.db,
      sql`select count(*)::int as n from audit_log
          where entity = 'storage' and action = 'create' and entity_id = ${created[0]!.json().id}`,
    );
    expect(audit?.n).toBe(1);
  });

  it('purges answers older than a day, and queues the purge with the answer', async () => {
    const key = randomUUID();
    expect((await post(key, shelf('B-79'))).statusCode).toBe(200);
    await t().database.db.execute(
      sql`update idempotency_keys set created_at = now() - interval '25 hours' where key = ${key}`,
    );
    expect(await purgeIdempotencyKeys(t().database.db)).toBeGreaterThanOrEqual(1);
    expect(await storedKeys(t(), key)).toEqual([]);
    const [queued] = await queryRows<{ n: number }>(
      t().database.db,
      sql`select count(*)::int as n from pgboss.job
          where name = 'idempotency.purge' and state = 'created'`,
    );
    expect(queued?.n).toBe(1);
  });
});

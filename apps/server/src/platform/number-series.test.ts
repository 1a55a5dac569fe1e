import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { describeApp } from '../test/harness.ts';
import { queryRows } from './db/database.ts';
import { formatDocumentNumber, nextDocumentNumber, takeDocumentNumber } from './number-series.ts';

describeApp('document number series', (t) => {
  it('counts per firm, series and year, starting at 1', async () => {
    const db = t().database.db;
    expect(await nextDocumentNumber(db, 1, 'TS', '2026-03-01')).toBe('TS-2026-000001');
    expect(await nextDocumentNumber(db, 1, 'TS', '2026-12-31')).toBe('TS-2026-000002');
    expect(await nextDocumentNumber(db, 1, 'TS', '2027-01-01')).toBe('TS-2027-000001');
    expect(await nextDocumentNumber(db, 2, 'TS', '2026-03-01')).toBe('TS-2026-000001');
    expect(await nextDocumentNumber(db, 1, 'TX', '2026-03-01')).toBe('TX-2026-000001');
  });

  it('formats in SQL as formatDocumentNumber does, past six digits too', async () => {
    const db = t().database.db;
    await db.execute(sql`insert into number_series (firm_id, series, year, last_value)
                         values (1, 'BIG', 2026, 1234566)`);
    expect(await nextDocumentNumber(db, 1, 'BIG', '2026-01-01')).toBe(
      formatDocumentNumber('BIG', 2026, 1234567),
    );
    expect(formatDocumentNumber('BIG', 2026, 7)).toBe('BIG-2026-000007');
  });

  it('a rolled-back creation leaves no gap', async () => {
    const db = t().database.db;
    await expect(
      db.transaction(async (tx) => {
        await nextDocumentNumber(tx, 1, 'RB', '2026-01-01');
        throw new Error('creation failed');
      }),
    ).rejects.toThrow('creation failed');
    expect(await nextDocumentNumber(db, 1, 'RB', '2026-01-01')).toBe('RB-2026-000001');
  });

  it('parallel creations get consecutive numbers, each once', async () => {
    const db = t().database.db;
    await db.execute(sql`create table if not exists number_probe (number text primary key)`);
    const numbers = await Promise.all(
      Array.from({ length: 20 }, () =>
        db.transaction(async (tx) => {
          const number = await nextDocumentNumber(tx, 1, 'PAR', '2026-05-05');
          await tx.execute(sql`insert into number_probe values (${number})`);
          return number;
        }),
      ),
    );
    const expected = Array.from(
      { length: 20 },
      (_, i) => `PAR-2026-${String(i + 1).padStart(6, '0')}`,
    );
    expect([...numbers].sort()).toEqual(expected);
    const stored = await queryRows<{ number: string }>(db, sql`select number from number_probe`);
    expect(stored.map((r) => r.number).sort()).toEqual(expected);
    await db.execute(sql`drop table number_probe`);
  });

  it('numbers taken ahead of the document never repeat, in parallel, and commit by themselves', async () => {
    const db = t().database.db;
    const numbers = await Promise.all(
      Array.from({ length: 20 }, () => takeDocumentNumber(db, 1, 'TK', '2026-05-05')),
    );
    expect(new Set(numbers).size).toBe(20);
    expect([...numbers].sort().at(-1)).toBe('TK-2026-000020');
    // Nothing is held: a later document of the series goes on from there at once.
    expect(await nextDocumentNumber(db, 1, 'TK', '2026-05-05')).toBe('TK-2026-000021');
    // The asynchronous commit was the statement's own: the session's next commit is synchronous.
    const [mode] = await queryRows<{ s: string }>(
      db,
      sql`select current_setting('synchronous_commit') as s`,
    );
    expect(mode!.s).toBe('on');
  });

  it('refuses to take a number inside a transaction', async () => {
    const db = t().database.db;
    await expect(
      db.transaction((tx) => takeDocumentNumber(tx, 1, 'TK', '2026-05-05')),
    ).rejects.toThrow('outside transactions');
  });
});

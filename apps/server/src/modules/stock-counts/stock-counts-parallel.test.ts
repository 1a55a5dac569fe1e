import { Money } from '@kontor/contract';
import { expect, it } from 'vitest';
import type { Database } from '../../platform/db/database.ts';
import { describeApp, type Session } from '../../test/harness.ts';
import { bookMovements, lockStock } from '../stock/stock.service.ts';
import { adjustmentsOf, countApi, onHandOf } from './stock-counts.test-data.ts';

interface Line {
  id: number;
  storageId: number;
  productId: number;
  expected: string;
  onHandAtCount: string | null;
}

/** A picking-like writer: takes `quantity` out of a pair under the stock lock, as every writer does. */
function pick(
  database: Database,
  pair: { storageId: number; productId: number },
  quantity: string,
) {
  return database.db.transaction(async (tx) => {
    const levels = await lockStock(tx, 1, [pair]);
    await bookMovements(
      tx,
      { firmId: 1, userId: null },
      { kind: 'PICKING_CYCLE', id: 999_001, reference: 'TEST-PICK' },
      [{ ...pair, quantity: `-${quantity}`, reason: 'TRANSFER' }],
      levels,
    );
  });
}

describeApp('stock counts in parallel', (t) => {
  let session: Session;
  const api = () => countApi(t(), () => session);

  it('adds up while picking goes on: final on hand = counted + the movements after the count of that line', async () => {
    session = await t().login('raktaros');
    const count = (await api().create('B-03')).json();
    const lines: Line[] = (await api().get(count.id)).json().lines;
    const pairs = lines
      .slice(0, 4)
      .map((l) => ({ storageId: l.storageId, productId: l.productId }));
    const counted = (i: number) => new Money(lines[i]!.expected).minus(2).toString();
    // Before the count of each line: one picked; while counting: more picks race the counts.
    await Promise.all(pairs.map((p) => pick(t().database, p, '1')));
    await Promise.all([
      ...pairs.map((p, i) => api().count(count.id, [{ ...p, quantity: counted(i) }])),
      ...pairs.map((p) => pick(t().database, p, '1')),
    ]);
    const atCount: Line[] = (await api().get(count.id)).json().lines;
    // After every count: one more pick, then the office posts while a last pick races it.
    await Promise.all(pairs.map((p) => pick(t().database, p, '1')));
    session = await t().login('irodai');
    const [posted] = await Promise.all([
      api().post(count.id, { uncounted: 'KEEP', confirmBelowReserved: true }),
      ...pairs.map((p) => pick(t().database, p, '1')),
    ]);
    expect(posted.statusCode).toBe(200);
    for (const [i, p] of pairs.entries()) {
      const line = atCount.find((l) => l.storageId === p.storageId && l.productId === p.productId)!;
      // Picks after the count of the line: everything booked since on_hand_at_count was read.
      const after = new Money(line.onHandAtCount!).minus(
        new Money(lines[i]!.expected).minus(1 + 1 + 1 + 1),
      );
      const now = await onHandOf(t(), p.storageId, p.productId);
      expect(new Money(now).toString()).toBe(new Money(counted(i)).minus(after).toString());
    }
  });

  it('posts once when the same post is sent in parallel: one set of ADJUSTMENT rows', async () => {
    session = await t().login('raktaros');
    const count = (await api().create('B-02-01')).json();
    const lines: Line[] = (await api().get(count.id)).json().lines;
    await api().count(
      count.id,
      lines.map((l) => ({ storageId: l.storageId, productId: l.productId, quantity: '1' })),
    );
    session = await t().login('irodai');
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => api().post(count.id, { confirmBelowReserved: true })),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409, 409, 409, 409]);
    const rows = await adjustmentsOf(t(), count.id);
    expect(rows).toHaveLength(lines.filter((l) => !new Money(l.expected).eq(1)).length);
    for (const l of lines) expect(await onHandOf(t(), l.storageId, l.productId)).toBe('1.0000');
  });

  it('counts the same line from two devices at once: one line, the last count wins', async () => {
    session = await t().login('raktaros');
    const count = (await api().create('B-02-02')).json();
    const [line] = (await api().get(count.id)).json().lines as Line[];
    const pair = { storageId: line!.storageId, productId: line!.productId };
    const answers = await Promise.all(
      ['3', '4', '5', '6'].map((q) => api().count(count.id, [{ ...pair, quantity: q }])),
    );
    expect(answers.every((a) => a.statusCode === 200)).toBe(true);
    const after: Line[] = (await api().get(count.id)).json().lines;
    expect(after.filter((l) => l.productId === pair.productId)).toHaveLength(1);
  });
});

import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { queryRows } from '../../platform/db/database.ts';
import { describeApp, REST, type Session } from '../../test/harness.ts';
import { storageByCode } from '../storages/storages.test-data.ts';
import { bookMovements, lockStock, pairKey } from './stock.service.ts';

describeApp('stock ledger', (t) => {
  let session: Session;
  const who = { firmId: 1, userId: null };
  const receipt = { kind: 'RECEIPT' as const, id: 1, reference: 'TEST-1' };

  async function newBin(code: string) {
    session = await t().login('irodai');
    const shelf = await storageByCode(t(), session, 'A-01');
    const made = await t().call('POST', `${REST}/storages/`, {
      session,
      body: { code, name: `Teszt ${code}`, type: 'BIN', parentId: shelf.id },
    });
    expect(made.statusCode).toBe(200);
    return made.json() as { id: number; version: number };
  }
  const firstProduct = async () =>
    (
      await queryRows<{ id: number }>(
        t().database.db,
        sql`select id from products where firm_id = 1 order by id limit 1`,
      )
    )[0]!.id;

  it('answers levels under the lock, refuses a negative on hand and names the source', async () => {
    const bin = await newBin('A-01-71');
    const productId = await firstProduct();
    const pair = { storageId: bin.id, productId };
    await t().database.db.transaction(async (tx) => {
      const levels = await lockStock(tx, 1, [pair]);
      expect(levels.get(pairKey(pair))?.onHand.toString()).toBe('0');
      await bookMovements(
        tx,
        who,
        receipt,
        [{ ...pair, quantity: '5', reason: 'RECEIPT' }],
        levels,
      );
    });
    const out = t().database.db.transaction(async (tx) => {
      const levels = await lockStock(tx, 1, [pair]);
      expect(levels.get(pairKey(pair))?.available.toString()).toBe('5');
      await bookMovements(
        tx,
        who,
        receipt,
        [
          { ...pair, quantity: '-3', reason: 'TRANSFER' },
          { ...pair, quantity: '-3', reason: 'TRANSFER' },
        ],
        levels,
      );
    });
    await expect(out).rejects.toMatchObject({ code: 'INVALID_STATE' });
    const rows = await queryRows<{ quantity: string; source_kind: string; source_id: string }>(
      t().database.db,
      sql`select quantity::text, source_kind, source_id::text from stock_movements
          where storage_id = ${bin.id}`,
    );
    expect(rows).toEqual([{ quantity: '5.0000', source_kind: 'RECEIPT', source_id: '1' }]);
  });

  it('never lets stock into a location being deactivated (the booking or the deactivation loses)', async () => {
    const productId = await firstProduct();
    for (const code of ['A-01-72', 'A-01-73']) {
      const bin = await newBin(code);
      const booking = t().database.db.transaction(async (tx) => {
        const pair = { storageId: bin.id, productId };
        await lockStock(tx, 1, [pair]);
        await bookMovements(tx, who, receipt, [{ ...pair, quantity: '2', reason: 'RECEIPT' }]);
        // Held open, so the deactivation below runs while the booking is not yet committed.
        await tx.execute(sql`select pg_sleep(0.2)`);
      });
      await new Promise((resolve) => setTimeout(resolve, 50));
      const deactivated = await t().call('POST', `${REST}/storages/${bin.id}/deactivate`, {
        session,
        body: { version: bin.version },
      });
      const booked = await booking.then(
        () => true,
        () => false,
      );
      const [state] = await queryRows<{ is_active: boolean; stock: string }>(
        t().database.db,
        sql`select s.is_active, (select coalesce(sum(quantity), 0)::text from stock_movements
                                 where storage_id = s.id) as stock
            from storages s where s.id = ${bin.id}`,
      );
      expect(booked !== (deactivated.statusCode === 200)).toBe(true);
      expect(state!.is_active && state!.stock === '0').toBe(false);
      // Into an inactive one: refused, naming the field.
      if (!state!.is_active) continue;
      const off = await t().call('POST', `${REST}/storages/${bin.id}/deactivate`, {
        session,
        body: { version: bin.version },
      });
      expect(off.statusCode).toBe(409);
    }
    const closed = await newBin('A-01-74');
    await t().call('POST', `${REST}/storages/${closed.id}/deactivate`, {
      session,
      body: { version: closed.version },
    });
    const into = t().database.db.transaction((tx) =>
      bookMovements(tx, who, receipt, [
        { storageId: closed.id, productId, quantity: '1', reason: 'RECEIPT' },
      ]),
    );
    await expect(into).rejects.toMatchObject({
      code: 'INVALID_STATE',
      errors: [{ path: 'storageId' }],
    });
  });
});

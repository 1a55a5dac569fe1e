/**
 * An order whose lines are in an open picking cycle cannot change those lines or be cancelled
 * (README: rules), also when the edit and the cycle's creation race on PostgreSQL
 * (`TEST_DATABASE_URL`): whichever locks the order second sees what the first committed.
 */
import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { queryRows } from '../../platform/db/database.ts';
import { describeApp, REST, type Session } from '../../test/harness.ts';
import { confirmedOrder, stockedProducts, zoneId } from './picking.test-data.ts';

const ROUNDS = 6;

describeApp('orders in a picking cycle', (t) => {
  let warehouse: Session;
  let sales: Session;
  const as = (session: () => Session) => (method: string, path: string, body?: unknown) =>
    t().call(method, `${REST}${path}`, { session: session(), ...(body !== undefined && { body }) });
  const floor = as(() => warehouse);
  const office = as(() => sales);
  const orderOf = async (id: number) => (await office('GET', `/customer-order/${id}`)).json();
  const openLinesOf = async (orderId: number) => {
    const [row] = await queryRows<{ n: number }>(
      t().database.db,
      sql`select count(*)::int as n from picking_cycle_lines where order_id = ${orderId} and is_open`,
    );
    return row!.n;
  };

  it('refuses changing its picked lines and cancelling, naming the cycle; other lines change', async () => {
    warehouse = await t().login('raktaros');
    sales = await t().login('ertekesito');
    const [inZone] = await stockedProducts(t().database.db, 1, ['A-03-01'], 1);
    const [elsewhere] = await stockedProducts(t().database.db, 1, ['B-03-04'], 1);
    const id = await confirmedOrder(
      t().database.db,
      1,
      [
        { productId: inZone!.id, quantity: '2' },
        { productId: elsewhere!.id, quantity: '1' },
      ],
      inZone!.branchId,
    );
    const cycle = (
      await floor('POST', '/picking-cycle/', {
        zoneId: await zoneId(t(), warehouse),
        orderIds: [id],
      })
    ).json();
    expect(cycle.lines).toHaveLength(1);
    const order = await orderOf(id);
    const [picked, other] = order.lines;
    const refusedAs = (r: Awaited<ReturnType<typeof office>>) => {
      expect(r.statusCode, r.body).toBe(409);
      expect(r.json().errors[0]).toMatchObject({
        path: 'state',
        code: 'IN_PICKING_CYCLE',
        params: { cycle: cycle.number },
      });
    };
    const path = `/customer-order/${id}/update-order`;
    refusedAs(
      await office('POST', path, {
        version: order.version,
        lines: [{ id: picked.id, productId: inZone!.id, quantity: '5' }],
      }),
    );
    refusedAs(await office('POST', path, { version: order.version, deleteLineIds: [picked.id] }));
    // Saving the whole order rewrites every line: refused while any is in the cycle.
    refusedAs(
      await office('PUT', '/customer-order/', {
        id,
        version: order.version,
        customerId: order.customerId,
        lines: [{ productId: elsewhere!.id, quantity: '1' }],
      }),
    );
    refusedAs(
      await office('POST', `/customer-order/${id}/state`, {
        state: 'CANCELLED',
        version: order.version,
      }),
    );
    expect((await orderOf(id)).state).toBe('CONFIRMED');
    // A line outside the cycle, and a new line, still change.
    const changed = await office('POST', path, {
      version: order.version,
      lines: [
        { id: other.id, productId: elsewhere!.id, quantity: '3' },
        { productId: elsewhere!.id, quantity: '1' },
      ],
    });
    expect(changed.statusCode, changed.body).toBe(200);
    // Once the cycle is cancelled its lines are free: the order may go.
    expect((await floor('PUT', `/picking-cycle/${cycle.id}/cancel`)).statusCode).toBe(200);
    const cancelled = await office('POST', `/customer-order/${id}/state`, {
      state: 'CANCELLED',
      version: changed.json().version,
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
  });

  it('lets either the cycle or the cancel (or line edit) win when they race, never both', async () => {
    const zone = await zoneId(t(), warehouse);
    const products = await stockedProducts(t().database.db, 1, ['A-03-02'], ROUNDS);
    const wins = { cycle: 0, order: 0 };
    for (const [round, p] of products.entries()) {
      const id = await confirmedOrder(
        t().database.db,
        1,
        [{ productId: p.id, quantity: '1' }],
        p.branchId,
      );
      const order = await orderOf(id);
      const cancels = round % 2 === 0;
      const [made, change] = await Promise.all([
        floor('POST', '/picking-cycle/', { zoneId: zone, orderIds: [id] }),
        cancels
          ? office('POST', `/customer-order/${id}/state`, {
              state: 'CANCELLED',
              version: order.version,
            })
          : office('POST', `/customer-order/${id}/update-order`, {
              version: order.version,
              lines: [{ id: order.lines[0].id, productId: p.id, quantity: '2' }],
            }),
      ]);
      expect([made.statusCode, change.statusCode].sort()).not.toContain(500);
      const now = await orderOf(id);
      if (change.statusCode === 409) {
        // The cycle locked the order first: the change was refused, naming it.
        wins.cycle += 1;
        expect(made.statusCode, made.body).toBe(200);
        expect(change.json().errors[0]).toMatchObject({
          code: 'IN_PICKING_CYCLE',
          params: { cycle: made.json().number },
        });
        expect(now).toMatchObject({ state: 'CONFIRMED', version: order.version });
        expect(await openLinesOf(id)).toBe(1);
      } else {
        // The change came first: a cancelled order gives no cycle; an edited line is picked as edited.
        wins.order += 1;
        expect(change.statusCode, change.body).toBe(200);
        if (cancels) {
          expect(made.json().errors[0].code).toBe('order_not_pickable');
          expect(now.state).toBe('CANCELLED');
          expect(await openLinesOf(id)).toBe(0);
        } else {
          expect(made.statusCode, made.body).toBe(200);
          expect(made.json().lines).toMatchObject([
            { orderLineId: order.lines[0].id, quantity: '2.0000' },
          ]);
        }
      }
    }
    expect(wins.cycle + wins.order).toBe(ROUNDS);
  });
});

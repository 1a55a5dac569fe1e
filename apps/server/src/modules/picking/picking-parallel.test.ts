/**
 * 'Never twice' under concurrency (README: tests). Meaningful on PostgreSQL, where the requests
 * really run side by side (`TEST_DATABASE_URL`); on PGlite they queue and must agree as well.
 */
import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { queryRows } from '../../platform/db/database.ts';
import { describeApp, REST, type Session } from '../../test/harness.ts';
import { confirmedOrder, movementsOf, stockedProducts, zoneId } from './picking.test-data.ts';

const WORKERS = 10;

describeApp('picking cycles in parallel', (t) => {
  let session: Session;
  const call = (method: string, path: string, body?: unknown) =>
    t().call(method, `${REST}${path}`, { session, ...(body !== undefined && { body }) });

  /** Open lines per reservation: never more than one. */
  const openLinesPerReservation = () =>
    queryRows<{ reservation_id: number; n: number }>(
      t().database.db,
      sql`select reservation_id, count(*)::int as n from picking_cycle_lines
          where is_open group by reservation_id having count(*) > 1`,
    );

  it('puts each reserved line in exactly one cycle when 10 workers name the same orders', async () => {
    session = await t().login('raktaros');
    const zone = await zoneId(t(), session);
    const products = await stockedProducts(t().database.db, 1, ['A-03-01', 'A-03-02'], 4);
    const branchId = products[0]!.branchId;
    const orders = [
      await confirmedOrder(
        t().database.db,
        1,
        [
          { productId: products[0]!.id, quantity: '2' },
          { productId: products[1]!.id, quantity: '1' },
        ],
        branchId,
      ),
      await confirmedOrder(
        t().database.db,
        1,
        [
          { productId: products[2]!.id, quantity: '3' },
          { productId: products[3]!.id, quantity: '1' },
        ],
        branchId,
      ),
    ];
    const answers = await Promise.all(
      Array.from({ length: WORKERS }, (_, i) =>
        call('POST', '/picking-cycle/', {
          zoneId: zone,
          // Half name both orders, half the second one only, some in the other order.
          orderIds: i % 2 ? [orders[1]] : i % 4 ? [orders[1], orders[0]] : orders,
        }),
      ),
    );
    expect(answers.every((a) => a.statusCode === 200 || a.statusCode === 409)).toBe(true);
    const won = answers.filter((a) => a.statusCode === 200).map((a) => a.json());
    expect(won.length).toBeGreaterThanOrEqual(1);
    const lineIds = won.flatMap((c) => c.lines.map((l: { orderLineId: number }) => l.orderLineId));
    expect(new Set(lineIds).size).toBe(lineIds.length);
    expect(await openLinesPerReservation()).toEqual([]);
    // A named order comes whole or not at all: each order taken has its two lines in one cycle;
    // an order no cycle won (its partner was taken first) is still offered.
    const taken = won.flatMap((c) => c.orders.map((o: { id: number }) => o.id));
    expect(lineIds).toHaveLength(2 * taken.length);
    const offered = (await call('GET', `/picking-cycle/candidates?zone_id=${zone}`)).json();
    for (const id of orders.filter((o) => !taken.includes(o)))
      expect(offered.map((c: { orderId: number }) => c.orderId)).toContain(id);
    for (const refused of answers.filter((a) => a.statusCode === 409))
      expect(refused.json().errors[0].code).toBe('order_not_pickable');
  });

  it('proposes disjoint cycles to 10 workers asking at once', async () => {
    const products = await stockedProducts(t().database.db, 1, ['A-03-03', 'A-03-04'], 6);
    for (const p of products)
      await confirmedOrder(
        t().database.db,
        1,
        [{ productId: p.id, quantity: '1' }],
        p.branchId,
        '2026-11-01',
      );
    const answers = await Promise.all(
      Array.from({ length: WORKERS }, () => call('POST', '/picking-cycle/', { maxLines: 1 })),
    );
    expect(answers.every((a) => a.statusCode === 200 || a.statusCode === 409)).toBe(true);
    const lineIds = answers
      .filter((a) => a.statusCode === 200)
      .flatMap((a) => a.json().lines.map((l: { orderLineId: number }) => l.orderLineId));
    expect(new Set(lineIds).size).toBe(lineIds.length);
    expect(await openLinesPerReservation()).toEqual([]);
  });

  it('books one set of movements when the same cycle is closed twice at once', async () => {
    const products = await stockedProducts(t().database.db, 1, ['A-03-01'], 3, 10);
    const order = await confirmedOrder(
      t().database.db,
      1,
      products.map((p) => ({ productId: p.id, quantity: '2' })),
      products[0]!.branchId,
    );
    const cycle = (
      await call('POST', '/picking-cycle/', {
        zoneId: await zoneId(t(), session),
        orderIds: [order],
      })
    ).json();
    // One request naming the same line twice over: the second confirmation sets, not adds.
    const [first] = cycle.lines;
    await Promise.all(
      [first, first].map((l) =>
        call('PUT', `/picking-cycle/${cycle.id}/lines/${l.id}`, { pickedQuantity: l.quantity }),
      ),
    );
    for (const l of cycle.lines.slice(1))
      await call('PUT', `/picking-cycle/${cycle.id}/lines/${l.id}`, { pickedQuantity: l.quantity });
    const answers = await Promise.all(
      Array.from({ length: 4 }, () => call('PUT', `/picking-cycle/${cycle.id}/close`)),
    );
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200]);
    const moves = await movementsOf(t().database.db, cycle.id);
    expect(moves).toHaveLength(6);
    const audits = await queryRows<{ action: string; n: number }>(
      t().database.db,
      sql`select action, count(*)::int as n from audit_log
          where entity = 'picking_cycle' and entity_id = ${String(cycle.id)}
          group by action order by action`,
    );
    expect(audits).toEqual([
      { action: 'close', n: 1 },
      { action: 'confirm_line', n: 4 },
      { action: 'create', n: 1 },
      { action: 'repeated_request', n: 3 },
    ]);
    const [order1] = await queryRows<{ state: string }>(
      t().database.db,
      sql`select state from customer_orders where id = ${order}`,
    );
    expect(order1!.state).toBe('READY');
  });
});

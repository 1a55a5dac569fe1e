import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { queryRows } from '../../platform/db/database.ts';
import { describeApp, REST, type Session } from '../../test/harness.ts';
import { createStockedProduct } from '../customer-orders/customer-orders.test-data.ts';
import { productionCalls, WORKDAY } from '../production/production.test-data.ts';

/**
 * Made goods are picked (README "Rules", production README "Finishing"): a PRODUCTION line whose
 * workshop order is DONE has its product reserved on the shelf like a STOCK line; the order is
 * READY only when every goods line, STOCK or PRODUCTION, is reserved in the packing location.
 */
describeApp('picking made goods', (t) => {
  let session: Session;
  const { db, call, furniture, productionOrder, team, workshopOrder } = productionCalls(
    t,
    () => session,
  );

  it('picks a finished workshop product with the order: READY only once it is packed too', async () => {
    session = await t().login('utemezo');
    const table = await furniture();
    const chair = await createStockedProduct(db(), `SZEK-${Date.now() % 100_000}`, { stock: 5 });
    const order = await productionOrder(table.id, '2', chair.id);
    const [made, stocked] = order.lines;
    const wo = await workshopOrder(order.id);
    const warehouse = await t().login('raktaros');
    const [zone] = await queryRows<{ id: number }>(
      db(),
      sql`with recursive up(id, parent_id, type) as (
            select id, parent_id, type from storages where id = ${table.storage_id}
            union all select s.id, s.parent_id, s.type from storages s join up on s.id = up.parent_id)
          select id from up where type = 'ZONE'`,
    );
    const pick = async () => {
      const candidates = (
        await call('GET', `/picking-cycle/candidates?zone_id=${zone!.id}`, undefined, warehouse)
      ).json();
      expect(candidates.map((c: { orderId: number }) => c.orderId)).toContain(order.id);
      const created = await call(
        'POST',
        '/picking-cycle/',
        { zoneId: zone!.id, orderIds: [order.id] },
        warehouse,
      );
      expect(created.statusCode, created.body).toBe(200);
      const cycle = created.json();
      for (const line of cycle.lines) {
        const confirmed = await call(
          'PUT',
          `/picking-cycle/${cycle.id}/lines/${line.id}`,
          { pickedQuantity: line.quantity },
          warehouse,
        );
        expect(confirmed.statusCode, confirmed.body).toBe(200);
      }
      const closed = await call('PUT', `/picking-cycle/${cycle.id}/close`, undefined, warehouse);
      expect(closed.statusCode, closed.body).toBe(200);
      const lineIds = (
        await queryRows<{ order_line_id: number }>(
          db(),
          sql`select r.order_line_id from picking_cycle_lines c
              join stock_reservations r on r.id = c.reservation_id where c.cycle_id = ${cycle.id}`,
        )
      ).map((r) => r.order_line_id);
      const state = closed.json().orders.find((o: { id: number }) => o.id === order.id).state;
      return { state, lineIds, count: cycle.lines.length };
    };

    // Before the workshop finishes only the chair is reserved: picked, the order is not READY.
    const first = await pick();
    expect(first.count).toBe(1);
    expect(first.state).toBe('IN_PROGRESS');

    const crew = await team(1, '5');
    const booked = await call('PUT', `/customer-order/${order.id}/schedule`, {
      tab: 'WORKSHOP',
      teamId: crew.id,
      day: WORKDAY,
    });
    expect(booked.statusCode, booked.body).toBe(200);
    const scheduled = (await call('GET', `/workshop-orders/${wo.id}`)).json();
    const started = await call('POST', `/workshop-orders/${wo.id}/state`, {
      state: 'IN_PRODUCTION',
      version: scheduled.version,
    });
    expect(started.statusCode, started.body).toBe(200);
    const finished = await call('POST', `/delivery/workshop-order/${wo.id}/finished`, {
      version: started.json().version,
    });
    expect(finished.statusCode, finished.body).toBe(200);

    // The made tables are on their shelf, reserved for their line: picked like stock.
    const second = await pick();
    expect(second.count).toBe(1);
    expect(second.state).toBe('READY');
    const packed = await queryRows<{ order_line_id: number; quantity: string; type: string }>(
      db(),
      sql`select r.order_line_id, sum(r.quantity)::text as quantity, s.code as type
          from stock_reservations r join storages s on s.id = r.storage_id
          where r.order_line_id in (${made!.id}, ${stocked!.id})
          group by r.order_line_id, s.code order by r.order_line_id`,
    );
    expect(packed).toEqual([
      { order_line_id: made!.id, quantity: '2.0000', type: 'PUFFER-KI' },
      { order_line_id: stocked!.id, quantity: '1.0000', type: 'PUFFER-KI' },
    ]);
    expect(second.lineIds).toEqual([made!.id]);

    // Dispatch takes both from the packing location.
    const [current] = await queryRows<{ version: number }>(
      db(),
      sql`select version from customer_orders where id = ${order.id}`,
    );
    const dispatched = await t().call('POST', `${REST}/orders/dispatch/${order.id}`, {
      session: warehouse,
      body: { version: current!.version },
    });
    expect(dispatched.statusCode, dispatched.body).toBe(200);
    expect(dispatched.json()).toMatchObject({ orderState: 'DISPATCHED' });
  });
});

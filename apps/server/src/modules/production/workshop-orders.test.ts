import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { queryRows } from '../../platform/db/database.ts';
import { describeApp, type Session } from '../../test/harness.ts';
import { productionCalls, WORKDAY } from './production.test-data.ts';

describeApp('workshop orders', (t) => {
  let session: Session;
  const { db, call, furniture, productionOrder, team, workshopOrder, movements, audits } =
    productionCalls(t, () => session);

  it('makes a workshop order of each PRODUCTION line, materials reserved, never twice', async () => {
    session = await t().login('utemezo');
    const table = await furniture();
    const other = await furniture();
    const order = await productionOrder(table.id, '3', other.id);
    const [made, stockLine] = order.lines;
    const composition = await call(
      'GET',
      `/orders/${order.id}/items/breakdowns/${made!.id}/compositions`,
    );
    expect(composition.statusCode, composition.body).toBe(200);
    expect(composition.json()).toMatchObject({
      customerOrderLineId: made!.id,
      fulfilment: 'PRODUCTION',
      workshopOrderId: null,
      components: [
        {
          componentId: table.board,
          quantityPerUnit: '2.0000',
          quantity: '6.0000',
          available: '100.0000',
        },
        { componentId: table.screw, quantityPerUnit: '8.0000', quantity: '24.0000' },
      ],
    });

    const path = `/customer-order/${order.id}/workshop/schedule`;
    expect((await call('POST', path, { lineIds: [made!.id, made!.id] })).statusCode).toBe(400);
    const stock = await call('POST', path, { lineIds: [stockLine!.id] });
    expect(stock.statusCode).toBe(400);
    expect(stock.json().errors[0].path).toBe('lineIds.0');
    const sales = await call('POST', path, {}, await t().login('ertekesito'));
    expect(sales.statusCode).toBe(403);

    const first = await call('POST', path, { wantedDate: '2027-03-01', note: 'Tölgy, matt lakk' });
    expect(first.statusCode, first.body).toBe(200);
    const [created] = first.json().created;
    expect(created).toMatchObject({
      state: 'PLANNED',
      customerOrderLineId: made!.id,
      productId: table.id,
      quantity: '3.0000',
      wantedDate: '2027-03-01',
      note: 'Tölgy, matt lakk',
      materialsReserved: true,
      materials: [
        { componentId: table.board, quantity: '6.0000', reservedQuantity: '6.0000' },
        { componentId: table.screw, quantity: '24.0000', reservedQuantity: '24.0000' },
      ],
    });
    expect(created.number).toMatch(/^MH-\d{4}-\d{6}$/);
    // The materials are reserved like any stock: the composition shows them taken.
    const after = (
      await call('GET', `/orders/${order.id}/items/breakdowns/${made!.id}/compositions`)
    ).json();
    expect(after.components[0].available).toBe('94.0000');
    expect(after.workshopOrderId).toBe(created.id);

    const again = await call('POST', path, {});
    expect(again.statusCode).toBe(200);
    expect(again.json().created).toEqual([]);
    expect(again.json().all.map((w: { id: number }) => w.id)).toEqual([created.id]);
    expect(await audits('customer-order', order.id)).toContainEqual(
      expect.objectContaining({ action: 'create-workshop-orders' }),
    );
  });

  it('makes one workshop order when the same order is sent in parallel', async () => {
    session = await t().login('utemezo');
    const table = await furniture();
    const order = await productionOrder(table.id, '2');
    const path = `/customer-order/${order.id}/workshop/schedule`;
    const answers = await Promise.all(
      Array.from({ length: 5 }, (_, i) =>
        call('POST', path, i % 2 ? { lineIds: [order.lines[0]!.id] } : {}),
      ),
    );
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(answers.flatMap((a) => a.json().created)).toHaveLength(1);
    const rows = await queryRows<{ n: number; reserved: string }>(
      db(),
      sql`select count(*)::int as n, (select sum(quantity) from stock_reservations r
            where r.workshop_order_id = any(array_agg(w.id)))::text as reserved
          from workshop_orders w where w.customer_order_id = ${order.id}`,
    );
    expect(rows[0]).toEqual({ n: 1, reserved: '20.0000' });
  });

  it('moves through its states: 409 on a wrong state or a stale version, a reason when it cannot be made', async () => {
    session = await t().login('utemezo');
    const table = await furniture();
    const order = await productionOrder(table.id);
    const wo = await workshopOrder(order.id);
    const state = (body: object) => call('POST', `/workshop-orders/${wo.id}/state`, body);

    const early = await state({ state: 'IN_PRODUCTION', version: 1 });
    expect(early.statusCode).toBe(409);
    expect(early.json().code).toBe('INVALID_STATE');
    expect((await state({ state: 'CANNOT_PRODUCE', version: 1 })).statusCode).toBe(400);
    const stopped = await state({ state: 'CANNOT_PRODUCE', version: 1, reason: 'Nincs tölgy' });
    expect(stopped.statusCode, stopped.body).toBe(200);
    expect(stopped.json()).toMatchObject({
      state: 'CANNOT_PRODUCE',
      cannotProduceReason: 'Nincs tölgy',
    });
    const stale = await state({ state: 'PLANNED', version: 1 });
    expect(stale.json().code).toBe('STALE_VERSION');
    const planned = await state({ state: 'PLANNED', version: 2 });
    expect(planned.json()).toMatchObject({ state: 'PLANNED', materialsReserved: true });
    const cancelled = await state({ state: 'CANCELLED', version: 3 });
    expect(cancelled.json()).toMatchObject({
      state: 'CANCELLED',
      materials: [{ reservedQuantity: '0' }, { reservedQuantity: '0' }],
    });
    expect((await state({ state: 'PLANNED', version: 4 })).statusCode).toBe(409);
    expect((await audits('workshop-order', wo.id)).map((a) => a.action)).toEqual([
      'cannot-produce',
      'plan-again',
      'cancel',
    ]);
    // A cancelled one may be made again for the line.
    const again = await call('POST', `/customer-order/${order.id}/workshop/schedule`, {});
    expect(again.json().created).toHaveLength(1);
  });

  it('finishes once: materials consumed, the product booked in and reserved for its line', async () => {
    session = await t().login('utemezo');
    const table = await furniture();
    const order = await productionOrder(table.id, '2');
    const wo = await workshopOrder(order.id);
    const crew = await team(2, '5');
    const booked = await call('PUT', `/customer-order/${order.id}/schedule`, {
      tab: 'WORKSHOP',
      teamId: crew.id,
      day: WORKDAY,
    });
    expect(booked.statusCode, booked.body).toBe(200);
    const scheduled = (await call('GET', `/workshop-orders/${wo.id}`)).json();
    expect(scheduled).toMatchObject({
      state: 'SCHEDULED',
      teamId: crew.id,
      scheduledDate: WORKDAY,
    });
    const started = await call('POST', `/workshop-orders/${wo.id}/state`, {
      state: 'IN_PRODUCTION',
      version: scheduled.version,
    });
    expect(started.statusCode, started.body).toBe(200);
    const version = started.json().version;

    const finish = () =>
      call('POST', `/delivery/workshop-order/${wo.id}/finished`, { version }, session);
    const answers = await Promise.all([finish(), finish(), finish()]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409, 409]);
    const done = answers.find((a) => a.statusCode === 200)!.json();
    expect(done).toMatchObject({
      state: 'DONE',
      outputStorageId: table.storage_id,
      materials: [{ consumedQuantity: '4.0000' }, { consumedQuantity: '16.0000' }],
    });
    expect(await movements(wo.id)).toEqual([
      { product_id: table.id, reason: 'PRODUCTION_OUTPUT', quantity: '2.0000' },
      { product_id: table.board, reason: 'PRODUCTION_USE', quantity: '-4.0000' },
      { product_id: table.screw, reason: 'PRODUCTION_USE', quantity: '-16.0000' },
    ]);
    const reserved = await queryRows<{ order_line_id: number | null; quantity: string }>(
      db(),
      sql`select order_line_id, quantity::text as quantity from stock_reservations
          where product_id = any(${`{${[table.id, table.board, table.screw].join(',')}}`}::int[])`,
    );
    expect(reserved).toEqual([{ order_line_id: order.lines[0]!.id, quantity: '2.0000' }]);
    const again = await call('POST', `/delivery/workshop-order/${wo.id}/finished`, {
      version: done.version,
    });
    expect(again.statusCode).toBe(409);
    expect((await movements(wo.id)).length).toBe(3);
    const output = (await call('GET', `/delivery/workshop-order/?from=${WORKDAY}`)).json();
    expect(output.map((w: { id: number }) => w.id)).not.toContain(wo.id);
    const today = (await call('GET', '/delivery/workshop-order/')).json();
    expect(today.find((w: { id: number }) => w.id === wo.id)).toMatchObject({ state: 'DONE' });
  });

  it('refuses to finish when a material is short, and books nothing', async () => {
    session = await t().login('utemezo');
    const table = await furniture(1);
    const order = await productionOrder(table.id, '2');
    const wo = await workshopOrder(order.id);
    expect((await call('GET', `/workshop-orders/${wo.id}`)).json().materialsReserved).toBe(false);
    const crew = await team(1, '5');
    await call('PUT', `/customer-order/${order.id}/schedule`, {
      tab: 'WORKSHOP',
      teamId: crew.id,
      day: WORKDAY,
    });
    const version = (await call('GET', `/workshop-orders/${wo.id}`)).json().version;
    const started = await call('POST', `/workshop-orders/${wo.id}/state`, {
      state: 'IN_PRODUCTION',
      version,
    });
    const short = await call('POST', `/delivery/workshop-order/${wo.id}/finished`, {
      version: started.json().version,
    });
    expect(short.statusCode).toBe(409);
    expect(short.json().errors[0]).toMatchObject({ path: 'materials', code: 'short' });
    expect(await movements(wo.id)).toEqual([]);
    expect((await call('GET', `/workshop-orders/${wo.id}`)).json().state).toBe('IN_PRODUCTION');
  });

  it('lists with filters, keeps other firms out, and answers per role', async () => {
    session = await t().login('utemezo');
    const table = await furniture();
    const order = await productionOrder(table.id);
    const wo = await workshopOrder(order.id);
    const list = await call(
      'GET',
      `/workshop-orders/?state=PLANNED&customer_id=${order.customerId}&term=${encodeURIComponent('PRD-')}`,
    );
    expect(list.statusCode).toBe(200);
    expect(list.json().items.map((w: { id: number }) => w.id)).toEqual([wo.id]);
    expect(
      (await call('GET', `/workshop-orders/?state=DONE&customer_id=${order.customerId}`)).json()
        .total,
    ).toBe(0);
    // The workshop manager works in the second firm: the first firm's order is not there.
    const muhely = await t().login('muhely');
    expect((await call('GET', `/workshop-orders/${wo.id}`, undefined, muhely)).statusCode).toBe(
      404,
    );
    expect(
      (
        await call(
          'POST',
          `/workshop-orders/${wo.id}/state`,
          { state: 'CANCELLED', version: 1 },
          muhely,
        )
      ).statusCode,
    ).toBe(404);
    for (const user of ['ertekesito', 'raktaros', 'sofor'])
      expect(
        (await call('GET', '/workshop-orders/', undefined, await t().login(user))).statusCode,
        user,
      ).toBe(403);
    expect((await call('GET', '/workshop-orders/', undefined, muhely)).statusCode).toBe(200);
  });

  it('plugs TO_PRODUCE and CANNOT_PRODUCE into the warehouse dashboard, with the cannot-produce action', async () => {
    session = await t().login('admin');
    const table = await furniture();
    const order = await productionOrder(table.id);
    const wo = await workshopOrder(order.id);
    const crew = await team(1, '5');
    await call('PUT', `/customer-order/${order.id}/schedule`, {
      tab: 'WORKSHOP',
      teamId: crew.id,
      day: WORKDAY,
    });
    const page = (tab: string) =>
      call('POST', '/dashboards/warehouse/query', { tab, page_number: 0, page_size: 200 });
    const items = (await page('TO_PRODUCE')).json().items;
    expect(items.find((i: { id: string }) => i.id === `wo:${wo.id}`)).toMatchObject({
      kind: 'WORKSHOP_ORDER',
      state: 'SCHEDULED',
      actions: ['change-state', 'cannot-produce'],
      nextStates: ['IN_PRODUCTION'],
    });
    const action = await call('POST', '/dashboards/warehouse/execute-action/cannot-produce', {
      tab: 'TO_PRODUCE',
      itemId: `wo:${wo.id}`,
      reason: 'Eltört a fűrész',
    });
    expect(action.statusCode, action.body).toBe(204);
    const stopped = (await page('CANNOT_PRODUCE')).json().items;
    expect(stopped.find((i: { id: string }) => i.id === `wo:${wo.id}`)).toMatchObject({
      state: 'CANNOT_PRODUCE',
      nextStates: ['PLANNED'],
    });
    const twice = await call('POST', '/dashboards/warehouse/execute-action/cannot-produce', {
      tab: 'TO_PRODUCE',
      itemId: `wo:${wo.id}`,
      reason: 'Megint',
    });
    expect(twice.statusCode).toBe(409);
  });
});

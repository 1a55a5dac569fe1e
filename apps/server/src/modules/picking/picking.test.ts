import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { queryRows } from '../../platform/db/database.ts';
import { seedContext } from '../../seed/context.ts';
import { describeApp, REST, type Session } from '../../test/harness.ts';
import { pdfText } from '../invoices/pdf-text.test-data.ts';
import { dashboardTab } from '../warehouse-dashboard/dashboard-tabs.ts';
import { movementsOf, zoneId } from './picking.test-data.ts';

interface Line {
  id: number;
  orderId: number;
  productCode: string;
  storageCode: string;
  storagePath: string[];
  quantity: string;
}

describeApp('picking cycles', (t) => {
  let session: Session;
  const call = (method: string, path: string, body?: unknown, as = session) =>
    t().call(method, `${REST}${path}`, { session: as, ...(body !== undefined && { body }) });
  const auditOf = (requestId: unknown) =>
    queryRows<{ entity: string; action: string }>(
      t().database.db,
      sql`select entity, action from audit_log where request_id = ${String(requestId)} order by id`,
    );

  let cycleId = 0;
  let version = 0;
  let lines: Line[] = [];
  let demoOrders: number[] = [];
  let readyOrder = 0;

  it('offers the demo orders reserved in zone A, due first, and makes a cycle of two', async () => {
    session = await t().login('raktaros');
    const zone = await zoneId(t(), session);
    const candidates = (await call('GET', `/picking-cycle/candidates?zone_id=${zone}`)).json();
    expect(candidates.map((c: { wantedDeliveryDate: string }) => c.wantedDeliveryDate)).toEqual([
      '2026-12-01',
      '2026-12-02',
      '2026-12-04',
    ]);
    demoOrders = candidates.map((c: { orderId: number }) => c.orderId);
    const created = await call('POST', '/picking-cycle/', {
      zoneId: zone,
      orderIds: demoOrders.slice(0, 2),
    });
    expect(created.statusCode).toBe(200);
    const cycle = created.json();
    expect(cycle).toMatchObject({
      state: 'OPEN',
      zoneCode: 'A',
      packingStorageCode: 'PUFFER-KI',
      orderCount: 2,
      lineCount: 5,
      confirmedCount: 0,
      due: '2026-12-01',
    });
    expect(cycle.number).toMatch(/^KGY-\d{4}-000001$/);
    const paths = cycle.lines.map((l: Line) => l.storagePath.join('/'));
    expect(paths).toEqual([...paths].sort());
    expect(cycle.lines[0].storagePath.slice(0, 3)).toEqual(['KR', 'A', 'A-03']);
    expect(await auditOf(created.headers['x-request-id'])).toEqual([
      { entity: 'picking_cycle', action: 'create' },
    ]);
    cycleId = cycle.id;
    version = cycle.version;
    lines = cycle.lines;
    // Its lines are no longer offered; the third order still is.
    const left = (await call('GET', `/picking-cycle/candidates?zone_id=${zone}`)).json();
    expect(left.map((c: { orderId: number }) => c.orderId)).toEqual([demoOrders[2]]);
  });

  it('answers the cycle, the list and the not-started lookup', async () => {
    expect((await call('GET', `/picking-cycle/${cycleId}`)).json().lines).toEqual(lines);
    const list = (await call('GET', '/picking-cycle/?state=OPEN')).json();
    expect(list).toMatchObject({ total: 1, items: [{ id: cycleId, lineCount: 5 }] });
    const next = (await call('GET', '/picking-cycle/non-started-picking-cycle')).json();
    expect(next.cycle).toMatchObject({ id: cycleId, state: 'OPEN' });
  });

  it('refuses an order twice, an order of nothing to pick, and another zone', async () => {
    const zone = await zoneId(t(), session);
    const twice = await call('POST', '/picking-cycle/', {
      zoneId: zone,
      orderIds: [demoOrders[2], demoOrders[2]],
    });
    expect(twice.json()).toMatchObject({ status: 400, errors: [{ path: 'orderIds' }] });
    const taken = await call('POST', '/picking-cycle/', {
      zoneId: zone,
      orderIds: [demoOrders[0]],
    });
    expect(taken.json()).toMatchObject({
      status: 409,
      errors: [{ path: 'orderIds.0', code: 'order_not_pickable' }],
    });
    const zoneB = await zoneId(t(), session, 'B');
    const elsewhere = await call('POST', '/picking-cycle/', {
      zoneId: zoneB,
      orderIds: [demoOrders[2]],
    });
    expect(elsewhere.json()).toMatchObject({
      status: 409,
      errors: [{ code: 'order_not_pickable' }],
    });
    const notZone = await call('POST', '/picking-cycle/', { zoneId: lines[0]!.id + 100_000 });
    expect(notZone.json()).toMatchObject({ status: 400, errors: [{ path: 'zoneId' }] });
  });

  it('assigns a worker and adds or removes orders while OPEN; a stale version is 409', async () => {
    const workers = (await call('GET', '/picking-cycle/workers')).json();
    const me = workers.find((w: { isMe: boolean }) => w.isMe);
    expect(me).toMatchObject({ name: 'Tóth Gábor' });
    const add = await call('PUT', `/picking-cycle/${cycleId}`, {
      version,
      addOrderIds: [demoOrders[2]],
      assignedUserId: me.id,
    });
    expect(add.statusCode).toBe(200);
    expect(add.json()).toMatchObject({ orderCount: 3, assignedUserName: 'Tóth Gábor' });
    const stale = await call('PUT', `/picking-cycle/${cycleId}`, { version, note: 'x' });
    expect(stale.json()).toMatchObject({ status: 409, code: 'STALE_VERSION' });
    const removed = await call('PUT', `/picking-cycle/${cycleId}`, {
      version: add.json().version,
      removeOrderIds: [demoOrders[2]],
    });
    expect(removed.json()).toMatchObject({ orderCount: 2, lineCount: 5 });
    version = removed.json().version;
    const last = await call('PUT', `/picking-cycle/${cycleId}`, {
      version,
      removeOrderIds: demoOrders.slice(0, 2),
    });
    expect(last.json()).toMatchObject({ status: 409, errors: [{ code: 'last_order' }] });
  });

  it('checks each confirmation: location, product, quantity, reason', async () => {
    const [line] = lines;
    const confirm = (body: unknown, id = line!.id) =>
      call('PUT', `/picking-cycle/${cycleId}/lines/${id}`, body);
    const fields = async (body: unknown) =>
      (await confirm(body)).json().errors?.map((e: { path: string }) => e.path);
    expect(await fields({ pickedQuantity: '1', locationCode: 'B-01-01' })).toEqual([
      'locationCode',
    ]);
    expect(await fields({ pickedQuantity: line!.quantity, productCode: 'NINCS-ILYEN' })).toEqual([
      'productCode',
    ]);
    expect(await fields({ pickedQuantity: '9999' })).toEqual(['pickedQuantity']);
    expect(await fields({ pickedQuantity: '0' })).toEqual(['shortReason']);
    expect(await fields({ pickedQuantity: '-1' })).toEqual(['pickedQuantity']);
    expect((await confirm({ pickedQuantity: '1' }, 999_999)).statusCode).toBe(404);
  });

  it('starts on the first confirmation; a resend books the same; short picks keep a reason', async () => {
    const [first, second, ...rest] = lines;
    const body = {
      pickedQuantity: first!.quantity,
      locationCode: first!.storageCode.toLowerCase(),
      productCode: first!.productCode,
    };
    const done = await call('PUT', `/picking-cycle/${cycleId}/lines/${first!.id}`, body);
    expect(done.json()).toMatchObject({ state: 'IN_PROGRESS', confirmedCount: 1 });
    expect(await auditOf(done.headers['x-request-id'])).toEqual([
      { entity: 'picking_cycle', action: 'confirm_line' },
    ]);
    const again = await call('PUT', `/picking-cycle/${cycleId}/lines/${first!.id}`, body);
    expect(again.json()).toMatchObject({ confirmedCount: 1 });
    const short = await call('PUT', `/picking-cycle/${cycleId}/lines/${second!.id}`, {
      pickedQuantity: '1',
      shortReason: 'DAMAGED',
    });
    const shortLine = short.json().lines.find((l: Line) => l.id === second!.id);
    expect(shortLine).toMatchObject({ pickedQuantity: '1.0000', shortReason: 'DAMAGED' });
    for (const l of rest)
      await call('PUT', `/picking-cycle/${cycleId}/lines/${l.id}`, { pickedQuantity: l.quantity });
    const added = await call('PUT', `/picking-cycle/${cycleId}`, {
      version: short.json().version,
      addOrderIds: [demoOrders[2]],
    });
    expect(added.json()).toMatchObject({ status: 409, errors: [{ code: 'wrong_state' }] });
    expect((await call('PUT', `/picking-cycle/${cycleId}/cancel`)).statusCode).toBe(409);
  });

  it('prints the pick list in Hungarian', async () => {
    const r = await call('GET', `/picking-cycle/${cycleId}/pick-list`);
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-type']).toBe('application/pdf');
    const text = pdfText(r.rawPayload).join(' ');
    expect(text).toContain('KIGYŰJTÉSI LISTA');
    expect(text).toContain('KR › A › A-03');
    expect(text).toContain(lines[0]!.productCode);
  });

  it('closes: shelf → packing movements, reservations follow, orders move on; twice changes nothing', async () => {
    const closed = await call('PUT', `/picking-cycle/${cycleId}/close`);
    expect(closed.statusCode).toBe(200);
    expect(closed.json()).toMatchObject({ state: 'CLOSED', confirmedCount: 5 });
    const moves = await movementsOf(t().database.db, cycleId);
    expect(moves.filter((m) => m.storage_code === 'PUFFER-KI')).toHaveLength(5);
    expect(moves.every((m) => m.reason === 'TRANSFER')).toBe(true);
    expect(moves.reduce((sum, m) => sum + Number(m.quantity), 0)).toBe(0);
    const states = Object.fromEntries(
      closed.json().orders.map((o: { id: number; state: string }) => [o.id, o.state]),
    );
    // The first line of the walk was fully picked, the second short: whichever order holds the
    // short line stays IN_PROGRESS, the other is READY.
    const shortOrder = lines[1]!.orderId;
    expect(states[shortOrder]).toBe('IN_PROGRESS');
    readyOrder = demoOrders.slice(0, 2).find((id) => id !== shortOrder)!;
    expect(states[readyOrder]).toBe('READY');
    // The orders moved on in one statement still write one audit row each, as their state call.
    const audit = await auditOf(closed.headers['x-request-id']);
    expect(audit).toHaveLength(3);
    expect(audit).toEqual(
      expect.arrayContaining([
        { entity: 'customer_order', action: 'ready' },
        { entity: 'customer_order', action: 'start' },
        { entity: 'picking_cycle', action: 'close' },
      ]),
    );
    const versions = await queryRows<{ id: number; version: number; status: string | null }>(
      t().database.db,
      sql`select o.id, o.version, a.status from customer_orders o
          left join customer_order_access a on a.firm_id = o.firm_id and a.order_number = o.number
          where o.id in (${readyOrder}, ${shortOrder})`,
    );
    const portal = Object.fromEntries(versions.map((v) => [v.id, v.status]));
    expect(portal).toEqual({ [readyOrder]: 'READY', [shortOrder]: 'IN_PRODUCTION' });
    const reserved = await queryRows<{ code: string; quantity: string }>(
      t().database.db,
      sql`select s.code, sum(r.quantity)::text as quantity from stock_reservations r
          join storages s on s.id = r.storage_id
          where r.order_line_id = (select order_line_id from picking_cycle_lines where id = ${lines[1]!.id})
          group by s.code order by s.code`,
    );
    expect(reserved.map((r) => r.code)).toEqual([lines[1]!.storageCode, 'PUFFER-KI']);
    const again = await call('PUT', `/picking-cycle/${cycleId}/close`);
    expect(again.json()).toMatchObject({ state: 'CLOSED' });
    expect(await movementsOf(t().database.db, cycleId)).toEqual(moves);
    expect(await auditOf(again.headers['x-request-id'])).toEqual([
      { entity: 'picking_cycle', action: 'repeated_request' },
    ]);
    // The short remainder is pickable again in a new cycle.
    const zone = await zoneId(t(), session);
    const next = (await call('GET', `/picking-cycle/candidates?zone_id=${zone}`)).json();
    expect(next.map((c: { orderId: number }) => c.orderId)).toContain(shortOrder);
  });

  it('proposes a cycle without zone or orders (due first), and a cancel frees its lines', async () => {
    session = await t().login('raktaros');
    const proposed = await call('POST', '/picking-cycle/', { maxLines: 1 });
    expect(proposed.statusCode).toBe(200);
    expect(proposed.json()).toMatchObject({ zoneCode: 'A', orderCount: 1, state: 'OPEN' });
    const cancelled = await call('PUT', `/picking-cycle/${proposed.json().id}/cancel`);
    expect(cancelled.json()).toMatchObject({ state: 'CANCELLED' });
    expect((await call('PUT', `/picking-cycle/${proposed.json().id}/close`)).statusCode).toBe(409);
    const again = await call('POST', '/picking-cycle/', { maxLines: 1 });
    expect(again.json().lines.map((l: Line) => l.id)).not.toEqual(
      proposed.json().lines.map((l: Line) => l.id),
    );
    expect(again.json().orders).toEqual(proposed.json().orders);
  });

  it('feeds the dashboard: TO_PICK with a start action, TO_PACK with the READY picked order', async () => {
    const db = t().database.db;
    const scope = { firmId: 1, workStationId: null };
    const page = { pageNumber: 0, pageSize: 50 };
    const toPack = await dashboardTab('TO_PACK')!.list(db, scope, page);
    expect(toPack.items).toEqual([
      expect.objectContaining({ orderId: readyOrder, state: 'READY', href: expect.any(String) }),
    ]);
    expect(await dashboardTab('TO_PACK')!.count(db, scope)).toBe(1);
    const toPick = dashboardTab('TO_PICK')!;
    const open = (await toPick.list(db, scope, page)).items.find((i) => i.state === 'OPEN')!;
    expect(open).toMatchObject({ actions: ['change-state'], nextStates: ['IN_PROGRESS'] });
    expect(await toPick.count(db, scope)).toBeGreaterThanOrEqual(1);
    const [me] = await queryRows<{ id: number }>(
      db,
      sql`select id from users where username = 'raktaros'`,
    );
    await db.transaction((tx) =>
      toPick.changeState!(seedContext(tx, 1, me!.id), tx, open.id, 'IN_PROGRESS'),
    );
    const started = (await call('GET', `/picking-cycle/${open.id.slice(6)}`)).json();
    expect(started).toMatchObject({ state: 'IN_PROGRESS', assignedUserName: 'Tóth Gábor' });
    await expect(
      db.transaction((tx) =>
        toPick.changeState!(seedContext(tx, 1, me!.id), tx, open.id, 'IN_PROGRESS'),
      ),
    ).rejects.toMatchObject({ code: 'INVALID_STATE' });
  });

  it('lets warehouse and back office work; sales may not; another firm is 404', async () => {
    const office = await t().login('irodai');
    expect((await call('GET', `/picking-cycle/${cycleId}`, undefined, office)).statusCode).toBe(
      200,
    );
    const sales = await t().login('ertekesito');
    for (const [method, path, body] of [
      ['GET', `/picking-cycle/${cycleId}`, undefined],
      ['POST', '/picking-cycle/', {}],
      ['PUT', `/picking-cycle/${cycleId}`, { version: 1 }],
      ['PUT', `/picking-cycle/${cycleId}/close`, undefined],
      ['PUT', `/picking-cycle/${cycleId}/lines/${lines[0]!.id}`, { pickedQuantity: '1' }],
    ] as const)
      expect((await call(method, path, body, sales)).statusCode).toBe(403);
    const admin = await t().login('admin');
    await call('PUT', '/user/firm', { firmId: 4 }, admin);
    for (const [method, path] of [
      ['GET', `/picking-cycle/${cycleId}`],
      ['GET', `/picking-cycle/${cycleId}/pick-list`],
      ['PUT', `/picking-cycle/${cycleId}/close`],
      ['PUT', `/picking-cycle/${cycleId}/cancel`],
    ] as const)
      expect((await call(method, path, undefined, admin)).statusCode).toBe(404);
    expect((await call('PUT', `/picking-cycle/${cycleId}`, { version: 9 }, admin)).statusCode).toBe(
      404,
    );
  });
});

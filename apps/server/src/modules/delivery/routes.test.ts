import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { queryRows } from '../../platform/db/database.ts';
import { describeApp, REST, type Session } from '../../test/harness.ts';
import { pdfText } from '../invoices/pdf-text.test-data.ts';
import { makeOrder, SIGNATURE_PNG, userId, vehicleId } from './delivery.test-data.ts';

describeApp('delivery routes: plan, depart, stops with proof, arrival', (t) => {
  let planner: Session;
  let driver: Session;
  const call = (
    session: Session,
    method: string,
    path: string,
    body?: unknown,
    headers?: Record<string, string>,
  ) =>
    t().call(method, `${REST}${path}`, {
      session,
      ...(body !== undefined && { body }),
      ...(headers && { headers }),
    });

  it("shows the driver today's seeded route with stops in order, COD rounded to 5 Ft", async () => {
    driver = await t().login('sofor');
    const mine = await call(driver, 'GET', '/delivery/my-routes');
    expect(mine.statusCode).toBe(200);
    const [route] = mine.json();
    expect(route).toMatchObject({
      state: 'PLANNED',
      vehiclePlate: 'AAKL-123',
      driverName: 'Horváth László',
    });
    expect(route.stops.map((s: { position: number }) => s.position)).toEqual([1, 2, 3, 4]);
    expect(route.stops[0]).toMatchObject({
      state: 'PENDING',
      deliveryNoteNumber: expect.stringMatching(/^SZL-/),
    });
    expect(route.stops.every((s: { latitude: number | null }) => s.latitude !== null)).toBe(true);
  });

  it('lets a driver see only their own routes (another driver’s is 404), planners see all', async () => {
    planner = await t().login('utemezo');
    const order = await makeOrder(t());
    const other = await call(planner, 'POST', '/delivery/routes/', {
      date: '2026-12-01',
      vehicleId: await vehicleId(t(), 'RKT-456'),
      driverUserId: await userId(t(), 'admin'),
      orderIds: [order],
    });
    expect(other.statusCode).toBe(200);
    expect(other.json().number).toMatch(/^TUR-2026-/);
    expect((await call(driver, 'GET', `/delivery/routes/${other.json().id}`)).statusCode).toBe(404);
    expect(
      (await call(driver, 'POST', `/delivery/routes/${other.json().id}/depart`)).statusCode,
    ).toBe(404);
    const listed = await call(driver, 'GET', '/delivery/routes/?from=2026-01-01&to=2026-12-31');
    expect(listed.json().items.map((r: { driverName: string }) => r.driverName)).not.toContain(
      'Kovács Anna',
    );
    const all = await call(planner, 'GET', '/delivery/routes/?from=2026-12-01&to=2026-12-01');
    expect(all.json().items.map((r: { id: number }) => r.id)).toContain(other.json().id);
  });

  it('refuses an order already on an open route, and a load over the van’s capacity', async () => {
    const order = await makeOrder(t());
    const body = {
      date: '2026-12-02',
      vehicleId: await vehicleId(t(), 'RKT-456'),
      driverUserId: await userId(t(), 'sofor'),
    };
    expect(
      (await call(planner, 'POST', '/delivery/routes/', { ...body, orderIds: [order] })).statusCode,
    ).toBe(200);
    const again = await call(planner, 'POST', '/delivery/routes/', { ...body, orderIds: [order] });
    expect(again.json()).toMatchObject({
      status: 409,
      errors: [{ path: 'orderIds', code: 'on_route' }],
    });
    const heavy = await makeOrder(t(), 'READY', {
      weightKg: 1500,
      lengthCm: 100,
      widthCm: 100,
      heightCm: 100,
    });
    const over = await call(planner, 'POST', '/delivery/routes/', { ...body, orderIds: [heavy] });
    expect(over.json()).toMatchObject({ status: 409, errors: [{ code: 'over_capacity' }] });
    const twice = await call(planner, 'POST', '/delivery/routes/', {
      ...body,
      orderIds: [heavy, heavy],
    });
    expect(twice.json()).toMatchObject({ status: 400, errors: [{ path: 'orderIds' }] });
  });

  it('puts a dispatched order on at most one open route when plans race', async () => {
    const order = await makeOrder(t());
    const body = {
      date: '2026-12-03',
      vehicleId: await vehicleId(t(), 'RKT-456'),
      driverUserId: await userId(t(), 'sofor'),
      orderIds: [order],
    };
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => call(planner, 'POST', '/delivery/routes/', body)),
    );
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.statusCode === 409)).toHaveLength(5);
    const [open] = await queryRows<{ n: number }>(
      t().database.db,
      sql`select count(*)::int as n from delivery_route_stops where customer_order_id = ${order} and is_open`,
    );
    expect(open!.n).toBe(1);
  });

  it('reorders stops only as a permutation of the route’s own, and re-proposes the order', async () => {
    const orders = [await makeOrder(t()), await makeOrder(t())];
    const created = (
      await call(planner, 'POST', '/delivery/routes/', {
        date: '2026-12-04',
        vehicleId: await vehicleId(t(), 'RKT-456'),
        driverUserId: await userId(t(), 'sofor'),
        orderIds: orders,
      })
    ).json();
    const ids = created.stops.map((s: { id: number }) => s.id);
    const bad = await call(planner, 'POST', `/delivery/routes/${created.id}/reorder`, {
      version: created.version,
      stopIds: [ids[0]],
    });
    expect(bad.json()).toMatchObject({ status: 400, errors: [{ path: 'stopIds' }] });
    const moved = await call(planner, 'POST', `/delivery/routes/${created.id}/reorder`, {
      version: created.version,
      stopIds: [...ids].reverse(),
    });
    expect(moved.json().stops.map((s: { id: number }) => s.id)).toEqual([...ids].reverse());
    const stale = await call(planner, 'POST', `/delivery/routes/${created.id}/optimize`, {
      version: created.version,
    });
    expect(stale.json().code).toBe('STALE_VERSION');
    const cancelled = await call(planner, 'POST', `/delivery/routes/${created.id}/cancel`, {
      version: moved.json().version,
    });
    expect(cancelled.json().state).toBe('CANCELLED');
  });

  it('runs the day: arrival before depart and depart twice are 409, proof stored, failures kept', async () => {
    const [route] = (await call(driver, 'GET', '/delivery/my-routes')).json();
    const path = `/delivery/routes/${route.id}`;
    expect((await call(driver, 'POST', `${path}/arrival`)).json().code).toBe('INVALID_STATE');
    const key = { 'idempotency-key': `depart-${route.id}-${t().kind}` };
    const departed = await call(driver, 'POST', `${path}/depart`, undefined, key);
    expect(departed.json().state).toBe('DEPARTED');
    const resent = await call(driver, 'POST', `${path}/depart`, undefined, key);
    expect(resent.statusCode).toBe(200);
    expect(resent.headers['idempotent-replayed']).toBe('true');
    expect((await call(driver, 'POST', `${path}/depart`)).json().code).toBe('INVALID_STATE');

    const [first, second, third, fourth] = route.stops;
    const otherRoute = (
      await call(planner, 'GET', '/delivery/routes/?from=2026-12-01&to=2026-12-01')
    ).json().items[0];
    const otherStop = (await call(planner, 'GET', `/delivery/routes/${otherRoute.id}`)).json()
      .stops[0];
    const foreign = await call(driver, 'POST', `${path}/stops/${otherStop.id}/delivered`, {
      recipientName: 'X',
      signaturePng: SIGNATURE_PNG,
    });
    expect(foreign.statusCode).toBe(409);
    const arrived = await call(driver, 'POST', `${path}/stops/${first.id}/arrived`);
    expect(arrived.json().stops[0].state).toBe('ARRIVED');
    const notPng = await call(driver, 'POST', `${path}/stops/${first.id}/delivered`, {
      recipientName: 'Kiss Éva',
      signaturePng: 'AAAA',
    });
    expect(notPng.json()).toMatchObject({ status: 400, errors: [{ path: 'signaturePng' }] });
    const delivered = await call(driver, 'POST', `${path}/stops/${first.id}/delivered`, {
      recipientName: 'Kiss Éva',
      signaturePng: SIGNATURE_PNG,
      photo: SIGNATURE_PNG,
    });
    expect(delivered.json().stops[0]).toMatchObject({
      state: 'DELIVERED',
      recipientName: 'Kiss Éva',
      hasSignature: true,
      hasPhoto: true,
    });
    const photo = await call(driver, 'GET', `${path}/stops/${first.id}/photo`);
    expect(photo.headers['content-type']).toBe('image/png');
    expect(
      (await call(driver, 'POST', `${path}/stops/${first.id}/failed`, { reason: 'REFUSED' })).json()
        .code,
    ).toBe('INVALID_STATE');
    await call(driver, 'POST', `${path}/stops/${second.id}/failed`, {
      reason: 'NOBODY_HOME',
      note: 'Kapucsengő nem működik',
    });
    await call(driver, 'POST', `${path}/stops/${third.id}/delivered`, {
      recipientName: 'Nagy Béla',
      signaturePng: SIGNATURE_PNG,
    });
    expect((await call(driver, 'POST', `${path}/arrival`)).json()).toMatchObject({
      status: 409,
      code: 'INVALID_STATE',
    });
    await call(driver, 'POST', `${path}/stops/${fourth.id}/delivered`, {
      recipientName: 'Tóth Ida',
      signaturePng: SIGNATURE_PNG,
    });
    const back = await call(driver, 'POST', `${path}/arrival`);
    expect(back.json()).toMatchObject({ state: 'RETURNED', deliveredCount: 3, failedCount: 1 });

    const papers = await call(driver, 'GET', `${path}/documents`);
    expect(papers.headers['content-type']).toBe('application/pdf');
    const text = pdfText(papers.rawPayload).join(' ');
    expect(text).toContain('TÚRALAP');
    expect(text).toContain('SZÁLLÍTÓLEVÉL');
    expect(text).toContain('Kiss Éva');
    expect(text).toContain('Nem volt otthon senki');
    // The office's shared print (documents area): the whole set made as a document and printed
    // (downloaded here: no firm printer is set).
    const office = await t().login('irodai');
    const made = await t().call('POST', `${REST}/documents/`, {
      session: office,
      body: { kind: 'ROUTE_SHEET', sourceId: route.id },
    });
    expect(made.json()).toMatchObject({ kind: 'ROUTE_SHEET', sourceId: route.id });
    const printed = await t().call('POST', `${REST}/documents/${made.json().documentId}/print`, {
      session: office,
      body: {},
    });
    expect(printed.headers['content-type']).toBe('application/pdf');
    expect(pdfText(printed.rawPayload).join(' ')).toContain('SZÁLLÍTÓLEVÉL');
    const audits = await queryRows<{ action: string }>(
      t().database.db,
      sql`select action from audit_log where entity in ('delivery_route', 'delivery_stop') and entity_id in (${String(route.id)}, ${String(first.id)}) order by id`,
    );
    expect(audits.map((a) => a.action)).toEqual(
      expect.arrayContaining(['depart', 'arrived', 'delivered', 'arrival']),
    );
  });

  it('frees a failed order for a new route, never a delivered one', async () => {
    const candidates = async (date: string) =>
      (await call(planner, 'GET', `/delivery/route-candidates?date=${date}`)).json() as {
        orderId: number;
      }[];
    const [route] = (await call(driver, 'GET', '/delivery/my-routes')).json();
    const failed = route.stops.find((s: { state: string }) => s.state === 'FAILED');
    const delivered = route.stops.find((s: { state: string }) => s.state === 'DELIVERED');
    const listed: number[] = [];
    for (const date of ['2026-12-07', '2026-12-08', '2026-12-09', '2026-12-10', '2026-12-11'])
      listed.push(...(await candidates(date)).map((c) => c.orderId));
    expect(listed).toContain(failed.orderId);
    expect(listed).not.toContain(delivered.orderId);
  });
});

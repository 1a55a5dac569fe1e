import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { queryRows } from '../../platform/db/database.ts';
import { describeApp, type Session } from '../../test/harness.ts';
import { productionCalls, WORKDAY } from './production.test-data.ts';

describeApp('work schedule', (t) => {
  let session: Session;
  const { db, call, furniture, productionOrder, team, workshopOrder, audits } = productionCalls(
    t,
    () => session,
  );
  const book = (orderId: number, body: object, as?: Session) =>
    call('PUT', `/customer-order/${orderId}/schedule`, { tab: 'WORKSHOP', ...body }, as);
  /** A confirmed order of `quantity` pieces with its workshop order made. */
  const toSchedule = async (quantity: string) => {
    const table = await furniture();
    const order = await productionOrder(table.id, quantity);
    const wo = await workshopOrder(order.id);
    return { order, wo };
  };

  it('answers the tabs, what each has not booked, and their badge counts', async () => {
    session = await t().login('utemezo');
    const tabs = await call('GET', '/customer-order/work-schedule/tabs');
    expect(tabs.json().map((tab: { code: string }) => tab.code)).toEqual([
      'WORKSHOP',
      'INSTALLATION',
      'DELIVERY',
    ]);
    expect(tabs.json()[0]).toMatchObject({
      nameKey: 'PRODUCTION.SCHEDULE.TAB.WORKSHOP',
      unit: 'PIECES',
    });
    const badge = async () =>
      (await call('GET', '/customer-order/work-schedule/WORKSHOP/badge-count')).json().count;
    const before = await badge();
    const { order, wo } = await toSchedule('3');
    expect(await badge()).toBe(before + 1);
    const open = (await call('GET', '/customer-order/work-schedule/WORKSHOP/unscheduled')).json();
    expect(open.find((o: { customerOrderId: number }) => o.customerOrderId === order.id)).toEqual(
      expect.objectContaining({ load: '3.0000', workshopOrderIds: [wo.id] }),
    );
    const crew = await team(2, '5');
    expect((await book(order.id, { teamId: crew.id, day: WORKDAY })).statusCode).toBe(200);
    expect(await badge()).toBe(before);
    const unknown = await call('GET', '/customer-order/work-schedule/NOPE/badge-count');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors[0].path).toBe('currentTab');
  });

  it("shows days × teams with the Hungarian calendar and each day's capacity from who is there", async () => {
    session = await t().login('utemezo');
    const crew = await team(3, '2');
    await db().execute(sql`insert into employee_absences (firm_id, employee_id, date_from, date_to, reason)
      values (1, ${crew.employeeIds[0]!}, '2026-12-21', '2026-12-22', 'Szabadság')`);
    const r = await call(
      'GET',
      '/customer-order/work-schedule/WORKSHOP?from=2026-12-11&to=2026-12-28',
    );
    expect(r.statusCode, r.body).toBe(200);
    const calendar = r.json();
    const day = (date: string) => calendar.days.find((d: { date: string }) => d.date === date);
    expect(day('2026-12-11')).toEqual({
      date: '2026-12-11',
      isWorkday: true,
      kind: null,
      name: null,
    });
    // 10/2025. (IV. 30.) NGM rendelet: Saturday 12 December is worked for Thursday 24 December.
    expect(day('2026-12-12')).toMatchObject({ isWorkday: true, kind: 'TRANSFERRED_WORKDAY' });
    expect(day('2026-12-13')).toMatchObject({ isWorkday: false, kind: 'WEEKEND' });
    expect(day('2026-12-24')).toMatchObject({ isWorkday: false, kind: 'TRANSFERRED_REST_DAY' });
    expect(day('2026-12-25')).toMatchObject({
      isWorkday: false,
      kind: 'HOLIDAY',
      name: 'Karácsony',
    });
    const cells = calendar.teams.find((x: { id: number }) => x.id === crew.id).cells;
    const cell = (date: string) => cells.find((c: { date: string }) => c.date === date);
    expect(cell('2026-12-12')).toEqual({
      date: '2026-12-12',
      availableMembers: 3,
      capacity: '6.00',
      booked: '0.00',
    });
    expect(cell('2026-12-21')).toMatchObject({ availableMembers: 2, capacity: '4.00' });
    expect(cell('2026-12-24')).toMatchObject({ availableMembers: 0, capacity: '0.00' });
    const long = await call(
      'GET',
      '/customer-order/work-schedule/WORKSHOP?from=2026-01-01&to=2026-12-31',
    );
    expect(long.statusCode).toBe(400);
    expect(long.json().errors[0].path).toBe('to');
  });

  it('refuses a booking over capacity with the reason; the scheduler may override it explicitly', async () => {
    session = await t().login('utemezo');
    const crew = await team(1, '4');
    const first = await toSchedule('3');
    const second = await toSchedule('2');
    expect((await book(first.order.id, { teamId: crew.id, day: WORKDAY })).statusCode).toBe(200);
    const refused = await book(second.order.id, { teamId: crew.id, day: WORKDAY });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().errors[0]).toEqual({
      path: 'day',
      code: 'over_capacity',
      message: '4.00|3.00|2.00',
    });
    // The back office books too, but has no right to go over capacity.
    const office = await book(
      second.order.id,
      { teamId: crew.id, day: WORKDAY, override: true, overrideReason: 'Sürgős' },
      await t().login('irodai'),
    );
    expect(office.statusCode).toBe(403);
    expect(
      (await book(second.order.id, { teamId: crew.id, day: WORKDAY, override: true })).statusCode,
    ).toBe(400);
    const forced = await book(second.order.id, {
      teamId: crew.id,
      day: WORKDAY,
      override: true,
      overrideReason: 'Sürgős, túlórával',
    });
    expect(forced.statusCode, forced.body).toBe(200);
    expect(forced.json()).toMatchObject({
      overCapacity: true,
      overrideReason: 'Sürgős, túlórával',
      position: 2,
      load: '2.00',
    });
    expect(await audits('schedule-booking', forced.json().id)).toEqual([
      expect.objectContaining({
        action: 'book',
        after: expect.objectContaining({ overCapacity: true, overrideReason: 'Sürgős, túlórával' }),
      }),
    ]);
    // A day off has no capacity: booking on Christmas is refused too.
    const third = await toSchedule('1');
    const christmas = await book(third.order.id, { teamId: crew.id, day: '2026-12-25' });
    expect(christmas.json().errors[0].code).toBe('over_capacity');
  });

  it('gives the last capacity of a day to one of two schedulers booking at once', async () => {
    session = await t().login('utemezo');
    const other = await t().login('admin');
    const crew = await team(1, '2');
    const orders = await Promise.all([toSchedule('2'), toSchedule('2'), toSchedule('2')]);
    const answers = await Promise.all(
      orders.map((o, i) =>
        book(o.order.id, { teamId: crew.id, day: WORKDAY }, i % 2 ? other : session),
      ),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409, 409]);
    for (const lost of answers.filter((a) => a.statusCode === 409))
      expect(lost.json().errors[0].code).toBe('over_capacity');
    const [cell] = await queryRows<{ n: number; load: string }>(
      db(),
      sql`select count(*)::int as n, sum(load)::text as load from schedule_bookings
          where team_id = ${crew.id} and day = ${WORKDAY}`,
    );
    expect(cell).toEqual({ n: 1, load: '2.00' });
  });

  it('moves a booking by its version, reorders a day, and takes it off: workshop orders follow', async () => {
    session = await t().login('utemezo');
    const crew = await team(2, '10');
    const [a, b, c] = [await toSchedule('1'), await toSchedule('1'), await toSchedule('1')];
    const ba = (await book(a.order.id, { teamId: crew.id, day: WORKDAY })).json();
    const bb = (await book(b.order.id, { teamId: crew.id, day: WORKDAY })).json();
    const bc = (await book(c.order.id, { teamId: crew.id, day: WORKDAY, position: 1 })).json();
    expect([ba.position, bb.position, bc.position]).toEqual([1, 2, 1]);
    const day = async () =>
      (await call('GET', `/customer-order/work-schedule/WORKSHOP?from=${WORKDAY}&to=${WORKDAY}`))
        .json()
        .bookings.filter((x: { teamId: number }) => x.teamId === crew.id)
        .map((x: { id: number; position: number; version: number }) => x);
    expect((await day()).map((x: { id: number }) => x.id)).toEqual([bc.id, ba.id, bb.id]);

    const noVersion = await book(a.order.id, { teamId: crew.id, day: '2027-02-04' });
    expect(noVersion.json().code).toBe('STALE_VERSION');
    const moved = await book(a.order.id, {
      teamId: crew.id,
      day: '2027-02-04',
      version: ba.version,
    });
    expect(moved.json()).toMatchObject({ day: '2027-02-04', position: 1, version: ba.version + 1 });
    const stale = await book(a.order.id, { teamId: crew.id, day: WORKDAY, version: ba.version });
    expect(stale.json().code).toBe('STALE_VERSION');
    expect((await call('GET', `/workshop-orders/${a.wo.id}`)).json()).toMatchObject({
      state: 'SCHEDULED',
      scheduledDate: '2027-02-04',
    });

    const current = await day();
    expect(current.map((x: { position: number }) => x.position)).toEqual([1, 2]);
    const reorder = (bookings: { id: number; version: number }[]) =>
      call('PUT', '/customer-order/reorder', {
        tab: 'WORKSHOP',
        teamId: crew.id,
        day: WORKDAY,
        bookings,
      });
    const reversed = [...current]
      .reverse()
      .map((x: { id: number; version: number }) => ({ id: x.id, version: x.version }));
    const done = await reorder(reversed);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().map((x: { id: number }) => x.id)).toEqual([bb.id, bc.id]);
    expect((await reorder(reversed)).json().code).toBe('STALE_VERSION');

    const off = await call(
      'DELETE',
      `/customer-order/${a.order.id}/schedule?tab=WORKSHOP&version=${moved.json().version}`,
    );
    expect(off.statusCode, off.body).toBe(204);
    expect((await call('GET', `/workshop-orders/${a.wo.id}`)).json()).toMatchObject({
      state: 'PLANNED',
      teamId: null,
      scheduledDate: null,
    });
  });

  it("lists a customer's bookings, guards every call, and keeps other firms out", async () => {
    session = await t().login('utemezo');
    const crew = await team(1, '5');
    const { order } = await toSchedule('1');
    await book(order.id, { teamId: crew.id, day: WORKDAY });
    const mine = await call('GET', `/customer-order/work-schedule/customer/${order.customerId}`);
    expect(mine.json().map((x: { customerOrderId: number }) => x.customerOrderId)).toEqual([
      order.id,
    ]);
    const sales = await t().login('ertekesito');
    expect(
      (await call('GET', '/customer-order/work-schedule/tabs', undefined, sales)).statusCode,
    ).toBe(200);
    expect((await book(order.id, { teamId: crew.id, day: WORKDAY }, sales)).statusCode).toBe(403);
    expect(
      (await call('GET', '/customer-order/work-schedule/tabs', undefined, await t().login('sofor')))
        .statusCode,
    ).toBe(403);
    // The workshop manager's firm has its own teams: firm 1's team and order are not theirs.
    const muhely = await t().login('muhely');
    const teams = (await call('GET', '/workshop-teams/?tab=WORKSHOP', undefined, muhely)).json();
    expect(teams.map((x: { id: number }) => x.id)).not.toContain(crew.id);
    expect(
      (
        await call(
          'GET',
          `/customer-order/work-schedule/customer/${order.customerId}`,
          undefined,
          muhely,
        )
      ).json(),
    ).toEqual([]);
  });

  it('shows the scheduler and the workshop their counts on the welcome page', async () => {
    const widgets = async (user: string) =>
      (await call('GET', '/welcome-page', undefined, await t().login(user))).json().widgets;
    const scheduler = (await widgets('utemezo')).find(
      (w: { widgetType: string }) => w.widgetType === 'WorkScheduleWidget',
    );
    expect(scheduler.URLList.map((l: { URL: string }) => l.URL)).toEqual([
      '/app/work-schedule?tab=WORKSHOP',
      '/app/work-schedule?tab=INSTALLATION',
      '/app/work-schedule?tab=DELIVERY',
    ]);
    expect(scheduler.URLList[0].key).toMatch(/^Műhely: \d+$/);
    const workshop = (await widgets('muhely')).find(
      (w: { widgetType: string }) => w.widgetType === 'WorkshopWidget',
    );
    expect(workshop.URLList.map((l: { key: string }) => l.key)).toEqual([
      expect.stringMatching(/^Mára gyártandó: \d+$/),
      'Gyártás alatt: 1',
      'Nem gyártható: 0',
    ]);
    expect(
      (await widgets('irodai')).map((w: { widgetType: string }) => w.widgetType),
    ).not.toContain('WorkScheduleWidget');
  });
});

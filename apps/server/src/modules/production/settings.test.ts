import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { queryRows } from '../../platform/db/database.ts';
import { describeApp, type Session } from '../../test/harness.ts';
import { productionCalls, WORKDAY } from './production.test-data.ts';

describeApp('work schedule settings', (t) => {
  let session: Session;
  const { db, call, furniture, productionOrder, workshopOrder, audits } = productionCalls(
    t,
    () => session,
  );
  let n = 0;
  const code = (prefix: string) => {
    n += 1;
    return `${prefix}${n}_${Date.now() % 100_000}`;
  };
  const employees = async (count: number) =>
    (
      await queryRows<{ id: number }>(
        db(),
        sql`insert into employees (firm_id, name, job_title, job_type)
            select 1, 'Beállítás dolgozó ' || g, 'Szerelő', 'WORKSHOP_WORKER'
            from generate_series(1, ${count}) g returning id`,
      )
    ).map((e) => e.id);
  const newTab = (body: object = {}) =>
    call('POST', '/work-schedule-settings/tabs/', {
      code: code('FUL'),
      name: 'Helyszíni felmérés',
      source: 'ORDERS',
      unit: 'HOURS',
      defaultLoad: '2',
      position: 5,
      ...body,
    });
  const newTeam = (body: object) =>
    call('POST', '/work-schedule-settings/teams/', {
      code: code('CS'),
      name: 'Beállítás csapat',
      tabCode: 'WORKSHOP',
      capacityPerMember: '3',
      ...body,
    });

  it('creates, renames and deletes a tab; the code is unique in the firm; every change audited', async () => {
    session = await t().login('utemezo');
    const created = await newTab();
    expect(created.statusCode).toBe(200);
    const tab = created.json();
    expect(tab).toMatchObject({
      name: 'Helyszíni felmérés',
      source: 'ORDERS',
      unit: 'HOURS',
      defaultLoad: '2.00',
      isActive: true,
      bookingCount: 0,
      version: 1,
    });
    // The calendar's tabs show it with its own name.
    const tabs = (await call('GET', '/customer-order/work-schedule/tabs')).json();
    expect(tabs.find((x: { code: string }) => x.code === tab.code)).toMatchObject({
      name: 'Helyszíni felmérés',
    });
    const again = await newTab({ code: tab.code.toLowerCase() });
    expect(again.statusCode).toBe(409);
    expect(again.json().errors[0]).toMatchObject({ path: 'code', code: 'duplicate' });
    const bad = await newTab({ defaultLoad: '0' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].path).toBe('defaultLoad');
    const body = { name: 'Felmérés', source: 'ORDERS', unit: 'HOURS', defaultLoad: '1.5' };
    const renamed = await call('PUT', `/work-schedule-settings/tabs/${tab.code}`, {
      ...body,
      version: 1,
    });
    expect(renamed.json()).toMatchObject({ name: 'Felmérés', defaultLoad: '1.50', version: 2 });
    const stale = await call('PUT', `/work-schedule-settings/tabs/${tab.code}`, {
      ...body,
      version: 1,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().code).toBe('STALE_VERSION');
    const removed = await call('DELETE', `/work-schedule-settings/tabs/${tab.code}?version=2`);
    expect(removed.statusCode).toBe(204);
    expect((await audits('schedule-tab', tab.code)).map((a) => a.action)).toEqual([
      'create',
      'update',
      'delete',
    ]);
    const gone = await call('PUT', `/work-schedule-settings/tabs/${tab.code}`, {
      ...body,
      version: 2,
    });
    expect(gone.statusCode).toBe(404);
  });

  it('keeps a team with members; its capacity follows; a team with bookings is only deactivated, its bookings still show', async () => {
    session = await t().login('irodai');
    const memberIds = await employees(2);
    const created = await newTeam({ memberIds });
    expect(created.statusCode).toBe(200);
    const team = created.json();
    expect(team.members.map((m: { employeeId: number }) => m.employeeId).sort()).toEqual(
      [...memberIds].sort(),
    );
    const dup = await newTeam({ code: team.code });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().errors[0]).toMatchObject({ path: 'code', code: 'duplicate' });
    for (const [field, value] of [
      ['tabCode', 'NOPE'],
      ['memberIds', [2_000_000_000]],
      ['workStationId', 2_000_000_000],
      ['capacityPerMember', '-1'],
    ] as const) {
      const r = await newTeam({ [field]: value });
      expect(r.statusCode, field).toBe(400);
      expect(r.json().errors[0].path, field).toMatch(new RegExp(`^${field}`));
    }

    // Book an order on it: capacity 2 members × 3 pieces.
    const scheduler = await t().login('utemezo');
    const order = await productionOrder((await furniture()).id, '2');
    await workshopOrder(order.id, scheduler);
    const calendarOf = async () =>
      (
        await call(
          'GET',
          `/customer-order/work-schedule/WORKSHOP?from=${WORKDAY}&to=${WORKDAY}`,
          undefined,
          scheduler,
        )
      ).json();
    const cell = (await calendarOf()).teams.find((x: { id: number }) => x.id === team.id);
    expect(cell).toMatchObject({ isActive: true, cells: [{ capacity: '6.00' }] });
    const booked = await call(
      'PUT',
      `/customer-order/${order.id}/schedule`,
      { tab: 'WORKSHOP', teamId: team.id, day: WORKDAY },
      scheduler,
    );
    expect(booked.statusCode).toBe(200);

    const put = (body: object) =>
      call('PUT', `/work-schedule-settings/teams/${team.id}`, {
        code: team.code,
        name: team.name,
        tabCode: 'WORKSHOP',
        capacityPerMember: '3',
        memberIds,
        ...body,
      });
    // One member fewer: capacity 3.
    const fewer = await put({ memberIds: [memberIds[0]], version: 1 });
    expect(fewer.json()).toMatchObject({ version: 2, bookingCount: 1 });
    expect((await calendarOf()).teams.find((x: { id: number }) => x.id === team.id)).toMatchObject({
      cells: [{ capacity: '3.00', booked: '2.00' }],
    });
    const moveTab = await put({ tabCode: 'INSTALLATION', version: 2 });
    expect(moveTab.statusCode).toBe(409);
    expect(moveTab.json().errors[0]).toMatchObject({ path: 'tabCode', code: 'in_use' });
    const del = await call('DELETE', `/work-schedule-settings/teams/${team.id}?version=2`);
    expect(del.statusCode).toBe(409);
    expect(del.json().errors[0]).toMatchObject({ code: 'in_use' });

    const off = await put({ memberIds: [memberIds[0]], isActive: false, version: 2 });
    expect(off.json()).toMatchObject({ isActive: false, version: 3 });
    // Inactive: still on the calendar with its booking, not offered for a new one.
    const cal = await calendarOf();
    expect(cal.teams.find((x: { id: number }) => x.id === team.id)).toMatchObject({
      isActive: false,
    });
    expect(cal.bookings.some((b: { teamId: number }) => b.teamId === team.id)).toBe(true);
    const later = '2027-02-10';
    const empty = (
      await call(
        'GET',
        `/customer-order/work-schedule/WORKSHOP?from=${later}&to=${later}`,
        undefined,
        scheduler,
      )
    ).json();
    expect(empty.teams.some((x: { id: number }) => x.id === team.id)).toBe(false);
    const other = await productionOrder((await furniture()).id, '1');
    await workshopOrder(other.id, scheduler);
    const refused = await call(
      'PUT',
      `/customer-order/${other.id}/schedule`,
      { tab: 'WORKSHOP', teamId: team.id, day: WORKDAY },
      scheduler,
    );
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors[0].path).toBe('teamId');
    expect((await audits('schedule-team', team.id)).map((a) => a.action)).toEqual([
      'create',
      'update',
      'update',
    ]);

    // A tab with teams is in use too.
    const tabDel = await call('DELETE', '/work-schedule-settings/tabs/WORKSHOP?version=1');
    expect(tabDel.statusCode).toBe(409);
    expect(tabDel.json().errors[0]).toMatchObject({ code: 'in_use' });

    // A team without bookings goes.
    const spare = (await newTeam({})).json();
    const gone = await call('DELETE', `/work-schedule-settings/teams/${spare.id}?version=1`);
    expect(gone.statusCode).toBe(204);
  });

  it('lets only the office and the scheduler keep the settings, each in their own firm', async () => {
    for (const [user, status] of [
      ['utemezo', 200],
      ['irodai', 200],
      ['admin', 200],
      ['muhely', 403],
      ['ertekesito', 403],
      ['raktaros', 403],
    ] as const) {
      session = await t().login(user);
      expect((await call('GET', '/work-schedule-settings/teams/')).statusCode, user).toBe(status);
      expect((await newTab()).statusCode, user).toBe(status);
    }
    session = await t().login('utemezo');
    const [foreign] = await queryRows<{ id: number }>(
      db(),
      sql`insert into schedule_tabs (firm_id, code, source, unit, default_load)
            values (2, 'IDEGEN', 'ORDERS', 'HOURS', 1) on conflict do nothing returning 1 as id`,
    );
    expect(foreign === undefined || foreign.id === 1).toBe(true);
    const tabs = (await call('GET', '/work-schedule-settings/tabs/')).json();
    expect(tabs.some((x: { code: string }) => x.code === 'IDEGEN')).toBe(false);
    const r = await call('PUT', '/work-schedule-settings/tabs/IDEGEN', {
      name: 'x',
      source: 'ORDERS',
      unit: 'HOURS',
      defaultLoad: '1',
      version: 1,
    });
    expect(r.statusCode).toBe(404);
  });
});

import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { todayInHungary } from '../../platform/business-day.ts';
import { queryRows } from '../../platform/db/database.ts';
import { describeApp, REST, type Session } from '../../test/harness.ts';

describe('today in Hungary', () => {
  it('is the Budapest calendar day, also when UTC is still on the day before', () => {
    expect(todayInHungary(new Date('2026-03-01T23:30:00Z'))).toBe('2026-03-02');
    expect(todayInHungary(new Date('2026-07-15T10:00:00Z'))).toBe('2026-07-15');
  });
});

describeApp('employees', (t) => {
  let session: Session;
  const get = async (path: string) => {
    const r = await t().call('GET', `${REST}${path}`, { session });
    expect(r.statusCode, path).toBe(200);
    return r.json();
  };
  const names = (list: { name: string }[]) => list.map((e) => e.name);

  it('lists the active employees of the firm, by job type', async () => {
    session = await t().login('utemezo');
    const all = await get('/employees/');
    expect(all.length).toBeGreaterThan(5);
    expect(all[0]).toEqual({
      id: expect.any(Number),
      name: expect.any(String),
      profilePic: null,
      jobType: expect.any(String),
      jobTitle: expect.any(String),
      email: expect.toBeOneOf([expect.any(String), null]),
      phone: expect.toBeOneOf([expect.any(String), null]),
    });
    const drivers = await get('/employees/?type=DRIVER');
    expect(names(drivers).sort()).toEqual(['Horváth László', 'Papp Dávid']);
    expect((await t().call('GET', `${REST}/employees/?type=PILOT`, { session })).statusCode).toBe(
      400,
    );
  });

  it("answers the caller's own employee record, and null where there is none", async () => {
    expect(await get('/employees/current-user-employee')).toMatchObject({
      name: 'Varga Eszter',
      jobType: 'SCHEDULER',
    });
    await t().database.db.execute(
      sql`delete from employees where name = 'Varga Eszter' and firm_id = 3`,
    );
    await t().call('PUT', `${REST}/user/firm`, { session, body: { firmId: 3 } });
    expect(await get('/employees/current-user-employee')).toBeNull();
    await t().call('PUT', `${REST}/user/firm`, { session, body: { firmId: 1 } });
  });

  it('answers the drivers available on a day: absences take them out', async () => {
    const [papp] = await get('/employees/mac?term=papp&job=DRIVER');
    expect(papp.name).toBe('Papp Dávid');
    // The demo seed marks the other driver absent from today for three days.
    expect(names(await get('/employees/available?type=DRIVER'))).toEqual(['Papp Dávid']);
    expect(names(await get('/employees/available?type=DRIVER&date=2031-05-04'))).toEqual([
      'Horváth László',
      'Papp Dávid',
    ]);
    const created = await t().call('POST', `${REST}/employees/${papp.id}/absences`, {
      session,
      body: { dateFrom: '2031-05-01', dateTo: '2031-05-05', reason: 'Betegszabadság' },
    });
    expect(created.statusCode).toBe(200);
    expect(names(await get('/employees/available?type=DRIVER&date=2031-05-04'))).toEqual([
      'Horváth László',
    ]);
    expect(names(await get('/employees/available?type=DRIVER&date=2031-05-06'))).toContain(
      'Papp Dávid',
    );
    expect(
      (await get(`/employees/${papp.id}/absences`)).map((a: { dateFrom: string }) => a.dateFrom),
    ).toContain('2031-05-01');
    const backwards = await t().call('POST', `${REST}/employees/${papp.id}/absences`, {
      session,
      body: { dateFrom: '2031-05-05', dateTo: '2031-05-01' },
    });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().errors[0].path).toBe('dateTo');
    expect(
      (
        await t().call('DELETE', `${REST}/employees/${papp.id}/absences/${created.json().id}`, {
          session,
        })
      ).statusCode,
    ).toBe(204);
    expect(names(await get('/employees/available?type=DRIVER&date=2031-05-04'))).toContain(
      'Papp Dávid',
    );
    expect(
      (await t().call('GET', `${REST}/employees/available?type=DRIVER&date=tegnap`, { session }))
        .statusCode,
    ).toBe(400);
  });

  it('lets only the office and the scheduler mark absences', async () => {
    const driver = await t().login('sofor');
    const [employee] = await queryRows<{ id: number }>(
      t().database.db,
      sql`select id from employees where firm_id = 1 limit 1`,
    );
    const r = await t().call('POST', `${REST}/employees/${employee!.id}/absences`, {
      session: driver,
      body: { dateFrom: '2031-01-01', dateTo: '2031-01-01' },
    });
    expect(r.statusCode).toBe(403);
  });

  it('looks employees up by name prefix first, accent-free, and sales representatives only', async () => {
    const found = await get('/employees/mac?term=NAGY');
    expect(names(found)[0]).toBe('Nagy Katalin');
    expect(names(await get('/employees/mac?term=katalin'))).toEqual(['Nagy Katalin']);
    const reps = await get('/employees/representatives/mac');
    expect(names(reps).sort()).toEqual(['Juhász Nóra', 'Szabó Péter']);
    expect(reps.every((e: { jobType: string }) => e.jobType === 'SALES_REPRESENTATIVE')).toBe(true);
    expect(names(await get('/employees/representatives/mac?term=juhasz'))).toEqual(['Juhász Nóra']);
    expect(await get('/employees/mac?term=%25')).toEqual([]);
  });

  it("never answers another firm's employees", async () => {
    const [foreign] = await queryRows<{ id: number }>(
      t().database.db,
      sql`select id from employees where firm_id = 4 limit 1`,
    );
    expect(
      (await t().call('GET', `${REST}/employees/${foreign!.id}/absences`, { session })).statusCode,
    ).toBe(404);
    expect(names(await get('/employees/mac?term=kiss zoltan'))).toEqual([]);
  });
});

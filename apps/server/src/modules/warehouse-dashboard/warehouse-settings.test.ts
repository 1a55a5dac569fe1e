import { sql } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { queryRows } from '../../platform/db/database.ts';
import { describeApp, REST, type Session, type TestApp } from '../../test/harness.ts';

const BASE = `${REST}/dashboards/warehouse/settings`;

const firstIdOf = async (t: TestApp, table: string, firmId: number) => {
  const [row] = await queryRows<{ id: number }>(
    t.database.db,
    sql`select id from ${sql.identifier(table)} where firm_id = ${firmId} order by id limit 1`,
  );
  return row!.id;
};

const auditCount = async (t: TestApp, entity: string, id: number, action: string) => {
  const [row] = await queryRows<{ n: number }>(
    t.database.db,
    sql`select count(*)::int as n from audit_log
        where entity = ${entity} and entity_id = ${String(id)} and action = ${action}`,
  );
  return row!.n;
};

describeApp('warehouse dashboard settings', (t) => {
  let irodai: Session;
  const call = (method: string, path: string, body?: object, session = irodai) =>
    t().call(method, `${BASE}${path}`, { session, ...(body && { body }) });
  beforeAll(async () => {
    irodai = await t().login('irodai');
  });

  it('lets only the back office (and admin) read or change the settings', async () => {
    for (const user of ['raktaros', 'ertekesito', 'sofor']) {
      const session = await t().login(user);
      expect((await call('GET', '/job-titles', undefined, session)).statusCode).toBe(403);
      const create = await call('POST', '/work-stations', { code: 'X', name: 'X' }, session);
      expect(create.statusCode).toBe(403);
    }
    const admin = await t().login('admin');
    expect((await call('GET', '/work-stations', undefined, admin)).statusCode).toBe(200);
    expect((await t().call('GET', `${BASE}/job-titles`)).statusCode).toBe(401);
  });

  it('creates a job title at the end with its tabs; the floor sees it; the code is taken once', async () => {
    const made = await call('POST', '/job-titles', {
      code: 'RETURNS',
      name: 'Visszárus',
      tabCodes: ['TO_SHELVE', 'TO_COUNT'],
    });
    expect(made.statusCode).toBe(200);
    const all = (await call('GET', '/job-titles')).json();
    expect(all.at(-1)).toMatchObject({
      code: 'RETURNS',
      name: 'Visszárus',
      tabCodes: ['TO_SHELVE', 'TO_COUNT'],
      isActive: true,
      version: 1,
      position: all.at(-2).position + 1,
    });
    const floor = (
      await t().call('GET', `${REST}/dashboards/warehouse/job-titles`, {
        session: await t().login('raktaros'),
      })
    ).json();
    expect(floor.map((j: { code: string }) => j.code)).toContain('RETURNS');
    const again = await call('POST', '/job-titles', { code: 'RETURNS', name: 'Más' });
    expect(again.statusCode).toBe(409);
    expect(again.json().errors[0].path).toBe('code');
  });

  it('names the field of bad input: code, unknown tab, a tab twice, empty name', async () => {
    const cases: [object, string][] = [
      [{ code: 'bad code', name: 'X' }, 'code'],
      [{ code: 'OK_1', name: 'X', tabCodes: ['TO_DANCE'] }, 'tabCodes.0'],
      [{ code: 'OK_1', name: 'X', tabCodes: ['TO_PICK', 'TO_PICK'] }, 'tabCodes'],
      [{ code: 'OK_1', name: '  ' }, 'name'],
    ];
    for (const [body, path] of cases) {
      const answer = await call('POST', '/job-titles', body);
      expect(answer.statusCode, JSON.stringify(body)).toBe(400);
      expect(answer.json().errors[0].path).toBe(path);
    }
  });

  it("renames and changes tabs under the version read; another firm's job title is 404", async () => {
    const packer = (await call('GET', '/job-titles'))
      .json()
      .find((j: { code: string }) => j.code === 'PACKER');
    const renamed = await call('PUT', `/job-titles/${packer.id}`, {
      version: packer.version,
      name: 'Csomagoló és címkéző',
      tabCodes: ['TO_PACK', 'TO_LOAD'],
    });
    expect(renamed.json()).toMatchObject({
      code: 'PACKER',
      name: 'Csomagoló és címkéző',
      tabCodes: ['TO_PACK', 'TO_LOAD'],
      version: packer.version + 1,
    });
    const stale = await call('PUT', `/job-titles/${packer.id}`, {
      version: packer.version,
      name: 'Régi',
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().code).toBe('STALE_VERSION');
    const foreign = await firstIdOf(t(), 'warehouse_job_titles', 2);
    const other = await call('PUT', `/job-titles/${foreign}`, { version: 1, name: 'Idegen' });
    expect(other.statusCode).toBe(404);
    expect(await auditCount(t(), 'warehouse_job_title', packer.id, 'update')).toBe(1);
  });

  it('refuses to deactivate a job title an active workstation names (409 naming them), then allows it', async () => {
    const titles = (await call('GET', '/job-titles')).json();
    const loader = titles.find((j: { code: string }) => j.code === 'LOADER');
    const refused = await call('PUT', `/job-titles/${loader.id}`, {
      version: loader.version,
      isActive: false,
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().errors[0]).toMatchObject({ path: 'isActive', message: 'DOCK-1' });
    const dock = (await call('GET', '/work-stations'))
      .json()
      .find((s: { code: string }) => s.code === 'DOCK-1');
    const off = await call('PUT', `/work-stations/${dock.id}`, {
      version: dock.version,
      isActive: false,
    });
    expect(off.json()).toMatchObject({ isActive: false, version: dock.version + 1 });
    const done = await call('PUT', `/job-titles/${loader.id}`, {
      version: loader.version,
      isActive: false,
    });
    expect(done.json()).toMatchObject({ isActive: false });
    // The floor no longer offers it; the workstation cannot come back naming it.
    const floor = (
      await t().call('GET', `${REST}/dashboards/warehouse/job-titles`, { session: irodai })
    ).json();
    expect(floor.map((j: { code: string }) => j.code)).not.toContain('LOADER');
    const back = await call('PUT', `/work-stations/${dock.id}`, {
      version: dock.version + 1,
      isActive: true,
    });
    expect(back.statusCode).toBe(400);
    expect(back.json().errors[0].path).toBe('jobTitleCodes');
  });

  it('keeps workstations per branch; job titles and branch must be active ones of the firm', async () => {
    const branch = await firstIdOf(t(), 'branches', 1);
    const made = await call('POST', '/work-stations', {
      code: 'PACK-9',
      name: 'Csomagolóasztal 9',
      jobTitleCodes: ['PACKER'],
      branchId: branch,
    });
    expect(made.statusCode).toBe(200);
    expect(made.json()).toMatchObject({ code: 'PACK-9', branchId: branch, isActive: true });
    expect(made.json().branchName).toEqual(expect.any(String));
    const floor = (
      await t().call('GET', `${REST}/dashboards/warehouse/job-titles`, { session: irodai })
    ).json();
    const packer = floor.find((j: { code: string }) => j.code === 'PACKER');
    expect(packer.workStations.at(-1)).toMatchObject({
      code: 'PACK-9',
      branchName: made.json().branchName,
    });
    const foreignBranch = await firstIdOf(t(), 'branches', 2);
    const bad: [object, string][] = [
      [{ code: 'PACK-8', name: 'X', branchId: foreignBranch }, 'branchId'],
      [{ code: 'PACK-8', name: 'X', jobTitleCodes: ['NOBODY_HERE'] }, 'jobTitleCodes'],
      [{ code: 'pack 8', name: 'X' }, 'code'],
    ];
    for (const [body, path] of bad) {
      const answer = await call('POST', '/work-stations', body);
      expect(answer.statusCode, JSON.stringify(body)).toBe(400);
      expect(answer.json().errors[0].path).toBe(path);
    }
    const moved = await call('PUT', `/work-stations/${made.json().id}`, {
      version: 1,
      branchId: null,
      name: 'Mozgó csomagolóasztal',
    });
    expect(moved.json()).toMatchObject({ branchId: null, branchName: null, version: 2 });
    const foreign = await firstIdOf(t(), 'warehouse_work_stations', 2);
    expect(
      (await call('PUT', `/work-stations/${foreign}`, { version: 1, name: 'X' })).statusCode,
    ).toBe(404);
  });

  it('parallel: one code is created once, one deactivation is done once', async () => {
    const create = () => call('POST', '/work-stations', { code: 'GATE-2', name: 'Kapu 2' });
    const created = await Promise.all(Array.from({ length: 6 }, create));
    expect(created.map((a) => a.statusCode).sort()).toEqual([200, 409, 409, 409, 409, 409]);
    const station = created.find((a) => a.statusCode === 200)!.json();
    const off = () => call('PUT', `/work-stations/${station.id}`, { version: 1, isActive: false });
    const answers = await Promise.all([off(), off(), off(), off()]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409, 409, 409]);
    expect(await auditCount(t(), 'warehouse_work_station', station.id, 'update')).toBe(1);
  });

  it('parallel: a job title deactivated while a workstation is made naming it: never both', async () => {
    const title = (await call('POST', '/job-titles', { code: 'RACE', name: 'Verseny' })).json();
    const [station, deactivation] = await Promise.all([
      call('POST', '/work-stations', {
        code: 'RACE-1',
        name: 'Versenyasztal',
        jobTitleCodes: ['RACE'],
      }),
      call('PUT', `/job-titles/${title.id}`, { version: 1, isActive: false }),
    ]);
    expect([station.statusCode, deactivation.statusCode].sort()).toEqual(
      station.statusCode === 200 ? [200, 409] : [200, 400],
    );
  });
});

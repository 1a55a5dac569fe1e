import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { queryRows } from '../../platform/db/database.ts';
import { describeApp, REST } from '../../test/harness.ts';
import { type ListedStorage, storageByCode } from './storages.test-data.ts';

describeApp('branches and storages', (t) => {
  it("lists the firm's branches with their addresses", async () => {
    const session = await t().login('sofor');
    const branches = (await t().call('GET', `${REST}/branches/`, { session })).json();
    expect(branches.map((b: { code: string }) => b.code)).toEqual(['BO', 'KP']);
    expect(branches[1]).toMatchObject({
      name: 'Központi telephely',
      address: { postalCode: '1138', city: 'Budapest', street: 'Váci út 141.' },
      fullAddress: '1138 Budapest, Váci út 141.',
    });
  });

  it('answers the warehouse tree: warehouse → zones → shelves → bins, plus buffers', async () => {
    const session = await t().login('raktaros');
    const branches = (await t().call('GET', `${REST}/branches/`, { session })).json();
    const head = branches.find((b: { code: string }) => b.code === 'KP');
    const tree = (
      await t().call('GET', `${REST}/storages/tree?branch_id=${head.id}`, { session })
    ).json();
    expect(tree).toHaveLength(1);
    const [warehouse] = tree;
    expect(warehouse).toMatchObject({ code: 'KR', name: 'Központi raktár', type: 'WAREHOUSE' });
    expect(warehouse.children.map((c: { code: string }) => c.code)).toEqual([
      'A',
      'B',
      'PUFFER-BE',
      'PUFFER-KI',
    ]);
    const zoneA = warehouse.children[0];
    expect(zoneA.children.map((c: { code: string }) => c.code)).toEqual(['A-01', 'A-02', 'A-03']);
    expect(zoneA.children[0].children.map((c: { code: string }) => c.code)).toEqual([
      'A-01-01',
      'A-01-02',
      'A-01-03',
      'A-01-04',
    ]);
    expect(zoneA.children[0].childCount).toBe(4);
  });

  it('looks locations up for shelving: code prefix first, accent-free names, top N only', async () => {
    const session = await t().login('raktaros');
    const prefix = (
      await t().call('GET', `${REST}/shelving/storages/mac?term=a-01&limit=3`, { session })
    ).json();
    expect(prefix.map((s: { code: string }) => s.code)).toEqual(['A-01', 'A-01-01', 'A-01-02']);
    expect(prefix[0].label).toBe('A-01 - A-01 állvány');
    const byName = (
      await t().call('GET', `${REST}/shelving/storages/mac?term=kozponti`, { session })
    ).json();
    expect(byName).toMatchObject([{ code: 'KR', name: 'Központi raktár', type: 'WAREHOUSE' }]);
    const bins = (
      await t().call('GET', `${REST}/shelving/storages/mac?term=b-&type=BIN&limit=100`, { session })
    ).json();
    expect(bins).toHaveLength(12);
  });

  it('pages the flat list with filters', async () => {
    const session = await t().login('raktaros');
    const zoneA = await storageByCode(t(), session, 'A');
    const page = (
      await t().call('GET', `${REST}/storages/?parent_id=${zoneA.id}&page_size=2&page_number=1`, {
        session,
      })
    ).json();
    expect(page).toMatchObject({ total: 3, page_number: 1, page_size: 2 });
    expect(page.items.map((s: ListedStorage) => s.code)).toEqual(['A-03']);
  });

  it('creates a zone, a shelf and a bin where they fit, and refuses misplaced locations', async () => {
    const session = await t().login('admin');
    const warehouse = await storageByCode(t(), session, 'KR');
    const post = (body: unknown) => t().call('POST', `${REST}/storages/`, { session, body });
    const zone = await post({
      code: 'C',
      name: 'C zóna – hűtött áru',
      type: 'ZONE',
      parentId: warehouse.id,
    });
    expect(zone.statusCode).toBe(200);
    expect(zone.json()).toMatchObject({ code: 'C', branchId: warehouse.branchId, version: 1 });
    const shelf = await post({
      code: 'C-01',
      name: 'C-01 állvány',
      type: 'SHELF',
      parentId: zone.json().id,
    });
    const bin = await post({
      code: 'C-01-01',
      name: 'C-01 állvány, 1. szint',
      type: 'BIN',
      parentId: shelf.json().id,
    });
    expect(bin.statusCode).toBe(200);

    const binInZone = await post({
      code: 'C-99',
      name: 'x',
      type: 'BIN',
      parentId: zone.json().id,
    });
    expect(binInZone.statusCode).toBe(400);
    expect(binInZone.json().errors[0]).toMatchObject({ path: 'parentId' });
    const orphan = await post({ code: 'C-98', name: 'x', type: 'SHELF' });
    expect(orphan.json().errors[0].path).toBe('parentId');
    const warehouseInside = await post({
      code: 'R2',
      name: 'x',
      type: 'WAREHOUSE',
      parentId: warehouse.id,
      branchId: warehouse.branchId,
    });
    expect(warehouseInside.json().errors[0].path).toBe('parentId');
    const noBranch = await post({ code: 'R2', name: 'x', type: 'WAREHOUSE' });
    expect(noBranch.json().errors[0].path).toBe('branchId');
    const otherBranch = await post({
      code: 'C-97',
      name: 'x',
      type: 'SHELF',
      parentId: zone.json().id,
      branchId: 999_999,
    });
    expect(otherBranch.json().errors[0].path).toBe('branchId');

    const duplicate = await post({
      code: 'c-01',
      name: 'Másik',
      type: 'SHELF',
      parentId: zone.json().id,
    });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json()).toMatchObject({ code: 'CONFLICT', errors: [{ path: 'code' }] });
  });

  it('updates with the version, moves subtrees, and refuses cycles and misfitting types', async () => {
    const session = await t().login('admin');
    const put = (id: number, body: unknown) =>
      t().call('PUT', `${REST}/storages/${id}`, { session, body });
    const shelf = await storageByCode(t(), session, 'A-02');
    const zoneB = await storageByCode(t(), session, 'B');
    const base = {
      code: shelf.code,
      name: 'A-02 állvány (átnevezve)',
      type: 'SHELF',
      parentId: shelf.parentId,
    };

    const renamed = await put(shelf.id, { ...base, version: shelf.version });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toMatchObject({ name: 'A-02 állvány (átnevezve)', version: 2 });
    const [audit] = await queryRows<{ action: string }>(
      t().database.db,
      sql`select action from audit_log where request_id = ${String(renamed.headers['x-request-id'])}`,
    );
    expect(audit).toEqual({ action: 'update' });

    const stale = await put(shelf.id, { ...base, version: 1 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ code: 'STALE_VERSION', errors: [{ path: 'version' }] });

    const moved = await put(shelf.id, { ...base, parentId: zoneB.id, version: 2 });
    expect(moved.json()).toMatchObject({ parentId: zoneB.id, version: 3 });

    const bin = await storageByCode(t(), session, 'A-02-01');
    const cycle = await put(shelf.id, { ...base, type: 'SHELF', parentId: bin.id, version: 3 });
    expect(cycle.statusCode).toBe(400);
    expect(cycle.json().errors[0].path).toBe('parentId');
    const self = await put(zoneB.id, {
      code: 'B',
      name: 'B zóna',
      type: 'ZONE',
      parentId: zoneB.id,
      version: zoneB.version,
    });
    expect(self.json().errors[0].path).toBe('parentId');
    const asBin = await put(shelf.id, { ...base, type: 'BIN', parentId: zoneB.id, version: 3 });
    expect(asBin.statusCode).toBe(400);

    const zoneA = await storageByCode(t(), session, 'A');
    const zoneAsShelf = await put(zoneA.id, {
      code: 'A',
      name: 'A',
      type: 'SHELF',
      parentId: zoneA.parentId,
      version: zoneA.version,
    });
    expect(zoneAsShelf.statusCode).toBe(400);
    expect(zoneAsShelf.json().errors[0].path).toBe('type');
  });

  it('moves a warehouse to another branch together with all its locations', async () => {
    const session = await t().login('admin');
    const branches = (await t().call('GET', `${REST}/branches/`, { session })).json();
    const second = branches.find((b: { code: string }) => b.code === 'BO');
    const warehouse = await storageByCode(t(), session, 'BO-KR');
    const head = branches.find((b: { code: string }) => b.code === 'KP');
    const moved = await t().call('PUT', `${REST}/storages/${warehouse.id}`, {
      session,
      body: {
        code: 'BO-KR',
        name: warehouse.name,
        type: 'WAREHOUSE',
        branchId: head.id,
        version: warehouse.version,
      },
    });
    expect(moved.json().branchId).toBe(head.id);
    const left = (
      await t().call('GET', `${REST}/storages/?branch_id=${second.id}`, { session })
    ).json();
    expect(left.total).toBe(0);
  });

  it('deletes an empty location, and refuses one that holds others with the reason', async () => {
    const session = await t().login('admin');
    const shelf = await storageByCode(t(), session, 'A-03');
    const full = await t().call('DELETE', `${REST}/storages/${shelf.id}?version=${shelf.version}`, {
      session,
    });
    expect(full.statusCode).toBe(409);
    expect(full.json().detail).toContain('holds 4 locations');
    // A new bin: the demo's bins are referred to by demo counts, cycles and reservations.
    const bin = (
      await t().call('POST', `${REST}/storages/`, {
        session,
        body: { code: 'A-03-09', name: 'Üres rekesz', type: 'BIN', parentId: shelf.id },
      })
    ).json();
    const stale = await t().call(
      'DELETE',
      `${REST}/storages/${bin.id}?version=${bin.version + 1}`,
      {
        session,
      },
    );
    expect(stale.statusCode).toBe(409);
    const deleted = await t().call('DELETE', `${REST}/storages/${bin.id}?version=${bin.version}`, {
      session,
    });
    expect(deleted.statusCode).toBe(204);
    expect((await t().call('GET', `${REST}/storages/${bin.id}`, { session })).statusCode).toBe(404);
  });

  it('lets warehouse staff read and only the back office and administrators change the layout', async () => {
    const warehouse = await t().login('raktaros');
    const kr = await storageByCode(t(), warehouse, 'KR');
    expect(
      (await t().call('GET', `${REST}/storages/${kr.id}`, { session: warehouse })).statusCode,
    ).toBe(200);
    const body = { code: 'Z', name: 'Z zóna', type: 'ZONE', parentId: kr.id };
    expect(
      (await t().call('POST', `${REST}/storages/`, { session: warehouse, body })).statusCode,
    ).toBe(403);
    const office = await t().login('irodai');
    expect(
      (await t().call('POST', `${REST}/storages/`, { session: office, body })).statusCode,
    ).toBe(200);
    const sales = await t().login('ertekesito');
    expect((await t().call('GET', `${REST}/storages/tree`, { session: sales })).statusCode).toBe(
      403,
    );
    expect((await t().call('GET', `${REST}/branches/`, { session: sales })).statusCode).toBe(200);
  });

  it("never shows nor changes another firm's locations", async () => {
    const admin = await t().login('admin');
    const kr = await storageByCode(t(), admin, 'KR');
    await t().call('PUT', `${REST}/user/firm`, { session: admin, body: { firmId: 4 } });
    expect(
      (await t().call('GET', `${REST}/storages/${kr.id}`, { session: admin })).statusCode,
    ).toBe(404);
    expect((await t().call('GET', `${REST}/storages/tree`, { session: admin })).json()).toEqual([]);
    const zone = await t().call('POST', `${REST}/storages/`, {
      session: admin,
      body: { code: 'X', name: 'X', type: 'ZONE', parentId: kr.id },
    });
    expect(zone.statusCode).toBe(400);
    expect(zone.json().errors[0].path).toBe('parentId');
  });
});

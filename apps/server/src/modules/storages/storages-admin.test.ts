import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { queryRows } from '../../platform/db/database.ts';
import { describeApp, REST, type Session, type TestApp } from '../../test/harness.ts';
import { pdfText } from '../invoices/pdf-text.test-data.ts';
import { type ListedStorage, storageByCode } from './storages.test-data.ts';

const auditOf = async (t: TestApp, requestId: unknown) =>
  queryRows<{ action: string }>(
    t.database.db,
    sql`select action from audit_log where request_id = ${String(requestId)}`,
  );

describeApp('storages admin: names, deactivation, labels', (t) => {
  let session: Session;
  const call = (method: string, path: string, body?: unknown) =>
    t().call(method, `${REST}${path}`, { session, ...(body !== undefined && { body }) });
  const deactivate = (s: ListedStorage) =>
    call('POST', `/storages/${s.id}/deactivate`, { version: s.version });
  const reactivate = (s: ListedStorage) =>
    call('POST', `/storages/${s.id}/reactivate`, { version: s.version });

  it('keeps names unique among siblings only, and checks name length (field named)', async () => {
    session = await t().login('irodai');
    const zoneA = await storageByCode(t(), session, 'A');
    const zoneB = await storageByCode(t(), session, 'B');
    const post = (body: object) => call('POST', '/storages/', body);
    const clash = await post({
      code: 'A-09',
      name: 'a-01 ÁLLVÁNY',
      type: 'SHELF',
      parentId: zoneA.id,
    });
    expect(clash.statusCode).toBe(409);
    expect(clash.json()).toMatchObject({ code: 'CONFLICT', errors: [{ path: 'name' }] });
    const elsewhere = await post({
      code: 'B-09',
      name: 'A-01 állvány',
      type: 'SHELF',
      parentId: zoneB.id,
    });
    expect(elsewhere.statusCode).toBe(200);
    const long = await post({
      code: 'B-10',
      name: 'x'.repeat(201),
      type: 'SHELF',
      parentId: zoneB.id,
    });
    expect(long.json()).toMatchObject({ status: 400, errors: [{ path: 'name' }] });
    const empty = await post({ code: 'B-10', name: '  ', type: 'SHELF', parentId: zoneB.id });
    expect(empty.json()).toMatchObject({ status: 400, errors: [{ path: 'name' }] });
    // Moving it into zone A brings it beside the other 'A-01 állvány': refused on name.
    const moved = await call('PUT', `/storages/${elsewhere.json().id}`, {
      code: 'B-09',
      name: 'A-01 állvány',
      type: 'SHELF',
      parentId: zoneA.id,
      version: 1,
    });
    expect(moved.json()).toMatchObject({ status: 409, errors: [{ path: 'name' }] });
  });

  it('deactivates an empty location with its subtree, audited, and reactivates one by one', async () => {
    session = await t().login('irodai');
    const shelf = await storageByCode(t(), session, 'A-01');
    const done = await deactivate(shelf);
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({ isActive: false, version: shelf.version + 1 });
    expect(await auditOf(t(), done.headers['x-request-id'])).toEqual([{ action: 'deactivate' }]);
    const bin = await storageByCode(t(), session, 'A-01-02');
    expect(bin.isActive).toBe(false);
    const again = await deactivate({ ...shelf, version: shelf.version + 1 });
    expect(again.json()).toMatchObject({ status: 409, code: 'INVALID_STATE' });
    const stale = await reactivate(shelf);
    expect(stale.json()).toMatchObject({ status: 409, code: 'STALE_VERSION' });

    const binFirst = await reactivate(bin);
    expect(binFirst.json()).toMatchObject({ status: 409, errors: [{ path: 'parentId' }] });
    const create = await call('POST', '/storages/', {
      code: 'A-01-09',
      name: 'Új polc',
      type: 'BIN',
      parentId: shelf.id,
    });
    expect(create.json()).toMatchObject({ status: 400, errors: [{ path: 'parentId' }] });
    const back = await reactivate({ ...shelf, version: shelf.version + 1 });
    expect(back.json()).toMatchObject({ isActive: true, version: shelf.version + 2 });
    expect((await storageByCode(t(), session, 'A-01-02')).isActive).toBe(false);
    expect((await reactivate(await storageByCode(t(), session, 'A-01-02'))).json().isActive).toBe(
      true,
    );
  });

  it('deactivates once when the same request is fired in parallel', async () => {
    session = await t().login('irodai');
    const shelf = await storageByCode(t(), session, 'A-02');
    const answers = await Promise.all([deactivate(shelf), deactivate(shelf), deactivate(shelf)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409, 409]);
    const audits = await queryRows<{ n: number }>(
      t().database.db,
      sql`select count(*)::int as n from audit_log
          where entity = 'storage' and entity_id = ${String(shelf.id)} and action = 'deactivate'`,
    );
    expect(audits).toEqual([{ n: 1 }]);
    expect((await reactivate({ ...shelf, version: shelf.version + 1 })).statusCode).toBe(200);
  });

  it('refuses to deactivate while the location or one below holds stock or reservations, naming them', async () => {
    session = await t().login('irodai');
    const zoneB = await storageByCode(t(), session, 'B');
    const refused = await deactivate(zoneB);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'INVALID_STATE' });
    const errors = refused.json().errors;
    expect(errors.map((e: { path: string }) => e.path)).toEqual(['stock', 'reservations']);
    expect(errors[0].message).toContain('B-02-03');
    expect(errors[1].message).toContain('B-01-01');
    expect((await storageByCode(t(), session, 'B')).isActive).toBe(true);

    // The ledger of B-01-02 summed to zero: only its reservations hold it now.
    const bin = await storageByCode(t(), session, 'B-01-02');
    await t().database.db.execute(
      sql`insert into stock_movements (firm_id, product_id, storage_id, quantity, reason)
          select firm_id, product_id, storage_id, -sum(quantity), 'ADJUSTMENT' from stock_movements
          where storage_id = ${bin.id} group by firm_id, product_id, storage_id`,
    );
    const reserved = await deactivate(bin);
    expect(reserved.json()).toMatchObject({
      status: 409,
      errors: [{ path: 'reservations', message: 'B-01-02' }],
    });
    await t().database.db.execute(sql`delete from stock_reservations where storage_id = ${bin.id}`);
    expect((await deactivate(bin)).json().isActive).toBe(false);
  });

  it('prints location labels: one page each, name and path as text, Code 128 or QR', async () => {
    session = await t().login('irodai');
    const shelf = await storageByCode(t(), session, 'A-02');
    const bin = await storageByCode(t(), session, 'A-02-03');
    const r = await call('POST', '/storages/labels', { ids: [bin.id, shelf.id] });
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-type']).toBe('application/pdf');
    const pdf = r.rawPayload;
    expect(pdf.toString('latin1').match(/\/Type \/Page\b(?!s)/g)).toHaveLength(2);
    const text = pdfText(pdf);
    expect(text).toEqual([
      'A-02 állvány, 3. szint',
      'KR › A › A-02 › A-02-03',
      'A-02 állvány',
      'KR › A › A-02',
    ]);
    expect(await auditOf(t(), r.headers['x-request-id'])).toEqual([{ action: 'print-labels' }]);

    const twice = await call('POST', '/storages/labels', { ids: [bin.id, bin.id] });
    expect(twice.json()).toMatchObject({ status: 400, errors: [{ path: 'ids' }] });
    const none = await call('POST', '/storages/labels', { ids: [] });
    expect(none.json()).toMatchObject({ status: 400, errors: [{ path: 'ids' }] });
  });

  it('lets the back office and admins keep the layout; warehouse and sales may not', async () => {
    const kr = await storageByCode(t(), await t().login('irodai'), 'KR');
    const shelf = await storageByCode(t(), await t().login('irodai'), 'A-03');
    for (const user of ['raktaros', 'ertekesito']) {
      session = await t().login(user);
      for (const [method, path, body] of [
        ['POST', '/storages/', { code: 'Z', name: 'Z zóna', type: 'ZONE', parentId: kr.id }],
        ['POST', `/storages/${shelf.id}/deactivate`, { version: shelf.version }],
        ['POST', `/storages/${shelf.id}/reactivate`, { version: shelf.version }],
        ['POST', '/storages/labels', { ids: [shelf.id] }],
      ] as const)
        expect((await call(method, path, body)).statusCode).toBe(403);
    }
    session = await t().login('admin');
    expect((await call('POST', '/storages/labels', { ids: [shelf.id] })).statusCode).toBe(200);
  });

  it("answers 404 for another firm's location on every action", async () => {
    session = await t().login('admin');
    const shelf = await storageByCode(t(), session, 'A-03');
    await call('PUT', '/user/firm', { firmId: 4 });
    expect((await deactivate(shelf)).statusCode).toBe(404);
    expect((await reactivate(shelf)).statusCode).toBe(404);
    expect((await call('POST', '/storages/labels', { ids: [shelf.id] })).statusCode).toBe(404);
    const rename = await call('PUT', `/storages/${shelf.id}`, {
      code: 'A-03',
      name: 'Más',
      type: 'SHELF',
      parentId: shelf.parentId,
      version: shelf.version,
    });
    expect(rename.statusCode).toBe(404);
  });
});

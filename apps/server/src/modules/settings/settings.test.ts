import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { queryRows } from '../../platform/db/database.ts';
import { describeApp, REST, type Session } from '../../test/harness.ts';
import { readSetting } from './settings.service.ts';

describeApp('settings', (t) => {
  let admin: Session;
  const call = (method: string, path: string, body?: unknown, session = admin) =>
    t().call(method, `${REST}${path}`, { session, ...(body !== undefined && { body }) });

  it('lists every setting grouped by menu with its default', async () => {
    admin = await t().login('admin');
    const r = await call('GET', '/settings/list');
    expect(r.statusCode).toBe(200);
    const menus = r.json();
    expect(menus.map((m: { menuId: string }) => m.menuId)).toEqual([
      'invoicing',
      'sales',
      'warehouse',
      'labels',
      'email',
      'imports',
      'delivery',
    ]);
    const sales = menus.find((m: { menuId: string }) => m.menuId === 'sales');
    expect(sales.settings[0]).toMatchObject({
      id: 'quote.validityDays',
      type: 'INTEGER',
      labelKey: 'SETTINGS.QUOTE_VALIDITY_DAYS',
      value: 30,
      version: 0,
      updatedAt: null,
    });
  });

  it('saves a typed value with a version check, audits it, and every reader sees it at once', async () => {
    const r = await call('PUT', '/settings/quote.validityDays', { value: 45, version: 0 });
    expect(r.statusCode).toBe(200);
    expect(r.json()).toMatchObject({ value: 45, version: 1 });
    expect(await readSetting(t().database.db, 1, 'quote.validityDays')).toBe(45);
    const [audit] = await queryRows<{ entity: string; action: string; after: unknown }>(
      t().database.db,
      sql`select entity, action, after from audit_log where request_id = ${String(r.headers['x-request-id'])}`,
    );
    expect(audit).toEqual({
      entity: 'setting',
      action: 'update',
      after: { id: 'quote.validityDays', value: 45 },
    });
    const stale = await call('PUT', '/settings/quote.validityDays', { value: 50, version: 0 });
    expect(stale.statusCode).toBe(409);
    expect((await call('GET', '/settings/quote.validityDays')).json()).toMatchObject({
      value: 45,
      version: 1,
    });
  });

  it.each([
    ['quote.validityDays', 0],
    ['quote.validityDays', '30'],
    ['quote.validityDays', 2.5],
    ['sales.minimumMarginPercent', '101'],
    ['sales.minimumMarginPercent', 12],
    ['email.senderAddress', 'iroda @kontor.hu'],
    ['invoice.series', 'sz'],
    ['labels.format', 'A3'],
    ['imports.maxRows', 0],
  ])('refuses %s = %j with 400 on the value', async (id, value) => {
    const r = await call('PUT', `/settings/${id}`, { value, version: 0 });
    expect(r.statusCode).toBe(400);
    expect(r.json().errors[0].path).toMatch(/^value/);
  });

  it('checks a default storage per branch against the firm’s branches and storages', async () => {
    const [own] = await queryRows<{ id: number; branch_id: number }>(
      t().database.db,
      sql`select id, branch_id from storages where firm_id = 1 order by id limit 1`,
    );
    const [foreign] = await queryRows<{ id: number; branch_id: number }>(
      t().database.db,
      sql`select id, branch_id from storages where firm_id = 2 order by id limit 1`,
    );
    if (!own || !foreign) throw new Error('The demo data has storages in both firms');
    const wrongBranch = { [String(own.branch_id + 100000)]: own.id };
    const id = 'warehouse.defaultStoragePerBranch';
    expect(
      (await call('PUT', `/settings/${id}`, { value: wrongBranch, version: 0 })).statusCode,
    ).toBe(400);
    const otherFirm = { [String(foreign.branch_id)]: foreign.id };
    expect(
      (await call('PUT', `/settings/${id}`, { value: otherFirm, version: 0 })).statusCode,
    ).toBe(400);
    const ok = { [String(own.branch_id)]: own.id };
    const r = await call('PUT', `/settings/${id}`, { value: ok, version: 0 });
    expect(r.statusCode).toBe(200);
    expect(r.json().value).toEqual(ok);
  });

  it('keeps each firm’s values apart and lets only administrators in', async () => {
    await call('PUT', '/user/firm', { firmId: 2 });
    expect((await call('GET', '/settings/quote.validityDays')).json()).toMatchObject({ value: 30 });
    await call('PUT', '/user/firm', { firmId: 1 });
    const office = await t().login('irodai');
    expect((await call('GET', '/settings/list', undefined, office)).statusCode).toBe(403);
    expect(
      (await call('PUT', '/settings/quote.validityDays', { value: 5, version: 1 }, office))
        .statusCode,
    ).toBe(403);
    expect((await call('GET', '/settings/no.such')).statusCode).toBe(400);
  });
});

import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { queryRows } from '../../platform/db/database.ts';
import { describeApp, REST, type Session } from '../../test/harness.ts';

describeApp('products', (t) => {
  let session: Session;
  const call = (method: string, path: string, body?: unknown) =>
    t().call(method, `${REST}${path}`, { session, ...(body !== undefined && { body }) });
  const groupOf = async (kind: 'PRODUCT' | 'SERVICE', code: string) => {
    const [row] = await queryRows<{ id: number }>(
      t().database.db,
      sql`insert into product_groups (firm_id, kind, code, name) values (1, ${kind}, ${code}, ${`${code} csoport`}) returning id`,
    );
    return row!.id;
  };

  it('creates a product with its group, aliases and defaults, audits it and reads it back', async () => {
    session = await t().login('irodai');
    const groupId = await groupOf('PRODUCT', 'SZERSZ');
    const r = await call('POST', '/products/create', {
      code: 'FUR-100',
      name: 'Ütvefúró 800 W',
      groupId,
      vatCode: '27',
      aliases: ['fúrógép', 'ütvefúró'],
    });
    expect(r.statusCode).toBe(200);
    const product = r.json();
    expect(product).toMatchObject({
      code: 'FUR-100',
      name: 'Ütvefúró 800 W',
      description: '',
      isService: false,
      group: { id: groupId, code: 'SZERSZ' },
      catalogue: null,
      measureUnitCode: 'db',
      vatCode: '27',
      isActive: true,
      aliases: ['fúrógép', 'ütvefúró'],
      imageUrl: null,
      version: 1,
    });
    const [audit] = await queryRows<{ entity: string; action: string }>(
      t().database.db,
      sql`select entity, action from audit_log where request_id = ${String(r.headers['x-request-id'])}`,
    );
    expect(audit).toEqual({ entity: 'product', action: 'create' });
    expect((await call('GET', `/products/${product.id}/product-info`)).json()).toEqual(product);
  });

  it('refuses a used code (case-free) with 409 on the field, but not in another firm', async () => {
    const twice = await call('POST', '/products/create', { code: 'fur-100', name: 'Másik' });
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toMatchObject({ code: 'CONFLICT', errors: [{ path: 'code' }] });
    await call('PUT', '/user/firm', { firmId: 2 });
    expect(
      (await call('POST', '/products/create', { code: 'FUR-100', name: 'Fúró' })).statusCode,
    ).toBe(200);
    await call('PUT', '/user/firm', { firmId: 1 });
  });

  it('answers 400 with the fields: empty name, bad VAT code, unknown unit, group of the wrong kind', async () => {
    const bad = await call('POST', '/products/create', { code: 'X 1', name: '', vatCode: '25' });
    expect(bad.statusCode).toBe(400);
    expect(
      bad
        .json()
        .errors.map((e: { path: string }) => e.path)
        .sort(),
    ).toEqual(['code', 'name', 'vatCode']);
    const unit = await call('POST', '/products/create', {
      code: 'X1',
      name: 'X',
      measureUnitCode: 'zz',
    });
    expect(unit.json()).toMatchObject({ status: 400, errors: [{ path: 'measureUnitCode' }] });
    const serviceGroup = await groupOf('SERVICE', 'SZERV');
    const wrong = await call('POST', '/products/create', {
      code: 'X2',
      name: 'X',
      groupId: serviceGroup,
    });
    expect(wrong.json()).toMatchObject({ status: 400, errors: [{ path: 'groupId' }] });
    const service = await call('POST', '/products/create', {
      code: 'SZ-KISZ',
      name: 'Kiszállítás',
      isService: true,
      groupId: serviceGroup,
      measureUnitCode: 'óra',
    });
    expect(service.json()).toMatchObject({
      isService: true,
      group: { code: 'SZERV' },
      measureUnitCode: 'óra',
    });
  });

  it('updates with the version; a stale version answers 409 on version', async () => {
    const created = (
      await call('POST', '/products/create', { code: 'CSAV-6', name: 'Csavar M6' })
    ).json();
    const body = {
      ...created,
      name: 'Csavar M6×40',
      vatCode: '5',
      groupId: null,
      catalogueId: null,
    };
    const r = await call('PUT', `/products/${created.id}`, body);
    expect(r.statusCode).toBe(200);
    expect(r.json()).toMatchObject({ name: 'Csavar M6×40', vatCode: '5', version: 2 });
    const stale = await call('PUT', `/products/${created.id}`, body);
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ code: 'STALE_VERSION', errors: [{ path: 'version' }] });
    expect((await call('GET', `/products/${created.id}/vat-rate`)).json()).toEqual({
      code: '5',
      rate: '5',
      isExempt: false,
    });
  });

  it('answers the VAT rate of an exemption as 0 and exempt', async () => {
    const p = (
      await call('POST', '/products/create', { code: 'EXP-1', name: 'Export', vatCode: 'MAA' })
    ).json();
    expect((await call('GET', `/products/${p.id}/vat-rate`)).json()).toEqual({
      code: 'MAA',
      rate: '0',
      isExempt: true,
    });
  });

  it('keeps names per language; HU is the product’s own name; unknown languages are refused', async () => {
    const p = (
      await call('POST', '/products/create', { code: 'LAMP-1', name: 'Asztali lámpa' })
    ).json();
    const r = await call('PUT', `/products/${p.id}/multilingual-data`, {
      version: 1,
      translations: [
        { language: 'HU', name: 'Asztali LED lámpa', description: 'Állítható' },
        { language: 'EN', name: 'Desk LED lamp' },
        { language: 'DE', name: 'LED-Schreibtischlampe' },
      ],
    });
    expect(r.statusCode).toBe(200);
    expect(r.json()).toEqual({
      productId: p.id,
      version: 2,
      translations: [
        { language: 'HU', name: 'Asztali LED lámpa', description: 'Állítható' },
        { language: 'DE', name: 'LED-Schreibtischlampe', description: '' },
        { language: 'EN', name: 'Desk LED lamp', description: '' },
      ],
    });
    expect((await call('GET', `/products/${p.id}/product-info`)).json().name).toBe(
      'Asztali LED lámpa',
    );
    const unknown = await call('PUT', `/products/${p.id}/multilingual-data`, {
      version: 2,
      translations: [{ language: 'XX', name: 'x' }],
    });
    expect(unknown.json()).toMatchObject({
      status: 400,
      errors: [{ path: 'translations.0.language' }],
    });
    const stale = await call('PUT', `/products/${p.id}/multilingual-data`, {
      version: 1,
      translations: [],
    });
    expect(stale.statusCode).toBe(409);
  });

  it('shows the goods-only tabs for goods and hides them for services', async () => {
    const goods = (await call('POST', '/products/create', { code: 'TAB-1', name: 'Polc' })).json();
    const service = (
      await call('POST', '/products/create', { code: 'TAB-2', name: 'Szerelés', isService: true })
    ).json();
    const tabs = (await call('GET', `/products/${goods.id}/tabs`)).json();
    expect(tabs).toHaveLength(12);
    expect(tabs[0]).toEqual({
      key: 'attributes',
      labelKey: 'PRODUCTS.TAB.ATTRIBUTES',
      shouldShow: true,
    });
    expect(tabs.every((tab: { shouldShow: boolean }) => tab.shouldShow)).toBe(true);
    const shown = (await call('GET', `/products/${service.id}/tabs`))
      .json()
      .filter((tab: { shouldShow: boolean }) => tab.shouldShow)
      .map((tab: { key: string }) => tab.key);
    expect(shown).toEqual(['attributes', 'media', 'supplier', 'substitute', 'event']);
  });

  it('deletes an unreferenced product; refuses one with stock with the reason', async () => {
    const p = (await call('POST', '/products/create', { code: 'DEL-1', name: 'Törlendő' })).json();
    expect((await call('DELETE', `/products/${p.id}?version=1`)).statusCode).toBe(204);
    expect((await call('GET', `/products/${p.id}/product-info`)).statusCode).toBe(404);
    const kept = (
      await call('POST', '/products/create', { code: 'DEL-2', name: 'Készleten' })
    ).json();
    await queryRows(
      t().database.db,
      sql`insert into stock_movements (firm_id, product_id, storage_id, quantity, reason)
        select 1, ${kept.id}, id, 3, 'OPENING' from storages where firm_id = 1 limit 1`,
    );
    const refused = await call('DELETE', `/products/${kept.id}?version=1`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'CONFLICT',
      errors: [{ path: 'stock', code: 'referenced' }],
    });
  });

  it('refuses writes to a user without products.write', async () => {
    session = await t().login('raktaros');
    expect((await call('POST', '/products/create', { code: 'NO-1', name: 'Nem' })).statusCode).toBe(
      403,
    );
  });
});

import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { todayInHungary } from '../../platform/business-day.ts';
import { queryRows } from '../../platform/db/database.ts';
import { describeApp, REST, type Session } from '../../test/harness.ts';

describeApp('product prices, suppliers, storages, stock', (t) => {
  let session: Session;
  let productId: number;
  const call = (method: string, path: string, body?: unknown) =>
    t().call(method, `${REST}${path}`, { session, ...(body !== undefined && { body }) });
  const one = async <T>(query: ReturnType<typeof sql>) =>
    (await queryRows<T>(t().database.db, query))[0]!;

  it('answers the price valid today: the latest-starting period covering it, decimals as strings', async () => {
    session = await t().login('irodai');
    productId = (
      await call('POST', '/products/create', { code: 'AR-1', name: 'Árazott termék' })
    ).json().id;
    const today = todayInHungary();
    const add = (body: object) => call('POST', `/products/${productId}/prices`, body);
    const list = await add({
      priceType: 'RETAIL',
      currency: 'HUF',
      unitPrice: '12990',
      validFrom: '2020-01-01',
    });
    expect(list.json()).toMatchObject({
      unitPrice: '12990.0000',
      validFrom: '2020-01-01',
      validTo: null,
    });
    const promo = await add({
      priceType: 'RETAIL',
      currency: 'HUF',
      unitPrice: '9990.5',
      validFrom: today,
      validTo: today,
    });
    expect(promo.statusCode).toBe(200);
    await add({ priceType: 'RETAIL', currency: 'HUF', unitPrice: '1', validFrom: '2999-01-01' });
    await add({
      priceType: 'EXPORT',
      currency: 'EUR',
      unitPrice: '33.25',
      validFrom: '2020-01-01',
    });
    const price = (q: string) =>
      call('GET', `/products/${productId}/unit-price?${q}`).then((r) => r.json());
    expect(await price('priceType=RETAIL&currency=HUF')).toMatchObject({
      unitPrice: '9990.5000',
      validFrom: today,
    });
    expect(await price('priceType=EXPORT&currency=EUR')).toMatchObject({ unitPrice: '33.2500' });
    expect(await price('priceType=WHOLESALE&currency=HUF')).toBeNull();
    await call('DELETE', `/products/${productId}/prices/${promo.json().id}`);
    expect(await price('priceType=RETAIL&currency=HUF')).toMatchObject({ unitPrice: '12990.0000' });
    expect((await call('GET', `/products/${productId}/prices`)).json()).toHaveLength(3);
  });

  it('refuses bad prices with the field: negative, unknown currency, end before start', async () => {
    const add = (body: object) =>
      call('POST', `/products/${productId}/prices`, body).then((r) => r.json());
    const base = { priceType: 'RETAIL', currency: 'HUF', unitPrice: '1', validFrom: '2026-01-01' };
    expect(await add({ ...base, unitPrice: '-5' })).toMatchObject({
      status: 400,
      errors: [{ path: 'unitPrice' }],
    });
    expect(await add({ ...base, currency: 'XYZ' })).toMatchObject({
      status: 400,
      errors: [{ path: 'currency' }],
    });
    expect(await add({ ...base, validTo: '2025-12-31' })).toMatchObject({
      status: 400,
      errors: [{ path: 'validTo' }],
    });
  });

  it('answers the supplier condition for a quantity: the largest minimum quantity not above it', async () => {
    const supplier = await one<{ id: number }>(
      sql`select id from partners where firm_id = 1 and roles @> array['SUPPLIER'] order by id limit 1`,
    );
    const customerOnly = await one<{ id: number }>(
      sql`select id from partners where firm_id = 1 and roles = array['CUSTOMER'] order by id limit 1`,
    );
    const add = (body: object) => call('POST', `/products/${productId}/suppliers`, body);
    const base = { supplierId: supplier.id, currency: 'HUF', leadTimeDays: 5 };
    expect((await add({ ...base, unitPrice: '800', minQuantity: '1' })).statusCode).toBe(200);
    expect((await add({ ...base, unitPrice: '700', minQuantity: '50' })).json()).toMatchObject({
      unitPrice: '700.0000',
      minQuantity: '50.0000',
      leadTimeDays: 5,
    });
    expect((await add({ ...base, unitPrice: '1', minQuantity: '50.0' })).json()).toMatchObject({
      status: 409,
      errors: [{ path: 'minQuantity' }],
    });
    expect(
      (await add({ ...base, supplierId: customerOnly.id, unitPrice: '1' })).json(),
    ).toMatchObject({
      status: 400,
      errors: [{ path: 'supplierId' }],
    });
    const info = (q: string) =>
      call(
        'GET',
        `/products/${productId}/supplier-info?supplierId=${supplier.id}&currencyId=HUF&${q}`,
      ).then((r) => r.json());
    expect(await info('quantity=10')).toMatchObject({ unitPrice: '800.0000' });
    expect(await info('quantity=50')).toMatchObject({ unitPrice: '700.0000' });
    expect(await info('quantity=0.5')).toBeNull();
    expect((await call('GET', `/products/${productId}/suppliers`)).json()).toHaveLength(2);
  });

  it('keeps one default storage per branch and any buffer storages; services are not stored', async () => {
    const bins = await queryRows<{ id: number }>(
      t().database.db,
      sql`select id from storages where firm_id = 1 and type = 'BIN' order by id limit 2`,
    );
    const buffer = await one<{ id: number }>(
      sql`select id from storages where firm_id = 1 and type = 'BUFFER' order by id limit 1`,
    );
    const first = await call('POST', '/products/add-default-storage', {
      productId,
      storageId: bins[0]!.id,
    });
    expect(first.json()).toMatchObject({ kind: 'DEFAULT', storageId: bins[0]!.id });
    const second = (
      await call('POST', '/products/add-default-storage', { productId, storageId: bins[1]!.id })
    ).json();
    const added = await call('POST', '/products/add-buffer-storage', {
      productId,
      storageId: buffer.id,
    });
    expect(added.json()).toMatchObject({ kind: 'BUFFER', storageId: buffer.id });
    const again = await call('POST', '/products/add-buffer-storage', {
      productId,
      storageId: buffer.id,
    });
    expect(again.json().id).toBe(added.json().id);
    expect(
      (await call('GET', `/products/${productId}/storages`))
        .json()
        .map((s: { id: number }) => s.id),
    ).toEqual([second.id, added.json().id]);
    const wrong = await call('POST', '/products/remove-buffer-storages', {
      productId,
      ids: [second.id],
    });
    expect(wrong.json()).toMatchObject({ status: 400, errors: [{ path: 'ids.0' }] });
    expect(
      (
        await call('POST', '/products/remove-buffer-storages', {
          productId,
          ids: [added.json().id],
        })
      ).statusCode,
    ).toBe(204);
    expect((await call('DELETE', `/products/delete-default-storage/${second.id}`)).statusCode).toBe(
      204,
    );
    expect((await call('GET', `/products/${productId}/storages`)).json()).toEqual([]);
    const service = (
      await call('POST', '/products/create', { code: 'SZ-X', name: 'Szolg', isService: true })
    ).json();
    const refused = await call('POST', '/products/add-default-storage', {
      productId: service.id,
      storageId: bins[0]!.id,
    });
    expect(refused.json()).toMatchObject({ status: 400, errors: [{ path: 'productId' }] });
  });

  it('sums the stock ledger per storage (inventory tab)', async () => {
    // The demo's dispatches move ASZ-1001 too: the expected figure is the ledger's sum.
    const demo = await one<{ id: number; storage_id: number; qty: string }>(
      sql`select p.id, m.storage_id, sum(m.quantity)::text as qty from products p
        join stock_movements m on m.product_id = p.id where p.firm_id = 1 and p.code = 'ASZ-1001'
        group by p.id, m.storage_id order by m.storage_id limit 1`,
    );
    await queryRows(
      t().database.db,
      sql`insert into stock_movements (firm_id, product_id, storage_id, quantity, reason, reference)
        values (1, ${demo.id}, ${demo.storage_id}, -2, 'PICKING', 'teszt')`,
    );
    const lines: { storageId: number; quantity: string }[] = (
      await call('GET', `/products/${demo.id}/stock`)
    ).json();
    const line = lines.find((l) => l.storageId === demo.storage_id)!;
    expect(Number(line.quantity)).toBe(Number(demo.qty) - 2);
  });

  it('sets substitutes and answers them for several products at once', async () => {
    const other = (
      await call('POST', '/products/create', { code: 'AR-2', name: 'Helyettesítő' })
    ).json();
    const self = await call('PUT', `/products/${productId}/substitutes`, {
      substituteIds: [productId],
    });
    expect(self.json()).toMatchObject({ status: 400, errors: [{ path: 'substituteIds.0' }] });
    const set = await call('PUT', `/products/${productId}/substitutes`, {
      substituteIds: [other.id],
    });
    expect(set.json()).toEqual([expect.objectContaining({ id: other.id, code: 'AR-2' })]);
    const r = await call('POST', '/products/substitutions', { productIds: [productId, other.id] });
    expect(r.json()).toEqual([
      { productId, substitutes: [expect.objectContaining({ id: other.id })] },
      { productId: other.id, substitutes: [] },
    ]);
    const refused = await call('DELETE', `/products/${other.id}?version=1`);
    expect(refused.json()).toMatchObject({ status: 409, errors: [{ path: 'substitutes' }] });
  });
});

import { expect, it } from 'vitest';
import { describeApp, REST, type Session } from '../../test/harness.ts';
import { changedFieldsOf } from './composition.service.ts';

describeApp('product composition, packages, events', (t) => {
  let session: Session;
  const call = (method: string, path: string, body?: unknown) =>
    t().call(method, `${REST}${path}`, { session, ...(body !== undefined && { body }) });
  const create = async (code: string, extra: object = {}) =>
    (await call('POST', '/products/create', { code, name: `Termék ${code}`, ...extra })).json();

  it('keeps components with quantities and refuses a product containing itself, even indirectly', async () => {
    session = await t().login('irodai');
    const [kit, frame, screw] = [
      await create('KIT-1'),
      await create('KERET-1'),
      await create('CSAV-1'),
    ];
    const r = await call('PUT', `/products/${kit.id}/composition`, {
      components: [
        { componentId: screw.id, quantity: '8' },
        { componentId: frame.id, quantity: '1.5' },
      ],
    });
    expect(r.statusCode).toBe(200);
    expect(r.json()).toEqual([
      {
        componentId: screw.id,
        code: 'CSAV-1',
        name: 'Termék CSAV-1',
        measureUnitCode: 'db',
        quantity: '8.0000',
      },
      {
        componentId: frame.id,
        code: 'KERET-1',
        name: 'Termék KERET-1',
        measureUnitCode: 'db',
        quantity: '1.5000',
      },
    ]);
    await call('PUT', `/products/${frame.id}/composition`, {
      components: [{ componentId: screw.id, quantity: '4' }],
    });
    const cycle = await call('PUT', `/products/${screw.id}/composition`, {
      components: [{ componentId: kit.id, quantity: '1' }],
    });
    expect(cycle.json()).toMatchObject({
      status: 400,
      errors: [{ path: 'components.0.componentId' }],
    });
    const zero = await call('PUT', `/products/${kit.id}/composition`, {
      components: [{ componentId: screw.id, quantity: '0' }],
    });
    expect(zero.json()).toMatchObject({ status: 400, errors: [{ path: 'components.0.quantity' }] });
    expect((await call('GET', `/products/${kit.id}/composition`)).json()).toHaveLength(2);
  });

  it('keeps packaging units in other measure units with barcode and weight', async () => {
    const p = await create('PACK-1');
    const r = await call('PUT', `/products/${p.id}/packages`, {
      packages: [
        { measureUnitCode: 'raklap', quantity: '720', grossWeightKg: '512.5' },
        { measureUnitCode: 'karton', quantity: '12', barcode: '5998200123457' },
      ],
    });
    expect(r.json()).toEqual([
      expect.objectContaining({
        measureUnitCode: 'karton',
        quantity: '12.0000',
        barcode: '5998200123457',
        grossWeightKg: null,
      }),
      expect.objectContaining({
        measureUnitCode: 'raklap',
        quantity: '720.0000',
        grossWeightKg: '512.500',
      }),
    ]);
    const own = await call('PUT', `/products/${p.id}/packages`, {
      packages: [{ measureUnitCode: 'db', quantity: '1' }],
    });
    expect(own.json()).toMatchObject({
      status: 400,
      errors: [{ path: 'packages.0.measureUnitCode' }],
    });
    const bad = await call('PUT', `/products/${p.id}/packages`, {
      packages: [{ measureUnitCode: 'karton', quantity: '6', barcode: '12AB' }],
    });
    expect(bad.json()).toMatchObject({ status: 400, errors: [{ path: 'packages.0.barcode' }] });
  });

  it('lists the product’s history from the audit log with the changed fields', async () => {
    const p = await create('HIST-1');
    await call('PUT', `/products/${p.id}`, {
      ...p,
      name: 'Új név',
      vatCode: '18',
      groupId: null,
      catalogueId: null,
    });
    const events = (await call('GET', `/products/${p.id}/events`)).json();
    expect(events).toEqual([
      expect.objectContaining({
        action: 'update',
        userName: 'Nagy Katalin',
        changedFields: ['name', 'vatCode'],
      }),
      expect.objectContaining({ action: 'create', changedFields: [] }),
    ]);
  });

  it('compares only the top-level fields that really changed', () => {
    expect(
      changedFieldsOf({ a: 1, b: [1], version: 1 }, { a: 1, b: [2], c: null, version: 2 }),
    ).toEqual(['b', 'c']);
    expect(changedFieldsOf(null, { a: 1 })).toEqual([]);
  });
});

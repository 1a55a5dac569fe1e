import { expect, it } from 'vitest';
import { describeApp, REST, type Session } from '../../test/harness.ts';

describeApp('product search conditions', (t) => {
  let own: Session;
  let other: Session;
  const call = (session: Session, method: string, path: string, body?: unknown) =>
    t().call(method, `${REST}/product-search-conditions/${path}`, {
      session,
      ...(body !== undefined && { body }),
    });
  const filters = { term: 'festék', is_active: true, sort: 'name', direction: 'asc' };

  it('saves, lists, renames and deletes a user’s own filter sets only', async () => {
    own = await t().login('ertekesito');
    other = await t().login('irodai');
    const created = await call(own, 'POST', '', { name: 'Aktív festékek', filters });
    expect(created.statusCode).toBe(200);
    const condition = created.json();
    expect(condition).toMatchObject({
      name: 'Aktív festékek',
      version: 1,
      filters: { term: 'festék', is_active: true, groupId: null },
    });
    expect((await call(own, 'POST', '', { name: 'aktív festékek', filters })).statusCode).toBe(409);
    expect((await call(own, 'GET', '')).json()).toEqual([condition]);
    expect((await call(other, 'GET', '')).json()).toEqual([]);
    expect(
      (await call(other, 'PUT', String(condition.id), { name: 'x', filters, version: 1 }))
        .statusCode,
    ).toBe(404);
    const renamed = await call(own, 'PUT', String(condition.id), {
      name: 'Festékek',
      filters,
      version: 1,
    });
    expect(renamed.json()).toMatchObject({ name: 'Festékek', version: 2 });
    expect(
      (await call(own, 'PUT', String(condition.id), { name: 'Régi', filters, version: 1 }))
        .statusCode,
    ).toBe(409);
    expect((await call(other, 'DELETE', String(condition.id))).statusCode).toBe(404);
    expect((await call(own, 'DELETE', String(condition.id))).statusCode).toBe(204);
    expect((await call(own, 'GET', '')).json()).toEqual([]);
  });

  it('refuses filters the product list would refuse', async () => {
    const r = await call(own, 'POST', '', { name: 'Rossz', filters: { sort: 'price' } });
    expect(r.statusCode).toBe(400);
  });
});

import { expect, it } from 'vitest';
import { describeApp, REST, type Session } from '../../test/harness.ts';
import { variantKeyOf } from './variants.service.ts';

describeApp('product variants', (t) => {
  let session: Session;
  const call = (method: string, path: string, body?: unknown) =>
    t().call(method, `${REST}${path}`, { session, ...(body !== undefined && { body }) });
  const create = async (code: string) =>
    (await call('POST', '/products/create', { code, name: `Luna függőlámpa ${code}` })).json();

  it('groups products by attribute values, unique within the group, and lists the group', async () => {
    session = await t().login('irodai');
    const group = (
      await call('POST', '/products/variationgroups', { code: 'LUNA', name: 'Luna függőlámpa' })
    ).json();
    expect(group).toMatchObject({ code: 'LUNA', name: 'Luna függőlámpa' });
    const twice = await call('POST', '/products/variationgroups', { code: 'luna', name: 'Másik' });
    expect(twice.json()).toMatchObject({ status: 409, errors: [{ path: 'code' }] });
    const [white, black] = [await create('LUNA-F'), await create('LUNA-K')];
    const r = await call('PUT', `/products/${white.id}/variants`, {
      groupId: group.id,
      values: [
        { attribute: 'szín', value: 'fehér' },
        { attribute: 'átmérő', value: '40 cm' },
      ],
    });
    expect(r.json()).toMatchObject({
      group: { code: 'LUNA' },
      values: [
        { attribute: 'szín', value: 'fehér' },
        { attribute: 'átmérő', value: '40 cm' },
      ],
      products: [{ id: white.id }],
    });
    const same = await call('PUT', `/products/${black.id}/variants`, {
      groupId: group.id,
      values: [
        { attribute: 'Átmérő', value: '40 CM' },
        { attribute: 'Szín', value: 'Fehér' },
      ],
    });
    expect(same.json()).toMatchObject({ status: 409, errors: [{ path: 'values' }] });
    await call('PUT', `/products/${black.id}/variants`, {
      groupId: group.id,
      values: [
        { attribute: 'szín', value: 'fekete' },
        { attribute: 'átmérő', value: '40 cm' },
      ],
    });
    const list = (await call('GET', `/products/variationgroups/${group.id}/products`)).json();
    expect(list.map((p: { code: string }) => p.code)).toEqual(['LUNA-F', 'LUNA-K']);
    expect((await call('GET', '/products/variationgroups/mac?term=lun')).json()).toEqual([group]);
    const empty = await call('PUT', `/products/${black.id}/variants`, {
      groupId: group.id,
      values: [],
    });
    expect(empty.json()).toMatchObject({ status: 400, errors: [{ path: 'values' }] });
    const out = await call('PUT', `/products/${black.id}/variants`, { groupId: null, values: [] });
    expect(out.json()).toEqual({ group: null, values: [], products: [] });
  });

  it('compares attribute values case-free and in any order', () => {
    expect(
      variantKeyOf([
        { attribute: 'B', value: 'x' },
        { attribute: 'a', value: 'Y' },
      ]),
    ).toBe(
      variantKeyOf([
        { attribute: 'A', value: 'y' },
        { attribute: 'b', value: 'X' },
      ]),
    );
  });
});

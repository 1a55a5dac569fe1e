import { expect, it } from 'vitest';
import { describeApp, REST, type Session } from '../../test/harness.ts';

describeApp('product lookups and list', (t) => {
  let session: Session;
  const get = (path: string) => t().call('GET', `${REST}${path}`, { session });
  const codes = (rows: { code: string }[]) => rows.map((r) => r.code);

  it('/products/mac ignores accents and case, and answers code prefixes first, then names', async () => {
    session = await t().login('irodai');
    expect(codes((await get('/products/mac?term=ARVIZ')).json())).toEqual(['ASZ-1001']);
    expect(codes((await get('/products/mac?term=asz-100')).json())).toEqual([
      'ASZ-1001',
      'ASZ-1002',
      'ASZ-1003',
    ]);
    // Name prefix (Fenyő…, Fapác…, Fiókcsúszó…, Függőlámpa…) before fragments (…fúró…).
    const f = (await get('/products/mac?term=f&limit=100')).json();
    expect(codes(f).slice(0, 2)).toEqual(['FES-5001', 'FES-5002']);
    expect(f.length).toBeGreaterThan(4);
    expect((await get('/products/mac?term=fu&limit=2')).json()).toHaveLength(2);
    expect((await get('/products/mac?term=nincs-ilyen')).json()).toEqual([]);
    expect((await get('/products/mac?term=100%25')).json()).toEqual([]);
  });

  it('/products/services/mac answers services only; groups and catalogues by kind', async () => {
    expect(codes((await get('/products/services/mac?term=')).json())).toEqual([
      'SZO-9001',
      'SZO-9002',
      'SZO-9003',
    ]);
    expect(codes((await get('/products/services/mac?term=szereles')).json())).toEqual([
      'SZO-9003',
      'SZO-9002',
    ]);
    expect(codes((await get('/products/services/mac?term=HELYSZINI')).json())).toEqual([
      'SZO-9002',
    ]);
    expect(codes((await get('/products/productgroups/mac?term=vila')).json())).toEqual(['VIL']);
    expect(codes((await get('/products/productgroups/mac?term=szolg')).json())).toEqual([]);
    expect(codes((await get('/products/servicegroups/mac?term=')).json())).toEqual(['SZO']);
    expect(codes((await get('/products/catalogues/mac?term=webaruhaz')).json())).toEqual(['WEB']);
  });

  it('/products/alias-name/mac finds products by alias, accents ignored', async () => {
    expect((await get('/products/alias-name/mac?term=utvefurog')).json()).toEqual([
      expect.objectContaining({ code: 'ASZ-1002', alias: 'ütvefúrógép' }),
    ]);
  });

  it('/products/search filters, pages and sorts', async () => {
    const search = (body: object) =>
      t()
        .call('POST', `${REST}/products/search`, { session, body })
        .then((r) => r.json());
    const all = await search({ page_size: 5 });
    expect(all).toMatchObject({ page_number: 0, page_size: 5, total: 27 });
    expect(codes(all.items)).toEqual(['ASZ-1001', 'ASZ-1002', 'ASZ-1003', 'BUT-2001', 'BUT-2002']);
    expect(all.items[0]).toMatchObject({
      groupName: 'Szerszámok, kisgépek',
      measureUnitCode: 'db',
      vatCode: '27',
    });
    const services = await search({ is_service: true, sort: 'code', direction: 'desc' });
    expect(codes(services.items)).toEqual(['SZO-9003', 'SZO-9002', 'SZO-9001']);
    const lamps = await search({ term: 'LAMPA' });
    expect(codes(lamps.items)).toEqual(['VIL-8002']);
    const page = await search({ page_number: 9, page_size: 5 });
    expect(page).toMatchObject({ items: [], total: 27 });
    const byName = await search({ sort: 'name', page_size: 2 });
    expect(codes(byName.items)).toEqual(['ASZ-1003', 'ASZ-1001']);
  });

  it('/products/search filters by group, catalogue and supplier', async () => {
    const search = (body: object) =>
      t()
        .call('POST', `${REST}/products/search`, { session, body })
        .then((r) => r.json());
    const [group] = (await get('/products/productgroups/mac?term=VIL')).json();
    expect(codes((await search({ groupId: group.id })).items)).toEqual([
      'VIL-8001',
      'VIL-8002',
      'VIL-8003',
    ]);
    const [catalogue] = (await get('/products/catalogues/mac?term=KAT26')).json();
    expect((await search({ catalogueId: catalogue.id })).total).toBe(13);
    const [supplier] = (
      await t().call('GET', `${REST}/products/${all0(await search({ page_size: 1 }))}/suppliers`, {
        session,
      })
    ).json();
    const supplied = await search({ supplierId: supplier.supplierId });
    expect(supplied.total).toBeGreaterThan(0);
    expect(supplied.items.every((i: { isService: boolean }) => !i.isService)).toBe(true);
  });
});

const all0 = (page: { items: { id: number }[] }) => page.items[0]!.id;

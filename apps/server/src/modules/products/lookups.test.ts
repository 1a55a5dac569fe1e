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
    // Two letters are too short for the trigram index: prefixes only (Függőlámpa).
    expect(codes((await get('/products/mac?term=fu&limit=2')).json())).toEqual(['VIL-8002']);
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
    expect(all).toMatchObject({ page_number: 0, page_size: 5, total: 29 });
    expect(codes(all.items)).toEqual(['ASZ-1001', 'ASZ-1002', 'ASZ-1003', 'BUT-2001', 'BUT-2002']);
    expect(all.items[0]).toMatchObject({
      groupName: 'Szerszámok, kisgépek',
      measureUnitCode: 'db',
      vatCode: '27',
    });
    const services = await search({ is_service: true, sort: 'code', direction: 'desc' });
    expect(codes(services.items)).toEqual(['SZO-9003', 'SZO-9002', 'SZO-9001']);
    const lamps = await search({ term: 'LAMPA' });
    // Függőlámpa by its name, the LED panel by its alias 'mennyezeti LED lámpa'.
    expect(codes(lamps.items)).toEqual(['VIL-8001', 'VIL-8002']);
    const page = await search({ page_number: 9, page_size: 5 });
    expect(page).toMatchObject({ items: [], total: 29 });
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

describeApp('product search by words', (t) => {
  let session: Session;
  const call = (method: string, path: string, body?: unknown) =>
    t().call(method, `${REST}${path}`, { session, ...(body !== undefined && { body }) });
  const codes = (rows: { code: string }[]) => rows.map((r) => r.code);
  const mac = async (term: string) =>
    codes((await call('GET', `/products/mac?term=${encodeURIComponent(term)}&limit=50`)).json());
  const listed = async (term: string) =>
    codes((await call('POST', '/products/search', { term, page_size: 50 })).json().items);
  const top = async (term: string) =>
    codes((await call('GET', `/products?term=${encodeURIComponent(term)}`)).json());

  it('every word anywhere in code, name or aliases, accent- and case-free, in any order', async () => {
    session = await t().login('irodai');
    for (const search of [mac, listed, top]) {
      expect(await search('akkus 18')).toEqual(['ASZ-1003']);
      expect(await search('18 AKKUS')).toEqual(['ASZ-1003']);
      expect(await search('tolgyfa asztal')).toEqual(['BUT-2001']);
      expect(await search('oszibarack sarga')).toEqual(['FES-5003']);
      // 'barackszín festék' is an alias ('Egyéb nevek') of the peach enamel paint.
      expect(await search('barackszin')).toEqual(['FES-5003']);
      expect(await search('fes 5003 zomanc')).toEqual(['FES-5003']);
      expect(await search('akkus 19')).toEqual([]);
      expect(await search('100% akkus')).toEqual([]);
      expect(await search('akkus _8')).toEqual([]);
    }
  });

  it('ranks exact code, code prefix, name prefix, then words anywhere', async () => {
    for (const [code, name] of [
      ['KER-2', 'Szénlapát'],
      ['KER-1', 'Lapát nyéllel'],
      ['LAPAT-2', 'Hólapát'],
      ['LAPAT', 'Kerti szerszám'],
    ])
      expect((await call('POST', '/products/create', { code, name })).statusCode).toBe(200);
    expect(await mac('lapat')).toEqual(['LAPAT', 'LAPAT-2', 'KER-1', 'KER-2']);
  });

  it('a new or changed alias is found at once', async () => {
    const created = (
      await call('POST', '/products/create', {
        code: 'ZSAK-1',
        name: 'Zsák',
        aliases: ['sittes zsák'],
      })
    ).json();
    expect(await mac('sittes')).toEqual(['ZSAK-1']);
    const r = await call('PUT', `/products/${created.id}`, {
      ...created,
      aliases: ['big bag'],
      groupId: null,
      catalogueId: null,
    });
    expect(r.statusCode).toBe(200);
    expect(await mac('sittes')).toEqual([]);
    expect(await listed('bag big')).toEqual(['ZSAK-1']);
  });
});

const all0 = (page: { items: { id: number }[] }) => page.items[0]!.id;

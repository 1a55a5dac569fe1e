import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { queryRows } from '../../platform/db/database.ts';
import { describeApp, REST, type Session } from '../../test/harness.ts';

describeApp('webshop info', (t) => {
  let session: Session;
  const call = (method: string, path: string, body?: unknown, as = session) =>
    t().call(method, `${REST}/webshop-info/${path}`, {
      session: as,
      ...(body !== undefined && { body }),
    });
  const product = async (code: string) => {
    const [row] = await queryRows<{ id: number }>(
      t().database.db,
      sql`insert into products (firm_id, code, name) values (1, ${code}, ${`${code} webshop teszt`})
          returning id`,
    );
    return row?.id ?? 0;
  };
  const image = async (productId: number, name: string) => {
    const [row] = await queryRows<{ id: number }>(
      t().database.db,
      sql`insert into product_media (firm_id, product_id, file_name, original_name, content_type, size_bytes)
          values (1, ${productId}, ${`${name}-${productId}.png`}, ${name}, 'image/png', 10) returning id`,
    );
    return row?.id ?? 0;
  };
  const texts = (slug: string | null) => [
    { language: 'HU', shortDescription: 'Rövid', longDescription: 'Hosszú leírás', slug },
    { language: 'EN', shortDescription: 'Short', longDescription: '', slug: `en-${slug ?? 'x'}` },
  ];

  it('lists products unpublished by default and saves texts per language with a main image', async () => {
    session = await t().login('irodai');
    const id = await product('WS-001');
    const img = await image(id, 'elol.png');
    const listed = (await call('GET', '?term=WS-001')).json();
    expect(listed.total).toBe(1);
    expect(listed.items[0]).toMatchObject({
      productId: id,
      code: 'WS-001',
      published: false,
      mainMediaId: null,
      texts: [],
      version: 1,
      images: [{ id: img, originalName: 'elol.png' }],
    });
    const saved = await call('PUT', String(id), {
      published: true,
      mainMediaId: img,
      texts: texts('teli-gumi'),
      version: 1,
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ published: true, mainMediaId: img, version: 2 });
    expect(saved.json().texts.map((x: { language: string }) => x.language)).toEqual(['HU', 'EN']);
    expect((await call('GET', '?term=WS-001&published=true')).json().total).toBe(1);
    expect((await call('GET', '?term=WS-001&published=false')).json().total).toBe(0);
    const stale = await call('PUT', String(id), {
      published: false,
      mainMediaId: null,
      texts: [],
      version: 1,
    });
    expect(stale.statusCode).toBe(409);
    const [audit] = await queryRows<{ n: number }>(
      t().database.db,
      sql`select count(*)::int as n from audit_log where entity = 'product_webshop' and entity_id = ${String(id)}`,
    );
    expect(audit?.n).toBe(1);
  });

  it('keeps a slug unique per language within the firm and checks image and language', async () => {
    const id = await product('WS-002');
    const taken = await call('PUT', String(id), {
      published: false,
      mainMediaId: null,
      texts: [{ language: 'HU', slug: 'teli-gumi' }],
      version: 1,
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().errors[0].path).toBe('texts.0.slug');
    const otherLanguage = await call('PUT', String(id), {
      published: false,
      mainMediaId: null,
      texts: [{ language: 'DE', slug: 'teli-gumi' }],
      version: 1,
    });
    expect(otherLanguage.statusCode).toBe(200);
    const foreignImage = await image(await product('WS-003'), 'masik.png');
    const wrongImage = await call('PUT', String(id), {
      published: false,
      mainMediaId: foreignImage,
      texts: [],
      version: 2,
    });
    expect(wrongImage.json()).toMatchObject({ status: 400, errors: [{ path: 'mainMediaId' }] });
    const badSlug = await call('PUT', String(id), {
      published: false,
      mainMediaId: null,
      texts: [{ language: 'HU', slug: 'Téli Gumi' }],
      version: 2,
    });
    expect(badSlug.statusCode).toBe(400);
    const unknown = await call('PUT', String(id), {
      published: false,
      mainMediaId: null,
      texts: [{ language: 'QQ' }],
      version: 2,
    });
    expect(unknown.json()).toMatchObject({ status: 400, errors: [{ path: 'texts.0.language' }] });
  });

  it('publishes many products at once, only the firm’s own, and only for product writers', async () => {
    const a = await product('WS-010');
    const b = await product('WS-011');
    const published = await call('POST', 'publish', { productIds: [a, b, a], published: true });
    expect(published.json()).toEqual({ changed: 2 });
    const again = await call('POST', 'publish', { productIds: [a, b], published: true });
    expect(again.json()).toEqual({ changed: 0 });
    const neverPublished = await product('WS-012');
    const withdrawn = await call('POST', 'publish', {
      productIds: [a, neverPublished],
      published: false,
    });
    expect(withdrawn.json()).toEqual({ changed: 1 });
    await call('POST', 'publish', { productIds: [a], published: true });
    expect((await call('GET', '?term=WS-01&published=true')).json().total).toBe(2);
    const other = await t().login('irodai');
    await t().call('PUT', `${REST}/user/firm`, { session: other, body: { firmId: 2 } });
    const foreign = await call('POST', 'publish', { productIds: [a], published: false }, other);
    expect(foreign.json()).toEqual({ changed: 0 });
    expect(
      (
        await call(
          'PUT',
          String(a),
          { published: false, mainMediaId: null, texts: [], version: 2 },
          other,
        )
      ).statusCode,
    ).toBe(404);
    expect((await call('GET', '?term=WS-01', undefined, other)).json().total).toBe(0);
    const seller = await t().login('ertekesito');
    expect((await call('GET', '?term=WS-01', undefined, seller)).statusCode).toBe(200);
    const refused = await call('POST', 'publish', { productIds: [a], published: false }, seller);
    expect(refused.statusCode).toBe(403);
  });

  it('two products saving the same slug at once: one is stored, the other answers 409', async () => {
    const ids = [await product('WS-020'), await product('WS-021')];
    const answers = await Promise.all(
      ids.map((id) =>
        call('PUT', String(id), {
          published: true,
          mainMediaId: null,
          texts: [{ language: 'HU', slug: 'egyszerre-mentett' }],
          version: 1,
        }),
      ),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    const [stored] = await queryRows<{ n: number }>(
      t().database.db,
      sql`select count(*)::int as n from product_webshop_texts where slug = 'egyszerre-mentett'`,
    );
    expect(stored?.n).toBe(1);
  });

  it('changes many products in bulk: published and a language’s texts, slug clashes refused per product', async () => {
    session = await t().login('irodai');
    const a = await product('WB-001');
    const b = await product('WB-002');
    const clash = await product('WB-003');
    const holder = await product('WB-004');
    // The holder has the slug that WB-003's name gives in DE; the others are free.
    expect(
      (
        await call('PUT', String(holder), {
          published: false,
          mainMediaId: null,
          texts: [{ language: 'DE', slug: 'wb-003-webshop-teszt' }],
          version: 1,
        })
      ).statusCode,
    ).toBe(200);
    await call('PUT', String(a), {
      published: false,
      mainMediaId: null,
      texts: [{ language: 'DE', shortDescription: 'Alt', longDescription: 'Bleibt' }],
      version: 1,
    });
    const r = await call('POST', 'bulk', {
      productIds: [a, b, clash, 999999],
      published: true,
      language: 'DE',
      shortDescription: 'Winterreifen',
      isSlugFromName: true,
    });
    expect(r.statusCode).toBe(200);
    expect(r.json()).toEqual({
      changed: 2,
      refused: [{ productId: clash, code: 'WB-003', field: 'slug', reason: 'SLUG_TAKEN' }],
    });
    const listed = (await call('GET', '?term=WB-00')).json().items;
    const de = (id: number) =>
      listed
        .find((i: { productId: number }) => i.productId === id)
        .texts.find((x: { language: string }) => x.language === 'DE');
    expect(listed.map((i: { published: boolean }) => i.published)).toEqual([
      true,
      true,
      false,
      false,
    ]);
    expect(de(a)).toEqual({
      language: 'DE',
      shortDescription: 'Winterreifen',
      longDescription: 'Bleibt',
      slug: 'wb-001-webshop-teszt',
    });
    expect(de(b)).toMatchObject({ shortDescription: 'Winterreifen', slug: 'wb-002-webshop-teszt' });
    expect(de(clash)).toBeUndefined();
    const audits = await queryRows<{ entity_id: string | null; action: string }>(
      t().database.db,
      sql`select entity_id, action from audit_log where entity = 'product_webshop'
            and request_id = (select request_id from audit_log where action = 'bulk_update' order by id desc limit 1)
          order by id`,
    );
    expect(audits).toEqual([
      { entity_id: String(a), action: 'update' },
      { entity_id: String(b), action: 'update' },
      { entity_id: null, action: 'bulk_update' },
    ]);
    // Texts need a language; the change needs a product writer.
    const noLanguage = await call('POST', 'bulk', { productIds: [a], shortDescription: 'x' });
    expect(noLanguage.statusCode).toBe(400);
    expect(JSON.stringify(noLanguage.json().errors)).toContain('language');
    const driver = await t().login('sofor');
    expect(
      (await call('POST', 'bulk', { productIds: [a], published: false }, driver)).statusCode,
    ).toBe(403);
  });
});

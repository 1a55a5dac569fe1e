import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { queryRows } from '../../platform/db/database.ts';
import { describeApp, REST, type TestApp } from '../../test/harness.ts';

const auditOf = async (t: TestApp, requestId: unknown) =>
  queryRows<{ entity: string; action: string; after: unknown }>(
    t.database.db,
    sql`select entity, action, after from audit_log where request_id = ${String(requestId)}`,
  );

describeApp('reference data lists', (t) => {
  it("answers a code list of the caller's firm, by code prefix or accent-free name", async () => {
    const session = await t().login('ertekesito');
    const all = await t().call('GET', `${REST}/codes/mac?code_group=PAYMENT_METHOD`, { session });
    expect(all.json().map((c: { name: string }) => c.name)).toEqual([
      'Átutalás',
      'Készpénz',
      'Utánvét',
      'Bankkártya',
      'Előre utalás (díjbekérő alapján)',
      'Kompenzáció',
    ]);
    const byName = await t().call('GET', `${REST}/codes/mac?code_group=PAYMENT_METHOD&term=utanv`, {
      session,
    });
    expect(byName.json()).toEqual([{ id: expect.any(Number), code: 'UTANVET', name: 'Utánvét' }]);
    const byCode = await t().call(
      'GET',
      `${REST}/codes/mac?code_group=PRICE_TYPE&term=nagy&limit=1`,
      {
        session,
      },
    );
    expect(byCode.json()).toMatchObject([{ code: 'NAGYKER', name: 'Nagykereskedelmi ár' }]);
    const wrongGroup = await t().call('GET', `${REST}/codes/mac?code_group=NOPE`, { session });
    expect(wrongGroup.statusCode).toBe(400);
    expect(wrongGroup.json().errors[0].path).toBe('code_group');
  });

  it("names codes, languages and units in the user's language", async () => {
    await t().database.db.execute(sql`update users set language = 'EN' where username = 'sofor'`);
    const session = await t().login('sofor');
    const codes = await t().call('GET', `${REST}/codes/mac?code_group=PAYMENT_METHOD&term=cash`, {
      session,
    });
    expect(codes.json().map((c: { name: string }) => c.name)).toEqual(['Cash', 'Cash on delivery']);
    const languages = (await t().call('GET', `${REST}/codes/languages`, { session })).json();
    expect(languages.slice(0, 3)).toMatchObject([
      { code: 'HU', name: 'Hungarian' },
      { code: 'EN', name: 'English' },
      { code: 'DE', name: 'German' },
    ]);
  });

  it('looks measure units up by code or name', async () => {
    const session = await t().login('raktaros');
    const kg = await t().call('GET', `${REST}/measure-units/mac?term=kg`, { session });
    expect(kg.json()[0]).toMatchObject({ code: 'kg', name: 'kilogramm' });
    const m3 = await t().call('GET', `${REST}/measure-units/mac?term=kobmeter`, { session });
    expect(m3.json()).toMatchObject([{ code: 'm³', name: 'köbméter' }]);
    const all = await t().call('GET', `${REST}/measure-units/mac?limit=100`, { session });
    expect(all.json().map((u: { code: string }) => u.code)).toEqual(
      expect.arrayContaining(['db', 'kg', 'm', 'm²', 'm³', 'l', 'csomag', 'raklap', 'óra']),
    );
  });

  it("answers the firm's couriers and templates of a scope, defaults first", async () => {
    const session = await t().login('irodai');
    const couriers = (await t().call('GET', `${REST}/couriers/mac`, { session })).json();
    expect(couriers.map((c: { code: string }) => c.code)).toEqual([
      'GLS',
      'MPL',
      'DPD',
      'SPRINTER',
      'FOXPOST',
      'SAJAT',
    ]);
    const own = await t().call('GET', `${REST}/couriers/mac?term=sajat`, { session });
    expect(own.json()).toMatchObject([{ name: 'Saját kiszállítás', kind: 'OWN_DELIVERY' }]);
    const invoice = (
      await t().call('GET', `${REST}/templates/list?scope=CUSTOMER_INVOICE&kind=DOCUMENT`, {
        session,
      })
    ).json();
    expect(invoice.map((x: { name: string }) => x.name)).toEqual([
      'Számla',
      'Kétnyelvű számla (magyar–angol)',
      'Díjbekérő',
    ]);
    expect(invoice[0].isDefault).toBe(true);
    const english = await t().call('GET', `${REST}/templates/list?scope=QUOTE&language=en`, {
      session,
    });
    expect(english.json()).toMatchObject([{ code: 'QUOTATION', language: 'EN' }]);
    expect(
      (await t().call('GET', `${REST}/templates/list?scope=OTHER`, { session })).statusCode,
    ).toBe(400);
  });
});

describeApp('screen setup', (t) => {
  it('answers the defaults until the user saves, then their settings; saving is audited', async () => {
    const session = await t().login('irodai');
    const url = `${REST}/screen-setup/?screen=partner-list`;
    expect((await t().call('GET', url, { session })).json()).toEqual({
      screen: 'partner-list',
      setup: { columns: [], pageSize: 25, sort: null },
      isDefault: true,
      updatedAt: null,
    });
    const setup = {
      columns: [
        { id: 'name', visible: true, width: 240 },
        { id: 'taxNumber', visible: false },
      ],
      pageSize: 50,
      sort: { column: 'name', direction: 'asc' },
    };
    const saved = await t().call('PUT', `${REST}/screen-setup/`, {
      session,
      body: { screen: 'partner-list', setup },
    });
    expect(saved.statusCode).toBe(200);
    const expected = {
      columns: [
        { id: 'name', visible: true, width: 240 },
        { id: 'taxNumber', visible: false, width: null },
      ],
      pageSize: 50,
      sort: { column: 'name', direction: 'asc' },
    };
    expect(saved.json()).toMatchObject({ setup: expected, isDefault: false });
    expect(await auditOf(t(), saved.headers['x-request-id'])).toEqual([
      { entity: 'screen_setup', action: 'save', after: expected },
    ]);
    expect((await t().call('GET', url, { session })).json()).toMatchObject({
      setup: expected,
      isDefault: false,
    });
    // Another user, and the same user in another firm, still see the defaults.
    const other = await t().login('ertekesito');
    expect((await t().call('GET', url, { session: other })).json().isDefault).toBe(true);
    await t().call('PUT', `${REST}/user/firm`, { session, body: { firmId: 2 } });
    expect((await t().call('GET', url, { session })).json().isDefault).toBe(true);
  });

  it('refuses bad settings with the failing field', async () => {
    const session = await t().login('irodai');
    const r = await t().call('PUT', `${REST}/screen-setup/`, {
      session,
      body: { screen: 'partner-list', setup: { pageSize: 0 } },
    });
    expect(r.statusCode).toBe(400);
    expect(r.json().errors[0].path).toBe('setup.pageSize');
    const badScreen = await t().call(
      'GET',
      `${REST}/screen-setup/?screen=${encodeURIComponent('../x')}`,
      {
        session,
      },
    );
    expect(badScreen.statusCode).toBe(400);
  });
});

describeApp('phone numbers', (t) => {
  const format = async (body: unknown) => {
    const session = await t().login('ertekesito');
    return t().call('POST', `${REST}/phoneParser/formatPhoneNumberJSON`, { session, body });
  };

  it('formats Hungarian mobile and landline numbers as typed', async () => {
    expect((await format({ phoneNumber: '06 30 123 4567' })).json()).toEqual({
      valid: true,
      e164: '+36301234567',
      national: '06 30 123 4567',
      international: '+36 30 123 4567',
      type: 'MOBILE',
      country: 'HU',
    });
    expect((await format({ phoneNumber: '+36-1-555-0100' })).json()).toMatchObject({
      valid: true,
      e164: '+3615550100',
      type: 'FIXED_LINE',
    });
    expect((await format({ phoneNumber: '0664 123 4567', region: 'at' })).json()).toMatchObject({
      valid: true,
      e164: '+436641234567',
      country: 'AT',
    });
  });

  it('answers valid:false for anything unreadable, and 400 only for a bad region', async () => {
    for (const phoneNumber of ['', '123', 'hívj fel', '06 30 123']) {
      const r = await format({ phoneNumber });
      expect(r.statusCode).toBe(200);
      expect(r.json()).toMatchObject({ valid: false, e164: null, type: null });
    }
    const region = await format({ phoneNumber: '06 30 123 4567', region: 'XX' });
    expect(region.statusCode).toBe(400);
    expect(region.json().errors[0].path).toBe('region');
  });
});

describeApp('comments', (t) => {
  /** A demo document of firm 1 (seed/sales.ts). */
  const documentId = async (table: 'quotes' | 'quote_requests' | 'customer_orders') =>
    (
      await queryRows<{ id: number }>(
        t().database.db,
        sql`select min(id) as id from ${sql.identifier(table)} where firm_id = 1`,
      )
    )[0]!.id;

  it('adds comments to a customer order and lists them oldest first, audited', async () => {
    const session = await t().login('ertekesito');
    const orderId = await documentId('customer_orders');
    const url = `${REST}/comments?customer_order_id=${orderId}`;
    const first = await t().call('POST', url, {
      session,
      body: { text: '  Csak délelőtt szállítható.  ' },
    });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({
      text: 'Csak délelőtt szállítható.',
      authorName: 'Szabó Péter',
    });
    expect(await auditOf(t(), first.headers['x-request-id'])).toMatchObject([
      { entity: 'comment', action: 'create' },
    ]);
    await t().call('POST', url, { session, body: { text: 'A vevő visszaigazolta.' } });
    const list = (await t().call('GET', url, { session })).json();
    expect(list.map((c: { text: string }) => c.text)).toEqual([
      'Csak délelőtt szállítható.',
      'A vevő visszaigazolta.',
    ]);
    // Another kind of document has its own comments.
    const quoteId = await documentId('quotes');
    expect(
      (await t().call('GET', `${REST}/comments?quote_id=${quoteId}`, { session })).json(),
    ).toEqual([]);
  });

  it('needs the document to exist in the firm, and keeps comments in their firm', async () => {
    const session = await t().login('ertekesito');
    const requestId = await documentId('quote_requests');
    const url = `${REST}/comments?quote_request_id=${requestId}`;
    expect((await t().call('POST', url, { session, body: { text: 'Első cég' } })).statusCode).toBe(
      200,
    );
    const missing = await t().call('GET', `${REST}/comments?quote_id=2000000000`, { session });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().errors[0].path).toBe('quote_id');
    await t().call('PUT', `${REST}/user/firm`, { session, body: { firmId: 2 } });
    expect((await t().call('GET', url, { session })).statusCode).toBe(404);
  });

  it('needs exactly one target and some text; writing needs the sales permission', async () => {
    const session = await t().login('ertekesito');
    const none = await t().call('GET', `${REST}/comments`, { session });
    expect(none.statusCode).toBe(400);
    const two = await t().call('GET', `${REST}/comments?quote_id=1&customer_order_id=1`, {
      session,
    });
    expect(two.statusCode).toBe(400);
    const quoteId = await documentId('quotes');
    const empty = await t().call('POST', `${REST}/comments?quote_id=${quoteId}`, {
      session,
      body: { text: '  ' },
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors[0].path).toBe('text');
    const warehouse = await t().login('raktaros');
    expect(
      (
        await t().call('POST', `${REST}/comments?quote_id=${quoteId}`, {
          session: warehouse,
          body: { text: 'x' },
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (await t().call('GET', `${REST}/comments?quote_id=${quoteId}`, { session: warehouse }))
        .statusCode,
    ).toBe(200);
  });
});

import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { queryRows } from '../../platform/db/database.ts';
import { describeApp, REST, type Session } from '../../test/harness.ts';
import { partnerBody, taxNumberOf } from './partners.test-data.ts';

describeApp('partners', (t) => {
  let session: Session;
  const call = (method: string, path: string, body?: unknown) =>
    t().call(method, `${REST}${path}`, { session, ...(body !== undefined && { body }) });

  it('creates a partner with a generated code, formatted numbers and its addresses, and audits it', async () => {
    session = await t().login('irodai');
    const r = await call('POST', '/partners/', {
      ...partnerBody(),
      taxNumber: taxNumberOf('2987654').replaceAll('-', ''),
      euVatNumber: `hu ${taxNumberOf('2987654').slice(0, 8)}`,
    });
    expect(r.statusCode).toBe(200);
    const partner = r.json();
    expect(partner).toMatchObject({
      code: `P${String(partner.id).padStart(6, '0')}`,
      taxNumber: taxNumberOf('2987654'),
      euVatNumber: `HU${taxNumberOf('2987654').slice(0, 8)}`,
      roles: ['CUSTOMER', 'SUPPLIER'],
      paymentMethod: 'TRANSFER',
      creditLimit: '1500000.50',
      version: 1,
      billingAddress: { fullAddress: '2000 Szentendre, Dumtsa Jenő utca 7.', countryCode: 'HU' },
      shippingAddresses: [{ name: 'Raktár', isDefault: true }],
      contacts: [],
      bankAccounts: [],
      links: [],
    });
    const [audit] = await queryRows<{ entity: string; action: string }>(
      t().database.db,
      sql`select entity, action from audit_log where request_id = ${String(r.headers['x-request-id'])}`,
    );
    expect(audit).toEqual({ entity: 'partner', action: 'create' });
    expect((await call('GET', `/partners/${partner.id}`)).json()).toEqual(partner);
  });

  it('refuses a tax number already used in the firm with 409 on the field, but not in another firm', async () => {
    const taxNumber = taxNumberOf('2555111');
    expect((await call('POST', '/partners/', partnerBody({ taxNumber }))).statusCode).toBe(200);
    const twice = await call('POST', '/partners/', partnerBody({ name: 'Más Kft.', taxNumber }));
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toMatchObject({ code: 'CONFLICT', errors: [{ path: 'taxNumber' }] });
    await call('PUT', '/user/firm', { firmId: 2 });
    expect((await call('POST', '/partners/', partnerBody({ taxNumber }))).statusCode).toBe(200);
    await call('PUT', '/user/firm', { firmId: 1 });
  });

  it('refuses a used code with 409 on the field', async () => {
    expect(
      (await call('POST', '/partners/', partnerBody({ code: 'EGYEDI-1', taxNumber: null })))
        .statusCode,
    ).toBe(200);
    const r = await call('POST', '/partners/', partnerBody({ code: 'egyedi-1', taxNumber: null }));
    expect(r.statusCode).toBe(409);
    expect(r.json().errors).toEqual([expect.objectContaining({ path: 'code' })]);
  });

  it('answers 400 with every wrong field: tax number, EU VAT, postal code, roles, terms', async () => {
    const r = await call('POST', '/partners/', {
      ...partnerBody(),
      taxNumber: '12345678-2-13',
      euVatNumber: 'DE12345',
      roles: [],
      billingAddress: { postalCode: '123', city: 'Eger', street: 'Fő utca 1.' },
      shippingAddresses: [
        { postalCode: '3300', city: 'Eger', street: 'Fő utca 2.', isDefault: true },
        { postalCode: '3300', city: 'Eger', street: 'Fő utca 3.', isDefault: true },
      ],
      paymentTermsDays: 400,
    });
    expect(r.statusCode).toBe(400);
    expect(r.headers['content-type']).toContain('application/problem+json');
    expect(
      r
        .json()
        .errors.map((e: { path: string }) => e.path)
        .sort(),
    ).toEqual([
      'billingAddress.postalCode',
      'euVatNumber',
      'paymentTermsDays',
      'roles',
      'shippingAddresses',
      'taxNumber',
    ]);
  });

  it('refuses a country that is no ISO 3166-1 code, and a blank or too long postal code, naming the field', async () => {
    const address = { postalCode: '2000', city: 'Szentendre', street: 'Fő tér 1.' };
    const r = await call('POST', '/partners/', {
      ...partnerBody(),
      billingAddress: { ...address, countryCode: 'Magyarország' },
      shippingAddresses: [
        { ...address, countryCode: 'XX' },
        { ...address, countryCode: 'DE', postalCode: '' },
        { ...address, countryCode: 'GB', postalCode: 'SW1A 1AA 1234' },
      ],
    });
    expect(r.statusCode).toBe(400);
    expect(r.json().errors.map((e: { path: string }) => e.path)).toEqual(
      expect.arrayContaining([
        'billingAddress.countryCode',
        'shippingAddresses.0.countryCode',
        'shippingAddresses.1.postalCode',
        'shippingAddresses.2.postalCode',
      ]),
    );
    const stored = await call('POST', '/partners/', {
      ...partnerBody({ taxNumber: null }),
      billingAddress: { ...address, countryCode: 'ma', postalCode: '10000' },
    });
    expect(stored.json().billingAddress.countryCode).toBe('MA');
  });

  it('refuses a sales representative who is not an employee of the firm', async () => {
    const [other] = await queryRows<{ id: number }>(
      t().database.db,
      sql`select id from employees where firm_id = 3 limit 1`,
    );
    const r = await call(
      'POST',
      '/partners/',
      partnerBody({ taxNumber: null, salesRepEmployeeId: other!.id }),
    );
    expect(r.statusCode).toBe(400);
    expect(r.json().errors[0].path).toBe('salesRepEmployeeId');
  });

  it('updates with the version, keeps addresses by id, and answers 409 to a stale version', async () => {
    const created = (
      await call('POST', '/partners/', partnerBody({ taxNumber: taxNumberOf('2444333') }))
    ).json();
    const keptId = created.shippingAddresses[0].id;
    const update = {
      ...partnerBody({ taxNumber: taxNumberOf('2444333') }),
      name: 'Árvíztűrő Tükörfúró Zrt.',
      shippingAddresses: [
        {
          id: keptId,
          name: 'Új raktár',
          postalCode: '2100',
          city: 'Gödöllő',
          street: 'Ipari park 5.',
        },
        { postalCode: '6720', city: 'Szeged', street: 'Kárász utca 1.', isDefault: true },
      ],
      version: 1,
    };
    const r = await call('PUT', `/partners/${created.id}`, update);
    expect(r.statusCode).toBe(200);
    expect(r.json()).toMatchObject({
      name: 'Árvíztűrő Tükörfúró Zrt.',
      code: created.code,
      version: 2,
      shippingAddresses: [
        { id: keptId, name: 'Új raktár', isDefault: false },
        { city: 'Szeged', isDefault: true },
      ],
    });
    const stale = await call('PUT', `/partners/${created.id}`, { ...update, name: 'Régi' });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ code: 'STALE_VERSION', errors: [{ path: 'version' }] });
    const foreign = await call('PUT', `/partners/${created.id}`, {
      ...update,
      version: 2,
      shippingAddresses: [{ id: 1, postalCode: '2100', city: 'Gödöllő', street: 'x' }],
    });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().errors[0].path).toBe('shippingAddresses.0.id');
  });

  it('deletes an unreferenced partner, refuses a linked one with the reason, and checks the version', async () => {
    const a = (await call('POST', '/partners/', partnerBody({ taxNumber: null }))).json();
    const b = (await call('POST', '/partners/', partnerBody({ taxNumber: null }))).json();
    await call('POST', `/partners/${a.id}/contacts`, { name: 'Kiss Éva' });
    await call('POST', `/partners/${b.id}/links`, {
      linkedPartnerId: a.id,
      linkType: 'PARENT_COMPANY',
    });
    const refused = await call('DELETE', `/partners/${a.id}?version=1`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'CONFLICT',
      errors: [{ path: 'links', code: 'referenced' }],
    });
    expect(refused.json().detail).toContain('linked to 1 other partner');
    const [link] = (await call('GET', `/partners/${a.id}/links`)).json();
    expect((await call('DELETE', `/partners/${a.id}/links/${link.id}`)).statusCode).toBe(204);
    expect((await call('DELETE', `/partners/${a.id}?version=7`)).statusCode).toBe(409);
    expect((await call('DELETE', `/partners/${a.id}?version=1`)).statusCode).toBe(204);
    expect((await call('GET', `/partners/${a.id}`)).statusCode).toBe(404);
    const rows = await queryRows(
      t().database.db,
      sql`select 1 from partner_contacts where partner_id = ${a.id}`,
    );
    expect(rows).toEqual([]);
  });

  it('lets a warehouse worker read partners but not change them; the workshop sees none', async () => {
    const reader = await t().login('raktaros');
    const [any] = await queryRows<{ id: number }>(
      t().database.db,
      sql`select id from partners where firm_id = 1 limit 1`,
    );
    expect(
      (await t().call('GET', `${REST}/partners/${any!.id}`, { session: reader })).statusCode,
    ).toBe(200);
    expect(
      (await t().call('POST', `${REST}/partners/`, { session: reader, body: partnerBody() }))
        .statusCode,
    ).toBe(403);
    const workshop = await t().login('muhely');
    expect(
      (await t().call('POST', `${REST}/partners/search`, { session: workshop, body: {} }))
        .statusCode,
    ).toBe(403);
  });
});

import { sql } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { queryRows } from '../../platform/db/database.ts';
import { describeApp, REST, type Session } from '../../test/harness.ts';
import { partnerBody, taxNumberOf } from './partners.test-data.ts';

describeApp('partner lookups', (t) => {
  let session: Session;
  const get = async (path: string) => {
    const r = await t().call('GET', `${REST}${path}`, { session });
    expect(r.statusCode, path).toBe(200);
    return r.json();
  };
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    session = await t().login('ertekesito');
    const create = async (key: string, body: object) => {
      const r = await t().call('POST', `${REST}/partners/`, { session, body });
      expect(r.statusCode).toBe(200);
      ids[key] = r.json().id;
    };
    await create(
      'kovacs',
      partnerBody({
        name: 'Kovácsné Szép Ilona',
        kind: 'PERSON',
        roles: ['CUSTOMER'],
        taxNumber: null,
      }),
    );
    await create(
      'lakatos',
      partnerBody({
        code: 'KOV-77',
        name: 'Lakatos Műhely Kft.',
        roles: ['CUSTOMER', 'SUBCONTRACTOR'],
        taxNumber: taxNumberOf('2888001'),
      }),
    );
    await create(
      'kovacsolt',
      partnerBody({
        name: 'Díszkovácsolt Kapu Kft.',
        roles: ['CUSTOMER', 'MANUFACTURER'],
        taxNumber: taxNumberOf('2888002'),
      }),
    );
    await create(
      'insurer',
      partnerBody({ name: 'Őrangyal Biztosító Zrt.', roles: ['INSURER'], taxNumber: null }),
    );
    await create(
      'inactive',
      partnerBody({
        name: 'Kovács Megszűnt Bt.',
        roles: ['CUSTOMER'],
        taxNumber: null,
        isActive: false,
      }),
    );
    await t().call('POST', `${REST}/partners/${ids.lakatos}/contacts`, {
      session,
      body: {
        name: 'Őri Ödön',
        email: 'ori.odon@lakatos.hu',
        phone: '+36 70 555 1234',
        isPrimary: true,
      },
    });
    await t().call('POST', `${REST}/partners/${ids.lakatos}/contacts`, {
      session,
      body: { name: 'Telefonos Tamás', phone: '+36 70 555 9999' },
    });
  });

  it('finds customers by code prefix, then name prefix, then fragment, accent- and case-free, with contacts', async () => {
    const found = await get('/customers/mac?term=kov&limit=50');
    const names = found.map((p: { name: string }) => p.name);
    expect(names[0]).toBe('Lakatos Műhely Kft.');
    expect(names.indexOf('Kovácsné Szép Ilona')).toBeLessThan(
      names.indexOf('Díszkovácsolt Kapu Kft.'),
    );
    expect(names).not.toContain('Kovács Megszűnt Bt.');
    expect(found[0]).toEqual({
      id: ids.lakatos,
      code: 'KOV-77',
      name: 'Lakatos Műhely Kft.',
      isEmployee: false,
      taxNumber: taxNumberOf('2888001'),
      city: 'Szentendre',
      contacts: [
        { id: expect.any(Number), label: 'Őri Ödön - (ori.odon@lakatos.hu, +36 70 555 1234)' },
        { id: expect.any(Number), label: 'Telefonos Tamás - (+36 70 555 9999)' },
      ],
    });
    expect((await get('/customers/mac?term=DISZKOVACS')).map((p: { id: number }) => p.id)).toEqual([
      ids.kovacsolt,
    ]);
    expect((await get('/customers/mac?term=2888002')).map((p: { id: number }) => p.id)).toEqual([
      ids.kovacsolt,
    ]);
    expect(await get('/customers/mac?term=%25_')).toEqual([]);
    expect(await get('/customers/mac?term=a&limit=3')).toHaveLength(3);
  });

  it('matches every word anywhere in code, names, tax number and billing city, in any order', async () => {
    const macIds = async (term: string) =>
      (await get(`/customers/mac?term=${encodeURIComponent(term)}&limit=50`)).map(
        (p: { id: number }) => p.id,
      );
    const listIds = async (term: string) =>
      (
        await t().call('POST', `${REST}/partners/search`, {
          session,
          body: { term, page_size: 50 },
        })
      )
        .json()
        .items.map((p: { id: number }) => p.id);
    for (const search of [macIds, listIds]) {
      expect(await search('szentendre lakatos')).toEqual([ids.lakatos]);
      expect(await search('KFT MUHELY kov-77')).toEqual([ids.lakatos]);
      expect(await search('kapu 2888002')).toEqual([ids.kovacsolt]);
      expect(await search('kapu diszkovacsolt kft')).toEqual([ids.kovacsolt]);
      expect(await search('kapu lakatos')).toEqual([]);
      expect(await search('kapu %')).toEqual([]);
    }
  });

  it('includes the firm employees, flagged, only when asked', async () => {
    const without = await get('/customers/mac?term=szabo%20p');
    expect(without.filter((p: { isEmployee: boolean }) => p.isEmployee)).toEqual([]);
    const withEmployees = await get('/customers/mac?term=szabo%20p&should_include_employees=true');
    expect(withEmployees).toContainEqual(
      expect.objectContaining({ name: 'Szabó Péter', isEmployee: true, code: null, contacts: [] }),
    );
  });

  it('answers suppliers, manufacturers, subcontractors and insurers by role', async () => {
    expect(await get('/customer-order/subcontractors/mac?term=lakatos')).toEqual([
      { id: ids.lakatos, code: 'KOV-77', name: 'Lakatos Műhely Kft.' },
    ]);
    expect(
      (await get('/customer-order/manufacturers/mac?term=kapu')).map((p: { id: number }) => p.id),
    ).toEqual([ids.kovacsolt]);
    expect(await get('/partners/insurers/mac?term=orangyal')).toEqual([
      { id: ids.insurer, code: expect.any(String), name: 'Őrangyal Biztosító Zrt.' },
    ]);
    expect(await get('/suppliers/mac?term=orangyal')).toEqual([]);
    const [{ n }] = (await queryRows<{ n: number }>(
      t().database.db,
      sql`select count(*)::int as n from partners where firm_id = 1 and is_active and 'SUPPLIER' = any(roles)`,
    )) as [{ n: number }];
    expect((await get('/suppliers/mac?limit=100')).length).toBe(Math.min(n, 100));
    expect((await get('/customer-order/suppliers/mac?limit=100')).length).toBe(Math.min(n, 100));
  });

  it("answers contacts with an e-mail as 'name - (email, phone)', for every partner or one", async () => {
    const byName = await get('/partners/contacts/email/mac?term=odon');
    expect(byName).toEqual([
      {
        id: expect.any(Number),
        partnerId: ids.lakatos,
        partnerName: 'Lakatos Műhely Kft.',
        name: 'Őri Ödön',
        email: 'ori.odon@lakatos.hu',
        phone: '+36 70 555 1234',
        language: 'hu',
        label: 'Őri Ödön - (ori.odon@lakatos.hu, +36 70 555 1234)',
      },
    ]);
    expect(
      (await get('/partners/contacts/email/mac?term=ORI.O')).map((c: { name: string }) => c.name),
    ).toEqual(['Őri Ödön']);
    expect(
      (await get('/partners/contacts/email/mac?term=lakatos%20muhely')).map(
        (c: { name: string }) => c.name,
      ),
    ).toEqual(['Őri Ödön']);
    expect(
      (await get(`/partners/${ids.lakatos}/employees/email/mac`)).map(
        (c: { name: string }) => c.name,
      ),
    ).toEqual(['Őri Ödön']);
    expect(await get(`/partners/${ids.kovacsolt}/employees/email/mac`)).toEqual([]);
  });

  it("answers each contact's language: its own, else its partner's country's", async () => {
    const addContact = (partnerId: number, body: object) =>
      t().call('POST', `${REST}/partners/${partnerId}/contacts`, { session, body });
    expect(
      (
        await addContact(ids.lakatos!, {
          name: 'Anna Englisch',
          email: 'anna@lakatos.hu',
          language: 'en',
        })
      ).statusCode,
    ).toBe(200);
    await t().database.db.execute(
      sql`update partner_addresses set country_code = 'AT' where partner_id = ${ids.kovacsolt!}`,
    );
    await addContact(ids.kovacsolt!, { name: 'Kurt Wiener', email: 'kurt@kapu.at' });
    const languageOf = async (term: string) =>
      (await get(`/partners/contacts/email/mac?term=${term}`)).map(
        (c: { email: string; language: string }) => `${c.email} ${c.language}`,
      );
    expect(await languageOf('anna@')).toEqual(['anna@lakatos.hu en']);
    expect(await languageOf('kurt@')).toEqual(['kurt@kapu.at de']);
    expect(await languageOf('ori.')).toEqual(['ori.odon@lakatos.hu hu']);
  });

  it('answers price types in the user language, and an empty page of last orders', async () => {
    expect(await get('/customers/price-types/mac?term=nagyker')).toEqual([
      { id: expect.any(Number), code: 'WHOLESALE', name: 'Nagykereskedelmi ár' },
    ]);
    expect((await get('/customers/price-types/mac')).length).toBe(5);
    const orders = await t().call('POST', `${REST}/customers/${ids.lakatos}/last-orders`, {
      session,
      body: { page_number: 0, page_size: 10 },
    });
    expect(orders.json()).toEqual({ items: [], page_number: 0, page_size: 10, total: 0 });
    const [foreign] = await queryRows<{ id: number }>(
      t().database.db,
      sql`select id from partners where firm_id = 2 limit 1`,
    );
    const refused = await t().call('POST', `${REST}/customers/${foreign!.id}/last-orders`, {
      session,
      body: {},
    });
    expect(refused.statusCode).toBe(404);
  });

  it("never answers another firm's partners or contacts", async () => {
    const [foreign] = await queryRows<{ name: string; email: string }>(
      t().database.db,
      sql`select p.name, c.email from partners p join partner_contacts c on c.partner_id = p.id
        where p.firm_id = 2 and 'CUSTOMER' = any(p.roles) and p.is_active and c.email is not null limit 1`,
    );
    const term = encodeURIComponent(foreign!.name);
    const own = await queryRows(
      t().database.db,
      sql`select 1 from partners where firm_id = 1 and name = ${foreign!.name}`,
    );
    expect((await get(`/customers/mac?term=${term}`)).length).toBe(own.length);
    expect(
      await get(`/partners/contacts/email/mac?term=${encodeURIComponent(foreign!.email)}`),
    ).toEqual([]);
    expect((await get('/customers/mac?limit=100')).length).toBeLessThanOrEqual(100);
  });
});

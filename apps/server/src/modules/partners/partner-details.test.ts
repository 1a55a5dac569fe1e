import { expect, it } from 'vitest';
import { describeApp, REST, type Session } from '../../test/harness.ts';
import { partnerBody } from './partners.test-data.ts';

describeApp('contacts, bank accounts and links of a partner', (t) => {
  let session: Session;
  let partnerId: number;
  const call = (method: string, path: string, body?: unknown) =>
    t().call(method, `${REST}${path}`, { session, ...(body !== undefined && { body }) });
  const newPartner = async (name: string) =>
    (await call('POST', '/partners/', partnerBody({ name, taxNumber: null }))).json().id as number;

  it('keeps the language a contact reads (null: the partner’s country decides)', async () => {
    session = await t().login('irodai');
    const id = await newPartner('Nyelv Teszt Kft.');
    const german = await call('POST', `/partners/${id}/contacts`, {
      name: 'Jana Müller',
      email: 'jana.mueller@example.de',
      language: 'de',
    });
    expect(german.json()).toMatchObject({ language: 'de' });
    const unset = (await call('POST', `/partners/${id}/contacts`, { name: 'Szabó Ede' })).json();
    expect(unset.language).toBeNull();
    const bad = await call('POST', `/partners/${id}/contacts`, { name: 'X', language: 'fr' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].path).toBe('language');
    const changed = await call('PUT', `/partners/${id}/contacts/${german.json().id}`, {
      name: 'Jana Müller',
      email: 'jana.mueller@example.de',
      language: 'en',
      version: 1,
    });
    expect(changed.json()).toMatchObject({ language: 'en', version: 2 });
  });

  it('adds contacts with one primary, validates e-mail and phone, and labels them', async () => {
    session = await t().login('irodai');
    partnerId = await newPartner('Kapcsolat Teszt Kft.');
    const first = await call('POST', `/partners/${partnerId}/contacts`, {
      name: 'Kiss Éva',
      email: 'kiss.eva@pelda.hu',
      phone: '+36 30 123 4567',
      position: 'ügyvezető',
      isPrimary: true,
    });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({
      partnerId,
      label: 'Kiss Éva - (kiss.eva@pelda.hu, +36 30 123 4567)',
      isPrimary: true,
      version: 1,
    });
    const second = (
      await call('POST', `/partners/${partnerId}/contacts`, {
        name: 'Bognár Ádám',
        isPrimary: true,
      })
    ).json();
    const list = (await call('GET', `/partners/${partnerId}/contacts`)).json();
    expect(list.map((c: { name: string; isPrimary: boolean }) => [c.name, c.isPrimary])).toEqual([
      ['Bognár Ádám', true],
      ['Kiss Éva', false],
    ]);
    const bad = await call('POST', `/partners/${partnerId}/contacts`, {
      name: 'Rossz Adat',
      email: 'rossz adat@pelda.hu',
      phone: 'hívd fel',
    });
    expect(bad.statusCode).toBe(400);
    expect(
      bad
        .json()
        .errors.map((e: { path: string }) => e.path)
        .sort(),
    ).toEqual(['email', 'phone']);

    const updated = await call('PUT', `/partners/${partnerId}/contacts/${second.id}`, {
      name: 'Bognár Ádám',
      email: 'bognar.adam@pelda.hu',
      isPrimary: true,
      version: 1,
    });
    expect(updated.json()).toMatchObject({
      version: 2,
      label: 'Bognár Ádám - (bognar.adam@pelda.hu)',
    });
    const stale = await call('PUT', `/partners/${partnerId}/contacts/${second.id}`, {
      name: 'Régi',
      version: 1,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().code).toBe('STALE_VERSION');
    expect((await call('DELETE', `/partners/${partnerId}/contacts/${second.id}`)).statusCode).toBe(
      204,
    );
    expect((await call('DELETE', `/partners/${partnerId}/contacts/${second.id}`)).statusCode).toBe(
      404,
    );
    const other = await newPartner('Másik Kft.');
    expect(
      (await call('DELETE', `/partners/${other}/contacts/${first.json().id}`)).statusCode,
    ).toBe(404);
  });

  it('stores Hungarian account numbers and IBANs normalised, checks digits and duplicates', async () => {
    const hu = await call('POST', `/partners/${partnerId}/bank-accounts`, {
      accountNumber: '1177 3016 1111 1018',
      bankName: 'OTP Bank',
    });
    expect(hu.statusCode).toBe(200);
    expect(hu.json()).toMatchObject({
      accountNumber: '11773016-11111018',
      format: 'HU',
      currencyCode: 'HUF',
      isDefault: true,
    });
    const iban = await call('POST', `/partners/${partnerId}/bank-accounts`, {
      accountNumber: 'de89 3704 0044 0532 0130 00',
      currencyCode: 'eur',
      isDefault: true,
    });
    expect(iban.json()).toMatchObject({
      accountNumber: 'DE89370400440532013000',
      format: 'IBAN',
      isDefault: true,
    });
    const list = (await call('GET', `/partners/${partnerId}/bank-accounts`)).json();
    expect(
      list.map((a: { format: string; isDefault: boolean }) => [a.format, a.isDefault]),
    ).toEqual([
      ['IBAN', true],
      ['HU', false],
    ]);
    const wrong = await call('POST', `/partners/${partnerId}/bank-accounts`, {
      accountNumber: '11773016-11111019',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors[0].path).toBe('accountNumber');
    const twice = await call('POST', `/partners/${partnerId}/bank-accounts`, {
      accountNumber: '11773016 11111018',
    });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().errors[0].path).toBe('accountNumber');
    const changed = await call('PUT', `/partners/${partnerId}/bank-accounts/${hu.json().id}`, {
      accountNumber: '11773016-11111018-00000000',
      version: 1,
    });
    expect(changed.json()).toMatchObject({
      accountNumber: '11773016-11111018-00000000',
      version: 2,
    });
    expect(
      (
        await call('PUT', `/partners/${partnerId}/bank-accounts/${hu.json().id}`, {
          accountNumber: '11773016-11111018',
          version: 1,
        })
      ).statusCode,
    ).toBe(409);
    expect(
      (await call('DELETE', `/partners/${partnerId}/bank-accounts/${iban.json().id}`)).statusCode,
    ).toBe(204);
  });

  it('links partners, reads each link from both ends, and refuses self and duplicate links', async () => {
    const parent = await newPartner('Anyacég Holding Zrt.');
    const branch = await newPartner('Anyacég Holding Zrt. Debreceni telephely');
    const child = await call('POST', `/partners/${partnerId}/links`, {
      linkedPartnerId: parent,
      linkType: 'PARENT_COMPANY',
    });
    expect(child.json()).toMatchObject({ linkType: 'PARENT_COMPANY', partner: { id: parent } });
    // Stated from the parent's end, stored once.
    await call('POST', `/partners/${parent}/links`, {
      linkedPartnerId: branch,
      linkType: 'BRANCH',
    });
    const fromParent = (await call('GET', `/partners/${parent}/links`)).json();
    expect(
      fromParent.map((l: { linkType: string; partner: { id: number } }) => [
        l.linkType,
        l.partner.id,
      ]),
    ).toEqual([
      ['BRANCH', branch],
      ['SUBSIDIARY', partnerId],
    ]);
    const fromBranch = (await call('GET', `/partners/${branch}/links`)).json();
    expect(fromBranch[0]).toMatchObject({ linkType: 'HEAD_OFFICE', partner: { id: parent } });
    const inverse = await call('POST', `/partners/${parent}/links`, {
      linkedPartnerId: partnerId,
      linkType: 'SUBSIDIARY',
    });
    expect(inverse.statusCode).toBe(409);
    expect(inverse.json().errors[0].path).toBe('linkType');
    const self = await call('POST', `/partners/${parent}/links`, {
      linkedPartnerId: parent,
      linkType: 'RELATED',
    });
    expect(self.statusCode).toBe(400);
    expect((await call('GET', `/partners/${partnerId}`)).json().links).toHaveLength(1);

    const lookup = (
      await call('GET', `/linked-partners/mac?partner_id=${parent}&term=debreceni`)
    ).json();
    expect(lookup).toEqual([
      {
        id: branch,
        code: expect.any(String),
        name: 'Anyacég Holding Zrt. Debreceni telephely',
        linkType: 'BRANCH',
      },
    ]);
    const candidates = (await call('GET', '/linked-partners/mac?term=anyaceg')).json();
    expect(candidates.map((c: { id: number }) => c.id).sort()).toEqual([parent, branch].sort());
  });
});

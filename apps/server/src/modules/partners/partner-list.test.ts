import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { beforeAll, expect, it } from 'vitest';
import { queryRows } from '../../platform/db/database.ts';
import { describeApp, REST, type Session } from '../../test/harness.ts';
import { partnerBody, taxNumberOf } from './partners.test-data.ts';

interface Item {
  id: number;
  code: string;
  name: string;
  city: string;
  roles: string[];
  isActive: boolean;
  createdAt: string;
}

describeApp('partner list and export', (t) => {
  let session: Session;
  const search = async (body: object) => {
    const r = await t().call('POST', `${REST}/partners/search`, { session, body });
    expect(r.statusCode).toBe(200);
    return r.json() as { items: Item[]; total: number; page_number: number; page_size: number };
  };

  beforeAll(async () => {
    session = await t().login('ertekesito');
    for (const [name, city, postalCode, base] of [
      ['Kovács és Társa Bt.', 'Kőszeg', '9730', '2777001'],
      ['Őszibarack Kertészet Kft.', 'Kecskemét', '6000', '2777002'],
      ['KOVÁCSOLT VAS Zrt.', 'Érd', '2030', '2777003'],
    ] as const) {
      const r = await t().call('POST', `${REST}/partners/`, {
        session,
        body: partnerBody({
          name,
          taxNumber: taxNumberOf(base),
          roles: ['MANUFACTURER'],
          billingAddress: { postalCode, city, street: 'Fő utca 1.' },
        }),
      });
      expect(r.statusCode).toBe(200);
    }
  });

  it('pages the whole list with a total, sorted by name by default', async () => {
    const [{ n }] = (await queryRows<{ n: number }>(
      t().database.db,
      sql`select count(*)::int as n from partners where firm_id = 1`,
    )) as [{ n: number }];
    const first = await search({ page_size: 10 });
    expect(first.total).toBe(n);
    expect(first.items).toHaveLength(10);
    const all: Item[] = [];
    for (let page = 0; page * 25 < n; page++)
      all.push(...(await search({ page_number: page })).items);
    expect(all.map((i) => i.id).sort()).toEqual([...new Set(all.map((i) => i.id))].sort());
    expect(all).toHaveLength(n);
    const names = all.map((i) =>
      i.name
        .normalize('NFD')
        .replace(/\p{Diacritic}/gu, '')
        .toLowerCase(),
    );
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    const past = await search({ page_number: 99 });
    expect(past).toMatchObject({ items: [], total: n, page_number: 99 });
  });

  it("ignores accents and case: 'kovacs' finds 'Kovács' and 'KOVÁCSOLT'", async () => {
    const found = await search({ term: 'kovacs', role: 'MANUFACTURER' });
    expect(found.items.map((i) => i.name).sort()).toEqual([
      'KOVÁCSOLT VAS Zrt.',
      'Kovács és Társa Bt.',
    ]);
    expect((await search({ term: 'oszibarack' })).items.map((i) => i.name)).toEqual([
      'Őszibarack Kertészet Kft.',
    ]);
    expect((await search({ term: '2777003' })).items.map((i) => i.name)).toEqual([
      'KOVÁCSOLT VAS Zrt.',
    ]);
    expect((await search({ term: '%' })).total).toBe(0);
  });

  it('filters by role, activity and city prefix, and sorts by code, city and creation', async () => {
    const suppliers = await search({ role: 'SUPPLIER', page_size: 200 });
    expect(suppliers.items.every((i) => i.roles.includes('SUPPLIER'))).toBe(true);
    const inactive = await search({ is_active: false, page_size: 200 });
    expect(inactive.total).toBeGreaterThan(0);
    expect(inactive.items.every((i) => !i.isActive)).toBe(true);
    const koszeg = await search({ city: 'koszeg' });
    expect(koszeg.items.map((i) => i.city)).toEqual(['Kőszeg']);
    const byCode = (await search({ sort: 'code', direction: 'desc', page_size: 200 })).items.map(
      (i) => i.code.toLowerCase(),
    );
    expect(byCode).toEqual([...byCode].sort().reverse());
    const newest = await search({ sort: 'created', direction: 'desc', page_size: 3 });
    expect(newest.items.map((i) => i.name)).toEqual([
      'KOVÁCSOLT VAS Zrt.',
      'Őszibarack Kertészet Kft.',
      'Kovács és Társa Bt.',
    ]);
    const byCity = (await search({ role: 'MANUFACTURER', sort: 'city', page_size: 200 })).items;
    const cities = byCity.map((i) =>
      i.city
        .normalize('NFD')
        .replace(/\p{Diacritic}/gu, '')
        .toLowerCase(),
    );
    expect(cities).toEqual([...cities].sort());
  });

  it('refuses a bad filter with the field', async () => {
    const r = await t().call('POST', `${REST}/partners/search`, {
      session,
      body: { role: 'KING', page_size: 1000 },
    });
    expect(r.statusCode).toBe(400);
    expect(
      r
        .json()
        .errors.map((e: { path: string }) => e.path)
        .sort(),
    ).toEqual(['page_size', 'role']);
  });

  it('exports the filtered list as an xlsx workbook with Hungarian headings', async () => {
    const r = await t().call(
      'GET',
      `${REST}/partners/export.xlsx?term=kovacs&role=MANUFACTURER&sort=name`,
      {
        session,
      },
    );
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-type']).toContain('spreadsheetml');
    expect(r.headers['content-disposition']).toContain('.xlsx');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(r.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Partnerek')!;
    const header = sheet.getRow(1).values as unknown[];
    expect(header.slice(1, 6)).toEqual(['Kód', 'Név', 'Rövid név', 'Típus', 'Szerepkörök']);
    expect(sheet.rowCount).toBe(3);
    expect(sheet.getRow(2).getCell(2).value).toBe('Kovács és Társa Bt.');
    const first = sheet.getRow(3);
    expect(first.getCell(2).value).toBe('KOVÁCSOLT VAS Zrt.');
    expect(first.getCell(5).value).toBe('Gyártó');
    expect(first.getCell(6).value).toBe(taxNumberOf('2777003'));
    expect(first.getCell(9).value).toBe('Érd');
    expect(first.getCell(13).value).toBe(1500000.5);
    expect(first.getCell(14).value).toBe('Aktív');

    const everything = await t().call('GET', `${REST}/partners/export.xlsx`, { session });
    const all = new ExcelJS.Workbook();
    await all.xlsx.load(everything.rawPayload as unknown as ArrayBuffer);
    expect(all.worksheets[0]!.rowCount - 1).toBe((await search({})).total);
  });
  it('exports text that starts like a formula as quoted text (CSV injection)', async () => {
    const created = await t().call('POST', `${REST}/partners/`, {
      session,
      body: partnerBody({
        name: '=HYPERLINK("http://evil.example","Számla")',
        taxNumber: taxNumberOf('2777009'),
        roles: ['MANUFACTURER'],
        billingAddress: { postalCode: '1011', city: '@SUM(1+1)', street: '-1+1' },
      }),
    });
    expect(created.statusCode).toBe(200);
    const r = await t().call('GET', `${REST}/partners/export.xlsx?term=hyperlink`, { session });
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(r.rawPayload as unknown as ArrayBuffer);
    const row = workbook.worksheets[0]!.getRow(2);
    expect(row.getCell(2).value).toBe(`'=HYPERLINK("http://evil.example","Számla")`);
    expect(row.getCell(9).value).toBe("'@SUM(1+1)");
    expect(row.getCell(10).value).toBe("'-1+1");
  });
});

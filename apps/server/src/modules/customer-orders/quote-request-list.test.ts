import ExcelJS from 'exceljs';
import { beforeAll, expect, it } from 'vitest';
import { describeApp, REST, type Session } from '../../test/harness.ts';
import { createCustomer } from './customer-orders.test-data.ts';

describeApp('quote request list: sort and xlsx export', (t) => {
  let session: Session;
  const call = (method: string, path: string, body?: unknown) =>
    t().call(method, `${REST}${path}`, { session, body });
  type Item = { id: number; number: string; subject: string; state: string; createdAt: string };
  const list = async (body: object) => {
    const r = await call('POST', '/customer-order/quote-request/search', {
      page_size: 200,
      ...body,
    });
    expect(r.statusCode, r.body).toBe(200);
    return r.json().items as (Item & { customerName: string | null; prospectName: string })[];
  };
  const created: Item[] = [];

  beforeAll(async () => {
    session = await t().login('ertekesito');
    const customer = await createCustomer(t().database.db, 'Listázó Kft.');
    for (const [subject, who] of [
      ['Listateszt B polc', { customerId: customer }],
      ['Listateszt A asztal', { prospectName: 'Mohai Zoltán' }],
      ['=HYPERLINK("x") Listateszt C', { prospectName: 'Bakos Bt.' }],
    ] as const) {
      const r = await call('POST', '/customer-order/quote-request', { subject, ...who });
      expect(r.statusCode, r.body).toBe(200);
      created.push(r.json());
    }
    await call('POST', `/customer-order/quote-request/${created[0]!.id}/decline`);
  });

  it('sorts by number, date, customer, subject and state in both directions, ties by id', async () => {
    const keys: Record<
      string,
      (i: Item & { customerName: string | null; prospectName: string }) => string
    > = {
      number: (i) => i.number,
      date: (i) => i.createdAt,
      customer: (i) => i.customerName ?? i.prospectName,
      subject: (i) => i.subject,
      state: (i) => i.state,
    };
    for (const [sort, key] of Object.entries(keys))
      for (const direction of ['asc', 'desc'] as const) {
        const items = await list({ sort, direction });
        const pairs = items.map((i) => [key(i), i.id] as const);
        const sorted = [...pairs].sort(([a, x], [b, y]) => (a === b ? x - y : a < b ? -1 : 1));
        if (direction === 'desc') sorted.reverse();
        // Text order is the database's collation; the numbers, dates and states are ASCII.
        if (sort !== 'customer' && sort !== 'subject')
          expect(pairs, `${sort} ${direction}`).toEqual(sorted);
      }
    const bySubject = (await list({ term: 'Listateszt', sort: 'subject', direction: 'asc' })).map(
      (i) => i.id,
    );
    expect(bySubject).toEqual([created[2]!.id, created[1]!.id, created[0]!.id]);
    const byCustomer = await list({ term: 'Listateszt', sort: 'customer', direction: 'desc' });
    // A prospect's request sorts by the prospect's name among the customers' names.
    expect(byCustomer.map((i) => i.customerName ?? i.prospectName)).toEqual([
      'Mohai Zoltán',
      'Listázó Kft.',
      'Bakos Bt.',
    ]);
    // Without a sort: newest first, as before.
    expect((await list({ term: 'Listateszt' })).map((i) => i.id)).toEqual(
      created.map((c) => c.id).reverse(),
    );
    const bad = await call('POST', '/customer-order/quote-request/search', { sort: 'price' });
    expect(bad.statusCode).toBe(400);
  });

  it('exports the filtered, sorted list as xlsx with Hungarian headings, formulas as text', async () => {
    const r = await call(
      'GET',
      '/customer-order/quote-request/export.xlsx?term=Listateszt&sort=subject&direction=asc&state=OPEN',
    );
    expect(r.statusCode, r.body).toBe(200);
    expect(r.headers['content-type']).toContain('spreadsheetml');
    expect(r.headers['content-disposition']).toContain('ajanlatkeresek.xlsx');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(r.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    expect(sheet.name).toBe('Ajánlatkérések');
    expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual([
      'Szám',
      'Rögzítve',
      'Vevő',
      'Tárgy',
      'Kapcsolattartó neve',
      'Állapot',
    ]);
    // The declined request is filtered out; the rest by subject.
    expect(sheet.getColumn(1).values.slice(2)).toEqual([created[2]!.number, created[1]!.number]);
    const first = sheet.getRow(2);
    expect(first.getCell(3).value).toBe('Bakos Bt.');
    // platform/spreadsheet.ts: a text that starts like a formula gets a leading apostrophe.
    expect(first.getCell(4).value).toBe(`'=HYPERLINK("x") Listateszt C`);
    expect(first.getCell(4).formula).toBeUndefined();
    expect(first.getCell(6).value).toBe('Nyitott');
    expect(first.getCell(2).value).toBeInstanceOf(Date);
    expect(
      (await call('GET', '/customer-order/quote-request/export.xlsx?sort=price')).statusCode,
    ).toBe(400);
  });
});

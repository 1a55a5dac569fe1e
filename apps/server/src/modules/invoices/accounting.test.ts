import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { beforeAll, expect, it } from 'vitest';
import { todayInHungary } from '../../platform/business-day.ts';
import { queryRows } from '../../platform/db/database.ts';
import { describeApp, REST, type Session } from '../../test/harness.ts';

describeApp('external accounting', (t) => {
  let office: Session;
  const [year, month] = todayInHungary().split('-').map(Number) as [number, number];
  beforeAll(async () => {
    office = await t().login('irodai');
  });

  it('lists the month’s problems: unreported and refused invoices, number gaps', async () => {
    const check = async () => {
      const r = await t().call(
        'POST',
        `${REST}/external-accounting/validate-month/${year}/${month}`,
        { session: office },
      );
      expect(r.statusCode, r.body).toBe(200);
      return r.json();
    };
    const first = await check();
    expect(first.invoiceCount).toBeGreaterThan(5);
    const codes = new Set(first.problems.map((p: { code: string }) => p.code));
    expect(codes).toEqual(new Set(['UNREPORTED', 'REFUSED']));
    // A number taken out of order leaves a gap before it.
    const [last] = await queryRows<{ id: number; number: string }>(
      t().database.db,
      sql`select id, number from invoices where firm_id = 1 and number like 'SZ-%' order by number desc limit 1`,
    );
    const n = Number(last!.number.slice(-6));
    const skipped = `SZ-${year}-${String(n + 1).padStart(6, '0')}`;
    await t().database.db.execute(sql`
      insert into invoices (firm_id, kind, number, customer_id, seller_name, seller_address, seller_tax_number,
        buyer_name, buyer_kind, buyer_address, currency_code, price_basis, payment_method, issue_date,
        fulfilment_date, due_date, net_total, vat_total, gross_total, vat_total_huf, payable, nav_status)
      select firm_id, kind, ${`SZ-${year}-${String(n + 2).padStart(6, '0')}`}, customer_id, seller_name, seller_address,
        seller_tax_number, buyer_name, buyer_kind, buyer_address, 'EUR', price_basis, payment_method, issue_date,
        fulfilment_date, due_date, net_total, vat_total, gross_total, vat_total_huf, payable, 'ACCEPTED'
      from invoices where id = ${last!.id}`);
    const [accepted] = await queryRows<{ id: number; number: string }>(
      t().database.db,
      sql`update invoices set nav_status = 'ANNULLED'
          where id = (select id from invoices where firm_id = 1 and nav_status = 'ACCEPTED'
                      and to_char(issue_date, 'YYYY-MM') = ${todayInHungary().slice(0, 7)}
                      order by id limit 1)
          returning id, number`,
    );
    const second = await check();
    expect(second.problems).toContainEqual({ code: 'GAP', number: skipped, invoiceId: null });
    // An annulled report must be made again: NAV holds no valid data of the invoice.
    expect(second.problems).toContainEqual({
      code: 'UNREPORTED',
      number: accepted!.number,
      invoiceId: accepted!.id,
    });
    expect(second.problems.some((p: { code: string }) => p.code === 'NO_RATE')).toBe(true);
    const bad = await t().call('POST', `${REST}/external-accounting/validate-month/${year}/13`, {
      session: office,
    });
    expect(bad.statusCode).toBe(400);
  });

  it('exports the month as a workbook, one row per invoice and VAT code', async () => {
    const r = await t().call('GET', `${REST}/external-accounting/export/${year}/${month}`, {
      session: office,
    });
    expect(r.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(r.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.getRow(1).getCell(1).value).toBe('Sorszám');
    const [groups] = await queryRows<{ n: number }>(
      t().database.db,
      sql`select count(*)::int as n from (select distinct i.id, l.vat_code from invoices i
          join invoice_lines l on l.invoice_id = i.id
          where i.firm_id = 1 and i.kind <> 'PROFORMA' and to_char(i.issue_date, 'YYYY-MM') = ${todayInHungary().slice(0, 7)}) g`,
    );
    expect(sheet.rowCount - 1).toBe(groups!.n);
    // Kind, payment method, VAT code and NAV status in Hungarian words, never enum codes.
    const column = (heading: string) => {
      const at = (sheet.getRow(1).values as unknown[]).indexOf(heading);
      return Array.from({ length: sheet.rowCount - 1 }, (_, i) =>
        String(sheet.getRow(i + 2).getCell(at).value),
      );
    };
    expect(new Set(column('Fizetési mód'))).toContain('Átutalás');
    expect(new Set(column('Típus'))).toContain('Számla');
    expect(new Set(column('ÁFA kód'))).toContain('27%');
    expect(new Set(column('NAV állapot'))).toContain('Elutasítva');
    for (const heading of ['Típus', 'Fizetési mód', 'ÁFA kód', 'NAV állapot'])
      for (const value of column(heading)) expect(value).not.toMatch(/^[A-Z_]+$|^\d+$/);
  });
});

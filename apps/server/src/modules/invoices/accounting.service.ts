/**
 * External accounting (README "External accounting"): the check of a month and its export, one
 * row per invoice and VAT code, for the accountant's program. Proformas are no invoices: left out.
 */
import { INVOICE_SERIES, Money, type TMonthCheck } from '@kontor/contract';
import invoiceTexts from '@kontor/contract/dictionaries/invoices.json' with { type: 'json' };
import partnerTexts from '@kontor/contract/dictionaries/partners.json' with { type: 'json' };
import productTexts from '@kontor/contract/dictionaries/products.json' with { type: 'json' };
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import type { Ctx } from '../../platform/context.ts';
import { queryRows } from '../../platform/db/database.ts';
import { formatDocumentNumber } from '../../platform/number-series.ts';
import { addDataRow } from '../../platform/spreadsheet.ts';

function monthRange(year: number, month: number) {
  const from = `${year}-${String(month).padStart(2, '0')}-01`;
  const next =
    month === 12 ? `${year + 1}-01-01` : `${year}-${String(month + 1).padStart(2, '0')}-01`;
  return { from, next };
}

interface MonthRow {
  id: number;
  number: string;
  nav_status: string;
  payment_method: string;
  currency_code: string;
  exchange_rate: string | null;
}

export async function validateMonth(ctx: Ctx, year: number, month: number): Promise<TMonthCheck> {
  const { from, next } = monthRange(year, month);
  const firmId = ctx.auth.firmId;
  const rows = await queryRows<MonthRow>(
    ctx.db,
    sql`select id, number, nav_status, payment_method, currency_code, exchange_rate::text
        from invoices where firm_id = ${firmId} and kind <> 'PROFORMA'
          and issue_date >= ${from} and issue_date < ${next} order by number`,
  );
  const problems: TMonthCheck['problems'] = [];
  // Gaps: every number of the year's series up to the month's last one must exist.
  const prefix = `${INVOICE_SERIES}-${year}-`;
  const [range] = await queryRows<{ last: number | null }>(
    ctx.db,
    sql`select max(substr(number, ${prefix.length + 1})::int) as last from invoices
        where firm_id = ${firmId} and number like ${`${prefix}%`} and issue_date < ${next}`,
  );
  if (range?.last) {
    const present = new Set(
      (
        await queryRows<{ n: number }>(
          ctx.db,
          sql`select substr(number, ${prefix.length + 1})::int as n from invoices
              where firm_id = ${firmId} and number like ${`${prefix}%`}`,
        )
      ).map((r) => r.n),
    );
    for (let n = 1; n <= range.last; n++)
      if (!present.has(n))
        problems.push({
          code: 'GAP',
          number: formatDocumentNumber(INVOICE_SERIES, year, n),
          invoiceId: null,
        });
  }
  for (const r of rows) {
    const add = (code: TMonthCheck['problems'][number]['code']) =>
      problems.push({ code, number: r.number, invoiceId: r.id });
    if (!NAV_SETTLED.has(r.nav_status)) add('UNREPORTED');
    if (r.nav_status === 'REFUSED') add('REFUSED');
    if (!r.payment_method) add('NO_PAYMENT_METHOD');
    if (r.currency_code !== 'HUF' && !r.exchange_rate) add('NO_RATE');
  }
  return { year, month, invoiceCount: rows.length, problems };
}

/**
 * NAV statuses under which NAV holds the invoice's data as issued (or it needs none). Any other
 * (waiting, sent, not configured, failed, an annulment under way or done) is not yet reported; a
 * refusal is its own problem.
 */
const NAV_SETTLED = new Set([
  'NOT_REQUIRED',
  'ACCEPTED',
  'ACCEPTED_WITH_WARNINGS',
  'ANNULMENT_REJECTED',
  'REFUSED',
]);

const HEADINGS = [
  'Sorszám',
  'Típus',
  'Kelte',
  'Teljesítés',
  'Fizetési határidő',
  'Vevő',
  'Vevő adószáma',
  'Fizetési mód',
  'Pénznem',
  'Árfolyam',
  'ÁFA kód',
  'ÁFA kulcs',
  'Nettó',
  'ÁFA',
  'Bruttó',
  'ÁFA (Ft)',
  'Helyesbített számla',
  'NAV állapot',
];
const TEXTS: Record<string, string> = {
  ...invoiceTexts.hu,
  ...partnerTexts.hu,
  ...productTexts.hu,
};
/**
 * A code as the accountant reads it, from the Hungarian dictionary (document kind, payment
 * method, VAT code, NAV status); a code the dictionary lacks stays as it is.
 */
const hu = (prefix: string, code: string | null | undefined) =>
  code == null ? '' : (TEXTS[`${prefix}.${code}`] ?? code);

/** The month's invoices and credit notes, one row per VAT code, amounts as numbers. */
export async function exportMonth(ctx: Ctx, year: number, month: number): Promise<Buffer> {
  const { from, next } = monthRange(year, month);
  const rows = await queryRows<Record<string, string | null>>(
    ctx.db,
    sql`select i.number, i.kind, i.issue_date::text, i.fulfilment_date::text, i.due_date::text,
               i.buyer_name, i.buyer_tax_number, i.payment_method, i.currency_code,
               i.exchange_rate::text, l.vat_code, l.vat_rate::text, sum(l.net)::text as net,
               sum(l.vat)::text as vat, sum(l.gross)::text as gross, c.number as corrected, i.nav_status
        from invoices i join invoice_lines l on l.invoice_id = i.id
        left join invoices c on c.id = i.corrected_invoice_id
        where i.firm_id = ${ctx.auth.firmId} and i.kind <> 'PROFORMA'
          and i.issue_date >= ${from} and i.issue_date < ${next}
        group by i.id, l.vat_code, l.vat_rate, c.number order by i.number, l.vat_code`,
  );
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(`${year}-${String(month).padStart(2, '0')}`);
  sheet.addRow(HEADINGS).font = { bold: true };
  for (const r of rows) {
    const rate = r.exchange_rate;
    addDataRow(sheet, [
      r.number,
      hu('INVOICES.KIND', r.kind!),
      r.issue_date,
      r.fulfilment_date,
      r.due_date,
      r.buyer_name,
      r.buyer_tax_number ?? '',
      hu('PARTNERS.PAYMENT_METHOD', r.payment_method),
      r.currency_code,
      rate ? Number(rate) : 1,
      hu('PRODUCTS.VAT', r.vat_code),
      Number(r.vat_rate),
      Number(r.net),
      Number(r.vat),
      Number(r.gross),
      Number(rate ? new Money(r.vat!).times(rate).toDecimalPlaces(0).toString() : r.vat),
      r.corrected ?? '',
      hu('INVOICES.NAV', r.nav_status),
    ]);
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

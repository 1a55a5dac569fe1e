import type { TPartnerFilters } from '@kontor/contract';
import ExcelJS from 'exceljs';
import type { Ctx } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import { addDataRow } from '../../platform/spreadsheet.ts';
import type { Dictionary } from '../dictionary/dictionary.service.ts';
import { getProfile } from '../users/users.service.ts';
import * as repo from './partners.repository.ts';
import { toListItem } from './partners.service.ts';

/** One workbook holds at most this many partners; a larger export asks for narrower filters. */
export const EXPORT_MAX_ROWS = 100_000;

type ExportFilters = Omit<TPartnerFilters, 'page_number' | 'page_size'>;

/** The columns: dictionary key of the heading, width, and the cell value of a row. */
const COLUMNS: {
  key: string;
  width: number;
  value: (row: repo.PartnerListRow, t: (key: string) => string) => string | number | Date | null;
  numFmt?: string;
}[] = [
  { key: 'PARTNERS.FIELD.CODE', width: 12, value: (r) => r.code },
  { key: 'PARTNERS.FIELD.NAME', width: 40, value: (r) => r.name },
  { key: 'PARTNERS.FIELD.SHORT_NAME', width: 20, value: (r) => r.short_name },
  { key: 'PARTNERS.FIELD.KIND', width: 14, value: (r, t) => t(`PARTNERS.KIND.${r.kind}`) },
  {
    key: 'PARTNERS.FIELD.ROLES',
    width: 30,
    value: (r, t) => r.roles.map((role) => t(`PARTNERS.ROLE.${role}`)).join(', '),
  },
  { key: 'PARTNERS.FIELD.TAX_NUMBER', width: 16, value: (r) => r.tax_number },
  { key: 'PARTNERS.FIELD.EU_VAT_NUMBER', width: 16, value: (r) => r.eu_vat_number },
  { key: 'PARTNERS.FIELD.POSTAL_CODE', width: 10, value: (r) => r.postal_code },
  { key: 'PARTNERS.FIELD.CITY', width: 20, value: (r) => r.city },
  { key: 'PARTNERS.FIELD.STREET', width: 30, value: (r) => r.street },
  { key: 'PARTNERS.FIELD.PRIMARY_CONTACT', width: 45, value: (r) => toListItem(r).primaryContact },
  { key: 'PARTNERS.FIELD.PAYMENT_TERMS_DAYS', width: 12, value: (r) => r.payment_terms_days },
  {
    key: 'PARTNERS.FIELD.CREDIT_LIMIT',
    width: 16,
    // Excel has no decimal type; a credit limit (≤ 14 digits, 2 decimals) is exact as a double.
    value: (r) => (r.credit_limit === null ? null : Number(r.credit_limit)),
    numFmt: '#,##0.00',
  },
  {
    key: 'PARTNERS.FIELD.IS_ACTIVE',
    width: 10,
    value: (r, t) => t(r.is_active ? 'PARTNERS.ACTIVE' : 'PARTNERS.INACTIVE'),
  },
  {
    key: 'PARTNERS.FIELD.CREATED_AT',
    width: 14,
    value: (r) => new Date(r.created_at),
    numFmt: 'yyyy.mm.dd.',
  },
];

/** The partner list with the list's filters and sort as an xlsx workbook, headings in the user's language. */
export async function exportPartners(
  ctx: Ctx,
  dictionary: Dictionary,
  filters: ExportFilters,
): Promise<Buffer> {
  const rows = await repo.searchPartners(
    ctx.db,
    ctx.auth.firmId,
    { ...filters, page_number: 0, page_size: EXPORT_MAX_ROWS },
    { limit: EXPORT_MAX_ROWS + 1, offset: 0 },
  );
  if (rows.length > EXPORT_MAX_ROWS)
    throw new AppError(
      'VALIDATION_FAILED',
      `More than ${EXPORT_MAX_ROWS} partners match; narrow the filters to export them`,
    );
  const { language } = await getProfile(ctx);
  const t = (key: string) => dictionary.translate(language, key);
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(t('PARTNERS.EXPORT.SHEET'), {
    views: [{ state: 'frozen', ySplit: 1 }],
  });
  sheet.columns = COLUMNS.map((c) => ({
    header: t(c.key),
    width: c.width,
    ...(c.numFmt && { style: { numFmt: c.numFmt } }),
  }));
  sheet.getRow(1).font = { bold: true };
  for (const row of rows)
    addDataRow(
      sheet,
      COLUMNS.map((c) => c.value(row, t)),
    );
  sheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: COLUMNS.length } };
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

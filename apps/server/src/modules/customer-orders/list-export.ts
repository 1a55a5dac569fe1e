import type { TOrderState } from '@kontor/contract';
import ExcelJS from 'exceljs';
import type { Ctx } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import { addDataRow } from '../../platform/spreadsheet.ts';
import type { Dictionary } from '../dictionary/dictionary.service.ts';
import { getProfile } from '../users/users.service.ts';

/** One workbook holds at most this many documents; a larger export asks for narrower filters. */
export const EXPORT_MAX_ROWS = 100_000;

export interface ExportColumn<Row> {
  /** Dictionary key of the heading. */
  key: string;
  width: number;
  value: (row: Row, t: (key: string) => string) => string | number | Date | null;
  numFmt?: string;
}

/** Amounts leave as numbers (exact as doubles below 10^14 with 4 decimals), grouped in Excel. */
const AMOUNT_FORMAT = '#,##0.00';
const DATE_FORMAT = 'yyyy.mm.dd.';
const excelDate = (iso: string | null) => (iso === null ? null : new Date(`${iso}T00:00:00Z`));

/**
 * A sales list as an xlsx workbook: one sheet named `titleKey`, bold frozen headings in the user's
 * language, an auto filter, and every data row through `addDataRow` (no cell starts a formula).
 * `rows` holds at most EXPORT_MAX_ROWS + 1 rows; one more than the limit refuses the export.
 */
async function listWorkbook<Row>(
  ctx: Ctx,
  dictionary: Dictionary,
  titleKey: string,
  columns: readonly ExportColumn<Row>[],
  rows: readonly Row[],
): Promise<Buffer> {
  if (rows.length > EXPORT_MAX_ROWS)
    throw new AppError(
      'VALIDATION_FAILED',
      `More than ${EXPORT_MAX_ROWS} documents match; narrow the filters to export them`,
    );
  const { language } = await getProfile(ctx);
  const t = (key: string) => dictionary.translate(language, key);
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet(t(titleKey).slice(0, 31), {
    views: [{ state: 'frozen', ySplit: 1 }],
  });
  sheet.columns = columns.map(({ key, width, numFmt }) => ({
    header: t(key),
    width,
    ...(numFmt && { style: { numFmt } }),
  }));
  sheet.getRow(1).font = { bold: true };
  for (const row of rows)
    addDataRow(
      sheet,
      columns.map((c) => c.value(row, t)),
    );
  sheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: columns.length } };
  return Buffer.from(await book.xlsx.writeBuffer());
}

/** The whole filtered list (one page of at most EXPORT_MAX_ROWS + 1 rows, no count) as xlsx. */
export async function exportList<Row>(
  ctx: Ctx,
  dictionary: Dictionary,
  titleKey: string,
  columns: readonly ExportColumn<Row>[],
  search: (page: { page_number: 0; page_size: number }) => Promise<{ items: Row[] }>,
): Promise<Buffer> {
  const { items } = await search({ page_number: 0, page_size: EXPORT_MAX_ROWS + 1 });
  return listWorkbook(ctx, dictionary, titleKey, columns, items);
}

/** The state's name in the user's language (`SALES.STATE.*`). */
const stateText = (state: TOrderState | string, t: (key: string) => string) =>
  t(`SALES.STATE.${state}`);

/** A date column (`yyyy.mm.dd.`); `key` is the heading's dictionary key. */
export const dateColumn = <Row>(
  key: string,
  dateOf: (row: Row) => string | null,
): ExportColumn<Row> => ({
  key,
  width: 13,
  value: (row) => excelDate(dateOf(row)),
  numFmt: DATE_FORMAT,
});

/** The columns every sales list starts with: the document's number. */
export const numberColumn = <Row extends { number: string }>(): ExportColumn<Row> => ({
  key: 'SALES.FIELD.NUMBER',
  width: 18,
  value: (row) => row.number,
});

export const customerColumn = <Row>(nameOf: (row: Row) => string): ExportColumn<Row> => ({
  key: 'SALES.FIELD.CUSTOMER',
  width: 40,
  value: nameOf,
});

export const stateColumn = <Row extends { state: string }>(): ExportColumn<Row> => ({
  key: 'SALES.FIELD.STATE',
  width: 16,
  value: (row, t) => stateText(row.state, t),
});

interface Priced {
  currencyCode: string;
  totals: { net: string; vat: string; gross: string };
}

/** The currency and the net, VAT and gross totals: the last columns of the order and quote lists. */
export const amountColumns = <Row extends Priced>(): ExportColumn<Row>[] => [
  { key: 'SALES.FIELD.CURRENCY', width: 8, value: (row) => row.currencyCode },
  ...(['net', 'vat', 'gross'] as const).map(
    (amount): ExportColumn<Row> => ({
      key: `SALES.${amount.toUpperCase()}`,
      width: 16,
      value: (row) => Number(row.totals[amount]),
      numFmt: AMOUNT_FORMAT,
    }),
  ),
];

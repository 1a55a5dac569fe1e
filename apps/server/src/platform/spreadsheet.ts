import type ExcelJS from 'exceljs';

/** Text a spreadsheet program may read as a formula (OWASP "CSV injection"). */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * A cell value safe to hand to a spreadsheet: text that starts like a formula gets a leading
 * single quote, so it stays visible text and is never evaluated; other values pass unchanged.
 */
export function neutraliseCell<T>(value: T): T | string {
  return typeof value === 'string' && FORMULA_START.test(value) ? `'${value}` : value;
}

/** Every export adds its data rows through this, so no cell of user data can start a formula. */
export function addDataRow(sheet: ExcelJS.Worksheet, values: unknown[]): ExcelJS.Row {
  return sheet.addRow(values.map(neutraliseCell));
}

import type ExcelJS from 'exceljs';

/**
 * Text a spreadsheet program may read as a formula (OWASP "CSV injection"): it starts with
 * `=`, `+`, `@` or a control character, or with `-` unless the whole text is a number
 * (`-12,5`, `-1 234.50`), which stays a number the user can compute with.
 */
const startsFormula = (text: string) => '=+@'.includes(text[0] ?? 'x') || text.charCodeAt(0) < 0x20;
const NEGATIVE_NUMBER = /^-\d[\d\s\u00a0.,]*$/;

/**
 * A cell value safe to hand to a spreadsheet: text that starts like a formula gets a leading
 * single quote, so it stays visible text and is never evaluated; other values pass unchanged.
 */
export function neutraliseCell<T>(value: T): T | string {
  if (typeof value !== 'string') return value;
  const isFormula = startsFormula(value) || (value.startsWith('-') && !NEGATIVE_NUMBER.test(value));
  return isFormula ? `'${value}` : value;
}

/** Every export adds its data rows through this, so no cell of user data can start a formula. */
export function addDataRow(sheet: ExcelJS.Worksheet, values: unknown[]): ExcelJS.Row {
  return sheet.addRow(values.map(neutraliseCell));
}

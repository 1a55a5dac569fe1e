import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { addDataRow, neutraliseCell } from './spreadsheet.ts';

describe('spreadsheet cells', () => {
  it('quotes text that starts like a formula and keeps the rest as it is', async () => {
    const hostile = ['=HYPERLINK("http://x","y")', '+1+1', '-2+3', '@SUM(A1)', '\tx', '\rx'];
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('t');
    addDataRow(sheet, [...hostile, 'Kovács Bt.', -5, 'a=b', null]);
    const read = new ExcelJS.Workbook();
    await read.xlsx.load(await workbook.xlsx.writeBuffer());
    const row = read.getWorksheet('t')!.getRow(1);
    hostile.forEach((text, i) => {
      expect(row.getCell(i + 1).type).toBe(ExcelJS.ValueType.String);
      // XML reads a CR back as LF.
      expect(row.getCell(i + 1).value).toBe(`'${text.replace('\r', '\n')}`);
    });
    expect(row.getCell(7).value).toBe('Kovács Bt.');
    expect(row.getCell(8).value).toBe(-5);
    expect(row.getCell(9).value).toBe('a=b');
    expect(neutraliseCell(null)).toBeNull();
  });

  it('leaves negative numbers as they are and quotes a minus before anything else', () => {
    for (const number of ['-12,5', '-1 234,50', '-0.5', '-7'])
      expect(neutraliseCell(number)).toBe(number);
    for (const formula of ['-A1', '-1+1', '-', '\u0001x', '\nx'])
      expect(neutraliseCell(formula)).toBe(`'${formula}`);
    expect(neutraliseCell('12,5')).toBe('12,5');
  });
});

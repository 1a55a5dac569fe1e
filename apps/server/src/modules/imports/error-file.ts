import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import type { Ctx } from '../../platform/context.ts';
import { neutraliseCell } from '../../platform/spreadsheet.ts';
import type { Dictionary } from '../dictionary/dictionary.service.ts';
import { columnLabelKey } from './columns.ts';
import { batchesOf, readRows } from './file-reader.ts';
import * as repo from './imports.repository.ts';
import { requireFile, requireRun } from './imports.service.ts';

const BATCH = 1000;
const ERROR_FILL: ExcelJS.Fill = {
  type: 'pattern',
  pattern: 'solid',
  fgColor: { argb: 'FFFFC7CE' },
};

export interface ErrorFile {
  filename: string;
  contentType: string;
  data: Buffer;
}

/** `a;"b ""c""";d` — quoted only where needed; formula starts neutralised. */
function csvLine(cells: string[], delimiter: string): string {
  return cells
    .map((cell) => {
      const text = String(neutraliseCell(cell));
      return /["\r\n]/.test(text) || text.includes(delimiter)
        ? `"${text.replaceAll('"', '""')}"`
        : text;
    })
    .join(delimiter);
}

/**
 * The uploaded file again, with one more column that says what is wrong in each row ("Adószám:
 * hibás ellenőrző számjegy"); in xlsx the wrong cells are also filled red. The user fixes the
 * rows and uploads it again. csv comes back as UTF-8 with a BOM and the file's own separator.
 */
export async function buildErrorFile(
  ctx: Ctx,
  dictionary: Dictionary,
  importId: number,
): Promise<ErrorFile> {
  const run = await requireRun(ctx, importId);
  const file = await requireFile(ctx, run.file_id);
  const t = (key: string) => dictionary.translate('HU', key);
  const typeOfColumn = new Map(run.mapping.map((m) => [m.column, m.columnType]));
  const describe = (e: { column: number; message_key: string }) => {
    const type = typeOfColumn.get(e.column);
    return `${type ? t(columnLabelKey(type)) : (file.headers[e.column] ?? '')}: ${t(e.message_key)}`;
  };
  const rows = readRows(file);
  const header = (await rows.next()).value ?? [];
  const errorHeader = t('IMPORTS.ERROR_COLUMN');
  const base = file.filename.replace(/\.[^.]+$/, '');
  if (file.format === 'CSV') {
    const delimiter = file.delimiter || ';';
    const lines = [`\ufeff${csvLine([...header, errorHeader], delimiter)}`];
    for await (const batch of batchesOf(rows, BATCH)) {
      const errors = await repo.listErrors(
        ctx.db,
        importId,
        batch[0]!.row,
        batch.at(-1)!.row,
        BATCH * 50,
      );
      for (const r of batch) {
        const own = errors
          .filter((e) => e.row === r.row)
          .map(describe)
          .join('; ');
        lines.push(csvLine([...r.cells, own], delimiter));
      }
    }
    return {
      filename: `${base}-hibak.csv`,
      contentType: 'text/csv; charset=utf-8',
      data: Buffer.from(`${lines.join('\r\n')}\r\n`),
    };
  }
  const out = new PassThrough();
  const chunks: Buffer[] = [];
  out.on('data', (c: Buffer) => chunks.push(c));
  const book = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: out,
    useStyles: true,
    useSharedStrings: false,
  });
  const sheet = book.addWorksheet('Hibák');
  sheet.addRow([...header, errorHeader].map(neutraliseCell)).commit();
  for await (const batch of batchesOf(rows, BATCH)) {
    const errors = await repo.listErrors(
      ctx.db,
      importId,
      batch[0]!.row,
      batch.at(-1)!.row,
      BATCH * 50,
    );
    for (const r of batch) {
      const own = errors.filter((e) => e.row === r.row);
      const line = sheet.addRow([...r.cells, own.map(describe).join('; ')].map(neutraliseCell));
      for (const e of own) line.getCell(e.column + 1).fill = ERROR_FILL;
      line.commit();
    }
  }
  sheet.commit();
  await book.commit();
  return {
    filename: `${base}-hibak.xlsx`,
    contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    data: Buffer.concat(chunks),
  };
}

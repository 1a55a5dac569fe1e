import { once } from 'node:events';
import { PassThrough, Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import type { Ctx } from '../../platform/context.ts';
import { neutraliseCell } from '../../platform/spreadsheet.ts';
import type { Dictionary } from '../dictionary/dictionary.service.ts';
import { columnLabelKey } from './columns.ts';
import { batchesOf, readRows } from './file-reader.ts';
import * as repo from './imports.repository.ts';
import { requireFile, requireRun } from './imports.service.ts';
import { encodeWindows1250 } from './windows-1250.ts';

const BATCH = 1000;
const ERROR_FILL: ExcelJS.Fill = {
  type: 'pattern',
  pattern: 'solid',
  fgColor: { argb: 'FFFFC7CE' },
};

export interface ErrorFile {
  filename: string;
  contentType: string;
  /** Written as it is read: a batch of rows at a time, never the whole file. */
  stream: Readable;
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

type Row = { cells: string[]; errors: { column: number; message_key: string }[] };

/**
 * The wrong rows of the uploaded file (the header and only the rows with an error), with one more
 * column that says what is wrong in each ("Adószám: hibás ellenőrző számjegy"); in xlsx the wrong
 * cells are also filled red. The user fixes the rows and uploads them again. csv comes back in
 * the file's own encoding (UTF-8 with a BOM, or Windows-1250) and separator.
 * The import and its file are checked here; the rows are read (pieces and errors through the
 * pool, outside any transaction) as the answer is sent.
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
  const rows = readRows(file, ctx.db);
  const header = [...((await rows.next()).value ?? []), t('IMPORTS.ERROR_COLUMN')];
  /** Each wrong data row padded to the header's width, its error texts in the last column. */
  async function* batches(): AsyncGenerator<Row[]> {
    for await (const batch of batchesOf(rows, BATCH)) {
      const first = batch[0]!.row;
      const errors = await repo.listErrors(ctx.db, importId, first, batch.at(-1)!.row, BATCH * 50);
      const own = batch.map(() => [] as Row['errors']);
      for (const e of errors) own[e.row - first]!.push(e);
      yield batch.flatMap((r, i) => {
        if (own[i]!.length === 0) return [];
        const cells = [...r.cells];
        while (cells.length < header.length - 1) cells.push('');
        return [{ cells: [...cells, own[i]!.map(describe).join('; ')], errors: own[i]! }];
      });
    }
  }
  const base = file.filename.replace(/\.[^.]+$/, '');
  if (file.format === 'CSV') {
    const delimiter = file.delimiter || ';';
    const isUtf8 = file.encoding === 'UTF-8';
    const encode = (text: string) => (isUtf8 ? Buffer.from(text) : encodeWindows1250(text));
    async function* bytes() {
      yield encode(`${isUtf8 ? '\ufeff' : ''}${csvLine(header, delimiter)}\r\n`);
      for await (const batch of batches())
        yield encode(batch.map((r) => `${csvLine(r.cells, delimiter)}\r\n`).join(''));
    }
    return {
      filename: `${base}-hibak.csv`,
      contentType: `text/csv; charset=${isUtf8 ? 'utf-8' : 'windows-1250'}`,
      stream: Readable.from(bytes()),
    };
  }
  const out = new PassThrough();
  writeXlsx(out, header, batches()).catch((error: unknown) => out.destroy(error as Error));
  return {
    filename: `${base}-hibak.xlsx`,
    contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    stream: out,
  };
}

/** exceljs' streaming writer into `out`, waiting for the reader whenever `out` is full. */
async function writeXlsx(out: PassThrough, header: string[], batches: AsyncIterable<Row[]>) {
  const book = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: out,
    useStyles: true,
    useSharedStrings: false,
  });
  const sheet = book.addWorksheet('Hibák');
  sheet.addRow(header.map(neutraliseCell)).commit();
  for await (const batch of batches) {
    for (const r of batch) {
      const line = sheet.addRow(r.cells.map(neutraliseCell));
      for (const e of r.errors) line.getCell(e.column + 1).fill = ERROR_FILL;
      line.commit();
    }
    // Waits while the answer is behind; a client gone away closes `out` and ends the writing.
    if (out.writableNeedDrain) await Promise.race([once(out, 'drain'), once(out, 'close')]);
    if (out.destroyed) return;
  }
  sheet.commit();
  await book.commit();
}

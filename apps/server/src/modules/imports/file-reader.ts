import { isUtf8 } from 'node:buffer';
import { Readable } from 'node:stream';
import type { TImportFile } from '@kontor/contract';
import { parse } from 'csv-parse';
import ExcelJS from 'exceljs';
import { AppError } from '../../platform/errors.ts';

export type FileFormat = TImportFile['format'];
export type FileEncoding = TImportFile['encoding'];

export interface StoredFile {
  format: FileFormat;
  encoding: FileEncoding;
  delimiter: TImportFile['delimiter'];
  content: Uint8Array;
}

const ZIP_MAGIC = [0x50, 0x4b, 0x03, 0x04];
const CHUNK = 64 * 1024;

/** xlsx by its zip signature, otherwise csv; csv text is UTF-8 when it decodes as such, else Windows-1250. */
export function detectFile(content: Uint8Array): Omit<StoredFile, 'content'> {
  if (ZIP_MAGIC.every((b, i) => content[i] === b))
    return { format: 'XLSX', encoding: 'UTF-8', delimiter: '' };
  const encoding: FileEncoding = isUtf8(content) ? 'UTF-8' : 'WINDOWS-1250';
  const head = new TextDecoder(encoding === 'UTF-8' ? 'utf-8' : 'windows-1250').decode(
    content.subarray(0, 8192),
  );
  const firstLine = head.split(/\r?\n/, 1)[0] ?? '';
  const count = (c: string) => firstLine.split(c).length - 1;
  return { format: 'CSV', encoding, delimiter: count(';') >= count(',') ? ';' : ',' };
}

/** The text of a cell as the user sees it: numbers with a dot, dates as ISO days, formulas by result. */
export function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value === 'object') {
    const v = value as { richText?: { text: string }[]; text?: unknown; result?: unknown };
    if (v.richText)
      return v.richText
        .map((r) => r.text)
        .join('')
        .trim();
    if ('result' in v) return cellText(v.result);
    if ('text' in v) return cellText(v.text);
  }
  return '';
}

function* chunksOf(content: Uint8Array): Generator<Uint8Array> {
  for (let at = 0; at < content.length; at += CHUNK) yield content.subarray(at, at + CHUNK);
}

/** Decodes the bytes piece by piece; the decoder carries a character split between two pieces. */
function* decodedText(content: Uint8Array, encoding: FileEncoding): Generator<string> {
  const decoder = new TextDecoder(encoding === 'UTF-8' ? 'utf-8' : 'windows-1250');
  for (const chunk of chunksOf(content)) yield decoder.decode(chunk, { stream: true });
  yield decoder.decode();
}

async function* csvRows(file: StoredFile): AsyncGenerator<string[]> {
  const parser = Readable.from(decodedText(file.content, file.encoding)).pipe(
    parse({
      delimiter: file.delimiter || ';',
      bom: true,
      relax_column_count: true,
      relax_quotes: true,
      skip_empty_lines: true,
      trim: true,
    }),
  );
  for await (const record of parser) yield record as string[];
}

async function* xlsxRows(file: StoredFile): AsyncGenerator<string[]> {
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from(chunksOf(file.content)), {
    sharedStrings: 'cache',
    styles: 'cache',
    hyperlinks: 'ignore',
    worksheets: 'emit',
    entries: 'emit',
  });
  for await (const sheet of reader) {
    for await (const row of sheet as AsyncIterable<ExcelJS.Row>) {
      const values = row.values as unknown[];
      const cells: string[] = [];
      for (let i = 1; i < values.length; i++) cells.push(cellText(values[i]));
      if (cells.some((c) => c !== '')) yield cells;
    }
    return; // only the first worksheet holds the data
  }
}

/**
 * The rows of the file, the header row first, as trimmed texts; a stream, so a file of any
 * number of rows is read in constant memory besides its bytes. Empty rows are skipped.
 */
export async function* readRows(file: StoredFile): AsyncGenerator<string[]> {
  try {
    yield* file.format === 'XLSX' ? xlsxRows(file) : csvRows(file);
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw new AppError('VALIDATION_FAILED', 'The file cannot be read as xlsx or csv', {
      errors: [{ path: 'file', message: 'Unreadable spreadsheet', code: 'invalid' }],
    });
  }
}

/** Data rows in numbered groups of `size`: row numbers count data rows from 1. */
export async function* batchesOf(
  rows: AsyncIterable<string[]>,
  size: number,
): AsyncGenerator<{ row: number; cells: string[] }[]> {
  let batch: { row: number; cells: string[] }[] = [];
  let row = 0;
  for await (const cells of rows) {
    batch.push({ row: ++row, cells });
    if (batch.length >= size) {
      yield batch;
      batch = [];
    }
  }
  if (batch.length) yield batch;
}

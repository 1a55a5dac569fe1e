import type { TImportFile } from '@kontor/contract';
import { parse } from 'csv-parse';
import type { Db } from '../../platform/db/database.ts';
import { AppError } from '../../platform/errors.ts';
import { type ByteSource, FilePieces } from '../../platform/file-store.ts';
import {
  checkLimit,
  limitExceeded,
  ReadMeter,
  UPLOAD_LIMITS,
} from '../../platform/upload-limits.ts';
import { xlsxRows } from './xlsx-reader.ts';

export type FileFormat = TImportFile['format'];
export type FileEncoding = TImportFile['encoding'];

/** A stored file: its bytes are in `file_pieces`, the platform file store, read a piece at a time. */
export interface StoredFile {
  id: number;
  format: FileFormat;
  encoding: FileEncoding;
  delimiter: TImportFile['delimiter'];
}

const ZIP_MAGIC = [0x50, 0x4b, 0x03, 0x04];
const HEAD_BYTES = 8192;

/**
 * Detects a file's kind from its pieces as they pass: xlsx by its zip signature, otherwise csv;
 * csv text is UTF-8 when every byte decodes as such, else Windows-1250; the separator is `;` or
 * `,`, whichever the header line has more of.
 */
export function fileDetector() {
  let head = new Uint8Array(0);
  let isUtf8 = true;
  const utf8 = new TextDecoder('utf-8', { fatal: true });
  const isZip = () => ZIP_MAGIC.every((b, i) => head[i] === b);
  return {
    push(piece: Uint8Array): void {
      if (head.length < HEAD_BYTES) {
        const more = piece.subarray(0, HEAD_BYTES - head.length);
        const next = new Uint8Array(head.length + more.length);
        next.set(head);
        next.set(more, head.length);
        head = next;
      }
      if (!isUtf8 || isZip()) return;
      try {
        utf8.decode(piece, { stream: true });
      } catch {
        isUtf8 = false;
      }
    },
    result(): Omit<StoredFile, 'id'> {
      if (isZip()) return { format: 'XLSX', encoding: 'UTF-8', delimiter: '' };
      if (isUtf8) {
        try {
          utf8.decode();
        } catch {
          isUtf8 = false;
        }
      }
      const encoding: FileEncoding = isUtf8 ? 'UTF-8' : 'WINDOWS-1250';
      const text = new TextDecoder(isUtf8 ? 'utf-8' : 'windows-1250').decode(head);
      const firstLine = text.split(/\r?\n/, 1)[0] ?? '';
      const count = (c: string) => firstLine.split(c).length - 1;
      return { format: 'CSV', encoding, delimiter: count(';') >= count(',') ? ';' : ',' };
    },
  };
}

/** Decodes the pieces as they come; the decoder carries a character split between two pieces. */
async function* decodedText(
  pieces: AsyncIterable<Uint8Array>,
  encoding: FileEncoding,
): AsyncGenerator<string> {
  const decoder = new TextDecoder(encoding === 'UTF-8' ? 'utf-8' : 'windows-1250');
  for await (const piece of pieces) yield decoder.decode(piece, { stream: true });
  yield decoder.decode();
}

/** Characters written to csv-parse at a time; the open record's width is checked between them. */
const CSV_SLICE = 16 * 1024;

/** A finished record within the column and cell limits (a row's length is csv-parse's own). */
function checkedRecord(record: string[]): string[] {
  checkLimit('columns', record.length);
  for (const cell of record) checkLimit('cellChars', cell.length);
  return record;
}

/** The stored bytes as they are pulled, counted in `meter`. */
async function* counted(bytes: AsyncIterable<Uint8Array>, meter: ReadMeter) {
  for await (const piece of bytes) {
    meter.stored += piece.length;
    yield piece;
  }
}

/**
 * csv-parse driven by hand: a piece's text is written a slice at a time and its records read back
 * at once, so the next piece is read only when the caller has taken every row of this one (no
 * stream reads ahead). The record being parsed is checked after each slice: a line of a million
 * empty cells is refused by its width after one slice, a never-ending cell or line by csv-parse's
 * `max_record_size` (the row limit), before either is held whole.
 */
async function* csvRows(
  file: Omit<StoredFile, 'id'>,
  pieces: ByteSource,
  meter: ReadMeter,
): AsyncGenerator<string[]> {
  const parser = parse({
    delimiter: file.delimiter || ';',
    bom: true,
    relax_column_count: true,
    relax_quotes: true,
    skip_empty_lines: true,
    trim: true,
    max_record_size: UPLOAD_LIMITS.rowChars,
  });
  const open = (parser as unknown as { state: { record: unknown[] } }).state;
  let failure: unknown = null;
  parser.on('error', (error) => {
    failure = error;
  });
  const parsed = function* () {
    for (let record = parser.read(); record !== null; record = parser.read())
      yield checkedRecord(record as string[]);
    // `errored` is set at once; the 'error' event comes a tick later.
    const failed = (parser.errored ?? failure) as { code?: string } | null;
    if (failed?.code === 'CSV_MAX_RECORD_SIZE') throw limitExceeded('rowChars');
    if (failed) throw failed;
    checkLimit('columns', open.record.length);
  };
  for await (const text of decodedText(counted(pieces.range(0), meter), file.encoding)) {
    for (let at = 0; at < text.length; at += CSV_SLICE) {
      const slice = text.slice(at, at + CSV_SLICE);
      parser.write(slice);
      meter.parsed += slice.length;
      yield* parsed();
      await meter.pace(slice.length);
    }
  }
  parser.end();
  yield* parsed();
  for await (const record of parser) yield checkedRecord(record as string[]);
}

/**
 * The rows of the stored file, the header row first, as trimmed texts; a stream, so a file of
 * any size is read holding one piece of it (and, for xlsx, its shared strings). The pieces are
 * read through `db` when the caller asks for the next row, never ahead. Empty rows are skipped.
 * A file over one of the limits (`UPLOAD_LIMITS`) is refused with 413 as soon as the limit is
 * passed; `meter` counts the work done (tests read it).
 */
export function readRows(
  file: StoredFile,
  db: Db,
  meter = new ReadMeter(),
): AsyncGenerator<string[]> {
  return readRowsOf(file, new FilePieces(db, file.id), meter);
}

/** `readRows` over any byte source (the stored pieces, or bytes in memory in tests). */
export async function* readRowsOf(
  file: Omit<StoredFile, 'id'>,
  pieces: ByteSource,
  meter: ReadMeter,
): AsyncGenerator<string[]> {
  try {
    yield* file.format === 'XLSX' ? xlsxRows(pieces, meter) : csvRows(file, pieces, meter);
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

import { setImmediate as nextTurn } from 'node:timers/promises';
import {
  DESIGN_PROOF_MAX_BYTES,
  IMPORT_FILE_MAX_BYTES,
  LIBRARY_FILE_MAX_BYTES,
  PRODUCT_IMAGE_MAX_BYTES,
} from '@kontor/contract';
import { AppError } from './errors.ts';

const KiB = 1024;
const MiB = 1024 * KiB;

/**
 * Every limit an uploaded file is held to, in one place (the reasons are in the imports README's
 * limits table). The spreadsheet limits are checked while the file streams, so a hostile file is
 * refused after a bounded amount of work and memory, never after materialising what it claims.
 */
export const UPLOAD_LIMITS = {
  /** Bytes of an import file (xlsx or csv) as uploaded. */
  importFileBytes: IMPORT_FILE_MAX_BYTES,
  /** Bytes of a product image as uploaded. */
  imageBytes: PRODUCT_IMAGE_MAX_BYTES,
  /** Bytes of a file attached in the library (library README). */
  libraryFileBytes: LIBRARY_FILE_MAX_BYTES,
  /** Bytes of a design proof (an image or a PDF; design-proofs README). */
  designProofBytes: DESIGN_PROOF_MAX_BYTES,
  /** Pixels of an image, checked from its header before decoding. */
  imagePixels: 50_000_000,
  /** Columns of a spreadsheet row (a cell reference beyond it, e.g. `ZZZZZ1`, is refused). */
  columns: 500,
  /** Characters of one cell (Excel's own limit). */
  cellChars: 32_767,
  /** Characters of one row's cells together. */
  rowChars: 1 * MiB,
  /** Characters of one row's XML (a row that never closes is stopped here). */
  rowXmlChars: 8 * MiB,
  /** Characters of one XML tag or attribute still open (an endless tag is stopped here). */
  tokenChars: 1 * MiB,
  /** Depth of nested XML elements. */
  xmlDepth: 64,
  /** Strings in an xlsx's shared strings table (held in memory while the file is read). */
  sharedStrings: 1_000_000,
  /** Characters of the shared strings table together. */
  sharedStringChars: 16 * MiB,
  /** Bytes of one xlsx part once inflated. */
  entryBytes: 256 * MiB,
  /** Inflated bytes per stored byte of an xlsx part, checked from `ratioFloorBytes` on. */
  inflateRatio: 200,
  /** Inflated bytes of a part below which its ratio is not checked (small parts squeeze well). */
  ratioFloorBytes: 1 * MiB,
} as const;

export type UploadLimit = keyof typeof UPLOAD_LIMITS;

/** Compressed bytes handed to the inflater at a time: bounds one step's output (≤ 1 032:1). */
export const INFLATE_STEP = 4 * KiB;
/** Work (bytes or characters) between two turns given back to the event loop. */
const WORK_PER_TURN = 256 * KiB;

/**
 * 413 naming the limit: `errors[0]` is `{ path: 'file', code: 'limit.<name>', message: <value> }`;
 * the web shows the dictionary text `UPLOAD.LIMIT.<name>` with the value.
 */
export function limitExceeded(limit: UploadLimit, path = 'file'): AppError {
  const value = UPLOAD_LIMITS[limit];
  return new AppError('PAYLOAD_TOO_LARGE', `The file exceeds the limit ${limit} = ${value}`, {
    errors: [{ path, code: `limit.${limit}`, message: String(value) }],
  });
}

/** Throws `limitExceeded(limit)` when `value` is above the limit. */
export function checkLimit(limit: UploadLimit, value: number): void {
  if (value > UPLOAD_LIMITS[limit]) throw limitExceeded(limit);
}

/** The multipart parser's limits for an upload of one file of at most `fileBytes`. */
export function multipartLimits(fileBytes: number) {
  return { fileSize: fileBytes, files: 1, fields: 0, parts: 1, headerPairs: 100 };
}

/**
 * What a read of an uploaded file has done so far: stored bytes pulled, bytes inflated, text
 * parsed. The reader counts here, checks the limits against it, and gives the event loop a turn
 * every `WORK_PER_TURN`, so health checks and other requests keep answering during a big parse.
 * Tests read the counters to assert that a hostile file was refused early.
 */
export class ReadMeter {
  stored = 0;
  inflated = 0;
  parsed = 0;
  private sinceTurn = 0;

  /** Counts work and, past `WORK_PER_TURN` since the last one, yields a turn of the event loop. */
  async pace(work: number): Promise<void> {
    this.sinceTurn += work;
    if (this.sinceTurn < WORK_PER_TURN) return;
    this.sinceTurn = 0;
    await nextTurn();
  }
}

/** Checks one xlsx part's inflation as it goes: its size and its inflated/stored ratio. */
export function checkInflation(storedBytes: number, inflatedBytes: number): void {
  checkLimit('entryBytes', inflatedBytes);
  if (
    inflatedBytes > UPLOAD_LIMITS.ratioFloorBytes &&
    inflatedBytes > UPLOAD_LIMITS.inflateRatio * Math.max(1, storedBytes)
  )
    throw limitExceeded('inflateRatio');
}

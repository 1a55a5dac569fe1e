/**
 * The platform's one file store: a stored file (`stored_files`) and its bytes in pieces of 1 MiB
 * (`file_pieces`, the last piece shorter), written as the upload streams and read a piece at a
 * time, so no file is ever whole in memory. Imports and the library keep their files here.
 */
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from './db/database.ts';

/** The size of a stored piece of an uploaded file; every piece but the last is this long. */
export const PIECE_BYTES = 1024 * 1024;

/** Cuts a stream of chunks of any size into pieces of `size` bytes (the last one shorter). */
export async function* inPieces(
  chunks: AsyncIterable<Uint8Array>,
  size = PIECE_BYTES,
): AsyncGenerator<Uint8Array> {
  let piece = new Uint8Array(size);
  let filled = 0;
  for await (const chunk of chunks) {
    for (let at = 0; at < chunk.length; ) {
      const n = Math.min(size - filled, chunk.length - at);
      piece.set(chunk.subarray(at, at + n), filled);
      filled += n;
      at += n;
      if (filled === size) {
        yield piece;
        piece = new Uint8Array(size);
        filled = 0;
      }
    }
  }
  if (filled) yield piece.subarray(0, filled);
}

/** What the readers need of a stored file (tests hand them bytes in memory). */
export type ByteSource = Pick<FilePieces, 'size' | 'read' | 'range'>;

/**
 * The stored bytes of a file, read a piece at a time through `db` (a transaction, or the pool
 * outside any transaction: on the embedded database a read through the pool waits for the open
 * transaction to end). A read happens only when the caller asks for bytes, never ahead.
 */
export class FilePieces {
  private last: { seq: number; bytes: Uint8Array } | null = null;
  private readonly db: Db;
  readonly fileId: number;
  readonly pieceBytes: number;

  constructor(db: Db, fileId: number, pieceBytes = PIECE_BYTES) {
    this.db = db;
    this.fileId = fileId;
    this.pieceBytes = pieceBytes;
  }

  async piece(seq: number): Promise<Uint8Array | undefined> {
    if (this.last?.seq === seq) return this.last.bytes;
    const bytes = await readPiece(this.db, this.fileId, seq);
    this.last = bytes ? { seq, bytes } : null;
    return bytes;
  }

  /** The file's length in bytes. */
  async size(): Promise<number> {
    const last = await lastPiece(this.db, this.fileId);
    return last ? last.seq * this.pieceBytes + last.length : 0;
  }

  /** The bytes from `start` to `end` (exclusive; the file's end when left out), a piece at a time. */
  async *range(start: number, end = Number.POSITIVE_INFINITY): AsyncGenerator<Uint8Array> {
    for (let at = start; at < end; ) {
      const seq = Math.floor(at / this.pieceBytes);
      const bytes = await this.piece(seq);
      const from = at - seq * this.pieceBytes;
      if (!bytes || from >= bytes.length) {
        if (end === Number.POSITIVE_INFINITY) return;
        throw new Error(`The stored file ${this.fileId} ends before byte ${end}`);
      }
      const to = Math.min(bytes.length, end - seq * this.pieceBytes);
      yield bytes.subarray(from, to);
      at += to - from;
    }
  }

  /** `length` bytes from `start`, as one array (for the small reads of a zip's directory). */
  async read(start: number, length: number): Promise<Uint8Array> {
    const out = new Uint8Array(length);
    let filled = 0;
    for await (const part of this.range(start, start + length)) {
      out.set(part, filled);
      filled += part.length;
    }
    return out;
  }
}

/** A new stored file of the firm; its bytes follow through `writePieces`. */
export async function createStoredFile(db: Db, firmId: number): Promise<number> {
  const [row] = await queryRows<{ id: number }>(
    db,
    sql`insert into stored_files (firm_id) values (${firmId}) returning id`,
  );
  return row!.id;
}

/**
 * Stores the chunks as pieces of the file, each first shown to `onPiece` (which may refuse it by
 * throwing); answers the number of bytes written.
 */
export async function writePieces(
  db: Db,
  fileId: number,
  chunks: AsyncIterable<Uint8Array>,
  onPiece?: (piece: Uint8Array, seq: number) => void | Promise<void>,
): Promise<number> {
  let seq = 0;
  let size = 0;
  for await (const piece of inPieces(chunks)) {
    await onPiece?.(piece, seq);
    await insertPiece(db, fileId, seq++, piece);
    size += piece.length;
  }
  return size;
}

async function insertPiece(db: Db, fileId: number, seq: number, bytes: Uint8Array): Promise<void> {
  await db.execute(
    sql`insert into file_pieces (file_id, seq, bytes)
        values (${fileId}, ${seq}, ${Buffer.from(bytes.buffer, bytes.byteOffset, bytes.length)})`,
  );
}

async function readPiece(db: Db, fileId: number, seq: number): Promise<Uint8Array | undefined> {
  const [row] = await queryRows<{ bytes: Uint8Array }>(
    db,
    sql`select bytes from file_pieces where file_id = ${fileId} and seq = ${seq}`,
  );
  return row?.bytes;
}

/** The last piece's number and length (`length` of a bytea reads no bytes). */
async function lastPiece(
  db: Db,
  fileId: number,
): Promise<{ seq: number; length: number } | undefined> {
  const [row] = await queryRows<{ seq: number; length: number }>(
    db,
    sql`select seq, length(bytes) as length from file_pieces where file_id = ${fileId}
        order by seq desc limit 1`,
  );
  return row;
}

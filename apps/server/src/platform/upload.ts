import type { MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { AppError, fieldError } from './errors.ts';
import { findBadInput } from './input.ts';
import { limitExceeded, type UploadLimit } from './upload-limits.ts';

export interface UploadedFile {
  /** The multipart field the file came in. */
  field: string;
  /** The file name the client sent, checked by the input rules (input.ts). */
  filename: string;
  data: Buffer;
}

/** An upload read as it arrives (import files), never whole in memory. */
export interface UploadedStream {
  field: string;
  filename: string;
  chunks: AsyncIterable<Uint8Array>;
}

/** The byte limits an upload route registers its multipart parser with (`multipartLimits`). */
type SizeLimit = Extract<
  UploadLimit,
  'importFileBytes' | 'imageBytes' | 'libraryFileBytes' | 'designProofBytes'
>;

/**
 * The one file part of a multipart upload (the route registers @fastify/multipart with its
 * limits). The file name passes the same text rules as every other request value, so a NUL or a
 * lone surrogate answers 400 naming the field instead of reaching the database.
 */
async function filePart(req: FastifyRequest, field: string): Promise<MultipartFile> {
  if (!req.isMultipart())
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Upload the file as multipart/form-data');
  const part = await req.file();
  if (!part) throw fieldError(field, 'A file is expected');
  const bad = findBadInput(part.filename, [part.fieldname]);
  if (bad) throw new AppError('VALIDATION_FAILED', 'Invalid file name', { errors: [bad] });
  return part;
}

/** Reads the one file of a multipart upload whole; past `limit` it throws 413 naming it. */
export async function readUploadedFile(
  req: FastifyRequest,
  field: string,
  limit: SizeLimit,
): Promise<UploadedFile> {
  const part = await filePart(req, field);
  const data = await part.toBuffer().catch((error: unknown) => {
    if (error instanceof req.server.multipartErrors.RequestFileTooLargeError)
      throw limitExceeded(limit, field);
    throw error;
  });
  return { field: part.fieldname, filename: part.filename, data };
}

/** The one file of a multipart upload as its chunks arrive; past `limit` it throws 413. */
export async function readUploadedStream(
  req: FastifyRequest,
  field: string,
  limit: SizeLimit,
): Promise<UploadedStream> {
  const part = await filePart(req, field);
  const tooLarge = () => limitExceeded(limit, field);
  async function* chunks() {
    for await (const chunk of part.file as AsyncIterable<Buffer>) {
      if (part.file.truncated) throw tooLarge();
      yield chunk;
    }
    if (part.file.truncated) throw tooLarge();
  }
  return { field: part.fieldname, filename: part.filename, chunks: chunks() };
}

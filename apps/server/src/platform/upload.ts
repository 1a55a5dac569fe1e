import type { FastifyRequest } from 'fastify';
import { AppError, fieldError } from './errors.ts';
import { findBadInput } from './input.ts';

export interface UploadedFile {
  /** The multipart field the file came in. */
  field: string;
  /** The file name the client sent, checked by the input rules (input.ts). */
  filename: string;
  data: Buffer;
}

/**
 * Reads the one file of a multipart upload (the route registers @fastify/multipart with its
 * limits). The file name passes the same text rules as every other request value, so a NUL or a
 * lone surrogate answers 400 naming the field instead of reaching the database.
 */
export async function readUploadedFile(req: FastifyRequest, field: string): Promise<UploadedFile> {
  if (!req.isMultipart())
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Upload the file as multipart/form-data');
  const part = await req.file();
  if (!part) throw fieldError(field, 'A file is expected');
  const bad = findBadInput(part.filename, [part.fieldname]);
  if (bad) throw new AppError('VALIDATION_FAILED', 'Invalid file name', { errors: [bad] });
  const data = await part.toBuffer().catch((error: unknown) => {
    if (error instanceof req.server.multipartErrors.RequestFileTooLargeError)
      throw new AppError('PAYLOAD_TOO_LARGE', `The file is larger than the limit`);
    throw error;
  });
  return { field: part.fieldname, filename: part.filename, data };
}

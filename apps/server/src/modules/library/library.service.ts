/**
 * The library (README): files attached to an order, a partner or a product, kept in the platform
 * file store. Upload checks the owner, the size while streaming and the type from the bytes;
 * delete marks the file (the bytes stay for the audit until purged).
 */
import { Readable } from 'node:stream';
import type { TLibraryFile, TLibraryLocation, ZLibraryOwnerQuery } from '@kontor/contract';
import type { z } from 'zod';
import { type Ctx, runAction } from '../../platform/context.ts';
import { AppError, fieldError } from '../../platform/errors.ts';
import { createStoredFile, FilePieces, writePieces } from '../../platform/file-store.ts';
import { enqueue } from '../../platform/queue.ts';
import type { UploadedStream } from '../../platform/upload.ts';
import { contentTypeOf } from './content-type.ts';
import { libraryPurgeJob, purgeAfterSeconds } from './library.jobs.ts';
import * as repo from './library.repository.ts';

type OwnerQuery = z.output<typeof ZLibraryOwnerQuery>;

/** The owner a query names: `orderId` for an order, `ownerId` for any location. */
function ownerOf(query: OwnerQuery): { location: TLibraryLocation; ownerId: number } {
  const ownerId = query.location === 'ORDER' ? (query.orderId ?? query.ownerId) : query.ownerId;
  if (ownerId === undefined)
    throw fieldError(query.location === 'ORDER' ? 'orderId' : 'ownerId', 'Whose files?');
  return { location: query.location, ownerId };
}

async function requireOwner(ctx: Ctx, location: TLibraryLocation, ownerId: number) {
  if (!(await repo.hasOwner(ctx.db, ctx.auth.firmId, location, ownerId)))
    throw new AppError('NOT_FOUND', `No such ${location.toLowerCase().replace('_', ' ')}`);
}

export async function listFiles(ctx: Ctx, query: OwnerQuery): Promise<TLibraryFile[]> {
  const { location, ownerId } = ownerOf(query);
  await requireOwner(ctx, location, ownerId);
  return repo.listFiles(ctx.db, ctx.auth.firmId, location, ownerId);
}

export async function uploadFile(
  ctx: Ctx,
  query: OwnerQuery,
  upload: UploadedStream,
): Promise<TLibraryFile> {
  const { location, ownerId } = ownerOf(query);
  await requireOwner(ctx, location, ownerId);
  if (upload.filename.length > 255) throw fieldError('file', 'At most 255 characters of name');
  return runAction(ctx, async (tx) => {
    const fileId = await createStoredFile(tx, ctx.auth.firmId);
    let contentType = '';
    // The first piece is the whole file or 1 MiB: enough for every magic number.
    const sizeBytes = await writePieces(tx, fileId, upload.chunks, async (piece, seq) => {
      if (seq === 0) contentType = await contentTypeOf(upload.filename, piece);
    });
    if (sizeBytes === 0) await contentTypeOf(upload.filename, new Uint8Array());
    const id = await repo.insertFile(tx, ctx.auth.firmId, {
      fileId,
      location,
      ownerId,
      filename: upload.filename,
      contentType,
      sizeBytes,
      uploadedBy: ctx.auth.userId,
    });
    const file = await repo.findFile(tx, ctx.auth.firmId, id);
    const { fileId: _stored, ...answer } = file!;
    return {
      result: answer,
      audit: { entity: 'library_file', entityId: id, action: 'upload', after: answer },
    };
  });
}

/** The file's name, type and bytes, read a piece at a time as the answer is sent. */
export async function downloadFile(ctx: Ctx, id: number) {
  const file = await repo.findFile(ctx.db, ctx.auth.firmId, id);
  if (!file) throw new AppError('NOT_FOUND', 'No such file');
  return { ...file, stream: Readable.from(new FilePieces(ctx.db, file.fileId).range(0)) };
}

export function deleteFile(ctx: Ctx, id: number): Promise<void> {
  return runAction(ctx, async (tx) => {
    const file = await repo.findFile(tx, ctx.auth.firmId, id);
    if (!file || !(await repo.markDeleted(tx, ctx.auth.firmId, id, ctx.auth.userId)))
      throw new AppError('NOT_FOUND', 'No such file');
    await enqueue(
      ctx,
      tx,
      libraryPurgeJob,
      { libraryFileId: id },
      { startAfterSeconds: purgeAfterSeconds(file.location), singletonKey: `library-file-${id}` },
    );
    return {
      result: undefined,
      audit: { entity: 'library_file', entityId: id, action: 'delete', before: file },
    };
  });
}

import fastifyMultipart from '@fastify/multipart';
import { libraryEndpoints as e } from '@kontor/contract';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../platform/db/database.ts';
import { addEndpoint } from '../../platform/routes.ts';
import { readUploadedStream } from '../../platform/upload.ts';
import { multipartLimits, UPLOAD_LIMITS } from '../../platform/upload-limits.ts';
import * as library from './library.service.ts';

/** Spec 001 §7 Library: reading, attaching and deleting are three permissions. */
export function registerLibraryRoutes(app: FastifyInstance, database: Database): void {
  addEndpoint(app, database, e.list, 'library.read', ({ query }, ctx) =>
    library.listFiles(ctx, query),
  );
  app.register(async (scope) => {
    await scope.register(fastifyMultipart, {
      limits: multipartLimits(UPLOAD_LIMITS.libraryFileBytes),
    });
    addEndpoint(
      scope,
      database,
      e.upload,
      'library.write',
      async ({ req, query }, ctx) =>
        library.uploadFile(ctx, query, await readUploadedStream(req, 'file', 'libraryFileBytes')),
      { acceptsMultipart: true },
    );
  });
  addEndpoint(app, database, e.download, 'library.read', async ({ params, reply }, ctx) => {
    const file = await library.downloadFile(ctx, params.fileId);
    return reply
      .type(file.contentType)
      .header(
        'content-disposition',
        `attachment; filename*=UTF-8''${encodeURIComponent(file.filename)}`,
      )
      .header('cache-control', 'private, no-store')
      .send(file.stream) as never;
  });
  addEndpoint(app, database, e.delete, 'library.delete', ({ query }, ctx) =>
    library.deleteFile(ctx, query.fileId),
  );
}

import { join } from 'node:path';
import fastifyMultipart from '@fastify/multipart';
import { productEndpoints, ZId } from '@kontor/contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Config } from '../../platform/config.ts';
import type { Database } from '../../platform/db/database.ts';
import { addEndpoint } from '../../platform/routes.ts';
import { readUploadedFile } from '../../platform/upload.ts';
import { multipartLimits, UPLOAD_LIMITS } from '../../platform/upload-limits.ts';
import * as media from './media.service.ts';

export const mediaStoreOf = (config: Pick<Config, 'contextPath' | 'dataDir'>) => ({
  dir: join(config.dataDir, 'media'),
  contextPath: config.contextPath,
});

/** The media tab's calls; uploads are multipart, parsed only in this scope. */
export async function registerProductMediaRoutes(
  app: FastifyInstance,
  database: Database,
  store: media.MediaStore,
): Promise<void> {
  const e = productEndpoints;
  await app.register(fastifyMultipart, {
    limits: multipartLimits(UPLOAD_LIMITS.imageBytes),
  });
  addEndpoint(app, database, e.media, 'products.read', ({ params }, ctx) =>
    media.listMedia(ctx, store, params.productId),
  );
  addEndpoint(
    app,
    database,
    e.uploadMedia,
    'products.write',
    async ({ params, req }, ctx) => {
      const file = await readUploadedFile(req, 'file', 'imageBytes');
      return media.uploadMedia(ctx, store, params.productId, {
        originalName: file.filename,
        data: file.data,
      });
    },
    { acceptsMultipart: true },
  );
  addEndpoint(app, database, e.setMainMedia, 'products.write', ({ params }, ctx) =>
    media.setMainMedia(ctx, store, params.productId, params.mediaId),
  );
  addEndpoint(app, database, e.removeMedia, 'products.write', ({ params }, ctx) =>
    media.removeMedia(ctx, store, params.productId, params.mediaId),
  );
}

/**
 * `GET {contextPath}/ImageLoader?productId=…[&mediaId=…]`: the product's main image (or the given
 * one) for a logged-in user of the product's firm. Outside the REST API, as the spec's image URLs
 * are; private caching only, since the answer depends on the session's firm.
 */
export function registerImageLoader(
  app: FastifyInstance,
  database: Database,
  config: Pick<Config, 'contextPath' | 'dataDir'>,
): void {
  const store = mediaStoreOf(config);
  app.route({
    method: 'GET',
    url: `${config.contextPath}/ImageLoader`,
    schema: {
      hide: true,
      querystring: z.object({ productId: ZId, mediaId: ZId.optional() }),
    },
    config: { access: { permission: 'products.read' } },
    handler: async (req, reply) => {
      const auth = req.auth;
      if (!auth) throw new Error('An authenticated route ran without a caller');
      const query = req.query as { productId: number; mediaId?: number };
      const ctx = {
        db: database.db,
        auth,
        requestId: req.id,
        log: req.log,
        queue: req.server.jobs,
      };
      const image = await media.loadImage(ctx, store, query.productId, query.mediaId ?? null);
      return reply
        .type(image.contentType)
        .header('cache-control', 'private, max-age=300')
        .send(image.data);
    },
  });
}
